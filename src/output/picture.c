/* SPDX-License-Identifier: GPL-2.0-or-later */
/* picture.c: the tables of a run that is not a threads sweep (picture.h):
 * a suite's steps by label, or the picture a test's figure set draws (the
 * storage scorecard's grid, the unixbench index), and the helpers they
 * are drawn with. */
#include "output/picture.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "plugin/figure_set.h"
#include "plugin/output.h"
#include "plugin/registry.h"
#include "output/svg.h"
#include "core/command/scaling.h"

__attribute__((format(printf, 1, 0)))
static char *picture_vtext(const char *fmt, va_list ap)
{
  char buf[1024];
  vsnprintf(buf, sizeof(buf), fmt, ap);
  return alloc_strdup(buf);
}

char *picture_text(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char *s = picture_vtext(fmt, ap);
  va_end(ap);
  return s;
}

/* A new table of ncols columns named by heads (column bar drawn as bars). */
struct picture_table *picture_table_add(struct picture *p, char *title, int bar,
                                               const char *const *heads, int ncols)
{
  if (p->ntables == p->tcap) {
    p->tcap = p->tcap ? 2 * p->tcap : 4;
    p->tables = alloc_resize(p->tables, p->tcap * sizeof(*p->tables));
  }
  struct picture_table *t = &p->tables[p->ntables++];
  memset(t, 0, sizeof(*t));
  t->title = title;
  t->bar = bar;
  t->ncols = ncols;
  for (int c = 0; c < ncols; c++)
    t->head[c] = alloc_strdup(heads[c]);
  return t;
}

struct picture_row *picture_row_add(struct picture_table *t)
{
  if (t->nrows == t->cap) {
    t->cap = t->cap ? 2 * t->cap : 8;
    t->rows = alloc_resize(t->rows, t->cap * sizeof(*t->rows));
  }
  struct picture_row *row = &t->rows[t->nrows++];
  memset(row, 0, sizeof(*row));
  return row;
}

void picture_cell(struct picture_row *row, int c, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  free(row->cell[c]);
  row->cell[c] = picture_vtext(fmt, ap);
  va_end(ap);
}

void picture_note(struct picture *p, const char *fmt, ...)
{
  if (p->nnotes == p->ncap) {
    p->ncap = p->ncap ? 2 * p->ncap : 8;
    p->notes = alloc_resize(p->notes, p->ncap * sizeof(*p->notes));
  }
  va_list ap;
  va_start(ap, fmt);
  p->notes[p->nnotes++] = picture_vtext(fmt, ap);
  va_end(ap);
}

struct picture *picture_new(const char *id, char *title)
{
  struct picture *p = alloc_resize(NULL, sizeof(*p));
  memset(p, 0, sizeof(*p));
  p->id = id;
  p->title = title;
  return p;
}

void picture_free(struct picture *p)
{
  if (p == NULL)
    return;
  for (size_t i = 0; i < p->ntables; i++) {
    struct picture_table *t = &p->tables[i];
    for (size_t k = 0; k < t->nrows; k++)
      for (int c = 0; c < t->ncols; c++)
        free(t->rows[k].cell[c]);
    for (int c = 0; c < t->ncols; c++)
      free(t->head[c]);
    free(t->rows);
    free(t->title);
  }
  for (size_t i = 0; i < p->nnotes; i++)
    free(p->notes[i]);
  free(p->notes);
  free(p->tables);
  free(p->title);
  free(p->subtitle);
  free(p);
}

/* A number of a summary's object, or NAN. */
double picture_num(const struct json *o, const char *key)
{
  double v;
  return json_to_double(json_get(o, key), &v) ? v : NAN;
}

bool picture_bool(const struct json *o, const char *key)
{
  const struct json *v = json_get(o, key);
  return v && v->type == JSON_BOOL && v->boolean;
}

const char *picture_str(const struct json *o, const char *key, const char *def)
{
  const char *s = json_str(json_get(o, key));
  return s ? s : def;
}

/* The smallest latency of the steps that is not zero (seconds). */
static double picture_min_latency(const struct results_series *r)
{
  double min = INFINITY;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct sb_stat *f = &r->steps[i].final;
    if (!r->steps[i].has_final)
      continue;
    if (figure_latency_avg(f) > 0)
      min = fmin(min, figure_latency_avg(f));
    for (int p = 0; p < r->npcts; p++)
      if (f->pcts[p] > 0)
        min = fmin(min, f->pcts[p]);
  }
  return isinf(min) ? 0 : min;
}

double picture_latency_unit(const struct results_series *r, const char **unit, int *decimals)
{
  double scale = svg_time_unit(picture_min_latency(r), unit);
  *decimals = scale >= 1e9 ? 0 : 2;
  return scale;
}

/* Each step by its label: threads, events/s (the bars), latencies. */
static struct picture *picture_steps(const struct results_series *r)
{
  struct picture *p = picture_new("steps", picture_text("Events/s of each step"));
  const char *unit;
  int decimals, n = 4 + r->npcts;
  double scale = picture_latency_unit(r, &unit, &decimals);
  char heads[PICTURE_COLS][48];
  const char *hp[PICTURE_COLS] = { "step", "threads", "events/s", heads[3] };
  snprintf(heads[3], sizeof(heads[3]), "avg (%s)", unit);
  for (int k = 0; k < r->npcts && 4 + k < PICTURE_COLS; k++) {
    snprintf(heads[4 + k], sizeof(heads[0]), "%gth (%s)", r->ranks[k], unit);
    hp[4 + k] = heads[4 + k];
  }
  n = n < PICTURE_COLS ? n : PICTURE_COLS;
  struct picture_table *t = picture_table_add(p, NULL, 2, hp, n);
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    struct picture_row *row = picture_row_add(t);
    picture_cell(row, 0, "%s", s->label ? s->label : "-");
    picture_cell(row, 1, "%d", s->threads);
    for (int c = 2; c < n; c++)
      picture_cell(row, c, "-");
    if (!s->has_final)
      continue;
    row->value = figure_rate(&s->final, s->final.cnt[STATS_EVENT]);
    picture_cell(row, 2, "%.2f", row->value);
    picture_cell(row, 3, "%.*f", decimals, figure_latency_avg(&s->final) * scale);
    for (int k = 0; 4 + k < n; k++)
      picture_cell(row, 4 + k, "%.*f", decimals, s->final.pcts[k] * scale);
  }
  return p;
}

SB_REGISTRY_DECLARE(sb_figure_sets);

struct picture *picture_of(const struct results_series *r)
{
  if (scaling_is_sweep(r))
    return NULL;
  /* A test's or script's own picture (its figure set's), if it draws one
   * of r. */
  for (SB_REGISTRY_EACH(sb_figure_sets, const struct sb_figure_set, set)) {
    struct picture *p = set->picture && set->claims(r) ? set->picture(r) : NULL;
    if (p)
      return p;
  }
  return picture_steps(r);
}
