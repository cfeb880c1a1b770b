/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_rate.c: the --rate schedule: exponential gaps with the right mean,
 * the same schedule for the same seed, and the backlog count. */
#include <math.h>
#include <stdlib.h>

#include "core/run/rate.h"
#include "unit.h"

static double gaps(int n, double *var)
{
  struct rand_state rng = { { 0x1234567887654321ULL, 0x0fedcba987654321ULL } };
  struct rate r = { 0, 0 };
  rate_start(&r, 0, 1000, &rng);
  uint64_t prev = rate_claim(&r, &rng);
  double s = 0, s2 = 0;
  for (int i = 0; i < n; i++) {
    uint64_t t = rate_claim(&r, &rng);
    double g = (double)(t - prev);
    s += g;
    s2 += g * g;
    prev = t;
  }
  double mean = s / n;
  *var = s2 / n - mean * mean;
  return mean;
}

UNIT_TEST(rate_mean_arrival_rate)
{
  double var;
  double mean = gaps(200000, &var);
  /* 1000/s: mean gap 1 ms; exponential: sd equals the mean. */
  CHECK(fabs(mean - 1e6) < 0.01 * 1e6);
  CHECK(fabs(sqrt(var) - 1e6) < 0.02 * 1e6);
}

UNIT_TEST(rate_same_seed_same_schedule)
{
  double v1, v2;
  CHECK(gaps(1000, &v1) == gaps(1000, &v2));
  CHECK(v1 == v2);
}

UNIT_TEST(rate_backlog_counts_due_arrivals)
{
  struct rand_state rng = { { 1, 2 } };
  struct rate r = { 0, 0 };
  rate_start(&r, 1000000000ULL, 1000, &rng);
  CHECK(rate_backlog(&r, 0) == 0);
  uint64_t next = rate_claim(&r, &rng);
  (void)next;
  /* Far in the future the backlog is about rate * elapsed. */
  uint64_t b = rate_backlog(&r, 11000000000ULL);
  CHECK(b > 9900 && b < 10100);
}
