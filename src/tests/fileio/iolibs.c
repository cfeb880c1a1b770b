/* SPDX-License-Identifier: GPL-2.0-or-later */
/* iolibs.c: loading libaio and liburing at their first use (iolibs.h).
 * Their symbols join the program's scope and are looked up there, so
 * that a fault-injection library preloaded in front of them (as the tests
 * do) still wraps them. */
#include "iolibs.h"

#include <dlfcn.h>

bool iolib_loadable(const char *soname)
{
  void *lib = dlopen(soname, RTLD_NOW | RTLD_GLOBAL);
  if (lib)
    dlclose(lib);
  return lib != NULL;
}

struct aiolib aiolib;

static bool aio_resolve(void *lib)
{
  return DL_RESOLVE(aiolib, AIO_API, lib, AIO_SONAME);
}

static struct dl_lib aio_lib = {
  .user = "--file-io-mode=async", .soname = AIO_SONAME, .package = "libaio1",
  .global = true, .resolve = aio_resolve, .lock = PTHREAD_MUTEX_INITIALIZER,
};

int aiolib_load(void)
{
  return dl_load(&aio_lib);
}

#ifdef HAVE_LIBURING
struct uringlib uringlib;

static bool uring_resolve(void *lib)
{
  return DL_RESOLVE(uringlib, URING_API, lib, URING_SONAME);
}

static struct dl_lib uring_lib = {
  .user = "--file-io-mode=io_uring", .soname = URING_SONAME, .package = "liburing2",
  .global = true, .resolve = uring_resolve, .lock = PTHREAD_MUTEX_INITIALIZER,
};

int uringlib_load(void)
{
  return dl_load(&uring_lib);
}
#endif
