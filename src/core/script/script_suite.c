/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_suite.c: the suite API of the Lua bridge: sysbench.run(test,
 * options[, command]) runs a built-in test or another script in the same
 * process, as a step of the command's suite (suite.h), with the command's
 * options changed by `options` for that step only (on a copy of the
 * registry), quiet unless options.print is true, and gives the run's whole
 * result back as a Lua table; sysbench.sleep, sysbench.summary and
 * sysbench.environment. */
#include "script_suite.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <lauxlib.h>

#include "core/stats/figures.h"
#include "core/stats/histogram.h"
#include "core/results/hostinfo.h"
#include "core/base/log.h"
#include "plugin/options.h"
#include "core/stats/rand.h"
#include "script_impl.h"
#include "script_test.h"
#include "core/command/series.h"
#include "core/command/suite.h"
#include "plugin/test.h"
#include "core/base/timer.h"
#include "core/run/watchdog.h"

/* An option value from Lua as the command line would spell it. */
static const char *suite_value_text(lua_State *L, int idx, char *buf, size_t len)
{
  switch (lua_type(L, idx)) {
  case LUA_TBOOLEAN:
    return lua_toboolean(L, idx) ? "on" : "off";
  case LUA_TNUMBER: {
    /* Whole numbers as integers; others (and NaN, infinities, numbers
     * beyond long long) as %.17g, which the option's check refuses or
     * reads back exactly. NaN is "nan" whatever its sign bit, which
     * 0/0 sets on x86 and not on ARM. */
    double d = lua_tonumber(L, idx);
    if (isnan(d))
      snprintf(buf, len, "nan");
    else if (d > -9.2e18 && d < 9.2e18 && d == floor(d))
      snprintf(buf, len, "%lld", (long long)d);
    else
      snprintf(buf, len, "%.17g", d);
    return buf;
  }
  case LUA_TSTRING:
    return lua_tostring(L, idx);
  case LUA_TTABLE: {   /* a list */
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 1; i <= (int)lua_objlen(L, idx) && n < len; i++) {
      lua_rawgeti(L, idx, i);
      const char *item = lua_tostring(L, -1);
      n += (size_t)snprintf(buf + n, len - n, "%s%s", i > 1 ? "," : "", item ? item : "");
      lua_pop(L, 1);
    }
    return buf;
  }
  default:
    return NULL;
  }
}

/* What one call of sysbench.run asks for. */
struct suite_call {
  const char *name;              /* the test's */
  const struct sb_test *test;
  struct script *script;         /* the script it names, loaded for it; NULL */
  bool legacy;                   /* a script without declared options */
  enum sb_command cmd;
  char label[256];
  bool print;
  struct opt_registry *options;  /* the step's: a copy of the command's */
  struct json *given;            /* the options it changed, as text */
  char err[512];
};

