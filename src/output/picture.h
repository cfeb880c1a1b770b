/* SPDX-License-Identifier: GPL-2.0-or-later */
/* picture.h: what the picture of a run shows when the run is not a threads
 * sweep (where events/s against threads is the picture: svg.c): its
 * tables, one column of which may also be drawn as bars, and lines of
 * text under them. The steps of a suite or of any other run are shown by
 * their labels; a test or script whose figure set draws a picture of its
 * own (figure_set.h: the storage scorecard, the unixbench index) as that,
 * from the result file's summary and facts, with the helpers below. Built
 * from the results (which may come from anyone: anything missing or of
 * the wrong type is left out); svg_picture.c draws it, html.c writes it
 * as HTML. */
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
  const char *id;             /* "steps", or the figure set's name */
  char *title, *subtitle;     /* subtitle may be NULL */
  struct picture_table *tables;
  size_t ntables, tcap;
  char **notes;               /* lines under the tables */
  size_t nnotes, ncap;
};

/* The picture of r, or NULL when r is a threads sweep (scaling.h). */
struct picture *picture_of(const struct results_series *r);
void picture_free(struct picture *p);

/* Building one: a picture named id with its title (allocated: the picture
 * owns it); a table of ncols columns named by heads (column bar drawn as
 * bars, -1: none), titled title (allocated, or NULL); a row; its cell c;
 * a line under the tables. */
struct picture *picture_new(const char *id, char *title);
struct picture_table *picture_table_add(struct picture *p, char *title, int bar,
                                        const char *const *heads, int ncols);
struct picture_row *picture_row_add(struct picture_table *t);
__attribute__((format(printf, 3, 4)))
void picture_cell(struct picture_row *row, int c, const char *fmt, ...);
__attribute__((format(printf, 2, 3)))
void picture_note(struct picture *p, const char *fmt, ...);
/* Allocated text. */
__attribute__((format(printf, 1, 2)))
char *picture_text(const char *fmt, ...);
/* A member of a summary's or facts' object: a number (NAN when it is not
 * one), a boolean, a string (def when it is not one). */
double picture_num(const struct json *o, const char *key);
bool picture_bool(const struct json *o, const char *key);
const char *picture_str(const struct json *o, const char *key, const char *def);

/* The unit the steps' latencies are shown in: the largest of s, ms, µs
 * and ns in which none of them is below 1, so none reads 0.00 (two
 * decimals, none in ns: latencies are measured in ns); units per second. */
double picture_latency_unit(const struct results_series *r, const char **unit, int *decimals);

/* Draws p from y = top of an SVG 760 wide (svg_picture.c); returns the y
 * under it. With f NULL, only measures. */
int svg_picture(FILE *f, const struct picture *p, int top);

#endif
