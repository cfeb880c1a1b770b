/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_runner.c: the runner with a trivial test: exact --events totals over
 * several threads, the time limit, a failing event, each checked in the
 * report printed too. Run under TSan too. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/command/general.h"
#include "core/results/results.h"
#include "plugin/options.h"
#include "core/run/runner.h"
#include "plugin/test.h"
#include "unit.h"

static uint64_t events_done;
static int fail_at;
/* When the first and the last event started (timer_now). */
static uint64_t first_start, last_start;

static int count_event(struct sb_worker *w)
{
  uint64_t now = timer_now();
  ck_pr_cas_64(&first_start, 0, now);
  for (uint64_t last = ck_pr_load_64(&last_start); last < now;
       last = ck_pr_load_64(&last_start))
    if (ck_pr_cas_64(&last_start, last, now))
      break;
  uint64_t n = ck_pr_faa_64(&events_done, 1) + 1;
  stats_inc(w->stats, STATS_READ, 1);
  return fail_at && n == (uint64_t)fail_at ? SB_EVENT_ERROR : SB_EVENT_OK;
}

static const struct sb_test count_test = {
  .name = "count", .desc = "counts events", .event = count_event,
};

struct run_args {
  const char *argv[12];
  int rc;
};

/* The general options of a, read from a registry of their own. */
static struct opt_registry *run_options(const struct run_args *a, struct general *g,
                                        int *rc)
{
  struct opt_registry *r = opt_registry_new();
  general_register(r);
  for (int i = 0; a->argv[i]; i += 2)
    opt_set(r, a->argv[i], a->argv[i + 1]);
  *rc = general_read(r, g, GENERAL_RUN);
  return r;
}

static void run_quiet(void *arg)
{
  struct run_args *a = arg;
  struct general g;
  struct opt_registry *r = run_options(a, &g, &a->rc);
  if (a->rc == 0)
    a->rc = runner_run(&count_test, NULL, &g.run);
  opt_registry_free(r);
}

/* The number after "label" in the report text, or -1 when none is. */
static double report_figure(const char *text, const char *label)
{
  const char *p = strstr(text, label);
  return p ? strtod(p + strlen(label), NULL) : -1;
}

UNIT_TEST(runner_exact_event_total)
{
  struct run_args a = { { "threads", "4", "events", "10007", "time", "0", NULL }, -1 };
  static char out[16384];
  events_done = 0;
  fail_at = 0;
  CHECK(unit_capture(run_quiet, &a, out, sizeof(out)));
  CHECK(a.rc == 0);
  CHECK(events_done == 10007);
  CHECK(report_figure(out, "total number of events:") == 10007);
}

/* --time=1: no event starts after the limit (a worker may be preempted
 * between its check and its event: 0.5 s of slack), and the report says
 * what ran, over at least the second asked for and not much more. */
UNIT_TEST(runner_time_limit_stops)
{
  struct run_args a = { { "threads", "2", "time", "1", NULL }, -1 };
  static char out[16384];
  events_done = 0;
  fail_at = 0;
  first_start = last_start = 0;
  CHECK(unit_capture(run_quiet, &a, out, sizeof(out)));
  CHECK(a.rc == 0);
  CHECK(events_done > 0);
  CHECK(timer_sec(last_start - first_start) <= 1.5);
  CHECK(report_figure(out, "total number of events:") == (double)events_done);
  double total = report_figure(out, "total time:");
  CHECK(total >= 1.0 && total <= 1.5);
}

UNIT_TEST(runner_event_error_fails_run)
{
  struct run_args a = { { "threads", "3", "events", "100000", "time", "0", NULL }, -1 };
  events_done = 0;
  fail_at = 50;
  unit_quiet(run_quiet, &a);
  CHECK(a.rc == 1);
  CHECK(events_done < 100000);
}

UNIT_TEST(runner_reports_while_running)
{
  struct run_args a = { { "threads", "2", "time", "2", "report-interval", "1",
                          "report-checkpoints", "1", NULL }, -1 };
  events_done = 0;
  fail_at = 0;
  unit_quiet(run_quiet, &a);
  CHECK(a.rc == 0);
}

UNIT_TEST(runner_rate_and_warmup)
{
  struct run_args a = { { "threads", "3", "time", "1", "rate", "3000", "warmup-time", "1",
                          "report-interval", "1", NULL }, -1 };
  events_done = 0;
  fail_at = 0;
  unit_quiet(run_quiet, &a);
  CHECK(a.rc == 0);
  /* about 3000/s over the warmup and the measured second */
  CHECK(events_done > 4000 && events_done < 8000);
}

static pid_t parent_pid;

/* Counts events, and as "other" those that ran in another process. */
static int proc_event(struct sb_worker *w)
{
  stats_inc(w->stats, STATS_READ, 1);
  if (getpid() != parent_pid)
    stats_inc(w->stats, STATS_OTHER, 1);
  return SB_EVENT_OK;
}

static const struct sb_test proc_test = {
  .name = "procs", .desc = "counts events in processes", .flags = SB_TEST_PROCESSES,
  .event = proc_event,
};

static void run_procs(void *arg)
{
  struct run_args *a = arg;
  struct general g;
  struct opt_registry *r = run_options(a, &g, &a->rc);
  if (a->rc == 0) {
    struct results_series *res = results_begin("procs", &g.run, false);
    g.run.results = results_step_begin(res, "threads=3", 3, NULL);
    a->rc = runner_run(&proc_test, NULL, &g.run);
    const struct sb_stat *f = &g.run.results->final;
    if (a->rc == 0 && !(f->cnt[STATS_EVENT] == 10007 && f->cnt[STATS_READ] == 10007 &&
                        f->cnt[STATS_OTHER] == 10007))
      a->rc = 99;
    results_free(res);
  }
  opt_registry_free(r);
}

/* Process mode: every event runs in a worker process, and the exact
 * --events total and the counters reach the parent's report. */
UNIT_TEST(runner_processes_exact_event_total)
{
  struct run_args a = { { "threads", "3", "events", "10007", "time", "0", NULL }, -1 };
  parent_pid = getpid();
  unit_quiet(run_procs, &a);
  CHECK(a.rc == 0);
}
