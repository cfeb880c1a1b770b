/* SPDX-License-Identifier: GPL-2.0-or-later */
/* suite.h: suites: a script's command that runs tests in the same process
 * (sysbench.run, script_suite.c); each run is a labelled step of one
 * series (series.h), so of the command's result files. This is the
 * command's side, which knows nothing of Lua: the suite (a value the
 * script holds), its steps, the signals that stop it, its summary. */
#ifndef SB_SUITE_H
#define SB_SUITE_H

#include <stdbool.h>

#include "general.h"
#include "core/base/json.h"
#include "core/results/results.h"
#include "plugin/test.h"

struct suite;

/* Around a script command that may run steps: its runs become the steps
 * of one result (named name); suite_end writes the --output files when
 * there was a run, and returns the command's exit status (status, or
 * 128+signal when a run was interrupted), and frees the suite. Takes
 * SIGINT and SIGTERM from begin to end (watchdog.h) and watches the
 * command between runs. */
struct suite *suite_begin(const char *name, const struct general *g);
int suite_end(struct suite *suite, int status);

/* Is one of its steps running; has a signal or an interrupted run
 * stopped it? */
bool suite_running(const struct suite *suite);
bool suite_stopped(const struct suite *suite);

/* One step: test t (named name, as the script named it) with the options
 * of r (a copy of the command's, which the caller changed: given says
 * how), labelled label or, without one, by the name and given; a label
 * another step has gets " (2)", ...
 * Returns the status (a run interrupted by a signal stops the suite);
 * *step is a run's results (NULL for prepare and cleanup). */
int suite_step(struct suite *suite, const char *name, const struct sb_test *t,
               enum sb_command cmd, const char *label, const struct opt_registry *r,
               struct json *given, struct results_step **step);

/* The result's percentile ranks (a step's report as a table needs them). */
const struct results_series *suite_results(const struct suite *suite);

/* sysbench.summary's: kept (replacing the last) for the result files. */
void suite_set_summary(struct suite *suite, struct json *summary);

#endif
