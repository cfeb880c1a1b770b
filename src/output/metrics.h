/* SPDX-License-Identifier: GPL-2.0-or-later */
/* metrics.h: a run's results as Prometheus metrics, shared by the
 * openmetrics and prometheus output formats and the Pushgateway push
 * (src/metrics/). Every figure a result file keeps of a step's final
 * report is one family, in base units (seconds, bytes), its samples
 * labelled with the test, the step, its threads, the host and the
 * user's labels (--metric-labels, as the result records them); a
 * database step adds its figures per query type, and the latency
 * histograms are cumulative buckets at every power of two nanoseconds
 * (edges of the histogram's own buckets, so the counts are exact). */
#ifndef SB_OUTPUT_METRICS_H
#define SB_OUTPUT_METRICS_H

#include <stddef.h>
#include <stdio.h>

#include "core/results/results.h"

enum metrics_format {
  METRICS_OPENMETRICS,   /* OpenMetrics 1.0 text: # UNIT, counters' _total
                            in samples only, # EOF */
  METRICS_PROMETHEUS     /* the text format 0.0.4 (the node_exporter
                            textfile collector, the Pushgateway) */
};

/* What metrics_write writes: every family (a file), the run's own
 * (status, steps: no step label), or step i's alone (i >= 0). */
#define METRICS_ALL (-1L)
#define METRICS_RUN (-2L)

/* Writes the families of r that `what` selects to f; 0, or -1 on a
 * stream error. */
int metrics_write(FILE *f, const struct results_series *r, enum metrics_format fmt, long what);

/* The host r ran on (its environment's hostname, else this host's):
 * the samples' host label, and the Pushgateway instance. */
void metrics_host(const struct results_series *r, char *host, size_t cap);

/* Why the items of --metric-labels ("name=value") are refused: NULL when
 * they are fine, else a static reason, with *bad the index of the item. */
const char *metrics_labels_refused(const char *const *items, int n, int *bad);

#endif
