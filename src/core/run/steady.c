/* SPDX-License-Identifier: GPL-2.0-or-later */
/* steady.c: --steady-state's criteria and the ring of a run's last
 * window of per-second samples (steady.h). */
#include "steady.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/stats/histogram.h"
#include "core/base/parse.h"
#include "core/base/timer.h"

/* SNIA PTS: a window of 5 rounds; its data excursion (max - min) within
 * 20% of the window's mean, the excursion of its least-squares line over
 * the window within 10%. */
#define SNIA_ROUNDS 5
#define SNIA_DATA_PCT 20.0
#define SNIA_SLOPE_PCT 10.0

bool steady_parse(const char *text, struct steady_conf *c, char *err, size_t errlen)
{
  static const struct { const char *name; enum steady_metric m; enum steady_test t; } kinds[] = {
    { "iops", STEADY_IOPS, STEADY_DEVIATION }, { "iops_slope", STEADY_IOPS, STEADY_SLOPE },
    { "bw", STEADY_BW, STEADY_DEVIATION }, { "bw_slope", STEADY_BW, STEADY_SLOPE },
    { "lat", STEADY_LAT, STEADY_DEVIATION }, { "lat_slope", STEADY_LAT, STEADY_SLOPE },
  };
  snprintf(c->text, sizeof(c->text), "%s", text);
  c->on = true;
  if (strcmp(text, "snia") == 0) {
    c->metric = STEADY_IOPS;
    c->test = STEADY_SNIA;
    c->limit = SNIA_DATA_PCT;
    c->percent = true;
    return true;
  }
  const char *colon = strchr(text, ':');
  size_t n = colon ? (size_t)(colon - text) : strlen(text);
  for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
    if (strlen(kinds[i].name) != n || strncmp(kinds[i].name, text, n) != 0)
      continue;
    char num[32];
    size_t len = colon ? strlen(colon + 1) : 0;
    c->percent = len && colon[len] == '%';
    snprintf(num, sizeof(num), "%.*s", (int)(c->percent ? len - 1 : len), colon ? colon + 1 : "");
    if (!colon || !parse_double(num, &c->limit) || !(c->limit >= 0) || isinf(c->limit) ||
        len >= sizeof(num)) {
      snprintf(err, errlen, "'%s' needs a limit: %s:N (in the figure's unit) or %s:N%%",
               text, kinds[i].name, kinds[i].name);
      return false;
    }
    c->metric = kinds[i].m;
    c->test = kinds[i].t;
    return true;
  }
  snprintf(err, errlen, "'%s' is none of iops, iops_slope, bw, bw_slope, lat, lat_slope "
           "(each :N or :N%%) or snia", text);
  return false;
}

static double steady_mean(const double *x, int n)
{
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += x[i];
  return n ? sum / n : 0;
}

/* The least-squares slope of x against 0..n-1. */
static double steady_slope(const double *x, int n, double mean)
{
  double tm = (n - 1) / 2.0, num = 0, den = 0;
  for (int i = 0; i < n; i++) {
    num += (i - tm) * (x[i] - mean);
    den += (i - tm) * (i - tm);
  }
  return den > 0 ? num / den : 0;
}

/* value as the limit is given: itself, or in percent of the mean. */
static double steady_scaled(const struct steady_conf *c, double value, double mean)
{
  if (!c->percent)
    return value;
  return mean > 0 ? 100 * value / mean : INFINITY;
}

/* The criterion on n values x (a window, oldest first, one per second or
 * per round): does it hold? *measure is what was compared with the limit
 * (the largest deviation or the slope, in percent of the mean with a
 * percentage limit; SNIA: the data excursion in percent). */
