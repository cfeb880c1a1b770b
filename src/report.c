/* report.c: turns per-thread statistics into report figures and prints them
 * in the reference's formats. One lock serialises reports, which come from
 * the reporter thread, checkpoints and the main thread. */
#include "report.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db/db.h"
#include "log.h"
#include "results.h"
#include "runner.h"
#include "timer.h"

static struct {
  pthread_mutex_t lock;
  int nthreads;
  struct stats *stats;
  struct stats_baseline inter_base, cumul_base;
  struct stats_delta delta;
  double *fair_events, *fair_time;   /* per-thread scratch for fairness */
  uint64_t start_ns, offset_ns;
  uint64_t inter_ns, cumul_ns;    /* time of the previous report of each kind */
} rep = { .lock = PTHREAD_MUTEX_INITIALIZER };

int report_init(int nthreads, struct stats *stats)
{
  rep.nthreads = nthreads;
  rep.stats = stats;
  if (stats_baseline_init(&rep.inter_base, nthreads) ||
      stats_baseline_init(&rep.cumul_base, nthreads) ||
      stats_delta_init(&rep.delta, nthreads) ||
      !(rep.fair_events = calloc((size_t)nthreads, sizeof(double))) ||
      !(rep.fair_time = calloc((size_t)nthreads, sizeof(double)))) {
    report_free();
    return -1;
  }
  return 0;
}

void report_free(void)
{
  stats_baseline_free(&rep.inter_base);
  stats_baseline_free(&rep.cumul_base);
  stats_delta_free(&rep.delta);
  free(rep.fair_events);
  free(rep.fair_time);
  rep.fair_events = rep.fair_time = NULL;
}

void report_begin(uint64_t start_ns)
{
  rep.start_ns = rep.inter_ns = rep.cumul_ns = start_ns;
  rep.offset_ns = 0;
}

/* Common figures of both report kinds; *since is the previous report. */
static void report_fill(struct sb_stat *st, uint64_t now, uint64_t *since)
{
  const struct stats_delta *d = &rep.delta;
  uint64_t elapsed = now - rep.start_ns;
  st->time_total = timer_sec(elapsed > rep.offset_ns ? elapsed - rep.offset_ns : 0);
  st->time_interval = timer_sec(now - *since);
  *since = now;
  st->threads_running = runner_threads_running();
  st->events = d->cnt[STATS_EVENT];
  st->reads = d->cnt[STATS_READ];
  st->writes = d->cnt[STATS_WRITE];
  st->other = d->cnt[STATS_OTHER];
  st->errors = d->cnt[STATS_ERROR];
  st->reconnects = d->cnt[STATS_RECONNECT];
  st->bytes_read = d->cnt[STATS_BYTES_READ];
  st->bytes_written = d->cnt[STATS_BYTES_WRITTEN];
  runner_queue_state(&st->queue_length, &st->concurrency);
  for (int i = 0; i < sb_general.npercentiles; i++)
    st->latency_pcts[i] = timer_sec(histogram_percentile(d->hist, sb_general.percentiles[i]));
  st->latency_pct = sb_general.npercentiles ? st->latency_pcts[0] : 0;
  st->delta = d;
}

/* Fairness and latency extremes; with in_flight, events still running
 * count as finished now, in the fairness figures only (forced shutdown). */
static void report_fill_cumulative(struct sb_stat *st, uint64_t now, bool in_flight)
{
  const struct stats_delta *d = &rep.delta;
  int n = rep.nthreads;
  st->latency_min = timer_sec(d->lat_min);
  st->latency_max = timer_sec(d->lat_max);
  st->latency_sum = timer_sec(d->lat_sum);
  st->latency_avg = d->cnt[STATS_EVENT] ? timer_sec(d->lat_sum / d->cnt[STATS_EVENT]) : 0;
  for (int i = 0; i < sb_general.npercentiles; i++) {
    if (st->latency_pcts[i] > st->latency_max)
      st->latency_pcts[i] = st->latency_max;
    if (st->latency_pcts[i] < st->latency_min)
      st->latency_pcts[i] = st->latency_min;
  }
  st->latency_pct = sb_general.npercentiles ? st->latency_pcts[0] : 0;

  double *ev = rep.fair_events, *tm = rep.fair_time, ev_sum = 0;
  for (int t = 0; t < n; t++) {
    ev[t] = (double)d->thr_events[t];
    tm[t] = timer_sec(d->thr_sum[t]);
    ev_sum += ev[t];
    uint64_t busy = in_flight ? ck_pr_load_64(&rep.stats[t].busy_since) : 0;
    if (busy && busy < now) {
      ev[t] += 1;
      tm[t] += timer_sec(now - busy);
    }
  }
  if (in_flight) {
    ev_sum = 0;
    for (int t = 0; t < n; t++)
      ev_sum += ev[t];
  }
  st->events_avg = ev_sum / n;
  st->time_avg = st->latency_sum / n;
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
  if (db_report_intermediate(st))
    return;
  unsigned pct = sb_general.npercentiles ? (unsigned)sb_general.percentiles[0] : 0;
  log_timestamp(LOG_NOTICE, st->time_total, "thds: %u eps: %4.2f lat (ms,%u%%): %4.2f",
                st->threads_running, (double)st->events / st->time_interval, pct,
                st->latency_pct * 1000);
  if (sb_general.rate)
    log_timestamp(LOG_NOTICE, st->time_total, "queue length: %llu concurrency: %llu",
                  (unsigned long long)st->queue_length, (unsigned long long)st->concurrency);
}

