/* SPDX-License-Identifier: GPL-2.0-or-later */
/* svg_monitor.c: the run monitor's part of the picture, under the
 * throughput over time: each step's verdict, then the CPU frequencies and
 * the temperatures it sampled, over the same measured time (from each
 * step's "monitor" member, module.h). A chart shows at most
 * SVG_MONITOR_LINES series; a step without samples of a kind adds none. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "output/svg.h"
#include "output/svg_chart.h"

#define SVG_MONITOR_LINES 16
#define SVG_MONITOR_TEXT_ROWS 10
#define SVG_MONITOR_ROW 18

static const char *const svg_monitor_kinds[][3] = {
  { "frequency", "CPU frequency over time", "MHz" },
  { "temperature", "Temperature over time", "\xc2\xb0""C" },
};

static const struct json *svg_monitor_of(const struct results_step *s)
{
  return json_get(s->modules, "monitor");
}

/* Calls fn for each series of the kind, in step order, at most
 * SVG_MONITOR_LINES times; returns how many there are in all. */
static int svg_monitor_each(const struct results_series *r, const char *kind,
                            void (*fn)(void *, size_t, const struct json *, const struct json *),
                            void *arg)
{
  int n = 0;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct json *samples = json_get(svg_monitor_of(&r->steps[i]), "samples");
    const struct json *time = json_get(samples, "time"), *series = json_get(samples, "series");
    for (size_t k = 0; series && time && k < series->len; k++) {
      const struct json *s = series->items[k];
      if (strcmp(json_str(json_get(s, "kind")) ?: "", kind) != 0)
        continue;
      if (fn && n < SVG_MONITOR_LINES)
        fn(arg, i, time, s);
      n++;
    }
  }
  return n;
}

struct svg_monitor_scan {
  const struct results_series *r;
  double tmax, vmax;
  size_t widest;
};

/* The legend's text of a series: its name, after the step's label when
 * the run has several steps; at most SVG_LEGEND_CHARS characters. */
static size_t svg_monitor_label(const struct results_series *r, size_t step, const struct json *s,
                                char *buf, size_t len)
{
  const char *name = json_str(json_get(s, "name")) ?: "?";
  if (r->nsteps > 1)
    snprintf(buf, len, "%.20s: %s", r->steps[step].label ? r->steps[step].label : "", name);
  else
    snprintf(buf, len, "%s", name);
  if (strlen(buf) > SVG_LEGEND_CHARS)
    buf[SVG_LEGEND_CHARS] = '\0';
  return strlen(buf);
}

static void svg_monitor_scan_one(void *arg, size_t step, const struct json *time,
                                 const struct json *s)
{
  struct svg_monitor_scan *sc = arg;
  const struct json *v = json_get(s, "values");
  for (size_t k = 0; v && k < v->len && k < time->len; k++) {
    double t, y;
    if (json_to_double(time->items[k], &t) && json_to_double(v->items[k], &y)) {
      sc->tmax = fmax(sc->tmax, t);
      sc->vmax = fmax(sc->vmax, y);
    }
  }
  char label[4 * SVG_LEGEND_CHARS + 8];
  size_t w = svg_monitor_label(sc->r, step, s, label, sizeof(label));
  sc->widest = w > sc->widest ? w : sc->widest;
}

double svg_monitor_end(const struct results_series *r)
{
  struct svg_monitor_scan sc = { r, 0, 0, 0 };
  for (int kind = 0; kind < 2; kind++)
    svg_monitor_each(r, svg_monitor_kinds[kind][0], svg_monitor_scan_one, &sc);
  return sc.tmax;
}

/* The verdict lines: one per step that has one. */
static int svg_monitor_text_rows(const struct results_series *r)
{
  int n = 0;
  for (size_t i = 0; i < r->nsteps; i++)
    n += svg_monitor_of(&r->steps[i]) != NULL;
  return n > SVG_MONITOR_TEXT_ROWS ? SVG_MONITOR_TEXT_ROWS + 1 : n;
}

static int svg_monitor_chart_rows(const struct results_series *r, int kind, struct chart *c)
{
  struct svg_monitor_scan sc = { r, 0, 0, 0 };
  int n = svg_monitor_each(r, svg_monitor_kinds[kind][0], svg_monitor_scan_one, &sc);
  if (n == 0)
    return 0;
  return chart_legend_layout(c, n < SVG_MONITOR_LINES ? n : SVG_MONITOR_LINES, sc.widest);
}

int svg_monitor_height(const struct results_series *r)
{
  int h = 0;
  for (int kind = 0; kind < 2; kind++) {
    struct chart c = { 0 };
    int rows = svg_monitor_chart_rows(r, kind, &c);
    h += rows ? chart_height(rows) : 0;
  }
  return h ? h + 30 + SVG_MONITOR_ROW * svg_monitor_text_rows(r) : 0;
}

