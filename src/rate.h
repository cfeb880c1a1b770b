/* rate.h: --rate: a Poisson arrival schedule shared by the workers. Each
 * worker claims the next arrival, waits for it if it lies in the future,
 * and times its event from the arrival, so queueing shows in the latency.
 * There is no queue to overflow: under overload arrivals just fall further
 * behind, and the backlog is reported. */
#ifndef SB_RATE_H
#define SB_RATE_H

#include <stdbool.h>
#include <stdint.h>

#include "rand.h"

/* Starts the schedule at start_ns for `rate` arrivals per second. */
void rate_start(uint64_t start_ns, int rate, struct rand_state *rng);
/* Claims the next arrival: its scheduled time, and the schedule moves on by
 * an exponential gap drawn from rng. Lock-free. */
uint64_t rate_claim(struct rand_state *rng);
/* Sleeps until `at`, waking early when the run stops; false if the run
 * stopped or the time limit came first. */
bool rate_wait(uint64_t at);
/* Arrivals due by `now` and not yet claimed: the next one, and beyond it as
 * many as the mean rate puts in the rest of the backlog. */
uint64_t rate_backlog(uint64_t now);

#endif
