/* script_os.c: os.execute for sysbench's Lua states. LuaJIT's calls
 * system(), which ignores SIGINT and SIGQUIT in the whole process while
 * the command runs: a script running a command in thread_init or event()
 * made sysbench deaf to Ctrl-C (the run went on, or ended only when the
 * command did). This one runs the shell the same way and returns the same
 * value (the wait status, as LuaJIT's default Lua 5.1 mode does; without a
 * command, whether there is a shell) but leaves the signals alone. */
#include "script.h"

#include <errno.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <lauxlib.h>

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

void script_os_install(lua_State *L)
{
  lua_getglobal(L, "os");
  lua_pushcfunction(L, script_os_execute);
  lua_setfield(L, -2, "execute");
  lua_pop(L, 1);
}
