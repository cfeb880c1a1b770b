/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stats.h: per-thread counters and latency, each thread's on its own cache
 * lines and written only by that thread; reports read them with atomic loads
 * and work on differences against a baseline. */
#ifndef SB_STATS_H
#define SB_STATS_H

#include <stdbool.h>
#include <stdint.h>

#include <ck_cc.h>
#include <ck_pr.h>

#include "histogram.h"

/* The counters, one line each: name, number (the Lua API's sb_counter_*
 * types), key (Lua's stat table, result files), the label of its rate in
 * `compare` (NULL: none), the unit of that rate in bytes (0: a count).
 * Reports, result files, compare and merge take every counter from here,
 * in this order. */
#define STATS_COUNTERS(X) \
  X(EVENT,         3, "events",        "events/s",      0) \
  X(READ,          1, "reads",         "reads/s",       0) \
  X(WRITE,         2, "writes",        "writes/s",      0) \
  X(OTHER,         0, "other",         "other/s",       0) \
  X(ERROR,         4, "errors",        "errors/s",      0) \
  X(RECONNECT,     5, "reconnects",    "reconnects/s",  0) \
  X(BYTES_READ,    6, "bytes_read",    "read MiB/s",    1048576) \
  X(BYTES_WRITTEN, 7, "bytes_written", "written MiB/s", 1048576)

enum stats_counter {
#define STATS_ENUM(name, num, key, label, unit) STATS_##name = num,
  STATS_COUNTERS(STATS_ENUM)
#undef STATS_ENUM
};

enum {
#define STATS_ONE(name, num, key, label, unit) +1
  STATS_NCOUNTERS = 0 STATS_COUNTERS(STATS_ONE)
#undef STATS_ONE
};

struct stats {
  uint64_t cnt[STATS_NCOUNTERS];
  uint64_t lat_sum;          /* ns */
  uint64_t lat_min;          /* ns; UINT64_MAX until the first event */
  uint64_t lat_max;
  uint64_t busy_since;       /* start of the event in progress; 0 when idle */
  struct histogram hist;
} CK_CC_CACHELINE;

void stats_init(struct stats *s);
/* The same on memory known to be zero (a fresh mapping): writes only what
 * is not zero, so that the histogram's pages stay untouched (and out of
 * the process's memory) until events land in them. */
void stats_init_zeroed(struct stats *s);

static inline void stats_inc(struct stats *s, enum stats_counter c, uint64_t v)
{
  histogram_owner_add(&s->cnt[c], v);
}

/* One finished event of ns nanoseconds (owner thread only). */
static inline void stats_record(struct stats *s, uint64_t ns)
{
  histogram_owner_add(&s->cnt[STATS_EVENT], 1);
  histogram_owner_add(&s->lat_sum, ns);
  if (ns < s->lat_min)
    ck_pr_store_64(&s->lat_min, ns);
  if (ns > s->lat_max)
    ck_pr_store_64(&s->lat_max, ns);
  histogram_record(&s->hist, ns);
}

/* What a set of threads did between a baseline and now. */
struct stats_delta {
  int nthreads;
  uint64_t cnt[STATS_NCOUNTERS];
  uint64_t lat_sum, lat_min, lat_max;   /* lat_min is 0 when no event */
  uint64_t *thr_events;                 /* per thread */
  uint64_t *thr_sum;
  uint64_t *thr_min, *thr_max;
  uint64_t *hist;                       /* HISTOGRAM_BUCKETS counts */
};

/* Per-thread values at the last report of one kind (intermediate or
 * cumulative). */
struct stats_baseline {
  int nthreads;
  uint64_t (*thr)[STATS_NCOUNTERS + 1];  /* counters, then lat_sum */
  uint64_t *hist;
};

int stats_baseline_init(struct stats_baseline *b, int nthreads);
void stats_baseline_free(struct stats_baseline *b);
int stats_delta_init(struct stats_delta *d, int nthreads);
void stats_delta_free(struct stats_delta *d);

/* Fills d with the activity of threads[0..n) since b, then moves b to now.
 * With reset_minmax the threads' min/max restart (cumulative reports). */
void stats_collect(struct stats *threads, struct stats_baseline *b,
                   struct stats_delta *d, bool reset_minmax);

#endif
