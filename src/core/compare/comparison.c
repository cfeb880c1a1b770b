/* SPDX-License-Identifier: GPL-2.0-or-later */
/* comparison.c: compare's pictures as a model (comparison.h): the files
 * grouped by what they ran, each group's charts made of its files'
 * figures (comparison_figures.c), each bar's text, its ratio to the
 * chart's reference, and the notes that say what cannot be compared. */
#include "comparison.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/base/utf8.h"
#include "core/command/general.h"

const char *comparison_better_text(enum sb_better b)
{
  return b == SB_LESS_IS_BETTER ? "less is better" : "more is better";
}

static void *cmp_zalloc(size_t n)
{
  void *p = alloc_resize(NULL, n ? n : 1);
  memset(p, 0, n ? n : 1);
  return p;
}

__attribute__((format(printf, 2, 3)))
static void cmp_note(struct comparison *c, const char *fmt, ...)
{
  char buf[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof(buf), fmt, ap);
  va_end(ap);
  if (c->nnotes == c->ncap) {
    c->ncap = c->ncap ? 2 * c->ncap : 8;
    c->notes = alloc_resize(c->notes, c->ncap * sizeof(*c->notes));
  }
  c->notes[c->nnotes++] = alloc_strdup(buf);
}

int comparison_option_diff(const struct results_series *a, const struct results_series *b,
                           char *buf, size_t len)
{
  int n = 0;
  size_t used = 0;
  buf[0] = '\0';
  for (int pass = 0; pass < 2; pass++) {
    const struct json *o = pass ? b->options : a->options;
    for (size_t k = 0; o && k < o->len; k++) {
      const char *name = o->keys[k];
      const struct json *va = json_get(a->options, name), *vb = json_get(b->options, name);
      if ((pass && va) || general_option_ignored(name) || json_equal(va, vb))
        continue;
      char ta[256], tb[256], safe[1024];
      results_option_text(va, ta, sizeof(ta));
      results_option_text(vb, tb, sizeof(tb));
      char item[900];
      snprintf(item, sizeof(item), "--%s: %s against %s", name, ta, tb);
      if (n++ < 3 && used < len)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? "; " : "",
                                 utf8_escape(item, safe, sizeof(safe)));
    }
  }
  if (n > 3 && used < len)
    snprintf(buf + used, len - used, "; %d more", n - 3);
  return n;
}

/* Did a and b run the same: the same test with the same options? */
static bool cmp_same_run(const struct results_series *a, const struct results_series *b)
{
  char diff[8];
  return strcmp(a->test, b->test) == 0 && comparison_option_diff(a, b, diff, sizeof(diff)) == 0;
}

/* The files by what they ran, in the order they were given; a note on
 * each group against the first. */
static void cmp_groups(struct comparison *c, const struct resultcmd_file *files, int n)
{
  c->groups = cmp_zalloc((size_t)n * sizeof(*c->groups));
  for (int i = 0; i < n; i++) {
    size_t g = 0;
    while (g < c->ngroups && !cmp_same_run(files[c->groups[g].files[0]].run, files[i].run))
      g++;
    if (g == c->ngroups)
      c->groups[c->ngroups++].files = cmp_zalloc((size_t)n * sizeof(int));
    c->groups[g].files[c->groups[g].nfiles++] = i;
  }
  for (size_t g = 0; g < c->ngroups; g++) {
    const struct resultcmd_file *f = &files[c->groups[g].files[0]];
    const struct results_series *first = files[c->groups[0].files[0]].run;
    char test[512], diff[2048], name[1024], name0[1024];
    utf8_escape(f->run->test, test, sizeof(test));
    utf8_escape(f->name, name, sizeof(name));
    utf8_escape(files[c->groups[0].files[0]].name, name0, sizeof(name0));
    if (g > 0 && strcmp(first->test, f->run->test) != 0) {
      char test0[512];
      cmp_note(c, "%s ran %s, %s ran %s: different tests, charted apart", name, test, name0,
               utf8_escape(first->test, test0, sizeof(test0)));
    } else if (g > 0 && comparison_option_diff(f->run, first, diff, sizeof(diff))) {
      cmp_note(c, "%s ran %s with other options than %s (%s): charted apart", name, test, name0,
               diff);
    }
    char title[2600];
    if (c->ngroups > 1 && g > 0 && strcmp(first->test, f->run->test) == 0 &&
        comparison_option_diff(f->run, first, diff, sizeof(diff)))
      snprintf(title, sizeof(title), "%s (%s)", test, diff);
    else
      snprintf(title, sizeof(title), "%s", test);
    c->groups[g].title = alloc_strdup(title);
    if (c->groups[g].nfiles == 1 && n > 1)
      cmp_note(c, "only %s ran %s%s: its charts have nothing to compare it with", name, test,
               g > 0 && strcmp(first->test, f->run->test) == 0 ? " with these options" : "");
  }
}

