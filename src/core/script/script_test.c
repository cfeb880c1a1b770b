/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_test.c: runs a script's functions at the points where a built-in
 * test's hooks run: init/done in the main state, thread_init/thread_run/
 * thread_done in each worker's own state, report hooks in the state of the
 * thread that reports. */
#include "script_test.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ck_pr.h>
#include <lauxlib.h>

#include "core/stats/figures.h"
#include "core/command/general.h"
#include "core/base/alloc.h"
#include "core/base/log.h"
#include "core/stats/rand.h"
#include "core/run/report.h"
#include "core/run/runner.h"
#include "script_impl.h"
#include "script_options.h"
#include "core/command/suite.h"

struct script_worker {
  lua_State *L;
  struct sb_worker *builtins;   /* attached built-in tests' workers */
};

/* The command's configuration: the script (the test's template names
 * it), the attached built-in tests' own, the command's run configuration
 * (its options), the last run's (what done() sees after a sweep), and
 * which report hooks the script set (found after its init()). */
struct script_conf {
  struct script *script;
  void *builtins[BUILTINS_MAX];
  struct run_config cmd, last;
  bool ran;
  bool hook_intermediate, hook_cumulative;
  int thread_done_failed;      /* a worker's Lua thread_done() failed */
};

/* One run: its configuration and the attached tests' run data. */
struct script_run {
  const struct run_config *rc;
  struct script_conf *conf;
  void *builtins[BUILTINS_MAX];
};

/* Frees a worker's state when its thread exits (process-wide). */
static pthread_key_t script_worker_key;
static pthread_once_t script_worker_once = PTHREAD_ONCE_INIT;

static void script_worker_free(void *arg);

static void script_worker_key_create(void)
{
  pthread_key_create(&script_worker_key, script_worker_free);
}

static void script_worker_free(void *arg)
{
  struct script_worker *sw = arg;
  if (sw->L)
    script_state_close(sw->L);
  free(sw->builtins);
  free(sw);
}

/* Calls global function `name` in L with the thread id (or nothing). */
static int script_call_global(lua_State *L, const char *name, int tid)
{
  if (!script_get_function(L, name))
    return 0;
  if (tid >= 0)
    lua_pushinteger(L, tid);
  return script_call(L, name, tid >= 0 ? 1 : 0, 0);
}

static bool script_has_function(const struct script *s, const char *name)
{
  lua_State *L = script_main(s);
  bool yes = script_get_function(L, name);
  if (yes)
    lua_pop(L, 1);
  return yes;
}

static int script_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  struct script_conf *c = conf;
  struct script *s = c->script;
  lua_State *L = script_main(s);
  c->cmd = *rc;
  if (script_options_export(L, rc))
    return -1;
  if (cmd == CMD_RUN) {
    if (s->has_init && script_call_global(L, "init", -1))
      return -1;
    lua_getglobal(L, "event");
    bool has_event = lua_isfunction(L, -1);
    lua_pop(L, 1);
    if (!has_event) {
      log_fatal("cannot find the event() function in %s", s->sname);
      return -1;
    }
    /* init() may have set them. */
    if (script_check_hook(s, "report_intermediate", &c->hook_intermediate) ||
        script_check_hook(s, "report_cumulative", &c->hook_cumulative))
      return -1;
  }
  return builtins_init(&s->builtins, cmd, rc, c->builtins);
}

static int script_prepare(void *conf)
{
  struct script_conf *c = conf;
  if (!c->script->has_prepare)
    return builtins_prepare(&c->script->builtins, c->builtins);
  return script_call_global(script_main(c->script), "prepare", -1) ? 1 : 0;
}

static int script_cleanup(void *conf)
{
  struct script_conf *c = conf;
  if (!c->script->has_cleanup)
    return builtins_cleanup(&c->script->builtins, c->builtins);
  return script_call_global(script_main(c->script), "cleanup", -1) ? 1 : 0;
}

int script_test_help(struct script *s, const struct opt_registry *r)
{
  lua_State *L = script_main(s);
  if (!script_has_function(s, "help"))
    return SB_NOT_HANDLED;
  struct run_config rc = script_general(s)->run;
  rc.options = r;
  if (script_options_export(L, &rc))
    return 1;
  return script_call_global(L, "help", -1) ? 1 : 0;
}

