/* SPDX-License-Identifier: GPL-2.0-or-later */
/* report.c: turns per-thread statistics into report figures and prints them
 * in the reference's formats. One lock per run serialises its reports,
 * which come from the reporter thread and the thread running the run. */
#include "report.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/stats/histogram.h"
#include "core/base/log.h"
#include "plugin/module.h"
#include "steady.h"
#include "core/base/timer.h"
#include "watchdog.h"

struct report {
  pthread_mutex_t lock;
  const struct run_config *rc;
  int nthreads;
  struct stats *stats;
  struct report_hooks hooks;
  struct stats_baseline inter_base, cumul_base;
  struct stats_delta delta;
  struct steady *steady;             /* --steady-state's samples, or NULL */
  struct stats_baseline sample_base;
  double *fair_events, *fair_time;   /* per-thread scratch for fairness */
  uint64_t start_ns, offset_ns;
  uint64_t inter_ns, cumul_ns;       /* time of the previous report of each kind */
  bool final_done;                   /* the final report has been printed */
  struct sb_stat progress;           /* the cumulative report in a hook, */
  int in_progress;                   /* while it is there */
};

/* How long report_emergency waits for a report being printed. */
#define REPORT_EMERGENCY_WAIT_NS (100 * 1000 * 1000L)

/* Set by report_hook_failed() in the thread whose hook is running. */
static __thread bool report_hook_error;

void report_hook_failed(void)
{
  report_hook_error = true;
}

/* Calls a hook; false when it failed. A named hook (a Lua one may loop
 * for ever) is watched after a signal (watchdog.h). */
static bool report_call(void (*hook)(void *, const struct sb_stat *), void *data,
                        const struct sb_stat *st, const char *watched)
{
  report_hook_error = false;
  if (watched)
    watchdog_hook_enter(watched);
  hook(data, st);
  if (watched)
    watchdog_hook_leave();
  return !report_hook_error;
}

struct report *report_new(const struct run_config *rc, int nthreads, struct stats *stats,
                          const struct report_hooks *hooks)
{
  struct report *r = calloc(1, sizeof(*r));
  if (r == NULL)
    return NULL;
  pthread_mutex_init(&r->lock, NULL);
  r->rc = rc;
  r->nthreads = nthreads;
  r->stats = stats;
  r->hooks = *hooks;
  if (stats_baseline_init(&r->inter_base, nthreads) ||
      stats_baseline_init(&r->cumul_base, nthreads) ||
      stats_baseline_init(&r->sample_base, nthreads) ||
      stats_delta_init(&r->delta, nthreads) ||
      (rc->steady.on && !(r->steady = steady_new(&rc->steady, nthreads))) ||
      !(r->fair_events = calloc((size_t)nthreads, sizeof(double))) ||
      !(r->fair_time = calloc((size_t)nthreads, sizeof(double)))) {
    report_free(r);
    return NULL;
  }
  return r;
}

void report_free(struct report *r)
{
  if (r == NULL)
    return;
  stats_baseline_free(&r->inter_base);
  stats_baseline_free(&r->cumul_base);
  stats_baseline_free(&r->sample_base);
  steady_free(r->steady);
  stats_delta_free(&r->delta);
  free(r->fair_events);
  free(r->fair_time);
  pthread_mutex_destroy(&r->lock);
  free(r);
}

void report_begin(struct report *r, uint64_t start_ns)
{
  r->start_ns = r->inter_ns = r->cumul_ns = start_ns;
  r->offset_ns = 0;
}

/* Common figures of both report kinds, from d; *since is the previous
 * report. */
static void report_fill(struct report *r, struct sb_stat *st, const struct stats_delta *d,
                        uint64_t now, uint64_t *since, const struct report_gauges *g)
{
  uint64_t elapsed = now - r->start_ns;
  st->run = r->rc;
  st->modules = r->hooks.modules;
  st->time_total = timer_sec(elapsed > r->offset_ns ? elapsed - r->offset_ns : 0);
  st->time_interval = timer_sec(now - *since);
  *since = now;
  st->threads_running = g->threads_running;
  st->queue_length = g->queue_length;
  st->concurrency = g->concurrency;
  memcpy(st->cnt, d->cnt, sizeof(st->cnt));
  st->lat_sum_ns = d->lat_sum;
  for (int i = 0; i < r->rc->npercentiles; i++)
    st->pcts[i] = timer_sec(histogram_percentile(d->hist, r->rc->percentiles[i]));
  st->hist = d->hist;
  st->delta = d;
}

