/* SPDX-License-Identifier: GPL-2.0-or-later */
/* stats.c: snapshots of the per-thread statistics against baselines. The
 * owners never wait for a reader: counters are monotonic, and only min/max
 * are reset, by an atomic exchange from the reader. */
#include "stats.h"

#include <stdlib.h>
#include <string.h>

void stats_init_zeroed(struct stats *s)
{
  s->lat_min = UINT64_MAX;
}

void stats_init(struct stats *s)
{
  memset(s, 0, sizeof(*s));
  stats_init_zeroed(s);
}

int stats_baseline_init(struct stats_baseline *b, int nthreads)
{
  b->nthreads = nthreads;
  b->thr = calloc((size_t)nthreads, sizeof(*b->thr));
  b->hist = calloc(HISTOGRAM_BUCKETS, sizeof(uint64_t));
  return b->thr && b->hist ? 0 : -1;
}

void stats_baseline_free(struct stats_baseline *b)
{
  free(b->thr);
  free(b->hist);
  memset(b, 0, sizeof(*b));
}

int stats_delta_init(struct stats_delta *d, int nthreads)
{
  memset(d, 0, sizeof(*d));
  d->nthreads = nthreads;
  size_t n = (size_t)nthreads;
  d->thr_events = calloc(n, sizeof(uint64_t));
  d->thr_sum = calloc(n, sizeof(uint64_t));
  d->thr_min = calloc(n, sizeof(uint64_t));
  d->thr_max = calloc(n, sizeof(uint64_t));
  d->hist = calloc(HISTOGRAM_BUCKETS, sizeof(uint64_t));
  return d->thr_events && d->thr_sum && d->thr_min && d->thr_max && d->hist ? 0 : -1;
}

void stats_delta_free(struct stats_delta *d)
{
  free(d->thr_events);
  free(d->thr_sum);
  free(d->thr_min);
  free(d->thr_max);
  free(d->hist);
  memset(d, 0, sizeof(*d));
}

void stats_collect(struct stats *threads, struct stats_baseline *b,
                   struct stats_delta *d, bool reset_minmax)
{
  memset(d->cnt, 0, sizeof(d->cnt));
  memset(d->hist, 0, HISTOGRAM_BUCKETS * sizeof(uint64_t));
  d->lat_sum = 0;
  d->lat_min = UINT64_MAX;
  d->lat_max = 0;
  for (int t = 0; t < b->nthreads; t++) {
    struct stats *s = &threads[t];
    uint64_t *base = b->thr[t];
    for (int c = 0; c < STATS_NCOUNTERS; c++) {
      uint64_t v = ck_pr_load_64(&s->cnt[c]);
      d->cnt[c] += v - base[c];
      if (c == STATS_EVENT)
        d->thr_events[t] = v - base[c];
      base[c] = v;
    }
    uint64_t sum = ck_pr_load_64(&s->lat_sum);
    d->thr_sum[t] = sum - base[STATS_NCOUNTERS];
    d->lat_sum += d->thr_sum[t];
    base[STATS_NCOUNTERS] = sum;
    uint64_t mn, mx;
    if (reset_minmax) {
      mn = ck_pr_fas_64(&s->lat_min, UINT64_MAX);
      mx = ck_pr_fas_64(&s->lat_max, 0);
    } else {
      mn = ck_pr_load_64(&s->lat_min);
      mx = ck_pr_load_64(&s->lat_max);
    }
    d->thr_min[t] = d->thr_events[t] ? mn : 0;
    d->thr_max[t] = d->thr_events[t] ? mx : 0;
    if (d->thr_events[t] && mn < d->lat_min)
      d->lat_min = mn;
    if (mx > d->lat_max)
      d->lat_max = mx;
    histogram_add(d->hist, &s->hist);
  }
  for (unsigned i = 0; i < HISTOGRAM_BUCKETS; i++) {
    uint64_t v = d->hist[i];
    d->hist[i] = v - b->hist[i];
    b->hist[i] = v;
  }
  if (d->lat_min == UINT64_MAX)
    d->lat_min = 0;
}
