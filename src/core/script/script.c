/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script.c: a script's Lua states. Each one gets the standard libraries,
 * --luajit-cmd, the module search path, the `sysbench` table, the
 * embedded internal modules, and then the user script's body
 * (script_load.c); each knows its script (script_of). */
#include "script_impl.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <lauxlib.h>
#include <luajit.h>
#include <lualib.h>

#include "core/command/general.h"
#include "core/base/log.h"
#include "plugin/run_config.h"
#include "lua_modules.h"
#include "plugin/module.h"
#include "plugin/registry.h"
#include "core/run/watchdog.h"

/* Internal modules, run in this order in every state; then the modules'
 * parts of the API (module.h's lua_api: the database's sysbench.sql). */
static const char *const script_internal[] = {
  "sysbench.rand", "sysbench", "sysbench.compat", "sysbench.cmdline", "sysbench.histogram", NULL
};

SB_REGISTRY_DECLARE(sb_modules);

/* The interruption error: a plain string, so that a script that catches
 * it (pcall) can print it, and that marks it by its text:
 * "interrupted by SIGNAME: the suite stops". */
#define SCRIPT_INTERRUPTED_HEAD "interrupted by "
#define SCRIPT_INTERRUPTED_TAIL ": the suite stops"

/* The calling thread's current state (script.h). */
static __thread lua_State *script_tls;

/* Where a state keeps its script and its run configuration: the
 * registry, under these addresses. */
static const char script_key_self = 0, script_key_rc = 0;


static const struct lua_module *script_module_find(const char *name)
{
  for (const struct lua_module *m = lua_modules; m->name; m++)
    if (strcmp(m->name, name) == 0)
      return m;
  return NULL;
}

/* package.loaders entry: modules embedded in the binary come before files. */
static int script_embedded_loader(lua_State *L)
{
  const char *name = luaL_checkstring(L, 1);
  const struct lua_module *m = script_module_find(name);
  if (m == NULL) {
    lua_pushfstring(L, "\n\tno embedded module '%s'", name);
    return 1;
  }
  if (luaL_loadbuffer(L, (const char *)m->code, m->size, name) != 0)
    return lua_error(L);
  return 1;
}

static void *script_registry_get(lua_State *L, const char *key)
{
  lua_pushlightuserdata(L, (void *)key);
  lua_rawget(L, LUA_REGISTRYINDEX);
  void *p = lua_touserdata(L, -1);
  lua_pop(L, 1);
  return p;
}

static void script_registry_set(lua_State *L, const char *key, const void *p)
{
  lua_pushlightuserdata(L, (void *)key);
  lua_pushlightuserdata(L, (void *)p);
  lua_rawset(L, LUA_REGISTRYINDEX);
}

struct script *script_of(lua_State *L)
{
  return script_registry_get(L, &script_key_self);
}

const struct run_config *script_run_config_of(lua_State *L)
{
  return script_registry_get(L, &script_key_rc);
}

void script_set_run_config(lua_State *L, const struct run_config *rc)
{
  script_registry_set(L, &script_key_rc, rc);
}

const struct general *script_general(const struct script *s)
{
  return s->env->general;
}

struct opt_registry *script_registry(const struct script *s)
{
  return s->reg;
}

int script_raise_interrupted(lua_State *L)
{
  int sig = watchdog_signal();
  lua_pushfstring(L, SCRIPT_INTERRUPTED_HEAD "%s" SCRIPT_INTERRUPTED_TAIL,
                  watchdog_signame(sig ? sig : SIGINT));
  return lua_error(L);
}

bool script_is_interrupted(lua_State *L, int idx)
{
  const char *s = lua_type(L, idx) == LUA_TSTRING ? lua_tostring(L, idx) : NULL;
  if (s == NULL || strncmp(s, SCRIPT_INTERRUPTED_HEAD, strlen(SCRIPT_INTERRUPTED_HEAD)))
    return false;
  for (int i = 0; i < WATCHDOG_NSIGNALS; i++) {
    const char *name = watchdog_signame(watchdog_signos[i]);
    const char *rest = s + strlen(SCRIPT_INTERRUPTED_HEAD);
    if (strncmp(rest, name, strlen(name)) == 0 &&
        strcmp(rest + strlen(name), SCRIPT_INTERRUPTED_TAIL) == 0)
      return true;
  }
  return false;
}

