/* SPDX-License-Identifier: GPL-2.0-or-later */
/* merge.c: `sysbench merge`: results of the same test and options from
 * several hosts as one run. Counts and throughputs add, histograms add,
 * percentiles come from the merged histogram (the nearest-rank rule keeps
 * them when a file is merged with itself), min and max are the extremes,
 * thread fairness is pooled over every host's threads. A database run's
 * breakdowns modules give steps (the database's per-query-type figures)
 * merge the same way. */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/stats/histogram.h"
#include "core/command/general.h"
#include "plugin/module.h"
#include "core/base/log.h"
#include "plugin/output.h"
#include "resultcmd.h"
#include "core/base/utf8.h"

/* Why files[i] cannot be merged with files[0]; false after printing. */
static bool merge_check(const struct resultcmd_file *a, const struct resultcmd_file *b)
{
  const struct results_series *x = a->run, *y = b->run;
  if (strcmp(x->test, y->test) != 0) {
    char tx[256], ty[256];
    log_fatal("cannot merge %s (test '%s') with %s (test '%s'): different tests", b->name,
              utf8_escape(y->test, ty, sizeof(ty)), a->name, utf8_escape(x->test, tx, sizeof(tx)));
    return false;
  }
  const struct json *ox = x->options, *oy = y->options;
  for (int pass = 0; pass < 2; pass++) {
    const struct json *o = pass ? oy : ox;
    for (size_t k = 0; k < o->len; k++) {
      const char *name = o->keys[k];
      const struct json *vx = json_get(ox, name), *vy = json_get(oy, name);
      if (general_option_ignored(name) || json_equal(vx, vy))
        continue;
      char sx[256], sy[256], ex[256], ey[256], en[256];
      results_option_text(vx, sx, sizeof(sx));
      results_option_text(vy, sy, sizeof(sy));
      log_fatal("cannot merge %s with %s: different options (--%s is '%s' in %s, '%s' in %s)",
                b->name, a->name, utf8_escape(name, en, sizeof(en)),
                utf8_escape(sy, ey, sizeof(ey)), b->name, utf8_escape(sx, ex, sizeof(ex)), a->name);
      return false;
    }
  }
  bool same = x->npcts == y->npcts && x->nsteps == y->nsteps &&
              memcmp(x->ranks, y->ranks, sizeof(double) * (size_t)x->npcts) == 0;
  for (size_t s = 0; same && s < x->nsteps; s++) {
    const struct results_step *a = &x->steps[s], *b = &y->steps[s];
    same = a->threads == b->threads && a->has_final == b->has_final &&
           (a->label == NULL || b->label == NULL || strcmp(a->label, b->label) == 0);
  }
  if (!same) {
    log_fatal("cannot merge %s with %s: their steps or percentiles differ", b->name, a->name);
    return false;
  }
  return true;
}

/* Pooled mean and standard deviation of groups of w[i] values each. */
static void merge_pool(const double *mean, const double *sd, const double *w, int n,
                       double *out_mean, double *out_sd)
{
  bool same = true;
  for (int i = 1; i < n; i++)
    same &= mean[i] == mean[0] && sd[i] == sd[0];
  if (same) {   /* identical groups: exactly the same figures */
    *out_mean = mean[0];
    *out_sd = sd[0];
    return;
  }
  double total = 0, m = 0, var = 0;
  for (int i = 0; i < n; i++)
    total += w[i];
  for (int i = 0; i < n; i++)
    m += w[i] / total * mean[i];
  for (int i = 0; i < n; i++)
    var += w[i] / total * (sd[i] * sd[i] + (mean[i] - m) * (mean[i] - m));
  *out_mean = m;
  *out_sd = sqrt(var);
}

/* What merging n reports needs, allocated once for the whole merge (the
 * inputs may be as many as the command line holds: nothing on the stack). */
