/* html.c: the html output format: a run as one HTML page: what ran where, the steps' figures as a
 * table and the SVG charts inline (no script, no external resource). */
#include <math.h>

#include "output.h"
#include "output/svg.h"
#include "registry.h"
#include "results.h"
#include "scaling.h"

static void html_cell(FILE *f, const char *tag, const char *text)
{
  fprintf(f, "<%s>", tag);
  svg_escape(f, text);
  fprintf(f, "</%s>", tag);
}

/* The smallest latency of the table that is not zero (seconds), which
 * picks the unit the table shows latencies in: none of them reads as 0,
 * and with two decimals each keeps three significant digits (in ns, whole
 * numbers: latencies are measured in ns). */
static double html_min_latency(const struct results_run *r)
{
  double min = INFINITY;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct sb_stat *fr = &r->steps[i].final;
    if (!r->steps[i].has_final)
      continue;
    if (figure_latency_avg(fr) > 0)
      min = fmin(min, figure_latency_avg(fr));
    for (int p = 0; p < r->npcts; p++)
      if (fr->pcts[p] > 0)
        min = fmin(min, fr->pcts[p]);
  }
  return isinf(min) ? 0 : min;
}

static void html_table(const struct results_run *r, FILE *f)
{
  const char *unit;
  double scale = svg_time_unit(html_min_latency(r), &unit);
  int decimals = scale >= 1e9 ? 0 : 2;
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

static int html_write(const struct results_run *r, FILE *f)
{
  const char *host = json_str(json_get(r->environment, "hostname"));
  const char *cpu = json_str(json_get(json_get(r->environment, "cpu"), "model"));
  fputs("<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n", f);
  html_cell(f, "title", "sysbench-ng results");
  fputs("\n<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}</style>\n"
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
  html_table(r, f);
  svg_write_element(r, f);
  fputs("</body>\n</html>\n", f);
  return ferror(f) ? -1 : 0;
}

static const struct sb_output output_html = { .name = "html", .write = html_write };
SB_REGISTER(sb_outputs, output_html);
