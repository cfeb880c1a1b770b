/* SPDX-License-Identifier: GPL-2.0-or-later */
/* dl.h: a library loaded at its first use rather than with the program:
 * the database drivers' client libraries and fileio's libaio and liburing.
 * A run that does not use them neither needs them installed nor pays for
 * loading them (the database clients bring twenty-odd libraries: TLS,
 * Kerberos, LDAP), and every start of sysbench would: the execl test
 * starts it thousands of times a second. */
#ifndef SB_DL_H
#define SB_DL_H

#include <pthread.h>
#include <stdbool.h>

/* A symbol of lib (or RTLD_DEFAULT); NULL after a FATAL line. */
void *dl_sym(void *lib, const char *soname, const char *name);

/* A library that dl_load opens once per process: resolve fills the
 * caller's struct of function pointers (DL_RESOLVE) from lib, which is
 * RTLD_DEFAULT for a global one. */
struct dl_lib {
  const char *user, *soname, *package;
  bool global;
  bool (*resolve)(void *lib);
  pthread_mutex_t lock;     /* PTHREAD_MUTEX_INITIALIZER */
  bool loaded;
};

/* Opens and resolves l unless that succeeded before (a failure is tried
 * again at the next call); 0, or -1 after a FATAL line. */
int dl_load(struct dl_lib *l);

/* A member of such a struct: DL_MEMBER_(mysql_init) declares
 * `__typeof__(mysql_init) *mysql_init;`. */
#define DL_MEMBER_(f, ...) __typeof__(f) *f;

/* Fills the struct api, whose members are pointers named and typed after
 * the library's functions (API is an X-macro listing them), from lib;
 * evaluates to false when one is missing. */
#define DL_RESOLVE(api, API, lib, soname)                                      \
  ({                                                                           \
    bool ok_ = true;                                                           \
    API(DL_ONE_, api, lib, soname, ok_)                                        \
    ok_;                                                                       \
  })
#define DL_ONE_(f, api, lib, soname, ok)                                       \
  if (ok && ((api).f = (__typeof__(f) *)dl_sym(lib, soname, #f)) == NULL)      \
    ok = false;

#endif