/* "95th percentile:" or "99.9th percentile:", ending at column 53. */
static void report_percentile_line(double rank, double value)
{
  char label[32];
  snprintf(label, sizeof(label), "%g", rank);
  int width = 27 - ((int)strlen(label) > 3 ? (int)strlen(label) - 3 : 0);
  log_notice("        %3sth percentile: %*.2f", label, width, value * 1000);
}

void report_print_cumulative(const struct sb_stat *st)
{
  const struct stats_delta *d = st->delta;
  db_report_cumulative(st);
  log_notice("%s", "");
  log_notice("General statistics:");
  log_notice("    total time:                          %.4fs", st->time_total);
  log_notice("    total number of events:              %llu",
             (unsigned long long)st->events);
  log_notice("%s", "");
  log_notice("Latency (ms):");
  log_notice("         min: %39.2f", st->latency_min * 1000);
  log_notice("         avg: %39.2f", st->latency_avg * 1000);
  log_notice("         max: %39.2f", st->latency_max * 1000);
  if (sb_general.npercentiles == 0)
    log_notice("         percentile stats:               disabled");
  for (int i = 0; i < sb_general.npercentiles; i++)
    report_percentile_line(sb_general.percentiles[i], st->latency_pcts[i]);
  log_notice("         sum: %39.2f", st->latency_sum * 1000);
  log_notice("%s", "");
  log_notice("Threads fairness:");
  log_notice("    events (avg/stddev):           %.4f/%3.2f", st->events_avg, st->events_stddev);
  log_notice("    execution time (avg/stddev):   %.4f/%3.2f", st->time_avg, st->time_stddev);
  log_notice("%s", "");
  if (!log_enabled(LOG_DEBUG))
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

void report_intermediate(void)
{
  pthread_mutex_lock(&rep.lock);
  uint64_t now = timer_now();
  struct sb_stat st = { 0 };
  stats_collect(rep.stats, &rep.inter_base, &rep.delta, false);
  report_fill(&st, now, &rep.inter_ns);
  results_record(RESULTS_INTERMEDIATE, false, &st);
  const struct sb_test *t = runner_test();
  (t->report_intermediate ? t->report_intermediate : report_print_intermediate)(&st);
  pthread_mutex_unlock(&rep.lock);
}

/* A cumulative report: figures since the last one (kept for result
 * files), then the test's printer. */
static void report_cumulative(enum results_kind kind, uint64_t now, bool histogram,
                              bool in_flight)
{
  struct sb_stat st = { 0 };
  stats_collect(rep.stats, &rep.cumul_base, &rep.delta, true);
  report_fill(&st, now, &rep.cumul_ns);
  report_fill_cumulative(&st, now, in_flight);
  results_record(kind, in_flight, &st);
  if (histogram)
    histogram_print(rep.delta.hist, 1);
  const struct sb_test *t = runner_test();
  if (t->report_cumulative) {
    t->report_cumulative(&st);
    return;
  }
  if (t->report_prefix)
    t->report_prefix(&st);
  report_print_cumulative(&st);
}

void report_checkpoint(void)
{
  pthread_mutex_lock(&rep.lock);
  log_timestamp(LOG_NOTICE, timer_sec(timer_now() - rep.start_ns), "Checkpoint report:");
  report_cumulative(RESULTS_CHECKPOINT, timer_now(), false, false);
  pthread_mutex_unlock(&rep.lock);
}

void report_final(uint64_t end_ns)
{
  pthread_mutex_lock(&rep.lock);
  report_cumulative(RESULTS_FINAL, end_ns, sb_general.histogram, false);
  pthread_mutex_unlock(&rep.lock);
}

void report_forced(void)
{
  pthread_mutex_lock(&rep.lock);
  report_cumulative(RESULTS_FINAL, timer_now(), false, true);
  pthread_mutex_unlock(&rep.lock);
}

void report_reset(uint64_t now_ns, uint64_t offset_ns)
{
  pthread_mutex_lock(&rep.lock);
  stats_collect(rep.stats, &rep.inter_base, &rep.delta, false);
  stats_collect(rep.stats, &rep.cumul_base, &rep.delta, true);
  rep.inter_ns = rep.cumul_ns = now_ns;
  rep.offset_ns = offset_ns;
  pthread_mutex_unlock(&rep.lock);
}
