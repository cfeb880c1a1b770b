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

/* Where a step's run settings come from. */
enum series_settings {
  SERIES_COMMAND_SETTINGS,        /* the command's (a sweep's steps) */
  SERIES_STEP_SETTINGS            /* read from the step's options (a suite's
                                     step may change any option) */
};

/* A step's overrides of its settings, each applied when its bit is set. */
enum {
  SERIES_THREADS = 1u,            /* .threads */
  SERIES_TIME = 2u,               /* .time (0: no limit) */
  SERIES_NO_EVENTS = 4u           /* --events does not apply */
};

/* Made by series_step_init, which fills every field with its default;
 * the caller then sets the fields its step changes. */
struct series_step {
  const struct sb_test *test;
  enum sb_command cmd;            /* CMD_RUN, or a suite's prepare, cleanup */
  const char *label;              /* its name in result files (a run's);
                                     default the test's name */
  const struct opt_registry *options;   /* the command's, or the step's own
                                           copy of them */
  enum series_settings settings;
  const struct json *given;       /* the options it changed (result files);
                                     default none */
  void *conf;                     /* the test's, when the caller ran init for
                                     every step (a threads sweep); default
                                     NULL: the step runs init and done */
  unsigned overrides;             /* SERIES_THREADS | ...; default none */
  int threads, time;
  enum results_step_kind kind;    /* what the step is; default a threads
                                     sweep's */
  const char *who;                /* names the caller in the refusal of a
                                     threads list ("sysbench.run") */
};

/* What a step's exit status says to the series' caller. */
enum series_status {
  SERIES_DONE,                    /* 0: the step went well */
  SERIES_FAILED,                  /* it failed (its FATAL lines said why) */
  SERIES_INTERRUPTED,             /* a signal ended it (128 + signal): stop */
  SERIES_LEFT_BEHIND              /* its workers could not be stopped
                                     (negative): leave at once, free nothing */
};
enum series_status series_status_of(int status);

/* A step of series s: test t's command cmd with the defaults above
 * (labelled by the test's name). */
void series_step_init(const struct series *s, struct series_step *st, const struct sb_test *t,
                      enum sb_command cmd);

/* A series named name (the result's test) with the command's settings
 * g; threads_sweep: its steps are a sweep's (the scaling table). */
struct series *series_begin(const char *name, const struct general *g, bool threads_sweep);
/* Runs a step. Its exit status (runner_run's: negative means leave at
 * once; 1 when a module's step_end failed it); *out, when out is not
 * NULL, is its results (NULL but for runs). */
int series_step(struct series *s, const struct series_step *st, struct results_step **out);
/* The results so far (the steps' labels, a suite's summary). */
struct results_series *series_results(struct series *s);
/* Ends the series with the command's status: the scaling table of a
 * threads sweep, the --output files when a step ran, then the modules'
 * series_end. Returns status, or 1 when writing the files or a module
 * failed. Frees s. */
int series_end(struct series *s, int status);

#endif
