/* SPDX-License-Identifier: GPL-2.0-or-later */
/* probe.c: what a suite asks before it runs fileio, through ffi.C (the
 * storage scorecard does): what a name it means to use is (without
 * opening it: a FIFO would block), does the file system take O_DIRECT on a
 * file, does the kernel give an I/O engine what it needs (the engine's own
 * probe, engine.h), and fio's name for an engine. Each answer is 0 or the
 * errno that says why not, so that the suite can fall back, say so, and
 * never print a FATAL line of a run it chose not to make; and it removes
 * only regular files (fileio_remove_regular). */
#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine.h"

#define SB_EXPORT __attribute__((visibility("default"), used))

SB_EXPORT int sbng_fileio_probe_direct(const char *name);
SB_EXPORT int sbng_fileio_probe_engine(const char *mode);
SB_EXPORT const char *sbng_fileio_engine_fio(const char *mode);
SB_EXPORT const char *sbng_fileio_engine_mode(int i);
SB_EXPORT const char *sbng_fileio_engine_name(const char *mode);
SB_EXPORT bool sbng_fileio_engine_queued(const char *mode);
SB_EXPORT int sbng_fileio_file_kind(const char *name, int64_t *size);
SB_EXPORT int sbng_fileio_remove_regular(const char *name);

/* What name is, from lstat (no link followed, nothing opened): 0 nothing
 * of that name, 1 a regular file (its size into *size), 2 a symbolic
 * link, 3 a directory, 4 anything else (a FIFO, a device, a socket), 5 a
 * regular file with more than one hard link; -errno when lstat fails
 * otherwise (EACCES). */
int sbng_fileio_file_kind(const char *name, int64_t *size)
{
  struct stat st;
  *size = 0;
  if (lstat(name, &st))
    return errno == ENOENT ? 0 : -errno;
  if (S_ISLNK(st.st_mode))
    return 2;
  if (S_ISDIR(st.st_mode))
    return 3;
  if (!S_ISREG(st.st_mode))
    return 4;
  *size = (int64_t)st.st_size;
  return st.st_nlink > 1 ? 5 : 1;
}

/* Removes name if it is a regular file, as fileio's cleanup does: 0 when
 * it is gone (or was not there), 1 when something else is left in its
 * place, else the errno of the failed removal. */
int sbng_fileio_remove_regular(const char *name)
{
  int rc = fileio_remove_regular(name);
  return rc < 0 ? errno : rc;
}

/* Opens the regular file name with O_DIRECT and reads its first 4 KiB
 * into an aligned buffer: 0, or the errno of the open or the read
 * (EINVAL: the file system refuses O_DIRECT or this alignment). */
int sbng_fileio_probe_direct(const char *name)
{
  int fd = open(name, O_RDONLY | O_DIRECT | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0)
    return errno;
  void *buf = NULL;
  int err = posix_memalign(&buf, 4096, 4096);
  if (err == 0 && pread(fd, buf, 4096, 0) < 0)
    err = errno;
  free(buf);
  close(fd);
  return err;
}

/* The engine of a --file-io-mode value ("async": libaio, "io_uring"):
 * 0 when the kernel sets up a queue for it, else the errno (ENOSYS for an
 * engine this sysbench was built without, ELIBACC for a library that is
 * not installed, EINVAL for no such mode). */
int sbng_fileio_probe_engine(const char *mode)
{
  const struct fileio_engine *e = fileio_engine_find(mode);
  if (e == NULL)
    return EINVAL;
  return e->probe ? e->probe() : 0;
}

/* What a suite knows of the engines is theirs (engine.h): the mode of the
 * engine at position i of the registry (NULL past the end); an engine's
 * name in result files, fio's --ioengine for the same I/O (the storage
 * scorecard prints fio's commands), whether it keeps requests in flight.
 * NULL or false for no such mode. */
const char *sbng_fileio_engine_mode(int i)
{
  const struct fileio_engine *e = fileio_engine_at(i);
  return e ? e->mode : NULL;
}

const char *sbng_fileio_engine_name(const char *mode)
{
  const struct fileio_engine *e = fileio_engine_find(mode);
  return e ? e->name : NULL;
}

const char *sbng_fileio_engine_fio(const char *mode)
{
  const struct fileio_engine *e = fileio_engine_find(mode);
  return e ? e->fio : NULL;
}

bool sbng_fileio_engine_queued(const char *mode)
{
  const struct fileio_engine *e = fileio_engine_find(mode);
  return e && e->queued;
}
