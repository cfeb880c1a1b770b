/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_os.c: os.execute and os.exit for sysbench's Lua states.
 * LuaJIT's os.execute calls system(), which ignores SIGINT and SIGQUIT in
 * the whole process while the command runs: a script running a command
 * in thread_init or event() made sysbench deaf to Ctrl-C (the run went
 * on, or ended only when the command did). This one runs the shell the
 * same way and returns the same value (the wait status, as LuaJIT's
 * default Lua 5.1 mode does; without a command, whether there is a shell)
 * but leaves the signals alone. os.exit in a suite's command first ends
 * the suite, so that the runs it made are written to the result files. */
#include "script_impl.h"

#include <stdio.h>

#include <errno.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <lauxlib.h>

#include "core/command/suite.h"

extern char **environ;

#define SCRIPT_SHELL "/bin/sh"

static int script_os_execute(lua_State *L)
{
  const char *cmd = luaL_optstring(L, 1, NULL);
  if (cmd == NULL) {
    lua_pushinteger(L, access(SCRIPT_SHELL, X_OK) == 0);
    return 1;
  }
  char *argv[] = { "sh", "-c", (char *)cmd, NULL };
  pid_t pid;
  int status = 127 << 8;   /* what system() returns when the shell cannot run */
  if (posix_spawn(&pid, SCRIPT_SHELL, NULL, NULL, argv, environ) == 0) {
    while (waitpid(pid, &status, 0) < 0) {
      if (errno != EINTR) {
        status = -1;
        break;
      }
    }
  }
  lua_pushinteger(L, status);
  return 1;
}

/* os.exit([code]): true or none is success, false failure, a number
 * itself (Lua 5.1's); then LuaJIT's os.exit, its first upvalue (the
 * state's script is the second). */
static int script_os_exit(lua_State *L)
{
  int code = lua_isnoneornil(L, 1) ? 0
           : lua_isboolean(L, 1) ? (lua_toboolean(L, 1) ? 0 : 1)
           : (int)luaL_checkinteger(L, 1);
  /* The command's own call (none of its steps' workers is running). */
  struct script *s = lua_touserdata(L, lua_upvalueindex(2));
  if (s && s->suite && !suite_running(s->suite)) {
    struct suite *suite = s->suite;
    s->suite = NULL;
    code = suite_end(suite, code);
  }
  fflush(stdout);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushinteger(L, code);
  lua_call(L, 1, 0);
  return 0;
}

void script_os_install(lua_State *L, struct script *s)
{
  lua_getglobal(L, "os");
  lua_pushcfunction(L, script_os_execute);
  lua_setfield(L, -2, "execute");
  lua_getfield(L, -1, "exit");
  lua_pushlightuserdata(L, s);
  lua_pushcclosure(L, script_os_exit, 2);
  lua_setfield(L, -2, "exit");
  lua_pop(L, 1);
}
