/* SPDX-License-Identifier: GPL-2.0-or-later */
/* svg.c: the svg output format: a run as a picture: the sweep's scaling curve (events/s against
 * threads, with ideal linear scaling and the knee), and when intermediate
 * reports exist, throughput and latency over time, one line per step.
 * Plain SVG 1.1 with labelled axes; html wraps it with a summary table.
 * Text never sits on text or on a curve: legends go under their chart in
 * as many rows as they need, tick labels are thinned to fit, and the knee's
 * label takes the first free place beside its point. Widths of text are
 * estimated on the generous side (tests/lib/check_layout.py measures them). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/base/json.h"
#include "plugin/output.h"
#include "output/picture.h"
#include "output/svg.h"
#include "output/svg_chart.h"
#include "plugin/registry.h"
#include "core/results/results.h"
#include "core/command/scaling.h"

static double svg_eps(const struct sb_stat *r)
{
  return figure_rate(r, r->cnt[STATS_EVENT]);
}

/* Log or linear threads: whichever spaces the steps more evenly (the
 * smallest gap between neighbours is the larger share of the axis):
 * 1,2,4,8 on a log scale, 1,2,3,...,16 on a linear one. */
static bool scaling_logx(const double *xs, int n)
{
  if (n < 3 || xs[0] <= 0 || xs[n - 1] <= xs[0])
    return n == 2;
  double lin = INFINITY, lg = INFINITY;
  for (int i = 1; i < n; i++) {
    lin = fmin(lin, (xs[i] - xs[i - 1]) / (xs[n - 1] - xs[0]));
    lg = fmin(lg, log2(xs[i] / xs[i - 1]) / log2(xs[n - 1] / xs[0]));
  }
  return lg > lin;
}

/* Liang-Barsky: whether the segment (x1,y1)-(x2,y2) enters box b. */
static bool svg_segment_hits(double x1, double y1, double x2, double y2, const struct box *b)
{
  double p[4] = { x1 - x2, x2 - x1, y1 - y2, y2 - y1 };
  double q[4] = { x1 - b->x0, b->x1 - x1, y1 - b->y0, b->y1 - y1 };
  double t0 = 0, t1 = 1;
  for (int i = 0; i < 4; i++) {
    if (p[i] == 0) {
      if (q[i] < 0)
        return false;
    } else if (p[i] < 0) {
      t0 = fmax(t0, q[i] / p[i]);
    } else {
      t1 = fmin(t1, q[i] / p[i]);
    }
  }
  return t0 <= t1;
}

/* Whether b is inside the plot and clear of the n points (pts[2i],
 * pts[2i+1]), of the polylines through them and through the ideal's. */
static bool svg_box_free(const struct chart *c, const struct box *b, const double *pts,
                         const double *ideal, int n)
{
  if (b->x0 < SVG_ML + 2 || b->x1 > SVG_W - SVG_MR - 2 || b->y0 < chart_plot_top(c) + 2 ||
      b->y1 > chart_plot_bottom(c) - 2)
    return false;
  for (int i = 0; i < n; i++) {
    const double *p = pts + 2 * i;
    struct box dot = { p[0] - 7, p[1] - 7, p[0] + 7, p[1] + 7 };
    if (!(dot.x1 < b->x0 || dot.x0 > b->x1 || dot.y1 < b->y0 || dot.y0 > b->y1))
      return false;
    if (i && svg_segment_hits(p[-2], p[-1], p[0], p[1], b))
      return false;
    if (i && ideal && svg_segment_hits(ideal[2 * i - 2], ideal[2 * i - 1], ideal[2 * i],
                                       ideal[2 * i + 1], b))
      return false;
  }
  return true;
}

/* The knee's label: beside the knee point (pts[2k], pts[2k+1]), in the
 * first of a few places, nearest first, that is clear (svg_box_free). */
