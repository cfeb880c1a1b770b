/* SPDX-License-Identifier: GPL-2.0-or-later */
/* loghist.c: sysbench.histogram for Lua scripts: the reference's
 * logarithmic histogram (size buckets over [min, max], values outside go to
 * the end buckets), reached through FFI as sb_histogram_*. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include <ck_pr.h>

#include "core/base/log.h"
#include "core/stats/rand.h"

typedef struct sb_histogram {
  size_t size;
  double deduct, mult;
  uint64_t *counts;
} sb_histogram_t;

sb_histogram_t *sb_histogram_new(size_t size, double range_min, double range_max);
void sb_histogram_delete(sb_histogram_t *h);
void sb_histogram_update(sb_histogram_t *h, double value);
void sb_histogram_print(sb_histogram_t *h);

sb_histogram_t *sb_histogram_new(size_t size, double range_min, double range_max)
{
  if (size < 2 || size > (1u << 24) || !(range_min > 0) || !(range_max > range_min) ||
      !isfinite(range_max))
    return NULL;
  sb_histogram_t *h = malloc(sizeof(*h));
  if (h == NULL)
    return NULL;
  h->counts = calloc(size, sizeof(uint64_t));
  if (h->counts == NULL) {
    free(h);
    return NULL;
  }
  h->size = size;
  h->deduct = log(range_min);
  h->mult = (double)(size - 1) / (log(range_max) - h->deduct);
  return h;
}

void sb_histogram_delete(sb_histogram_t *h)
{
  if (h) {
    free(h->counts);
    free(h);
  }
}

void sb_histogram_update(sb_histogram_t *h, double value)
{
  /* The reference picks a counter slot with the thread's generator, so each
   * update consumes one draw; keep that for --rand-seed streams. */
  rand_next(&rand_tls);
  double x = value > 0 ? floor((log(value) - h->deduct) * h->mult + 0.5) : 0;
  size_t i = x <= 0 || isnan(x) ? 0 : x >= (double)(h->size - 1) ? h->size - 1 : (size_t)x;
  ck_pr_inc_64(&h->counts[i]);
}

void sb_histogram_print(sb_histogram_t *h)
{
  uint64_t maxcount = 0;
  for (size_t i = 0; i < h->size; i++)
    if (ck_pr_load_64(&h->counts[i]) > maxcount)
      maxcount = ck_pr_load_64(&h->counts[i]);
  log_text("       value  ------------- distribution ------------- count\n");
  static const char stars[] = "****************************************";
  for (size_t i = 0; i < h->size; i++) {
    uint64_t c = ck_pr_load_64(&h->counts[i]);
    if (c == 0)
      continue;
    int width = (int)floor((double)c * 40 / (double)maxcount + 0.5);
    log_text("%12.3f |%-40.*s %llu\n", exp((double)i / h->mult + h->deduct), width, stars,
             (unsigned long long)c);
  }
}
