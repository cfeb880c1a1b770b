/* compare.c: `sysbench compare`: what differs between result files (the
 * configuration, then the environment), then every figure side by side
 * with its ratio to the first file, as text or Markdown tables. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "resultcmd.h"
#include "table.h"

static enum compare_format fmt;

static void compare_emit(const char *line)
{
  printf("%s\n", line);
}

static void compare_heading(const char *title)
{
  printf(fmt == COMPARE_MARKDOWN ? "### %s\n\n" : "%s:\n", title);
}

static void compare_table(struct table *t)
{
  table_print(t, fmt == COMPARE_MARKDOWN, "  ", compare_emit);
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
static void compare_section(const char *title, struct table *t)
{
  compare_heading(title);
  if (t->nrows > 1) {
    compare_table(t);
    return;
  }
  printf("%s", fmt == COMPARE_MARKDOWN ? "None.\n\n" : "  none\n\n");
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
      bool seen = options && results_option_ignored(name);
      for (int j = 0; j < i && !seen; j++)
        seen = json_get(objs[j], name) != NULL;
      if (seen)
        continue;
      char path[256];
      snprintf(path, sizeof(path), "%s%s%s", prefix, *prefix ? "." : "", name);
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

static void compare_config(const struct resultcmd_file *files, int n)
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
  compare_section("Configuration differences", &t);
}

static void compare_environment(const struct resultcmd_file *files, int n)
{
  struct table t = compare_new_table(files, n, "environment");
  const struct json **envs = calloc((size_t)(n > 0 ? n : 1), sizeof(*envs));
  for (int i = 0; i < n; i++)
    envs[i] = files[i].run->environment;
  compare_walk(&t, envs, n, "", 0, false);
  free(envs);
  compare_section("Environment differences", &t);
}

static void compare_files(const struct resultcmd_file *files, int n)
{
  compare_heading("Result files");
  for (int i = 0; i < n; i++) {
    const struct results_run *r = files[i].run;
    const char *host = json_str(json_get(r->environment, "hostname"));
    char hosts[64] = "";
    if (r->hosts > 1)
      snprintf(hosts, sizeof(hosts), " and %d more (merged)", r->hosts - 1);
    printf(fmt == COMPARE_MARKDOWN ? "%d. `%s`: %s on %s%s, %s, sysbench-ng %s\n"
                                   : "  [%d] %s: %s on %s%s, %s, sysbench-ng %s\n",
           i + 1, files[i].name, r->test, host ? host : "?", hosts, r->created, r->version);
  }
  printf("\n");
}

struct compare_figure {
  const char *label;
  const char *format;
  bool optional;      /* a row only when some file has a non-zero value */
  double (*get)(const struct results_report *f);
};

static double fig_eps(const struct results_report *f) { return results_rate(f, f->events); }
static double fig_events(const struct results_report *f) { return (double)f->events; }
static double fig_reads(const struct results_report *f) { return results_rate(f, f->reads); }
static double fig_writes(const struct results_report *f) { return results_rate(f, f->writes); }
static double fig_other(const struct results_report *f) { return results_rate(f, f->other); }
static double fig_errors(const struct results_report *f) { return results_rate(f, f->errors); }
static double fig_reconn(const struct results_report *f) { return results_rate(f, f->reconnects); }
static double fig_rmib(const struct results_report *f)
{
  return results_rate(f, f->bytes_read) / 1048576;
}
static double fig_wmib(const struct results_report *f)
{
  return results_rate(f, f->bytes_written) / 1048576;
}
static double fig_min(const struct results_report *f) { return f->lat_min_ns / 1e6; }
static double fig_avg(const struct results_report *f)
{
  return f->events ? (double)(f->lat_sum_ns / f->events) / 1e6 : 0;
}
static double fig_max(const struct results_report *f) { return f->lat_max_ns / 1e6; }
static double fig_time(const struct results_report *f) { return f->time_interval; }

