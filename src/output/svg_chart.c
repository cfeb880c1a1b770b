/* SPDX-License-Identifier: GPL-2.0-or-later */
/* svg_chart.c: the svg output format's drawing primitives, shared by its
 * charts (svg.c, svg_monitor.c, svg_runs.c...): escaping, text widths,
 * colours (a palette, then evenly spaced hues), a plot's coordinates,
 * axes with thinned tick labels, the legend rows under it, polylines. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "output/svg_chart.h"

const char *const svg_palette[SVG_NPALETTE] = {
  "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e",
  "#8c564b", "#e377c2", "#17becf", "#7f7f7f", "#bcbd22"
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

double svg_time_unit(double seconds, const char **name)
{
  static const struct { double per_second; const char *name; } units[] = {
    { 1, "s" }, { 1e3, "ms" }, { 1e6, "\xc2\xb5s" }, { 1e9, "ns" }
  };
  size_t i = 0;
  if (seconds > 0)
    while (i < 3 && seconds * units[i].per_second < 1)
      i++;
  else
    i = 1;
  *name = units[i].name;
  return units[i].per_second;
}

/* The width of a text of n characters at size px, rather more than less. */
double svg_text_width(size_t n, double size)
{
  return n * 0.65 * size;
}

double svg_text_px(const char *s, double size)
{
  double w = 0;
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    if ((*p & 0xc0) == 0x80)
      continue;
    w += *p >= 0x80 ? 1.0 : (*p >= 'A' && *p <= 'Z') || strchr("mw%@", *p) ? 0.8
       : *p == ' ' ? 0.4 : 0.62;
  }
  return w * size;
}

const char *svg_text_cut(const char *s, double width, double size, char *buf, size_t len)
{
  size_t n = strlen(s) < len - 4 ? strlen(s) : len - 4;
  memcpy(buf, s, n);
  buf[n] = '\0';
  if (svg_text_px(buf, size) <= width && n == strlen(s))
    return buf;
  do {
    while (n > 0 && ((unsigned char)buf[--n] & 0xc0) == 0x80)
      ;
    memcpy(buf + n, "\xe2\x80\xa6", 4);
  } while (n > 0 && svg_text_px(buf, size) > width);
  return buf;
}

void svg_text_fit(FILE *f, const char *s, double width, double size)
{
  char buf[1024];
  svg_escape(f, svg_text_cut(s, width, size, buf, sizeof(buf)));
}

/* sRGB (0-255) of a colour given as CIE LCh (D65 white). */
static void svg_lch_rgb(double l, double c, double h, int rgb[3])
{
  double a = c * cos(h * M_PI / 180), b = c * sin(h * M_PI / 180);
  double f[3] = { (l + 16) / 116 + a / 500, (l + 16) / 116, (l + 16) / 116 - b / 200 };
  static const double white[3] = { 0.95047, 1, 1.08883 };
  static const double m[3][3] = {
    { 3.2406, -1.5372, -0.4986 }, { -0.9689, 1.8758, 0.0415 }, { 0.0557, -0.2040, 1.0570 }
  };
  double xyz[3];
  for (int i = 0; i < 3; i++)
    xyz[i] = white[i] * (f[i] > 6.0 / 29 ? pow(f[i], 3) : 3 * pow(6.0 / 29, 2) * (f[i] - 4.0 / 29));
  for (int i = 0; i < 3; i++) {
    double v = m[i][0] * xyz[0] + m[i][1] * xyz[1] + m[i][2] * xyz[2];
    v = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055;
    rgb[i] = (int)lround(255 * fmin(1, fmax(0, v)));
  }
}

/* The colour of series i of n: each its own. Up to 10 come from a palette
 * of distinct colours; more are hues blue to red in step order, dark and
 * light in turn, so that neighbouring steps (whose lines run close) differ
 * in lightness as well as hue however many there are, and every line keeps
 * enough contrast on white. */
