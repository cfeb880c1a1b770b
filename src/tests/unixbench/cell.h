/* SPDX-License-Identifier: GPL-2.0-or-later */
/* cell.h: one run of a built-in test with given options, in this process,
 * as a labelled step of a series (series.h). The unixbench index is built
 * on it. */
#ifndef SB_TESTS_UNIXBENCH_CELL_H
#define SB_TESTS_UNIXBENCH_CELL_H

#include <stddef.h>

#include "core/command/general.h"
#include "core/results/results.h"
#include "core/command/series.h"

#define CELL_MAX_OPTIONS 4

struct cell {
  const char *test;                          /* a built-in test's name */
  const char *options[CELL_MAX_OPTIONS + 1]; /* "name=value", NULL-terminated */
  const char *label;                         /* the step's label */
  int threads;
  int seconds;                               /* the run's --time */
};

/* The test's init and done alone, with the cell's options: its options
 * and what it needs (a locale, tools) are checked before a long suite
 * begins. Returns 0, or 1 after the test said why. */
int cell_check(const struct cell *c, const struct general *g);

/* Runs the cell: its options set on a copy of the command's (g), the
 * test's init, one run with the cell's threads and time (no --events),
 * then done, as a step of s; *step is its results (NULL if it did not
 * run). Returns the run's exit status (runner_run's: negative means
 * leave at once). */
int cell_run(const struct cell *c, const struct general *g, struct series *s,
             struct results_step **step);

#endif
