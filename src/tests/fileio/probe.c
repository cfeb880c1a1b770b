/* probe.c: what a suite asks before it runs fileio, through ffi.C (the
 * storage scorecard does): does the file system take O_DIRECT on a file,
 * and does the kernel give an I/O engine what it needs. Each answer is 0
 * or the errno that says why not, so that the suite can fall back, say so,
 * and never print a FATAL line of a run it chose not to make. */
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "iolibs.h"

#define SB_EXPORT __attribute__((visibility("default"), used))

SB_EXPORT int sbng_fileio_probe_direct(const char *name);
SB_EXPORT int sbng_fileio_probe_engine(const char *mode);

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
