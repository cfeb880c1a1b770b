/* script_options.c: script-declared options (with their validators, each
 * applied to its own option, unlike the reference) and the export of every
 * registered option into sysbench.opt. */
#include "script_options.h"

#include <stdint.h>
#include <string.h>

#include <lauxlib.h>

#include "general.h"
#include "log.h"
#include "options.h"
#include "run_config.h"
#include "script.h"

static bool script_legacy;

/* opt_validator trampoline: data is a registry reference to the Lua
 * validator in the main state. */
static bool script_options_validate(const char *name, const char *value, void *data)
{
  lua_State *L = script_main();
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "cmdline");
  lua_getfield(L, -1, "call_validator");
  lua_rawgeti(L, LUA_REGISTRYINDEX, (int)(intptr_t)data);
  lua_pushstring(L, name);
  lua_pushstring(L, value);
  bool ok = false;
  if (script_call(L, "validator", 3, 1) == 0) {
    ok = lua_toboolean(L, -1);
    lua_pop(L, 1);
  }
  lua_pop(L, 2);
  return ok;
}

int script_options_register(bool *legacy)
{
  lua_State *L = script_main();
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "cmdline");
  lua_getfield(L, -1, "read_cmdline_options");
  lua_remove(L, -2);
  lua_remove(L, -2);
  if (script_call(L, "sysbench.cmdline.read_cmdline_options", 0, 1))
    return -1;
  script_legacy = lua_isnil(L, -1);
  *legacy = script_legacy;
  int n = script_legacy ? 0 : (int)lua_objlen(L, -1);
  for (int i = 1; i <= n; i++) {
    lua_rawgeti(L, -1, i);
    lua_rawgeti(L, -1, 1);
    lua_rawgeti(L, -2, 2);
    lua_rawgeti(L, -3, 3);
    lua_rawgeti(L, -4, 4);
    lua_rawgeti(L, -5, 6);
    struct opt_def def = { .name = lua_tostring(L, -5), .desc = lua_tostring(L, -4),
                           .defval = lua_tostring(L, -3),
                           .type = (enum opt_type)lua_tointeger(L, -2),
                           .flags = lua_toboolean(L, -1) ? OPT_ADDED : 0 };
    lua_pop(L, 1);
    lua_rawgeti(L, -5, 5);
    if (lua_isfunction(L, -1)) {
      int ref = luaL_ref(L, LUA_REGISTRYINDEX);
      opt_register_one(&def, GROUP_TEST, script_options_validate, (void *)(intptr_t)ref);
    } else {
      lua_pop(L, 1);
      opt_register_one(&def, GROUP_TEST, NULL, NULL);
    }
    lua_pop(L, 5);
  }
  lua_pop(L, 1);
  return 0;
}

/* The reference exports --percentile and --threads as numbers; ours may
 * hold a list (several percentiles; a threads sweep, where scripts see the
 * current step's count). */
static bool script_options_number(const char *name, double *out)
{
  long long v;
  const struct run_config *rc = script_run_config();
  if (strcmp(name, "percentile") == 0) {
    *out = rc->npercentiles ? rc->percentiles[0] : 0;
    return true;
  }
  if (strcmp(name, "threads") == 0 && script_general()->sweep) {
    *out = rc->threads;
    return true;
  }
  if (!opt_get_int(name, &v))
    return false;
  *out = (double)v;
  return true;
}

/* Pushes the Lua value of option `name`; false if it does not convert. */
static bool script_options_push(lua_State *L, const char *name)
{
  double d;
  uint64_t sz;
  switch (opt_type_of(name)) {
  case OPT_BOOL:
    lua_pushboolean(L, opt_bool(name));
    return true;
  case OPT_INT:
    if (!script_options_number(name, &d))
      return false;
    lua_pushnumber(L, d);
    return true;
  case OPT_SIZE:
    if (!opt_get_size(name, &sz))
      return false;
    lua_pushnumber(L, (double)sz);
    return true;
  case OPT_DOUBLE:
    if (!opt_get_double(name, &d))
      return false;
    lua_pushnumber(L, d);
    return true;
  case OPT_LIST: {
    int n;
    const char *const *items = opt_list(name, &n);
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
      lua_pushstring(L, items[i]);
      lua_rawseti(L, -2, i + 1);
    }
    return true;
  }
  default: {
    const char *s = opt_str(name);
    lua_pushstring(L, s ? s : "");
    return true;
  }
  }
}

int script_options_export(lua_State *L)
{
  lua_getglobal(L, "sysbench");
  lua_newtable(L);
  for (int i = 0; i < opt_count(); i++) {
    const char *name = opt_name_at(i);
    if (opt_type_of(name) == OPT_FILE)
      continue;
    char key[256];
    snprintf(key, sizeof(key), "%s", name);
    for (char *p = key; *p; p++)
      if (*p == '-')
        *p = '_';
    if (!script_options_push(L, name)) {
      lua_pop(L, 2);
      return -1;
    }
    if (script_legacy) {
      /* 1.0.20: options are globals too, unless a function has the name. */
      lua_getglobal(L, key);
      bool is_function = lua_isfunction(L, -1);
      lua_pop(L, 1);
      if (!is_function) {
        lua_pushvalue(L, -1);
        lua_setglobal(L, key);
      }
    }
    lua_setfield(L, -2, key);
  }
  lua_setfield(L, -2, "opt");
  lua_pop(L, 1);
  return 0;
}

bool script_options_save(void)
{
  bool legacy = script_legacy;
  script_legacy = false;
  return legacy;
}

void script_options_restore(bool legacy)
{
  script_legacy = legacy;
}
