/* db_dl.c: loading a database driver's client library at its first use
 * (see db_dl.h). */
#include "db_dl.h"

#include <dlfcn.h>
#include <stddef.h>

#include "log.h"

void *db_dl_open(const char *driver, const char *soname, const char *package)
{
  void *lib = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
  if (lib == NULL) {
    const char *why = dlerror();
    log_fatal("the %s driver needs %s (Debian package %s): %s", driver, soname, package,
              why ? why : "it cannot be loaded");
  }
  return lib;
}

void *db_dl_sym(void *lib, const char *soname, const char *name)
{
  void *p = dlsym(lib, name);
  if (p == NULL)
    log_fatal("%s has no %s: %s", soname, name, dlerror());
  return p;
}
