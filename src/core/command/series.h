/* SPDX-License-Identifier: GPL-2.0-or-later */
/* series.h: a series of runs, the steps of one result: a plain run, a
 * threads sweep, a suite's runs and the unixbench index's passes alike.
 * series_begin, one series_step per run (a suite's prepare and cleanup
 * too), series_end. A step is a labelled run of a test with options of
 * its own: a copy of the command's registry that the caller changed for
 * that step, so nothing global changes and nothing is restored. */
#ifndef SB_SERIES_H
#define SB_SERIES_H

#include <stdbool.h>

#include "general.h"
#include "core/base/json.h"
#include "core/results/results.h"
#include "plugin/test.h"

struct series;

struct series_step {
  const struct sb_test *test;
  enum sb_command cmd;            /* CMD_RUN (0), or a suite's prepare, cleanup */
  const char *label;              /* NULL: "threads=N" */
  const struct opt_registry *options;   /* the step's own; NULL: the command's */
  bool read_settings;             /* the run's settings are read from options
                                     (a suite's step may change any option);
                                     else they are the command's */
  const struct json *given;       /* the options it changed (result files) */
  void *conf;                     /* the test's, when the caller ran init for
                                     every step (a threads sweep); NULL: the
                                     step runs init and done itself */
  int threads;                    /* 0: from the options */
  int time;                       /* -1: from the options */
  bool no_events;                 /* --events does not apply */
  enum results_step_kind kind;    /* what the step is (a sweep's: 0) */
  const char *who;                /* names the caller in the refusal of a
                                     threads list ("sysbench.run") */
};

/* A series named name (the result's test) with the command's settings
 * g; threads_sweep: its steps are a sweep's (the scaling table). */
struct series *series_begin(const char *name, const struct general *g, bool threads_sweep);
/* Runs a step. Its exit status (runner_run's: negative means leave at
 * once; 1 when a module's step_end failed it); *out, when out is not
 * NULL, is its results (NULL but for runs). */
int series_step(struct series *s, const struct series_step *st, struct results_step **out);
/* The results so far (the steps' labels, a suite's summary). */
struct results_run *series_results(struct series *s);
/* Ends the series with the command's status: the scaling table of a
 * threads sweep, the --output files when a step ran, then the modules'
 * series_end. Returns status, or 1 when writing the files or a module
 * failed. Frees s. */
int series_end(struct series *s, int status);

#endif
