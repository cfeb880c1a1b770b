/* SPDX-License-Identifier: GPL-2.0-or-later */
/* svg_runs.c: the picture of --runs: for each thread count, every run's
 * events/s as a point, their mean as a bar across and the mean's 95%
 * confidence interval as a band, so the spread shows beside the figure.
 * Drawn from the steps themselves (kind "repeat"), with the statistics
 * recomputed as the text prints them (sample_stats.h): a file from anyone
 * draws what its steps say. */
#include <math.h>
#include <stdlib.h>

#include "core/base/alloc.h"
#include "core/stats/figures.h"
#include "output/svg_chart.h"
#include "core/stats/sample_stats.h"

#define RUNS_BAND_W 36      /* the band's width, at most (px) */
#define RUNS_COLOR "#1f77b4"
#define RUNS_BAND "#aec7e8"
#define RUNS_OUTLIER "#d62728"

/* One thread count's runs: consecutive repeat steps of the same threads. */
struct runs_group {
  int threads;
  size_t first, n;          /* steps[first .. first + n) with a final report */
};

/* The groups of r's repeat steps into g (cap of them); how many. */
static size_t runs_groups(const struct results_series *r, struct runs_group *g, size_t cap)
{
  size_t n = 0;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    if (s->kind != RESULTS_STEP_REPEAT || !s->has_final)
      continue;
    if (n == 0 || g[n - 1].threads != s->threads || g[n - 1].first + g[n - 1].n != i) {
      if (n == cap)
        break;
      g[n++] = (struct runs_group){ .threads = s->threads, .first = i };
    }
    g[n - 1].n++;
  }
  return n;
}

static double runs_eps(const struct results_step *s)
{
  return figure_rate(&s->final, s->final.cnt[STATS_EVENT]);
}

#define RUNS_LEGEND_WIDEST (sizeof("an outlier (shown, not dropped)") - 1)

int svg_runs_height(const struct results_series *r)
{
  struct runs_group g[1];
  struct chart c = { 0 };
  return runs_groups(r, g, 1) ? chart_height(chart_legend_layout(&c, 4, RUNS_LEGEND_WIDEST)) : 0;
}

/* The x range: the thread counts with half the least gap between two on
 * either side, so the first and last bands stay inside the frame. */
static void runs_x_range(struct chart *c, const double *xs, size_t n)
{
  double gap = 1;
  for (size_t i = 1; i < n; i++)
    gap = i == 1 ? xs[i] - xs[i - 1] : fmin(gap, xs[i] - xs[i - 1]);
  c->x0 = xs[0] - gap / 2;
  c->x1 = xs[n - 1] + gap / 2;
}

/* The band (w pixels wide), the mean and the points v of group g. */
static void runs_group_draw(const struct chart *c, const struct runs_group *g, const double *v,
                            double w)
{
  double cx = chart_x(c, g->threads);
  struct sample_summary s;
  sample_summarize(v, g->n, &s);
  if (g->n > 1)
    fprintf(c->f, "<rect class=\"interval\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" "
            "height=\"%.1f\" fill=\"%s\" opacity=\"0.6\"/>\n", cx - w / 2,
            chart_y(c, s.ci_high), w, fmax(chart_y(c, s.ci_low) - chart_y(c, s.ci_high), 1),
            RUNS_BAND);
  fprintf(c->f, "<line class=\"mean\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
          "stroke=\"#333\" stroke-width=\"2\"/>\n", cx - w / 2, chart_y(c, s.mean),
          cx + w / 2, chart_y(c, s.mean));
  for (size_t k = 0; k < g->n; k++) {   /* spread across the band, in run order */
    double dx = g->n > 1 ? ((double)k / (double)(g->n - 1) - 0.5) * (w - 8) : 0;
    fprintf(c->f, "<circle class=\"run%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n",
            s.outlier[k] ? " outlier" : "", cx + dx, chart_y(c, v[k]),
            s.outlier[k] ? RUNS_OUTLIER : RUNS_COLOR);
  }
}

void svg_runs(FILE *f, const struct results_series *r, int top)
{
  size_t cap = r->nsteps ? r->nsteps : 1;
  struct runs_group *g = alloc_resize(NULL, cap * sizeof(*g));
  size_t n = runs_groups(r, g, cap);
  if (n == 0) {
    free(g);
    return;
  }
  double *xs = alloc_resize(NULL, n * sizeof(double)), ymax = 0;
  for (size_t i = 0; i < n; i++) {
    xs[i] = g[i].threads;
    for (size_t k = 0; k < g[i].n; k++)
      ymax = fmax(ymax, runs_eps(&r->steps[g[i].first + k]));
  }
  struct chart c = { .f = f, .top = top, .y1 = chart_top(ymax) };
  runs_x_range(&c, xs, n);
  chart_rate_axis(&c);
  chart_legend_layout(&c, 4, RUNS_LEGEND_WIDEST);
  fprintf(f, "<g id=\"runs\">\n");
  chart_axes(&c, "Runs: events/s of each run, their mean and its 95% interval", "threads",
             "events/s", xs, (int)n);
  double w = RUNS_BAND_W;
  for (size_t i = 1; i < n; i++)
    w = fmin(w, 0.6 * (chart_x(&c, xs[i]) - chart_x(&c, xs[i - 1])));
  double *v = alloc_resize(NULL, cap * sizeof(double));
  for (size_t i = 0; i < n; i++) {
    size_t m = g[i].n < SAMPLE_MAX ? g[i].n : SAMPLE_MAX;
    for (size_t k = 0; k < m; k++)
      v[k] = runs_eps(&r->steps[g[i].first + k]);
    struct runs_group one = g[i];
    one.n = m;
    runs_group_draw(&c, &one, v, w);
  }
  chart_legend(&c, 0, RUNS_COLOR, "a run", false);
  chart_legend(&c, 1, "#333", "mean", false);
  chart_legend(&c, 2, RUNS_BAND, "95% interval of the mean", false);
  chart_legend(&c, 3, RUNS_OUTLIER, "an outlier (shown, not dropped)", false);
  fputs("</g>\n", f);
  free(v);
  free(xs);
  free(g);
}
