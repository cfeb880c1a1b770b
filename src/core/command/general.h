/* SPDX-License-Identifier: GPL-2.0-or-later */
/* general.h: the general, random-number and log options: their
 * declaration (--help order), and the values they give: the command's
 * settings (struct general) and the configuration of its runs (struct
 * run_config), read from a registry. Both are values; nothing reads them
 * through a global. */
#ifndef SB_GENERAL_H
#define SB_GENERAL_H

#include <stdbool.h>
#include <stdint.h>

#include "plugin/options.h"
#include "core/stats/rand.h"
#include "plugin/run_config.h"

struct output_targets;

#define GENERAL_MAX_STEPS OPT_MAX_STEPS
#define GENERAL_MAX_RUNS 1000

/* The command's settings: what every run shares, and the thread counts of
 * a threads sweep (one step for a plain run). */
struct general {
  struct run_config run;      /* every run's settings; threads: the first step's */
  int thread_steps[GENERAL_MAX_STEPS];   /* --threads=1,2,4 or 1..8 */
  int nsteps;
  bool sweep;                 /* --threads was a list or a range */
  /* Set on the command line, in a config file or by a suite's step. */
  bool threads_given, time_given, max_time_given, events_given;
  int verbosity;
  int runs;                   /* --runs: runs of each step */
  const char *luajit_cmd;
  const char *report_script;
  struct opt_list output;     /* --output's targets, as given */
  const struct output_targets *outputs;   /* the same, checked (output.h) */
  bool help, version;
};

/* Declares the general groups into r. */
void general_register(struct opt_registry *r);
/* Reads and checks every general option of r in the reference's order,
 * printing the reference's messages, into g (g->run.options is r); the
 * run's own (--runs, --steady-state: OPT_RUN_ONLY) only with run, once the
 * test's options are known (a script's own --runs takes the name), else
 * their defaults. GENERAL_QUIET: a second reading, without the warnings
 * the first printed. GENERAL_ENDS_ITSELF: the test ends on its own (a
 * copy, at its last byte), so no limit is no endless test. Returns 0 or
 * -1. */
enum { GENERAL_RUN = 1, GENERAL_QUIET = 2, GENERAL_ENDS_ITSELF = 4 };
int general_read(const struct opt_registry *r, struct general *g, unsigned flags);
/* Only --help and --version (before anything else is checked). */
void general_read_early(const struct opt_registry *r, struct general *g);

/* Does option name (of a result file) not change what is measured, so
 * that compare and merge ignore it? results_option_ignored's names, and
 * the general and modules' options declared OPT_UNMEASURED. */
bool general_option_ignored(const char *name);

#endif
