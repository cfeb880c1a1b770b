/* SPDX-License-Identifier: GPL-2.0-or-later */
/* memory_ops.c: what one memory event does to its block, for each
 * operation and access mode: the words, values and one access per word of
 * sysbench 1.0.20, so figures stay comparable with it. */
#include "memory.h"

#include <stdint.h>

#include "core/stats/rand.h"

/* With --memory-scope=global every thread reads and writes the same block
 * at once, as in 1.0.20: those races are the test, not a bug, so the
 * thread sanitizer is told to leave these loops alone. */
#if defined(__SANITIZE_THREAD__)
#define MEMORY_RACY __attribute__((no_sanitize_thread))
#else
#define MEMORY_RACY
#endif

/* Keeps a value alive without storing it anywhere: loads whose results
 * feed it cannot be dropped as dead code. */
static inline void memory_keep(uint64_t v)
{
  __asm__ volatile("" : : "r"(v));
}

/* The block index of a uniform draw: (size_t)(u * words), as 1.0.20. The
 * signed conversion is one instruction; u * words < 2^63 always. */
static inline size_t memory_rnd_index(struct rand_state *st, size_t words)
{
  return (size_t)(int64_t)(rand_double(st) * (double)words);
}

/* One word per access, as in 1.0.20: no vectorising into wider accesses
 * (that would change the work per event), but unrolled as any compiler
 * would. */
#if defined(__clang__)
#define MEMORY_SCALAR
#define MEMORY_NO_VECTORIZE _Pragma("clang loop vectorize(disable) interleave(disable)")
#else
#define MEMORY_SCALAR __attribute__((optimize("no-tree-vectorize")))
#define MEMORY_NO_VECTORIZE
#endif

/* Each word gets the number of words left from it to the end, computed
 * as 1.0.20 computes it: a pointer difference (bytes, then a shift), so
 * each word costs what it costs there (an index counting down would save
 * the shift: a quarter fewer instructions per word). */
MEMORY_RACY MEMORY_SCALAR static void memory_seq_write(size_t *buf, size_t words)
{
  size_t *end = buf + words;
#pragma GCC unroll 8
  MEMORY_NO_VECTORIZE
  for (size_t *p = buf; p < end; p++)
    *p = (size_t)(end - p);
  __asm__ volatile("" : : "r"(buf) : "memory");
}

/* Loads every word; volatile keeps each load, and since nothing combines
 * their values, loads do not wait for one another. Eight words per step
 * of one pointer, as 1.0.20's compiled loop does (GCC's own unrolling
 * adds an instruction per step: 9% more per word). */
MEMORY_RACY static void memory_seq_read(size_t *buf, size_t words)
{
  const volatile size_t *p = buf, *last = buf + (words & ~(size_t)7), *end = buf + words;
  for (; p < last; p += 8) {
    (void)p[0], (void)p[1], (void)p[2], (void)p[3];
    (void)p[4], (void)p[5], (void)p[6], (void)p[7];
  }
  for (; p < end; p++)
    (void)*p;
}

/* No memory access: an empty step per word. */
static void memory_seq_none(size_t *buf, size_t words)
{
  (void)buf;
#pragma GCC unroll 8
  for (size_t i = 0; i < words; i++)
    __asm__ volatile("");
}

/* The generator state lives in a local while the loop runs: stores into
 * buf could otherwise alias it and force a reload per word. */
MEMORY_RACY static void memory_rnd_write(size_t *buf, size_t words)
{
  struct rand_state st = rand_tls;
  for (size_t i = 0; i < words; i++)
    buf[memory_rnd_index(&st, words)] = i * sizeof(size_t);
  rand_tls = st;
}

MEMORY_RACY static void memory_rnd_read(size_t *buf, size_t words)
{
  struct rand_state st = rand_tls;
  uint64_t acc = 0;
  for (size_t i = 0; i < words; i++)
    acc += buf[memory_rnd_index(&st, words)];
  rand_tls = st;
  memory_keep(acc);
}

/* Draws an index per word and discards it: as in 1.0.20 once compiled,
 * only the generator's advance remains of that work. */
static void memory_rnd_none(size_t *buf, size_t words)
{
  (void)buf;
  struct rand_state st = rand_tls;
  for (size_t i = 0; i < words; i++)
    rand_next(&st);
  rand_tls = st;
}

memory_op memory_op_get(enum memory_oper oper, enum memory_mode mode)
{
  static const memory_op ops[3][2] = {
    [MEMORY_WRITE] = { memory_seq_write, memory_rnd_write },
    [MEMORY_READ] = { memory_seq_read, memory_rnd_read },
    [MEMORY_NONE] = { memory_seq_none, memory_rnd_none },
  };
  return ops[oper][mode];
}
