/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sweep.h: the run command over --threads: one run per thread count (a
 * threads sweep; one step for a plain run). */
#ifndef SB_SWEEP_H
#define SB_SWEEP_H

#include "general.h"
#include "plugin/test.h"

/* One full run per step, each with its own run_config and report, then
 * the scaling table (sweeps only) and the --output files. The test's init
 * and done run once around all steps (conf is init's). Stops at the first
 * step that does not succeed and returns its status. */
int sweep_run(const struct sb_test *t, void *conf, const struct general *g);

#endif
