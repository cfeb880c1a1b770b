/* dl.h: a library loaded at its first use rather than with the program:
 * the database drivers' client libraries and fileio's libaio and liburing.
 * A run that does not use them neither needs them installed nor pays for
 * loading them (the database clients bring twenty-odd libraries: TLS,
 * Kerberos, LDAP), and every start of sysbench would: the execl test
 * starts it thousands of times a second. */
#ifndef SB_DL_H
#define SB_DL_H

#include <stdbool.h>

/* dlopen of the library, once per process; NULL after a FATAL line "USER
 * needs SONAME (Debian package PACKAGE): why". global makes its symbols
 * part of the program's scope (RTLD_GLOBAL), where an LD_PRELOADed
 * library that defines the same functions comes first: look them up with
 * RTLD_DEFAULT then. */
void *dl_open(const char *user, const char *soname, const char *package, bool global);
/* A symbol of lib (or RTLD_DEFAULT); NULL after a FATAL line. */
void *dl_sym(void *lib, const char *soname, const char *name);

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