/* --luajit-cmd=cmd[=arg,...]: what `luajit -j` does. */
static int script_luajit_cmd(lua_State *L, const char *spec)
{
  char cmd[256];
  snprintf(cmd, sizeof(cmd), "%s", spec);
  char *args = strchr(cmd, '=');
  if (args)
    *args++ = '\0';
  int mode = !strcmp(cmd, "on") ? LUAJIT_MODE_ON : !strcmp(cmd, "off") ? LUAJIT_MODE_OFF
           : !strcmp(cmd, "flush") ? LUAJIT_MODE_FLUSH : -1;
  if (mode >= 0)
    return luaJIT_setmode(L, 0, LUAJIT_MODE_ENGINE | mode) ? 0 : -1;
  lua_getglobal(L, "require");
  lua_pushfstring(L, "jit.%s", cmd);
  if (lua_pcall(L, 1, 1, 0) != 0 || !lua_istable(L, -1))
    return -1;
  lua_getfield(L, -1, "start");
  lua_remove(L, -2);
  int n = 0;
  for (char *save, *a = args ? strtok_r(args, ",", &save) : NULL; a; a = strtok_r(NULL, ",", &save), n++)
    lua_pushstring(L, a);
  return lua_pcall(L, n, 0, 0) == 0 ? 0 : -1;
}

/* Builds a search path: LUA_PATH-style variables replace the default, with
 * ";;" standing for it. */
static void script_set_path(lua_State *L, const char *field, const char *envvar,
                            const char *dflt)
{
  const char *env = getenv(envvar);
  luaL_Buffer b;
  lua_getglobal(L, "package");
  luaL_buffinit(L, &b);
  if (env == NULL) {
    luaL_addstring(&b, dflt);
  } else {
    for (const char *p = env; *p; ) {
      const char *dd = strstr(p, ";;");
      if (dd == NULL) {
        luaL_addstring(&b, p);
        break;
      }
      luaL_addlstring(&b, p, (size_t)(dd - p));
      luaL_addchar(&b, ';');
      luaL_addstring(&b, dflt);
      p = dd + 2;
    }
  }
  luaL_pushresult(&b);
  lua_setfield(L, -2, field);
  lua_pop(L, 1);
}

static void script_set_paths(lua_State *L)
{
  const char *home = getenv("HOME");
  char path[4096], cpath[4096];
  if (home) {
    snprintf(path, sizeof(path),
             "./?.lua;./?/init.lua;./src/lua/?.lua;"
             "%s/.luarocks/share/lua/5.1/?.lua;%s/.luarocks/share/lua/5.1/?/init.lua;"
             "%s/.luarocks/share/lua/?.lua;%s/.luarocks/share/lua/?/init.lua;"
             "/usr/local/share/lua/5.1/?.lua;/usr/share/lua/5.1/?.lua;" PKGDATADIR "/?.lua;",
             home, home, home, home);
    snprintf(cpath, sizeof(cpath),
             "./?.so;%s/.luarocks/lib/lua/5.1/?.so;%s/.luarocks/lib/lua/?.so;"
             "/usr/local/lib/lua/5.1/?.so;/usr/lib/lua/5.1/?.so;" PKGLIBDIR "/?.so;",
             home, home);
  } else {
    snprintf(path, sizeof(path),
             "./?.lua;./?/init.lua;./src/lua/?.lua;"
             "/usr/local/share/lua/5.1/?.lua;/usr/share/lua/5.1/?.lua;" PKGDATADIR "/?.lua;");
    snprintf(cpath, sizeof(cpath),
             "./?.so;/usr/local/lib/lua/5.1/?.so;/usr/lib/lua/5.1/?.so;" PKGLIBDIR "/?.so;");
  }
  script_set_path(L, "path", "LUA_PATH", path);
  script_set_path(L, "cpath", "LUA_CPATH", cpath);

  /* The embedded loader goes right after package.preload's. */
  lua_getglobal(L, "table");
  lua_getfield(L, -1, "insert");
  lua_getglobal(L, "package");
  lua_getfield(L, -1, "loaders");
  lua_remove(L, -2);
  lua_pushinteger(L, 2);
  lua_pushcfunction(L, script_embedded_loader);
  lua_call(L, 3, 0);
  lua_pop(L, 1);
}

static void script_set_sysbench(lua_State *L, const struct script_env *env, int tid)
{
  lua_newtable(L);
  lua_pushinteger(L, tid);
  lua_setfield(L, -2, "tid");
  lua_pushstring(L, PACKAGE_VERSION);
  lua_setfield(L, -2, "version");
  lua_pushstring(L, "sysbench " PACKAGE_VERSION);
  lua_setfield(L, -2, "version_string");
  for (const luaL_Reg *f = env->api; f && f->name; f++) {
    lua_pushcfunction(L, f->func);
    lua_setfield(L, -2, f->name);
  }
  lua_newtable(L);
  lua_newtable(L);
  for (int i = 0; i < env->argc; i++) {
    lua_pushstring(L, env->argv[i]);
    lua_rawseti(L, -2, i);
  }
  lua_setfield(L, -2, "argv");
  if (env->command) {
    lua_pushstring(L, env->command);
    lua_setfield(L, -2, "command");
  }
  if (env->path) {
    lua_pushstring(L, env->path);
    lua_setfield(L, -2, "script_path");
  }
  lua_setfield(L, -2, "cmdline");
  lua_setglobal(L, "sysbench");
}

