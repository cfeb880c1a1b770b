/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sweep.c: threads sweeps on the series API (series.h). Each step is a
 * complete `run` with its own header and report, exactly what a run with
 * that --threads prints; with --runs=N, N quiet runs of each step, a line
 * each, then their statistics (repeats.h). */
#include "sweep.h"

#include <stdio.h>

#include "core/base/json.h"
#include "core/base/log.h"
#include "repeats.h"
#include "series.h"

/* Run k of runs of a step of t threads. */
static int sweep_step(struct series *s, const struct sb_test *t, void *conf,
                      const struct general *g, int threads, int k, int runs)
{
  char v[16], label[64];
  snprintf(v, sizeof(v), "%d", threads);
  if (runs > 1)
    snprintf(label, sizeof(label), "threads=%d run=%d", threads, k);
  else
    snprintf(label, sizeof(label), "threads=%d", threads);
  struct json *given = json_object();
  json_set(given, "threads", json_string(v));
  struct series_step step;
  series_step_init(s, &step, t, CMD_RUN);
  step.given = given;
  step.conf = conf;
  step.overrides = SERIES_THREADS;
  step.threads = threads;
  step.label = label;
  if (runs > 1)
    step.kind = RESULTS_STEP_REPEAT;
  struct results_step *res;
  int verbosity = log_verbosity();
  if (runs > 1 && verbosity > LOG_WARNING)
    log_set_verbosity(LOG_WARNING);
  int rc = series_step(s, &step, &res);
  log_set_verbosity(verbosity);
  if (runs > 1 && res)
    repeats_line(series_results(s), res, k, g->run.modules);
  json_free(given);
  return rc;
}

int sweep_run(const struct sb_test *t, void *conf, const struct general *g)
{
  struct series *s = series_begin(t->name, g, g->sweep);
  struct json *stats = g->runs > 1 ? json_array() : NULL;
  int rc = 0;
  for (int i = 0; i < g->nsteps && rc == 0; i++) {
    size_t first = series_results(s)->nsteps;
    for (int k = 1; k <= g->runs && rc == 0; k++)
      rc = sweep_step(s, t, conf, g, g->thread_steps[i], k, g->runs);
    if (stats) {
      char label[32];
      snprintf(label, sizeof(label), "threads=%d", g->thread_steps[i]);
      json_push(stats, repeats_summary(series_results(s), first,
                                       series_results(s)->nsteps - first, label));
    }
  }
  series_results(s)->statistics = stats;
  return series_end(s, rc);
}
