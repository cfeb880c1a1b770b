/* SPDX-License-Identifier: GPL-2.0-or-later */
/* compare.c: `sysbench compare`: what differs between result files (the
 * configuration, then the environment), then every figure side by side
 * with its ratio to the first file (or, --relative=geomean, to their
 * geometric mean), as text or Markdown tables. Text from
 * the files is printed escaped (utf8.h): they may come from anyone. */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/command/general.h"
#include "plugin/module.h"
#include "resultcmd.h"
#include "core/base/table.h"
#include "core/base/utf8.h"

/* How a comparison is written (resultcmd.h's compare_settings): every
 * function that prints takes them as `how`. */
static bool compare_markdown(const struct compare_settings *how)
{
  return how->format == COMPARE_MARKDOWN;
}

static void compare_emit(const char *line)
{
  printf("%s\n", line);
}

static void compare_heading(const struct compare_settings *how, const char *title)
{
  printf(compare_markdown(how) ? "### %s\n\n" : "%s:\n", title);
}

static void compare_table(const struct compare_settings *how, struct table *t)
{
  table_print(t, compare_markdown(how), "  ", compare_emit);
  printf("\n");
  table_free(t);
}

/* Adds a row for key when the files disagree on its value. */
static void compare_key(struct table *t, const char *key, const struct json *const *vals, int n)
{
  bool same = true;
  for (int i = 1; i < n; i++)
    same &= json_equal(vals[0], vals[i]);
  if (same)
    return;
  table_row(t);
  table_set(t, 0, "%s", key);
  for (int i = 0; i < n; i++) {
    char buf[512];
    results_option_text(vals[i], buf, sizeof(buf));
    table_set(t, 1 + i, "%s", buf);
  }
}

static struct table compare_new_table(const struct resultcmd_file *files, int n,
                                      const char *first)
{
  struct table t;
  table_init(&t, 1 + n);
  for (int c = 0; c <= n; c++)
    table_align_left(&t, c);
  table_row(&t);
  table_set(&t, 0, "%s", first);
  for (int i = 0; i < n; i++)
    table_set(&t, 1 + i, "%s", files[i].name);
  return t;
}

/* Prints a section's table, or that nothing differs. */
static void compare_section(const struct compare_settings *how, const char *title, struct table *t)
{
  compare_heading(how, title);
  if (t->nrows > 1) {
    compare_table(how, t);
    return;
  }
  printf("%s", compare_markdown(how) ? "None.\n\n" : "  none\n\n");
  table_free(t);
}

/* Rows for every leaf (each name of every file, in the order first seen)
 * under the objects objs[0..n) at prefix; options that do not change the
 * measurement are left out. */
static void compare_walk(struct table *t, const struct json *const *objs, int n,
                         const char *prefix, int depth, bool options)
{
  const struct json **vals = calloc((size_t)(n > 0 ? n : 1), sizeof(*vals));
  for (int i = 0; i < n; i++) {
    const struct json *o = objs[i];
    for (size_t k = 0; o && o->type == JSON_OBJECT && k < o->len; k++) {
      const char *name = o->keys[k];
      bool seen = options && general_option_ignored(name);
      for (int j = 0; j < i && !seen; j++)
        seen = json_get(objs[j], name) != NULL;
      if (seen)
        continue;
      char path[256];
      snprintf(path, sizeof(path), "%s%s%s", prefix, *prefix ? "." : "", name);
      /* The free space changes with every file written: not a difference
       * between two hosts (or one host's two runs) worth a row. */
      if (!options && strcmp(path, "filesystem.free_bytes") == 0)
        continue;
      bool nested = false;
      for (int j = 0; j < n; j++) {
        vals[j] = json_get(objs[j], name);
        nested |= vals[j] && vals[j]->type == JSON_OBJECT;
      }
      if (nested && depth < 8)
        compare_walk(t, vals, n, path, depth + 1, options);
      else
        compare_key(t, path, vals, n);
    }
  }
  free(vals);
}

