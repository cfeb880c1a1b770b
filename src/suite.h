/* suite.h: suites: a script's command runs built-in tests in the same
 * process with sysbench.run(test, options[, command]) and gets each run's
 * whole result back as a Lua table; each run is a labelled step of the
 * command's result files. */
#ifndef SB_SUITE_H
#define SB_SUITE_H

#include <stdbool.h>

#include <lua.h>

struct general;

/* Around a script command that may call sysbench.run: its runs become the
 * steps of one result (named name); suite_end writes the --output files
 * when there was a run, and returns the command's exit status (status, or
 * 128+signal when a run was interrupted). */
void suite_begin(const char *name, const struct general *g);
int suite_end(int status);

/* sysbench.run and sysbench.sleep (a pause a signal ends), for the
 * sysbench table of a Lua state. */
int suite_lua_run(lua_State *L);
int suite_lua_sleep(lua_State *L);
/* sysbench.summary and sysbench.environment (suite.c). */
int suite_lua_summary(lua_State *L);
int suite_lua_environment(lua_State *L);
/* Is the error at idx the one sysbench.run raises on an interruption? */
bool suite_interrupted_error(lua_State *L, int idx);

#endif