struct merge_work {
  int n;
  const struct sb_stat **in;      /* the reports being merged */
  double *weights;                /* each input's threads x hosts */
  double *em, *es, *tm, *ts;      /* their fairness figures */
  uint64_t *counts;               /* the merged histogram */
};

static void merge_work_init(struct merge_work *w, int n)
{
  size_t k = (size_t)n;
  w->n = n;
  w->in = alloc_resize(NULL, k * sizeof(*w->in));
  /* The five per-input figures in one block. */
  w->weights = alloc_resize(NULL, 5 * k * sizeof(double));
  w->em = w->weights + k;
  w->es = w->em + k;
  w->tm = w->es + k;
  w->ts = w->tm + k;
  w->counts = alloc_resize(NULL, HISTOGRAM_BUCKETS * sizeof(uint64_t));
}

static void merge_work_free(struct merge_work *w)
{
  free(w->in);
  free(w->weights);
  free(w->counts);
}

/* *sum += v; false, after saying so, when it would not fit in 64 bits:
 * a sum never wraps (it would change every rate and percentile). */
static bool merge_add(uint64_t *sum, uint64_t v, const char *what, const char *where)
{
  if (!__builtin_add_overflow(*sum, v, sum))
    return true;
  log_fatal("cannot merge these files: their %s add up to more than %llu (%s)", what,
            (unsigned long long)UINT64_MAX, where);
  return false;
}

/* The merged time_interval makes events/s the sum of every input's (the
 * events' sum has been checked). */
static double merge_interval(const struct sb_stat *const *in, int n, uint64_t events)
{
  bool same = true;
  double longest = 0, rate = 0;
  for (int i = 0; i < n; i++) {
    same &= in[i]->time_interval == in[0]->time_interval;
    longest = fmax(longest, in[i]->time_interval);
    rate += figure_rate(in[i], in[i]->cnt[STATS_EVENT]);
  }
  return same || rate == 0 ? (same ? in[0]->time_interval : longest) : (double)events / rate;
}

/* Merges w->in[0..n) into m; false after printing why (a count beyond
 * 64 bits). where names the report for that message. */
static bool merge_reports(const struct results_series *out, struct merge_work *w, bool cumulative,
                          struct sb_stat *m, const char *where)
{
  const struct sb_stat *const *in = w->in;
  int n = w->n;
  memset(m, 0, sizeof(*m));
  memset(w->counts, 0, HISTOGRAM_BUCKETS * sizeof(uint64_t));
  m->cumulative = cumulative;
  for (int i = 0; i < n; i++) {
    const struct sb_stat *r = in[i];
    m->forced |= r->forced;
    m->time_total = fmax(m->time_total, r->time_total);
    /* Counts and gauges add (the table's FIGURE_SUM figures). */
    for (size_t k = 0; k < figures_count; k++)
      if ((figures[k].flags & FIGURE_SUM) &&
          !merge_add(figure_field(&figures[k], m), figure_u64(&figures[k], r), figures[k].key,
                     where))
        return false;
    if (r->cnt[STATS_EVENT] && (m->lat_min_ns == 0 || r->lat_min_ns < m->lat_min_ns))
      m->lat_min_ns = r->lat_min_ns;
    if (r->lat_max_ns > m->lat_max_ns)
      m->lat_max_ns = r->lat_max_ns;
    w->em[i] = r->events_avg, w->es[i] = r->events_stddev;
    w->tm[i] = r->time_avg, w->ts[i] = r->time_stddev;
    for (size_t b = 0; b < r->nbuckets; b++)
      if (!merge_add(&w->counts[r->buckets[b].index], r->buckets[b].count, "histogram counts",
                     where))
        return false;
  }
  uint64_t total = 0;
  for (unsigned b = 0; b < HISTOGRAM_BUCKETS; b++)
    if (!merge_add(&total, w->counts[b], "histogram counts", where))
      return false;
  m->time_interval = merge_interval(in, n, m->cnt[STATS_EVENT]);
  if (cumulative) {
    merge_pool(w->em, w->es, w->weights, n, &m->events_avg, &m->events_stddev);
    merge_pool(w->tm, w->ts, w->weights, n, &m->time_avg, &m->time_stddev);
  }
  /* As report.c computes them: bucket values, clamped to [min, max] in
   * cumulative reports. */
  double lo = m->lat_min_ns / 1e9, hi = m->lat_max_ns / 1e9;
  for (int p = 0; p < out->npcts; p++) {
    double v = histogram_percentile(w->counts, out->ranks[p]) / 1e9;
    if (cumulative && v > hi)
      v = hi;
    if (cumulative && v < lo)
      v = lo;
    m->pcts[p] = v;
  }
  results_set_histogram(m, w->counts);
  return true;
}

