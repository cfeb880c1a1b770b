/* SPDX-License-Identifier: GPL-2.0-or-later */
/* svg_compare.c: `sysbench compare --output=svg:FILE`: the comparison
 * (core/compare/comparison.h) as a picture: the machines table (a column
 * per file, its cells wrapped), the notes, then each group's horizontal
 * bar charts: a row per file with its name, its bar from a common origin
 * (the spread of its runs as an error bar), its value and unit after the
 * bar, its ratio to the chart's reference at the right. Text never sits
 * on text or on a bar: widths are estimated on the generous side
 * (svg_text_px), and tests/lib/check_compare.py measures them, reading
 * each bar's length back against its label. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/compare/comparison.h"
#include "output/svg.h"
#include "output/svg_chart.h"

#define CMP_MIN_W 760
#define CMP_M 20            /* the margin */
#define CMP_FACT_W 96       /* the machines table's first column */
#define CMP_COL_MIN 150     /* the least width of a machine's column */
#define CMP_LINE 15         /* a line of a cell */
#define CMP_MAX_LINES 12    /* the most lines a cell wraps to */
#define CMP_ROW 22          /* a bar's row */
#define CMP_BAR_H 14
#define CMP_REL_W 56        /* the ratio column */
#define CMP_FONT 12
#define CMP_SMALL 11

/* The picture's width: the machines' columns at their least width. */
static double cmp_width(const struct comparison *c)
{
  return fmax(CMP_MIN_W, 2 * CMP_M + CMP_FACT_W + c->nfiles * CMP_COL_MIN);
}

/* A text element; with f NULL, nothing. */
static void cmp_text(FILE *f, double x, double y, const char *cls, const char *attrs,
                     const char *s)
{
  if (f == NULL)
    return;
  fprintf(f, "<text class=\"%s\" x=\"%.1f\" y=\"%.1f\"%s>", cls, x, y, attrs);
  svg_escape(f, s);
  fputs("</text>\n", f);
}

/* The first line of s that fits width: whole words while they fit, or
 * as many characters as fit of a word wider than the line; into buf
 * (len bytes). Returns the rest of s, its leading spaces skipped. */
static const char *cmp_line(const char *s, double width, double size, char *buf, size_t len)
{
  size_t n = 0;
  buf[0] = '\0';
  while (*s == ' ')
    s++;
  while (*s) {
    size_t w = strcspn(s, " ");
    char cand[1024];
    int m = snprintf(cand, sizeof(cand), "%s%s%.*s", buf, n ? " " : "", (int)w, s);
    if (m < 0 || (size_t)m >= len || (size_t)m >= sizeof(cand) || svg_text_px(cand, size) > width) {
      if (n)
        break;
      size_t k = 0;   /* a character at least, whole UTF-8 sequences */
      while (k < w && k + 4 < len) {
        size_t next = k + 1;
        while (next < w && ((unsigned char)s[next] & 0xc0) == 0x80)
          next++;
        snprintf(cand, sizeof(cand), "%.*s", (int)next, s);
        if (k > 0 && svg_text_px(cand, size) > width)
          break;
        k = next;
      }
      snprintf(buf, len, "%.*s", (int)k, s);
      return s + k;
    }
    memcpy(buf, cand, (size_t)m + 1);
    n = (size_t)m;
    s += w;
    while (*s == ' ')
      s++;
  }
  return s;
}

/* The distance of two lines of text of size px. */
static double cmp_line_height(double size)
{
  return size <= CMP_FONT ? CMP_LINE : size + 4;
}

/* Text s wrapped to width in at most CMP_MAX_LINES lines from baseline y
 * (the last one cut with an ellipsis when more were needed); returns the
 * lines drawn. */
static int cmp_wrapped(FILE *f, const char *s, double x, double y, double width, double size,
                       const char *cls, const char *attrs)
{
  int lines = 0;
  char buf[1024];
  while (*s && lines < CMP_MAX_LINES) {
    const char *rest = cmp_line(s, width, size, buf, sizeof(buf));
    if (*rest && lines == CMP_MAX_LINES - 1) {
      char more[1200], cut[1024];
      snprintf(more, sizeof(more), "%s %s", buf, rest);
      svg_text_cut(more, width, size, cut, sizeof(cut));
      snprintf(buf, sizeof(buf), "%s", cut);
      rest = "";
    }
    cmp_text(f, x, y + lines * cmp_line_height(size), cls, attrs, buf);
    lines++;
    s = rest;
  }
  return lines ? lines : 1;
}

/* The machines table from y: a row per fact, a column per file; returns
 * the y under it. */