/* "label: Monitor: summary", cut to the picture's width. */
static void svg_monitor_verdicts(FILE *f, const struct results_series *r, int top)
{
  size_t most = (size_t)((SVG_W - 2 * 20) / svg_text_width(1, SVG_FONT)), row = 0;
  fprintf(f, "<g id=\"monitor-verdicts\">\n");
  for (size_t i = 0; i < r->nsteps && row <= SVG_MONITOR_TEXT_ROWS; i++) {
    const struct json *m = svg_monitor_of(&r->steps[i]);
    if (m == NULL)
      continue;
    char line[1024];
    if (row == SVG_MONITOR_TEXT_ROWS)
      snprintf(line, sizeof(line), "... and the verdicts of %zu more steps", r->nsteps - i);
    else
      snprintf(line, sizeof(line), "%s%sMonitor: %s", r->nsteps > 1 ? r->steps[i].label : "",
               r->nsteps > 1 ? ": " : "", json_str(json_get(m, "summary")) ?: "-");
    /* Cut on a character boundary (UTF-8 continuation bytes are 10xxxxxx). */
    size_t cut = strlen(line);
    if (cut > most) {
      cut = most - 3;
      while (cut > 0 && ((unsigned char)line[cut] & 0xc0) == 0x80)
        cut--;
      snprintf(line + cut, sizeof(line) - cut, "...");
    }
    fprintf(f, "<text class=\"monitor-verdict\" x=\"20\" y=\"%d\">", top + 24 + (int)row * SVG_MONITOR_ROW);
    svg_escape(f, line);
    fputs("</text>\n", f);
    row++;
  }
  fputs("</g>\n", f);
}

struct svg_monitor_draw {
  const struct results_series *r;
  struct chart *c;
  int i, n;
};

static void svg_monitor_line(void *arg, size_t step, const struct json *time, const struct json *s)
{
  struct svg_monitor_draw *d = arg;
  const struct json *v = json_get(s, "values");
  double *pts = alloc_resize(NULL, 2 * (time->len ? time->len : 1) * sizeof(double));
  int n = 0;
  for (size_t k = 0; v && k < v->len && k < time->len; k++) {
    double t, y;
    if (json_to_double(time->items[k], &t) && json_to_double(v->items[k], &y)) {
      pts[2 * n] = chart_x(d->c, fmax(0, t));
      pts[2 * n++ + 1] = chart_y(d->c, y);
    }
  }
  char color[8], label[4 * SVG_LEGEND_CHARS + 8];
  svg_color((size_t)d->i, (size_t)d->n, color);
  svg_polyline(d->c->f, "series monitor", color, pts, n, "");
  free(pts);
  svg_monitor_label(d->r, step, s, label, sizeof(label));
  chart_legend(d->c, d->i++, color, label, false);
}

static int svg_monitor_chart(FILE *f, const struct results_series *r, int kind, int top)
{
  struct chart c = { .f = f, .top = top, .ydiv = 1, .ysuffix = "" };
  int rows = svg_monitor_chart_rows(r, kind, &c);
  if (rows == 0)
    return 0;
  struct svg_monitor_scan sc = { r, 0, 0, 0 };
  int n = svg_monitor_each(r, svg_monitor_kinds[kind][0], svg_monitor_scan_one, &sc);
  for (size_t i = 0; i < r->nsteps; i++)
    for (size_t k = 0; k < r->steps[i].intermediate.n; k++)
      sc.tmax = fmax(sc.tmax, r->steps[i].intermediate.v[k].time_total);
  c.x1 = chart_top(sc.tmax);
  c.y1 = chart_top(sc.vmax);
  char title[96], ylabel[32];
  snprintf(title, sizeof(title), n > SVG_MONITOR_LINES ? "%s (the first %d of %d sensors)" : "%s",
           svg_monitor_kinds[kind][1], SVG_MONITOR_LINES, n);
  snprintf(ylabel, sizeof(ylabel), "%s", svg_monitor_kinds[kind][2]);
  fprintf(f, "<g id=\"monitor-%s\">\n", svg_monitor_kinds[kind][0]);
  chart_axes(&c, title, "time (s)", ylabel, NULL, 0);
  struct svg_monitor_draw d = { r, &c, 0, n < SVG_MONITOR_LINES ? n : SVG_MONITOR_LINES };
  svg_monitor_each(r, svg_monitor_kinds[kind][0], svg_monitor_line, &d);
  fputs("</g>\n", f);
  return chart_height(rows);
}

void svg_monitor(FILE *f, const struct results_series *r, int top)
{
  if (svg_monitor_height(r) == 0)
    return;
  svg_monitor_verdicts(f, r, top);
  top += 30 + SVG_MONITOR_ROW * svg_monitor_text_rows(r);
  for (int kind = 0; kind < 2; kind++)
    top += svg_monitor_chart(f, r, kind, top);
}
