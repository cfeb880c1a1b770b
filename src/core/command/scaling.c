/* SPDX-License-Identifier: GPL-2.0-or-later */
/* scaling.c: the table printed at the end of a threads sweep. A step that
 * failed or was interrupted is shown, marked, but no figure is taken from
 * it: speedups are against the first complete step with events, and the
 * knee is looked for among complete steps only. */
#include "scaling.h"

#include <stdio.h>
#include <string.h>

#include "core/base/log.h"
#include "core/base/table.h"
#include "core/run/watchdog.h"

static double scaling_eps(const struct results_step *s)
{
  return figure_rate(&s->final, s->final.cnt[STATS_EVENT]);
}

/* A step that ran to its end: exit 0 and a final report. */
static bool scaling_complete(const struct results_step *s)
{
  return s->status == 0 && s->has_final && !s->final.forced;
}

/* The step speedups are measured against: the first complete one with
 * events; NULL when there is none. */
static const struct results_step *scaling_base(const struct results_series *r)
{
  for (size_t i = 0; i < r->nsteps; i++)
    if (scaling_complete(&r->steps[i]) && scaling_eps(&r->steps[i]) > 0)
      return &r->steps[i];
  return NULL;
}

bool scaling_is_sweep(const struct results_series *r)
{
  for (size_t i = 0; i < r->nsteps; i++)
    if (r->steps[i].kind != RESULTS_STEP_THREADS ||
        (i && r->steps[i].threads <= r->steps[i - 1].threads))
      return false;
  return r->nsteps > 0;
}

int scaling_knee(const struct results_series *r)
{
  const struct results_step *prev = NULL;
  if (!scaling_is_sweep(r))
    return -1;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    if (!scaling_complete(s))
      continue;
    if (prev && scaling_eps(s) < SCALING_KNEE_RATIO * scaling_eps(prev))
      return (int)i;
    prev = s;
  }
  return -1;
}

/* Why a step is not complete, for its mark in the table (in why, len
 * bytes). */
static const char *scaling_why(const struct results_step *s, char *why, size_t len)
{
  if (s->status > 128 && strcmp(watchdog_signame(s->status - 128), "a signal")) {
    snprintf(why, len, "<- interrupted (%s)", watchdog_signame(s->status - 128));
    return why;
  }
  if (s->has_final && s->final.forced)
    return "<- forced shutdown";
  return "<- failed";
}

static void scaling_emit(const char *line)
{
  log_notice("%s", line);
}

/* The line under the table: the knee, or why there is none. */
static void scaling_summary(const struct results_series *r, int knee)
{
  int complete = 0, incomplete = -1;
  for (size_t i = 0; i < r->nsteps; i++) {
    if (scaling_complete(&r->steps[i]))
      complete += scaling_eps(&r->steps[i]) > 0;
    else if (incomplete < 0)
      incomplete = (int)i;
  }
  char why[64] = "";
  if (incomplete >= 0)
    snprintf(why, sizeof(why), "; the step with %d threads did not complete",
             r->steps[incomplete].threads);
  if (knee >= 0)
    log_notice("Knee: %d threads (events/s below %.2fx the previous step's)",
               r->steps[knee].threads, SCALING_KNEE_RATIO);
  else if (complete < 2)
    log_notice("Knee: cannot be computed (fewer than two complete steps with events%s)", why);
  else if (incomplete >= 0)
    log_notice("Knee: none among the complete steps%s", why);
  else
    log_notice("Knee: none (events/s grew at least %.2fx at every step)", SCALING_KNEE_RATIO);
}

/* The latency unit of the table: ms, or microseconds when some latency
 * is too small for ms (below 0.01 ms: at most one digit of "%.3f", a
 * sub-microsecond one 0.000). Returns units per second. */
static double scaling_unit(const struct results_series *r, const char **name)
{
  bool small = false;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct sb_stat *f = &r->steps[i].final;
    if (!r->steps[i].has_final)
      continue;
    double avg = figure_latency_avg(f);
    small |= avg > 0 && avg < 1e-5;
    for (int p = 0; p < r->npcts; p++)
      small |= f->pcts[p] > 0 && f->pcts[p] < 1e-5;
  }
  *name = small ? "\xc2\xb5s" : "ms";
  return small ? 1e6 : 1e3;
}