static void scaling_knee_label(const struct chart *c, const double *pts, const double *ideal,
                               int n, int k)
{
  static const int dirs[][2] = { { -1, -1 }, { 1, -1 }, { 1, 1 }, { -1, 1 }, { 0, -1 }, { 0, 1 } };
  const size_t ndirs = sizeof(dirs) / sizeof(dirs[0]);
  double x = pts[2 * k], y = pts[2 * k + 1], w = svg_text_width(strlen("knee"), SVG_FONT);
  double h = 16;
  struct box b = { x - 8 - w, y - 8 - h, x - 8, y - 8 };   /* when none is clear */
  bool found = false;
  for (int gap = 8; gap <= 40 && !found; gap += 16)
    for (size_t d = 0; d < ndirs && !found; d++) {
      struct box t;
      t.x0 = dirs[d][0] < 0 ? x - gap - w : dirs[d][0] > 0 ? x + gap : x - w / 2;
      t.y0 = dirs[d][1] < 0 ? y - gap - h : y + gap;
      t.x1 = t.x0 + w;
      t.y1 = t.y0 + h;
      found = svg_box_free(c, &t, pts, ideal, n);
      b = found ? t : b;
    }
  /* a white halo keeps grid lines from running through it */
  fprintf(c->f, "<text class=\"knee-label\" x=\"%.1f\" y=\"%.1f\" fill=\"#d62728\" "
          "stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\">knee</text>\n",
          b.x0, b.y1 - 4);
}

/* The ideal line as drawn: its points up to the top of the plot, where
 * it is cut (the y axis follows the measured rate: a sweep to 64 threads
 * on 2 CPUs would otherwise flatten the curve against the x axis).
 * Returns its points. */
static int scaling_ideal_clip(const struct chart *c, const double *ideal, int n, double *out)
{
  double top = chart_plot_top(c);
  int m = 0;
  for (int i = 0; i < n; i++) {
    if (ideal[2 * i + 1] >= top) {
      out[2 * m] = ideal[2 * i];
      out[2 * m++ + 1] = ideal[2 * i + 1];
      continue;
    }
    if (i) {   /* where the segment from the last point crosses the top */
      double t = (ideal[2 * i - 1] - top) / (ideal[2 * i - 1] - ideal[2 * i + 1]);
      out[2 * m] = ideal[2 * i - 2] + t * (ideal[2 * i] - ideal[2 * i - 2]);
      out[2 * m++ + 1] = top;
    }
    break;
  }
  return m;
}

static void svg_scaling(FILE *f, const struct results_series *r, int top)
{
  size_t cap = r->nsteps ? r->nsteps : 1;
  double *xs = alloc_resize(NULL, cap * sizeof(double));
  double *ys = alloc_resize(NULL, cap * sizeof(double));
  double *pts = alloc_resize(NULL, 2 * cap * sizeof(double));      /* x, y pairs */
  double *ideal = alloc_resize(NULL, 2 * cap * sizeof(double)), ymax = 0;
  int n = 0, knee = scaling_knee(r), kn = -1;
  for (size_t i = 0; i < r->nsteps; i++) {
    if (!r->steps[i].has_final)
      continue;
    kn = (int)i == knee ? n : kn;
    xs[n] = r->steps[i].threads;
    ys[n] = svg_eps(&r->steps[i].final);
    ymax = fmax(ymax, ys[n]);
    n++;
  }
  fprintf(f, "<g id=\"scaling\">\n");
  struct chart c = { .f = f, .top = top, .x0 = n ? xs[0] : 1, .x1 = n ? xs[n - 1] : 1,
                     .y1 = chart_top(ymax), .logx = scaling_logx(xs, n) };
  chart_rate_axis(&c);
  chart_legend_layout(&c, 2, strlen("ideal (linear)"));
  chart_axes(&c, "Scaling: events/s against threads", "threads", "events/s", xs, n);
  for (int i = 0; i < n; i++) {
    pts[2 * i] = ideal[2 * i] = chart_x(&c, xs[i]);
    pts[2 * i + 1] = chart_y(&c, ys[i]);
    ideal[2 * i + 1] = chart_y(&c, ys[0] * xs[i] / xs[0]);
  }
  if (n > 1) {   /* ideal: the first step's rate times the thread ratio */
    double *drawn = alloc_resize(NULL, 2 * cap * sizeof(double));
    svg_polyline(f, "ideal", "#999", drawn, scaling_ideal_clip(&c, ideal, n, drawn),
                 " stroke-dasharray=\"5,4\"");
    free(drawn);
    chart_legend(&c, 1, "#999", "ideal (linear)", true);
  }
  svg_polyline(f, "series", svg_palette[0], pts, n, "");
  chart_legend(&c, 0, svg_palette[0], "events/s", false);
  for (int i = 0; i < n; i++)
    fprintf(f, "<circle class=\"point%s\" cx=\"%.1f\" cy=\"%.1f\" r=\"%d\" fill=\"%s\"/>\n",
            i == kn ? " knee" : "", pts[2 * i], pts[2 * i + 1], i == kn ? 6 : 4,
            i == kn ? "#d62728" : svg_palette[0]);
  if (kn >= 0)
    scaling_knee_label(&c, pts, n > 1 ? ideal : NULL, n, kn);
  fputs("</g>\n", f);
  free(xs);
  free(ys);
  free(pts);
  free(ideal);
}

