/* SPDX-License-Identifier: GPL-2.0-or-later */
/* repeats.c: --runs=N's lines and statistics (repeats.h). */
#include "repeats.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/stats/figures.h"
#include "core/base/log.h"
#include "core/stats/sample_stats.h"
#include "plugin/module.h"

/* Do the steps move bytes (an I/O test: its MiB/s is a headline)? */
static bool repeats_bytes(const struct results_series *r, size_t first, size_t n)
{
  for (size_t i = first; i < first + n; i++)
    if (r->steps[i].final.cnt[STATS_BYTES_READ] || r->steps[i].final.cnt[STATS_BYTES_WRITTEN])
      return true;
  return false;
}

int repeats_figures(const struct results_series *r, const struct results_step *s, bool bytes,
                    char keys[][REPEATS_KEY], char labels[][REPEATS_LABEL], double *values)
{
  const struct sb_stat *f = &s->final;
  int n = 0;
  snprintf(keys[n], REPEATS_KEY, "events_per_sec");
  snprintf(labels[n], REPEATS_LABEL, "events/s");
  values[n++] = figure_rate(f, f->cnt[STATS_EVENT]);
  if (bytes) {
    snprintf(keys[n], REPEATS_KEY, "mib_per_sec");
    snprintf(labels[n], REPEATS_LABEL, "MiB/s");
    values[n++] = figure_rate(f, results_step_bytes(s)) / 1048576;
  }
  snprintf(keys[n], REPEATS_KEY, "latency_avg_ms");
  snprintf(labels[n], REPEATS_LABEL, "avg (ms)");
  values[n++] = figure_latency_avg(f) * 1000;
  for (int p = 0; p < r->npcts; p++) {
    char rank[24];
    results_rank_key(r->ranks[p], rank, sizeof(rank));
    snprintf(keys[n], REPEATS_KEY, "latency_p%s_ms", rank);
    snprintf(labels[n], REPEATS_LABEL, "%sth (ms)", rank);
    values[n++] = f->pcts[p] * 1000;
  }
  return n;
}

/* What a module says of a run whose figures it doubts ("fit": false in
 * its member of the step), under the run's line: the run's own report,
 * where it would say so, is not printed. */
static void repeats_doubts(const struct results_step *s, const struct module_confs *mc)
{
  for (size_t f = 0; s->modules && f < s->modules->len; f++) {
    const struct json *m = s->modules->items[f], *fit = json_get(m, "fit");
    const char *summary = json_str(json_get(m, "summary"));
    if (fit && fit->type == JSON_BOOL && !fit->boolean && summary &&
        modules_verdict_shown(mc, s->modules->keys[f]))
      log_notice("       %s: %s", s->modules->keys[f], summary);
  }
}

void repeats_line(const struct results_series *r, const struct results_step *s, int k,
                  const struct module_confs *mc)
{
  char keys[REPEATS_MAX_FIGURES][REPEATS_KEY];
  char labels[REPEATS_MAX_FIGURES][REPEATS_LABEL], line[512];
  double v[REPEATS_MAX_FIGURES];
  if (!s->has_final) {
    log_notice("run %d: no report (exit %d)", k, s->status);
    return;
  }
  bool bytes = s->final.cnt[STATS_BYTES_READ] || s->final.cnt[STATS_BYTES_WRITTEN];
  int n = repeats_figures(r, s, bytes, keys, labels, v);
  size_t len = (size_t)snprintf(line, sizeof(line), "run %d:", k);
  for (int i = 0; i < n && len < sizeof(line); i++)
    len += (size_t)snprintf(line + len, sizeof(line) - len, "  %s %.2f", labels[i], v[i]);
  if (s->status != 0 && len < sizeof(line))
    snprintf(line + len, sizeof(line) - len, "  (failed: exit %d)", s->status);
  log_notice("%s", line);
  repeats_doubts(s, mc);
}

static struct json *repeats_json(const struct sample_summary *s, const double *x)
{
  struct json *o = json_object();
  json_set(o, "mean", json_number(s->mean));
  json_set(o, "median", json_number(s->median));
  /* One run has no deviation and no interval. */
  bool one = s->n < 2;
  json_set(o, "stddev", one ? json_null() : json_number(s->stddev));
  json_set(o, "min", json_number(s->min));
  json_set(o, "max", json_number(s->max));
  if (one) {
    json_set(o, "ci95", json_null());
  } else {
    struct json *ci = json_set(o, "ci95", json_array());
    json_push(ci, json_number(s->ci_low));
    json_push(ci, json_number(s->ci_high));
  }
  json_set(o, "cv", one ? json_null() : json_number(s->cv));
  struct json *v = json_set(o, "values", json_array());
  struct json *out = json_set(o, "outliers", json_array());
  for (size_t i = 0; i < s->n; i++) {
    json_push(v, json_number(x[i]));
    if (s->outlier[i])
      json_push(out, json_uint(i + 1));
  }
  return o;
}

struct json *repeats_summary(const struct results_series *r, size_t first, size_t n,
                             const char *label)
{
  double (*x)[SAMPLE_MAX] = alloc_resize(NULL, REPEATS_MAX_FIGURES * sizeof(*x));
  char keys[REPEATS_MAX_FIGURES][REPEATS_KEY];
  char labels[REPEATS_MAX_FIGURES][REPEATS_LABEL];
  double v[REPEATS_MAX_FIGURES];
  bool bytes = repeats_bytes(r, first, n);
  size_t runs = 0;
  int nfig = 0;
  for (size_t i = first; i < first + n && runs < SAMPLE_MAX; i++) {
    if (!r->steps[i].has_final)
      continue;
    nfig = repeats_figures(r, &r->steps[i], bytes, keys, labels, v);
    for (int f = 0; f < nfig; f++)
      x[f][runs] = v[f];
    runs++;
  }
  struct json *group = json_object();
  json_set(group, "label", json_string(label));
  json_set(group, "runs", json_uint(runs));
  struct json *figs = json_set(group, "figures", json_object());
  log_notice("\n%s, %zu runs:", label, runs);
  log_notice("    %-14s %12s %12s %10s %12s %12s %25s %8s", "", "mean", "median", "stddev",
             "min", "max", "95% confidence interval", "CV");
  for (int f = 0; f < nfig && runs; f++) {
    struct sample_summary s;
    sample_summarize(x[f], runs, &s);
    char ci[64], sd[32], cv[32];
    snprintf(ci, sizeof(ci), "%.2f - %.2f", s.ci_low, s.ci_high);
    snprintf(sd, sizeof(sd), "%.2f", s.stddev);
    snprintf(cv, sizeof(cv), "%.2f%%", 100 * s.cv);
    if (runs < 2)
      strcpy(ci, "-"), strcpy(sd, "-"), strcpy(cv, "-");
    log_notice("    %-14s %12.2f %12.2f %10s %12.2f %12.2f %25s %8s", labels[f], s.mean,
               s.median, sd, s.min, s.max, ci, cv);
    for (size_t i = 0; i < runs; i++)
      if (s.outlier[i])
        log_notice("    %-14s run %zu is an outlier: %.6g (the median %.6g)", "", i + 1,
                   x[f][i], s.median);
    json_set(figs, keys[f], repeats_json(&s, x[f]));
  }
  if (runs > 1 && runs < SAMPLE_OUTLIER_MIN)
    log_notice("    outliers are named from %d runs on (%zu here)", SAMPLE_OUTLIER_MIN, runs);
  free(x);
  return group;
}
