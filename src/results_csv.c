/* results_csv.c: a run as CSV: a header, then one row per report (each
 * step's intermediate and checkpoint reports in time order, then its final
 * report). The columns are the figures of the table (figures.c) that CSV
 * keeps; latencies in milliseconds; cumulative-only cells are empty on
 * intermediate rows. */
#include "output.h"
#include "results.h"

static void csv_header(const struct results_run *r, FILE *f)
{
  fputs("threads,report", f);
  for (size_t i = 0; i < figures_count; i++) {
    const struct figure *fig = &figures[i];
    if (!(fig->flags & FIGURE_CSV))
      continue;
    if (fig->kind != FIGURE_PERCENTILES) {
      fprintf(f, ",%s", fig->csv_key ? fig->csv_key : fig->key);
      continue;
    }
    for (int p = 0; p < r->npcts; p++) {
      char key[32];
      results_rank_key(r->ranks[p], key, sizeof(key));
      fprintf(f, ",latency_p%s_ms", key);
    }
  }
  fputc('\n', f);
}

/* One cell in the figure's format. */
static void csv_cell(FILE *f, const struct figure *fig, double v)
{
  fputc(',', f);
  fprintf(f, fig->csv, v);
}

static void csv_row(const struct results_run *r, int threads, const char *kind,
                    const struct sb_stat *rep, FILE *f)
{
  fprintf(f, "%d,%s", threads, kind);
  for (size_t i = 0; i < figures_count; i++) {
    const struct figure *fig = &figures[i];
    if (!(fig->flags & FIGURE_CSV))
      continue;
    double scale = fig->csv_scale > 0 ? fig->csv_scale : 1;
    if (fig->kind == FIGURE_PERCENTILES) {
      for (int p = 0; p < r->npcts; p++)
        csv_cell(f, fig, rep->pcts[p] * scale);
    } else if (!rep->cumulative && (fig->flags & FIGURE_CUMULATIVE)) {
      fputc(',', f);
    } else if (figure_is_integer(fig)) {
      fprintf(f, ",%llu", (unsigned long long)figure_u64(fig, rep));
    } else {
      csv_cell(f, fig, figure_value(fig, rep) * scale);
    }
  }
  fputc('\n', f);
}

int results_csv_write(const struct results_run *r, FILE *f)
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
        csv_row(r, s->threads, "intermediate", &s->intermediate.v[a++], f);
      else
        csv_row(r, s->threads, "checkpoint", &s->checkpoints.v[b++], f);
    }
    if (s->has_final)
      csv_row(r, s->threads, "final", &s->final, f);
  }
  return ferror(f) ? -1 : 0;
}
