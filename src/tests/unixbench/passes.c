/* SPDX-License-Identifier: GPL-2.0-or-later */
/* passes.c: the unixbench index's runs: for each number of copies, each
 * test's passes (each one run of the test, quiet, after UnixBench's
 * `sync; sleep 1; sync; sleep 2`), a line per pass as it ends, each
 * test's figure; at the end the report (report.c). Every pass is a
 * labelled step of the result files, its figures in the step's facts.
 * SIGINT or SIGTERM stops the index with the report of what completed
 * (the watchdog, started by the run command, takes the signals). */
#include <errno.h>
#include <math.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/base/json.h"
#include "core/base/log.h"
#include "core/results/results.h"
#include "core/command/series.h"
#include "core/run/watchdog.h"
#include "tests/unixbench/unixbench.h"

/* The run of the index: its settings and where the passes go. */
struct passes {
  const struct unixbench_conf *c;
  const struct general *g;
  struct series *series;
  struct json *facts;        /* the last pass's "unixbench" facts */
  int cpus;
  struct index_series done[GENERAL_MAX_STEPS];   /* the series with a figure */
  int ndone;
};

/* Sleeps s seconds, or until a signal stops the index. */
static void passes_sleep(double s)
{
  struct timespec ts = { (time_t)s, (long)((s - floor(s)) * 1e9) };
  while (watchdog_signal() == 0 && nanosleep(&ts, &ts) && errno == EINTR)
    ;
}

/* UnixBench's pause before each pass, shortened with the passes; false
 * when a signal stopped the index. */
static bool passes_settle(int pass_time)
{
  double first = pass_time && pass_time < 10 ? pass_time / 10.0 : 1;
  sync();
  passes_sleep(first);
  sync();
  passes_sleep(2 * first);
  return watchdog_signal() == 0;
}

static int passes_per_test(const struct passes *s, const struct index_test *t)
{
  return s->c->passes ? s->c->passes : t->passes;
}

static int passes_seconds(const struct passes *s, const struct index_test *t)
{
  return s->c->pass_time ? s->c->pass_time : t->seconds;
}

/* The cell of one pass of t. */
static void passes_cell(struct cell *cell, const struct index_test *t, int copies, int seconds,
                        const char *label)
{
  memset(cell, 0, sizeof(*cell));
  cell->test = t->test;
  memcpy(cell->options, t->options, sizeof(cell->options));
  cell->label = label;
  cell->threads = copies;
  cell->seconds = seconds;
}

/* One pass: a quiet run of the test; its figure into *figure. */
static int passes_pass(struct passes *s, const struct index_test *t, int copies, int pass,
                       double *figure, double *seconds)
{
  struct results_step *st;
  char label[64];
  struct cell cell;
  snprintf(label, sizeof(label), "%s copies=%d pass=%d", t->key, copies, pass);
  passes_cell(&cell, t, copies, passes_seconds(s, t), label);
  /* The passes' own headers and reports would bury the index: only
   * warnings and errors show, unless --verbosity=5 (or --debug). */
  int verbosity = s->g->verbosity;
  log_start(verbosity < LOG_DEBUG && verbosity > LOG_WARNING ? LOG_WARNING : verbosity);
  int rc = cell_run(&cell, s->g, s->series, &st);
  log_start(verbosity);
  if (rc || st == NULL || !st->has_final)
    return rc ? rc : 1;
  *figure = index_pass_figure(t, &st->final);
  *seconds = st->final.time_interval;
  log_notice("%-40s pass %2d of %2d: %12.1f %s", t->name, pass, passes_per_test(s, t), *figure,
             index_unit_name(t->unit));
  struct json *u = s->facts = json_set(st->facts, "unixbench", json_object());
  json_set(u, "test", json_string(t->name));
  json_set(u, "copies", json_uint((uint64_t)copies));
  json_set(u, "pass", json_uint((uint64_t)pass));
  json_set(u, "passes", json_uint((uint64_t)passes_per_test(s, t)));
  json_set(u, "result", json_number(*figure));
  json_set(u, "unit", json_string(index_unit_name(t->unit)));
  return 0;
}

/* Test i at one number of copies: its passes, then its figure. */
static int passes_test(struct passes *s, int i, struct index_series *out)
{
  const struct index_test *t = &index_tests[i];
  int n = passes_per_test(s, t);
  double v[INDEX_MAX_PASSES], sec[INDEX_MAX_PASSES];
  for (int p = 0; p < n; p++) {
    if (!passes_settle(s->c->pass_time))
      return 128 + watchdog_signal();
    int rc = passes_pass(s, t, out->copies, p + 1, &v[p], &sec[p]);
    if (rc)
      return rc;
  }
  index_keep(out, i, v, sec, n);
  json_set(s->facts, "figure", json_number(out->figure[i]));
  json_set(s->facts, "baseline", json_number(t->baseline));
  json_set(s->facts, "index", json_number(index_of(t, out->figure[i])));
  return 0;
}

