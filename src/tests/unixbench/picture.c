/* SPDX-License-Identifier: GPL-2.0-or-later */
/* picture.c: the unixbench index's picture (the svg and html formats',
 * output/picture.h): a table per number of copies, each test's baseline,
 * result and index as the index prints them, then the score. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "figures.h"
#include "output/picture.h"

static int ub_picture_row_cmp(const void *a, const void *b)
{
  return strcmp(((const struct picture_row *)a)->cell[0], ((const struct picture_row *)b)->cell[0]);
}

/* One series of the unixbench index (copies copies): each test's figure
 * and index (its last pass's facts), by name as the index prints them,
 * then the score. */
static void ub_picture_series(struct picture *p, const struct results_series *r,
                                     uint64_t copies)
{
  static const char *const heads[] = { "System Benchmarks Partial Index", "BASELINE", "RESULT",
                                       "INDEX" };
  struct picture_table *t = picture_table_add(p, picture_text("%llu cop%s",
      (unsigned long long)copies, copies == 1 ? "y" : "ies"), 3, heads, 4);
  double score = NAN;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct json *u = json_get(r->steps[i].facts, "unixbench");
    uint64_t c;
    if (!json_to_uint(json_get(u, "copies"), &c) || c != copies)
      continue;
    if (json_get(u, "score"))
      score = picture_num(u, "score");
    double index = picture_num(u, "index");
    if (isnan(index))
      continue;
    struct picture_row *row = picture_row_add(t);
    row->value = index;
    picture_cell(row, 0, "%s", picture_str(u, "test", "?"));
    picture_cell(row, 1, "%.1f", picture_num(u, "baseline"));
    picture_cell(row, 2, "%.1f", picture_num(u, "figure"));
    picture_cell(row, 3, "%.1f", index);
  }
  if (t->nrows > 1)
    qsort(t->rows, t->nrows, sizeof(*t->rows), ub_picture_row_cmp);
  if (!isnan(score)) {
    struct picture_row *row = picture_row_add(t);
    row->value = score;
    picture_cell(row, 0, "System Benchmarks Index Score (Partial Only)");
    picture_cell(row, 1, " ");
    picture_cell(row, 2, " ");
    picture_cell(row, 3, "%.1f", score);
  }
}

/* The unixbench index: a table for each number of copies it ran (its
 * figures are its passes' facts; a merged file has none: NULL, its steps
 * are then shown as any others). */
struct picture *ub_picture(const struct results_series *r)
{
  bool passes = false;
  for (size_t i = 0; i < r->nsteps && !passes; i++)
    passes = r->steps[i].kind == RESULTS_STEP_PASS && json_get(r->steps[i].facts, "unixbench");
  if (!passes)
    return NULL;
  struct picture *p = picture_new("unixbench", picture_text(
      "UnixBench-style index (UnixBench 5.1.3's system tests)"));
  uint64_t seen[64];
  size_t nseen = 0;
  for (size_t i = 0; i < r->nsteps && nseen < 64; i++) {
    uint64_t c;
    if (!json_to_uint(json_get(json_get(r->steps[i].facts, "unixbench"), "copies"), &c))
      continue;
    bool known = false;
    for (size_t k = 0; k < nseen; k++)
      known |= seen[k] == c;
    if (!known)
      ub_picture_series(p, r, seen[nseen++] = c);
  }
  return p;
}
