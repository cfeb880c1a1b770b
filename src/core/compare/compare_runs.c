/* SPDX-License-Identifier: GPL-2.0-or-later */
/* compare_runs.c: `sysbench compare` of runs (--runs=N in one file, or
 * several files a side: `sysbench compare A1 A2 vs B1 B2`), as benchstat
 * shows benchmarks: one row per figure and step (thread count). Two sides:
 * each side's mean with the half width of its 95% t-interval and its n,
 * the change of the mean with Welch's 95% interval and the Mann-Whitney U
 * test's p; a change not significant at p < 0.05 is "~", not a bare
 * percentage. One side (a file of runs alone): its statistics. Under the
 * table, the outliers (never below 5 runs) and how many runs attained a
 * steady state. A side's files must have run the same: their runs are
 * never pooled across configurations (compare_runs_check). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comparison.h"
#include "core/base/alloc.h"
#include "core/base/log.h"
#include "core/base/table.h"
#include "core/base/utf8.h"
#include "core/command/repeats.h"
#include "core/stats/sample_stats.h"
#include "resultcmd.h"

#define COMPARE_GROUPS 64
/* Fewer runs than this and no value is named an outlier: with 3 or 4,
 * one value far off moves the median and the MAD it is judged by. */

/* One side's values of the figures of one step ("threads=2"). */
struct runs_group {
  char label[128];
  int nfig;
  char keys[REPEATS_MAX_FIGURES][REPEATS_KEY];
  char labels[REPEATS_MAX_FIGURES][REPEATS_LABEL];
  double v[REPEATS_MAX_FIGURES][SAMPLE_MAX];
  int file[SAMPLE_MAX], run[SAMPLE_MAX];   /* where each value comes from */
  size_t n;
  int steady, attained;                    /* runs with a steady-state criterion;
                                              those that attained it */
  char criterion[64];
};

struct runs_side {
  const struct resultcmd_file *files;
  int nfiles;
  struct runs_group g[COMPARE_GROUPS];
  int ng;
};

