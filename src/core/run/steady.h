/* SPDX-License-Identifier: GPL-2.0-or-later */
/* steady.h: --steady-state: a run that ends once its throughput or its
 * latency has settled, with the figures of the window where it did. The
 * criteria are fio's (steadystate=): iops, bw and lat, each as a maximum
 * deviation from the window's mean or as the slope of its least-squares
 * line, with an absolute limit or a percentage of the mean; and SNIA PTS's
 * round-based definition. The run is sampled every second (the reporter
 * thread, never the workers); the samples of the last window are kept. */
#ifndef SB_STEADY_H
#define SB_STEADY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/stats/stats.h"

enum steady_metric { STEADY_IOPS, STEADY_BW, STEADY_LAT };
enum steady_test { STEADY_DEVIATION, STEADY_SLOPE, STEADY_SNIA };

#define STEADY_MAX_WINDOW 3600     /* seconds (samples) a window may hold */

/* A criterion as --steady-state gives it ("iops:5%", "bw_slope:2",
 * "snia"), with the window and ramp options. */
struct steady_conf {
  bool on;
  enum steady_metric metric;
  enum steady_test test;
  double limit;               /* absolute (metric's unit), or percent */
  bool percent;
  int window, ramp;           /* seconds; SNIA: window is 5 rounds */
  char text[64];              /* the criterion as given */
};

/* Parses text into c (window and ramp left as they are); false with the
 * reason in err. */
bool steady_parse(const char *text, struct steady_conf *c, char *err, size_t errlen);


/* One second of a run: its counts, latency sum and histogram, and each
 * thread's events and time (for the window's fairness). */
struct steady_sample {
  uint64_t cnt[STATS_NCOUNTERS];
  uint64_t lat_sum;
  uint64_t *hist;             /* HISTOGRAM_BUCKETS */
  uint64_t *thr_events, *thr_sum;
};

/* The samples of a run: a ring of the last window's. */
struct steady;
struct steady *steady_new(const struct steady_conf *c, int nthreads);
void steady_free(struct steady *s);
/* Adds one second's figures (a delta since the last sample) taken at
 * t_sec of measured time; true when the criterion now holds (the first
 * time: attainment is kept). */
bool steady_add(struct steady *s, const struct stats_delta *d, double t_sec);
/* Attained: when (measured seconds), and the window's figures summed into
 * d (its min and max from the histogram's buckets). */
bool steady_attained(const struct steady *s, double *at_sec);
void steady_window(const struct steady *s, struct stats_delta *d);
/* The values of the last window (per-second metric; for the result file)
 * and the last measure; returns how many. */
int steady_values(const struct steady *s, double *out, int max);
double steady_last_measure(const struct steady *s);
/* When the last sample was taken (measured seconds; 0: none yet). */
double steady_last_sample(const struct steady *s);
/* The smallest measure of any window so far, and when (INFINITY: none). */
double steady_best_measure(const struct steady *s, double *at_sec);
const struct steady_conf *steady_conf_of(const struct steady *s);

struct json;
/* After the run's report (steady_result.c): whether and when the criterion
 * was attained, or not in run_sec; and into facts (when not NULL) the
 * result file's "steady_state". */
void steady_result(const struct steady *s, double run_sec, struct json *facts);

#endif
