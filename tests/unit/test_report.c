/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_report.c: the reports of a run, fed with statistics written here
 * (no thread is started): the figures of intermediate and cumulative
 * reports, fairness, percentiles within [min, max], the warmup reset, and
 * what reaches the result sink and the test's hooks. It links the report
 * code alone: no runner, result files, Lua or plug-in. */
#include <pthread.h>
#include <semaphore.h>
#include <string.h>

#include "core/stats/histogram.h"
#include "core/run/report.h"
#include "core/base/timer.h"
#include "unit.h"

/* What the result sink got: the reports of each kind, the final one, and
 * how many events its histogram holds. */
static struct {
  int intermediate;
  bool has_final;
  struct sb_stat final;
  uint64_t final_hist_total;
} rec;

static void record(void *ctx, enum results_kind kind, const struct sb_stat *st)
{
  (void)ctx;
  if (kind == RESULTS_INTERMEDIATE) {
    rec.intermediate++;
  } else if (kind == RESULTS_FINAL) {
    rec.has_final = true;
    rec.final = *st;
    rec.final_hist_total = histogram_total(st->hist);
  }
}

static struct sb_stat seen[4];
static int nseen;
static int prefix_calls;

static void keep(void *data, const struct sb_stat *st)
{
  (void)data;
  if (nseen < 4)
    seen[nseen++] = *st;
}

static void prefix(void *data, const struct sb_stat *st)
{
  (void)st;
  prefix_calls += *(int *)data;
}

/* Thread t did n events of ns nanoseconds each, and a read per event. */
static void feed(struct stats *s, int t, int n, uint64_t ns)
{
  for (int i = 0; i < n; i++) {
    stats_record(&s[t], ns);
    stats_inc(&s[t], STATS_READ, 1);
  }
}

static void run_reports(void *arg)
{
  struct run_config *rc = arg;
  struct stats stats[2];
  stats_init(&stats[0]);
  stats_init(&stats[1]);
  int one = 1;
  struct report_hooks hooks = { .intermediate = keep, .prefix = prefix,
                                .cumulative = NULL, .intermediate_data = &one, .prefix_data = &one,
                                .record = record };
  struct report *r = report_new(rc, 2, stats, &hooks);
  struct report_gauges g = { 2, 0, 0 };
  uint64_t t0 = timer_now();
  report_begin(r, t0);
  feed(stats, 0, 100, 1000);
  feed(stats, 1, 300, 3000);
  report_intermediate(r, &g);
  feed(stats, 1, 100, 1000000);
  g.threads_running = 0;
  report_final(r, t0 + 2 * NS_PER_SEC, &g);
  report_free(r);
}

UNIT_TEST(report_figures_from_statistics)
{
  struct run_config rc = { .threads = 2, .npercentiles = 2, .percentiles = { 50, 99 } };
  memset(&rec, 0, sizeof(rec));
  nseen = prefix_calls = 0;
  unit_quiet(run_reports, &rc);
  CHECK(nseen == 1 && prefix_calls == 1);
  const struct sb_stat *i = &seen[0];
  CHECK(!i->cumulative && i->threads_running == 2);
  CHECK(i->cnt[STATS_EVENT] == 400 && i->cnt[STATS_READ] == 400);
  CHECK(i->lat_sum_ns == 100 * 1000 + 300 * 3000);
  /* The median of 100 x 1 us and 300 x 3 us is 3 us, within a bucket. */
  CHECK(i->pcts[0] > 2.9e-6 && i->pcts[0] < 3.1e-6);
  CHECK(rec.intermediate == 1 && rec.has_final);
  const struct sb_stat *f = &rec.final;
  CHECK(f->cumulative && f->time_interval == 2.0 && f->time_total == 2.0);
  CHECK(f->cnt[STATS_EVENT] == 500);
  CHECK(f->lat_min_ns == 1000 && f->lat_max_ns == 1000000);
  /* The 99th percentile's bucket lies above max: clamped to it. */
  CHECK(f->pcts[1] == 1e-3);
  /* Fairness: 100 and 400 events per thread. */
  CHECK(f->events_avg == 250 && f->events_stddev == 150);
  CHECK(rec.final_hist_total == 500);
}

