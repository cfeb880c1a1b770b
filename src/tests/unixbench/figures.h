/* SPDX-License-Identifier: GPL-2.0-or-later */
/* figures.h: what the unixbench index's result files show: its figure set
 * (figures.c) draws its picture (picture.c). */
#ifndef SB_UNIXBENCH_FIGURES_H
#define SB_UNIXBENCH_FIGURES_H

#include "core/results/results.h"

struct picture;

/* The index's picture of r (output/picture.h); NULL when r has no passes'
 * facts. */
struct picture *ub_picture(const struct results_series *r);

#endif