static const struct compare_figure figures[] = {
  { "events/s", "%.2f", false, fig_eps },
  { "events", "%.0f", false, fig_events },
  { "reads/s", "%.2f", true, fig_reads },
  { "writes/s", "%.2f", true, fig_writes },
  { "other/s", "%.2f", true, fig_other },
  { "read MiB/s", "%.2f", true, fig_rmib },
  { "written MiB/s", "%.2f", true, fig_wmib },
  { "errors/s", "%.2f", true, fig_errors },
  { "reconnects/s", "%.2f", true, fig_reconn },
  { "latency min (ms)", "%.3f", false, fig_min },
  { "latency avg (ms)", "%.3f", false, fig_avg },
  { "latency max (ms)", "%.3f", false, fig_max },
  { NULL, "%.3f", false, NULL },   /* the percentiles go here */
  { "time (s)", "%.4f", false, fig_time },
};

static const struct results_report *compare_final(const struct results_run *r, int threads)
{
  for (size_t i = 0; i < r->nsteps; i++)
    if (r->steps[i].threads == threads && r->steps[i].has_final)
      return &r->steps[i].final;
  return NULL;
}

/* The rank's latency in ms in f, if the run computed that percentile. */
static bool compare_pct(const struct results_run *r, const struct results_report *f,
                        double rank, double *out)
{
  for (int p = 0; f && p < r->npcts; p++)
    if (r->ranks[p] == rank) {
      *out = f->pcts[p] * 1000;
      return true;
    }
  return false;
}

/* One row: the figure's value in each file and the ratio to the first. */
static void compare_row(struct table *t, const struct resultcmd_file *files, int n, int threads,
                        const struct compare_figure *fig, double rank)
{
  double v[n > 0 ? n : 1];
  bool have[n > 0 ? n : 1], nonzero = false;
  for (int i = 0; i < n; i++) {
    const struct results_report *f = compare_final(files[i].run, threads);
    have[i] = f && (fig->get ? (v[i] = fig->get(f), true)
                             : compare_pct(files[i].run, f, rank, &v[i]));
    nonzero |= have[i] && v[i] != 0;
  }
  if (fig->optional && !nonzero)
    return;
  table_row(t);
  table_set(t, 0, "%d", threads);
  if (fig->label)
    table_set(t, 1, "%s", fig->label);
  else
    table_set(t, 1, "latency %gth (ms)", rank);
  for (int i = 0, col = 2; i < n; i++, col++) {
    if (have[i])
      table_set(t, col, fig->format, v[i]);
    else
      table_set(t, col, "-");
    if (i == 0)
      continue;
    col++;
    if (have[i] && have[0] && v[0] != 0)
      table_set(t, col, "%.3f", v[i] / v[0]);
    else
      table_set(t, col, "-");
  }
}

static void compare_figures(const struct resultcmd_file *files, int n)
{
  struct table t;
  table_init(&t, 2 + n + (n - 1));
  table_align_left(&t, 1);
  table_row(&t);
  table_set(&t, 0, "threads");
  table_set(&t, 1, "figure");
  for (int i = 0, col = 2; i < n; i++, col++) {
    table_set(&t, col, "%s", files[i].name);
    if (i)
      table_set(&t, ++col, "ratio");
  }
  /* Thread counts in the order the files list them, each once. */
  for (int i = 0; i < n; i++) {
    const struct results_run *r = files[i].run;
    for (size_t s = 0; s < r->nsteps; s++) {
      int threads = r->steps[s].threads;
      bool seen = false;
      for (int j = 0; j <= i && !seen; j++)
        for (size_t k = 0; k < (j == i ? s : files[j].run->nsteps) && !seen; k++)
          seen = files[j].run->steps[k].threads == threads;
      if (seen)
        continue;
      for (size_t f = 0; f < sizeof(figures) / sizeof(figures[0]); f++) {
        if (figures[f].label)
          compare_row(&t, files, n, threads, &figures[f], 0);
        for (int p = 0; !figures[f].label && p < files[0].run->npcts; p++)
          compare_row(&t, files, n, threads, &figures[f], files[0].run->ranks[p]);
      }
    }
  }
  compare_heading(n > 1 ? "Figures (final reports; ratio: against the first file)"
                        : "Figures (final reports)");
  compare_table(&t);
}

int compare_run(const struct resultcmd_file *files, int n, enum compare_format format)
{
  fmt = format;
  compare_files(files, n);
  compare_config(files, n);
  compare_environment(files, n);
  compare_figures(files, n);
  return 0;
}
