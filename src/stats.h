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

/* Same numbering as the Lua API's sb_counter_* types. */
enum stats_counter {
  STATS_OTHER, STATS_READ, STATS_WRITE, STATS_EVENT, STATS_ERROR, STATS_RECONNECT,
  STATS_BYTES_READ, STATS_BYTES_WRITTEN, STATS_NCOUNTERS
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

static inline void stats_inc(struct stats *s, enum stats_counter c, uint64_t v)
{
  ck_pr_store_64(&s->cnt[c], s->cnt[c] + v);
}

/* One finished event of ns nanoseconds (owner thread only). */
static inline void stats_record(struct stats *s, uint64_t ns)
{
  ck_pr_store_64(&s->cnt[STATS_EVENT], s->cnt[STATS_EVENT] + 1);
  ck_pr_store_64(&s->lat_sum, s->lat_sum + ns);
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
