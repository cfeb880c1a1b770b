/* SPDX-License-Identifier: GPL-2.0-or-later */
/* report.h: one run's reports: turns the workers' statistics into the
 * figures of a report (struct sb_stat) and prints them in the reference's
 * formats, or hands them to the test's report hooks. A report gets all it
 * needs from its caller (the run's configuration, the statistics, the
 * test's hooks, the gauges of the moment, where the results go); it knows
 * nothing of the runner. */
#ifndef SB_REPORT_H
#define SB_REPORT_H

#include <stdbool.h>
#include <stdint.h>

#include "core/stats/figures.h"
#include "plugin/run_config.h"
#include "core/stats/stats.h"

struct module_runs;

/* The test's report functions (any may be NULL: the default format) and
 * the data each gets (the test's run data, or a report script's). A hook
 * that fails (a Lua error) calls report_hook_failed() before it returns:
 * the report then says so to its caller, and the run fails. record, when
 * set, gets every report's figures (the result files), with record_ctx. */
struct report_hooks {
  void (*intermediate)(void *data, const struct sb_stat *st);
  void *intermediate_data;
  void (*prefix)(void *data, const struct sb_stat *st);       /* lines before the default block */
  void *prefix_data;
  void (*cumulative)(void *data, const struct sb_stat *st);   /* replaces the whole block */
  void *cumulative_data;
  void (*record)(void *ctx, enum results_kind kind, const struct sb_stat *st);
  void *record_ctx;
  const struct module_runs *modules;   /* the modules' sections (module.h) */
};

/* What only the caller knows at the moment of a report. */
struct report_gauges {
  unsigned threads_running;
  uint64_t queue_length;      /* --rate: arrivals due and not started */
  uint64_t concurrency;       /* --rate: events in progress */
};

struct report;

/* Reports of a run of nthreads workers with these statistics; NULL when
 * out of memory. The configuration and statistics outlive the report. */
struct report *report_new(const struct run_config *rc, int nthreads, struct stats *stats,
                          const struct report_hooks *hooks);
void report_free(struct report *r);
/* The benchmark clock starts. */
void report_begin(struct report *r, uint64_t start_ns);

/* In a report hook, during its call: the hook failed. */
void report_hook_failed(void);

/* Each returns false when a hook failed (the run then fails). */
bool report_intermediate(struct report *r, const struct report_gauges *g);
bool report_checkpoint(struct report *r, const struct report_gauges *g);
/* The report at the end of a run whose workers stopped at end_ns. */
bool report_final(struct report *r, uint64_t end_ns, const struct report_gauges *g);
/* The report of a run abandoned at end_ns (forced shutdown, or workers
 * stuck after a signal): what finished by then; events in flight are left
 * out of every figure. */
void report_forced(struct report *r, uint64_t end_ns, const struct report_gauges *g);
/* The built-in report of what ran until end_ns, printed when the process
 * is about to end with a hook stuck (watchdog.h): no report hook but the
 * test's C prefix, no result file, and the report's lock is waited for
 * 100 ms at most (a stuck hook may hold it), then kept. Prints nothing if
 * the final report was complete; the figures a stuck cumulative hook was
 * given if one holds the lock (a checkpoint's: up to the checkpoint). */
void report_emergency(struct report *r, uint64_t end_ns, const struct report_gauges *g);
/* --steady-state: one second's sample (the reporter thread's, every
 * second of measured time); true when the criterion now holds over the
 * window, and the run is to end. The final report then gives the
 * window's figures. false without --steady-state. */
bool report_sample(struct report *r, uint64_t now_ns);
struct steady;
const struct steady *report_steady(const struct report *r);   /* NULL: none */
/* Restarts every figure without printing (end of warmup); from then on
 * time_total leaves out offset_ns (the warmup). */
void report_reset(struct report *r, uint64_t now_ns, uint64_t offset_ns);

/* The default formats, with the modules' sections (module.h). */
void report_print_intermediate(const struct sb_stat *st);
void report_print_cumulative(const struct sb_stat *st);

#endif