static double cmp_machines(FILE *f, const struct comparison *c, double y)
{
  double w = cmp_width(c), colw = (w - 2 * CMP_M - CMP_FACT_W) / c->nfiles;
  if (f)
    fprintf(f, "<g id=\"machines\" class=\"machines\">\n");
  double top = y;
  int head = 1;
  for (int i = 0; i < c->nfiles; i++) {
    int lines = cmp_wrapped(NULL, c->labels[i], 0, 0, colw - 12, CMP_FONT, "", "");
    head = lines > head ? lines : head;
  }
  if (f)
    fprintf(f, "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"#eee\"/>\n", CMP_M,
            y, w - 2 * CMP_M, head * CMP_LINE + 8);
  for (int i = 0; i < c->nfiles; i++)
    cmp_wrapped(f, c->labels[i], CMP_M + CMP_FACT_W + i * colw + 6, y + 15, colw - 12, CMP_FONT,
                "machine-head", "");
  y += head * CMP_LINE + 8;
  for (int k = 0; k < CMP_FACTS; k++) {
    int rows = 1;
    for (int i = 0; i < c->nfiles; i++) {
      int lines = cmp_wrapped(NULL, c->facts[i][k], 0, 0, colw - 12, CMP_FONT, "", "");
      rows = lines > rows ? lines : rows;
    }
    if (f) {
      fprintf(f, "<g class=\"fact\" data-fact=\"%s\">\n", comparison_fact_names[k]);
      cmp_text(f, CMP_M + 6, y + 15, "fact-name", " font-weight=\"bold\"", comparison_fact_names[k]);
      for (int i = 0; i < c->nfiles; i++) {
        fprintf(f, "<g class=\"cell\" data-file=\"%d\">\n", i);
        cmp_wrapped(f, c->facts[i][k], CMP_M + CMP_FACT_W + i * colw + 6, y + 15, colw - 12,
                    CMP_FONT, "fact", "");
        fputs("</g>\n", f);
      }
      fputs("</g>\n", f);
    }
    y += rows * CMP_LINE + 6;
    if (f)
      fprintf(f, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
              "stroke=\"#ddd\"/>\n", CMP_M, y, w - CMP_M, y);
  }
  if (f)
    fprintf(f, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
            "stroke=\"#ddd\"/>\n</g>\n", CMP_M + CMP_FACT_W - 4, top, CMP_M + CMP_FACT_W - 4, y);
  return y;
}

/* The widest of the bars' names, within a third of the width. */
static double cmp_label_width(const struct comparison *c)
{
  double lw = 0;
  for (int i = 0; i < c->nfiles; i++)
    lw = fmax(lw, svg_text_px(c->labels[i], CMP_FONT));
  return fmin(lw, cmp_width(c) / 3);
}

/* One chart from y; returns the y under it. */
static double cmp_chart(FILE *f, const struct comparison *c, const struct cmp_group *g,
                        const struct cmp_chart *ch, double y)
{
  double w = cmp_width(c), lw = cmp_label_width(c);
  double x0 = CMP_M + 4 + lw + 10, right = w - CMP_M - CMP_REL_W;
  double extent = 0, textw = 0;
  int runs = 0;
  for (int b = 0; b < g->nfiles; b++) {
    const struct cmp_bar *bar = &ch->bars[b];
    if (!bar->have)
      continue;
    extent = fmax(extent, bar->runs > 1 ? fmax(bar->value, bar->max) : bar->value);
    textw = fmax(textw, svg_text_px(bar->text, CMP_FONT));
    runs = bar->runs > runs ? bar->runs : runs;
  }
  double span = right - 12 - textw - 8 - x0;
  double scale = extent > 0 && span > 0 ? span / extent : 0;
  if (f) {
    fprintf(f, "<g class=\"chart\" data-scale=\"%.6g\" data-x0=\"%.2f\">\n", scale, x0);
    char sub[256];
    snprintf(sub, sizeof(sub), "%s", comparison_better_text(ch->better));
    if (runs > 1)
      snprintf(sub + strlen(sub), sizeof(sub) - strlen(sub),
               "; error bars: the lowest and highest of its runs");
    fprintf(f, "<text class=\"chart-title\" x=\"%d\" y=\"%.1f\" font-weight=\"bold\" "
            "font-size=\"13\">", CMP_M, y + 18);
    svg_text_fit(f, ch->title, (w - 2 * CMP_M) / 1.1, 13);
    fprintf(f, "</text>\n<text class=\"chart-better\" x=\"%d\" y=\"%.1f\" font-size=\"%d\" "
            "fill=\"#555\">", CMP_M, y + 34, CMP_SMALL);
    svg_text_fit(f, sub, w - 2 * CMP_M - CMP_REL_W - 20, CMP_SMALL);
    fputs("</text>\n", f);
    cmp_text(f, w - CMP_M - 4, y + 34, "relative-head",
             " text-anchor=\"end\" font-size=\"11\" fill=\"#555\"",
             c->relative == CMP_RELATIVE_GEOMEAN ? "vs geomean" : "vs first");
  }
  y += 40;
  for (int b = 0; b < g->nfiles && f; b++) {
    const struct cmp_bar *bar = &ch->bars[b];
    char color[8];
    svg_color((size_t)bar->file, (size_t)c->nfiles, color);
    fprintf(f, "<g class=\"bar-row\" data-file=\"%d\">\n<text class=\"label\" x=\"%d\" "
            "y=\"%.1f\">", bar->file, CMP_M + 4, y + 15);
    svg_text_fit(f, c->labels[bar->file], lw, CMP_FONT);
    fputs("</text>\n", f);
    if (bar->have) {
      double len = bar->value * scale, end = len;
      fprintf(f, "<rect class=\"bar\" x=\"%.2f\" y=\"%.1f\" width=\"%.2f\" height=\"%d\" "
              "fill=\"%s\" data-value=\"%.9g\"/>\n", x0, y + 4, len, CMP_BAR_H, color,
              bar->value);
      if (bar->runs > 1) {
        double a = x0 + bar->min * scale, z = x0 + bar->max * scale, m = y + 4 + CMP_BAR_H / 2.0;
        fprintf(f, "<g class=\"spread\" data-min=\"%.9g\" data-max=\"%.9g\">"
                "<line x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\" stroke=\"#222\"/>"
                "<line x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\" stroke=\"#222\"/>"
                "<line x1=\"%.2f\" y1=\"%.1f\" x2=\"%.2f\" y2=\"%.1f\" stroke=\"#222\"/></g>\n",
                bar->min, bar->max, a, m, z, m, a, m - 5, a, m + 5, z, m - 5, z, m + 5);
        end = fmax(end, bar->max * scale);
      }
      cmp_text(f, x0 + end + 8, y + 15, "value", "", bar->text);
    } else {
      cmp_text(f, x0, y + 15, "why", " fill=\"#777\" font-style=\"italic\"", bar->why);
    }
    cmp_text(f, w - CMP_M - 4, y + 15, "relative", " text-anchor=\"end\"", bar->rel_text);
    fputs("</g>\n", f);
    y += CMP_ROW;
  }
  if (f == NULL)
    y += g->nfiles * CMP_ROW;
  else
    fputs("</g>\n", f);
  return y + 10;
}