static void run_warmup(void *arg)
{
  struct run_config *rc = arg;
  struct stats st;
  stats_init(&st);
  struct report_hooks hooks = { .intermediate = keep, .prefix = NULL,
                                .cumulative = keep };
  struct report *r = report_new(rc, 1, &st, &hooks);
  struct report_gauges g = { 1, 0, 0 };
  uint64_t t0 = timer_now();
  report_begin(r, t0);
  feed(&st, 0, 50, 1000);                        /* warmup */
  report_reset(r, t0 + NS_PER_SEC, NS_PER_SEC);
  feed(&st, 0, 20, 2000);
  report_final(r, t0 + 3 * NS_PER_SEC, &g);
  report_free(r);
}

/* After the warmup every figure restarts and time_total leaves it out. */
UNIT_TEST(report_warmup_is_left_out)
{
  struct run_config rc = { .threads = 1, .npercentiles = 1, .percentiles = { 95 } };
  nseen = 0;
  unit_quiet(run_warmup, &rc);
  CHECK(nseen == 1);
  const struct sb_stat *f = &seen[0];
  CHECK(f->cnt[STATS_EVENT] == 20 && f->lat_min_ns == 2000);
  CHECK(f->time_interval == 2.0 && f->time_total == 2.0);
}

static void failing(void *data, const struct sb_stat *st)
{
  (void)data;
  (void)st;
  report_hook_failed();
}

static void run_failing_hooks(void *arg)
{
  bool *ok = arg;
  struct run_config rc = { .threads = 1 };
  struct stats st;
  stats_init(&st);
  struct report_hooks hooks = { .intermediate = failing, .prefix = NULL,
                                .cumulative = failing };
  struct report *r = report_new(&rc, 1, &st, &hooks);
  struct report_gauges g = { 1, 0, 0 };
  report_begin(r, timer_now());
  ok[0] = report_intermediate(r, &g);
  ok[1] = report_checkpoint(r, &g);
  ok[2] = report_final(r, timer_now(), &g);
  report_free(r);
  /* Hooks that do not fail, after ones that did. */
  hooks = (struct report_hooks) { .intermediate = keep, .prefix = NULL,
                                  .cumulative = keep };
  r = report_new(&rc, 1, &st, &hooks);
  report_begin(r, timer_now());
  ok[3] = report_intermediate(r, &g) && report_final(r, timer_now(), &g);
  report_free(r);
}

/* A hook that fails (a Lua error) makes its report say so. */
UNIT_TEST(report_hook_failure_is_returned)
{
  bool ok[4];
  nseen = 0;
  unit_quiet(run_failing_hooks, ok);
  CHECK(!ok[0] && !ok[1] && !ok[2]);
  CHECK(ok[3]);
}

static sem_t hook_in, hook_out;

/* A cumulative hook that stays until told to go (a Lua loop would stay
 * for ever). */
static void stuck(void *data, const struct sb_stat *st)
{
  (void)data;
  (void)st;
  sem_post(&hook_in);
  sem_wait(&hook_out);
}

static void *final_in_thread(void *arg)
{
  struct report_gauges g = { 0, 0, 0 };
  report_final(arg, timer_now(), &g);
  return NULL;
}

static void emergency(void *arg)
{
  struct report_gauges g = { 0, 0, 0 };
  report_emergency(arg, timer_now(), &g);
}

/* The watchdog's report while a cumulative hook holds the report's lock
 * (it waits 100 ms for it, then prints the figures the hook was given),
 * here under the sanitizers. */
UNIT_TEST(report_emergency_beside_a_stuck_hook)
{
  struct run_config rc = { .threads = 2, .npercentiles = 1, .percentiles = { 95 } };
  struct stats stats[2];
  stats_init(&stats[0]);
  stats_init(&stats[1]);
  struct report_hooks hooks = { .intermediate = NULL, .prefix = NULL,
                                .cumulative = stuck };
  struct report *r = report_new(&rc, 2, stats, &hooks);
  report_begin(r, timer_now());
  feed(stats, 0, 10, 1000);
  feed(stats, 1, 20, 2000);
  sem_init(&hook_in, 0, 0);
  sem_init(&hook_out, 0, 0);
  pthread_t t;
  CHECK(pthread_create(&t, NULL, final_in_thread, r) == 0);
  sem_wait(&hook_in);
  uint64_t t0 = timer_now();
  unit_quiet(emergency, r);
  CHECK(timer_now() - t0 >= 90 * 1000 * 1000ULL);   /* it waited for the lock */
  sem_post(&hook_out);
  pthread_join(t, NULL);
  sem_destroy(&hook_in);
  sem_destroy(&hook_out);
  report_free(r);
}
