/* iolibs.c: loading libaio and liburing at their first use (iolibs.h).
 * Their symbols join the program's scope and are looked up there, so
 * that a fault-injection library preloaded in front of them (as the tests
 * do) still wraps them. */
#include "iolibs.h"

#include <dlfcn.h>
#include <pthread.h>

struct aiolib aiolib;

static int aio_loaded = -1;

static void aio_load_once(void)
{
  aio_loaded = dl_open("--file-io-mode=async", AIO_SONAME, "libaio1", true) &&
                       DL_RESOLVE(aiolib, AIO_API, RTLD_DEFAULT, AIO_SONAME)
                   ? 0
                   : -1;
}

int aiolib_load(void)
{
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, aio_load_once);
  return aio_loaded;
}

#ifdef HAVE_LIBURING
struct uringlib uringlib;

static int uring_loaded = -1;

static void uring_load_once(void)
{
  uring_loaded = dl_open("--file-io-mode=io_uring", URING_SONAME, "liburing2", true) &&
                         DL_RESOLVE(uringlib, URING_API, RTLD_DEFAULT, URING_SONAME)
                     ? 0
                     : -1;
}

int uringlib_load(void)
{
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  pthread_once(&once, uring_load_once);
  return uring_loaded;
}
#endif