static void compare_config(const struct compare_settings *how, const struct resultcmd_file *files,
                           int n)
{
  struct table t = compare_new_table(files, n, "option");
  const struct json **vals = calloc((size_t)(n > 0 ? n : 1), sizeof(*vals));
  struct json **tests = calloc((size_t)(n > 0 ? n : 1), sizeof(*tests));
  for (int i = 0; i < n; i++)
    vals[i] = tests[i] = json_string(files[i].run->test);
  compare_key(&t, "test", vals, n);
  for (int i = 0; i < n; i++) {
    json_free(tests[i]);
    vals[i] = files[i].run->options;
  }
  compare_walk(&t, vals, n, "", 0, true);
  free(tests);
  free(vals);
  compare_section(how, "Configuration differences", &t);
}

static void compare_environment(const struct compare_settings *how,
                                const struct resultcmd_file *files, int n)
{
  struct table t = compare_new_table(files, n, "environment");
  const struct json **envs = calloc((size_t)(n > 0 ? n : 1), sizeof(*envs));
  for (int i = 0; i < n; i++)
    envs[i] = files[i].run->environment;
  compare_walk(&t, envs, n, "", 0, false);
  free(envs);
  compare_section(how, "Environment differences", &t);
}

static void compare_files(const struct compare_settings *how, const struct resultcmd_file *files,
                          int n)
{
  compare_heading(how, "Result files");
  for (int i = 0; i < n; i++) {
    const struct results_series *r = files[i].run;
    const char *host = json_str(json_get(r->environment, "hostname"));
    char hosts[64] = "";
    if (r->hosts > 1)
      snprintf(hosts, sizeof(hosts), " and %d more (merged)", r->hosts - 1);
    char name[512], test[512], hostname[512], created[512], version[512];
    printf(compare_markdown(how) ? "%d. `%s`: %s on %s%s, %s, sysbench-ng %s\n"
                                   : "  [%d] %s: %s on %s%s, %s, sysbench-ng %s\n",
           i + 1, utf8_escape(files[i].name, name, sizeof(name)),
           utf8_escape(r->test, test, sizeof(test)),
           utf8_escape(host ? host : "?", hostname, sizeof(hostname)), hosts,
           utf8_escape(r->created, created, sizeof(created)),
           utf8_escape(r->version, version, sizeof(version)));
  }
  printf("\n");
}

/* A row of the figures table: a figure of figures.c, or a percentile. */
struct compare_row {
  const char *label;
  const char *format;
  bool optional;            /* a row only when some file has a non-zero value */
  const struct figure *fig; /* NULL: the percentile at rank */
  double scale;
  double rank;
  bool count;               /* the counter itself rather than its rate */
  int part;                 /* 0: the final report; 1 + the index of a
                               part of the steps' breakdown: its figures */
  const struct sb_parts *parts;   /* that breakdown's declaration */
};

/* A sweep step (or a version-1 file's), named by its thread count; a run
 * of --runs is named by its label, which has its run's number. */
static bool compare_thread_step(const struct results_step *s)
{
  return s->kind != RESULTS_STEP_REPEAT &&
         (s->label == NULL || strncmp(s->label, "threads=", 8) == 0);
}

/* Is the step in the figures table? A run of --runs only with --verbose:
 * else the runs' statistics (compare_runs.c) stand for them. */
static bool compare_step_shown(const struct compare_settings *how, const struct results_step *s)
{
  return how->verbose || s->kind != RESULTS_STEP_REPEAT;
}

/* "attained at 7.0s", "not attained": the step's --steady-state outcome
 * (its facts); NULL when it ran without. */
