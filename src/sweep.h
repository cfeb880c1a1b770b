/* sweep.h: --threads as a list or a doubling range (a threads sweep), and
 * the run command over its steps. */
#ifndef SB_SWEEP_H
#define SB_SWEEP_H

#include <stdbool.h>
#include <stddef.h>

#include "general.h"
#include "test.h"

/* Is text a sweep ("1,2,4", "1..64") rather than one number? */
bool sweep_syntax(const char *text);

/* Items separated by ',', each N or A..B; A..B is A, 2A, 4A, ... below B,
 * then B itself. The counts must be >= 1 and strictly increasing. Fills
 * steps[0..*n); returns -1 with the reason in err. */
int sweep_parse(const char *text, int *steps, int max, int *n, char *err, size_t errlen);

/* The run command: one full run per step, each with its own run_config
 * and report, then the scaling table (sweeps only) and the --output files.
 * Stops at the first step that does not succeed and returns its status. */
int sweep_run(const struct sb_test *t, void *conf, const struct general *g);

#endif
