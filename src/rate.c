/* rate.c: the --rate arrival schedule (see rate.h). Gaps are exponential
 * with mean 1e9/rate ns, drawn as -mean * ln(1 - u), as the reference
 * draws them. */
#include "rate.h"

#include <math.h>
#include <time.h>

#include <ck_pr.h>

#include "runner.h"
#include "timer.h"

static uint64_t rate_next;       /* scheduled time of the next arrival */
static double rate_mean_ns;

static uint64_t rate_gap(struct rand_state *rng)
{
  return (uint64_t)(-rate_mean_ns * log(1.0 - rand_double(rng)));
}

void rate_start(uint64_t start_ns, int rate, struct rand_state *rng)
{
  rate_mean_ns = 1e9 / rate;
  ck_pr_store_64(&rate_next, start_ns + rate_gap(rng));
}

uint64_t rate_claim(struct rand_state *rng)
{
  uint64_t gap = rate_gap(rng);
  uint64_t at = ck_pr_load_64(&rate_next);
  while (!ck_pr_cas_64_value(&rate_next, at, at + gap, &at))
    ;
  return at;
}

bool rate_wait(uint64_t at)
{
  const uint64_t slice = 100 * 1000 * 1000;   /* re-check the stop flag */
  for (;;) {
    if (ck_pr_load_int(&sb_runner.stop) != STOP_NONE)
      return false;
    uint64_t now = timer_now();
    if (now >= at)
      return true;
    if (at >= ck_pr_load_64(&sb_runner.deadline)) {
      runner_limit_reached(true);
      return false;
    }
    struct timespec ts = timer_timespec(at - now < slice ? at : now + slice);
    clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL);
  }
}

uint64_t rate_backlog(uint64_t now)
{
  uint64_t next = ck_pr_load_64(&rate_next);
  if (rate_mean_ns == 0 || next > now)
    return 0;
  return 1 + (uint64_t)((double)(now - next) / rate_mean_ns);
}