void scaling_print(const struct results_series *r)
{
  int np = r->npcts, knee = scaling_knee(r);
  const char *unit;
  double scale = scaling_unit(r, &unit);
  const struct results_step *base = scaling_base(r);
  char why[48];
  struct table t;
  table_init(&t, 6 + np);
  table_row(&t);
  table_set(&t, 0, "threads");
  table_set(&t, 1, "events/s");
  table_set(&t, 2, "avg (%s)", unit);
  for (int p = 0; p < np; p++)
    table_set(&t, 3 + p, "%gth (%s)", r->ranks[p], unit);
  table_set(&t, 3 + np, "speedup");
  table_set(&t, 4 + np, "efficiency");
  table_align_left(&t, 5 + np);
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    if (!s->has_final) {
      table_row(&t);
      table_set(&t, 0, "%d", s->threads);
      for (int c = 1; c < 5 + np; c++)
        table_set(&t, c, "-");
      table_set(&t, 5 + np, "%s", scaling_why(s, why, sizeof(why)));
      continue;
    }
    const struct sb_stat *f = &s->final;
    double eps = scaling_eps(s);
    table_row(&t);
    table_set(&t, 0, "%d", s->threads);
    table_set(&t, 1, "%.2f", eps);
    table_set(&t, 2, "%.3f", figure_latency_avg(f) * scale);
    for (int p = 0; p < np; p++)
      table_set(&t, 3 + p, "%.3f", f->pcts[p] * scale);
    if (base && scaling_complete(s)) {
      double speedup = eps / scaling_eps(base);
      double scale = (double)s->threads / base->threads;
      table_set(&t, 3 + np, "%.2f", speedup);
      table_set(&t, 4 + np, "%.1f%%", 100 * speedup / scale);
    } else {
      table_set(&t, 3 + np, "-");
      table_set(&t, 4 + np, "-");
    }
    if (!scaling_complete(s))
      table_set(&t, 5 + np, "%s", scaling_why(s, why, sizeof(why)));
    else if ((int)i == knee)
      table_set(&t, 5 + np, "<- knee");
  }
  if (base)
    log_notice("Threads sweep (speedup and efficiency against %d thread%s):", base->threads,
               base->threads == 1 ? "" : "s");
  else
    log_notice("Threads sweep (no complete step with events to measure speedup against):");
  table_print(&t, false, "    ", scaling_emit);
  scaling_summary(r, knee);
  log_notice("%s", "");
  table_free(&t);
}

/* The mean events/s of the complete runs among steps[first, end); *n
 * their count. */
static double scaling_group_mean(const struct results_series *r, size_t first, size_t end, int *n)
{
  double sum = 0;
  *n = 0;
  for (size_t i = first; i < end; i++)
    if (scaling_complete(&r->steps[i])) {
      sum += scaling_eps(&r->steps[i]);
      ++*n;
    }
  return *n ? sum / *n : 0;
}

void scaling_print_means(const struct results_series *r)
{
  struct table t;
  table_init(&t, 6);
  table_row(&t);
  static const char *const head[] = { "threads", "runs", "mean events/s", "speedup",
                                      "efficiency", "" };
  for (int c = 0; c < 6; c++)
    table_set(&t, c, "%s", head[c]);
  table_align_left(&t, 5);
  int base_threads = 0, knee = 0;
  double base = 0, prev = 0;
  for (size_t first = 0, end; first < r->nsteps; first = end) {
    for (end = first + 1; end < r->nsteps && r->steps[end].threads == r->steps[first].threads;)
      end++;
    int n, threads = r->steps[first].threads;
    double mean = scaling_group_mean(r, first, end, &n);
    table_row(&t);
    table_set(&t, 0, "%d", threads);
    table_set(&t, 1, "%d of %zu", n, end - first);
    if (n == 0 || mean <= 0) {
      for (int c = 2; c < 5; c++)
        table_set(&t, c, "-");
      table_set(&t, 5, "<- no complete run");
      continue;
    }
    if (base == 0) {
      base = mean;
      base_threads = threads;
    }
    double speedup = mean / base;
    table_set(&t, 2, "%.2f", mean);
    table_set(&t, 3, "%.2f", speedup);
    table_set(&t, 4, "%.1f%%", 100 * speedup * base_threads / threads);
    if (prev > 0 && !knee && mean < SCALING_KNEE_RATIO * prev) {
      knee = threads;
      table_set(&t, 5, "<- knee");
    }
    prev = mean;
  }
  if (base > 0)
    log_notice("\nThreads sweep (the runs' means; speedup and efficiency against %d thread%s):",
               base_threads, base_threads == 1 ? "" : "s");
  else
    log_notice("\nThreads sweep (no complete run with events to measure speedup against):");
  table_print(&t, false, "    ", scaling_emit);
  if (knee)
    log_notice("Knee: %d threads (mean events/s below %.2fx the previous step's)", knee,
               SCALING_KNEE_RATIO);
  else if (base > 0)
    log_notice("Knee: none among the steps with complete runs");
  log_notice("%s", "");
  table_free(&t);
}
