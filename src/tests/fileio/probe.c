/* probe.c: what a suite asks before it runs fileio, through ffi.C (the
 * storage scorecard does): does the file system take O_DIRECT on a file,
 * does the kernel give an I/O engine what it needs (the engine's own probe,
 * engine.h), and fio's name for an engine. Each answer is 0 or the errno
 * that says why not, so that the suite can fall back, say so, and never
 * print a FATAL line of a run it chose not to make. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine.h"

#define SB_EXPORT __attribute__((visibility("default"), used))

SB_EXPORT int sbng_fileio_probe_direct(const char *name);
SB_EXPORT int sbng_fileio_probe_engine(const char *mode);
SB_EXPORT const char *sbng_fileio_engine_fio(const char *mode);

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

/* fio's --ioengine for the same I/O as a --file-io-mode value (the storage
 * scorecard prints fio's commands); NULL for no such mode. */
const char *sbng_fileio_engine_fio(const char *mode)
{
  const struct fileio_engine *e = fileio_engine_find(mode);
  return e ? e->fio : NULL;
}