static void script_print_mode(void *conf, const struct run_config *rc)
{
  struct script_conf *c = conf;
  builtins_print_mode(&c->script->builtins, c->builtins, rc);
}

static int script_run_start(void *conf, const struct run_config *rc, void **run)
{
  struct script_conf *c = conf;
  struct script_run *r = calloc(1, sizeof(*r));
  if (r == NULL) {
    alloc_failed();
    return -1;
  }
  r->rc = rc;
  r->conf = c;
  c->last = *rc;
  c->ran = true;
  if (builtins_run_start(&c->script->builtins, c->builtins, rc, r->builtins)) {
    free(r);
    return -1;
  }
  *run = r;
  return 0;
}

static void script_run_stop(void *run)
{
  struct script_run *r = run;
  builtins_run_stop(&r->conf->script->builtins, r->builtins);
  free(r);
}

static int script_thread_init(struct sb_worker *w)
{
  struct script_run *r = w->run;
  struct script *s = r->conf->script;
  struct script_worker *sw = calloc(1, sizeof(*sw));
  if (sw == NULL)
    return -1;
  w->data = sw;
  pthread_once(&script_worker_once, script_worker_key_create);
  pthread_setspecific(script_worker_key, sw);
  sw->L = script_state_new(s, w->id);
  if (sw->L == NULL)
    return -1;
  script_set_thread_state(sw->L);
  if (script_options_export(sw->L, r->rc) ||
      builtins_thread_init(&s->builtins, w, r->builtins, &sw->builtins))
    return -1;
  return s->has_thread_init ? script_call_global(sw->L, "thread_init", w->id) : 0;
}

static int script_thread_run(struct sb_worker *w)
{
  struct script_worker *sw = w->data;
  lua_getglobal(sw->L, "thread_run");
  lua_pushinteger(sw->L, w->id);
  return script_call(sw->L, "thread_run", 1, 0);
}

/* A failing Lua thread_done() does not take the run's report away, as in
 * the reference, but the command exits 1 (done() says so); a failing
 * attached test fails the run. As in the reference, the Lua one is not
 * called after the thread's events failed. */
static int script_thread_done(struct sb_worker *w)
{
  struct script_worker *sw = w->data;
  struct script_run *r = w->run;
  const struct script *s = r->conf->script;
  int rc = builtins_thread_done(&s->builtins, sw->builtins);
  if (s->has_thread_done && !w->failed && script_call_global(sw->L, "thread_done", w->id))
    ck_pr_store_int(&r->conf->thread_done_failed, 1);
  return rc;
}

/* The stat table of a report: every figure Lua sees (figures.c), the
 * cumulative-only ones in cumulative reports only, as the reference. */
static void script_push_stat(lua_State *L, const struct sb_stat *st)
{
  lua_createtable(L, 0, 20);
  for (size_t i = 0; i < figures_count; i++) {
    const struct figure *f = &figures[i];
    if (!(f->flags & FIGURE_LUA) ||
        (!st->cumulative && (f->flags & (FIGURE_CUMULATIVE | FIGURE_LUA_CUMULATIVE))))
      continue;
    lua_pushnumber(L, figure_value(f, st));
    lua_setfield(L, -2, f->key);
  }
}

/* Runs s's sysbench.hooks.<name>(stat) in the calling thread's state,
 * its sysbench.opt the report's run's; a Lua error fails the run. */
static void script_report(struct script *s, const char *name, const struct sb_stat *st)
{
  lua_State *L = script_thread_state(s, st->run->threads);
  if (L == NULL || script_options_export(L, st->run)) {
    report_hook_failed();
    return;
  }
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "hooks");
  lua_getfield(L, -1, name);
  lua_remove(L, -2);
  lua_remove(L, -2);
  if (!lua_isfunction(L, -1)) {
    lua_pop(L, 1);
    return;
  }
  script_push_stat(L, st);
  if (script_call(L, name, 1, 0))
    report_hook_failed();
}

static void script_report_prefix(void *run, const struct sb_stat *st)
{
  struct script_run *r = run;
  builtins_report_prefix(&r->conf->script->builtins, r->builtins, st);
}

