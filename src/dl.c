/* dl.c: loading a library at its first use (see dl.h). */
#include "dl.h"

#include <dlfcn.h>
#include <stddef.h>

#include "log.h"

void *dl_open(const char *user, const char *soname, const char *package, bool global)
{
  void *lib = dlopen(soname, RTLD_NOW | (global ? RTLD_GLOBAL : RTLD_LOCAL));
  if (lib == NULL) {
    const char *why = dlerror();
    log_fatal("%s needs %s (Debian package %s): %s", user, soname, package,
              why ? why : "it cannot be loaded");
  }
  return lib;
}

void *dl_sym(void *lib, const char *soname, const char *name)
{
  void *p = dlsym(lib, name);
  if (p == NULL)
    log_fatal("%s has no %s: %s", soname, name, dlerror());
  return p;
}