/* Every wanted test with this many copies; the series is kept for the
 * report when a test has a figure. */
static int passes_run(struct passes *s, int copies)
{
  struct index_series *out = &s->done[s->ndone];
  *out = (struct index_series){ .copies = copies, .started = time(NULL) };
  log_notice("Running %d cop%s of each test:", copies, copies == 1 ? "y" : "ies");
  int rc = 0;
  bool any = false;
  for (int i = 0; i < INDEX_TESTS && rc == 0; i++)
    if (s->c->want[i])
      rc = passes_test(s, i, out);
  out->ended = time(NULL);
  log_text("\n");
  for (int i = 0; i < INDEX_TESTS; i++)
    any |= out->ran[i];
  if (!any)
    return rc;
  s->ndone++;
  if (rc == 0)
    json_set(s->facts, "score", json_number(index_score(out)));
  return rc;
}

/* UnixBench's report of each series that has a figure, then ours. */
static void passes_report(const struct passes *s)
{
  for (int k = 0; k < s->ndone; k++)
    index_report_series(&s->done[k], s->cpus);
  if (s->ndone)
    index_report_added(s->done, s->ndone);
}

/* The CPUs this process may run on, as nproc counts them. */
static int passes_cpus(void)
{
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0 && CPU_COUNT(&set) > 0)
    return CPU_COUNT(&set);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (int)n : 1;
}

/* The copies of each series: --threads when given, else 1 and one per
 * CPU. Returns how many. */
static int passes_copies(const struct general *g, int cpus, int *copies)
{
  if (g->threads_given) {
    memcpy(copies, g->thread_steps, sizeof(int) * (size_t)g->nsteps);
    return g->nsteps;
  }
  copies[0] = 1;
  copies[1] = cpus;
  return cpus > 1 ? 2 : 1;
}

/* What the index will do, and about how long it takes. */
static void passes_intro(const struct passes *s, const int *copies, int n, int cpus)
{
  double seconds = 0, first = s->c->pass_time && s->c->pass_time < 10 ? s->c->pass_time / 10.0 : 1;
  char list[256] = "";
  size_t len = 0;
  for (int k = 0; k < n; k++) {
    if (copies[k] > INDEX_MAX_COPIES)
      continue;
    len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%d", len ? ", " : "", copies[k]);
    for (int i = 0; i < INDEX_TESTS; i++)
      if (s->c->want[i])
        seconds += passes_per_test(s, &index_tests[i]) *
                   (passes_seconds(s, &index_tests[i]) + 3 * first);
  }
  log_notice("UnixBench-style index: UnixBench 5.1.3's system tests (no Dhrystone, no Whetstone)");
  log_notice("%d CPU%s; copies of each test: %s", cpus, cpus == 1 ? "" : "s", list);
  if (s->c->pass_time)
    log_notice("Passes of %d s, each after `sync; sleep %g; sync; sleep %g`", s->c->pass_time,
               first, 2 * first);
  else
    log_notice("Passes of UnixBench's lengths, each after `sync; sleep 1; sync; sleep 2`");
  if (seconds >= 120)
    log_notice("This takes about %.0f minutes\n", ceil(seconds / 60));
  else
    log_notice("This takes about %.0f seconds\n", ceil(seconds));
}

/* Each wanted test's options and needs, before anything runs. */
static int passes_check(const struct passes *s)
{
  for (int i = 0; i < INDEX_TESTS; i++) {
    if (!s->c->want[i])
      continue;
    struct cell cell;
    passes_cell(&cell, &index_tests[i], 1, 1, NULL);
    if (cell_check(&cell, s->g))
      return 1;
  }
  return 0;
}

int unixbench_suite(void *conf, const struct general *g)
{
  int copies[GENERAL_MAX_STEPS], cpus = passes_cpus();
  struct passes s = { .c = conf, .g = g, .cpus = cpus };
  int n = passes_copies(g, cpus, copies), runnable = 0;
  for (int k = 0; k < n; k++)
    runnable += copies[k] <= INDEX_MAX_COPIES;
  if (runnable == 0) {
    log_fatal("unixbench runs its system tests with at most %d copies, as UnixBench does: "
              "--threads leaves nothing to run", INDEX_MAX_COPIES);
    return 1;
  }
  passes_intro(&s, copies, n, cpus);
  if (passes_check(&s))
    return 1;
  s.series = series_begin("unixbench", g, false);
  int rc = 0;
  for (int k = 0; k < n && rc == 0; k++) {
    if (copies[k] > INDEX_MAX_COPIES)
      log_notice("%d copies: skipped (UnixBench runs its system tests with at most %d)\n",
                 copies[k], INDEX_MAX_COPIES);
    else
      rc = passes_run(&s, copies[k]);
  }
  passes_report(&s);
  if (rc > 128)
    log_warning("unixbench interrupted by %s, %s", rc == 128 + SIGINT ? "SIGINT" : "SIGTERM",
                s.ndone ? "the report above covers the tests that completed"
                        : "no test completed");
  return series_end(s.series, rc);
}
