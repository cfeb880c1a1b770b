/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rand.h: per-thread xoroshiro128+ generator and the distributions of the
 * reference (same formulas, so --rand-seed streams match). */
#ifndef SB_RAND_H
#define SB_RAND_H

#include <stdbool.h>
#include <stdint.h>

struct rand_state {
  uint64_t s[2];
};

enum rand_dist { RAND_UNIFORM, RAND_GAUSSIAN, RAND_SPECIAL, RAND_PARETO, RAND_ZIPFIAN };

struct rand_options {
  enum rand_dist type;
  int spec_iter, spec_pct, spec_res;
  long long seed;
  double pareto_h;
  double zipf_exp;
};

/* The distributions of a command or a run: the options and the constants
 * derived from them once. A value (run_config.rand). */
struct rand_dists {
  struct rand_options o;
  double pareto_power;
  double zipf_s, zipf_hx1;   /* rejection-inversion constants */
};

/* The calling thread's generator. */
extern __thread struct rand_state rand_tls;

/* The distributions' names, in enum rand_dist order, NULL-terminated. */
extern const char *const rand_dist_names[];
/* d from the options o. */
void rand_dists_init(struct rand_dists *d, const struct rand_options *o);
/* The distributions the calling thread draws from (a worker: its run's;
 * the main thread: the command's, or the run's whose Lua code it runs):
 * d must outlive their use. */
void rand_dists_use(const struct rand_dists *d);
const struct rand_dists *rand_dists_current(void);
/* Seeds a state from four libc random() calls, as the reference does. */
void rand_seed_state(struct rand_state *st);
/* Seeds the process-wide unique() sequence from libc random(). */
void rand_seed_unique(void);

static inline uint64_t rand_rotl(uint64_t x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static inline uint64_t rand_next(struct rand_state *st)
{
  uint64_t s0 = st->s[0], s1 = st->s[1];
  uint64_t r = s0 + s1;
  s1 ^= s0;
  st->s[0] = rand_rotl(s0, 55) ^ s1 ^ (s1 << 14);
  st->s[1] = rand_rotl(s1, 36);
  return r;
}

/* [0, 1) with 52 random bits. */
static inline double rand_double(struct rand_state *st)
{
  union { uint64_t u; double d; } v = { 0x3FF0000000000000ULL | (rand_next(st) >> 12) };
  return v.d - 1.0;
}

uint32_t rand_uniform(uint32_t a, uint32_t b);
uint32_t rand_gaussian(uint32_t a, uint32_t b);
uint32_t rand_special(uint32_t a, uint32_t b);
uint32_t rand_pareto(uint32_t a, uint32_t b);
uint32_t rand_zipfian(uint32_t a, uint32_t b);
uint32_t rand_default(uint32_t a, uint32_t b);
uint32_t rand_unique(void);
/* Writes strlen(fmt) bytes: '#' becomes a digit, '@' a lowercase letter. */
void rand_string(const char *fmt, char *buf);
/* Writes uniform(min, max) characters from '0'..'z'; returns the count. */
uint32_t rand_varstring(char *buf, uint32_t min, uint32_t max);

#endif
