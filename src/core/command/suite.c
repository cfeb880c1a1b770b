/* SPDX-License-Identifier: GPL-2.0-or-later */
/* suite.c: a script command's steps (suite.h). Each step is a series step
 * (series.h) with the step's own options, quiet unless the script asks;
 * the series starts with the first step, so a command that runs none
 * writes no result file. A SIGINT or SIGTERM, during a step or between
 * two, stops the suite with the results so far: the watchdog takes the
 * signals from the suite's start to its end and watches the command
 * between steps, as a hook: 2 s after a signal (or after the interrupted
 * run), a command that has not returned ends the process. */
#include "suite.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/output.h"
#include "series.h"
#include "core/run/watchdog.h"

struct suite {
  const char *name;
  const struct general *g;       /* the command's settings */
  struct series *series;         /* from the first step on */
  bool running;                  /* a step is going on */
  int stopped;                   /* a step's status that ends the suite */
  struct json *summary;          /* sysbench.summary's, for the result files */
};

struct suite *suite_begin(const char *name, const struct general *g)
{
  struct suite *suite = alloc_resize(NULL, sizeof(*suite));
  memset(suite, 0, sizeof(*suite));
  suite->name = name;
  suite->g = g;
  watchdog_start();
  watchdog_hook_enter("command");
  return suite;
}

bool suite_running(const struct suite *suite)
{
  return suite->running;
}

bool suite_stopped(const struct suite *suite)
{
  return suite->stopped != 0 || watchdog_signal() != 0;
}

const struct results_series *suite_results(const struct suite *suite)
{
  return suite->series ? series_results(suite->series) : NULL;
}

void suite_set_summary(struct suite *suite, struct json *summary)
{
  json_free(suite->summary);
  suite->summary = summary;
}

int suite_end(struct suite *suite, int status)
{
  watchdog_hook_leave();
  int sig = watchdog_stop();
  if (suite->stopped)
    status = suite->stopped;
  else if (sig)
    status = 128 + sig;
  struct results_series *res = suite->series ? series_results(suite->series) : NULL;
  size_t runs = res ? res->nsteps : 0;
  /* A step whose workers were left behind (status -(128+signal)) was
   * interrupted all the same: said as any other. */
  int code = status < 0 ? -status : status;
  const char *signame = watchdog_signame(code - 128);
  if (code > 128 && runs && output_any(suite->g->outputs))
    log_warning("%s interrupted by %s: the results of %zu run(s) so far are kept", suite->name,
                signame, runs);
  else if (code > 128 && runs)   /* no --output: nothing keeps them */
    log_warning("%s interrupted by %s after %zu run(s)", suite->name, signame, runs);
  else if (code > 128)
    log_warning("%s interrupted by %s before any run completed", suite->name, signame);
  if (res) {
    res->summary = suite->summary;
    suite->summary = NULL;
    status = series_end(suite->series, status);
  }
  json_free(suite->summary);
  free(suite);
  return status;
}

/* A label no other step of the suite has: the one given, or the test and
 * the options it changed. */
static void suite_label(const struct suite *suite, const char *name, const char *given_label,
                        const struct json *given, char *label, size_t len)
{
  size_t n = (size_t)snprintf(label, len, "%s", given_label ? given_label : name);
  for (size_t i = 0; given_label == NULL && i < given->len && n < len; i++)
    n += (size_t)snprintf(label + n, len - n, " %s=%s", given->keys[i], given->items[i]->string);
  char base[256];
  snprintf(base, sizeof(base), "%s", label);
  const struct results_series *res = series_results(suite->series);
  for (int k = 2;; k++) {
    bool taken = false;
    for (size_t i = 0; i < res->nsteps && !taken; i++)
      taken = strcmp(res->steps[i].label, label) == 0;
    if (!taken)
      break;
    snprintf(label, len, "%.200s (%d)", base, k);
  }
}

int suite_step(struct suite *suite, const char *name, const struct sb_test *t,
               enum sb_command cmd, const char *label, const struct opt_registry *r,
               struct json *given, struct results_step **step)
{
  char unique[256] = "";
  if (suite->series == NULL)
    suite->series = series_begin(suite->name, suite->g, false);
  if (cmd == CMD_RUN) {
    suite_label(suite, name, label, given, unique, sizeof(unique));
    json_set(given, "test", json_string(name));
  }
  struct series_step st;
  series_step_init(suite->series, &st, t, cmd);
  st.label = unique;
  st.options = r;
  st.settings = SERIES_STEP_SETTINGS;
  st.given = given;
  st.kind = RESULTS_STEP_SUITE;
  st.who = "sysbench.run";
  suite->running = true;
  watchdog_hook_leave();   /* the run watches itself */
  int status = series_step(suite->series, &st, step);
  watchdog_hook_enter("command");
  suite->running = false;
  enum series_status end = series_status_of(status);
  if (end == SERIES_INTERRUPTED || end == SERIES_LEFT_BEHIND)
    suite->stopped = status;
  return status;
}
