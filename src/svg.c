/* svg.c: a run as a picture: the sweep's scaling curve (events/s against
 * threads, with ideal linear scaling and the knee), and when intermediate
 * reports exist, throughput and latency over time, one line per step.
 * Plain SVG 1.1 with labelled axes; html wraps it with a summary table. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "output.h"
#include "results.h"
#include "scaling.h"

#define SVG_W 760
#define SVG_CHART_H 320
#define SVG_ML 80     /* margins around each plot area */
#define SVG_MR 130
#define SVG_MT 40
#define SVG_MB 50

static const char *const svg_colors[] = {
  "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"
};

struct chart {
  FILE *f;
  int top;                  /* y offset of the chart in the picture */
  double x0, x1, y0, y1;
  bool logx;
};

void svg_escape(FILE *f, const char *s)
{
  for (; *s; s++) {
    switch (*s) {
    case '<': fputs("&lt;", f); break;
    case '>': fputs("&gt;", f); break;
    case '&': fputs("&amp;", f); break;
    case '"': fputs("&quot;", f); break;
    default:
      if ((unsigned char)*s >= 0x20 || *s == '\t')
        fputc(*s, f);
    }
  }
}

static double chart_x(const struct chart *c, double v)
{
  double a = c->logx ? log2(c->x0) : c->x0, b = c->logx ? log2(c->x1) : c->x1;
  double t = b > a ? ((c->logx ? log2(v) : v) - a) / (b - a) : 0.5;
  return SVG_ML + t * (SVG_W - SVG_ML - SVG_MR);
}

static double chart_y(const struct chart *c, double v)
{
  double t = c->y1 > c->y0 ? (v - c->y0) / (c->y1 - c->y0) : 0;
  return c->top + SVG_MT + (1 - t) * (SVG_CHART_H - SVG_MT - SVG_MB);
}

/* A round tick spacing giving about five ticks over range. */
static double chart_step(double range)
{
  if (!(range > 0))
    return 1;
  double raw = range / 5, mag = pow(10, floor(log10(raw)));
  double n = raw / mag;
  return mag * (n < 1.5 ? 1 : n < 3.5 ? 2 : n < 7.5 ? 5 : 10);
}

/* A y range from 0 to a round value above max. */
static double chart_top(double max)
{
  double step = chart_step(max > 0 ? max : 1);
  return ceil((max > 0 ? max * 1.05 : 1) / step) * step;
}

static void chart_tick_label(FILE *f, double v)
{
  if (fabs(v) >= 1e6)
    fprintf(f, "%.3g", v);
  else
    fprintf(f, "%g", v);
}

/* Frame, title, axis labels and y ticks; x ticks at xs (or round values). */
static void chart_axes(const struct chart *c, const char *title, const char *xlabel,
                       const char *ylabel, const double *xs, int nxs)
{
  FILE *f = c->f;
  int left = SVG_ML, right = SVG_W - SVG_MR;
  int top = c->top + SVG_MT, bottom = c->top + SVG_CHART_H - SVG_MB;
  fprintf(f, "<clipPath id=\"plot%d\"><rect x=\"%d\" y=\"%d\" width=\"%d\" "
          "height=\"%d\"/></clipPath>\n", c->top, left, top, right - left, bottom - top);
  fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
          "stroke=\"#444\"/>\n", left, top, right - left, bottom - top);
  fprintf(f, "<text class=\"title\" x=\"%d\" y=\"%d\" text-anchor=\"middle\" "
          "font-size=\"15\">", (left + right) / 2, c->top + 24);
  svg_escape(f, title);
  fprintf(f, "</text>\n<text class=\"axis-label x\" x=\"%d\" y=\"%d\" "
          "text-anchor=\"middle\">%s</text>\n", (left + right) / 2, bottom + 40, xlabel);
  fprintf(f, "<text class=\"axis-label y\" x=\"%d\" y=\"%d\" text-anchor=\"middle\" "
          "transform=\"rotate(-90 %d %d)\">%s</text>\n", left - 60, (top + bottom) / 2,
          left - 60, (top + bottom) / 2, ylabel);
  double ystep = chart_step(c->y1 - c->y0);
  for (double v = c->y0; v <= c->y1 + ystep / 1000; v += ystep) {
    double y = chart_y(c, v);
    fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n"
            "<text class=\"tick y\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">", left, y, right,
            y, left - 6, y + 4);
    chart_tick_label(f, v);
    fputs("</text>\n", f);
  }
  double xstep = chart_step(c->x1 - c->x0);
  int n = xs ? nxs : (int)floor((c->x1 - c->x0) / xstep + 1e-9) + 1;
  for (int i = 0; i < n; i++) {
    double v = xs ? xs[i] : c->x0 + i * xstep;
    fprintf(f, "<text class=\"tick x\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">",
            chart_x(c, v), bottom + 18);
    chart_tick_label(f, v);
    fputs("</text>\n", f);
  }
}

