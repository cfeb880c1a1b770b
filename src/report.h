/* report.h: the figures of one report (the Lua "stat" table and more) and
 * the reference's text formats for intermediate, checkpoint and final
 * reports. */
#ifndef SB_REPORT_H
#define SB_REPORT_H

#include <stdbool.h>
#include <stdint.h>

#include "general.h"
#include "stats.h"

struct sb_stat {
  unsigned threads_running;
  double time_interval;       /* seconds covered by this report */
  double time_total;          /* seconds since the start (minus warmup) */
  double latency_pct;         /* seconds, at the first --percentile; 0 if none */
  double latency_pcts[GENERAL_MAX_PERCENTILES];
  uint64_t events, reads, writes, other, errors, reconnects;
  uint64_t bytes_read, bytes_written;
  uint64_t queue_length, concurrency;
  /* cumulative reports only */
  double latency_min, latency_avg, latency_max, latency_sum;   /* seconds */
  double events_avg, events_stddev, time_avg, time_stddev;     /* fairness */
  const struct stats_delta *delta;    /* raw counts, histogram */
};

int report_init(int nthreads, struct stats *stats);
void report_free(void);
/* The benchmark clock starts; offset_ns is subtracted from time_total. */
void report_begin(uint64_t start_ns);

void report_intermediate(void);
void report_checkpoint(void);
/* The report at the end of a run whose workers stopped at end_ns. */
void report_final(uint64_t end_ns);
/* The forced-shutdown report: in-flight events count in fairness only. */
void report_forced(void);
/* Restarts every figure without printing (end of warmup); from then on
 * time_total leaves out offset_ns (the warmup). */
void report_reset(uint64_t now_ns, uint64_t offset_ns);

/* Default formats, also called by tests that add their own lines. */
void report_print_intermediate(const struct sb_stat *st);
void report_print_cumulative(const struct sb_stat *st);

#endif
