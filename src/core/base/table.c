/* SPDX-License-Identifier: GPL-2.0-or-later */
/* table.c: aligned text and Markdown tables. Cells may hold text from
 * result files: what a terminal would act on is escaped (utf8.h). */
#include "table.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "utf8.h"

void table_init(struct table *t, int ncols)
{
  memset(t, 0, sizeof(*t));
  t->ncols = ncols;
  t->left = alloc_resize(NULL, (size_t)ncols * sizeof(bool));
  memset(t->left, 0, (size_t)ncols * sizeof(bool));
}

void table_free(struct table *t)
{
  for (size_t i = 0; i < t->nrows * (size_t)t->ncols; i++)
    free(t->cells[i]);
  free(t->cells);
  free(t->left);
  memset(t, 0, sizeof(*t));
}

void table_align_left(struct table *t, int col)
{
  t->left[col] = true;
}

void table_row(struct table *t)
{
  size_t nc = (size_t)t->ncols;
  if (t->nrows == t->cap) {
    t->cap = t->cap ? t->cap * 2 : 16;
    t->cells = alloc_resize(t->cells, t->cap * nc * sizeof(char *));
  }
  for (size_t c = 0; c < nc; c++)
    t->cells[t->nrows * nc + c] = NULL;
  t->nrows++;
}

void table_set(struct table *t, int col, const char *fmt, ...)
{
  if (t->nrows == 0 || col < 0 || col >= t->ncols)
    return;
  char buf[512], safe[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof(buf), fmt, ap);
  va_end(ap);
  char **cell = &t->cells[(t->nrows - 1) * (size_t)t->ncols + (size_t)col];
  free(*cell);
  *cell = alloc_strdup(utf8_escape(buf, safe, sizeof(safe)));
}

static const char *table_cell(const struct table *t, size_t row, int col)
{
  const char *s = t->cells[row * (size_t)t->ncols + (size_t)col];
  return s ? s : "";
}

/* Appends s to line, escaping '|' in Markdown cells. */
static size_t table_put(char *line, size_t len, size_t cap, const char *s, bool markdown)
{
  for (; *s && len + 2 < cap; s++) {
    if (markdown && *s == '|')
      line[len++] = '\\';
    line[len++] = *s;
  }
  line[len] = '\0';
  return len;
}

void table_print(const struct table *t, bool markdown, const char *indent,
                 void (*emit)(const char *line))
{
  size_t *width = alloc_resize(NULL, (size_t)t->ncols * sizeof(size_t));
  for (int c = 0; c < t->ncols; c++) {
    width[c] = markdown ? 3 : 0;
    for (size_t r = 0; r < t->nrows; r++)
      if (strlen(table_cell(t, r, c)) > width[c])
        width[c] = strlen(table_cell(t, r, c));
  }
  char line[4096];
  for (size_t r = 0; r < t->nrows; r++) {
    size_t len = table_put(line, 0, sizeof(line), markdown ? "|" : indent, false);
    for (int c = 0; c < t->ncols; c++) {
      const char *s = table_cell(t, r, c);
      size_t pad = width[c] > strlen(s) ? width[c] - strlen(s) : 0;
      char spaces[512];
      if (pad >= sizeof(spaces))
        pad = sizeof(spaces) - 1;
      memset(spaces, ' ', pad);
      spaces[pad] = '\0';
      len = table_put(line, len, sizeof(line), markdown ? " " : c ? "  " : "", false);
      if (!t->left[c])
        len = table_put(line, len, sizeof(line), spaces, false);
      len = table_put(line, len, sizeof(line), s, markdown);
      if (t->left[c] && (markdown || c + 1 < t->ncols))
        len = table_put(line, len, sizeof(line), spaces, false);
      if (markdown)
        len = table_put(line, len, sizeof(line), " |", false);
    }
    while (!markdown && len > 0 && line[len - 1] == ' ')
      line[--len] = '\0';
    emit(line);
    if (markdown && r == 0) {
      len = table_put(line, 0, sizeof(line), "|", false);
      for (int c = 0; c < t->ncols; c++) {
        len = table_put(line, len, sizeof(line), t->left[c] ? " :" : " ", false);
        for (size_t k = t->left[c] ? 1 : 0; k + 1 < width[c]; k++)
          len = table_put(line, len, sizeof(line), "-", false);
        len = table_put(line, len, sizeof(line), t->left[c] ? "- |" : ": |", false);
      }
      emit(line);
    }
  }
  free(width);
}
