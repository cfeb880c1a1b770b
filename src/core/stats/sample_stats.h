/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sample_stats.h: statistics of a few runs' figures: mean, median,
 * standard deviation, a 95% confidence interval of the mean (Student's
 * t), the coefficient of variation and the outliers (modified z-score
 * above 3.5, Iglewicz and Hoaglin's, the MAD floored at 1% of the median:
 * an outlier is at least 5.2% off the median); and whether two sets differ: the
 * Mann-Whitney U test (exact for small sets, as benchstat uses it) and
 * Welch's confidence interval of the difference of the means. */
#ifndef SB_SAMPLE_STATS_H
#define SB_SAMPLE_STATS_H

#include <stdbool.h>
#include <stddef.h>

#define SAMPLE_MAX 1000
#define SAMPLE_MAD_FLOOR 0.01
/* Outliers are looked for among this many values or more: among fewer
 * the median and the MAD say too little to name one. */
#define SAMPLE_OUTLIER_MIN 5

struct sample_summary {
  size_t n;
  double mean, median, stddev;     /* stddev: the sample's (n - 1) */
  double min, max;
  double ci_low, ci_high;          /* 95% interval of the mean; n < 2: the mean;
                                      ci_low >= 0 when no value is below 0 */
  double cv;                       /* stddev / mean; 0 when the mean is 0 */
  bool outlier[SAMPLE_MAX];        /* each value's */
  size_t noutliers;
};

/* The summary of x[0..n) (n <= SAMPLE_MAX). */
void sample_summarize(const double *x, size_t n, struct sample_summary *s);

/* Student's t for a two-sided 95% interval with df degrees of freedom. */
double sample_t95(double df);

/* The two-sided p-value of the Mann-Whitney U test of a[0..na) against
 * b[0..nb): exact (all orderings counted) while na * nb <= 10000, else
 * the normal approximation with the ties' correction. 1 when either set
 * is empty. */
double sample_mann_whitney(const double *a, size_t na, const double *b, size_t nb);

/* Welch's 95% interval of mean(b) - mean(a); false when either set has
 * fewer than 2 values (then only the difference). */
bool sample_welch_ci(const double *a, size_t na, const double *b, size_t nb, double *diff,
                     double *low, double *high);

#endif