static void chart_legend(const struct chart *c, int i, const char *color, const char *label)
{
  int x = SVG_W - SVG_MR + 12, y = c->top + SVG_MT + 10 + 18 * i;
  fprintf(c->f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
          "stroke-width=\"2\"/>\n<text class=\"legend\" x=\"%d\" y=\"%d\">%s</text>\n",
          x, y, x + 20, y, color, x + 26, y + 4, label);
}

static double svg_eps(const struct sb_stat *r)
{
  return figure_rate(r, r->cnt[STATS_EVENT]);
}

static void svg_scaling(FILE *f, const struct results_run *r, int top)
{
  double *xs = alloc_resize(NULL, (r->nsteps ? r->nsteps : 1) * sizeof(double)), ymax = 0;
  int n = 0;
  const struct results_step *first = NULL;
  for (size_t i = 0; i < r->nsteps; i++) {
    if (!r->steps[i].has_final)
      continue;
    first = first ? first : &r->steps[i];
    xs[n++] = r->steps[i].threads;
    ymax = fmax(ymax, svg_eps(&r->steps[i].final));
  }
  fprintf(f, "<g id=\"scaling\">\n");
  struct chart c = { f, top, n ? xs[0] : 1, n ? xs[n - 1] : 1, 0, chart_top(ymax), true };
  chart_axes(&c, "Scaling: events/s against threads", "threads", "events/s", xs, n);
  if (n > 1) {   /* ideal: the first step's rate times the thread ratio */
    double e0 = svg_eps(&first->final);
    fprintf(f, "<polyline class=\"ideal\" fill=\"none\" stroke=\"#999\" "
            "stroke-dasharray=\"5,4\" clip-path=\"url(#plot%d)\" points=\"", top);
    for (int i = 0; i < n; i++)
      fprintf(f, "%.1f,%.1f ", chart_x(&c, xs[i]), chart_y(&c, e0 * xs[i] / xs[0]));
    fputs("\"/>\n", f);
    chart_legend(&c, 1, "#999", "linear");
  }
  fprintf(f, "<polyline class=\"series\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\" "
          "points=\"", svg_colors[0]);
  for (size_t i = 0; i < r->nsteps; i++)
    if (r->steps[i].has_final)
      fprintf(f, "%.1f,%.1f ", chart_x(&c, r->steps[i].threads),
              chart_y(&c, svg_eps(&r->steps[i].final)));
  fputs("\"/>\n", f);
  chart_legend(&c, 0, svg_colors[0], "events/s");
  int knee = scaling_knee(r);
  for (size_t i = 0; i < r->nsteps; i++) {
    if (!r->steps[i].has_final)
      continue;
    double x = chart_x(&c, r->steps[i].threads), y = chart_y(&c, svg_eps(&r->steps[i].final));
    fprintf(f, "<circle class=\"point%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"%d\" fill=\"%s\"/>\n",
            (int)i == knee ? " knee" : "", x, y, (int)i == knee ? 6 : 4,
            (int)i == knee ? "#d62728" : svg_colors[0]);
    if ((int)i == knee)
      fprintf(f, "<text class=\"knee-label\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" "
              "fill=\"#d62728\">knee</text>\n", x - 8, y - 8);
  }
  fputs("</g>\n", f);
  free(xs);
}

