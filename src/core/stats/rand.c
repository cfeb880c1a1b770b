/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rand.c: distributions over the per-thread generator. Formulas follow the
 * reference bit for bit (including its uint32 wraparound), see
 * spec/internals.md section 4. */
#include "rand.h"

#include <math.h>
#include <stdlib.h>

#include <ck_pr.h>

__thread struct rand_state rand_tls;

/* The calling thread's distributions (rand_dists_use). */
static __thread const struct rand_dists *rand_dists_tls;
/* The unique() sequence: one for the process, so that its numbers are
 * unique across threads; seeded once (rand_seed_unique). */
static uint32_t unique_index, unique_offset;

const char *const rand_dist_names[] = {
  "uniform", "gaussian", "special", "pareto", "zipfian", NULL
};

static double zipf_helper1(double x)
{
  return fabs(x) > 1e-8 ? log1p(x) / x : 1 - x * (0.5 - x * (1.0 / 3 - 0.25 * x));
}

static double zipf_helper2(double x)
{
  return fabs(x) > 1e-8 ? expm1(x) / x : 1 + x * 0.5 * (1 + x * (1.0 / 3) * (1 + 0.25 * x));
}

static double zipf_H(double exp_, double x)
{
  double lx = log(x);
  return zipf_helper2((1 - exp_) * lx) * lx;
}

static double zipf_h(double exp_, double x)
{
  return exp(-exp_ * log(x));
}

static double zipf_Hinv(double exp_, double y)
{
  double t = y * (1 - exp_);
  if (t < -1)
    t = -1;
  return exp(zipf_helper1(t) * y);
}

void rand_dists_init(struct rand_dists *d, const struct rand_options *o)
{
  double e = o->zipf_exp;
  d->o = *o;
  d->pareto_power = log(o->pareto_h) / log(1.0 - o->pareto_h);
  d->zipf_s = 2 - zipf_Hinv(e, zipf_H(e, 2.5) - zipf_h(e, 2));
  d->zipf_hx1 = zipf_H(e, 1.5) - 1;
}

void rand_dists_use(const struct rand_dists *d)
{
  rand_dists_tls = d;
}

const struct rand_dists *rand_dists_current(void)
{
  return rand_dists_tls;
}

void rand_seed_state(struct rand_state *st)
{
  for (int i = 0; i < 2; i++) {
    uint64_t hi = (uint64_t)random();
    uint64_t lo = (uint64_t)random();
    st->s[i] = (hi << 32) | (lo & 0xFFFFFFFFULL);
  }
}

/* x -> x^2 mod p folded around p/2: a permutation of [0, p). */
static uint32_t unique_permute(uint32_t x)
{
  const uint32_t p = 4294967291U;
  if (x >= p)
    return x;
  uint32_t r = (uint32_t)(((uint64_t)x * x) % p);
  return x <= p / 2 ? r : p - r;
}

void rand_seed_unique(void)
{
  uint32_t a = (uint32_t)random(), b = (uint32_t)random();
  unique_index = unique_permute(unique_permute(a) + 0x682f0161U);
  unique_offset = unique_permute(unique_permute(b) + 0x46790905U);
}

uint32_t rand_unique(void)
{
  uint32_t i = ck_pr_faa_32(&unique_index, 1);
  return unique_permute((unique_permute(i) + unique_offset) ^ 0x5bf03635U);
}

uint32_t rand_uniform(uint32_t a, uint32_t b)
{
  return a + (uint32_t)(rand_double(&rand_tls) * (double)(uint32_t)(b - a + 1));
}

uint32_t rand_gaussian(uint32_t a, uint32_t b)
{
  double t = (double)(uint32_t)(b - a + 1);
  double sum = 0;
  int iter = rand_dists_tls->o.spec_iter;
  for (int i = 0; i < iter; i++)
    sum += rand_double(&rand_tls) * t;
  return iter > 0 ? a + (uint32_t)(sum / iter) : a;
}

uint32_t rand_special(uint32_t a, uint32_t b)
{
  const struct rand_options *ropt = &rand_dists_tls->o;
  double t = (double)(uint32_t)(b - a);
  double range = t * 100 / (100 - ropt->spec_res);
  double r = rand_double(&rand_tls);
  if (r * range < t) {
    double sum = 0;
    for (int i = 0; i < ropt->spec_iter; i++)
      sum += rand_double(&rand_tls);
    return (uint32_t)(a + sum * t / ropt->spec_iter);
  }
  double d = t * ropt->spec_pct / 100;
  double v = r * (d + 1) + t / 2 - t * ropt->spec_pct / 200;
  return a + (uint32_t)v;
}

uint32_t rand_pareto(uint32_t a, uint32_t b)
{
  double t = (double)(uint32_t)(b - a + 1);
  return a + (uint32_t)(t * pow(rand_double(&rand_tls), rand_dists_tls->pareto_power));
}

uint32_t rand_zipfian(uint32_t a, uint32_t b)
{
  const struct rand_dists *d = rand_dists_tls;
  double e = d->o.zipf_exp;
  uint32_t n = b - a + 1;
  if (n == 0)
    n = UINT32_MAX;
  double hn = zipf_H(e, n + 0.5);
  for (;;) {
    double y = hn + rand_double(&rand_tls) * (d->zipf_hx1 - hn);
    double x = zipf_Hinv(e, y);
    double kx = x + 0.5;
    uint32_t k = kx < 1 ? 1 : kx >= (double)n ? n : (uint32_t)kx;
    if (k - x <= d->zipf_s || y >= zipf_H(e, k + 0.5) - zipf_h(e, k))
      return a + k - 1;
  }
}

uint32_t rand_default(uint32_t a, uint32_t b)
{
  switch (rand_dists_tls->o.type) {
  case RAND_GAUSSIAN: return rand_gaussian(a, b);
  case RAND_SPECIAL: return rand_special(a, b);
  case RAND_PARETO: return rand_pareto(a, b);
  case RAND_ZIPFIAN: return rand_zipfian(a, b);
  default: return rand_uniform(a, b);
  }
}

void rand_string(const char *fmt, char *buf)
{
  for (; *fmt; fmt++, buf++) {
    if (*fmt == '#')
      *buf = (char)rand_uniform('0', '9');
    else if (*fmt == '@')
      *buf = (char)rand_uniform('a', 'z');
    else
      *buf = *fmt;
  }
}

uint32_t rand_varstring(char *buf, uint32_t min, uint32_t max)
{
  if (max == 0)
    return 0;
  if (min > max)
    min = 1;
  uint32_t n = rand_uniform(min, max);
  for (uint32_t i = 0; i < n; i++)
    buf[i] = (char)rand_uniform('0', 'z');
  return n;
}
