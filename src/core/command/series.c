/* SPDX-License-Identifier: GPL-2.0-or-later */
/* series.c: a series of runs (series.h): each step's settings read from
 * its own registry, the test's init, the run as a labelled step of the
 * result, done; at the end the scaling table of a threads sweep and the
 * result files. */
#include "series.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/module.h"
#include "plugin/output.h"
#include "core/base/timer.h"
#include "core/run/runner.h"
#include "scaling.h"

struct series {
  const struct general *g;       /* the command's settings */
  struct results_series *res;
  bool threads_sweep;
  uint64_t last_run_end;         /* when its previous run ended; 0: none */
  unsigned modules_failed;       /* the modules whose step_end failed */
};

struct series *series_begin(const char *name, const struct general *g, bool threads_sweep)
{
  struct series *s = calloc(1, sizeof(*s));
  if (s == NULL) {
    alloc_failed();
    abort();
  }
  s->g = g;
  s->threads_sweep = threads_sweep;
  s->res = results_begin(name, &g->run, output_any(g->outputs));
  return s;
}

void series_step_init(const struct series *s, struct series_step *st, const struct sb_test *t,
                      enum sb_command cmd)
{
  *st = (struct series_step) { .test = t, .cmd = cmd, .label = t->name,
                               .options = s->g->run.options,
                               .settings = SERIES_COMMAND_SETTINGS,
                               .kind = RESULTS_STEP_THREADS, .who = t->name };
}

enum series_status series_status_of(int status)
{
  return status == 0 ? SERIES_DONE : status < 0 ? SERIES_LEFT_BEHIND
       : status > 128 ? SERIES_INTERRUPTED : SERIES_FAILED;
}

struct results_series *series_results(struct series *s)
{
  return s->res;
}

/* The step's run configuration: the command's, or read from the step's
 * own options, with the step's overrides. */
static int series_settings(const struct series *s, const struct series_step *st,
                           struct general *g)
{
  if (st->settings == SERIES_COMMAND_SETTINGS) {
    *g = *s->g;
    g->run.options = st->options;
  } else {
    if (general_read(st->options, g, GENERAL_RUN))
      return -1;
    g->run.modules = s->g->run.modules;
    g->outputs = s->g->outputs;
    if (g->sweep) {
      log_fatal("%s: one thread count per run (call it once per count)", st->who);
      return -1;
    }
  }
  if (st->overrides & SERIES_THREADS)
    g->run.threads = st->threads;
  if (st->test->ends_itself && !g->time_given && !g->max_time_given)
    g->run.time = 0;
  if (st->test->ends_itself && g->run.steady.on) {
    log_fatal("--steady-state cannot be used with the %s test: it runs to its end, and a "
              "steady state would cut it short", st->test->name);
    return -1;
  }
  if (st->overrides & SERIES_TIME)
    g->run.time = st->time;
  if (st->overrides & SERIES_NO_EVENTS)
    g->run.events = 0;
  return 0;
}

/* A run of the step's test as a step of the result. */
static int series_run(struct series *s, const struct series_step *st, struct run_config *rc,
                      void *conf, struct results_step **out)
{
  rc->label = st->label;
  rc->bytes = st->test->bytes;
  rc->results = results_step_begin(s->res, rc->label, rc->threads, st->given);
  rc->results->kind = st->kind;
  rc->results->bytes_once = st->test->bytes == SB_BYTES_COPIED;
  rc->previous_run_end = s->last_run_end;
  struct run_peer peer = { 0 };
  rc->peer = &peer;
  int status = runner_run(st->test, conf, rc);
  rc->peer = NULL;
  s->last_run_end = timer_now();
  results_step_end(s->res, rc->results, status);
  if (out)
    *out = rc->results;
  /* A run left behind is not waited for. */
  if (series_status_of(status) != SERIES_LEFT_BEHIND &&
      modules_step_end(rc->modules, &s->modules_failed, s->res, rc->results) && status == 0)
    status = 1;
  return status;
}

static int series_command(const struct series_step *st, void *conf)
{
  int (*fn)(void *) = st->cmd == CMD_PREPARE ? st->test->prepare : st->test->cleanup;
  return fn ? fn(conf) : 0;
}

int series_step(struct series *s, const struct series_step *st, struct results_step **out)
{
  const struct opt_registry *reg = st->options;
  /* A step with options of its own has its modules' configurations. */
  struct module_confs *own = NULL;
  struct general g;
  void *conf = st->conf;
  int status = 1;
  if (out)
    *out = NULL;
  if (series_settings(s, st, &g) ||
      (reg != s->g->run.options && modules_configure(reg, &own)))
    goto restore;
  if (own)
    g.run.modules = own;
  if (st->conf == NULL && test_init(st->test, st->cmd, &g.run, reg, &conf))
    goto restore;
  status = st->cmd == CMD_RUN ? series_run(s, st, &g.run, conf, out) : series_command(st, conf);
  bool left = series_status_of(status) == SERIES_LEFT_BEHIND;
  if (st->conf == NULL && !left && test_done(st->test, st->cmd, conf) && status == 0)
    status = 1;
  /* Workers left behind may still use them. */
  if (left)
    return status;
restore:
  modules_free(own);
  return status;
}

int series_end(struct series *s, int status)
{
  bool any_final = false;
  for (size_t i = 0; i < s->res->nsteps; i++)
    any_final |= s->res->steps[i].has_final;
  if (s->threads_sweep && any_final && s->g->runs > 1)
    scaling_print_means(s->res);
  else if (s->threads_sweep && any_final)
    scaling_print(s->res);
  s->res->status = status < 0 ? -status : status;
  if (s->res->nsteps && output_write_all(s->g->outputs, s->res, false) && status == 0)
    status = 1;
  /* After the files: whatever the modules do with the results (push them
   * to a gateway) cannot lose them. */
  if (s->res->nsteps && status >= 0 &&
      modules_series_end(s->g->run.modules, &s->modules_failed, s->res) && status == 0)
    status = 1;
  results_free(s->res);
  free(s);
  return status;
}
