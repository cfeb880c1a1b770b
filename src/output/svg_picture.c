/* SPDX-License-Identifier: GPL-2.0-or-later */
/* svg_picture.c: a picture's tables drawn (picture.h): each row's cells
 * in columns, the bar column's values also as bars from a common origin,
 * and the lines under them wrapped to the width. Text never overlaps:
 * columns are as wide as their widest text (estimated on the generous
 * side, tests/lib/check_layout.py measures it), the first (labels) is cut
 * with an ellipsis when the others leave it too little room. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plugin/output.h"
#include "output/svg.h"
#include "output/picture.h"
#include "output/svg_chart.h"

#define PIC_W 760
#define PIC_MARGIN 20
#define PIC_ROW 20          /* a header or table row */
#define PIC_LINE 17         /* a line of text under the tables */
#define PIC_FONT 12
#define PIC_PAD 16          /* room around a cell's text */
#define PIC_BAR_MIN 100     /* the least room a bar column gives its bars */
#define PIC_LABEL_MIN 90    /* the least room the labels keep */

/* The widest text of column c of t. */
static double pic_column_text(const struct picture_table *t, int c)
{
  double w = svg_text_px(t->head[c], PIC_FONT);
  for (size_t k = 0; k < t->nrows; k++)
    if (t->rows[k].cell[c])
      w = fmax(w, svg_text_px(t->rows[k].cell[c], PIC_FONT));
  return w;
}

/* The columns' left edges (x[c]..x[c + 1]) of table t of p, and the
 * widest text of each: the same for all of p's tables of as many columns,
 * so that their columns and bars line up. */
static void pic_columns(const struct picture *p, const struct picture_table *t, double *x,
                        double *textw)
{
  double need[PICTURE_COLS], sum = 0;
  for (int c = 0; c < t->ncols; c++) {
    textw[c] = 0;
    for (size_t i = 0; i < p->ntables; i++)
      if (p->tables[i].ncols == t->ncols)
        textw[c] = fmax(textw[c], pic_column_text(&p->tables[i], c));
    need[c] = textw[c] + PIC_PAD + (c == t->bar ? PIC_BAR_MIN : 0);
    sum += need[c];
  }
  double room = PIC_W - 2 * PIC_MARGIN;
  if (sum > room)   /* the labels give way */
    need[0] = fmax(PIC_LABEL_MIN, need[0] - (sum - room));
  else if (t->bar > 0)   /* the bars take what is left */
    need[t->bar] += room - sum;
  x[0] = PIC_MARGIN;
  for (int c = 0; c < t->ncols; c++)
    x[c + 1] = x[c] + need[c];
}

/* One row's texts at baseline y (cells: the row's, or the heads). */
static void pic_cells(FILE *f, const struct picture_table *t, char *const *cells, const double *x,
                      double y, const char *cls)
{
  for (int c = 0; c < t->ncols; c++) {
    const char *s = cells[c] ? cells[c] : "";
    if (c == 0) {
      fprintf(f, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\">", cls, x[0] + 6, y);
      svg_text_fit(f, s, x[1] - x[0] - PIC_PAD, PIC_FONT);
    } else {
      fprintf(f, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">", cls,
              x[c + 1] - 8, y);
      svg_escape(f, s);
    }
    fputs("</text>\n", f);
  }
}

/* Table t of p from y, its bars' full length standing for max (the largest of
 * every table's, so that tables compare); returns the y under it. With f
 * NULL, only measures. */
