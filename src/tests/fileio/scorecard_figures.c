/* SPDX-License-Identifier: GPL-2.0-or-later */
/* scorecard_figures.c: the storage scorecard's figures (`sysbench
 * storage run`, made of fileio runs) for compare's charts
 * (plugin/figure_set.h), from its result file's summary: each cell's best
 * run (MB/s, IOPS, mean and 99th percentile latency) with the spread of
 * its runs, the dd-style rows and the fsync row. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "plugin/figure_set.h"
#include "plugin/registry.h"
#include "scorecard.h"

/* A cell's columns: its key in the runs, the unit, the direction, the
 * scale to the unit (NULL unit: seconds). */
static const struct {
  const char *key, *name, *unit;
  enum sb_better better;
  double scale;
} scorecard_columns[] = {
  { "mb_per_sec", "MB/s", "MB/s", SB_MORE_IS_BETTER, 1 },
  { "iops", "IOPS", "IOPS", SB_MORE_IS_BETTER, 1 },
  { "latency_avg_us", "latency avg", NULL, SB_LESS_IS_BETTER, 1e-6 },
  { "latency_p99_us", "latency 99th percentile", NULL, SB_LESS_IS_BETTER, 1e-6 },
};

static bool scorecard_claims(const struct results_series *r)
{
  const char *kind = json_str(json_get(r->summary, "scorecard"));
  return kind && strcmp(kind, "storage") == 0;
}

static void scorecard_cell(const struct json *cell, sb_figure_fn add, void *arg)
{
  const char *name = json_str(json_get(cell, "name")), *dir = json_str(json_get(cell, "direction"));
  const struct json *best = json_get(cell, "best"), *runs = json_get(cell, "runs");
  for (size_t k = 0; name && dir && k < sizeof(scorecard_columns) / sizeof(*scorecard_columns);
       k++) {
    double v, x;
    if (!json_to_double(json_get(best, scorecard_columns[k].key), &v))
      continue;
    char chart[256];
    snprintf(chart, sizeof(chart), "%s %s: %s", name, dir, scorecard_columns[k].name);
    double s = scorecard_columns[k].scale;
    struct sb_figure f = { chart, scorecard_columns[k].unit, scorecard_columns[k].better, v * s,
                           0, 0, 0 };
    for (size_t i = 0; runs && runs->type == JSON_ARRAY && i < runs->len; i++)
      if (json_to_double(json_get(json_at(runs, i), scorecard_columns[k].key), &x)) {
        f.min = f.runs ? fmin(f.min, x * s) : x * s;
        f.max = f.runs ? fmax(f.max, x * s) : x * s;
        f.runs++;
      }
    add(arg, &f);
  }
}

static void scorecard_file(const struct results_series *r, sb_figure_fn add, void *arg)
{
  const struct json *cells = json_get(r->summary, "cells");
  for (size_t i = 0; cells && cells->type == JSON_ARRAY && i < cells->len; i++)
    scorecard_cell(json_at(cells, i), add, arg);
  const struct json *dd = json_get(r->summary, "dd"), *fs = json_get(r->summary, "fsync");
  static const char *const dirs[] = { "write", "read" };
  double v;
  for (int d = 0; d < 2; d++)
    if (json_to_double(json_get(json_get(dd, dirs[d]), "mb_per_sec"), &v)) {
      char chart[64];
      snprintf(chart, sizeof(chart), "dd-style %s: MB/s", dirs[d]);
      struct sb_figure f = { chart, "MB/s", SB_MORE_IS_BETTER, v, 0, 0, 0 };
      add(arg, &f);
    }
  if (json_to_double(json_get(fs, "latency_p99_ms"), &v)) {
    struct sb_figure f = { "fsync (2300-byte appends): latency 99th percentile", NULL,
                           SB_LESS_IS_BETTER, v / 1000, 0, 0, 0 };
    add(arg, &f);
  }
  if (json_to_double(json_get(fs, "syncs_per_sec"), &v)) {
    struct sb_figure f = { "fsync (2300-byte appends): syncs/s", "syncs/s", SB_MORE_IS_BETTER, v,
                           0, 0, 0 };
    add(arg, &f);
  }
}

static const struct sb_figure_set scorecard_figures = {
  .name = "storage",
  .claims = scorecard_claims,
  .whole_file = true,
  .file = scorecard_file,
  .picture = scorecard_picture,
};
SB_REGISTER(sb_figure_sets, scorecard_figures);