/* Merges report lists by position; reports beyond the shortest list do
 * not cover every host and are left out, with a warning. */
static bool merge_lists(const struct results_series *out, const struct resultcmd_file *files,
                        struct merge_work *w, size_t step, bool checkpoints,
                        struct results_list *dst)
{
  size_t common = SIZE_MAX, longest = 0;
  for (int i = 0; i < w->n; i++) {
    const struct results_step *s = &files[i].run->steps[step];
    size_t len = checkpoints ? s->checkpoints.n : s->intermediate.n;
    common = len < common ? len : common;
    longest = len > longest ? len : longest;
  }
  if (longest > common)
    log_warning("step %zu (%d thread%s): %zu %s report(s) not in every file are left out",
                step + 1, out->steps[step].threads, out->steps[step].threads == 1 ? "" : "s",
                longest - common, checkpoints ? "checkpoint" : "intermediate");
  for (size_t k = 0; k < common; k++) {
    for (int i = 0; i < w->n; i++) {
      const struct results_step *s = &files[i].run->steps[step];
      w->in[i] = checkpoints ? &s->checkpoints.v[k] : &s->intermediate.v[k];
    }
    char where[96];
    snprintf(where, sizeof(where), "step %zu, %s report %zu", step + 1,
             checkpoints ? "checkpoint" : "intermediate", k + 1);
    if (!merge_reports(out, w, checkpoints, results_list_add(dst), where))
      return false;
  }
  return true;
}

/* Where each merged file came from; merged files contribute their own. */
static struct json *merge_origins(const struct resultcmd_file *files, int n)
{
  struct json *a = json_array();
  for (int i = 0; i < n; i++) {
    const struct results_series *r = files[i].run;
    if (r->merged_from) {
      for (size_t k = 0; k < r->merged_from->len; k++)
        json_push(a, json_copy(r->merged_from->items[k]));
      continue;
    }
    struct json *o = json_push(a, json_object());
    json_set(o, "file", json_string(files[i].name));
    json_set(o, "created", json_string(r->created));
    json_set(o, "version", json_string(r->version));
    json_set(o, "status", json_uint((uint64_t)r->status));
    json_set(o, "environment", json_copy(r->environment));
  }
  return a;
}

/* A step's breakdown (the database's query types), merged as reports are
 * (counts and histograms add, min and max are the extremes, percentiles
 * come from the merged histogram), when every file has it; else left
 * out, saying so. */
static bool merge_parts(const struct results_series *out, const struct resultcmd_file *files,
                        struct merge_work *w, size_t step, struct results_step *dst)
{
  int have = 0;
  const struct sb_parts *kind = NULL;
  for (int i = 0; i < w->n && kind == NULL; i++)
    if (files[i].run->steps[step].parts)
      kind = files[i].run->steps[step].parts->kind;
  for (int i = 0; i < w->n; i++)
    have += files[i].run->steps[step].parts && files[i].run->steps[step].parts->kind == kind;
  if (kind == NULL)
    return true;
  if (have < w->n) {
    log_warning("step %zu (%d thread%s): per-%s figures not in every file are left out",
                step + 1, dst->threads, dst->threads == 1 ? "" : "s", kind->per);
    return true;
  }
  struct results_parts *parts = results_parts_new(dst, kind);
  for (size_t q = 0; q < parts->n; q++) {
    for (int i = 0; i < w->n; i++)
      w->in[i] = &files[i].run->steps[step].parts->stats[q];
    char where[64];
    snprintf(where, sizeof(where), "step %zu, %s %s", step + 1, kind->names[q], kind->member);
    if (!merge_reports(out, w, true, &parts->stats[q], where))
      return false;
  }
  return true;
}

