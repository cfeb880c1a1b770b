/* SPDX-License-Identifier: GPL-2.0-or-later */
/* comparison_figures.c: the figures of one result file for compare's
 * charts (comparison.h): the core's of each step (events/s, MiB/s where
 * it moved bytes, IOPS where they crossed the device, the mean latency and each percentile), the
 * runs of a step (--runs) gathered into one value with their spread, then
 * those the plug-ins' figure sets declare (plugin/figure_set.h). */
#include "comparison.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/base/utf8.h"
#include "core/stats/figures.h"
#include "plugin/registry.h"
#include "plugin/test.h"

SB_REGISTRY_DECLARE(sb_figure_sets);

/* Where add() puts a figure: the file's list, under the step (NULL: the
 * whole file's). */
struct gather {
  struct cmp_figures *out;
  const char *step;
  bool doubt;
};

static char *fig_strdup(const char *s)
{
  return s ? alloc_strdup(s) : NULL;
}

static struct cmp_figure *fig_find(struct cmp_figures *l, const char *key)
{
  for (size_t i = 0; i < l->n; i++)
    if (strcmp(l->v[i].key, key) == 0)
      return &l->v[i];
  return NULL;
}

static struct cmp_figure *fig_new(struct cmp_figures *l, const char *key)
{
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->v = alloc_resize(l->v, l->cap * sizeof(*l->v));
  }
  struct cmp_figure *f = &l->v[l->n++];
  memset(f, 0, sizeof(*f));
  f->key = alloc_strdup(key);
  return f;
}

/* The chart's key and title: a step's figures are charted per step. */
static void fig_key(const struct gather *g, const char *chart, char *key, size_t klen,
                    char *title, size_t tlen)
{
  char safe[512];
  utf8_escape(chart, safe, sizeof(safe));
  snprintf(key, klen, "%s\x1f%s", g->step ? g->step : "", safe);
  if (g->step)
    snprintf(title, tlen, "%s: %s", g->step, safe);
  else
    snprintf(title, tlen, "%s", safe);
}

/* A step's figure: the runs of the step add up (value holds their sum
 * and runs their count until fig_steps ends). */
static void fig_add_step(void *arg, const struct sb_figure *f)
{
  struct gather *g = arg;
  char key[1024], title[1024];
  if (!isfinite(f->value))
    return;
  fig_key(g, f->chart, key, sizeof(key), title, sizeof(title));
  struct cmp_figure *e = fig_find(g->out, key);
  if (e == NULL) {
    e = fig_new(g->out, key);
    e->title = alloc_strdup(title);
    e->unit = fig_strdup(f->unit);
    e->better = f->better;
    e->have = true;
    e->min = e->max = f->value;
  }
  e->value += f->value;
  e->min = fmin(e->min, f->value);
  e->max = fmax(e->max, f->value);
  e->runs++;
  e->doubt |= g->doubt;
}

/* A figure of the whole file, as the plug-in gives it. */
static void fig_add_file(void *arg, const struct sb_figure *f)
{
  struct gather *g = arg;
  char key[1024], title[1024];
  fig_key(g, f->chart, key, sizeof(key), title, sizeof(title));
  if (!isfinite(f->value) || fig_find(g->out, key))
    return;
  struct cmp_figure *e = fig_new(g->out, key);
  e->title = alloc_strdup(title);
  e->unit = fig_strdup(f->unit);
  e->better = f->better;
  e->have = true;
  e->value = f->value;
  e->runs = f->runs > 1 ? f->runs : 1;
  e->min = f->runs > 1 ? f->min : f->value;
  e->max = f->runs > 1 ? f->max : f->value;
}

/* Do the bytes of r's test cross this machine's device (not a network:
 * test.h's bytes)? Then its reads and writes are IOPS. */
static bool fig_device_io(const struct results_series *r)
{
  const struct sb_test *t = test_find(r->test);
  return t == NULL || t->bytes != SB_BYTES_NETWORK;
}

