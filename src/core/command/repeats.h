/* SPDX-License-Identifier: GPL-2.0-or-later */
/* repeats.h: --runs=N: a step's N runs, one line each, then the
 * statistics of their headline figures (events/s, MiB/s, latencies):
 * mean, median, standard deviation, min-max, the 95% confidence interval
 * and the coefficient of variation, outliers named (sample_stats.h); and
 * the same as the result file's "statistics". compare reads them back. */
#ifndef SB_REPEATS_H
#define SB_REPEATS_H

#include <stdbool.h>
#include <stddef.h>

#include "core/base/json.h"
#include "core/results/results.h"

#define REPEATS_MAX_FIGURES (3 + RUN_MAX_PERCENTILES)
#define REPEATS_LABEL 40
#define REPEATS_KEY 48

/* The headline figures of a step's final report: their names (result
 * files' keys, "events_per_sec", "latency_p95_ms"), labels as the text
 * shows them ("events/s", "95th (ms)") and values; returns how many. */
int repeats_figures(const struct results_series *r, const struct results_step *s, bool bytes,
                    char keys[][REPEATS_KEY], char labels[][REPEATS_LABEL], double *values);

/* One run's line ("run 3: 1234.56 events/s ..."), as it ends; what the
 * modules of mc doubt under it, when they show their verdicts. */
struct module_confs;
void repeats_line(const struct results_series *r, const struct results_step *s, int k,
                  const struct module_confs *mc);

/* The statistics of the n steps from first (a step's runs): printed as a
 * table, and returned as a group of the result file's "statistics". */
struct json *repeats_summary(const struct results_series *r, size_t first, size_t n,
                             const char *label);

#endif
