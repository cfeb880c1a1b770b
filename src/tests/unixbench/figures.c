/* SPDX-License-Identifier: GPL-2.0-or-later */
/* figures.c: the unixbench index's figures for compare's charts
 * (plugin/figure_set.h): each test's index and the score, for each
 * number of copies, from its passes' facts; a test's passes give the
 * spread (each pass's result against the baseline). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "figures.h"
#include "plugin/figure_set.h"
#include "plugin/registry.h"

static bool ub_claims(const struct results_series *r)
{
  if (strcmp(r->test, "unixbench") != 0)
    return false;
  for (size_t i = 0; i < r->nsteps; i++)
    if (json_get(r->steps[i].facts, "unixbench"))
      return true;
  return false;
}

/* The spread of the passes of u's test at u's copies, as indexes. */
static void ub_passes(const struct results_series *r, const struct json *u, double baseline,
                      struct sb_figure *f)
{
  const char *test = json_str(json_get(u, "test"));
  uint64_t copies, c;
  json_to_uint(json_get(u, "copies"), &copies);
  f->runs = 0;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct json *p = json_get(r->steps[i].facts, "unixbench");
    double result;
    if (!json_to_uint(json_get(p, "copies"), &c) || c != copies ||
        !json_str(json_get(p, "test")) || strcmp(json_str(json_get(p, "test")), test) != 0 ||
        !json_to_double(json_get(p, "result"), &result))
      continue;
    double index = result / baseline * 10;
    f->min = f->runs ? fmin(f->min, index) : index;
    f->max = f->runs ? fmax(f->max, index) : index;
    f->runs++;
  }
}

static void ub_file(const struct results_series *r, sb_figure_fn add, void *arg)
{
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct json *u = json_get(r->steps[i].facts, "unixbench");
    const char *test = json_str(json_get(u, "test"));
    uint64_t copies;
    double index, baseline, score;
    if (test == NULL || !json_to_uint(json_get(u, "copies"), &copies))
      continue;
    char chart[256];
    if (json_to_double(json_get(u, "index"), &index) &&
        json_to_double(json_get(u, "baseline"), &baseline) && baseline > 0) {
      snprintf(chart, sizeof(chart), "%s index, %llu cop%s", test, (unsigned long long)copies,
               copies == 1 ? "y" : "ies");
      struct sb_figure f = { chart, "index", SB_MORE_IS_BETTER, index, 0, 0, 0 };
      ub_passes(r, u, baseline, &f);
      if (!(f.min <= index && index <= f.max))
        f.runs = 0;   /* the index is not of these passes: no spread */
      add(arg, &f);
    }
    if (json_to_double(json_get(u, "score"), &score)) {
      snprintf(chart, sizeof(chart), "System Benchmarks Index Score, %llu cop%s",
               (unsigned long long)copies, copies == 1 ? "y" : "ies");
      struct sb_figure f = { chart, "index", SB_MORE_IS_BETTER, score, 0, 0, 0 };
      add(arg, &f);
    }
  }
}

static const struct sb_figure_set unixbench_figures = {
  .name = "unixbench",
  .claims = ub_claims,
  .whole_file = true,
  .passes_of = "unixbench",
  .file = ub_file,
  .picture = ub_picture,
};
SB_REGISTER(sb_figure_sets, unixbench_figures);
