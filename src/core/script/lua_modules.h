/* SPDX-License-Identifier: GPL-2.0-or-later */
/* lua_modules.h: the Lua sources of src/lua/, compiled to bytecode and
 * linked into the binary (generated lua_modules.c). */
#ifndef SB_LUA_MODULES_H
#define SB_LUA_MODULES_H

#include <stdbool.h>
#include <stddef.h>

struct lua_module {
  const char *name;               /* file name without ".lua" */
  const unsigned char *code;
  size_t size;
  bool script;                    /* runnable (sysbench NAME run), not a
                                     library others require (oltp_common) */
  const char *help;               /* its line in --help's list (-- @help);
                                     NULL: none */
  const char *document;           /* the argument that makes its stdout a
                                     document (-- @document); NULL: none */
};

/* Terminated by an entry with a NULL name. */
extern const struct lua_module lua_modules[];

#endif
