/* SPDX-License-Identifier: GPL-2.0-or-later */
/* histogram.c: bucket geometry, merging, percentiles and the text dump of
 * the log-linear latency histogram described in histogram.h. */
#include "histogram.h"

#include <math.h>

#include "core/base/log.h"

uint64_t histogram_bucket_low(unsigned i)
{
  if (i < HISTOGRAM_LINEAR)
    return i;
  if (i >= HISTOGRAM_OVERFLOW)
    return 1ULL << HISTOGRAM_MAX_EXP;
  unsigned k = i - HISTOGRAM_LINEAR;
  unsigned e = 7 + (k >> HISTOGRAM_SUB_BITS);
  uint64_t sub = k & ((1u << HISTOGRAM_SUB_BITS) - 1);
  return ((1ULL << HISTOGRAM_SUB_BITS) + sub) << (e - HISTOGRAM_SUB_BITS);
}

uint64_t histogram_bucket_width(unsigned i)
{
  if (i < HISTOGRAM_LINEAR || i >= HISTOGRAM_OVERFLOW)
    return 1;
  unsigned e = 7 + ((i - HISTOGRAM_LINEAR) >> HISTOGRAM_SUB_BITS);
  return 1ULL << (e - HISTOGRAM_SUB_BITS);
}

uint64_t histogram_bucket_value(unsigned i)
{
  return histogram_bucket_low(i) + (histogram_bucket_width(i) - 1) / 2;
}

void histogram_add(uint64_t *dst, const struct histogram *src)
{
  for (unsigned i = 0; i < HISTOGRAM_BUCKETS; i++)
    dst[i] += ck_pr_load_64(&src->counts[i]);
  for (unsigned i = HISTOGRAM_BUCKETS; i < HISTOGRAM_SLOTS; i++)
    dst[HISTOGRAM_OVERFLOW] += ck_pr_load_64(&src->counts[i]);
}

uint64_t histogram_total(const uint64_t *counts)
{
  uint64_t n = 0;
  for (unsigned i = 0; i < HISTOGRAM_BUCKETS; i++)
    n += counts[i];
  return n;
}

uint64_t histogram_percentile(const uint64_t *counts, double pct)
{
  uint64_t n = histogram_total(counts);
  if (n == 0)
    return 0;
  /* Nearest rank: the first bucket whose running count reaches n * pct / 100
   * (less a relative 1e-12 so that a product meant to be whole is not pushed
   * one rank up by rounding). Unlike a rounded rank, this picks the same
   * bucket when every count is multiplied by 2: a result file merged with
   * itself keeps its percentiles. */
  double target = (double)n * pct / 100 * (1 - 1e-12);
  uint64_t sum = 0;
  for (unsigned i = 0; i < HISTOGRAM_BUCKETS; i++) {
    sum += counts[i];
    if (sum && (double)sum >= target)
      return histogram_bucket_value(i);
  }
  return histogram_bucket_value(HISTOGRAM_OVERFLOW);
}

void histogram_print(const uint64_t *counts, int with_title)
{
  uint64_t maxcount = 0;
  for (unsigned i = 0; i < HISTOGRAM_BUCKETS; i++)
    if (counts[i] > maxcount)
      maxcount = counts[i];
  if (with_title)
    log_text("Latency histogram (values are in milliseconds)\n");
  if (maxcount) {
    log_text("       value  ------------- distribution ------------- count\n");
    static const char stars[] = "****************************************";
    for (unsigned i = 0; i < HISTOGRAM_BUCKETS; i++) {
      if (counts[i] == 0)
        continue;
      int width = (int)floor((double)counts[i] * 40 / (double)maxcount + 0.5);
      log_text("%12.6f |%-40.*s %llu\n", (double)histogram_bucket_value(i) / 1e6,
               width, stars, (unsigned long long)counts[i]);
    }
  }
  if (with_title)
    log_text(" \n");
}
