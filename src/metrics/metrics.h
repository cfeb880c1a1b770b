/* SPDX-License-Identifier: GPL-2.0-or-later */
/* metrics.h: the metrics module's configuration: the user's labels
 * (which result files record, so the metric formats read them there),
 * and where and how the Pushgateway push goes. */
#ifndef SB_METRICS_METRICS_H
#define SB_METRICS_METRICS_H

#include <stdbool.h>

#include "plugin/options.h"
#include "core/results/results.h"

struct metrics_conf {
  struct opt_list labels;     /* --metric-labels */
  const char *push;           /* --push: the gateway's URL, or NULL */
  bool strict;                /* --push-strict: a failed push fails the run */
  int timeout;                /* --push-timeout, seconds */
};

/* Pushes step i of run (push.c), or the run's own figures (i < 0), to
 * the gateway; 0, or -1 when it failed and c->strict (after the FATAL
 * line; without strict, a WARNING and 0): the series then pushes nothing
 * more (module.h's step_end). */
int push_results(const struct metrics_conf *c, const struct results_series *run, long i);
/* The longest --push URL taken: with the path push adds, a request line
 * every HTTP server reads (many refuse lines over 8 KiB). */
#define PUSH_URL_MAX 4096

/* Is url one --push takes (http or https, no query or fragment)? */
bool push_url_ok(const char *url);

#endif