/* The merged run's steps: each step's reports merged across the files. */
static bool merge_steps(struct results_series *out, const struct resultcmd_file *files,
                        struct merge_work *w)
{
  const struct results_series *first = files[0].run;
  for (size_t s = 0; s < first->nsteps; s++) {
    const struct results_step *fs = &first->steps[s];
    struct results_step *st = results_step_begin(out, fs->label, fs->threads, fs->options);
    st->kind = fs->kind;
    st->bytes_once = fs->bytes_once;
    if (w->n == 1) {   /* one file: its facts as they are (several: each host's own) */
      json_free(st->facts);
      st->facts = json_copy(fs->facts);
      st->modules = fs->modules ? json_copy(fs->modules) : NULL;
    }
    /* The hosts' steps started at their own times: the first file's is kept. */
    free(st->started);
    st->started = fs->started ? alloc_strdup(fs->started) : NULL;
    for (int i = 0; i < w->n; i++) {
      const struct results_step *src = &files[i].run->steps[s];
      w->in[i] = &src->final;
      w->weights[i] = (double)src->threads * files[i].run->hosts;
      if (st->status == 0)
        st->status = src->status;
    }
    char where[64];
    snprintf(where, sizeof(where), "step %zu, final report", s + 1);
    st->has_final = fs->has_final;
    if ((st->has_final && !merge_reports(out, w, true, &st->final, where)) ||
        !merge_lists(out, files, w, s, true, &st->checkpoints) ||
        !merge_lists(out, files, w, s, false, &st->intermediate) ||
        !merge_parts(out, files, w, s, st))
      return false;
  }
  return true;
}

int merge_run(const struct resultcmd_file *files, int n, const struct output_targets *ot)
{
  for (int i = 1; i < n; i++)
    if (!merge_check(&files[0], &files[i]))
      return 1;
  /* Hosts add up too, and are an int in every file. */
  uint64_t hosts = 0;
  for (int i = 0; i < n; i++)
    hosts += (uint64_t)files[i].run->hosts;
  if (hosts > INT_MAX) {
    log_fatal("cannot merge these files: they hold %llu hosts in all, more than %d",
              (unsigned long long)hosts, INT_MAX);
    return 1;
  }
  const struct results_series *first = files[0].run;
  struct results_series *out = results_new();
  out->test = alloc_strdup(first->test);
  out->version = alloc_strdup(PACKAGE_VERSION);
  out->created = results_timestamp(false);
  out->npcts = first->npcts;
  memcpy(out->ranks, first->ranks, sizeof(out->ranks));
  out->options = json_copy(first->options);
  out->environment = json_copy(first->environment);
  out->merged_from = merge_origins(files, n);
  /* A suite's own figures are one host's: kept from one file only. */
  out->summary = n == 1 && first->summary ? json_copy(first->summary) : NULL;
  out->statistics = n == 1 && first->statistics ? json_copy(first->statistics) : NULL;
  out->hosts = (int)hosts;
  for (int i = 0; i < n && out->status == 0; i++)
    out->status = files[i].run->status;
  struct merge_work w;
  merge_work_init(&w, n);
  bool ok = merge_steps(out, files, &w);
  merge_work_free(&w);
  int rc = ok && output_write_all(ot, out, true) == 0 ? 0 : 1;
  results_free(out);
  return rc;
}
