/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script.h: the Lua bridge: interpreter states (one per thread), loading
 * the user script and calling its functions. */
#ifndef SB_SCRIPT_H
#define SB_SCRIPT_H

#include <stdbool.h>

#include <lauxlib.h>
#include <lua.h>

#include "plugin/test.h"

struct general;
struct opt_registry;
struct run_config;

/* Where a script comes from, and what every new state needs to know. */
struct script_env {
  int argc;
  char **argv;
  const char *command;      /* NULL: none */
  const char *path;         /* the testname as given; NULL for stdin */
  const char *luajit_cmd;   /* --luajit-cmd; NULL: none */
  const struct general *general;   /* the command's settings */
  const luaL_Reg *api;      /* more functions of the sysbench table (the
                               suite API), { NULL, NULL }-terminated */
};

void script_setup(const struct script_env *env);
const struct general *script_general(void);
/* The registry the loaded script's options are declared in: the
 * command's, or a suite step's (script_load_main's). */
struct opt_registry *script_registry(void);

/* A suite's interruption: an error that ends the command quietly (a
 * suite that must clean up can catch it with pcall and raise it again). */
int script_raise_interrupted(lua_State *L);
bool script_is_interrupted(lua_State *L, int idx);

/* The run in progress (set by the script test around each run; NULL
 * between runs): what sysbench.opt.threads and the reporting state see. */
void script_set_run(const struct run_config *rc);
const struct run_config *script_current_run(void);   /* NULL between runs */
/* The run in progress, or between runs the command's settings. */
const struct run_config *script_run_config(void);

/* `sysbench` with no test name or "-": runs the chunk read from stdin once. */
int script_run_stdin(void);

/* Loads testname as a file or module into the main state and runs its
 * body; its options are to be declared in reg. Returns 0, or 1 after
 * printing why (not found, load or runtime error). */
int script_load_main(const char *testname, struct opt_registry *reg);

/* A new state for thread id tid with the user script's body run in it;
 * NULL after printing the error. */
lua_State *script_state_new(int tid);
void script_state_close(lua_State *L);

/* The main state (tid 0), and the calling thread's state (created on first
 * use in a background thread, closed when that thread exits). */
lua_State *script_main(void);
lua_State *script_thread_state(void);
void script_set_thread_state(lua_State *L);

/* Calls the function below its nargs arguments on L's stack. On error prints
 * "FATAL: `name' function failed: msg" and returns -1. */
int script_call(lua_State *L, const char *name, int nargs, int nresults);
/* Pushes global `name` if it is a function (true), else nothing. */
bool script_get_function(lua_State *L, const char *name);

/* The main state's sysbench.hooks.<name> if it is a function; -1 (after
 * printing) when it is set to something else. */
int script_check_hook(const char *name, bool *present);

void script_shutdown(void);

/* The loaded script set aside (and the module empty) while a suite runs
 * another script; script_restore closes that one and puts it back. */
struct script_saved;
struct script_saved *script_save(void);
void script_restore(struct script_saved *s);
/* Replaces os.execute in L with one that leaves SIGINT alone (script_os.c). */
void script_os_install(lua_State *L);

#endif
