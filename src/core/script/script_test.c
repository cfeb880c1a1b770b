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
#include "core/base/log.h"
#include "core/stats/rand.h"
#include "core/run/report.h"
#include "core/run/runner.h"
#include "script.h"
#include "script_builtin.h"
#include "script_options.h"
#include "core/command/suite.h"

struct script_worker {
  lua_State *L;
  struct sb_worker *builtins;   /* attached built-in tests' workers */
};

/* The command's configuration: the attached built-in tests' own, the
 * command's run configuration (its options), and the last run's (what
 * done() sees after a sweep). */
struct script_conf {
  void *builtins[BUILTINS_MAX];
  struct run_config cmd, last;
  bool ran;
  int thread_done_failed;      /* a worker's Lua thread_done() failed */
};

/* One run: its configuration and the attached tests' run data. */
struct script_run {
  const struct run_config *rc;
  struct script_conf *conf;
  void *builtins[BUILTINS_MAX];
};

static struct sb_test script_test;
static char *script_sname;
static bool has_init, has_done, has_thread_init, has_thread_done;
static bool has_prepare, has_cleanup;
static pthread_key_t script_worker_key;

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

static int script_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  lua_State *L = script_main();
  struct script_conf *c = conf;
  c->cmd = *rc;
  if (script_options_export(L, rc))
    return -1;
  if (cmd == CMD_RUN) {
    if (has_init && script_call_global(L, "init", -1))
      return -1;
    lua_getglobal(L, "event");
    bool has_event = lua_isfunction(L, -1);
    lua_pop(L, 1);
    if (!has_event) {
      log_fatal("cannot find the event() function in %s", script_sname);
      return -1;
    }
    bool present;
    if (script_check_hook("report_intermediate", &present))
      return -1;
    if (!present)
      script_test.report_intermediate = NULL;
    if (script_check_hook("report_cumulative", &present))
      return -1;
    if (!present)
      script_test.report_cumulative = NULL;
  }
  return builtins_init(cmd, rc, c->builtins);
}

static int script_prepare(void *conf)
{
  struct script_conf *c = conf;
  if (!has_prepare)
    return builtins_prepare(c->builtins);
  return script_call_global(script_main(), "prepare", -1) ? 1 : 0;
}

static int script_cleanup(void *conf)
{
  struct script_conf *c = conf;
  if (!has_cleanup)
    return builtins_cleanup(c->builtins);
  return script_call_global(script_main(), "cleanup", -1) ? 1 : 0;
}

static int script_help(const struct opt_registry *r)
{
  lua_State *L = script_main();
  struct run_config rc = script_general()->run;
  rc.options = r;
  if (script_options_export(L, &rc))
    return 1;
  return script_call_global(L, "help", -1) ? 1 : 0;
}

static void script_print_mode(void *conf, const struct run_config *rc)
{
  struct script_conf *c = conf;
  builtins_print_mode(c->builtins, rc);
}

static int script_run_start(void *conf, const struct run_config *rc, void **run)
{
  struct script_conf *c = conf;
  struct script_run *r = calloc(1, sizeof(*r));
  if (r == NULL) {
    log_fatal("Memory allocation failure.");
    return -1;
  }
  r->rc = rc;
  r->conf = c;
  c->last = *rc;
  c->ran = true;
  if (builtins_run_start(c->builtins, rc, r->builtins)) {
    free(r);
    return -1;
  }
  script_set_run(rc);
  *run = r;
  return 0;
}

static void script_run_stop(void *run)
{
  struct script_run *r = run;
  builtins_run_stop(r->builtins);
  script_set_run(NULL);
  free(r);
}