/* The script's hook, or without one the default report. */
static void script_report_intermediate(void *run, const struct sb_stat *st)
{
  struct script_run *r = run;
  if (r->conf->hook_intermediate)
    script_report(r->conf->script, "report_intermediate", st);
  else
    report_print_intermediate(st);
}

static void script_report_cumulative(void *run, const struct sb_stat *st)
{
  struct script_run *r = run;
  if (r->conf->hook_cumulative) {
    script_report(r->conf->script, "report_cumulative", st);
  } else {
    script_report_prefix(run, st);
    report_print_cumulative(st);
  }
}

/* done() runs after the last run: it sees that run's options (a sweep's
 * last step's thread count). */
static int script_done(void *conf, enum sb_command cmd)
{
  struct script_conf *c = conf;
  lua_State *L = script_main(c->script);
  int rc = ck_pr_load_int(&c->thread_done_failed) ? -1 : 0;
  if (cmd == CMD_RUN && c->script->has_done) {
    if (script_options_export(L, c->ran ? &c->last : &c->cmd) ||
        script_call_global(L, "done", -1))
      rc = -1;
  }
  if (builtins_done(&c->script->builtins, c->builtins, cmd))
    rc = -1;
  return rc;
}

/* A custom command of a PARALLEL_COMMAND: what its threads share. */
struct script_parallel {
  struct script *script;
  const char *cmd;
};

/* A custom command run by one thread of a PARALLEL_COMMAND. */
static void *script_command_thread(void *arg)
{
  struct sb_worker *w = arg;
  const struct script_parallel *p = w->data;
  rand_tls = w->seed;
  rand_dists_use(&script_general(p->script)->run.rand);
  w->failed = true;
  lua_State *L = script_state_new(p->script, w->id);
  if (L == NULL)
    return NULL;
  script_set_thread_state(L);
  if (script_options_export(L, &script_general(p->script)->run) == 0) {
    lua_getglobal(L, "sysbench");
    lua_getfield(L, -1, "cmdline");
    lua_getfield(L, -1, "call_command");
    lua_pushstring(L, p->cmd);
    /* As one command: an error, or false, is a failure. */
    w->failed = script_call(L, "sysbench.cmdline.call_command", 1, 1) != 0 ||
                (lua_isboolean(L, -1) && !lua_toboolean(L, -1));
    lua_settop(L, 0);
  }
  script_state_close(L);
  return NULL;
}

static int script_command_parallel(struct script *s, const char *cmd)
{
  const struct run_config *rc = &script_general(s)->run;
  struct script_parallel p = { s, cmd };
  int n = rc->threads;
  struct sb_worker *ws = runner_workers_alloc((size_t)n);
  pthread_t *th = calloc((size_t)n, sizeof(*th));
  if (ws == NULL || th == NULL) {
    free(ws);
    free(th);
    alloc_failed();
    return 1;
  }
  log_notice("Initializing worker threads...\n");
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, rc->stack_size);
  int created = 0;
  for (; created < n; created++) {
    ws[created].id = created;
    ws[created].data = &p;
    rand_seed_state(&ws[created].seed);
    int err = pthread_create(&th[created], &attr, script_command_thread, &ws[created]);
    if (err) {
      log_fatal("Failed to create worker thread #%d: %s", created, strerror(err));
      break;
    }
  }
  pthread_attr_destroy(&attr);
  bool failed = created < n;
  for (int i = 0; i < created; i++) {
    pthread_join(th[i], NULL);
    failed |= ws[i].failed;
  }
  free(ws);
  free(th);
  return failed ? 1 : 0;
}

/* sysbench.cmdline.<fn>(cmd) in s's main state, as a boolean. */
static bool script_cmdline_test(struct script *s, const char *fn, const char *cmd)
{
  lua_State *L = script_main(s);
  char name[64];
  snprintf(name, sizeof(name), "sysbench.cmdline.%s", fn);
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "cmdline");
  lua_getfield(L, -1, fn);
  lua_pushstring(L, cmd);
  bool yes = script_call(L, name, 1, 1) == 0 && lua_toboolean(L, -1);
  lua_settop(L, 0);
  return yes;
}

