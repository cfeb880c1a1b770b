/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sample_stats.c: statistics of small samples (sample_stats.h). The t
 * quantiles come from the t distribution itself (the regularized
 * incomplete beta function, by its continued fraction), so Welch's
 * fractional degrees of freedom need no table. */
#include "sample_stats.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static int sample_cmp(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double sample_median_of(double *sorted, size_t n)
{
  return n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

void sample_summarize(const double *x, size_t n, struct sample_summary *s)
{
  memset(s, 0, sizeof(*s));
  if (n > SAMPLE_MAX)
    n = SAMPLE_MAX;
  /* On the heap: per-thread arrays would take every worker's stack. */
  double *sorted = malloc(2 * (n ? n : 1) * sizeof(double));
  if (sorted == NULL)
    return;
  double *dev = sorted + n;
  s->n = n;
  if (n == 0) {
    free(sorted);
    return;
  }
  double sum = 0;
  for (size_t i = 0; i < n; i++)
    sum += x[i];
  s->mean = sum / (double)n;
  memcpy(sorted, x, n * sizeof(double));
  qsort(sorted, n, sizeof(double), sample_cmp);
  s->median = sample_median_of(sorted, n);
  s->min = sorted[0];
  s->max = sorted[n - 1];
  double ss = 0;
  for (size_t i = 0; i < n; i++)
    ss += (x[i] - s->mean) * (x[i] - s->mean);
  s->stddev = n > 1 ? sqrt(ss / (double)(n - 1)) : 0;
  double half = n > 1 ? sample_t95((double)(n - 1)) * s->stddev / sqrt((double)n) : 0;
  /* No value below 0 (a rate, a latency): neither is the interval's
   * low end, which 5 scattered runs' t would put there. */
  s->ci_low = s->min >= 0 ? fmax(s->mean - half, 0) : s->mean - half;
  s->ci_high = s->mean + half;
  s->cv = s->mean != 0 ? s->stddev / fabs(s->mean) : 0;
  /* Modified z-scores: 0.6745 (x - median) / MAD, an outlier above 3.5.
   * The MAD is at least 1% of the median: runs that agree to a few tenths
   * of a percent would otherwise make a run 2% off an outlier. */
  for (size_t i = 0; i < n; i++)
    dev[i] = fabs(x[i] - s->median);
  qsort(dev, n, sizeof(double), sample_cmp);
  double mad = fmax(sample_median_of(dev, n), SAMPLE_MAD_FLOOR * fabs(s->median));
  for (size_t i = 0; i < n && n >= SAMPLE_OUTLIER_MIN; i++) {
    double z = mad > 0 ? 0.6745 * fabs(x[i] - s->median) / mad : 0;
    s->outlier[i] = z > 3.5;
    s->noutliers += s->outlier[i];
  }
  free(sorted);
}

/* The continued fraction of the regularized incomplete beta function
 * I_x(a, b) (modified Lentz's method), for x < (a + 1) / (a + b + 2). */
static double sample_beta_cf(double a, double b, double x)
{
  const double tiny = 1e-300;
  double c = 1, d = 1 - (a + b) * x / (a + 1);
  d = fabs(d) < tiny ? tiny : d;
  d = 1 / d;
  double h = d;
  for (int m = 1; m <= 300; m++) {
    double m2 = 2 * m;
    double num = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
    d = 1 + num * d;
    d = fabs(d) < tiny ? tiny : d;
    c = 1 + num / c;
    c = fabs(c) < tiny ? tiny : c;
    d = 1 / d;
    h *= d * c;
    num = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
    d = 1 + num * d;
    d = fabs(d) < tiny ? tiny : d;
    c = 1 + num / c;
    c = fabs(c) < tiny ? tiny : c;
    d = 1 / d;
    double step = d * c;
    h *= step;
    if (fabs(step - 1) < 1e-15)
      break;
  }
  return h;
}

static double sample_beta_inc(double a, double b, double x)
{
  if (x <= 0)
    return 0;
  if (x >= 1)
    return 1;
  double lbeta = lgamma(a + b) - lgamma(a) - lgamma(b);
  double front = exp(lbeta + a * log(x) + b * log(1 - x));
  if (x < (a + 1) / (a + b + 2))
    return front * sample_beta_cf(a, b, x) / a;
  return 1 - front * sample_beta_cf(b, a, 1 - x) / b;
}

/* P(T > t) for t >= 0, T of Student's t with df degrees of freedom. */
static double sample_t_tail(double t, double df)
{
  return 0.5 * sample_beta_inc(df / 2, 0.5, df / (df + t * t));
}

double sample_t95(double df)
{
  double lo = 0, hi = 1000;
  for (int i = 0; i < 200 && hi - lo > 1e-12; i++) {
    double mid = (lo + hi) / 2;
    if (sample_t_tail(mid, df) > 0.025)
      lo = mid;
    else
      hi = mid;
  }
  return (lo + hi) / 2;
}

/* U of a against b: pairs with a above b, ties a half. */
static double sample_u(const double *a, size_t na, const double *b, size_t nb)
{
  double u = 0;
  for (size_t i = 0; i < na; i++)
    for (size_t j = 0; j < nb; j++)
      u += a[i] > b[j] ? 1 : a[i] == b[j] ? 0.5 : 0;
  return u;
}

static bool sample_has_ties(const double *a, size_t na, const double *b, size_t nb)
{
  for (size_t i = 0; i < na + nb; i++)
    for (size_t j = i + 1; j < na + nb; j++)
      if ((i < na ? a[i] : b[i - na]) == (j < na ? a[j] : b[j - na]))
        return true;
  return false;
}

/* The exact two-sided p of U = u: the distribution of U by counting, for
 * every number of values of a among the smallest k, the orderings. */
static double sample_u_exact(double u, size_t na, size_t nb)
{
  size_t umax = na * nb;
  /* f[i][j][x]: orderings of i a's and j b's with U = x, kept as one
   * row per i over a rolling j. */
  double *f = calloc((na + 1) * (umax + 1), sizeof(double));
  double *g = calloc((na + 1) * (umax + 1), sizeof(double));
  if (f == NULL || g == NULL) {
    free(f);
    free(g);
    return 1;
  }
#define F(arr, i, x) arr[(i) * (umax + 1) + (x)]
  for (size_t i = 0; i <= na; i++)
    F(f, i, 0) = 1;                   /* j = 0: one ordering, U = 0 */
  for (size_t j = 1; j <= nb; j++) {
    memset(g, 0, (na + 1) * (umax + 1) * sizeof(double));
    for (size_t i = 0; i <= na; i++)
      for (size_t x = 0; x <= i * j; x++) {
        /* The largest value is a b (U as with j - 1 b's), or an a above
         * all j b's (U - j, with i - 1 a's). */
        double v = F(f, i, x);
        if (i > 0 && x >= j)
          v += F(g, i - 1, x - j);
        F(g, i, x) = v;
      }
    double *t = f;
    f = g;
    g = t;
  }
  double total = 0, below = 0, above = 0;
  for (size_t x = 0; x <= umax; x++) {
    double c = F(f, na, x);
    total += c;
    if ((double)x <= u + 1e-9)
      below += c;
    if ((double)x >= u - 1e-9)
      above += c;
  }
#undef F
  free(f);
  free(g);
  double p = 2 * fmin(below, above) / total;
  return p > 1 ? 1 : p;
}

double sample_mann_whitney(const double *a, size_t na, const double *b, size_t nb)
{
  if (na == 0 || nb == 0)
    return 1;
  double u = sample_u(a, na, b, nb);
  if (na * nb <= 10000 && !sample_has_ties(a, na, b, nb))
    return sample_u_exact(u, na, nb);
  /* Normal approximation, the ties' correction, continuity corrected. */
  size_t n = na + nb;
  double *all = malloc(n * sizeof(double));
  if (all == NULL)
    return 1;
  memcpy(all, a, na * sizeof(double));
  memcpy(all + na, b, nb * sizeof(double));
  qsort(all, n, sizeof(double), sample_cmp);
  double ties = 0;
  for (size_t i = 0; i < n;) {
    size_t k = i;
    while (k < n && all[k] == all[i])
      k++;
    double t = (double)(k - i);
    ties += t * t * t - t;
    i = k;
  }
  free(all);
  double mean = (double)na * (double)nb / 2;
  double var = (double)na * (double)nb / 12 *
               ((double)n + 1 - ties / ((double)n * ((double)n - 1)));
  if (var <= 0)
    return 1;
  double z = (fabs(u - mean) - 0.5) / sqrt(var);
  double p = z > 0 ? erfc(z / sqrt(2)) : 1;
  return p > 1 ? 1 : p;
}

bool sample_welch_ci(const double *a, size_t na, const double *b, size_t nb, double *diff,
                     double *low, double *high)
{
  struct sample_summary sa, sb;
  sample_summarize(a, na, &sa);
  sample_summarize(b, nb, &sb);
  *diff = sb.mean - sa.mean;
  *low = *high = *diff;
  if (na < 2 || nb < 2)
    return false;
  double va = sa.stddev * sa.stddev / (double)na, vb = sb.stddev * sb.stddev / (double)nb;
  double se = sqrt(va + vb);
  if (se == 0)
    return true;
  double df = (va + vb) * (va + vb) /
              (va * va / ((double)na - 1) + vb * vb / ((double)nb - 1));
  double half = sample_t95(df) * se;
  *low = *diff - half;
  *high = *diff + half;
  return true;
}