static const char *compare_steady_text(const struct results_step *s, char *buf, size_t len)
{
  const struct json *ss = s ? json_get(s->facts, "steady_state") : NULL;
  const struct json *att = json_get(ss, "attained");
  double at;
  if (att == NULL || att->type != JSON_BOOL)
    return NULL;
  if (att->boolean && json_to_double(json_get(ss, "attained_at_sec"), &at))
    snprintf(buf, len, "attained at %.1fs", at);
  else
    snprintf(buf, len, att->boolean ? "attained" : "not attained");
  return buf;
}

static const struct results_step *compare_step(const struct results_series *r,
                                               const struct results_step *like)
{
  /* By label where both have one, else by thread count. */
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    if (s->label && like->label ? strcmp(s->label, like->label) == 0
                                : s->threads == like->threads)
      return s;
  }
  return NULL;
}

/* The report a row reads in r's step like `like`: the final report, or a
 * part's figures (part: 1 + its index in the breakdown parts). */
static const struct sb_stat *compare_final(const struct results_series *r,
                                           const struct results_step *like, int part,
                                           const struct sb_parts *parts)
{
  const struct results_step *s = compare_step(r, like);
  if (s && part)
    return s->parts && s->parts->kind == parts ? &s->parts->stats[part - 1] : NULL;
  return s && s->has_final ? &s->final : NULL;
}

/* The rank's latency in ms in f, if the run computed that percentile. */
static bool compare_pct(const struct results_series *r, const struct sb_stat *f,
                        double rank, double *out)
{
  for (int p = 0; f && p < r->npcts; p++)
    if (r->ranks[p] == rank) {
      *out = f->pcts[p] * 1000;
      return true;
    }
  return false;
}

/* The row's value in report f, when f has it. */
static bool compare_value(const struct results_series *r, const struct sb_stat *f,
                          const struct compare_row *row, double *out)
{
  if (f == NULL)
    return false;
  if (row->fig == NULL)
    return compare_pct(r, f, row->rank, out);
  *out = row->count ? (double)f->cnt[row->fig->counter] : figure_value(row->fig, f) * row->scale;
  return true;
}

/* A latency row (in ms) with a value too small to show in ms (below
 * 0.01 ms: at most one digit of "%.3f") is shown in microseconds: the
 * values are scaled, and the unit to put in place of the label's "(ms)"
 * is returned; NULL leaves the row in ms. */
static const char *compare_latency_unit(const struct compare_row *row, double *v,
                                        const bool *have, int n)
{
  bool small = false;
  size_t len = row->label ? strlen(row->label) : 0;
  if ((row->fig != NULL && row->scale != 1000) ||
      (row->label && (len < 4 || strcmp(row->label + len - 4, "(ms)") != 0)))
    return NULL;
  for (int i = 0; i < n; i++)
    small |= have[i] && v[i] != 0 && fabs(v[i]) < 0.01;
  if (!small)
    return NULL;
  for (int i = 0; i < n; i++)
    v[i] *= 1000;
  return "(\xc2\xb5s)";
}

