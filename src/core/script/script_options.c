/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_options.c: script-declared options (with their validators, each
 * applied to its own option, unlike the reference) and the export of every
 * registered option into sysbench.opt. */
#include "script_options.h"

#include <stdint.h>
#include <string.h>

#include <lauxlib.h>

#include "core/command/general.h"
#include "core/base/log.h"
#include "plugin/options.h"
#include "plugin/run_config.h"
#include "script_impl.h"

/* The script's validators, in its main state's registry: a table by
 * option name, under this address. */
static const char script_validators = 0;

/* opt_validator trampoline: data is the script; its validator of the
 * option is in its main state. */
static bool script_options_validate(const char *name, const char *value, void *data)
{
  lua_State *L = script_main(data);
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "cmdline");
  lua_getfield(L, -1, "call_validator");
  lua_pushlightuserdata(L, (void *)&script_validators);
  lua_rawget(L, LUA_REGISTRYINDEX);
  lua_getfield(L, -1, name);
  lua_remove(L, -2);
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

int script_options_register(struct script *s)
{
  lua_State *L = script_main(s);
  struct opt_registry *reg = script_registry(s);
  lua_pushlightuserdata(L, (void *)&script_validators);
  lua_newtable(L);
  lua_rawset(L, LUA_REGISTRYINDEX);
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "cmdline");
  lua_getfield(L, -1, "read_cmdline_options");
  lua_remove(L, -2);
  lua_remove(L, -2);
  if (script_call(L, "sysbench.cmdline.read_cmdline_options", 0, 1))
    return -1;
  s->legacy = lua_isnil(L, -1);
  int n = s->legacy ? 0 : (int)lua_objlen(L, -1);
  for (int i = 1; i <= n; i++) {
    lua_rawgeti(L, -1, i);
    lua_rawgeti(L, -1, 1);
    lua_rawgeti(L, -2, 2);
    lua_rawgeti(L, -3, 3);
    lua_rawgeti(L, -4, 4);
    lua_rawgeti(L, -5, 6);
    lua_rawgeti(L, -6, 7);
    struct opt_def def = { .name = lua_tostring(L, -6), .desc = lua_tostring(L, -5),
                           .defval = lua_tostring(L, -4),
                           .type = (enum opt_type)lua_tointeger(L, -3),
                           .flags = lua_toboolean(L, -2) ? OPT_ADDED : 0,
                           .complete = lua_tostring(L, -1) };
    lua_pop(L, 2);
    lua_rawgeti(L, -5, 5);
    if (lua_isfunction(L, -1)) {
      lua_pushlightuserdata(L, (void *)&script_validators);
      lua_rawget(L, LUA_REGISTRYINDEX);
      lua_insert(L, -2);
      lua_setfield(L, -2, def.name);
      lua_pop(L, 1);
      opt_register_one(reg, &def, GROUP_TEST, script_options_validate, s);
    } else {
      lua_pop(L, 1);
      opt_register_one(reg, &def, GROUP_TEST, NULL, NULL);
    }
    lua_pop(L, 5);
  }
  lua_pop(L, 1);
  return 0;
}

/* Pushes the Lua value of option i of rc's options (or the number its
 * declaration says scripts see: lua_value); false if it does not
 * convert. */
static bool script_options_push(lua_State *L, const struct run_config *rc, int i)
{
  const struct opt_def *d = opt_def_at(rc->options, i, NULL);
  struct opt_value v;
  double number;
  enum opt_type type = d->type;
  if (d->lua_value && d->lua_value(rc, opt_text_at(rc->options, i), &number)) {
    lua_pushnumber(L, number);
    return true;
  }
  if (!opt_value_at(rc->options, i, &v))
    return false;
  switch (type) {
  case OPT_BOOL:
    lua_pushboolean(L, v.b);
    break;
  case OPT_INT:
    lua_pushnumber(L, (double)v.i);
    break;
  case OPT_SIZE:
    lua_pushnumber(L, (double)v.size);
    break;
  case OPT_DOUBLE:
    lua_pushnumber(L, v.d);
    break;
  case OPT_LIST:
    lua_createtable(L, v.n, 0);
    for (int k = 0; k < v.n; k++) {
      lua_pushstring(L, v.items[k]);
      lua_rawseti(L, -2, k + 1);
    }
    break;
  default:
    lua_pushstring(L, v.s ? v.s : "");
  }
  return true;
}

/* Option name as a Lua key: '-' becomes '_'. */
static void script_options_key(luaL_Buffer *b, const char *name)
{
  for (const char *p = name; *p; p++)
    luaL_addchar(b, *p == '-' ? '_' : *p);
}

int script_options_export(lua_State *L, const struct run_config *rc)
{
  const struct script *s = script_of(L);
  const struct opt_registry *r = rc->options;
  script_set_run_config(L, rc);
  lua_getglobal(L, "sysbench");
  lua_createtable(L, 0, opt_count(r));
  for (int i = 0; i < opt_count(r); i++) {
    if (opt_type_at(r, i) == OPT_FILE)
      continue;
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    script_options_key(&b, opt_name_at(r, i));
    luaL_pushresult(&b);
    if (!script_options_push(L, rc, i)) {
      lua_pop(L, 3);
      return -1;
    }
    if (s->legacy) {
      /* 1.0.20: options are globals too, unless a function has the name. */
      lua_pushvalue(L, -2);
      lua_gettable(L, LUA_GLOBALSINDEX);
      bool is_function = lua_isfunction(L, -1);
      lua_pop(L, 1);
      if (!is_function) {
        lua_pushvalue(L, -2);
        lua_pushvalue(L, -2);
        lua_settable(L, LUA_GLOBALSINDEX);
      }
    }
    lua_rawset(L, -3);
  }
  lua_setfield(L, -2, "opt");
  lua_pop(L, 1);
  return 0;
}