/* The core's figures of a step's final report. */
static void fig_core_step(const struct results_series *r, const struct results_step *s,
                          struct gather *g)
{
  const struct sb_stat *f = &s->final;
  uint64_t bytes = results_step_bytes(s), ops = f->cnt[STATS_READ] + f->cnt[STATS_WRITE];
  struct sb_figure x = { "events/s", "events/s", SB_MORE_IS_BETTER,
                         figure_rate(f, f->cnt[STATS_EVENT]), 0, 0, 0 };
  fig_add_step(g, &x);
  if (bytes) {
    x = (struct sb_figure) { "MiB/s", "MiB/s", SB_MORE_IS_BETTER,
                             figure_rate(f, bytes) / 1048576, 0, 0, 0 };
    fig_add_step(g, &x);
  }
  if (bytes && ops && fig_device_io(r)) {
    x = (struct sb_figure) { "IOPS (reads and writes/s)", "IOPS", SB_MORE_IS_BETTER,
                             figure_rate(f, ops), 0, 0, 0 };
    fig_add_step(g, &x);
  }
  if (f->cnt[STATS_EVENT] == 0)
    return;
  x = (struct sb_figure) { "latency avg", NULL, SB_LESS_IS_BETTER, figure_latency_avg(f), 0, 0,
                           0 };
  fig_add_step(g, &x);
  for (int p = 0; p < r->npcts; p++) {
    char rank[32], chart[64];
    results_rank_key(r->ranks[p], rank, sizeof(rank));
    snprintf(chart, sizeof(chart), "latency %sth percentile", rank);
    x = (struct sb_figure) { chart, NULL, SB_LESS_IS_BETTER, f->pcts[p], 0, 0, 0 };
    fig_add_step(g, &x);
  }
}

/* Does a module say the step's figures are in doubt ("fit": false)? */
static bool fig_doubt(const struct results_step *s)
{
  for (size_t k = 0; s->modules && k < s->modules->len; k++) {
    const struct json *fit = json_get(s->modules->items[k], "fit");
    if (fit && fit->type == JSON_BOOL && !fit->boolean)
      return true;
  }
  return s->status != 0;
}

/* The step's name in the charts: its label without " run=K" (its runs are
 * one bar), or its thread count. */
static void fig_step_name(const struct results_step *s, char *buf, size_t len)
{
  char label[256];
  if (s->label == NULL) {
    snprintf(buf, len, "threads=%d", s->threads);
    return;
  }
  const char *run = strstr(s->label, " run=");
  snprintf(label, sizeof(label), "%.*s", run ? (int)(run - s->label) : (int)strlen(s->label),
           s->label);
  utf8_escape(label, buf, len);
}

/* Each step's figures, the runs of one step (--runs: the same name) as
 * one: each entry sums its runs' values until all are in, then is their
 * mean. */
static void fig_steps(const struct results_series *r, const struct sb_figure_set *set,
                      struct cmp_figures *out)
{
  size_t first = out->n;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    char name[256], key[300];
    fig_step_name(s, name, sizeof(name));
    struct gather g = { out, name, fig_doubt(s) };
    if (s->has_final) {
      fig_core_step(r, s, &g);
      if (set && set->step)
        set->step(r, s, fig_add_step, &g);
      continue;
    }
    snprintf(key, sizeof(key), "%s\x1f", name);
    if (fig_find(out, key) == NULL) {
      char why[320];
      snprintf(why, sizeof(why), "no final report in step %s (exit %d)", name, s->status);
      fig_new(out, key)->why = alloc_strdup(why);
    }
  }
  for (size_t i = first; i < out->n; i++)
    if (out->v[i].have)
      out->v[i].value /= out->v[i].runs;
}

void comparison_figures(const struct results_series *r, struct cmp_figures *out)
{
  const struct sb_figure_set *set = NULL;
  for (SB_REGISTRY_EACH(sb_figure_sets, const struct sb_figure_set, s))
    if (set == NULL && s->claims && s->claims(r))
      set = s;
  if (set == NULL || !set->whole_file)
    fig_steps(r, set, out);
  struct gather g = { out, NULL, false };
  if (set && set->file)
    set->file(r, fig_add_file, &g);
}

void comparison_figures_free(struct cmp_figures *f)
{
  for (size_t i = 0; i < f->n; i++) {
    free(f->v[i].key);
    free(f->v[i].title);
    free(f->v[i].unit);
    free(f->v[i].why);
  }
  free(f->v);
  f->v = NULL;
  f->n = f->cap = 0;
}
