/* SPDX-License-Identifier: GPL-2.0-or-later */
/* resultcmd.h: the commands that work on result files, `sysbench compare`
 * and `sysbench merge`. They are recognised before any test is looked up
 * and take any number of files. */
#ifndef SB_RESULTCMD_H
#define SB_RESULTCMD_H

#include <stdbool.h>

#include "core/results/results.h"

/* Is the first argument that is not an option "compare" or "merge"? */
bool resultcmd_wanted(int argc, char **argv);
/* Parses the command's own arguments and runs it; returns the exit status. */
int resultcmd_main(int argc, char **argv);

enum compare_format { COMPARE_TEXT, COMPARE_MARKDOWN };

/* Each loaded file with the name it was given as. */
struct resultcmd_file {
  const char *name;
  struct results_series *run;
};

/* What compare shows and how. */
struct compare_settings {
  enum compare_format format;
  bool relative_geomean;   /* each figure's ratios against the files' geometric
                              mean (else against the first file) */
  bool verbose;            /* each run's figures (--runs), not only their statistics */
};

/* split > 0: files[0..split) are one side, the rest the other ("vs"). */
int compare_run(const struct resultcmd_file *files, int n, int split,
                const struct compare_settings *set);
/* Runs (compare_runs.c): two sides with a split or for two files of
 * --runs, else each file of --runs alone; printed through emit, a line at
 * a time. compare_runs_check refuses (FATAL, non-zero) a side whose files
 * ran different configurations. */
bool compare_runs_wanted(const struct resultcmd_file *files, int n, int split);
bool compare_runs_file(const struct resultcmd_file *f);
int compare_runs_check(const struct resultcmd_file *files, int n, int split);
void compare_runs(const struct resultcmd_file *files, int n, int split, bool markdown,
                  void (*emit)(const char *line));
/* Merges files into one run and writes it to the --output targets ot. */
struct output_targets;
int merge_run(const struct resultcmd_file *files, int n, const struct output_targets *ot);

#endif
