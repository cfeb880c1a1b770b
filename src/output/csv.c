/* SPDX-License-Identifier: GPL-2.0-or-later */
/* csv.c: the csv output format: a run as CSV: a header, then one row per report (each
 * step's intermediate and checkpoint reports in time order, then its final
 * report), each named by its step's label and thread count. The columns are the figures of the table (figures.c) that CSV
 * keeps; latencies in milliseconds; cumulative-only cells are empty on
 * intermediate rows. A run whose steps have a module's breakdown (a
 * database run's query types) adds, for each part, its count and latency
 * columns ("read_queries", "read_latency_avg_ms", ...), filled on final
 * rows. */
#include <string.h>

#include "plugin/module.h"
#include "plugin/output.h"
#include "plugin/registry.h"
#include "core/results/results.h"

/* Does the column walk take figure fig (part: a part's columns)? */
static bool csv_takes(const struct figure *fig, bool part)
{
  return (fig->flags & FIGURE_CSV) && (!part || results_part_figure(fig));
}

/* The header cells of the figures' columns, named after prefix. */
static void csv_header_figures(const struct results_series *r, const char *prefix, bool query,
                               FILE *f)
{
  for (size_t i = 0; i < figures_count; i++) {
    const struct figure *fig = &figures[i];
    if (!csv_takes(fig, query))
      continue;
    if (fig->kind != FIGURE_PERCENTILES) {
      fprintf(f, ",%s%s", prefix, fig->csv_key ? fig->csv_key : fig->key);
      continue;
    }
    for (int p = 0; p < r->npcts; p++) {
      char key[32];
      results_rank_key(r->ranks[p], key, sizeof(key));
      fprintf(f, ",%slatency_p%s_ms", prefix, key);
    }
  }
}

/* The breakdown of the run's steps, if some has one (NULL: none). */
static const struct sb_parts *csv_parts(const struct results_series *r)
{
  for (size_t i = 0; i < r->nsteps; i++)
    if (r->steps[i].parts)
      return r->steps[i].parts->kind;
  return NULL;
}

static void csv_header(const struct results_series *r, FILE *f)
{
  const struct sb_parts *parts = csv_parts(r);
  fputs("step,threads,report", f);
  csv_header_figures(r, "", false, f);
  for (int q = 0; parts && parts->names[q]; q++) {
    char prefix[64];
    snprintf(prefix, sizeof(prefix), "%s_", parts->names[q]);
    fprintf(f, ",%s%s", prefix, parts->member);
    csv_header_figures(r, prefix, true, f);
  }
  fputc('\n', f);
}

/* One cell in the figure's format. */
static void csv_cell(FILE *f, const struct figure *fig, double v)
{
  fputc(',', f);
  fprintf(f, fig->csv, v);
}

/* The cells of the figures' columns; empty ones when rep is NULL. */
static void csv_figures(const struct results_series *r, const struct sb_stat *rep, bool query,
                        FILE *f)
{
  for (size_t i = 0; i < figures_count; i++) {
    const struct figure *fig = &figures[i];
    if (!csv_takes(fig, query))
      continue;
    double scale = fig->csv_scale > 0 ? fig->csv_scale : 1;
    if (fig->kind == FIGURE_PERCENTILES) {
      for (int p = 0; p < r->npcts; p++) {
        if (rep)
          csv_cell(f, fig, rep->pcts[p] * scale);
        else
          fputc(',', f);
      }
    } else if (rep == NULL || (!rep->cumulative && (fig->flags & FIGURE_CUMULATIVE))) {
      fputc(',', f);
    } else if (figure_is_integer(fig)) {
      fprintf(f, ",%llu", (unsigned long long)figure_u64(fig, rep));
    } else {
      csv_cell(f, fig, figure_value(fig, rep) * scale);
    }
  }
}

/* A cell of text: as it is, or quoted (RFC 4180) when it holds a comma,
 * a quote, a line break or leading or trailing blanks. */
static void csv_text(FILE *f, const char *s)
{
  size_t n = strlen(s);
  if (strpbrk(s, ",\"\r\n") == NULL && (n == 0 || (s[0] != ' ' && s[n - 1] != ' '))) {
    fputs(s, f);
    return;
  }
  fputc('"', f);
  for (; *s; s++) {
    if (*s == '"')
      fputc('"', f);
    fputc(*s, f);
  }
  fputc('"', f);
}

/* A row of step s; with the parts' columns when the run has some
 * (parts NULL: empty cells). */
static void csv_row(const struct results_series *r, const struct results_step *s, const char *kind,
                    const struct sb_stat *rep, const struct results_parts *parts, FILE *f)
{
  const struct sb_parts *cols = csv_parts(r);
  csv_text(f, s->label ? s->label : "");
  fprintf(f, ",%d,%s", s->threads, kind);
  csv_figures(r, rep, false, f);
  for (int q = 0; cols && cols->names[q]; q++) {
    const struct sb_stat *p = parts && parts->kind == cols ? &parts->stats[q] : NULL;
    if (p)
      fprintf(f, ",%llu", (unsigned long long)p->cnt[STATS_EVENT]);
    else
      fputc(',', f);
    csv_figures(r, p, true, f);
  }
  fputc('\n', f);
}

static int results_csv_write(const struct results_series *r, FILE *f)
{
  csv_header(r, f);
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    size_t a = 0, b = 0;
    while (a < s->intermediate.n || b < s->checkpoints.n) {
      bool inter = b == s->checkpoints.n ||
                   (a < s->intermediate.n &&
                    s->intermediate.v[a].time_total <= s->checkpoints.v[b].time_total);
      if (inter)
        csv_row(r, s, "intermediate", &s->intermediate.v[a++], NULL, f);
      else
        csv_row(r, s, "checkpoint", &s->checkpoints.v[b++], NULL, f);
    }
    if (s->has_final)
      csv_row(r, s, "final", &s->final, s->parts, f);
  }
  return ferror(f) ? -1 : 0;
}

static const struct sb_output output_csv = { .name = "csv", .write = results_csv_write };
SB_REGISTER(sb_outputs, output_csv);