/* The notes from y, each wrapped to the width; returns the y under them. */
static double cmp_notes(FILE *f, const struct comparison *c, double y)
{
  double w = cmp_width(c);
  for (size_t i = 0; i < c->nnotes; i++) {
    int lines = 0;
    char buf[1024];
    for (const char *s = c->notes[i]; *s; lines++) {
      s = cmp_line(s, w - 2 * CMP_M, CMP_FONT, buf, sizeof(buf));
      cmp_text(f, CMP_M, y + 16 + lines * CMP_LINE, "note", "", buf);
    }
    y += lines * CMP_LINE + 2;
  }
  return c->nnotes ? y + 8 : y;
}

/* The whole picture from y = 0; returns its height. With f NULL, only
 * measures. */
static double cmp_draw(FILE *f, const struct comparison *c, bool machines)
{
  double w = cmp_width(c), y = 0;
  char title[128];
  snprintf(title, sizeof(title), "%d result file%s compared", c->nfiles, c->nfiles == 1 ? "" : "s");
  cmp_text(f, w / 2, 26, "title", " text-anchor=\"middle\" font-size=\"15\"", title);
  y = 40;
  if (machines)
    y = cmp_machines(f, c, y);
  y = cmp_notes(f, c, y);
  for (size_t gi = 0; gi < c->ngroups; gi++) {
    const struct cmp_group *g = &c->groups[gi];
    if (f)
      fputs("<g class=\"group\">\n", f);
    /* bold: a tenth wider than svg_text_px's estimate */
    int lines = cmp_wrapped(f, g->title, CMP_M, y + 24, (w - 2 * CMP_M) / 1.1, 14, "group-title",
                            " font-size=\"14\" font-weight=\"bold\"");
    y += 30 + (lines - 1) * cmp_line_height(14);
    for (size_t k = 0; k < g->ncharts; k++)
      y = cmp_chart(f, c, g, &g->charts[k], y);
    if (f)
      fputs("</g>\n", f);
  }
  return ceil(y + 12);
}

void svg_compare_element(const struct comparison *c, FILE *f, bool machines)
{
  double w = cmp_width(c), h = cmp_draw(NULL, c, machines);
  fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%.0f\" "
          "height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\" "
          "font-size=\"%d\">\n<title>sysbench-ng: compare</title>\n"
          "<rect width=\"%.0f\" height=\"%.0f\" fill=\"white\"/>\n", w, h, w, h, CMP_FONT, w, h);
  cmp_draw(f, c, machines);
  fputs("</svg>\n", f);
}

int svg_compare(const struct comparison *c, FILE *f)
{
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
  svg_compare_element(c, f, true);
  return ferror(f) ? -1 : 0;
}