/* events/s, or latency in ms (the first percentile, else the average). */
static double svg_value(const struct results_run *r, const struct sb_stat *rep,
                        bool latency)
{
  if (!latency)
    return svg_eps(rep);
  if (r->npcts)
    return rep->pcts[0] * 1000;
  return figure_latency_avg(rep) * 1000;
}

/* Throughput (latency false) or latency over time from the intermediate
 * reports, one line per step. */
static void svg_over_time(FILE *f, const struct results_run *r, int top, bool latency)
{
  double tmax = 0, ymax = 0;
  for (size_t i = 0; i < r->nsteps; i++)
    for (size_t k = 0; k < r->steps[i].intermediate.n; k++) {
      const struct sb_stat *rep = &r->steps[i].intermediate.v[k];
      tmax = fmax(tmax, rep->time_total);
      ymax = fmax(ymax, svg_value(r, rep, latency));
    }
  char title[96], ylabel[64];
  if (!latency) {
    snprintf(title, sizeof(title), "Throughput over time");
    snprintf(ylabel, sizeof(ylabel), "events/s");
  } else if (r->npcts) {
    snprintf(title, sizeof(title), "Latency over time (%gth percentile)", r->ranks[0]);
    snprintf(ylabel, sizeof(ylabel), "latency (ms)");
  } else {
    snprintf(title, sizeof(title), "Latency over time (average)");
    snprintf(ylabel, sizeof(ylabel), "latency (ms)");
  }
  fprintf(f, "<g id=\"%s\">\n", latency ? "latency" : "throughput");
  struct chart c = { f, top, 0, chart_top(tmax), 0, chart_top(ymax), false };
  chart_axes(&c, title, "time (s)", ylabel, NULL, 0);
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_list *l = &r->steps[i].intermediate;
    const char *color = svg_colors[i % (sizeof(svg_colors) / sizeof(svg_colors[0]))];
    fprintf(f, "<polyline class=\"series\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\" "
            "points=\"", color);
    for (size_t k = 0; k < l->n; k++) {
      const struct sb_stat *rep = &l->v[k];
      fprintf(f, "%.1f,%.1f ", chart_x(&c, rep->time_total),
              chart_y(&c, svg_value(r, rep, latency)));
    }
    fputs("\"/>\n", f);
    for (size_t k = 0; k < l->n; k++) {   /* markers: a lone report shows too */
      const struct sb_stat *rep = &l->v[k];
      fprintf(f, "<circle class=\"point\" cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"/>\n",
              chart_x(&c, rep->time_total), chart_y(&c, svg_value(r, rep, latency)), color);
    }
    char label[32];
    snprintf(label, sizeof(label), "%d thread%s", r->steps[i].threads,
             r->steps[i].threads == 1 ? "" : "s");
    chart_legend(&c, (int)i, color, label);
  }
  fputs("</g>\n", f);
}

static bool svg_has_intervals(const struct results_run *r)
{
  for (size_t i = 0; i < r->nsteps; i++)
    if (r->steps[i].intermediate.n)
      return true;
  return false;
}

void svg_write_element(const struct results_run *r, FILE *f)
{
  bool over_time = svg_has_intervals(r);
  int h = SVG_CHART_H * (over_time ? 3 : 1);
  fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" "
          "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">\n"
          "<title>sysbench-ng: ", SVG_W, h, SVG_W, h);
  svg_escape(f, r->test);
  fprintf(f, "</title>\n<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", SVG_W, h);
  svg_scaling(f, r, 0);
  if (over_time) {
    svg_over_time(f, r, SVG_CHART_H, false);
    svg_over_time(f, r, 2 * SVG_CHART_H, true);
  }
  fputs("</svg>\n", f);
}

int svg_write(const struct results_run *r, FILE *f)
{
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
  svg_write_element(r, f);
  return ferror(f) ? -1 : 0;
}
