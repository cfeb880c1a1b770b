/* SPDX-License-Identifier: GPL-2.0-or-later */
/* compare_runs.c: `sysbench compare` of two sets of runs (--runs=N in one
 * file each, or several files a side: `sysbench compare A1 A2 vs B1 B2`):
 * for each step and headline figure, both sides' means with their 95%
 * intervals, the change of the mean with Welch's 95% interval, and the
 * Mann-Whitney U test's p-value; a change that is not significant at
 * p < 0.05 prints as "~", as benchstat does, not as a bare percentage. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/command/repeats.h"
#include "resultcmd.h"
#include "core/base/alloc.h"
#include "core/stats/sample_stats.h"
#include "core/base/table.h"

#define COMPARE_GROUPS 64

/* One side's values of one figure of one step ("threads=2"). */
struct runs_group {
  char label[128];
  int nfig;
  char keys[REPEATS_MAX_FIGURES][REPEATS_KEY];
  char labels[REPEATS_MAX_FIGURES][REPEATS_LABEL];
  double v[REPEATS_MAX_FIGURES][SAMPLE_MAX];
  size_t n;
};

struct runs_side {
  struct runs_group g[COMPARE_GROUPS];
  int ng;
};

/* A step's group: its label without " run=K". */
static void runs_base(const char *label, char *out, size_t len)
{
  const char *run = strstr(label, " run=");
  snprintf(out, len, "%.*s", run ? (int)(run - label) : (int)strlen(label), label);
}

static struct runs_group *runs_group_of(struct runs_side *s, const char *label)
{
  for (int i = 0; i < s->ng; i++)
    if (strcmp(s->g[i].label, label) == 0)
      return &s->g[i];
  if (s->ng == COMPARE_GROUPS)
    return NULL;
  struct runs_group *g = &s->g[s->ng++];
  memset(g, 0, sizeof(*g));
  snprintf(g->label, sizeof(g->label), "%s", label);
  return g;
}

/* Every final report of files[0..n) as values of its step's group. */
static void runs_collect(const struct resultcmd_file *files, int n, struct runs_side *side)
{
  side->ng = 0;
  for (int f = 0; f < n; f++) {
    const struct results_series *r = files[f].run;
    for (size_t i = 0; i < r->nsteps; i++) {
      const struct results_step *st = &r->steps[i];
      char base[128];
      runs_base(st->label ? st->label : "", base, sizeof(base));
      struct runs_group *g = st->has_final ? runs_group_of(side, base) : NULL;
      if (g == NULL || g->n == SAMPLE_MAX)
        continue;
      double v[REPEATS_MAX_FIGURES];
      bool bytes = st->final.cnt[STATS_BYTES_READ] || st->final.cnt[STATS_BYTES_WRITTEN];
      g->nfig = repeats_figures(r, st, bytes, g->keys, g->labels, v);
      for (int k = 0; k < g->nfig; k++)
        g->v[k][g->n] = v[k];
      g->n++;
    }
  }
}

/* The figure of group g named key; NULL if it has none. */
static const double *runs_values(const struct runs_group *g, const char *key)
{
  for (int k = 0; k < g->nfig; k++)
    if (strcmp(g->keys[k], key) == 0)
      return g->v[k];
  return NULL;
}

/* "1234.56 +- 1.2%": a mean and its interval's half width. */
static void runs_mean_text(const double *x, size_t n, char *buf, size_t len)
{
  struct sample_summary s;
  sample_summarize(x, n, &s);
  double half = s.ci_high - s.mean;
  if (n > 1 && s.mean != 0)
    snprintf(buf, len, "%.2f +- %.1f%%", s.mean, 100 * half / fabs(s.mean));
  else
    snprintf(buf, len, "%.2f", s.mean);
}

static void runs_row(struct table *t, const struct runs_group *a, const struct runs_group *b,
                     int k)
{
  const double *xb = runs_values(b, a->keys[k]);
  if (xb == NULL)
    return;
  const double *xa = a->v[k];
  char ma[64], mb[64];
  runs_mean_text(xa, a->n, ma, sizeof(ma));
  runs_mean_text(xb, b->n, mb, sizeof(mb));
  double diff, lo, hi, p = sample_mann_whitney(xa, a->n, xb, b->n);
  bool ci = sample_welch_ci(xa, a->n, xb, b->n, &diff, &lo, &hi);
  double base = 0;
  for (size_t i = 0; i < a->n; i++)
    base += xa[i] / (double)a->n;
  table_row(t);
  table_set(t, 0, "%s", a->label);   /* escaped by the table */
  table_set(t, 1, "%s", a->labels[k]);
  table_set(t, 2, "%s", ma);
  table_set(t, 3, "%s", mb);
  if (p >= 0.05 || base == 0) {
    table_set(t, 4, "~");
    table_set(t, 5, "%s", "");
  } else {
    table_set(t, 4, "%+.2f%%", 100 * diff / base);
    if (ci)
      table_set(t, 5, "%+.2f%% .. %+.2f%%", 100 * lo / base, 100 * hi / base);
    else
      table_set(t, 5, "%s", "");
  }
  table_set(t, 6, "p=%.3f n=%zu+%zu", p, a->n, b->n);
}

bool compare_runs_wanted(const struct resultcmd_file *files, int n, int split)
{
  if (split > 0)
    return true;
  if (n != 2)
    return false;
  for (int f = 0; f < 2; f++) {
    bool repeat = false;
    for (size_t i = 0; i < files[f].run->nsteps; i++)
      repeat |= files[f].run->steps[i].kind == RESULTS_STEP_REPEAT;
    if (!repeat)
      return false;
  }
  return true;
}

void compare_runs(const struct resultcmd_file *files, int n, int split, bool markdown,
                  void (*emit)(const char *line))
{
  /* Large (every run's values of every figure of every step): on the
   * heap, for this comparison only. */
  struct runs_side *sides = alloc_resize(NULL, 2 * sizeof(*sides)), *a = &sides[0];
  struct runs_side *b = &sides[1];
  int na = split > 0 ? split : 1;
  runs_collect(files, na, a);
  runs_collect(files + na, n - na, b);
  struct table t;
  table_init(&t, 7);
  for (int c = 0; c < 2; c++)
    table_align_left(&t, c);
  table_row(&t);
  static const char *const head[] = { "step", "figure", "A (mean +- 95%)", "B (mean +- 95%)",
                                      "change", "95% interval of the change", "test" };
  for (int c = 0; c < 7; c++)
    table_set(&t, c, "%s", head[c]);
  for (int i = 0; i < a->ng; i++) {
    struct runs_group *gb = NULL;
    for (int j = 0; j < b->ng && gb == NULL; j++)
      if (strcmp(a->g[i].label, b->g[j].label) == 0)
        gb = &b->g[j];
    for (int k = 0; gb && k < a->g[i].nfig; k++)
      runs_row(&t, &a->g[i], gb, k);
  }
  free(sides);
  char line[256];
  snprintf(line, sizeof(line), markdown ? "### Runs compared (A: %d file(s), B: %d file(s); "
           "~: no significant change, Mann-Whitney p >= 0.05)\n" : "Runs compared (A: %d "
           "file(s), B: %d file(s); ~: no significant change, Mann-Whitney p >= 0.05):",
           na, n - na);
  emit(line);
  if (t.nrows > 1)
    table_print(&t, markdown, "  ", emit);
  else
    emit(markdown ? "No step is in both.\n" : "  no step is in both");
  emit("");
  table_free(&t);
}