/* A step's group: its label without " run=K"; K, or 1 when it has none. */
static int runs_base(const char *label, char *out, size_t len)
{
  const char *run = strstr(label, " run=");
  snprintf(out, len, "%.*s", run ? (int)(run - label) : (int)strlen(label), label);
  return run ? atoi(run + 5) : 1;
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

/* Whether the step ran with --steady-state and attained it. */
static void runs_steady(struct runs_group *g, const struct results_step *st)
{
  const struct json *ss = json_get(st->facts, "steady_state");
  const struct json *att = json_get(ss, "attained");
  if (att == NULL || att->type != JSON_BOOL)
    return;
  g->steady++;
  g->attained += att->boolean;
  const char *c = json_str(json_get(ss, "criterion"));
  if (c && g->criterion[0] == '\0')
    snprintf(g->criterion, sizeof(g->criterion), "%s", c);
}

/* Every final report of the side's files as values of its step's group. */
static void runs_collect(struct runs_side *side)
{
  side->ng = 0;
  for (int f = 0; f < side->nfiles; f++) {
    const struct results_series *r = side->files[f].run;
    for (size_t i = 0; i < r->nsteps; i++) {
      const struct results_step *st = &r->steps[i];
      char base[128];
      int run = runs_base(st->label ? st->label : "", base, sizeof(base));
      struct runs_group *g = st->has_final ? runs_group_of(side, base) : NULL;
      if (g == NULL || g->n == SAMPLE_MAX)
        continue;
      double v[REPEATS_MAX_FIGURES];
      bool bytes = st->final.cnt[STATS_BYTES_READ] || st->final.cnt[STATS_BYTES_WRITTEN];
      g->nfig = repeats_figures(r, st, bytes, g->keys, g->labels, v);
      for (int k = 0; k < g->nfig; k++)
        g->v[k][g->n] = v[k];
      g->file[g->n] = f;
      g->run[g->n] = run;
      g->n++;
      runs_steady(g, st);
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

/* A figure with four significant digits at least (two decimals above 100). */
static void runs_number(double v, char *buf, size_t len)
{
  double a = fabs(v);
  int dec = a >= 100 ? 2 : a >= 1 ? 3 : a > 0 ? (int)ceil(-log10(a)) + 3 : 2;
  snprintf(buf, len, "%.*f", dec > 9 ? 9 : dec, v);
}

/* "1234.56 +- 1.2% (n=5)": the mean, the half width of its 95% t-interval
 * (in percent of the mean) and the number of runs. */
static void runs_mean_text(const struct sample_summary *s, char *buf, size_t len)
{
  char mean[48], half[48];
  runs_number(s->mean, mean, sizeof(mean));
  double h = s->ci_high - s->mean;
  if (s->n < 2)
    snprintf(buf, len, "%s (n=%zu)", mean, s->n);
  else if (s->mean != 0)
    snprintf(buf, len, "%s +- %.2f%% (n=%zu)", mean, 100 * h / fabs(s->mean), s->n);
  else {
    runs_number(h, half, sizeof(half));
    snprintf(buf, len, "%s +- %s (n=%zu)", mean, half, s->n);
  }
}

/* Are all the groups' labels "threads=N"? Then the first column is N. */
static bool runs_by_threads(const struct runs_side *s)
{
  for (int i = 0; i < s->ng; i++)
    if (strncmp(s->g[i].label, "threads=", 8) != 0)
      return false;
  return true;
}

static void runs_step_cell(struct table *t, const struct runs_group *g, bool threads)
{
  table_set(t, 0, "%s", threads ? g->label + 8 : g->label);   /* escaped by the table */
}

static void runs_row(struct table *t, const struct runs_group *a, const struct runs_group *b,
                     int k, bool threads)
{
  const double *xb = runs_values(b, a->keys[k]);
  if (xb == NULL)
    return;
  const double *xa = a->v[k];
  struct sample_summary sa, sb;
  sample_summarize(xa, a->n, &sa);
  sample_summarize(xb, b->n, &sb);
  char ma[128], mb[128];
  runs_mean_text(&sa, ma, sizeof(ma));
  runs_mean_text(&sb, mb, sizeof(mb));
  double diff, lo, hi, p = sample_mann_whitney(xa, a->n, xb, b->n);
  bool ci = sample_welch_ci(xa, a->n, xb, b->n, &diff, &lo, &hi);
  table_row(t);
  runs_step_cell(t, a, threads);
  table_set(t, 1, "%s", a->labels[k]);
  table_set(t, 2, "%s", ma);
  table_set(t, 3, "%s", mb);
  if (p >= 0.05 || sa.mean == 0) {
    table_set(t, 4, "~");
  } else {
    table_set(t, 4, "%+.2f%%", 100 * diff / sa.mean);
    if (ci)
      table_set(t, 5, "%+.2f%% .. %+.2f%%", 100 * lo / sa.mean, 100 * hi / sa.mean);
  }
  table_set(t, 6, "%.3f", p);
}

/* One file's (one side's) statistics of figure k of group g. */
static void runs_stats_row(struct table *t, const struct runs_group *g, int k, bool threads)
{
  struct sample_summary s;
  sample_summarize(g->v[k], g->n, &s);
  char mean[128], num[4][48];
  runs_mean_text(&s, mean, sizeof(mean));
  double v[4] = { s.median, s.stddev, s.min, s.max };
  for (int i = 0; i < 4; i++)
    runs_number(v[i], num[i], sizeof(num[i]));
  table_row(t);
  runs_step_cell(t, g, threads);
  table_set(t, 1, "%s", g->labels[k]);
  table_set(t, 2, "%s", mean);
  for (int i = 0; i < 4; i++)
    table_set(t, 3 + i, "%s", num[i]);
  table_set(t, 7, "%.2f%%", 100 * s.cv);
}

/* Where value i of g came from: "run 3", or "b2.json run 3" on a side of
 * several files. */
static void runs_source(const struct runs_side *s, const struct runs_group *g, size_t i,
                        char *buf, size_t len)
{
  char name[512];
  if (s->nfiles == 1)
    snprintf(buf, len, "run %d", g->run[i]);
  else
    snprintf(buf, len, "%s run %d", utf8_escape(s->files[g->file[i]].name, name, sizeof(name)),
             g->run[i]);
}

/* The notes under a side's rows: its outliers (5 runs or more), that
 * fewer are not looked at, how many runs attained a steady state. */
static void runs_notes(const struct runs_side *s, const char *side, void (*emit)(const char *))
{
  char line[1024], label[256];
  for (int i = 0; i < s->ng; i++) {
    const struct runs_group *g = &s->g[i];
    utf8_escape(g->label, label, sizeof(label));
    if (g->n < SAMPLE_OUTLIER_MIN && g->n > 1) {
      snprintf(line, sizeof(line), "  %s%s: %zu runs, fewer than %d: outliers are not named",
               side, label, g->n, SAMPLE_OUTLIER_MIN);
      emit(line);
    }
    for (int k = 0; k < g->nfig && g->n >= SAMPLE_OUTLIER_MIN; k++) {
      struct sample_summary sum;
      sample_summarize(g->v[k], g->n, &sum);
      for (size_t j = 0; j < g->n; j++) {
        if (!sum.outlier[j])
          continue;
        char src[600], val[48], med[48];
        runs_source(s, g, j, src, sizeof(src));
        runs_number(g->v[k][j], val, sizeof(val));
        runs_number(sum.median, med, sizeof(med));
        snprintf(line, sizeof(line), "  %s%s %s: %s is an outlier: %s (the median %s)", side,
                 label, g->labels[k], src, val, med);
        emit(line);
      }
    }
    if (g->steady) {
      char crit[128];
      snprintf(line, sizeof(line), "  %s%s: steady state (%s) attained in %d of %d runs", side,
               label, utf8_escape(g->criterion, crit, sizeof(crit)), g->attained, g->steady);
      emit(line);
    }
  }
}

/* "a.json", or "2 files: a1.json, a2.json". */
static void runs_side_name(const struct runs_side *s, char *buf, size_t len)
{
  size_t used = 0;
  if (s->nfiles > 1)
    used = (size_t)snprintf(buf, len, "%d files: ", s->nfiles);
  for (int f = 0; f < s->nfiles && used < len; f++) {
    char name[512];
    used += (size_t)snprintf(buf + used, len - used, "%s%s", f ? ", " : "",
                             utf8_escape(s->files[f].name, name, sizeof(name)));
  }
}

static void runs_print(struct table *t, bool markdown, void (*emit)(const char *line))
{
  if (t->nrows > 1)
    table_print(t, markdown, "  ", emit);
  else
    emit(markdown ? "No step is in both.\n" : "  no step is in both");
}

static void runs_two_sides(struct runs_side *a, struct runs_side *b, bool markdown,
                           void (*emit)(const char *line))
{
  bool threads = runs_by_threads(a) && runs_by_threads(b);
  struct table t;
  table_init(&t, 7);
  for (int c = threads ? 1 : 0; c < 2; c++)
    table_align_left(&t, c);
  table_row(&t);
  static const char *const head[] = { "step", "figure", "A: mean +- 95%", "B: mean +- 95%",
                                      "change", "95% interval of the change", "p" };
  for (int c = 0; c < 7; c++)
    table_set(&t, c, "%s", c == 0 && threads ? "threads" : head[c]);
  for (int i = 0; i < a->ng; i++) {
    struct runs_group *gb = NULL;
    for (int j = 0; j < b->ng && gb == NULL; j++)
      if (strcmp(a->g[i].label, b->g[j].label) == 0)
        gb = &b->g[j];
    for (int k = 0; gb && k < a->g[i].nfig; k++)
      runs_row(&t, &a->g[i], gb, k, threads);
  }
  char na[2048], nb[2048], line[4400];
  runs_side_name(a, na, sizeof(na));
  runs_side_name(b, nb, sizeof(nb));
  snprintf(line, sizeof(line), markdown ? "### Runs compared (A: %s; B: %s)\n"
           : "Runs compared (A: %s; B: %s):", na, nb);
  emit(line);
  runs_print(&t, markdown, emit);
  table_free(&t);
  if (markdown)
    emit("");
  emit("  A, B: the mean +- the half width of its 95% t-interval (Student's t, n - 1 "
                       "degrees of freedom), n runs");
  emit("  change: B's mean against A's, with Welch's 95% interval of the difference; p: the "
       "two-sided Mann-Whitney U test; ~: no significant change (p >= 0.05)");
  runs_notes(a, "A ", emit);
  runs_notes(b, "B ", emit);
  emit("");
}

/* The mean events/s of g's runs; NAN when it has none. */
static double runs_mean_eps(const struct runs_group *g)
{
  const double *x = runs_values(g, "events_per_sec");
  double mean = 0;
  for (size_t j = 0; x && j < g->n; j++)
    mean += x[j] / (double)g->n;
  return x && g->n ? mean : NAN;
}

/* A threads sweep's scaling, from each thread count's mean events/s:
 * the speedup against the first thread count and the efficiency (the
 * speedup per thread added), as a sweep of single runs prints it. */
static void runs_scaling(const struct runs_side *s, bool markdown, void (*emit)(const char *line))
{
  const struct runs_group *base = NULL;
  struct table t;
  table_init(&t, 4);
  table_row(&t);
  static const char *const head[] = { "threads", "mean events/s", "speedup", "efficiency" };
  for (int c = 0; c < 4; c++)
    table_set(&t, c, "%s", head[c]);
  for (int i = 0; i < s->ng; i++) {
    double mean = runs_mean_eps(&s->g[i]);
    if (isnan(mean))
      continue;
    if (base == NULL && mean > 0)
      base = &s->g[i];
    table_row(&t);
    table_set(&t, 0, "%s", s->g[i].label + 8);
    table_set(&t, 1, "%.2f", mean);
    if (base == NULL)
      continue;
    double speedup = mean / runs_mean_eps(base);
    double scale = atof(s->g[i].label + 8) / atof(base->label + 8);
    table_set(&t, 2, "%.2f", speedup);
    table_set(&t, 3, "%.1f%%", 100 * speedup / scale);
  }
  char line[128];
  snprintf(line, sizeof(line), markdown ? "### Threads sweep (the runs' means; speedup and "
           "efficiency against %s thread(s))\n" : "Threads sweep (the runs' means; speedup and "
           "efficiency against %s thread(s)):", base ? base->label + 8 : "-");
  emit(line);
  table_print(&t, markdown, "  ", emit);
  emit("");
  table_free(&t);
}

/* The statistics of one file's runs. */
static void runs_one_side(struct runs_side *s, bool markdown, void (*emit)(const char *line))
{
  bool threads = runs_by_threads(s);
  struct table t;
  table_init(&t, 8);
  for (int c = threads ? 1 : 0; c < 2; c++)
    table_align_left(&t, c);
  table_row(&t);
  static const char *const head[] = { "step", "figure", "mean", "median", "stddev", "min",
                                      "max", "CV" };
  for (int c = 0; c < 8; c++)
    table_set(&t, c, "%s", c == 0 && threads ? "threads" : head[c]);
  for (int i = 0; i < s->ng; i++)
    for (int k = 0; k < s->g[i].nfig; k++)
      runs_stats_row(&t, &s->g[i], k, threads);
  char name[2048], line[2200];
  runs_side_name(s, name, sizeof(name));
  snprintf(line, sizeof(line), markdown ? "### Runs of %s\n" : "Runs of %s:", name);
  emit(line);
  runs_print(&t, markdown, emit);
  table_free(&t);
  if (markdown)
    emit("");
  emit("  mean: +- the half width of its 95% t-interval (Student's t, n - 1 "
                       "degrees of freedom), n runs; stddev: the sample's (n - 1); CV: stddev / "
                       "mean");
  runs_notes(s, "", emit);
  emit("");
  if (threads && s->ng > 1)
    runs_scaling(s, markdown, emit);
}

static bool runs_has_repeats(const struct results_series *r)
{
  for (size_t i = 0; i < r->nsteps; i++)
    if (r->steps[i].kind == RESULTS_STEP_REPEAT)
      return true;
  return false;
}

bool compare_runs_file(const struct resultcmd_file *f)
{
  return runs_has_repeats(f->run);
}

bool compare_runs_wanted(const struct resultcmd_file *files, int n, int split)
{
  for (int f = 0; f < n && split == 0; f++)
    if (runs_has_repeats(files[f].run))
      return true;
  return split > 0;
}

/* Two sides: with "vs", or two files of runs. */
static bool runs_two(const struct resultcmd_file *files, int n, int split)
{
  return split > 0 || (n == 2 && runs_has_repeats(files[0].run) &&
                       runs_has_repeats(files[1].run));
}

/* Refuses a side whose files ran different tests or options. */
static int runs_check_side(const struct resultcmd_file *files, int n, const char *side)
{
  for (int i = 1; i < n; i++) {
    const struct results_series *a = files[0].run, *b = files[i].run;
    char diff[2048], na[512], nb[512], ta[512], tb[512];
    bool other = strcmp(a->test, b->test) != 0;
    if (!other && comparison_option_diff(b, a, diff, sizeof(diff)) == 0)
      continue;
    utf8_escape(files[0].name, na, sizeof(na));
    utf8_escape(files[i].name, nb, sizeof(nb));
    if (other)
      log_fatal("compare: side %s mixes tests: %s ran %s, %s ran %s; runs of different "
                "configurations are not pooled", side, nb, utf8_escape(b->test, tb, sizeof(tb)),
                na, utf8_escape(a->test, ta, sizeof(ta)));
    else
      log_fatal("compare: side %s mixes configurations: %s ran with other options than %s "
                "(%s); runs of different configurations are not pooled", side, nb, na, diff);
    return 1;
  }
  return 0;
}

int compare_runs_check(const struct resultcmd_file *files, int n, int split)
{
  if (split == 0)
    return 0;
  return runs_check_side(files, split, "A") || runs_check_side(files + split, n - split, "B");
}

void compare_runs(const struct resultcmd_file *files, int n, int split, bool markdown,
                  void (*emit)(const char *line))
{
  /* Large (every run's values of every figure of every step): on the
   * heap, for this comparison only. */
  struct runs_side *sides = alloc_resize(NULL, 2 * sizeof(*sides)), *a = &sides[0];
  struct runs_side *b = &sides[1];
  if (runs_two(files, n, split)) {
    int na = split > 0 ? split : 1;
    a->files = files;
    a->nfiles = na;
    b->files = files + na;
    b->nfiles = n - na;
    runs_collect(a);
    runs_collect(b);
    runs_two_sides(a, b, markdown, emit);
  } else {
    for (int f = 0; f < n; f++) {
      if (!runs_has_repeats(files[f].run))
        continue;
      a->files = &files[f];
      a->nfiles = 1;
      runs_collect(a);
      runs_one_side(a, markdown, emit);
    }
  }
  free(sides);
}