static int script_thread_init(struct sb_worker *w)
{
  struct script_run *r = w->run;
  struct script_worker *sw = calloc(1, sizeof(*sw));
  if (sw == NULL)
    return -1;
  w->data = sw;
  pthread_setspecific(script_worker_key, sw);
  sw->L = script_state_new(w->id);
  if (sw->L == NULL)
    return -1;
  script_set_thread_state(sw->L);
  if (script_options_export(sw->L, r->rc) ||
      builtins_thread_init(w, r->builtins, &sw->builtins))
    return -1;
  return has_thread_init ? script_call_global(sw->L, "thread_init", w->id) : 0;
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
  int rc = builtins_thread_done(sw->builtins);
  if (has_thread_done && !w->failed && script_call_global(sw->L, "thread_done", w->id))
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

/* Runs sysbench.hooks.<name>(stat) in the calling thread's state; a Lua
 * error fails the run. */
static void script_report_in(const char *name, const struct sb_stat *st)
{
  lua_State *L = script_thread_state();
  if (L == NULL || script_options_export(L, script_run_config())) {
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

/* Reports of a built-in test (--report-script) run outside the script
 * test's run_start, so the report names its run for sysbench.opt. */
static void script_report(const char *name, const struct sb_stat *st)
{
  const struct run_config *was = script_current_run();
  script_set_run(st->run);
  script_report_in(name, st);
  script_set_run(was);
}

static void script_report_intermediate(void *run, const struct sb_stat *st)
{
  (void)run;
  script_report("report_intermediate", st);
}

static void script_report_cumulative(void *run, const struct sb_stat *st)
{
  (void)run;
  script_report("report_cumulative", st);
}

static void script_report_prefix(void *run, const struct sb_stat *st)
{
  struct script_run *r = run;
  builtins_report_prefix(r->builtins, st);
}

/* done() runs after the last run: it sees that run's options (a sweep's
 * last step's thread count). */
static int script_done(void *conf, enum sb_command cmd)
{
  struct script_conf *c = conf;
  int rc = ck_pr_load_int(&c->thread_done_failed) ? -1 : 0;
  if (cmd == CMD_RUN && has_done) {
    script_set_run(c->ran ? &c->last : NULL);
    if (script_options_export(script_main(), c->ran ? &c->last : &c->cmd) ||
        script_call_global(script_main(), "done", -1))
      rc = -1;
    script_set_run(NULL);
  }
  if (builtins_done(c->builtins, cmd))
    rc = -1;
  return rc;
}

/* A custom command run by one thread of a PARALLEL_COMMAND. */
static void *script_command_thread(void *arg)
{
  struct sb_worker *w = arg;
  rand_tls = w->seed;
  w->failed = true;
  lua_State *L = script_state_new(w->id);
  if (L == NULL)
    return NULL;
  script_set_thread_state(L);
  if (script_options_export(L, &script_general()->run) == 0) {
    lua_getglobal(L, "sysbench");
    lua_getfield(L, -1, "cmdline");
    lua_getfield(L, -1, "call_command");
    lua_pushstring(L, (const char *)w->data);
    /* As one command: an error, or false, is a failure. */
    w->failed = script_call(L, "sysbench.cmdline.call_command", 1, 1) != 0 ||
                (lua_isboolean(L, -1) && !lua_toboolean(L, -1));
    lua_settop(L, 0);
  }
  script_state_close(L);
  return NULL;
}

static int script_command_parallel(const char *cmd)
{
  const struct run_config *rc = &script_general()->run;
  int n = rc->threads;
  struct sb_worker *ws = runner_workers_alloc((size_t)n);
  pthread_t *th = calloc((size_t)n, sizeof(*th));
  if (ws == NULL || th == NULL) {
    free(ws);
    free(th);
    log_fatal("Memory allocation failure.");
    return 1;
  }
  log_notice("Initializing worker threads...\n");
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, rc->stack_size);
  int created = 0;
  for (; created < n; created++) {
    ws[created].id = created;
    ws[created].data = (void *)cmd;
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

/* sysbench.cmdline.<fn>(cmd) in the main state, as a boolean. */
static bool script_cmdline_test(const char *fn, const char *cmd)
{
  lua_State *L = script_main();
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

/* sysbench.cmdline.commands: tried before the built-in commands. */
static int script_command(void *conf, const char *cmd)
{
  (void)conf;
  lua_State *L = script_main();
  if (!script_cmdline_test("command_defined", cmd))
    return SB_NOT_HANDLED;
  bool parallel = script_cmdline_test("command_parallel", cmd);
  if (parallel && script_general()->run.threads > 1)
    return script_command_parallel(cmd);
  if (script_options_export(L, &script_general()->run))
    return 1;
  /* The command may be a suite: its sysbench.run calls are its steps. */
  suite_begin(script_sname, script_general());
  lua_getglobal(L, "sysbench");
  lua_getfield(L, -1, "cmdline");
  lua_getfield(L, -1, "call_command");
  lua_pushstring(L, cmd);
  int rc = script_call(L, "sysbench.cmdline.call_command", 1, 1);
  if (rc == 0 && lua_isboolean(L, -1) && !lua_toboolean(L, -1))
    rc = 1;
  lua_settop(L, 0);
  return suite_end(rc ? 1 : 0);
}

void script_test_each_command(void (*fn)(const char *name, void *arg), void *arg)
{
  lua_State *L = script_main();
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

static bool script_has_function(const char *name)
{
  lua_State *L = script_main();
  bool yes = script_get_function(L, name);
  if (yes)
    lua_pop(L, 1);
  return yes;
}

const struct sb_test *script_test_open(const char *testname, struct opt_registry *reg,
                                       bool *legacy)
{
  if (script_load_main(testname, reg))
    return NULL;
  builtins_seal();
  const char *slash = strrchr(testname, '/');
  script_sname = strdup(slash ? slash + 1 : testname);
  static pthread_once_t key_once = PTHREAD_ONCE_INIT;
  pthread_once(&key_once, script_worker_key_create);
  if (script_options_register(legacy))
    return NULL;
  has_init = script_has_function("init");
  has_done = script_has_function("done");
  has_thread_init = script_has_function("thread_init");
  has_thread_done = script_has_function("thread_done");
  has_prepare = script_has_function("prepare");
  has_cleanup = script_has_function("cleanup");
  script_test = (struct sb_test) {
    .name = script_sname,
    .desc = "Lua script",
    .conf_size = sizeof(struct script_conf),
    .init = script_init,
    .command = script_command,
    .help = script_has_function("help") ? script_help : NULL,
    .prepare = has_prepare || builtins_can(CMD_PREPARE) ? script_prepare : NULL,
    .cleanup = has_cleanup || builtins_can(CMD_CLEANUP) ? script_cleanup : NULL,
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
  return &script_test;
}

const struct sb_test *script_test_wrap_reports(const struct sb_test *t, const char *file,
                                               struct opt_registry *reg)
{
  bool legacy, inter, cumul;
  if (script_load_main(file, reg))
    return NULL;
  builtins_seal();
  if (script_options_register(&legacy) || script_check_hook("report_intermediate", &inter) ||
      script_check_hook("report_cumulative", &cumul))
    return NULL;
  script_test = *t;
  if (inter)
    script_test.report_intermediate = script_report_intermediate;
  if (cumul)
    script_test.report_cumulative = script_report_cumulative;
  return &script_test;
}

struct script_nest {
  struct sb_test test;
  char *sname;
  bool has[6];
  bool legacy;
  struct script_saved *script;
  struct builtins_saved *builtins;
};

struct script_nest *script_nest_begin(void)
{
  struct script_nest *n = malloc(sizeof(*n));
  if (n == NULL)
    return NULL;
  n->script = script_save();
  n->builtins = builtins_save();
  if (n->script == NULL || n->builtins == NULL) {
    if (n->script)
      script_restore(n->script);
    if (n->builtins)
      builtins_restore(n->builtins);
    free(n);
    return NULL;
  }
  n->test = script_test;
  n->sname = script_sname;
  bool *h = n->has;
  h[0] = has_init, h[1] = has_done, h[2] = has_thread_init;
  h[3] = has_thread_done, h[4] = has_prepare, h[5] = has_cleanup;
  n->legacy = script_options_save();
  script_sname = NULL;
  return n;
}

void script_nest_end(struct script_nest *n)
{
  script_restore(n->script);
  builtins_restore(n->builtins);
  script_options_restore(n->legacy);
  free(script_sname);
  script_test = n->test;
  script_sname = n->sname;
  const bool *h = n->has;
  has_init = h[0], has_done = h[1], has_thread_init = h[2];
  has_thread_done = h[3], has_prepare = h[4], has_cleanup = h[5];
  free(n);
}
