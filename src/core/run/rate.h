/* SPDX-License-Identifier: GPL-2.0-or-later */
/* rate.h: --rate: a Poisson arrival schedule shared by a run's workers, as
 * a value the run owns. Each worker claims the next arrival and waits for
 * it (the runner does the waiting); the event is timed from the arrival,
 * so queueing shows in the latency. There is no queue to overflow: under
 * overload arrivals just fall further behind, and the backlog is reported.
 * The schedule knows nothing of the runner. */
#ifndef SB_RATE_H
#define SB_RATE_H

#include <stdint.h>

#include "core/stats/rand.h"

struct rate {
  uint64_t next;        /* scheduled time of the next arrival, ns */
  double mean_ns;       /* mean gap */
};

/* Starts the schedule at start_ns for `rate` arrivals per second. */
void rate_start(struct rate *r, uint64_t start_ns, int rate, struct rand_state *rng);
/* Claims the next arrival: its scheduled time, and the schedule moves on by
 * an exponential gap drawn from rng. Lock-free. */
uint64_t rate_claim(struct rate *r, struct rand_state *rng);
/* Arrivals due by `now` and not yet claimed: the next one, and beyond it as
 * many as the mean rate puts in the rest of the backlog. */
uint64_t rate_backlog(struct rate *r, uint64_t now);

#endif