int script_test_command(struct script *s, const char *cmd)
{
  lua_State *L = script_main(s);
  if (!script_cmdline_test(s, "command_defined", cmd))
    return SB_NOT_HANDLED;
  bool parallel = script_cmdline_test(s, "command_parallel", cmd);
  if (parallel && script_general(s)->run.threads > 1)
    return script_command_parallel(s, cmd);
  if (script_options_export(L, &script_general(s)->run))
    return 1;
  /* The command may be a suite: its sysbench.run calls are its steps. */
  s->suite = suite_begin(s->sname, script_general(s));
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "cmdline");
  lua_getfield(L, -1, "call_command");
  lua_pushstring(L, cmd);
  int rc = script_call(L, "sysbench.cmdline.call_command", 1, 1);
  if (rc == 0 && lua_isboolean(L, -1) && !lua_toboolean(L, -1))
    rc = 1;
  lua_settop(L, 0);
  struct suite *suite = s->suite;
  s->suite = NULL;
  return suite_end(suite, rc ? 1 : 0);
}

void script_test_each_command(const struct script *s, void (*fn)(const char *name, void *arg),
                              void *arg)
{
  lua_State *L = script_main(s);
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "cmdline");
  lua_getfield(L, -1, "commands");
  if (lua_istable(L, -1)) {
    for (lua_pushnil(L); lua_next(L, -2); lua_pop(L, 1))
      if (lua_type(L, -2) == LUA_TSTRING)
        fn(lua_tostring(L, -2), arg);
  }
  lua_settop(L, 0);
}

struct script *script_test_open(const struct script_env *env, const char *testname,
                                struct opt_registry *reg, const struct script *parent)
{
  struct script *s = script_load(env, testname, reg, parent);
  if (s == NULL)
    return NULL;
  s->builtins.sealed = true;
  if (script_options_register(s)) {
    script_free(s);
    return NULL;
  }
  s->has_init = script_has_function(s, "init");
  s->has_done = script_has_function(s, "done");
  s->has_thread_init = script_has_function(s, "thread_init");
  s->has_thread_done = script_has_function(s, "thread_done");
  s->has_prepare = script_has_function(s, "prepare");
  s->has_cleanup = script_has_function(s, "cleanup");
  struct script_conf *tmpl = calloc(1, sizeof(*tmpl));
  if (tmpl == NULL) {
    alloc_failed();
    script_free(s);
    return NULL;
  }
  tmpl->script = s;
  s->conf_template = tmpl;
  s->test = (struct sb_test) {
    .name = s->sname,
    .desc = "Lua script",
    .conf_size = sizeof(struct script_conf),
    .conf_template = tmpl,
    .init = script_init,
    .prepare = s->has_prepare || builtins_can(&s->builtins, CMD_PREPARE) ? script_prepare : NULL,
    .cleanup = s->has_cleanup || builtins_can(&s->builtins, CMD_CLEANUP) ? script_cleanup : NULL,
    .print_mode = script_print_mode,
    .run_start = script_run_start,
    .run_stop = script_run_stop,
    .thread_init = script_thread_init,
    .thread_run = script_thread_run,
    .thread_done = script_thread_done,
    .report_intermediate = script_report_intermediate,
    .report_prefix = script_report_prefix,
    .report_cumulative = script_report_cumulative,
    .done = script_done,
  };
  return s;
}

const struct sb_test *script_test_of(const struct script *s)
{
  return &s->test;
}

/* --report-script's hooks, which replace a built-in test's reports
 * (run_config.h): the report's run is the built-in test's. */
static void script_reports_intermediate(void *data, const struct sb_stat *st)
{
  script_report(data, "report_intermediate", st);
}

static void script_reports_cumulative(void *data, const struct sb_stat *st)
{
  script_report(data, "report_cumulative", st);
}

struct script *script_test_reports(const struct script_env *env, const char *file,
                                   struct opt_registry *reg, struct run_reports *out)
{
  bool inter, cumul;
  struct script *s = script_load(env, file, reg, NULL);
  if (s == NULL)
    return NULL;
  s->builtins.sealed = true;
  if (script_options_register(s) || script_check_hook(s, "report_intermediate", &inter) ||
      script_check_hook(s, "report_cumulative", &cumul)) {
    script_free(s);
    return NULL;
  }
  *out = (struct run_reports) { inter ? script_reports_intermediate : NULL,
                                cumul ? script_reports_cumulative : NULL, s };
  return s;
}

bool script_test_legacy(const struct script *s)
{
  return s->legacy;
}
