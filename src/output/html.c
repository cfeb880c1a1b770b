/* SPDX-License-Identifier: GPL-2.0-or-later */
/* html.c: the html output format: a run as one HTML page: what ran where,
 * the steps' figures as a table (a threads sweep's scaling, or the tables
 * of picture.h: a suite's steps by label, the storage scorecard, the
 * unixbench index) and the SVG charts inline (no script, no external
 * resource). */
#include <math.h>
#include <string.h>

#include "plugin/output.h"
#include "output/picture.h"
#include "output/svg.h"
#include "plugin/registry.h"
#include "core/results/results.h"
#include "core/command/scaling.h"

/* <tag attributes>text</tag>, the text escaped. */
static void html_cell(FILE *f, const char *tag, const char *text)
{
  fprintf(f, "<%s>", tag);
  svg_escape(f, text);
  fprintf(f, "</%.*s>", (int)strcspn(tag, " "), tag);
}

static void html_table(const struct results_series *r, FILE *f)
{
  const char *unit;
  int decimals;
  double scale = picture_latency_unit(r, &unit, &decimals);
  fprintf(f, "<table>\n<tr><th>threads</th><th>events/s</th><th>avg (%s)</th>", unit);
  for (int p = 0; p < r->npcts; p++) {
    char rank[32];
    results_rank_key(r->ranks[p], rank, sizeof(rank));
    fprintf(f, "<th>%sth (%s)</th>", rank, unit);
  }
  fputs("<th>speedup</th><th>efficiency</th><th>note</th></tr>\n", f);
  int knee = scaling_knee(r);
  const struct results_step *first = NULL;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    if (!s->has_final)
      continue;
    first = first ? first : s;
    const struct sb_stat *fr = &s->final;
    double eps = figure_rate(fr, fr->cnt[STATS_EVENT]), eps0 = figure_rate(&first->final,
                                                                   first->final.cnt[STATS_EVENT]);
    double speedup = eps0 > 0 ? eps / eps0 : 0;
    fprintf(f, "<tr><td>%d</td><td>%.2f</td><td>%.*f</td>", s->threads, eps, decimals,
            figure_latency_avg(fr) * scale);
    for (int p = 0; p < r->npcts; p++)
      fprintf(f, "<td>%.*f</td>", decimals, fr->pcts[p] * scale);
    fprintf(f, "<td>%.2f</td><td>%.1f%%</td><td>%s</td></tr>\n", speedup,
            100 * speedup * first->threads / s->threads, (int)i == knee ? "knee" : "");
  }
  fputs("</table>\n", f);
}

/* A picture's tables (a run that is not a threads sweep: picture.h), its
 * lines under them as paragraphs. */
static void html_picture(const struct picture *p, FILE *f)
{
  for (size_t i = 0; i < p->ntables; i++) {
    const struct picture_table *t = &p->tables[i];
    fputs("<table>\n", f);
    if (t->title)
      html_cell(f, "caption", t->title);
    fputs("<tr>", f);
    for (int c = 0; c < t->ncols; c++)
      html_cell(f, c ? "th" : "th class=\"label\"", t->head[c]);
    fputs("</tr>\n", f);
    for (size_t k = 0; k < t->nrows; k++) {
      fputs("<tr>", f);
      for (int c = 0; c < t->ncols; c++)
        html_cell(f, c ? "td" : "td class=\"label\"", t->rows[k].cell[c] ? t->rows[k].cell[c] : "");
      fputs("</tr>\n", f);
    }
    fputs("</table>\n", f);
  }
  for (size_t i = 0; i < p->nnotes; i++)
    html_cell(f, "p", p->notes[i]);
}

static int html_write(const struct results_series *r, FILE *f)
{
  const char *host = json_str(json_get(r->environment, "hostname"));
  const char *cpu = json_str(json_get(json_get(r->environment, "cpu"), "model"));
  fputs("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n", f);
  html_cell(f, "title", "sysbench-ng results");
  fputs("\n<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}"
        ".label{text-align:left}caption{font-weight:bold;text-align:left;padding:1em 0 .3em}"
        "</style>\n"
        "</head>\n<body>\n<h1>sysbench-ng: ", f);
  svg_escape(f, r->test);
  fputs("</h1>\n<p>", f);
  svg_escape(f, host ? host : "?");
  if (cpu) {
    fputs(", ", f);
    svg_escape(f, cpu);
  }
  if (r->hosts > 1)
    fprintf(f, " and %d more host%s (merged)", r->hosts - 1, r->hosts == 2 ? "" : "s");
  fputs(", ", f);
  svg_escape(f, r->created);
  fputs(", sysbench-ng ", f);
  svg_escape(f, r->version);
  fputs("</p>\n", f);
  struct picture *pic = picture_of(r);
  if (pic)
    html_picture(pic, f);
  else
    html_table(r, f);
  picture_free(pic);
  svg_write_element(r, f);
  fputs("</body>\n</html>\n", f);
  return ferror(f) ? -1 : 0;
}

static const struct sb_output output_html = { .name = "html", .write = html_write,
                                              .compare = html_compare };
SB_REGISTER(sb_outputs, output_html);
