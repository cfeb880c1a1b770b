/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_impl.h: a loaded script as a value (struct script), shared by
 * the files of the Lua bridge; nothing outside core/script includes it.
 * Everything a script's command, runs and states need lives here: a suite
 * that runs another script loads a second one beside the first, and
 * nothing is set aside or restored. Each Lua state knows its script
 * (script_of). */
#ifndef SB_SCRIPT_IMPL_H
#define SB_SCRIPT_IMPL_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>

#include "script.h"
#include "script_builtin.h"

struct script {
  const struct script_env *env;
  char *name;                  /* as loaded: a file or a module */
  char *sname;                 /* its file name, the test's name */
  char *source;                /* a file script's text, read once */
  size_t source_len;
  char *chunkname;
  bool is_module;
  lua_State *main;             /* tid 0, in the thread that loaded it */
  pthread_t main_thread;
  struct opt_registry *reg;    /* where its options are declared */
  bool legacy;                 /* no declared options: 1.0.20's mode */
  struct builtins builtins;    /* the built-in tests it attached */
  struct suite *suite;         /* the suite of its command, or of the
                                  script whose suite loaded it; NULL */
  /* Its test (script_test.c), made when it loads and never changed: the
   * functions it defines, and the configuration every command starts
   * from (the script named in it). */
  struct sb_test test;
  bool has_init, has_done, has_thread_init, has_thread_done, has_prepare, has_cleanup;
  void *conf_template;
};

/* Loads name (a file, else a module) into a new main state, its options
 * to be declared in reg; its suite is parent's (NULL: none). NULL after
 * printing why. */
struct script *script_load(const struct script_env *env, const char *name,
                           struct opt_registry *reg, const struct script *parent);

#endif
