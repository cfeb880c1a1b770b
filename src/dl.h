/* db_dl.h: a database driver's client library, loaded when the driver is
 * first used rather than with the program. Runs without a database then
 * neither need the library nor pay for loading it and the twenty-odd
 * libraries it brings (TLS, Kerberos, LDAP): every start of sysbench
 * would, and the execl test starts it thousands of times a second. */
#ifndef SB_DB_DL_H
#define SB_DB_DL_H

#include <stdbool.h>

/* dlopen of the driver's library, once per process; NULL after a FATAL
 * line naming the library and the Debian package that provides it. */
void *db_dl_open(const char *driver, const char *soname, const char *package);
/* A symbol of that library; NULL after a FATAL line. */
void *db_dl_sym(void *lib, const char *soname, const char *name);

/* A member of such a struct: DB_DL_MEMBER_(mysql_init) declares
 * `__typeof__(mysql_init) *mysql_init;`. */
#define DB_DL_MEMBER_(f, ...) __typeof__(f) *f;

/* Fills the struct api, whose members are pointers named and typed after
 * the library's functions (API is an X-macro listing them), from lib;
 * evaluates to false when one is missing. */
#define DB_DL_RESOLVE(api, API, lib, soname)                                   \
  ({                                                                           \
    bool ok_ = true;                                                           \
    API(DB_DL_ONE_, api, lib, soname, ok_)                                     \
    ok_;                                                                       \
  })
#define DB_DL_ONE_(f, api, lib, soname, ok)                                    \
  if (ok && ((api).f = (__typeof__(f) *)db_dl_sym(lib, soname, #f)) == NULL)   \
    ok = false;

#endif
