/* SPDX-License-Identifier: GPL-2.0-or-later */
/* prometheus.c: the prometheus output format: a run's results in the
 * text format 0.0.4 (metrics.h), for the node_exporter textfile
 * collector. The file is written to a temporary name beside it and
 * renamed over it (output.c does so for every regular file), so the
 * collector never reads half a file; the temporary name does not end in
 * .prom, which the collector would read. */
#include "plugin/output.h"
#include "output/metrics.h"
#include "plugin/registry.h"

static int prometheus_write(const struct results_series *r, FILE *f)
{
  return metrics_write(f, r, METRICS_PROMETHEUS, METRICS_ALL);
}

static const struct sb_output output_prometheus = { .name = "prometheus",
                                                    .write = prometheus_write };
SB_REGISTER(sb_outputs, output_prometheus);
