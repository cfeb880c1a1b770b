/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_steady.c: --steady-state's criteria on scripted series, each
 * attained exactly at the second its definition says (fio's deviation and
 * slope, absolute and in percent; SNIA PTS's rounds), the ramp, and the
 * window's figures; and the parser's refusals. */
#include <math.h>
#include <string.h>

#include "core/run/steady.h"
#include "unit.h"

/* A series: 1..5 s ramping by 100/s per second, 6..12 s flat at 1000/s,
 * then alternating 500/1500 (noisy). */
static double scripted(int sec)
{
  if (sec <= 5)
    return 100.0 * sec;
  if (sec <= 12)
    return 1000;
  return sec % 2 ? 500 : 1500;
}

/* Feeds seconds from..to of rate(sec) events (each of lat_ns latency) to a
 * steady run of criterion text and window; returns the second at which it
 * was attained, 0 if it was not. */
static int feed(const char *text, int window, int ramp, double (*rate)(int), int from, int to,
                uint64_t lat_ns, struct stats_delta *out)
{
  struct steady_conf c = { .window = window, .ramp = ramp };
  char err[200];
  if (!steady_parse(text, &c, err, sizeof(err)))
    return -1;
  struct steady *s = steady_new(&c, 1);
  struct stats_delta d;
  if (s == NULL || stats_delta_init(&d, 1) != 0)
    return -1;
  int at = 0;
  for (int sec = from; sec <= to && at == 0; sec++) {
    memset(d.cnt, 0, sizeof(d.cnt));
    memset(d.hist, 0, HISTOGRAM_BUCKETS * sizeof(uint64_t));
    uint64_t n = (uint64_t)rate(sec);
    d.cnt[STATS_EVENT] = n;
    d.lat_sum = n * lat_ns;
    d.thr_events[0] = n;
    d.thr_sum[0] = n * lat_ns;
    if (steady_add(s, &d, sec - from + 1))
      at = sec;
  }
  double when;
  if (at && (!steady_attained(s, &when) || when != at - from + 1))
    at = -2;
  if (out)
    steady_window(s, out);
  stats_delta_free(&d);
  steady_free(s);
  return at;
}

UNIT_TEST(steady_deviation_attained_once_the_window_is_flat)
{
  /* 9 s: [500, 1000 x4], mean 900, 400 off (44%); 10 s: all 1000. */
  CHECK(feed("iops:10%", 5, 0, scripted, 1, 30, 1000, NULL) == 10);
  CHECK(feed("iops:44%", 5, 0, scripted, 1, 30, 1000, NULL) == 10);
  CHECK(feed("iops:45%", 5, 0, scripted, 1, 30, 1000, NULL) == 9);
  /* absolute: the ramp's own window (100..500) is 200 off its mean at
   * 5 s; then 520, 360, 380 and 400 */
  CHECK(feed("iops:199", 5, 0, scripted, 1, 30, 1000, NULL) == 10);
  CHECK(feed("iops:200", 5, 0, scripted, 1, 30, 1000, NULL) == 5);
}

UNIT_TEST(steady_deviation_missed_on_noise)
{
  CHECK(feed("iops:10%", 5, 0, scripted, 13, 60, 1000, NULL) == 0);
  /* 500/1500 around a mean of 900 (a window from an odd second) or 1100
   * (from an even one): 600 off, 66.7% or 54.5% */
  CHECK(feed("iops:54%", 5, 0, scripted, 13, 60, 1000, NULL) == 0);
  CHECK(feed("iops:55%", 5, 0, scripted, 13, 60, 1000, NULL) == 18);
  CHECK(feed("iops:67%", 5, 0, scripted, 13, 60, 1000, NULL) == 17);
}

UNIT_TEST(steady_slope_ignores_symmetric_noise)
{
  /* 9 s: slope of [500, 1000 x4] is 100/s per s, 11.1% of 900. */
  CHECK(feed("iops_slope:11%", 5, 0, scripted, 1, 30, 1000, NULL) == 10);
  CHECK(feed("iops_slope:11.2%", 5, 0, scripted, 1, 30, 1000, NULL) == 9);
  /* the noise's window [500 1500 500 1500 500] has slope 0: it holds at
   * its first full window (13..17 s) */
  CHECK(feed("iops_slope:1%", 5, 0, scripted, 13, 60, 1000, NULL) == 17);
  /* the ramp alone: 100 a second, never under 99 */
  CHECK(feed("iops_slope:99", 5, 0, scripted, 1, 5, 1000, NULL) == 0);
  CHECK(feed("iops_slope:100", 5, 0, scripted, 1, 5, 1000, NULL) == 5);
}

UNIT_TEST(steady_ramp_delays_the_first_window)
{
  /* the window may start at 8 s at the earliest: it ends at 13 s, which
   * the noise has reached (its first second), so 13 s fails; never after */
  CHECK(feed("iops:10%", 5, 8, scripted, 1, 30, 1000, NULL) == 0);
  CHECK(feed("iops:10%", 5, 7, scripted, 1, 30, 1000, NULL) == 12);
  CHECK(feed("iops:10%", 5, 5, scripted, 1, 30, 1000, NULL) == 10);
}

static double drift(int sec)
{
  return 1000 + 40.0 * (sec - 1);          /* 1000, 1040, ... */
}

static double wobble(int sec)
{
  static const double v[] = { 1000, 1080, 1000, 920, 1000 };
  return v[(sec - 1) % 5];
}

UNIT_TEST(steady_snia_rounds)
{
  /* Window 5: five rounds of one second. A drift of 4% a round: data
   * excursion 160/1080 = 14.8% (within 20%) but the fitted line's
   * excursion is 160 too (over 10%): not steady. */
  CHECK(feed("snia", 5, 0, drift, 1, 5, 1000, NULL) == 0);
  /* A wobble of +-8%: excursion 16%, the line's 6.4%: steady. */
  CHECK(feed("snia", 5, 0, wobble, 1, 5, 1000, NULL) == 5);
  /* Window 10: rounds of two seconds, each the mean of its pair. */
  CHECK(feed("snia", 10, 0, wobble, 1, 10, 1000, NULL) == 10);
}

static double flat(int sec)
{
  (void)sec;
  return 1000;
}

UNIT_TEST(steady_latency_criteria)
{
  /* latency 2 ms an event: deviation 0 once a window is full */
  CHECK(feed("lat:0.001", 3, 0, flat, 1, 10, 2000000, NULL) == 3);
  CHECK(feed("lat_slope:0%", 3, 0, flat, 1, 10, 2000000, NULL) == 3);
}

UNIT_TEST(steady_window_figures_are_the_windows)
{
  struct stats_delta w;
  CHECK(stats_delta_init(&w, 1) == 0);
  int at = feed("iops:10%", 5, 0, scripted, 1, 30, 1000, &w);
  bool ok = at == 10 && w.cnt[STATS_EVENT] == 5000 && w.lat_sum == 5000 * 1000 &&
            w.thr_events[0] == 5000;
  stats_delta_free(&w);
  CHECK(ok);
}

UNIT_TEST(steady_parse_refuses)
{
  struct steady_conf c = { .window = 30 };
  char err[200];
  CHECK(steady_parse("iops:5%", &c, err, sizeof(err)) && c.percent && c.limit == 5 &&
        c.metric == STEADY_IOPS && c.test == STEADY_DEVIATION);
  CHECK(steady_parse("bw_slope:2", &c, err, sizeof(err)) && !c.percent && c.limit == 2 &&
        c.metric == STEADY_BW && c.test == STEADY_SLOPE);
  CHECK(steady_parse("snia", &c, err, sizeof(err)) && c.test == STEADY_SNIA);
  CHECK(!steady_parse("iops", &c, err, sizeof(err)));
  CHECK(strcmp(err, "'iops' needs a limit: iops:N (in the figure's unit) or iops:N%") == 0);
  CHECK(!steady_parse("iops:-1", &c, err, sizeof(err)));
  CHECK(!steady_parse("iops:x%", &c, err, sizeof(err)));
  CHECK(!steady_parse("iops:inf", &c, err, sizeof(err)));
  CHECK(!steady_parse("iop:5", &c, err, sizeof(err)));
  CHECK(strncmp(err, "'iop:5' is none of iops,", 24) == 0);
}
