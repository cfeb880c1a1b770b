/* SPDX-License-Identifier: GPL-2.0-or-later */
/* table.h: text tables with aligned columns, or as Markdown (the sweep's
 * scaling table, compare's output). */
#ifndef SB_TABLE_H
#define SB_TABLE_H

#include <stdbool.h>
#include <stddef.h>

struct table {
  int ncols;
  size_t nrows, cap;
  char **cells;       /* nrows * ncols; row 0 is the header */
  bool *left;         /* per column: left-aligned (text) or right (numbers) */
};

void table_init(struct table *t, int ncols);
void table_free(struct table *t);
void table_align_left(struct table *t, int col);
/* Starts a new row of empty cells. */
void table_row(struct table *t);
/* Sets a cell of the last row; control characters and the like are
 * escaped (utf8_escape), as cells may come from result files. */
void table_set(struct table *t, int col, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Hands each line (no newline) to emit: columns padded to their widest
 * cell and separated by two spaces after indent, or a Markdown table. */
void table_print(const struct table *t, bool markdown, const char *indent,
                 void (*emit)(const char *line));

#endif
