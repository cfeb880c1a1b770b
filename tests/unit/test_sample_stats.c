/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_sample_stats.c: the statistics of --runs and compare against
 * values computed independently: Python's statistics module (mean,
 * median, stdev), Student's t table, and the Mann-Whitney U distribution
 * counted over every ordering (itertools.combinations in Python). */
#include <math.h>

#include "core/stats/sample_stats.h"
#include "unit.h"

static bool near(double a, double b, double tol)
{
  return fabs(a - b) <= tol * fmax(1, fabs(b));
}

UNIT_TEST(sample_t95_matches_the_table)
{
  static const struct { double df, t; } table[] = {
    { 1, 12.7062047 }, { 2, 4.3026527 }, { 3, 3.1824463 }, { 4, 2.7764451 },
    { 5, 2.5705818 }, { 8, 2.3060041 }, { 10, 2.2281389 }, { 30, 2.0422725 },
    { 100, 1.9839715 }, { 1e6, 1.9599664 },
  };
  for (size_t i = 0; i < sizeof(table) / sizeof(table[0]); i++)
    CHECK(near(sample_t95(table[i].df), table[i].t, 1e-6));
  /* fractional degrees of freedom fall between their neighbours */
  double t = sample_t95(4.5);
  CHECK(t < sample_t95(4) && t > sample_t95(5));
}

UNIT_TEST(sample_summary_matches_python_statistics)
{
  /* statistics.mean/median/stdev of these: 13.8, 10.65, 7.958140486319652 */
  static const double x[] = { 10.2, 11.5, 9.8, 10.9, 10.4, 30.0 };
  struct sample_summary s;
  sample_summarize(x, 6, &s);
  CHECK(s.n == 6);
  CHECK(near(s.mean, 13.8, 1e-12));
  CHECK(near(s.median, 10.65, 1e-12));
  CHECK(near(s.stddev, 7.958140486319652, 1e-12));
  CHECK(s.min == 9.8 && s.max == 30.0);
  CHECK(near(s.cv, 0.5766768468347574, 1e-12));
  /* mean -+ t(5) * stdev / sqrt(6) */
  CHECK(near(s.ci_low, 5.448443745175419, 1e-8));
  CHECK(near(s.ci_high, 22.151556254824584, 1e-8));
  /* modified z-scores: 30.0's is 20.08, the others' under 0.9 */
  CHECK(s.noutliers == 1 && s.outlier[5] && !s.outlier[0] && !s.outlier[4]);
}

UNIT_TEST(sample_interval_of_latencies_stops_at_zero)
{
  /* a 95th percentile of five loaded runs: mean 0.102, t(4) * stdev /
   * sqrt(5) = 0.137, so mean - half is below 0; latencies never are */
  static const double x[] = { 0.05, 0.06, 0.05, 0.30, 0.05 };
  struct sample_summary s;
  sample_summarize(x, 5, &s);
  CHECK(s.ci_low == 0 && near(s.ci_high, 0.239539, 1e-5));
  /* with a value below 0 the interval is Student's, both ends */
  static const double y[] = { -1, 1 };
  sample_summarize(y, 2, &s);
  CHECK(near(s.ci_low, -12.7062, 1e-3) && near(s.ci_high, 12.7062, 1e-3));
}

UNIT_TEST(sample_outlier_needs_more_than_noise)
{
  /* MAD 0.1: 98's modified z-score is 13.5, but the MAD's floor (1% of
   * the median, 1.0) makes it 1.35: runs 2% apart are not outliers */
  static const double x[] = { 100, 100.1, 99.9, 100.05, 98 };
  struct sample_summary s;
  sample_summarize(x, 5, &s);
  CHECK(s.noutliers == 0);
  /* 94 is 6% off: z = 0.6745 * 6 / 1 = 4.05 */
  static const double y[] = { 100, 100.1, 99.9, 100.05, 94 };
  sample_summarize(y, 5, &s);
  CHECK(s.noutliers == 1 && s.outlier[4]);
}

UNIT_TEST(sample_summary_of_one_and_of_equal_values)
{
  struct sample_summary s;
  static const double one[] = { 42 };
  sample_summarize(one, 1, &s);
  CHECK(s.mean == 42 && s.median == 42 && s.stddev == 0 && s.ci_low == 42 &&
        s.ci_high == 42 && s.noutliers == 0);
  static const double same[] = { 5, 5, 5, 5 };
  sample_summarize(same, 4, &s);
  CHECK(s.stddev == 0 && s.cv == 0 && s.ci_low == 5 && s.ci_high == 5 && s.noutliers == 0);
  sample_summarize(same, 0, &s);
  CHECK(s.n == 0 && s.mean == 0);
}

UNIT_TEST(sample_mann_whitney_exact)
{
  static const double a1[] = { 1, 2, 3, 4, 5 }, b1[] = { 6, 7, 8, 9, 10 };
  CHECK(near(sample_mann_whitney(a1, 5, b1, 5), 2.0 / 252, 1e-12));   /* 0.0079365 */
  CHECK(near(sample_mann_whitney(b1, 5, a1, 5), 2.0 / 252, 1e-12));
  static const double a2[] = { 12.1, 11.8, 12.5, 12.0, 11.6, 12.3 };
  static const double b2[] = { 12.4, 12.9, 13.1, 12.2, 12.8, 13.5, 12.7 };
  CHECK(near(sample_mann_whitney(a2, 6, b2, 7), 0.008158508158508158, 1e-12));
  static const double a3[] = { 3.1, 2.9, 3.4 }, b3[] = { 3.0, 3.3, 3.2 };
  CHECK(sample_mann_whitney(a3, 3, b3, 3) == 1);
  /* three against three, fully apart: 2/20 = 0.1, never below 0.05 */
  static const double a4[] = { 1, 2, 3 }, b4[] = { 4, 5, 6 };
  CHECK(near(sample_mann_whitney(a4, 3, b4, 3), 0.1, 1e-12));
  CHECK(sample_mann_whitney(a4, 0, b4, 3) == 1);
}

UNIT_TEST(sample_mann_whitney_identical_sets)
{
  /* all ties: the normal approximation, U at its mean, p = 1 */
  static const double a[] = { 100, 101, 102, 103, 104 };
  CHECK(sample_mann_whitney(a, 5, a, 5) == 1);
}

UNIT_TEST(sample_welch_interval)
{
  /* equal variances and sizes: df = 2 (n - 1) = 8, se = 1 */
  static const double a[] = { 10, 11, 12, 13, 14 }, b[] = { 12, 13, 14, 15, 16 };
  double diff, lo, hi;
  CHECK(sample_welch_ci(a, 5, b, 5, &diff, &lo, &hi));
  CHECK(near(diff, 2, 1e-12));
  CHECK(near(lo, 2 - 2.3060041, 1e-6) && near(hi, 2 + 2.3060041, 1e-6));
  /* a single value: only the difference */
  CHECK(!sample_welch_ci(a, 1, b, 5, &diff, &lo, &hi) && diff == 4 && lo == 4 && hi == 4);
}
