/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rate.c: the --rate arrival schedule (see rate.h). Gaps are exponential
 * with mean 1e9/rate ns, drawn as -mean * ln(1 - u), as the reference
 * draws them. The logarithm is computed here rather than taken from libm,
 * so that the execl test's chain, which runs this too, needs the C
 * library alone. */
#include "rate.h"

#include <string.h>

#include <ck_pr.h>

/* ln x for x in (0, 1]: x = m 2^e with m in [1/sqrt 2, sqrt 2), and
 * ln m = 2 atanh z with z = (m - 1) / (m + 1), |z| < 0.172, whose series
 * is within a unit of the last place after 13 terms. */
static double rate_ln(double x)
{
  uint64_t bits;
  memcpy(&bits, &x, sizeof(bits));
  int e = (int)((bits >> 52) & 0x7ff) - 1023;
  bits = (bits & 0xfffffffffffffULL) | 0x3ff0000000000000ULL;
  double m;
  memcpy(&m, &bits, sizeof(m));
  if (m > 1.4142135623730951) {
    m /= 2;
    e++;
  }
  double z = (m - 1) / (m + 1), z2 = z * z, term = z, sum = 0;
  for (int k = 1; k <= 25; k += 2) {
    sum += term / k;
    term *= z2;
  }
  return 2 * sum + e * 0.6931471805599453;
}

static uint64_t rate_gap(const struct rate *r, struct rand_state *rng)
{
  return (uint64_t)(-r->mean_ns * rate_ln(1.0 - rand_double(rng)));
}

void rate_start(struct rate *r, uint64_t start_ns, int rate, struct rand_state *rng)
{
  r->mean_ns = 1e9 / rate;
  ck_pr_store_64(&r->next, start_ns + rate_gap(r, rng));
}

uint64_t rate_claim(struct rate *r, struct rand_state *rng)
{
  uint64_t gap = rate_gap(r, rng);
  uint64_t at = ck_pr_load_64(&r->next);
  while (!ck_pr_cas_64_value(&r->next, at, at + gap, &at))
    ;
  return at;
}

uint64_t rate_backlog(struct rate *r, uint64_t now)
{
  uint64_t next = ck_pr_load_64(&r->next);
  if (r->mean_ns == 0 || next > now)
    return 0;
  return 1 + (uint64_t)((double)(now - next) / r->mean_ns);
}