/* events/s, or latency in seconds (the first percentile, else the average). */
static double svg_value(const struct results_series *r, const struct sb_stat *rep,
                        bool latency)
{
  if (!latency)
    return svg_eps(rep);
  if (r->npcts)
    return rep->pcts[0];
  return figure_latency_avg(rep);
}

/* The legend label of step i: in a threads sweep its thread count ("1
 * thread", "16 threads"), else its label, cut with an ellipsis after
 * SVG_LEGEND_CHARS characters (len holds 4 bytes for each, and more);
 * returns its length in characters. */
static size_t svg_step_label(char *buf, size_t len, const struct results_series *r, size_t i)
{
  const struct results_step *s = &r->steps[i];
  if (scaling_is_sweep(r) || s->label == NULL)
    return (size_t)snprintf(buf, len, "%d thread%s", s->threads, s->threads == 1 ? "" : "s");
  size_t n = 0, chars = 0;
  const char *p = s->label;
  for (; *p && n + 4 < len; p++) {
    bool start = ((unsigned char)*p & 0xc0) != 0x80;
    if (start && chars == SVG_LEGEND_CHARS)
      break;
    chars += start;
    buf[n++] = *p;
  }
  if (*p) {
    memcpy(buf + n, "\xe2\x80\xa6", 3);
    n += 3;
    chars++;
  }
  buf[n] = '\0';
  return chars;
}

#define SVG_STEADY_LABEL "steady-state window"

/* The window a --steady-state step attained its criterion over, in
 * measured seconds (its facts' steady_state); false without one. */
static bool svg_steady_window(const struct results_step *s, double *from, double *to)
{
  const struct json *ss = json_get(s->facts, "steady_state"), *at = json_get(ss, "attained");
  double w;
  if (at == NULL || at->type != JSON_BOOL || !at->boolean ||
      !json_to_double(json_get(ss, "attained_at_sec"), to) ||
      !json_to_double(json_get(ss, "window_sec"), &w) || !(w > 0) || !(*to >= w))
    return false;
  *from = *to - w;
  return true;
}

static bool svg_any_steady(const struct results_series *r)
{
  double a, b;
  for (size_t i = 0; i < r->nsteps; i++)
    if (svg_steady_window(&r->steps[i], &a, &b))
      return true;
  return false;
}

/* Lays out the legend of a chart over time (one item per step, and one
 * for the steady-state windows) and returns its rows. */
static int svg_over_time_legend(struct chart *c, const struct results_series *r)
{
  size_t widest = svg_any_steady(r) ? strlen(SVG_STEADY_LABEL) : 0;
  char label[4 * SVG_LEGEND_CHARS + 8];
  for (size_t i = 0; i < r->nsteps; i++) {
    size_t w = svg_step_label(label, sizeof(label), r, i);
    widest = w > widest ? w : widest;
  }
  return chart_legend_layout(c, (int)r->nsteps + svg_any_steady(r), widest);
}

/* Shades each step's steady-state window, in the step's colour, under
 * the lines; with a legend item after the steps'. */
static void svg_steady_windows(const struct chart *c, const struct results_series *r)
{
  double from, to;
  for (size_t i = 0; i < r->nsteps; i++) {
    if (!svg_steady_window(&r->steps[i], &from, &to))
      continue;
    char color[8];
    svg_color(i, r->nsteps, color);
    double x0 = chart_x(c, fmin(from, c->x1)), x1 = chart_x(c, fmin(to, c->x1));
    fprintf(c->f, "<rect class=\"steady-window\" x=\"%.1f\" y=\"%d\" width=\"%.1f\" "
            "height=\"%d\" fill=\"%s\" opacity=\"0.15\"/>\n", x0, chart_plot_top(c),
            fmax(x1 - x0, 1), SVG_PLOT_H, color);
  }
  if (svg_any_steady(r))
    chart_legend(c, (int)r->nsteps, "#bbb", SVG_STEADY_LABEL, false);
}

/* Throughput (latency false) or latency over time from the intermediate
 * reports, one line per step. */
