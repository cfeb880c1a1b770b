/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_histogram.c: bucket geometry, error bound, percentiles, merges. */
#include <math.h>
#include <string.h>

#include "core/stats/histogram.h"
#include "unit.h"

static struct histogram h;
static uint64_t counts[HISTOGRAM_BUCKETS];

static void fill(const uint64_t *values, int n)
{
  memset(&h, 0, sizeof(h));
  memset(counts, 0, sizeof(counts));
  for (int i = 0; i < n; i++)
    histogram_record(&h, values[i]);
  histogram_add(counts, &h);
}

UNIT_TEST(histogram_buckets_tile_the_range)
{
  /* Every bucket starts where the previous one ends. */
  for (unsigned i = 1; i < HISTOGRAM_OVERFLOW; i++)
    CHECK(histogram_bucket_low(i) ==
          histogram_bucket_low(i - 1) + histogram_bucket_width(i - 1));
  CHECK(histogram_bucket_low(HISTOGRAM_OVERFLOW) == 1ULL << 40);
  for (unsigned i = 0; i < HISTOGRAM_OVERFLOW; i++) {
    CHECK(histogram_index(histogram_bucket_low(i)) == i);
    CHECK(histogram_index(histogram_bucket_low(i) + histogram_bucket_width(i) - 1) == i);
  }
}

UNIT_TEST(histogram_relative_error_below_one_percent)
{
  /* 1 ns .. 1000 s, sampled geometrically. */
  for (double v = 1; v < 1e12; v *= 1.0137) {
    uint64_t ns = (uint64_t)v;
    uint64_t rep = histogram_bucket_value(histogram_index(ns));
    CHECK(fabs((double)rep - (double)ns) <= 0.01 * (double)ns);
  }
  CHECK(histogram_index(1ULL << 40) == HISTOGRAM_OVERFLOW);
  CHECK(histogram_index(UINT64_MAX) == HISTOGRAM_OVERFLOW);
}

UNIT_TEST(histogram_percentiles_known_inputs)
{
  uint64_t v[100];
  for (int i = 0; i < 100; i++)
    v[i] = (uint64_t)(i + 1) * 1000000;          /* 1..100 ms */
  fill(v, 100);
  CHECK(histogram_total(counts) == 100);
  uint64_t p50 = histogram_percentile(counts, 50);
  uint64_t p95 = histogram_percentile(counts, 95);
  uint64_t p100 = histogram_percentile(counts, 100);
  CHECK(fabs((double)p50 - 50e6) <= 0.01 * 50e6);
  CHECK(fabs((double)p95 - 95e6) <= 0.01 * 95e6);
  CHECK(fabs((double)p100 - 100e6) <= 0.01 * 100e6);
  CHECK(histogram_percentile(counts, 1) < histogram_percentile(counts, 2));
}

UNIT_TEST(histogram_empty_and_single)
{
  fill(NULL, 0);
  CHECK(histogram_percentile(counts, 95) == 0);
  uint64_t one = 12345;
  fill(&one, 1);
  for (double p = 0.1; p <= 100; p += 9.9)
    CHECK(histogram_percentile(counts, p) == histogram_bucket_value(histogram_index(12345)));
  uint64_t small = 7;
  fill(&small, 1);
  CHECK(histogram_percentile(counts, 99) == 7);   /* exact below 128 ns */
}

UNIT_TEST(histogram_merge_adds_counts)
{
  uint64_t a[] = { 10, 20, 5000 };
  fill(a, 3);
  histogram_add(counts, &h);      /* the same histogram twice */
  CHECK(histogram_total(counts) == 6);
  CHECK(counts[10] == 2 && counts[20] == 2);
  CHECK(histogram_percentile(counts, 50) == 20);
}

UNIT_TEST(histogram_overflow_counted)
{
  uint64_t v[] = { 1, 2000ULL * 1000000000ULL };
  fill(v, 2);
  CHECK(counts[HISTOGRAM_OVERFLOW] == 1);
  CHECK(histogram_percentile(counts, 100) == histogram_bucket_value(HISTOGRAM_OVERFLOW));
}

/* Every value from 2^40 ns up (recorded unclamped, each in a slot past the
 * buckets) is merged into the overflow bucket, and nothing else is. */
UNIT_TEST(histogram_slots_past_overflow_merge_into_it)
{
  uint64_t v[] = { (1ULL << 40) - 1, 1ULL << 40, (1ULL << 40) + (1ULL << 34), 1ULL << 50,
                   (1ULL << 63) + 12345, UINT64_MAX };
  fill(v, 6);
  CHECK(histogram_slot(UINT64_MAX) == HISTOGRAM_SLOTS - 1);
  CHECK(histogram_slot(1ULL << 50) > HISTOGRAM_OVERFLOW);
  CHECK(counts[HISTOGRAM_OVERFLOW] == 5);
  CHECK(counts[HISTOGRAM_OVERFLOW - 1] == 1);
  CHECK(histogram_total(counts) == 6);
}

UNIT_TEST(histogram_percentile_unchanged_by_doubling)
{
  /* Merging a result file with itself doubles every count; each percentile
   * must stay in its bucket, whatever the rank's fraction (13 * 95 / 100 =
   * 12.35 is where a rounded rank would move). */
  static const double ranks[] = { 0.1, 1, 25, 50, 90, 95, 99, 99.9, 99.99, 100 };
  for (int n = 1; n <= 300; n++) {
    uint64_t v[300], twice[HISTOGRAM_BUCKETS];
    for (int i = 0; i < n; i++)
      v[i] = 1000 + (uint64_t)i * 977 % 5000;   /* spread over many buckets */
    fill(v, n);
    for (unsigned i = 0; i < HISTOGRAM_BUCKETS; i++)
      twice[i] = 2 * counts[i];
    for (unsigned r = 0; r < sizeof(ranks) / sizeof(ranks[0]); r++)
      CHECK(histogram_percentile(counts, ranks[r]) == histogram_percentile(twice, ranks[r]));
  }
}