/* A number with four significant digits at least, never an exponent. */
static void cmp_number(double v, char *buf, size_t len)
{
  double a = fabs(v);
  int dec = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : a >= 1 ? 3
          : a > 0 ? (int)ceil(-log10(a)) + 3 : 0;
  snprintf(buf, len, "%.*f", dec > 9 ? 9 : dec, v);
}

/* Seconds in the unit in which the largest is at least 1 (ns at most). */
static double cmp_time_unit(double max, const char **unit)
{
  static const struct { double per_second; const char *name; } units[] = {
    { 1, "s" }, { 1e3, "ms" }, { 1e6, "\xc2\xb5s" }, { 1e9, "ns" }
  };
  size_t i = 0;
  while (i < 3 && max > 0 && max * units[i].per_second < 1)
    i++;
  *unit = units[max > 0 ? i : 1].name;
  return units[max > 0 ? i : 1].per_second;
}

/* Why file f has no value for the chart key ("step\x1ffigure"). */
static void cmp_why(const struct cmp_figures *f, const char *key, char *buf, size_t len)
{
  size_t step = strcspn(key, "\x1f");
  for (size_t i = 0; i < f->n; i++)
    if (strncmp(f->v[i].key, key, step + 1) == 0 && f->v[i].key[step + 1] == '\0' &&
        f->v[i].why) {
      snprintf(buf, len, "%s", f->v[i].why);
      return;
    }
  bool has_step = false;
  for (size_t i = 0; step && i < f->n; i++)
    has_step |= strncmp(f->v[i].key, key, step + 1) == 0;
  if (step == 0)
    snprintf(buf, len, "not in this file");
  else if (has_step)
    snprintf(buf, len, "not measured in step %.*s", (int)step, key);
  else
    snprintf(buf, len, "no step %.*s", (int)step, key);
}

static const struct cmp_figure *cmp_lookup(const struct cmp_figures *f, const char *key)
{
  for (size_t i = 0; i < f->n; i++)
    if (f->v[i].have && strcmp(f->v[i].key, key) == 0)
      return &f->v[i];
  return NULL;
}

/* Each bar's ratio to the chart's reference: the first file's value (the
 * first that has one), or the geometric mean of all. */
static void cmp_relative(struct cmp_chart *ch, int nbars, enum cmp_relative rel)
{
  double ref = NAN, logs = 0;
  int npos = 0;
  for (int b = 0; b < nbars; b++) {
    const struct cmp_bar *bar = &ch->bars[b];
    if (!bar->have)
      continue;
    if (isnan(ref) && rel == CMP_RELATIVE_FIRST)
      ref = bar->value;
    if (bar->value > 0) {
      logs += log(bar->value);
      npos++;
    }
  }
  if (rel == CMP_RELATIVE_GEOMEAN)
    ref = npos ? exp(logs / npos) : NAN;
  for (int b = 0; b < nbars; b++) {
    struct cmp_bar *bar = &ch->bars[b];
    bar->relative = bar->have && ref > 0 ? bar->value / ref : NAN;
    if (isnan(bar->relative))
      snprintf(bar->rel_text, sizeof(bar->rel_text), "-");
    else
      snprintf(bar->rel_text, sizeof(bar->rel_text), "%.2f", bar->relative);
  }
}

/* The chart of key in group g: a bar for each of its files. */
static void cmp_chart(struct comparison *c, struct cmp_group *g, const struct cmp_figures *figs,
                      const struct cmp_figure *proto)
{
  if (g->ncharts == g->cap) {
    g->cap = g->cap ? 2 * g->cap : 8;
    g->charts = alloc_resize(g->charts, g->cap * sizeof(*g->charts));
  }
  struct cmp_chart *ch = &g->charts[g->ncharts++];
  ch->title = alloc_strdup(proto->title);
  ch->better = proto->better;
  ch->bars = cmp_zalloc((size_t)g->nfiles * sizeof(*ch->bars));
  double max = 0, scale = 1;
  for (int b = 0; b < g->nfiles; b++) {
    const struct cmp_figure *f = cmp_lookup(&figs[g->files[b]], proto->key);
    if (f)
      max = fmax(max, fmax(f->value, f->max));
  }
  const char *unit = proto->unit;
  if (unit == NULL)
    scale = cmp_time_unit(max, &unit);
  ch->unit = alloc_strdup(unit);
  for (int b = 0; b < g->nfiles; b++) {
    struct cmp_bar *bar = &ch->bars[b];
    const struct cmp_figure *f = cmp_lookup(&figs[g->files[b]], proto->key);
    bar->file = g->files[b];
    bar->have = f && f->value >= 0 && isfinite(f->value);
    if (!bar->have) {
      cmp_why(&figs[g->files[b]], proto->key, bar->why, sizeof(bar->why));
      continue;
    }
    bar->value = f->value * scale;
    bar->runs = f->runs;
    bar->min = f->min * scale;
    bar->max = f->max * scale;
    bar->doubt = f->doubt;
    char num[48];
    cmp_number(bar->value, num, sizeof(num));
    snprintf(bar->text, sizeof(bar->text), "%s %s%s", num, unit, bar->doubt ? " (in doubt)" : "");
  }
  cmp_relative(ch, g->nfiles, c->relative);
}