/* Fairness and latency extremes, from the events counted in d (ev, tm:
 * scratch for each thread's events and time). */
static void report_fill_cumulative(struct report *r, struct sb_stat *st,
                                   const struct stats_delta *d, double *ev, double *tm)
{
  int n = r->nthreads;
  st->cumulative = true;
  st->lat_min_ns = d->lat_min;
  st->lat_max_ns = d->lat_max;
  double lo = timer_sec(d->lat_min), hi = timer_sec(d->lat_max);
  for (int i = 0; i < r->rc->npercentiles; i++) {
    if (st->pcts[i] > hi)
      st->pcts[i] = hi;
    if (st->pcts[i] < lo)
      st->pcts[i] = lo;
  }
  double ev_sum = 0;
  for (int t = 0; t < n; t++) {
    ev[t] = (double)d->thr_events[t];
    tm[t] = timer_sec(d->thr_sum[t]);
    ev_sum += ev[t];
  }
  st->events_avg = ev_sum / n;
  st->time_avg = timer_sec(d->lat_sum) / n;
  double ev_var = 0, tm_var = 0;
  for (int t = 0; t < n; t++) {
    ev_var += (st->events_avg - ev[t]) * (st->events_avg - ev[t]);
    tm_var += (st->time_avg - tm[t]) * (st->time_avg - tm[t]);
  }
  st->events_stddev = sqrt(ev_var / n);
  st->time_stddev = sqrt(tm_var / n);
}

void report_print_intermediate(const struct sb_stat *st)
{
  if (modules_report_intermediate(st))
    return;
  const struct run_config *rc = st->run;
  double pct = rc->npercentiles ? rc->percentiles[0] : 0;
  log_timestamp(LOG_NOTICE, st->time_total, "thds: %u eps: %4.2f lat (ms,%g%%): %4.2f",
                (unsigned)st->threads_running,
                (double)st->cnt[STATS_EVENT] / st->time_interval, pct,
                (rc->npercentiles ? st->pcts[0] : 0) * 1000);
  if (rc->rate)
    log_timestamp(LOG_NOTICE, st->time_total, "queue length: %llu concurrency: %llu",
                  (unsigned long long)st->queue_length, (unsigned long long)st->concurrency);
}

/* "95th percentile:" or "99.9th percentile:", ending at column 53. */
static void report_percentile_line(double rank, double value)
{
  char label[32];
  figure_rank_text(rank, label, sizeof(label));
  int width = 27 - ((int)strlen(label) > 3 ? (int)strlen(label) - 3 : 0);
  log_notice("        %3sth percentile: %*.2f", label, width, value * 1000);
}

void report_print_cumulative(const struct sb_stat *st)
{
  const struct run_config *rc = st->run;
  const struct stats_delta *d = st->delta;
  modules_report_cumulative(st);
  log_notice("%s", "");
  log_notice("General statistics:");
  log_notice("    total time:                          %.4fs", st->time_total);
  log_notice("    total number of events:              %llu",
             (unsigned long long)st->cnt[STATS_EVENT]);
  log_notice("%s", "");
  log_notice("Latency (ms):");
  log_notice("         min: %39.2f", timer_sec(st->lat_min_ns) * 1000);
  log_notice("         avg: %39.2f", figure_latency_avg(st) * 1000);
  log_notice("         max: %39.2f", timer_sec(st->lat_max_ns) * 1000);
  if (rc->npercentiles == 0)
    log_notice("         percentile stats:               disabled");
  for (int i = 0; i < rc->npercentiles; i++)
    report_percentile_line(rc->percentiles[i], st->pcts[i]);
  log_notice("         sum: %39.2f", timer_sec(st->lat_sum_ns) * 1000);
  log_notice("%s", "");
  log_notice("Threads fairness:");
  log_notice("    events (avg/stddev):           %.4f/%3.2f", st->events_avg, st->events_stddev);
  log_notice("    execution time (avg/stddev):   %.4f/%3.2f", st->time_avg, st->time_stddev);
  log_notice("%s", "");
  /* With --debug only, as the reference: not with --verbosity=5. */
  if (!rc->debug)
    return;
  log_debug("Verbose per-thread statistics:\n");
  for (int t = 0; t < d->nthreads; t++) {
    uint64_t n = d->thr_events[t];
    log_debug("    thread #%3d: min: %.4fs  avg: %.4fs  max: %.4fs  events: %llu", t,
              timer_sec(d->thr_min[t]), n ? timer_sec(d->thr_sum[t] / n) : 0.0,
              timer_sec(d->thr_max[t]), (unsigned long long)n);
    log_debug("                 total time taken by event execution: %.4fs",
              timer_sec(d->thr_sum[t]));
  }
  log_text("\n");
}