/* An error object with a __tostring (the SQL API's ignorable errors
 * raised outside event()) is replaced by it. */
const char *script_error_text(lua_State *L)
{
  if (!lua_isstring(L, -1) && luaL_callmeta(L, -1, "__tostring"))
    lua_replace(L, -2);
  const char *msg = lua_tostring(L, -1);
  return msg ? msg : "(not a string)";
}

/* Runs the embedded module name in L; false after the FATAL line. */
static bool script_run_internal(lua_State *L, const char *name)
{
  const struct lua_module *m = script_module_find(name);
  if (m && luaL_loadbuffer(L, (const char *)m->code, m->size, m->name) == 0 &&
      lua_pcall(L, 0, 0, 0) == 0)
    return true;
  log_fatal("%s", m ? script_error_text(L) : "an embedded Lua module is missing");
  return false;
}

lua_State *script_state_base(struct script *s, int tid)
{
  lua_State *L = luaL_newstate();
  if (L == NULL) {
    log_fatal("Failed to create a Lua state: out of memory");
    return NULL;
  }
  luaL_openlibs(L);
  script_registry_set(L, &script_key_self, s);
  script_os_install(L, s);
  if (s->env->luajit_cmd && script_luajit_cmd(L, s->env->luajit_cmd)) {
    log_fatal("unknown luaJIT command or jit.* modules not installed");
    lua_close(L);
    return NULL;
  }
  script_set_paths(L);
  script_set_sysbench(L, s->env, tid);
  bool ok = true;
  for (int i = 0; ok && script_internal[i]; i++)
    ok = script_run_internal(L, script_internal[i]);
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (ok && m->lua_api)
      ok = script_run_internal(L, m->lua_api);
  if (!ok) {
    lua_close(L);
    return NULL;
  }
  return L;
}

lua_State *script_main(const struct script *s)
{
  return s->main;
}

lua_State *script_current_state(void)
{
  return script_tls;
}

void script_set_thread_state(lua_State *L)
{
  script_tls = L;
}

void script_state_close(lua_State *L)
{
  if (L == script_tls)
    script_tls = NULL;
  lua_close(L);
}

int script_pcall(lua_State *L, int nargs, int nresults)
{
  lua_State *was = script_tls;
  const struct rand_dists *dists = rand_dists_current();
  const struct run_config *rc = script_run_config_of(L);
  script_tls = L;
  if (rc)
    rand_dists_use(&rc->rand);
  int status = lua_pcall(L, nargs, nresults, 0);
  script_tls = was;
  rand_dists_use(dists);
  return status;
}

int script_call(lua_State *L, const char *name, int nargs, int nresults)
{
  if (script_pcall(L, nargs, nresults) == 0)
    return 0;
  /* A suite's interruption has been said already. */
  if (!script_is_interrupted(L, -1))
    log_fatal("`%s' function failed: %s", name, script_error_text(L));
  lua_pop(L, 1);
  return -1;
}

bool script_get_function(lua_State *L, const char *name)
{
  lua_getglobal(L, name);
  if (lua_isfunction(L, -1))
    return true;
  lua_pop(L, 1);
  return false;
}

int script_check_hook(const struct script *s, const char *name, bool *present)
{
  lua_State *L = s->main;
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "hooks");
  int rc = 0;
  *present = false;
  if (lua_istable(L, -1)) {
    lua_getfield(L, -1, name);
    if (lua_isfunction(L, -1)) {
      *present = true;
    } else if (!lua_isnil(L, -1)) {
      log_fatal("sysbench.hooks.%s must be a function, not a %s", name,
                luaL_typename(L, -1));
      rc = -1;
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 2);
  return rc;
}


void script_bundled_each(void (*fn)(const char *name, const char *help, void *arg), void *arg)
{
  for (const struct lua_module *m = lua_modules; m->name; m++)
    if (m->script && m->help)
      fn(m->name, m->help, arg);
}

bool script_stdout_is_document(const char *testname, int argc, char **argv)
{
  const struct lua_module *m = testname ? script_module_find(testname) : NULL;
  for (int i = 1; m && m->script && m->document && i < argc; i++)
    if (strcmp(argv[i], m->document) == 0)
      return true;
  return false;
}
