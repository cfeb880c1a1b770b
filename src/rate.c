/* rate.c: the --rate arrival schedule (see rate.h). Gaps are exponential
 * with mean 1e9/rate ns, drawn as -mean * ln(1 - u), as the reference
 * draws them. */
#include "rate.h"

#include <math.h>

#include <ck_pr.h>

static uint64_t rate_gap(const struct rate *r, struct rand_state *rng)
{
  return (uint64_t)(-r->mean_ns * log(1.0 - rand_double(rng)));
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