bool report_intermediate(struct report *r, const struct report_gauges *g)
{
  pthread_mutex_lock(&r->lock);
  uint64_t now = timer_now();
  struct sb_stat st = { 0 };
  bool ok = true;
  stats_collect(r->stats, &r->inter_base, &r->delta, false);
  report_fill(r, &st, &r->delta, now, &r->inter_ns, g);
  if (r->hooks.record)
    r->hooks.record(r->hooks.record_ctx, RESULTS_INTERMEDIATE, &st);
  if (r->hooks.intermediate)
    ok = report_call(r->hooks.intermediate, r->hooks.intermediate_data, &st, "report_intermediate");
  else
    report_print_intermediate(&st);
  pthread_mutex_unlock(&r->lock);
  return ok;
}

/* A cumulative report: figures since the last one (kept for result
 * files), then the test's printer; false when a hook failed. */
static bool report_cumulative(struct report *r, enum results_kind kind, uint64_t now,
                              bool histogram, bool forced, const struct report_gauges *g)
{
  struct sb_stat st = { 0 };
  double at;
  bool window = kind == RESULTS_FINAL && r->steady && steady_attained(r->steady, &at);
  stats_collect(r->stats, &r->cumul_base, &r->delta, true);
  /* --steady-state attained: the figures are those of its window. */
  if (window)
    steady_window(r->steady, &r->delta);
  report_fill(r, &st, &r->delta, now, &r->cumul_ns, g);
  if (window)
    st.time_total = st.time_interval = steady_conf_of(r->steady)->window;
  report_fill_cumulative(r, &st, &r->delta, r->fair_events, r->fair_time);
  st.forced = forced;
  if (r->hooks.record)
    r->hooks.record(r->hooks.record_ctx, kind, &st);
  if (histogram)
    histogram_print(r->delta.hist, 1);
  if (r->hooks.cumulative) {
    /* Kept for report_emergency, should the hook never return. */
    r->progress = st;
    __atomic_store_n(&r->in_progress, 1, __ATOMIC_RELEASE);
    bool ok = report_call(r->hooks.cumulative, r->hooks.cumulative_data, &st, "report_cumulative");
    __atomic_store_n(&r->in_progress, 0, __ATOMIC_RELEASE);
    return ok;
  }
  if (r->hooks.prefix && !report_call(r->hooks.prefix, r->hooks.prefix_data, &st, NULL))
    return false;
  report_print_cumulative(&st);
  return true;
}

/* Checkpoints are in measured time, as intermediate reports are. */
bool report_checkpoint(struct report *r, const struct report_gauges *g)
{
  pthread_mutex_lock(&r->lock);
  uint64_t now = timer_now();
  log_timestamp(LOG_NOTICE, timer_sec(now - r->start_ns - r->offset_ns), "Checkpoint report:");
  bool ok = report_cumulative(r, RESULTS_CHECKPOINT, now, false, false, g);
  pthread_mutex_unlock(&r->lock);
  return ok;
}

/* One --steady-state sample at now_ns (r locked); true once it holds. */
static bool report_sample_locked(struct report *r, uint64_t now_ns)
{
  stats_collect(r->stats, &r->sample_base, &r->delta, false);
  uint64_t elapsed = now_ns - r->start_ns;
  double t = timer_sec(elapsed > r->offset_ns ? elapsed - r->offset_ns : 0);
  return steady_add(r->steady, &r->delta, t);
}