/* Each group's charts: every figure any of its files has, in the order
 * first met. */
static void cmp_charts(struct comparison *c, const struct cmp_figures *figs)
{
  for (size_t gi = 0; gi < c->ngroups; gi++) {
    struct cmp_group *g = &c->groups[gi];
    for (int k = 0; k < g->nfiles; k++) {
      const struct cmp_figures *f = &figs[g->files[k]];
      for (size_t i = 0; i < f->n; i++) {
        const struct cmp_figure *e = &f->v[i];
        bool seen = !e->have;
        for (int j = 0; j < k && !seen; j++)
          seen = cmp_lookup(&figs[g->files[j]], e->key) != NULL;
        if (!seen)
          cmp_chart(c, g, figs, e);
      }
    }
  }
}

/* Each file's name on the bars: its host, or its file's name when the
 * host is unknown or another file has the same. */
static void cmp_labels(struct comparison *c)
{
  c->labels = cmp_zalloc((size_t)c->nfiles * sizeof(*c->labels));
  for (int i = 0; i < c->nfiles; i++) {
    const char *host = c->facts[i][CMP_HOST], *file = c->facts[i][CMP_FILE];
    bool shared = strcmp(host, "unknown") == 0;
    for (int j = 0; j < c->nfiles && !shared; j++)
      shared = j != i && strcmp(c->facts[j][CMP_HOST], host) == 0;
    char buf[2200];
    if (strcmp(host, "unknown") == 0)
      snprintf(buf, sizeof(buf), "%s", file);
    else if (shared)
      snprintf(buf, sizeof(buf), "%s (%s)", host, file);
    else
      snprintf(buf, sizeof(buf), "%s", host);
    c->labels[i] = alloc_strdup(buf);
  }
}

/* A note naming the files whose figures a module doubts. */
static void cmp_doubts(struct comparison *c, const struct cmp_figures *figs)
{
  char names[1024] = "";
  size_t n = 0;
  int count = 0;
  for (int i = 0; i < c->nfiles; i++)
    for (size_t k = 0; k < figs[i].n; k++)
      if (figs[i].v[k].doubt) {
        if (n < sizeof(names))
          n += (size_t)snprintf(names + n, sizeof(names) - n, "%s%s", n ? ", " : "",
                                c->facts[i][CMP_FILE]);
        count++;
        break;
      }
  if (count)
    cmp_note(c, "figures marked \"in doubt\" (of %s) come from steps that failed or that a "
             "module doubts: the verdict row says why", names);
}

struct comparison *comparison_build(const struct resultcmd_file *files, int n,
                                    enum cmp_relative relative)
{
  struct comparison *c = cmp_zalloc(sizeof(*c));
  c->nfiles = n;
  c->relative = relative;
  c->facts = cmp_zalloc((size_t)n * sizeof(*c->facts));
  for (int i = 0; i < n; i++)
    comparison_facts(&files[i], c->facts[i]);
  cmp_labels(c);
  struct cmp_figures *figs = cmp_zalloc((size_t)n * sizeof(*figs));
  for (int i = 0; i < n; i++)
    comparison_figures(files[i].run, &figs[i]);
  cmp_groups(c, files, n);
  cmp_charts(c, figs);
  cmp_doubts(c, figs);
  for (size_t g = 0; g < c->ngroups; g++)
    if (c->groups[g].ncharts == 0)
      cmp_note(c, "%s: no figure to chart (no step has a final report)", c->groups[g].title);
  for (int i = 0; i < n; i++)
    comparison_figures_free(&figs[i]);
  free(figs);
  return c;
}

void comparison_free(struct comparison *c)
{
  if (c == NULL)
    return;
  for (size_t g = 0; g < c->ngroups; g++) {
    for (size_t k = 0; k < c->groups[g].ncharts; k++) {
      free(c->groups[g].charts[k].title);
      free(c->groups[g].charts[k].unit);
      free(c->groups[g].charts[k].bars);
    }
    free(c->groups[g].charts);
    free(c->groups[g].files);
    free(c->groups[g].title);
  }
  free(c->groups);
  for (int i = 0; i < c->nfiles; i++) {
    for (int k = 0; k < CMP_FACTS; k++)
      free(c->facts[i][k]);
    free(c->labels ? c->labels[i] : NULL);
  }
  free(c->facts);
  free(c->labels);
  for (size_t i = 0; i < c->nnotes; i++)
    free(c->notes[i]);
  free(c->notes);
  free(c);
}
