/* SPDX-License-Identifier: GPL-2.0-or-later */
/* histogram.h: the latency histogram, log-linear like HdrHistogram.
 *
 * Bucket layout (result files store these counts, so it is part of the
 * format, version 1):
 *   - values are nanoseconds (uint64);
 *   - buckets 0..127 hold the values 0..127 exactly;
 *   - above that, each power of two [2^e, 2^(e+1)) for e = 7..39 is split
 *     into 64 equal sub-buckets: index = 128 + (e - 7) * 64 + (v >> (e - 6)) % 64;
 *   - the last bucket (HISTOGRAM_OVERFLOW) counts values >= 2^40 ns (~1100 s).
 * A bucket's representative value is its midpoint, so any value reported
 * from the histogram is within 1/128 (0.8%) of the true value.
 *
 * One histogram per worker thread, written only by its owner with plain
 * stores (ck_pr); readers merge them at report time. */
#ifndef SB_HISTOGRAM_H
#define SB_HISTOGRAM_H

#include <stdint.h>

#include <ck_pr.h>

#define HISTOGRAM_SUB_BITS 6
#define HISTOGRAM_LINEAR 128
#define HISTOGRAM_MAX_EXP 40
#define HISTOGRAM_OVERFLOW \
  (HISTOGRAM_LINEAR + (HISTOGRAM_MAX_EXP - 7) * (1 << HISTOGRAM_SUB_BITS))
#define HISTOGRAM_BUCKETS (HISTOGRAM_OVERFLOW + 1)

/* A histogram records into slots: the buckets, then the same formula's
 * sub-buckets of every power of two past 2^40 ns up to 2^64, so that a
 * record needs no clamp; histogram_add counts those in the overflow bucket
 * (a slot of its own holds [2^40, 2^40 + 2^34)). Only the owner's record
 * and histogram_add see the slots; every reader gets the buckets. */
#define HISTOGRAM_SLOTS \
  (((64 - 1 - HISTOGRAM_SUB_BITS) << HISTOGRAM_SUB_BITS) + (2 << HISTOGRAM_SUB_BITS))

struct histogram {
  uint64_t counts[HISTOGRAM_SLOTS];
};

/* Branch-free: with s = msb(ns | 64) - 6, slot (s << 6) + (ns >> s) is ns
 * itself below 128 and the layout above beyond. */
static inline uint64_t histogram_slot(uint64_t ns)
{
  unsigned s = (63u ^ (unsigned)__builtin_clzll(ns | 64)) - 6u;   /* msb - 6: bsr, sub */
  return ((uint64_t)s << HISTOGRAM_SUB_BITS) + (ns >> s);
}

/* The bucket of ns: its slot, anything past the last sub-bucket clamped to
 * the overflow bucket. */
static inline unsigned histogram_index(uint64_t ns)
{
  uint64_t i = histogram_slot(ns);
  return i < HISTOGRAM_OVERFLOW ? (unsigned)i : HISTOGRAM_OVERFLOW;
}

/* Adds v to a counter that one thread writes and others read with atomic
 * loads: no locked instruction, as there is one writer. On x86-64 it is
 * one add to memory, whose store no reader can see torn; elsewhere a load,
 * the sum and an atomic store. */
static inline void histogram_owner_add(uint64_t *c, uint64_t v)
{
#if defined(__x86_64__)
  __asm__ __volatile__("addq %1, %0" : "+m"(*c) : "er"(v) : "cc");
#else
  ck_pr_store_64(c, *c + v);
#endif
}

/* Owner-only update of the slot of ns. */
static inline void histogram_record(struct histogram *h, uint64_t ns)
{
  histogram_owner_add(&h->counts[histogram_slot(ns)], 1);
}

/* Lowest value of bucket i, its width, and its representative (midpoint). */
uint64_t histogram_bucket_low(unsigned i);
uint64_t histogram_bucket_width(unsigned i);
uint64_t histogram_bucket_value(unsigned i);

/* dst += src for every bucket (the slots past the overflow bucket's
 * into it), reading src with atomic loads. */
void histogram_add(uint64_t *dst, const struct histogram *src);
/* The value at percentile pct (0..100] of counts, or 0 when empty: walks to
 * the first bucket where the running count reaches n * pct / 100 (the
 * nearest-rank rule, which doubling every count leaves unchanged). */
uint64_t histogram_percentile(const uint64_t *counts, double pct);
uint64_t histogram_total(const uint64_t *counts);

/* Prints the text histogram (title optional) in the reference's layout. */
void histogram_print(const uint64_t *counts, int with_title);

#endif