static void svg_over_time(FILE *f, const struct results_series *r, int top, bool latency)
{
  double tmax = 0, ymax = 0;
  for (size_t i = 0; i < r->nsteps; i++)
    for (size_t k = 0; k < r->steps[i].intermediate.n; k++) {
      const struct sb_stat *rep = &r->steps[i].intermediate.v[k];
      tmax = fmax(tmax, rep->time_total);
      ymax = fmax(ymax, svg_value(r, rep, latency));
    }
  tmax = fmax(tmax, svg_monitor_end(r));   /* the monitor's charts share the time axis */
  const char *unit = "";
  double scale = latency ? svg_time_unit(ymax, &unit) : 1;
  char title[96], ylabel[64];
  if (!latency) {
    snprintf(title, sizeof(title), "Throughput over time");
    snprintf(ylabel, sizeof(ylabel), "events/s");
  } else if (r->npcts) {
    char rank[32];
    results_rank_key(r->ranks[0], rank, sizeof(rank));
    snprintf(title, sizeof(title), "Latency over time (%sth percentile)", rank);
    snprintf(ylabel, sizeof(ylabel), "latency (%s)", unit);
  } else {
    snprintf(title, sizeof(title), "Latency over time (average)");
    snprintf(ylabel, sizeof(ylabel), "latency (%s)", unit);
  }
  fprintf(f, "<g id=\"%s\">\n", latency ? "latency" : "throughput");
  struct chart c = { .f = f, .top = top, .x1 = chart_top(tmax), .y1 = chart_top(ymax * scale),
                     .ydiv = 1, .ysuffix = "" };
  if (!latency)
    chart_rate_axis(&c);
  svg_over_time_legend(&c, r);
  char label[4 * SVG_LEGEND_CHARS + 8];
  chart_axes(&c, title, "time (s)", ylabel, NULL, 0);
  svg_steady_windows(&c, r);
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_list *l = &r->steps[i].intermediate;
    char color[8];
    svg_color(i, r->nsteps, color);
    double *pts = alloc_resize(NULL, 2 * (l->n ? l->n : 1) * sizeof(double));
    for (size_t k = 0; k < l->n; k++) {
      pts[2 * k] = chart_x(&c, l->v[k].time_total);
      pts[2 * k + 1] = chart_y(&c, svg_value(r, &l->v[k], latency) * scale);
    }
    svg_polyline(f, "series", color, pts, (int)l->n, "");
    for (size_t k = 0; k < l->n; k++)   /* markers: a lone report shows too */
      fprintf(f, "<circle class=\"point\" cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"/>\n",
              pts[2 * k], pts[2 * k + 1], color);
    free(pts);
    svg_step_label(label, sizeof(label), r, i);
    chart_legend(&c, (int)i, color, label, false);
  }
  fputs("</g>\n", f);
}

static bool svg_has_intervals(const struct results_series *r)
{
  for (size_t i = 0; i < r->nsteps; i++)
    if (r->steps[i].intermediate.n)
      return true;
  return false;
}

void svg_write_element(const struct results_series *r, FILE *f)
{
  bool over_time = svg_has_intervals(r);
  struct chart layout;
  struct picture *pic = picture_of(r);   /* not a threads sweep: its tables */
  int h1 = pic ? svg_picture(NULL, pic, 0) : chart_height(1);
  int h2 = over_time ? chart_height(svg_over_time_legend(&layout, r)) : 0;
  int hr = svg_runs_height(r);
  int h = h1 + hr + 2 * h2 + svg_monitor_height(r);
  fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" "
          "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"%d\">\n"
          "<title>sysbench-ng: ", SVG_W, h, SVG_W, h, SVG_FONT);
  svg_escape(f, r->test);
  fprintf(f, "</title>\n<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", SVG_W, h);
  if (pic)
    svg_picture(f, pic, 0);
  else
    svg_scaling(f, r, 0);
  picture_free(pic);
  svg_runs(f, r, h1);
  if (over_time) {
    svg_over_time(f, r, h1 + hr, false);
    svg_over_time(f, r, h1 + hr + h2, true);
  }
  svg_monitor(f, r, h1 + hr + 2 * h2);
  fputs("</svg>\n", f);
}

static int svg_write(const struct results_series *r, FILE *f)
{
  fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", f);
  svg_write_element(r, f);
  return ferror(f) ? -1 : 0;
}

static const struct sb_output output_svg = { .name = "svg", .write = svg_write,
                                             .compare = svg_compare };
SB_REGISTER(sb_outputs, output_svg);
