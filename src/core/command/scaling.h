/* SPDX-License-Identifier: GPL-2.0-or-later */
/* scaling.h: the figures of a threads sweep: events/s per step, speedup,
 * efficiency and the knee. */
#ifndef SB_SCALING_H
#define SB_SCALING_H

#include "core/results/results.h"

/* The knee threshold: a step is the knee when its events/s is below this
 * many times the previous step's. */
#define SCALING_KNEE_RATIO 1.10


/* Whether r is a threads sweep (or a plain run): every step of the
 * threads kind, thread counts increasing. Only then do speedup,
 * efficiency and the knee mean anything; a suite's or the unixbench
 * index's steps (or a hostile file's) are other runs, not thread counts. */
bool scaling_is_sweep(const struct results_series *r);

/* Index in r->steps of the knee, or -1 when every complete step scaled by
 * at least SCALING_KNEE_RATIO over the previous complete one (and when r
 * is not a threads sweep). */
int scaling_knee(const struct results_series *r);

/* Prints the scaling table after a sweep (notice level). */
void scaling_print(const struct results_series *r);
/* The same after a sweep with --runs (each thread count's runs, one after
 * another in r): each thread count's mean events/s over its complete runs,
 * the speedup and efficiency of the means, the knee among them. */
void scaling_print_means(const struct results_series *r);

#endif