/* One row: the figure's value in each file and the ratio to the first. */
static void compare_row(const struct compare_settings *how, struct table *t,
                        const struct resultcmd_file *files, int n,
                        const struct results_step *step, const struct compare_row *row)
{
  /* On the heap: there may be as many files as the command line holds. */
  double *v = alloc_resize(NULL, (size_t)n * sizeof(*v));
  bool *have = alloc_resize(NULL, (size_t)n * sizeof(*have)), nonzero = false;
  for (int i = 0; i < n; i++) {
    const struct sb_stat *f = compare_final(files[i].run, step, row->part, row->parts);
    have[i] = compare_value(files[i].run, f, row, &v[i]);
    nonzero |= have[i] && v[i] != 0;
  }
  if (row->optional && !nonzero) {
    free(v);
    free(have);
    return;
  }
  const char *unit = compare_latency_unit(row, v, have, n);
  table_row(t);
  if (compare_thread_step(step))
    table_set(t, 0, "%d", step->threads);
  else
    table_set(t, 0, "%s", step->label);
  const char *type = row->part ? row->parts->names[row->part - 1] : NULL;
  if (row->label)
    table_set(t, 1, "%s%s%.*s%s", type ? type : "", type ? " " : "",
              (int)(strlen(row->label) - (unit ? 4 : 0)), row->label, unit ? unit : "");
  else
    table_set(t, 1, "%s%slatency %gth %s", type ? type : "", type ? " " : "", row->rank,
              unit ? unit : "(ms)");
  double ref = have[0] ? v[0] : 0, logs = 0;
  int npos = 0;
  for (int i = 0; how->relative_geomean && i < n; i++)
    if (have[i] && v[i] > 0) {
      logs += log(v[i]);
      npos++;
    }
  if (how->relative_geomean)
    ref = npos ? exp(logs / npos) : 0;
  for (int i = 0, col = 2; i < n; i++, col++) {
    if (have[i])
      table_set(t, col, row->format, v[i]);
    else
      table_set(t, col, "-");
    if (i == 0 && !how->relative_geomean)
      continue;
    col++;
    if (have[i] && ref != 0)
      table_set(t, col, "%.3f", v[i] / ref);
    else
      table_set(t, col, "-");
  }
  free(v);
  free(have);
}

/* The step's --steady-state outcome in each file, when one ran with it. */
static void compare_steady_row(const struct compare_settings *how, struct table *t,
                               const struct resultcmd_file *files, int n,
                               const struct results_step *step)
{
  char buf[64];
  bool any = false;
  for (int i = 0; i < n && !any; i++)
    any = compare_steady_text(compare_step(files[i].run, step), buf, sizeof(buf)) != NULL;
  if (!any)
    return;
  table_row(t);
  if (compare_thread_step(step))
    table_set(t, 0, "%d", step->threads);
  else
    table_set(t, 0, "%s", step->label);
  table_set(t, 1, "steady state");
  int col = 2;   /* each file's column; a ratio's after it */
  for (int i = 0; i < n; i++) {
    const char *v = compare_steady_text(compare_step(files[i].run, step), buf, sizeof(buf));
    table_set(t, col, "%s", v ? v : "-");
    col += i > 0 || how->relative_geomean ? 2 : 1;
  }
}

/* A step's rows for one part of a module's breakdown (part: 1 + its
 * index; the database's query types), where some file has them: their
 * count, mean and maximum latency, and each percentile of the first
 * file. */
static void compare_part_rows(const struct compare_settings *how, struct table *t,
                              const struct resultcmd_file *files, int n,
                              const struct results_step *step, const struct sb_parts *parts,
                              int part)
{
  for (size_t k = 0; k < figures_count; k++) {
    const struct figure *f = &figures[k];
    if (f->kind == FIGURE_RATE && f->counter == STATS_EVENT) {
      struct compare_row count = { parts->member, "%.0f", true, f, 1, 0, true, part, parts };
      compare_row(how, t, files, n, step, &count);
    } else if (f->label && results_part_figure(f) && strcmp(f->key, "latency_min") != 0) {
      struct compare_row lat = { f->label, "%.3f", true, f, 1000, 0, false, part, parts };
      compare_row(how, t, files, n, step, &lat);
    }
    if (strcmp(f->key, "latency_max") == 0) {
      for (int p = 0; p < files[0].run->npcts; p++) {
        struct compare_row pct = { NULL, "%.3f", true, NULL, 1, files[0].run->ranks[p], false,
                                   part, parts };
        compare_row(how, t, files, n, step, &pct);
      }
    }
  }
}

/* The breakdown some file's step like step has (NULL: none). */
static const struct sb_parts *compare_parts(const struct resultcmd_file *files, int n,
                                            const struct results_step *step)
{
  for (int i = 0; i < n; i++) {
    const struct results_step *s = compare_step(files[i].run, step);
    if (s && s->parts)
      return s->parts->kind;
  }
  return NULL;
}

