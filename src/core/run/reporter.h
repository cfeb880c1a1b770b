/* SPDX-License-Identifier: GPL-2.0-or-later */
/* reporter.h: the background thread that prints a run's intermediate
 * reports (--report-interval) and checkpoint reports
 * (--report-checkpoints), and takes --steady-state's samples each second. It gets the report to take and a function for
 * the gauges of the moment from the run; it knows nothing of the runner. */
#ifndef SB_REPORTER_H
#define SB_REPORTER_H

#include <stdbool.h>
#include <stdint.h>

#include "report.h"
#include "plugin/run_config.h"

struct reporter_source {
  struct report *report;
  const struct run_config *rc;
  /* The gauges now; false when no worker runs (no report then). */
  bool (*gauges)(void *arg, struct report_gauges *g);
  /* A report hook failed: the run must stop (no more reports follow). */
  void (*failed)(void *arg);
  /* --steady-state holds: the run ends (its samples stop). */
  void (*steady)(void *arg);
  void *arg;
};

struct reporter;

/* Starts the thread if any report is due (else returns NULL through *out
 * and 0). Reports begin when released (at once, or by reporter_release
 * after the warmup). -1 after printing why the thread was not created. */
int reporter_start(struct reporter **out, const struct reporter_source *src,
                   uint64_t start_ns, bool released);
/* Reports begin; their schedule (--report-checkpoints too) counts from
 * now_ns, the end of the warmup. */
void reporter_release(struct reporter *rp, uint64_t now_ns);
/* Stops and frees the thread; NULL is fine. */
void reporter_stop(struct reporter *rp);

#endif