bool report_final(struct report *r, uint64_t end_ns, const struct report_gauges *g)
{
  pthread_mutex_lock(&r->lock);
  /* A run that ends before the reporter's tick of its last second: the
   * verdict counts that second too when it is at least half of one. */
  double at;
  uint64_t elapsed = end_ns - r->start_ns;
  double end_sec = timer_sec(elapsed > r->offset_ns ? elapsed - r->offset_ns : 0);
  if (r->steady && !steady_attained(r->steady, &at) &&
      end_sec - steady_last_sample(r->steady) >= 0.5)
    report_sample_locked(r, end_ns);
  bool ok = report_cumulative(r, RESULTS_FINAL, end_ns, r->rc->histogram, false, g);
  r->final_done = true;
  pthread_mutex_unlock(&r->lock);
  return ok;
}

void report_forced(struct report *r, uint64_t end_ns, const struct report_gauges *g)
{
  pthread_mutex_lock(&r->lock);
  report_cumulative(r, RESULTS_FINAL, end_ns, false, true, g);
  r->final_done = true;
  pthread_mutex_unlock(&r->lock);
}

void report_emergency(struct report *r, uint64_t end_ns, const struct report_gauges *g)
{
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  ts.tv_nsec += REPORT_EMERGENCY_WAIT_NS;
  if (ts.tv_nsec >= (long)NS_PER_SEC) {
    ts.tv_sec++;
    ts.tv_nsec -= (long)NS_PER_SEC;
  }
  /* The lock is kept: the process ends after this report. */
  bool locked = pthread_mutex_timedlock(&r->lock, &ts) == 0;
  if (locked && r->final_done)
    return;
  if (!locked && __atomic_load_n(&r->in_progress, __ATOMIC_ACQUIRE)) {
    /* A cumulative hook does not return: the figures it was given (a
     * final report's cover the whole run). */
    struct sb_stat st = r->progress;
    if (r->hooks.prefix)
      r->hooks.prefix(r->hooks.prefix_data, &st);
    report_print_cumulative(&st);
    return;
  }
  /* Scratch of its own: the holder of the lock may be using the
   * report's, and the baselines are left as they are. */
  int n = r->nthreads;
  struct stats_baseline base;
  struct stats_delta d;
  double *ev = calloc((size_t)n, sizeof(double)), *tm = calloc((size_t)n, sizeof(double));
  if (stats_baseline_init(&base, n) || stats_delta_init(&d, n) || ev == NULL || tm == NULL)
    return;
  memcpy(base.thr, r->cumul_base.thr, (size_t)n * sizeof(*base.thr));
  memcpy(base.hist, r->cumul_base.hist, HISTOGRAM_BUCKETS * sizeof(uint64_t));
  stats_collect(r->stats, &base, &d, false);
  struct sb_stat st = { 0 };
  uint64_t since = r->cumul_ns;
  report_fill(r, &st, &d, end_ns, &since, g);
  report_fill_cumulative(r, &st, &d, ev, tm);
  st.forced = true;
  if (r->hooks.prefix)
    r->hooks.prefix(r->hooks.prefix_data, &st);
  report_print_cumulative(&st);
}

bool report_sample(struct report *r, uint64_t now_ns)
{
  if (r->steady == NULL)
    return false;
  pthread_mutex_lock(&r->lock);
  bool done = report_sample_locked(r, now_ns);
  pthread_mutex_unlock(&r->lock);
  return done;
}

const struct steady *report_steady(const struct report *r)
{
  return r->steady;
}

void report_reset(struct report *r, uint64_t now_ns, uint64_t offset_ns)
{
  pthread_mutex_lock(&r->lock);
  stats_collect(r->stats, &r->inter_base, &r->delta, false);
  stats_collect(r->stats, &r->cumul_base, &r->delta, true);
  stats_collect(r->stats, &r->sample_base, &r->delta, false);
  r->inter_ns = r->cumul_ns = now_ns;
  r->offset_ns = offset_ns;
  pthread_mutex_unlock(&r->lock);
}