/* The rows of one step, in the figures table's order: events/s and
 * events, the other counters' rates (shown when non-zero), the latencies,
 * each percentile of the first file, and the time. */
static void compare_step_rows(const struct compare_settings *how, struct table *t,
                              const struct resultcmd_file *files, int n,
                              const struct results_step *step)
{
  for (size_t k = 0; k < figures_count; k++) {
    const struct figure *f = &figures[k];
    if (f->label == NULL)
      continue;
    bool rate = f->kind == FIGURE_RATE, events = rate && f->counter == STATS_EVENT;
    struct compare_row row = { f->label, rate ? "%.2f" : "%.3f", rate && !events, f,
                               rate ? 1 : 1000, 0, false, 0, NULL };
    compare_row(how, t, files, n, step, &row);
    if (events) {
      struct compare_row count = { "events", "%.0f", false, f, 1, 0, true, 0, NULL };
      compare_row(how, t, files, n, step, &count);
    }
    if (f->kind == FIGURE_DERIVED && strcmp(f->key, "latency_max") == 0) {
      for (int p = 0; p < files[0].run->npcts; p++) {
        struct compare_row pct = { NULL, "%.3f", false, NULL, 1, files[0].run->ranks[p], false,
                                   0, NULL };
        compare_row(how, t, files, n, step, &pct);
      }
    }
  }
  static const struct figure time_fig = { .key = "time_interval", .kind = FIGURE_REAL,
                                          .offset = offsetof(struct sb_stat, time_interval) };
  struct compare_row time = { "time (s)", "%.4f", false, &time_fig, 1, 0, false, 0, NULL };
  compare_row(how, t, files, n, step, &time);
  compare_steady_row(how, t, files, n, step);
  const struct sb_parts *parts = compare_parts(files, n, step);
  for (int q = 1; parts && parts->names[q - 1]; q++)
    compare_part_rows(how, t, files, n, step, parts, q);
}

/* Is step (of file i) the first of its name in the files' order? */
static bool compare_first_seen(const struct resultcmd_file *files, int i,
                               const struct results_step *step)
{
  for (int j = 0; j <= i; j++) {
    const struct results_step *m = compare_step(files[j].run, step);
    if (m && (j < i || m < step))
      return false;
  }
  return true;
}

static void compare_figures(const struct compare_settings *how, const struct resultcmd_file *files,
                            int n)
{
  struct table t;
  table_init(&t, 2 + n + (how->relative_geomean ? n : n - 1));
  table_align_left(&t, 1);
  bool threads = true;
  for (int i = 0; i < n; i++)
    for (size_t s = 0; s < files[i].run->nsteps; s++)
      threads &= compare_thread_step(&files[i].run->steps[s]);
  table_row(&t);
  table_set(&t, 0, threads ? "threads" : "step");
  table_set(&t, 1, "figure");
  for (int i = 0, col = 2; i < n; i++, col++) {
    table_set(&t, col, "%s", files[i].name);
    if (i || how->relative_geomean)
      table_set(&t, ++col, "ratio");
  }
  /* Steps in the order the files list them, each once. */
  size_t hidden = 0;
  for (int i = 0; i < n; i++)
    for (size_t k = 0; k < files[i].run->nsteps; k++) {
      const struct results_step *s = &files[i].run->steps[k];
      if (!compare_first_seen(files, i, s))
        continue;
      if (compare_step_shown(how, s))
        compare_step_rows(how, &t, files, n, s);
      else
        hidden++;
    }
  const char *runs_note = compare_markdown(how)
                           ? "Each run's figures (`--runs`): with `--verbose`; their statistics "
                             "below.\n\n"
                           : "  each run's figures (--runs): with --verbose; their statistics "
                             "below\n\n";
  if (t.nrows == 1 && hidden) {
    compare_heading(how, "Figures of each run");
    printf("%s", runs_note);
    table_free(&t);
    return;
  }
  compare_heading(how, how->relative_geomean
                       ? "Figures (final reports; ratio: against the geometric mean)"
                  : n > 1 ? "Figures (final reports; ratio: against the first file)"
                          : "Figures (final reports)");
  compare_table(how, &t);
  if (hidden)
    printf("%s", runs_note);
}