void svg_color(size_t i, size_t n, char buf[8])
{
  if (n <= SVG_NPALETTE) {
    snprintf(buf, 8, "%s", svg_palette[i]);
    return;
  }
  int rgb[3];
  svg_lch_rgb(i % 2 ? 60 : 40, 55, 270 - 280.0 * i / (n - 1), rgb);
  snprintf(buf, 8, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
}

int chart_plot_top(const struct chart *c)
{
  return c->top + SVG_MT;
}

int chart_plot_bottom(const struct chart *c)
{
  return c->top + SVG_MT + SVG_PLOT_H;
}

double chart_x(const struct chart *c, double v)
{
  double a = c->logx ? log2(c->x0) : c->x0, b = c->logx ? log2(c->x1) : c->x1;
  double t = b > a ? ((c->logx ? log2(v) : v) - a) / (b - a) : 0.5;
  return SVG_ML + t * (SVG_W - SVG_ML - SVG_MR);
}

double chart_y(const struct chart *c, double v)
{
  double t = c->y1 > c->y0 ? (v - c->y0) / (c->y1 - c->y0) : 0;
  return chart_plot_top(c) + (1 - t) * SVG_PLOT_H;
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
double chart_top(double max)
{
  double step = chart_step(max > 0 ? max : 1);
  return ceil((max > 0 ? max * 1.05 : 1) / step) * step;
}

/* Decimals that show every multiple of step exactly (step: 1, 2 or 5
 * times a power of ten). */
static int chart_decimals(double step)
{
  int d = (int)ceil(-log10(step) - 1e-9);
  return d > 0 ? d : 0;
}

/* A tick label: plain digits, never an exponent. */
static int chart_tick_text(char *buf, size_t len, double v, double step, double div,
                           const char *suffix)
{
  if (v == 0)
    return snprintf(buf, len, "0");
  return snprintf(buf, len, "%.*f%s", chart_decimals(step / div), v / div, suffix);
}

/* Whether tick i of n is labelled when every k-th is: the first, every
 * k-th after it, and the last (the one before it dropped when closer). */
static bool chart_labelled(int i, int n, int k)
{
  return i == n - 1 || (i % k == 0 && n - 1 - i >= k);
}

/* The x ticks at vs (n of them) are labelled every k-th, for the smallest
 * k at which no two labels come closer than SVG_TICK_GAP. */
static int chart_x_stride(const struct chart *c, const double *vs, int n, double step)
{
  for (int k = 1; k < n; k++) {
    double right = -INFINITY;
    bool fits = true;
    for (int i = 0; i < n && fits; i++) {
      if (!chart_labelled(i, n, k))
        continue;
      char t[32];
      double w = svg_text_width((size_t)chart_tick_text(t, sizeof(t), vs[i], step, 1, ""),
                                SVG_FONT), x = chart_x(c, vs[i]);
      fits = x - w / 2 >= right + SVG_TICK_GAP;
      right = x + w / 2;
    }
    if (fits)
      return k;
  }
  return n > 1 ? n - 1 : 1;
}

/* Frame, title, axis labels and ticks; x ticks at xs (or round values). */
void chart_axes(const struct chart *c, const char *title, const char *xlabel,
                       const char *ylabel, const double *xs, int nxs)
{
  FILE *f = c->f;
  int left = SVG_ML, right = SVG_W - SVG_MR, top = chart_plot_top(c);
  int bottom = chart_plot_bottom(c);
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
  char t[32];
  double ystep = chart_step(c->y1 - c->y0);
  for (double v = c->y0; v <= c->y1 + ystep / 1000; v += ystep) {
    double y = chart_y(c, v);
    chart_tick_text(t, sizeof(t), v, ystep, c->ydiv, c->ysuffix);
    fprintf(f, "<line class=\"grid\" x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
            "stroke=\"#ddd\"/>\n"
            "<text class=\"tick y\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
            left, y, right, y, left - 6, y + 4, t);
  }
  double xstep = xs ? 1 : chart_step(c->x1 - c->x0);
  int n = xs ? nxs : (int)floor((c->x1 - c->x0) / xstep + 1e-9) + 1;
  double *vs = alloc_resize(NULL, (n ? n : 1) * sizeof(double));
  for (int i = 0; i < n; i++)
    vs[i] = xs ? xs[i] : c->x0 + i * xstep;
  int k = chart_x_stride(c, vs, n, xstep);
  for (int i = 0; i < n; i++) {
    double x = chart_x(c, vs[i]);
    fprintf(f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#444\"/>\n",
            x, bottom, x, bottom + 4);
    if (!chart_labelled(i, n, k))
      continue;
    chart_tick_text(t, sizeof(t), vs[i], xstep, 1, "");
    fprintf(f, "<text class=\"tick x\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n",
            x, bottom + 18, t);
  }
  free(vs);
}

/* Columns of the legend under a chart: as many as the plot's width holds
 * at the widest label's width; returns the rows needed for n items. */
int chart_legend_layout(struct chart *c, int n, size_t widest)
{
  c->legend_colw = 26 + svg_text_width(widest, SVG_FONT) + 18;
  c->legend_cols = (int)((SVG_W - SVG_ML - SVG_MR) / c->legend_colw);
  c->legend_cols = c->legend_cols > 0 ? c->legend_cols : 1;
  return (n + c->legend_cols - 1) / c->legend_cols;
}

/* The height of a chart whose legend has rows rows. */
int chart_height(int rows)
{
  return SVG_MT + SVG_PLOT_H + SVG_LEGEND + (rows - 1) * SVG_ROW + 20;
}

void chart_legend(const struct chart *c, int i, const char *color, const char *label,
                         bool dashed)
{
  double x = SVG_ML + (i % c->legend_cols) * c->legend_colw;
  int y = chart_plot_bottom(c) + SVG_LEGEND + (i / c->legend_cols) * SVG_ROW;
  fprintf(c->f, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" "
          "stroke-width=\"2\"%s/>\n<text class=\"legend\" x=\"%.1f\" y=\"%d\">",
          x, y, x + 20, y, color, dashed ? " stroke-dasharray=\"5,4\"" : "", x + 26, y + 4);
  svg_escape(c->f, label);
  fputs("</text>\n", c->f);
}

/* events/s ticks: millions or billions with M or G. */
void chart_rate_axis(struct chart *c)
{
  c->ydiv = c->y1 >= 1e9 ? 1e9 : c->y1 >= 1e6 ? 1e6 : 1;
  c->ysuffix = c->y1 >= 1e9 ? "G" : c->y1 >= 1e6 ? "M" : "";
}

void svg_polyline(FILE *f, const char *cls, const char *color, const double *pts,
                         int n, const char *extra)
{
  fprintf(f, "<polyline class=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s "
          "points=\"", cls, color, extra);
  for (int i = 0; i < n; i++)
    fprintf(f, "%.1f,%.1f ", pts[2 * i], pts[2 * i + 1]);
  fputs("\"/>\n", f);
}