static int suite_cmp_names(const void *a, const void *b)
{
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The option names of the table at idx, sorted (so labels and result
 * files do not depend on Lua's table order); NULL-terminated, allocated. */
static const char **suite_names(lua_State *L, int idx, char *err, size_t errlen)
{
  size_t n = 0, cap = 8;
  const char **names = malloc(cap * sizeof(*names));
  lua_pushnil(L);
  while (names && lua_next(L, idx)) {
    lua_pop(L, 1);
    if (lua_type(L, -1) != LUA_TSTRING) {
      snprintf(err, errlen, "option names must be strings");
      lua_pop(L, 1);
      free(names);
      return NULL;
    }
    if (n + 1 == cap)
      names = realloc(names, (cap *= 2) * sizeof(*names));
    if (names)
      names[n++] = lua_tostring(L, -1);
  }
  if (names == NULL) {
    snprintf(err, errlen, "out of memory");
    return NULL;
  }
  qsort(names, n, sizeof(*names), suite_cmp_names);
  names[n] = NULL;
  return names;
}

/* Applies the options table at index idx to the step's registry; false
 * with call->err set. The percentile ranks are the command's: result
 * files keep one set. */
static bool suite_apply(lua_State *L, int idx, struct suite_call *call)
{
  char buf[1024];
  const char **names = suite_names(L, idx, call->err, sizeof(call->err));
  for (size_t i = 0; names && names[i] && !call->err[0]; i++) {
    const char *key = names[i];
    lua_getfield(L, idx, key);
    const char *text = suite_value_text(L, -1, buf, sizeof(buf));
    if (strcmp(key, "label") == 0 && text) {
      snprintf(call->label, sizeof(call->label), "%s", text);
    } else if (strcmp(key, "print") == 0) {
      call->print = lua_toboolean(L, -1);
    } else if (strcmp(key, "percentile") == 0) {
      snprintf(call->err, sizeof(call->err), "percentile is the command's (result files keep "
               "one set of ranks): set --percentile, or use sysbench.percentile(result, p)");
    } else if (text == NULL) {
      snprintf(call->err, sizeof(call->err), "option '%s' must be a string, number, boolean "
               "or list", key);
    } else {
      enum opt_status st = opt_set(call->options, key, text);
      if (st == OPT_UNKNOWN && call->legacy) {
        /* As on the command line of a 1.0.20 script without options. */
        struct opt_def def = { .name = key, .desc = "", .type = OPT_STRING };
        opt_register_one(call->options, &def, -1, NULL, NULL);
        st = opt_set(call->options, key, text);
      }
      if (st == OPT_UNKNOWN)
        snprintf(call->err, sizeof(call->err), "no option named '%s'", key);
      else if (st == OPT_BAD_VALUE)
        snprintf(call->err, sizeof(call->err), "invalid value for '%s': '%s'", key, text);
      char name[256];
      snprintf(name, sizeof(name), "%s", key);
      for (char *p = name; *p; p++)
        if (*p == '_')
          *p = '-';
      json_set(call->given, name, json_string(text));
    }
    lua_pop(L, 1);
  }
  free(names);
  return call->err[0] == '\0';
}

static void suite_push_json(lua_State *L, const struct json *j)
{
  switch (j ? j->type : JSON_NULL) {
  case JSON_BOOL:
    lua_pushboolean(L, j->boolean);
    break;
  case JSON_NUMBER:
    lua_pushnumber(L, j->is_uint ? (double)j->uint : j->number);
    break;
  case JSON_STRING:
    lua_pushstring(L, j->string);
    break;
  case JSON_ARRAY:
  case JSON_OBJECT:
    lua_createtable(L, 0, (int)j->len);
    for (size_t i = 0; i < j->len; i++) {
      suite_push_json(L, j->items[i]);
      if (j->type == JSON_ARRAY)
        lua_rawseti(L, -2, (int)i + 1);
      else
        lua_setfield(L, -2, j->keys[i]);
    }
    break;
  default:
    lua_pushnil(L);
  }
}

/* A report as a table: every figure, the percentiles by rank, and (with
 * histogram) the non-empty buckets as { low_ns, high_ns, count }. */
static void suite_push_report(lua_State *L, const struct results_series *r, const struct sb_stat *st,
                              bool histogram)
{
  lua_newtable(L);
  for (size_t i = 0; i < figures_count; i++) {
    const struct figure *f = &figures[i];
    if (!(f->flags & (FIGURE_LUA | FIGURE_JSON)) || f->kind == FIGURE_PERCENTILES ||
        (!st->cumulative && (f->flags & FIGURE_CUMULATIVE)))
      continue;
    lua_pushnumber(L, figure_value(f, st));
    lua_setfield(L, -2, f->key);
  }
  lua_newtable(L);
  for (int p = 0; p < r->npcts; p++) {
    lua_pushnumber(L, r->ranks[p]);
    lua_pushnumber(L, st->pcts[p]);
    lua_settable(L, -3);
  }
  lua_setfield(L, -2, "percentiles");
  if (!histogram)
    return;
  lua_createtable(L, (int)st->nbuckets, 0);
  for (size_t i = 0; i < st->nbuckets; i++) {
    unsigned b = st->buckets[i].index;
    lua_createtable(L, 3, 0);
    lua_pushnumber(L, (double)histogram_bucket_low(b));
    lua_rawseti(L, -2, 1);
    lua_pushnumber(L, (double)(histogram_bucket_low(b) + histogram_bucket_width(b)));
    lua_rawseti(L, -2, 2);
    lua_pushnumber(L, (double)st->buckets[i].count);
    lua_rawseti(L, -2, 3);
    lua_rawseti(L, -2, (int)i + 1);
  }
  lua_setfield(L, -2, "histogram");
}

static void suite_push_list(lua_State *L, const struct results_series *r,
                            const struct results_list *l, const char *name)
{
  lua_createtable(L, (int)l->n, 0);
  for (size_t i = 0; i < l->n; i++) {
    suite_push_report(L, r, &l->v[i], false);
    lua_rawseti(L, -2, (int)i + 1);
  }
  lua_setfield(L, -2, name);
}

/* The result table of a call: its status, and for a run its label, test,
 * thread count, facts and reports (the final one's figures at the top). */
static void suite_push_result(lua_State *L, const struct suite *suite,
                              const struct suite_call *call, int status,
                              const struct results_step *step)
{
  if (step && step->has_final)
    suite_push_report(L, suite_results(suite), &step->final, true);
  else
    lua_newtable(L);
  lua_pushinteger(L, status < 0 ? -status : status);
  lua_setfield(L, -2, "status");
  lua_pushstring(L, call->name);
  lua_setfield(L, -2, "test");
  if (step == NULL)
    return;
  lua_pushstring(L, step->label);
  lua_setfield(L, -2, "label");
  lua_pushstring(L, step->started);
  lua_setfield(L, -2, "started");
  lua_pushinteger(L, step->threads);
  lua_setfield(L, -2, "threads");
  suite_push_json(L, step->facts);
  lua_setfield(L, -2, "facts");
  for (size_t i = 0; step->modules && i < step->modules->len; i++) {
    suite_push_json(L, step->modules->items[i]);
    lua_setfield(L, -2, step->modules->keys[i]);
  }
  suite_push_list(L, suite_results(suite), &step->intermediate, "intermediate");
  suite_push_list(L, suite_results(suite), &step->checkpoints, "checkpoints");
}

/* A summary is kept only as result files can read it back (json.h's
 * limits): at most JSON_MAX_MEMBERS values in all (so no object has more)
 * and SUITE_SUMMARY_BYTES of text, counted as written: a table reached by
 * several paths is written once per path (40 tables that each hold the
 * next 20 times are far more than that: refused after a million values),
 * nested at most 32 deep. */
#define SUITE_SUMMARY_BYTES (64L * 1024 * 1024)

struct suite_json {
  size_t values, bytes;
  char *err;
  size_t errlen;
};

static bool suite_json_count(struct suite_json *c, size_t bytes)
{
  c->values++;
  c->bytes += bytes + 8;
  if (c->values > JSON_MAX_MEMBERS)
    snprintf(c->err, c->errlen, "more than %d values", JSON_MAX_MEMBERS);
  else if (c->bytes > (size_t)SUITE_SUMMARY_BYTES)
    snprintf(c->err, c->errlen, "more than 64 MiB of text");
  else
    return true;
  return false;
}

static struct json *suite_to_json(lua_State *L, int idx, int depth, struct suite_json *c);

/* The members of the table at idx (absolute), an array or an object. */
static struct json *suite_table_to_json(lua_State *L, int idx, int depth, struct suite_json *c)
{
  size_t n = lua_objlen(L, idx), count = 0;
  lua_pushnil(L);
  while (lua_next(L, idx)) {
    count++;
    lua_pop(L, 1);
  }
  bool array = count == n && n > 0;
  struct json *out = array ? json_array() : json_object();
  for (size_t i = 1; array && i <= n; i++) {
    lua_rawgeti(L, idx, (int)i);
    struct json *v = suite_to_json(L, -1, depth + 1, c);
    lua_pop(L, 1);
    if (v == NULL) {
      json_free(out);
      return NULL;
    }
    json_push(out, v);
  }
  if (array)
    return out;
  const char **names = suite_names(L, idx, c->err, c->errlen);
  for (size_t i = 0; names && names[i]; i++) {
    lua_getfield(L, idx, names[i]);
    struct json *v = suite_json_count(c, strlen(names[i])) ? suite_to_json(L, -1, depth + 1, c)
                                                           : NULL;
    lua_pop(L, 1);
    if (v == NULL) {
      free(names);
      json_free(out);
      return NULL;
    }
    json_set(out, names[i], v);
  }
  if (names == NULL) {
    json_free(out);
    return NULL;
  }
  free(names);
  return out;
}

/* The Lua value at idx as JSON: tables whose keys are 1..n are arrays,
 * others objects (keys as text); NULL with c->err set for what JSON (or
 * the limits above) cannot hold: functions, numbers that are not finite. */
static struct json *suite_to_json(lua_State *L, int idx, int depth, struct suite_json *c)
{
  size_t len = 0;
  if (lua_type(L, idx) == LUA_TSTRING)
    lua_tolstring(L, idx, &len);
  if (!suite_json_count(c, len))
    return NULL;
  switch (lua_type(L, idx)) {
  case LUA_TBOOLEAN:
    return json_bool(lua_toboolean(L, idx));
  case LUA_TNUMBER: {
    double d = lua_tonumber(L, idx);
    if (!isfinite(d)) {
      snprintf(c->err, c->errlen, "a number that is not finite");
      return NULL;
    }
    return d >= 0 && d < 9007199254740992.0 && d == (double)(uint64_t)d ? json_uint((uint64_t)d)
                                                                         : json_number(d);
  }
  case LUA_TSTRING:
    return json_string(lua_tostring(L, idx));
  case LUA_TTABLE:
    break;
  default:
    snprintf(c->err, c->errlen, "a %s", luaL_typename(L, idx));
    return NULL;
  }
  if (depth > 32) {
    snprintf(c->err, c->errlen, "tables nested deeper than 32");
    return NULL;
  }
  if (idx < 0)
    idx = lua_gettop(L) + idx + 1;
  return suite_table_to_json(L, idx, depth, c);
}

/* sysbench.summary(table): a suite's own figures (medians, means, what it
 * concluded), kept as the result files' "summary"; each call replaces the
 * last. */
static int suite_lua_summary(lua_State *L)
{
  char err[256] = "";
  luaL_checktype(L, 1, LUA_TTABLE);
  struct suite *suite = script_of(L)->suite;
  if (suite == NULL)
    return luaL_error(L, "sysbench.summary() belongs to a script's commands "
                      "(sysbench.cmdline.commands)");
  struct suite_json c = { 0, 0, err, sizeof(err) };
  struct json *j = suite_to_json(L, 1, 0, &c);
  if (j == NULL || j->type != JSON_OBJECT) {
    json_free(j);
    return luaL_error(L, "sysbench.summary: %s", err[0] ? err : "a table with named fields is "
                      "expected");
  }
  suite_set_summary(suite, j);
  return 0;
}

/* sysbench.environment(): the host, kernel, CPU, memory and the current
 * directory's file system, as result files record them. */
static int suite_lua_environment(lua_State *L)
{
  struct json *env = hostinfo_collect();
  suite_push_json(L, env);
  json_free(env);
  return 1;
}

/* sysbench.sleep(seconds): a pause between a suite's runs that a signal
 * ends at once, with the interruption error. */
static int suite_lua_sleep(lua_State *L)
{
  double sec = luaL_checknumber(L, 1);
  if (L != script_main(script_of(L)))
    return luaL_error(L, "sysbench.sleep() pauses a script's command, not its workers");
  if (!(sec >= 0 && sec <= 86400 * 365))
    return luaL_error(L, "sysbench.sleep: %f seconds is out of range", sec);
  uint64_t until = timer_now() + (uint64_t)(sec * NS_PER_SEC);
  for (;;) {
    if (watchdog_signal())
      return script_raise_interrupted(L);
    uint64_t now = timer_now();
    if (now >= until)
      return 0;
    uint64_t step = until - now < 20000000 ? until - now : 20000000;   /* 20 ms */
    struct timespec ts = { .tv_sec = 0, .tv_nsec = (long)step };
    nanosleep(&ts, NULL);
  }
}

/* The test that call names: a built-in test, with its options declared
 * in the step's registry, or a script, loaded beside the command's
 * (call->script) with its options declared there; NULL if there is none
 * of that name. */
static const struct sb_test *suite_test(const struct script *parent, struct suite_call *call)
{
  const struct sb_test *t = test_find(call->name);
  call->script = NULL;
  if (t) {
    test_register_options(t, call->options);
    return t;
  }
  call->script = script_test_open(parent->env, call->name, call->options, parent);
  if (call->script == NULL)
    return NULL;
  call->legacy = script_test_legacy(call->script);
  return script_test_of(call->script);
}

static int suite_lua_run(lua_State *L)
{
  struct script *s = script_of(L);
  struct suite *suite = s->suite;
  if (suite == NULL)
    return luaL_error(L, "sysbench.run() runs from a script's commands "
                      "(sysbench.cmdline.commands)");
  struct suite_call call = { .cmd = CMD_RUN };
  const char *name = luaL_checkstring(L, 1);
  const char *cmd = luaL_optstring(L, 3, "run");
  call.name = name;
  if (!lua_isnoneornil(L, 2))
    luaL_checktype(L, 2, LUA_TTABLE);
  call.cmd = !strcmp(cmd, "run") ? CMD_RUN : !strcmp(cmd, "prepare") ? CMD_PREPARE
           : !strcmp(cmd, "cleanup") ? CMD_CLEANUP : CMD_OTHER;
  if (call.cmd == CMD_OTHER)
    return luaL_error(L, "sysbench.run: unknown command '%s' (run, prepare or cleanup)", cmd);
  if (L != script_main(s))
    return luaL_error(L, "sysbench.run() runs from a script's commands, not its workers");
  if (suite_stopped(suite))
    return script_raise_interrupted(L);
  if (suite_running(suite))
    return luaL_error(L, "sysbench.run: a suite's run cannot start another run");

  call.options = opt_registry_copy(script_registry(s));
  call.test = suite_test(s, &call);
  if (call.test == NULL) {
    opt_registry_free(call.options);
    return luaL_error(L, "sysbench.run: cannot load '%s' (no built-in test, script or "
                      "module of that name, or an error in it)", name);
  }
  if (call.test->series || (!call.test->event && !call.test->thread_run)) {
    script_free(call.script);
    opt_registry_free(call.options);
    return luaL_error(L, "sysbench.run: '%s' is a series of runs of its own, not one run: "
                      "run it on its own command line", name);
  }
  int verbosity = log_verbosity();
  call.given = json_object();
  int status = 1;
  struct results_step *step = NULL;
  bool applied = !lua_istable(L, 2) || suite_apply(L, 2, &call);
  if (applied) {
    if (!call.print)
      log_set_verbosity(LOG_FATAL);
    status = suite_step(suite, name, call.test, call.cmd, call.label[0] ? call.label : NULL,
                        call.options, call.given, &step);
    log_set_verbosity(verbosity);
  }
  script_free(call.script);
  json_free(call.given);
  enum series_status end = series_status_of(status);
  if (end != SERIES_LEFT_BEHIND)
    opt_registry_free(call.options);
  if (!applied)
    return luaL_error(L, "sysbench.run('%s'): %s", name, call.err);
  if (end == SERIES_INTERRUPTED || end == SERIES_LEFT_BEHIND)
    return script_raise_interrupted(L);
  if (status != 0)   /* its FATAL lines said why */
    return luaL_error(L, "sysbench.run('%s'): the %s failed (exit %d)", name, cmd, status);
  suite_push_result(L, suite, &call, status, step);
  return 1;
}

/* sysbench.interrupted(err): is err the error sysbench.run, sleep and
 * the suite raise when a signal stops the suite? */
static int suite_lua_interrupted(lua_State *L)
{
  lua_pushboolean(L, script_is_interrupted(L, 1));
  return 1;
}

const luaL_Reg script_suite_api[] = {
  { "interrupted", suite_lua_interrupted },
  { "run", suite_lua_run },
  { "sleep", suite_lua_sleep },
  { "summary", suite_lua_summary },
  { "environment", suite_lua_environment },
  { NULL, NULL }
};