static bool steady_holds(const struct steady_conf *c, const double *x, int n, double *measure)
{
  double mean = steady_mean(x, n);
  *measure = INFINITY;
  if (n < 2)
    return false;
  if (c->test == STEADY_SNIA) {
    double lo = x[0], hi = x[0];
    for (int i = 1; i < n; i++) {
      lo = fmin(lo, x[i]);
      hi = fmax(hi, x[i]);
    }
    *measure = steady_scaled(c, hi - lo, mean);
    double slope_excursion = steady_scaled(c, fabs(steady_slope(x, n, mean)) * (n - 1), mean);
    return *measure <= SNIA_DATA_PCT && slope_excursion <= SNIA_SLOPE_PCT;
  }
  if (c->test == STEADY_SLOPE) {
    *measure = steady_scaled(c, fabs(steady_slope(x, n, mean)), mean);
  } else {
    double dev = 0;
    for (int i = 0; i < n; i++)
      dev = fmax(dev, fabs(x[i] - mean));
    *measure = steady_scaled(c, dev, mean);
  }
  return *measure <= c->limit;
}

struct steady {
  struct steady_conf conf;
  double *values;             /* scratch: the window's metric values */
  int nthreads, cap;          /* samples kept: the window's */
  struct steady_sample *ring;
  double *t;                  /* each sample's end, measured seconds */
  double *dt;                 /* its length */
  long n;                     /* samples taken */
  bool attained;
  double attained_at, measure;
  double best, best_at;       /* the smallest measure so far, and when */
};

struct steady *steady_new(const struct steady_conf *c, int nthreads)
{
  struct steady *s = calloc(1, sizeof(*s));
  if (s == NULL)
    return NULL;
  s->conf = *c;
  s->nthreads = nthreads;
  s->cap = c->window;
  s->ring = calloc((size_t)s->cap, sizeof(*s->ring));
  s->t = calloc((size_t)s->cap, sizeof(double));
  s->dt = calloc((size_t)s->cap, sizeof(double));
  s->values = calloc((size_t)s->cap, sizeof(double));
  bool ok = s->ring && s->t && s->dt && s->values;
  for (int i = 0; ok && i < s->cap; i++) {
    s->ring[i].hist = calloc(HISTOGRAM_BUCKETS, sizeof(uint64_t));
    s->ring[i].thr_events = calloc((size_t)nthreads, sizeof(uint64_t));
    s->ring[i].thr_sum = calloc((size_t)nthreads, sizeof(uint64_t));
    ok = s->ring[i].hist && s->ring[i].thr_events && s->ring[i].thr_sum;
  }
  s->measure = s->best = INFINITY;
  if (!ok) {
    steady_free(s);
    return NULL;
  }
  return s;
}

void steady_free(struct steady *s)
{
  if (s == NULL)
    return;
  for (int i = 0; s->ring && i < s->cap; i++) {
    free(s->ring[i].hist);
    free(s->ring[i].thr_events);
    free(s->ring[i].thr_sum);
  }
  free(s->ring);
  free(s->t);
  free(s->dt);
  free(s->values);
  free(s);
}

/* Sample i of the window, oldest first. */
static const struct steady_sample *steady_at(const struct steady *s, int i, double *dt)
{
  long k = (s->n - s->cap + i) % s->cap;
  *dt = s->dt[k];
  return &s->ring[k];
}

/* Does the window move bytes (an I/O test: its iops are reads and writes)? */
static bool steady_io(const struct steady *s)
{
  for (int i = 0; i < s->cap; i++)
    if (s->ring[i].cnt[STATS_BYTES_READ] || s->ring[i].cnt[STATS_BYTES_WRITTEN])
      return true;
  return false;
}

/* The metric of a stretch of samples: per second, or the mean latency. */
static double steady_metric(const struct steady *s, int from, int count, bool io)
{
  double sec = 0, ops = 0, bytes = 0, events = 0, lat = 0, dt;
  for (int i = from; i < from + count; i++) {
    const struct steady_sample *x = steady_at(s, i, &dt);
    sec += dt;
    ops += io ? (double)(x->cnt[STATS_READ] + x->cnt[STATS_WRITE]) : (double)x->cnt[STATS_EVENT];
    bytes += (double)(x->cnt[STATS_BYTES_READ] + x->cnt[STATS_BYTES_WRITTEN]);
    events += (double)x->cnt[STATS_EVENT];
    lat += (double)x->lat_sum;
  }
  switch (s->conf.metric) {
  case STEADY_BW: return sec > 0 ? bytes / 1048576.0 / sec : 0;      /* MiB/s */
  case STEADY_LAT: return events > 0 ? lat / events / 1e6 : 0;       /* ms */
  default: return sec > 0 ? ops / sec : 0;
  }
}

