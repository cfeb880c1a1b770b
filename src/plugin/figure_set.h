/* SPDX-License-Identifier: GPL-2.0-or-later */
/* figure_set.h: the figures a plug-in declares for `sysbench compare
 * --output`'s bar charts, beyond those the core finds in every step
 * (events/s, MiB/s, IOPS, latencies): a test's or a script's own, read
 * from its result files (the unixbench index, the storage card's cells,
 * the net test's Mbit/s); and the picture of its files, if it draws one. A set is a const struct sb_figure_set in the
 * plug-in's folder, registered with SB_REGISTER(sb_figure_sets, ...)
 * (registry.h); compare walks them and names none. */
#ifndef SB_FIGURE_SET_H
#define SB_FIGURE_SET_H

#include <stdbool.h>

#include "core/results/results.h"

enum sb_better { SB_MORE_IS_BETTER, SB_LESS_IS_BETTER };

/* One figure of one file: a bar of the chart it names. */
struct sb_figure {
  const char *chart;        /* the chart: its title, and what matches the
                               figures of two files ("SEQ1M Q8T1 read MB/s") */
  const char *unit;         /* "MB/s", "index"; NULL: seconds, which the
                               chart shows in s, ms, µs or ns */
  enum sb_better better;
  double value;
  /* The spread of the runs it stands for (runs > 1: their lowest and
   * highest value); 0 or 1: none. */
  int runs;
  double min, max;
};

typedef void (*sb_figure_fn)(void *arg, const struct sb_figure *f);

struct picture;

struct sb_figure_set {
  const char *name;         /* first: the registry looks it up */
  /* Is r one of this set's files (by its test, or its summary's kind)? */
  bool (*claims)(const struct results_series *r);
  /* Its figures stand for the whole file: the core's figures of each
   * step are left out (the storage card's steps are its cells' runs). */
  bool whole_file;
  /* The test (by name) whose steps are passes of an index, as files from
   * before the steps recorded their kind are read; NULL: none. */
  const char *passes_of;
  /* Each figure of the whole file (its summary's, its steps' facts'). */
  void (*file)(const struct results_series *r, sb_figure_fn add, void *arg);
  /* Each figure of one step; the core gathers the runs of a step
   * (--runs) into one bar with their spread. */
  void (*step)(const struct results_series *r, const struct results_step *s, sb_figure_fn add,
               void *arg);
  /* The picture of one of its files that is not a threads sweep (the svg
   * and html formats': output/picture.h), made with picture.h's helpers;
   * NULL (or the hook NULL): its steps by label. */
  struct picture *(*picture)(const struct results_series *r);
};

#endif
