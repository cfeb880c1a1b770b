/* SPDX-License-Identifier: GPL-2.0-or-later */
/* comparison.h: `sysbench compare --output=html:FILE,svg:FILE`'s model:
 * the machines of N result files side by side, then one horizontal bar
 * chart per figure, the files grouped by what they ran (a test and its
 * options: files of different tests or options are never one series).
 * Built by comparison.c from the files, the figures of every step and
 * those plug-ins declare (plugin/figure_set.h); drawn by the output formats
 * that can (plugin/output.h: compare). Every text is ready to show (text
 * from the files escaped as utf8_escape does), so that every format says
 * the same; what cannot be compared says why. */
#ifndef SB_COMPARISON_H
#define SB_COMPARISON_H

#include <stdbool.h>
#include <stddef.h>

#include "plugin/figure_set.h"
#include "resultcmd.h"

/* The rows of the machines table, in order. */
enum cmp_fact { CMP_FILE, CMP_HOST, CMP_CPU, CMP_CPUS, CMP_CLOCK, CMP_MEMORY, CMP_DEVICE,
                CMP_FILESYSTEM, CMP_KERNEL, CMP_OS, CMP_VERDICT, CMP_FACTS };
extern const char *const comparison_fact_names[CMP_FACTS];   /* "file", "host", ... */

/* What a chart's relative column is against. */
enum cmp_relative { CMP_RELATIVE_FIRST, CMP_RELATIVE_GEOMEAN };

/* One file's bar of a chart. */
struct cmp_bar {
  int file;                 /* the file's index in the comparison */
  bool have;                /* false: no bar; why says why */
  double value;             /* in the chart's unit */
  int runs;                 /* > 1: min and max are the runs' spread */
  double min, max;
  bool doubt;               /* a module said the figures are in doubt */
  double relative;          /* value / the chart's reference; NAN: none */
  char text[64];            /* the value with its unit ("15775.85 events/s") */
  char rel_text[16];        /* "1.00", "0.52", or "-" */
  char why[320];            /* when !have: "no step threads=8" */
};

struct cmp_chart {
  char *title;              /* "threads=1: events/s" */
  char *unit;
  enum sb_better better;
  struct cmp_bar *bars;     /* one per file of its group, in the group's order */
};

struct cmp_group {
  char *title;              /* the test, with the options that set it apart */
  int nfiles;
  int *files;
  struct cmp_chart *charts;
  size_t ncharts, cap;
};

struct comparison {
  int nfiles;
  char **labels;            /* each file's name on the bars: its host, with
                               the file's name when two share one */
  char *(*facts)[CMP_FACTS];   /* facts[i][k]: "unknown" when file i lacks it */
  enum cmp_relative relative;
  struct cmp_group *groups;
  size_t ngroups;
  char **notes;             /* what cannot be compared, and why */
  size_t nnotes, ncap;
};

struct comparison *comparison_build(const struct resultcmd_file *files, int n,
                                    enum cmp_relative relative);
void comparison_free(struct comparison *c);
/* The options a and b do not agree on (measured ones only: output files
 * and verbosity do not count), as text ("--time: 1 against 2"; the first
 * three, then how many more); their number. */
int comparison_option_diff(const struct results_series *a, const struct results_series *b,
                           char *buf, size_t len);
/* "more is better" or "less is better". */
const char *comparison_better_text(enum sb_better b);

/* The machines table's cells of one file (comparison_facts.c). */
void comparison_facts(const struct resultcmd_file *f, char *cells[CMP_FACTS]);

/* The figures of one file (comparison_figures.c): those the core finds in
 * its steps and those plug-ins declare, each with its chart's key
 * ("threads=1\x1fevents/s"); a step without a final report is one entry
 * without a value, which says why. */
struct cmp_figure {
  char *key, *title, *unit; /* unit NULL: seconds */
  enum sb_better better;
  bool have, doubt;
  double value, min, max;
  int runs;
  char *why;
};
struct cmp_figures {
  struct cmp_figure *v;
  size_t n, cap;
};
void comparison_figures(const struct results_series *r, struct cmp_figures *out);
void comparison_figures_free(struct cmp_figures *f);

#endif
