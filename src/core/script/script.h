/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script.h: the Lua bridge: a loaded script (struct script, a value: a
 * command's, or a suite step's beside it), its interpreter states (one
 * per thread), and calling its functions. */
#ifndef SB_SCRIPT_H
#define SB_SCRIPT_H

#include <stdbool.h>

#include <lauxlib.h>
#include <lua.h>

#include "plugin/test.h"

struct general;
struct opt_registry;
struct run_config;
struct script;

/* The command line every script of the process sees, and the command's
 * settings. */
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

/* The script whose state L is. */
struct script *script_of(lua_State *L);
const struct general *script_general(const struct script *s);
/* The registry s's options are declared in: the command's, or a suite
 * step's. */
struct opt_registry *script_registry(const struct script *s);
void script_free(struct script *s);

/* The run configuration L's sysbench.opt was last set from (script_options.c
 * records it); NULL before. */
const struct run_config *script_run_config_of(lua_State *L);
void script_set_run_config(lua_State *L, const struct run_config *rc);

/* A suite's interruption: an error that ends the command quietly (a
 * suite that must clean up can catch it with pcall and raise it again). */
int script_raise_interrupted(lua_State *L);
bool script_is_interrupted(lua_State *L, int idx);

/* `sysbench` with no test name or "-": runs the chunk read from stdin once. */
int script_run_stdin(const struct script_env *env);

/* A new state of s for thread id tid with the script's body run in it;
 * NULL after printing the error. */
lua_State *script_state_new(struct script *s, int tid);
void script_state_close(lua_State *L);

/* s's main state (tid 0); the calling thread's state of s: the main one
 * in the thread that loaded s, else the thread's own (created on first use
 * with tid, closed when the thread exits: script_load.c). */
lua_State *script_main(const struct script *s);
lua_State *script_thread_state(struct script *s, int tid);
/* The state the calling thread runs: a worker's own, or the one whose
 * function it is calling (script_call); NULL when none. */
lua_State *script_current_state(void);
void script_set_thread_state(lua_State *L);

/* Calls the function below its nargs arguments on L's stack, L being the
 * calling thread's current state meanwhile. On error prints "FATAL:
 * `name' function failed: msg" and returns -1. */
int script_call(lua_State *L, const char *name, int nargs, int nresults);
/* lua_pcall with L the calling thread's current state meanwhile. */
int script_pcall(lua_State *L, int nargs, int nresults);
/* Pushes global `name` if it is a function (true), else nothing. */
bool script_get_function(lua_State *L, const char *name);
/* The error on top of L as text. */
const char *script_error_text(lua_State *L);

/* The main state's sysbench.hooks.<name> if it is a function; -1 (after
 * printing) when it is set to something else. */
int script_check_hook(const struct script *s, const char *name, bool *present);

/* The bundled scripts' lines of --help's list of tests (the @help they
 * declare): fn(name, help, arg) for each. */
void script_bundled_each(void (*fn)(const char *name, const char *help, void *arg), void *arg);
/* Is stdout, for the command line of test testname, a document (a bundled
 * script's, given the argument it declares with @document)? */
bool script_stdout_is_document(const char *testname, int argc, char **argv);

/* A state with the API but without the script's body (script_load.c
 * runs it). */
lua_State *script_state_base(struct script *s, int tid);
/* Replaces os.execute in L (of script s) with one that leaves SIGINT
 * alone, os.exit with one that ends s's suite first (script_os.c). */
void script_os_install(lua_State *L, struct script *s);

#endif