static double pic_table(FILE *f, const struct picture *p, const struct picture_table *t, double y,
                        double max)
{
  double x[PICTURE_COLS + 1], textw[PICTURE_COLS];
  if (t->title) {
    y += 26;
    if (f) {
      fprintf(f, "<text class=\"table-title\" x=\"%d\" y=\"%.1f\" font-size=\"13\" "
              "font-weight=\"bold\">", PIC_MARGIN, y);
      svg_escape(f, t->title);
      fputs("</text>\n", f);
    }
  }
  y += 10;
  if (f == NULL)
    return y + PIC_ROW * (1 + (double)t->nrows);
  pic_columns(p, t, x, textw);
  fprintf(f, "<g class=\"table\">\n<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%d\" "
          "fill=\"#eee\"/>\n", PIC_MARGIN, y, PIC_W - 2 * PIC_MARGIN, PIC_ROW);
  pic_cells(f, t, t->head, x, y + 14, "head");
  for (size_t k = 0; k < t->nrows; k++) {
    const struct picture_row *row = &t->rows[k];
    y += PIC_ROW;
    fputs("<g class=\"row\">\n", f);
    if (t->bar > 0 && max > 0 && row->value > 0) {
      double x0 = x[t->bar] + 6, span = x[t->bar + 1] - 8 - textw[t->bar] - 8 - x0;
      fprintf(f, "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.2f\" height=\"12\" "
              "fill=\"#9ecae1\"/>\n", x0, y + 4, span * fmin(1, row->value / max));
    }
    pic_cells(f, t, row->cell, x, y + 14, "cell");
    fputs("</g>\n", f);
  }
  fputs("</g>\n", f);
  return y + PIC_ROW;
}

static double pic_note_line(FILE *f, const char *line, double y)
{
  y += PIC_LINE;
  if (f) {
    fprintf(f, "<text class=\"note\" x=\"%d\" y=\"%.1f\">", PIC_MARGIN, y);
    svg_text_fit(f, line, PIC_W - 2 * PIC_MARGIN, PIC_FONT);
    fputs("</text>\n", f);
  }
  return y;
}

/* A line under the tables, wrapped at spaces to the width (a word wider
 * than the width is cut); returns the y of its last line. */
static double pic_note(FILE *f, const char *s, double y)
{
  char line[1024] = "", cand[1024];
  while (*s) {
    size_t w = strcspn(s, " "), n = strlen(line);
    if (n + 1 + w >= sizeof(cand))
      w = sizeof(cand) - n - 2;
    memcpy(cand, line, n);
    cand[n] = ' ';
    memcpy(cand + n + (n > 0), s, w);
    cand[n + (n > 0) + w] = '\0';
    if (n && svg_text_px(cand, PIC_FONT) > PIC_W - 2 * PIC_MARGIN) {
      y = pic_note_line(f, line, y);
      memcpy(cand, s, w);
      cand[w] = '\0';
    }
    memcpy(line, cand, strlen(cand) + 1);
    s += strcspn(s, " ");
    s += strspn(s, " ");
  }
  return pic_note_line(f, line, y);
}

int svg_picture(FILE *f, const struct picture *p, int top)
{
  double y = top + 24;
  if (f) {
    fprintf(f, "<g id=\"%s\" class=\"picture\">\n<text class=\"title\" x=\"%d\" y=\"%.1f\" "
            "text-anchor=\"middle\" font-size=\"15\">", p->id, PIC_W / 2, y);
    svg_escape(f, p->title);
    fputs("</text>\n", f);
  }
  if (p->subtitle) {
    y += 20;
    if (f) {
      fprintf(f, "<text class=\"subtitle\" x=\"%d\" y=\"%.1f\" text-anchor=\"middle\">",
              PIC_W / 2, y);
      svg_text_fit(f, p->subtitle, PIC_W - 2 * PIC_MARGIN, PIC_FONT);
      fputs("</text>\n", f);
    }
  }
  double max = 0;
  for (size_t i = 0; i < p->ntables; i++)
    for (size_t k = 0; p->tables[i].bar > 0 && k < p->tables[i].nrows; k++)
      max = fmax(max, p->tables[i].rows[k].value);
  for (size_t i = 0; i < p->ntables; i++)
    y = pic_table(f, p, &p->tables[i], y, max);
  if (p->nnotes)
    y += 8;
  for (size_t i = 0; i < p->nnotes; i++)
    y = pic_note(f, p->notes[i], y);
  if (f)
    fputs("</g>\n", f);
  return (int)ceil(y + 16);
}
