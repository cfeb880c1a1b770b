/* probe.c: what a suite asks before it runs fileio, through ffi.C (the
 * storage scorecard does): what a name it means to use is (without
 * opening it: a FIFO would block), does the file system take O_DIRECT on a
 * file, and does the kernel give an I/O engine what it needs. Each answer
 * is 0 or the errno that says why not, so that the suite can fall back,
 * say so, and never print a FATAL line of a run it chose not to make; and
 * it removes only regular files (fileio_remove_regular). */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fileio.h"
#include "iolibs.h"

#define SB_EXPORT __attribute__((visibility("default"), used))

SB_EXPORT int sbng_fileio_probe_direct(const char *name);
SB_EXPORT int sbng_fileio_probe_engine(const char *mode);
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

/* Whether the engine's library loads, silently: the load that follows
 * then succeeds without a FATAL line. */
static bool loadable(const char *soname)
{
  void *lib = dlopen(soname, RTLD_NOW | RTLD_GLOBAL);
  if (lib)
    dlclose(lib);
  return lib != NULL;
}

/* The engine of a --file-io-mode value ("async": libaio, "io_uring"):
 * 0 when the kernel sets up a queue for it, else the errno (ENOSYS also
 * for an engine this sysbench was built without, ELIBACC for a library
 * that is not installed). */
int sbng_fileio_probe_engine(const char *mode)
{
  if (strcmp(mode, "async") == 0) {
    if (!loadable(AIO_SONAME) || aiolib_load())
      return ELIBACC;
    io_context_t ctx = 0;
    int rc = aiolib.io_setup(1, &ctx);
    if (rc < 0)
      return -rc;
    aiolib.io_destroy(ctx);
    return 0;
  }
  if (strcmp(mode, "io_uring") == 0) {
#ifdef HAVE_LIBURING
    if (!loadable(URING_SONAME) || uringlib_load())
      return ELIBACC;
    struct io_uring ring;
    int rc = uringlib.io_uring_queue_init(1, &ring, 0);
    if (rc < 0)
      return -rc;
    uringlib.io_uring_queue_exit(&ring);
    return 0;
#else
    return ENOSYS;
#endif
  }
  return strcmp(mode, "sync") == 0 || strcmp(mode, "mmap") == 0 ? 0 : EINVAL;
}
