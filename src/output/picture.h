/* SPDX-License-Identifier: GPL-2.0-or-later */
/* picture.h: what the picture of a run shows when the run is not a threads
 * sweep (where events/s against threads is the picture: svg.c): its
 * tables, one column of which may also be drawn as bars, and lines of
 * text under them. The steps of a suite or of any other run are shown by
 * their labels; the storage scorecard and the unixbench index as their
 * own tables, from the result file's summary and facts. Built from the
 * results (which may come from anyone: anything missing or of the wrong
 * type is left out); svg_picture.c draws it, html.c writes it as HTML. */
#ifndef SB_PICTURE_H
#define SB_PICTURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "core/results/results.h"

#define PICTURE_COLS 12

struct picture_row {
  char *cell[PICTURE_COLS];
  double value;               /* the bar's length, in the bar column's unit */
};

struct picture_table {
  char *title;                /* above the table, or NULL */
  int ncols;
  int bar;                    /* the column drawn as bars too, or -1 */
  char *head[PICTURE_COLS];   /* column 0 is text, the others numbers */
  struct picture_row *rows;
  size_t nrows, cap;
};

struct picture {
  const char *id;             /* "steps", "storage" or "unixbench" */
  char *title, *subtitle;     /* subtitle may be NULL */
  struct picture_table *tables;
  size_t ntables, tcap;
  char **notes;               /* lines under the tables */
  size_t nnotes, ncap;
};

/* The picture of r, or NULL when r is a threads sweep (scaling.h). */
struct picture *picture_of(const struct results_run *r);
void picture_free(struct picture *p);

/* The unit the steps' latencies are shown in: the largest of s, ms, µs
 * and ns in which none of them is below 1, so none reads 0.00 (two
 * decimals, none in ns: latencies are measured in ns); units per second. */
double picture_latency_unit(const struct results_run *r, const char **unit, int *decimals);

/* Draws p from y = top of an SVG 760 wide (svg_picture.c); returns the y
 * under it. With f NULL, only measures. */
int svg_picture(FILE *f, const struct picture *p, int top);

#endif
