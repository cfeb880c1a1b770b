/* SPDX-License-Identifier: GPL-2.0-or-later */
/* dl.c: loading a library at its first use (see dl.h). */
#include "dl.h"

#include <dlfcn.h>
#include <stddef.h>

#include "log.h"

/* dlopen of the library; NULL after a FATAL line "USER needs SONAME
 * (Debian package PACKAGE): why". global makes its symbols part of the
 * program's scope (RTLD_GLOBAL), where an LD_PRELOADed library that
 * defines the same functions comes first: they are looked up with
 * RTLD_DEFAULT then. */
static void *dl_open(const char *user, const char *soname, const char *package, bool global)
{
  void *lib = dlopen(soname, RTLD_NOW | (global ? RTLD_GLOBAL : RTLD_LOCAL));
  if (lib == NULL) {
    const char *why = dlerror();
    log_fatal("%s needs %s (Debian package %s): %s", user, soname, package,
              why ? why : "it cannot be loaded");
  }
  return lib;
}

int dl_load(struct dl_lib *l)
{
  pthread_mutex_lock(&l->lock);
  if (!l->loaded) {
    void *lib = dl_open(l->user, l->soname, l->package, l->global);
    l->loaded = lib && l->resolve(l->global ? RTLD_DEFAULT : lib);
  }
  bool ok = l->loaded;
  pthread_mutex_unlock(&l->lock);
  return ok ? 0 : -1;
}

void *dl_sym(void *lib, const char *soname, const char *name)
{
  void *p = dlsym(lib, name);
  if (p == NULL)
    log_fatal("%s has no %s: %s", soname, name, dlerror());
  return p;
}