/* The verdicts modules left in the steps (results.h: their members'
 * "summary"), side by side (a run of --runs's only with --verbose), then a
 * warning for each step one of them says is in doubt ("fit": false).
 * Nothing when no step has any. */
static void compare_verdicts(const struct compare_settings *how,
                             const struct resultcmd_file *files, int n)
{
  struct table t;
  table_init(&t, 2 + n);
  for (int c = 0; c < 2 + n; c++)
    table_align_left(&t, c);
  table_row(&t);
  table_set(&t, 0, "step");
  table_set(&t, 1, "verdict of");
  for (int i = 0; i < n; i++)
    table_set(&t, 2 + i, "%s", files[i].name);
  bool hidden = false;
  for (int i = 0; i < n; i++)
    for (size_t k = 0; k < files[i].run->nsteps; k++) {
      const struct results_step *step = &files[i].run->steps[k];
      if (!compare_step_shown(how, step)) {
        hidden |= step->modules != NULL;
        continue;
      }
      for (size_t f = 0; compare_first_seen(files, i, step) && step->modules &&
                         f < step->modules->len; f++) {
        table_row(&t);
        table_set(&t, 0, "%s", step->label ? step->label : "-");
        table_set(&t, 1, "%s", step->modules->keys[f]);
        for (int j = 0; j < n; j++) {
          const struct results_step *m = compare_step(files[j].run, step);
          const char *v = m ? json_str(json_get(json_get(m->modules, step->modules->keys[f]),
                                                "summary")) : NULL;
          table_set(&t, 2 + j, "%s", v ? v : "-");
        }
      }
    }
  if (t.nrows == 1 && !hidden) {
    table_free(&t);
    return;
  }
  compare_heading(how, "Verdicts");
  if (t.nrows > 1)
    compare_table(how, &t);
  else
    table_free(&t);
  if (hidden)
    printf(compare_markdown(how) ? "Each run's verdicts (`--runs`): with `--verbose`; those "
                                   "in doubt below.\n\n"
                                 : "  each run's verdicts (--runs): with --verbose; those in "
                                   "doubt below\n\n");
  bool warned = false;
  for (int i = 0; i < n; i++)
    for (size_t k = 0; k < files[i].run->nsteps; k++) {
      const struct results_step *step = &files[i].run->steps[k];
      for (size_t f = 0; step->modules && f < step->modules->len; f++) {
        const struct json *v = step->modules->items[f], *fit = json_get(v, "fit");
        if (fit == NULL || fit->type != JSON_BOOL || fit->boolean)
          continue;
        char name[512], label[512], key[256], summary[2048];
        printf("WARNING: %s, step %s: %s says the figures are in doubt: %s\n",
               utf8_escape(files[i].name, name, sizeof(name)),
               utf8_escape(step->label ? step->label : "-", label, sizeof(label)),
               utf8_escape(step->modules->keys[f], key, sizeof(key)),
               utf8_escape(json_str(json_get(v, "summary")) ?: "-", summary, sizeof(summary)));
        warned = true;
      }
    }
  if (warned)
    printf("\n");
}

int compare_run(const struct resultcmd_file *files, int n, int split,
                const struct compare_settings *how)
{
  if (compare_runs_check(files, n, split))
    return 1;
  compare_files(how, files, n);
  compare_config(how, files, n);
  compare_environment(how, files, n);
  compare_verdicts(how, files, n);
  compare_figures(how, files, n);
  if (compare_runs_wanted(files, n, split))
    compare_runs(files, n, split, compare_markdown(how), compare_emit);
  return 0;
}