int steady_values(const struct steady *s, double *out, int max)
{
  int window = s->n < s->cap ? (int)s->n : s->cap;
  bool io = steady_io(s);
  bool snia = s->conf.test == STEADY_SNIA;
  int per = snia ? s->cap / SNIA_ROUNDS : 1;
  int n = 0;
  for (int i = s->cap - window; i + per <= s->cap && n < max; i += per)
    out[n++] = steady_metric(s, i, per, io);
  return n;
}

bool steady_add(struct steady *s, const struct stats_delta *d, double t_sec)
{
  long k = s->n % s->cap;
  struct steady_sample *x = &s->ring[k];
  memcpy(x->cnt, d->cnt, sizeof(x->cnt));
  x->lat_sum = d->lat_sum;
  memcpy(x->hist, d->hist, HISTOGRAM_BUCKETS * sizeof(uint64_t));
  memcpy(x->thr_events, d->thr_events, (size_t)s->nthreads * sizeof(uint64_t));
  memcpy(x->thr_sum, d->thr_sum, (size_t)s->nthreads * sizeof(uint64_t));
  s->dt[k] = s->n ? t_sec - s->t[(s->n - 1) % s->cap] : t_sec;
  s->t[k] = t_sec;
  s->n++;
  if (s->attained || s->n < s->cap || t_sec - s->cap < s->conf.ramp)
    return false;
  int n = steady_values(s, s->values, s->cap);
  bool holds = steady_holds(&s->conf, s->values, n, &s->measure);
  if (s->measure < s->best) {
    s->best = s->measure;
    s->best_at = t_sec;
  }
  if (holds) {
    s->attained = true;
    s->attained_at = t_sec;
  }
  return s->attained;
}

bool steady_attained(const struct steady *s, double *at_sec)
{
  *at_sec = s->attained_at;
  return s->attained;
}

double steady_last_sample(const struct steady *s)
{
  return s->n ? s->t[(s->n - 1) % s->cap] : 0;
}

double steady_last_measure(const struct steady *s)
{
  return s->measure;
}

double steady_best_measure(const struct steady *s, double *at_sec)
{
  *at_sec = s->best_at;
  return s->best;
}

const struct steady_conf *steady_conf_of(const struct steady *s)
{
  return &s->conf;
}

void steady_window(const struct steady *s, struct stats_delta *d)
{
  double dt;
  memset(d->cnt, 0, sizeof(d->cnt));
  d->lat_sum = 0;
  memset(d->hist, 0, HISTOGRAM_BUCKETS * sizeof(uint64_t));
  for (int t = 0; t < d->nthreads; t++)
    d->thr_events[t] = d->thr_sum[t] = d->thr_min[t] = d->thr_max[t] = 0;
  for (int i = 0; i < s->cap; i++) {
    const struct steady_sample *x = steady_at(s, i, &dt);
    for (int c = 0; c < STATS_NCOUNTERS; c++)
      d->cnt[c] += x->cnt[c];
    d->lat_sum += x->lat_sum;
    for (int b = 0; b < HISTOGRAM_BUCKETS; b++)
      d->hist[b] += x->hist[b];
    for (int t = 0; t < d->nthreads && t < s->nthreads; t++) {
      d->thr_events[t] += x->thr_events[t];
      d->thr_sum[t] += x->thr_sum[t];
    }
  }
  /* The window's extremes are its histogram's outermost buckets' bounds:
   * the threads' own minima and maxima cover the whole run. */
  int lo = 0, hi = HISTOGRAM_BUCKETS - 1;
  while (lo < HISTOGRAM_BUCKETS && d->hist[lo] == 0)
    lo++;
  while (hi >= 0 && d->hist[hi] == 0)
    hi--;
  d->lat_min = lo < HISTOGRAM_BUCKETS ? histogram_bucket_low((unsigned)lo) : 0;
  d->lat_max = hi >= 0 ? histogram_bucket_low((unsigned)hi) + histogram_bucket_width((unsigned)hi)
                       : 0;
}
