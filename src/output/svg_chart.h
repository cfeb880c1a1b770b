/* SPDX-License-Identifier: GPL-2.0-or-later */
/* svg_chart.h: the charts of the svg output format, shared by its files
 * (svg.c draws the scaling curve and the reports over time, svg_monitor.c
 * the run monitor's sensors): a plot with axes, ticks, lines and a legend
 * under it. */
#ifndef SB_OUTPUT_SVG_CHART_H
#define SB_OUTPUT_SVG_CHART_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "core/results/results.h"

#define SVG_W 760
#define SVG_PLOT_H 230    /* each plot area's height */
#define SVG_ML 80         /* left of the plot: y ticks and the y label */
#define SVG_MR 30         /* right of the plot: room for the last x tick */
#define SVG_MT 40         /* above the plot: the title */
#define SVG_LEGEND 62     /* from the plot's bottom to the first legend row */
#define SVG_ROW 18        /* a legend row */
#define SVG_FONT 12
#define SVG_TICK_GAP 8    /* least room between two tick labels */
#define SVG_LEGEND_CHARS 40   /* the most of a step's label a legend shows */

struct box {
  double x0, y0, x1, y1;
};

struct chart {
  FILE *f;
  int top;                  /* y offset of the chart in the picture */
  double x0, x1, y0, y1;
  bool logx;
  double ydiv;              /* y tick labels show value / ydiv ... */
  const char *ysuffix;      /* ... followed by this ("M", "G" or "") */
  int legend_cols;
  double legend_colw;
};

/* The width of a text of n characters at size px, rather more than less. */
double svg_text_width(size_t n, double size);
/* The width of text s at size px, rather more than less: capitals and
 * wide letters count more, characters beyond ASCII as a full em. */
double svg_text_px(const char *s, double size);
/* s cut (at a character's start) with an ellipsis to fit width at size
 * px, in buf (len > 4 bytes); returns buf. */
const char *svg_text_cut(const char *s, double width, double size, char *buf, size_t len);
/* s so cut, written escaped. */
void svg_text_fit(FILE *f, const char *s, double width, double size);
/* The first colours, for ten lines or fewer (the first: one series). */
#define SVG_NPALETTE 10
extern const char *const svg_palette[SVG_NPALETTE];

/* The colour of series i of n ("#rrggbb"). */
void svg_color(size_t i, size_t n, char buf[8]);
int chart_plot_top(const struct chart *c);
int chart_plot_bottom(const struct chart *c);
double chart_x(const struct chart *c, double v);
double chart_y(const struct chart *c, double v);
/* A round value above max (0 to it is the y range). */
double chart_top(double max);
/* Frame, title, axis labels and ticks; x ticks at xs (or round values). */
void chart_axes(const struct chart *c, const char *title, const char *xlabel,
                const char *ylabel, const double *xs, int nxs);
/* Lays out a legend of n items, the widest label widest characters long;
 * returns its rows. */
int chart_legend_layout(struct chart *c, int n, size_t widest);
/* The height of a chart whose legend has rows rows. */
int chart_height(int rows);
void chart_legend(const struct chart *c, int i, const char *color, const char *label,
                  bool dashed);
void svg_polyline(FILE *f, const char *cls, const char *color, const double *pts, int n,
                  const char *extra);

/* An events/s axis: tick labels in M or G from a million up. */
void chart_rate_axis(struct chart *c);

/* The runs of --runs (svg_runs.c): the chart's height (0: no repeat
 * steps), and the chart at top. */
int svg_runs_height(const struct results_series *r);
void svg_runs(FILE *f, const struct results_series *r, int top);

/* The run monitor's charts (svg_monitor.c): their height (0: the run has
 * no frequency or temperature samples), and the charts at top. */
int svg_monitor_height(const struct results_series *r);
/* The time of the last sample (0: none), and of the last intermediate
 * report: the end of the time axis the charts over time share. */
double svg_monitor_end(const struct results_series *r);
void svg_monitor(FILE *f, const struct results_series *r, int top);

#endif
