/* SPDX-License-Identifier: GPL-2.0-or-later */
/* html_compare.c: `sysbench compare --output=html:FILE`: the comparison
 * (core/compare/comparison.h) as one HTML page: the machines table (a
 * column per file), the notes, then the bar charts inline as SVG
 * (svg_compare.c), and each group's figures as a table too. No script, no
 * external resource. */
#include <stdio.h>
#include <string.h>

#include "core/compare/comparison.h"
#include "output/svg.h"

static void html_text(FILE *f, const char *tag, const char *text)
{
  fprintf(f, "<%s>", tag);
  svg_escape(f, text);
  fprintf(f, "</%.*s>", (int)strcspn(tag, " "), tag);
}

static void html_machines(const struct comparison *c, FILE *f)
{
  fputs("<table class=\"machines\">\n<tr><th></th>", f);
  for (int i = 0; i < c->nfiles; i++)
    html_text(f, "th", c->labels[i]);
  fputs("</tr>\n", f);
  for (int k = 0; k < CMP_FACTS; k++) {
    fprintf(f, "<tr data-fact=\"%s\">", comparison_fact_names[k]);
    html_text(f, "th class=\"label\"", comparison_fact_names[k]);
    for (int i = 0; i < c->nfiles; i++)
      html_text(f, "td class=\"label\"", c->facts[i][k]);
    fputs("</tr>\n", f);
  }
  fputs("</table>\n", f);
}

/* A group's figures: a row per chart, each file's value and ratio. */
static void html_group(const struct comparison *c, const struct cmp_group *g, FILE *f)
{
  fputs("<table class=\"figures\">\n", f);
  html_text(f, "caption", g->title);
  fputs("<tr><th class=\"label\">figure</th>", f);
  for (int b = 0; b < g->nfiles; b++) {
    html_text(f, "th", c->labels[g->files[b]]);
    html_text(f, "th", c->relative == CMP_RELATIVE_GEOMEAN ? "vs geomean" : "vs first");
  }
  fputs("</tr>\n", f);
  for (size_t k = 0; k < g->ncharts; k++) {
    const struct cmp_chart *ch = &g->charts[k];
    char title[1024];
    snprintf(title, sizeof(title), "%s (%s)", ch->title, comparison_better_text(ch->better));
    fputs("<tr>", f);
    html_text(f, "td class=\"label\"", title);
    for (int b = 0; b < g->nfiles; b++) {
      html_text(f, "td", ch->bars[b].have ? ch->bars[b].text : ch->bars[b].why);
      html_text(f, "td", ch->bars[b].rel_text);
    }
    fputs("</tr>\n", f);
  }
  fputs("</table>\n", f);
}

int html_compare(const struct comparison *c, FILE *f)
{
  fputs("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n"
        "<title>sysbench-ng: compare</title>\n"
        "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;"
        "margin-bottom:1em}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right;"
        "vertical-align:top}.label{text-align:left}caption{font-weight:bold;text-align:left;"
        "padding:1em 0 .3em}</style>\n</head>\n<body>\n", f);
  fprintf(f, "<h1>sysbench-ng: %d result file%s compared</h1>\n", c->nfiles,
          c->nfiles == 1 ? "" : "s");
  html_machines(c, f);
  for (size_t i = 0; i < c->nnotes; i++)
    html_text(f, "p class=\"note\"", c->notes[i]);
  svg_compare_element(c, f, false);
  for (size_t g = 0; g < c->ngroups; g++)
    html_group(c, &c->groups[g], f);
  fputs("</body>\n</html>\n", f);
  return ferror(f) ? -1 : 0;
}
