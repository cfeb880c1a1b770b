/* cell.h: one run of a built-in test with given options, in this process,
 * added as a labelled step to a results run: what the suite API's
 * sysbench.run(test, options) will do (issue 15). The unixbench index is
 * built on it, so that it can move onto that API when it lands. */
#ifndef SB_TESTS_UNIXBENCH_CELL_H
#define SB_TESTS_UNIXBENCH_CELL_H

#include <stddef.h>

#include "general.h"
#include "results.h"

#define CELL_MAX_OPTIONS 4

struct cell {
  const char *test;                          /* a built-in test's name */
  const char *options[CELL_MAX_OPTIONS + 1]; /* "name=value", NULL-terminated */
  const char *label;                         /* the step's label */
  int threads;
  int seconds;                               /* the run's --time */
};

/* Sets the cell's options and runs the test's init and done alone: its
 * options and what it needs (a locale, tools) are checked before a long
 * suite begins. Returns 0, or 1 after the test said why. */
int cell_check(const struct cell *c, const struct general *g);

/* Runs the cell: its options set, the test's init, one run with the
 * command's settings g but the cell's threads and time (no --events),
 * then done. The run becomes step *step of res. Returns the run's exit
 * status (runner_run's: negative means leave at once). */
int cell_run(const struct cell *c, const struct general *g, struct results_run *res,
             size_t *step);

#endif
