/* SPDX-License-Identifier: GPL-2.0-or-later */
/* openmetrics.c: the openmetrics output format: a run's results as
 * OpenMetrics text (metrics.h), for Prometheus and whatever reads it. */
#include "plugin/output.h"
#include "output/metrics.h"
#include "plugin/registry.h"

static int openmetrics_write(const struct results_series *r, FILE *f)
{
  return metrics_write(f, r, METRICS_OPENMETRICS, METRICS_ALL);
}

static const struct sb_output output_openmetrics = { .name = "openmetrics",
                                                     .write = openmetrics_write };
SB_REGISTER(sb_outputs, output_openmetrics);
