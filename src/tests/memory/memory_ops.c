/* memory_ops.c: what one memory event does to its block, for each
 * operation and access mode. The words touched and the values stored are
 * those of sysbench 1.0.20, so figures stay comparable; the sequential
 * loops move 16 or 32 bytes per instruction (GCC vector extensions), so at
 * cache-resident block sizes the figure is more the cache's speed than the
 * loop's. */
#include "memory.h"

#include <stdint.h>

#include "rand.h"

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

/* 16-byte vectors: the width every 64-bit target has natively (SSE2,
 * NEON). Wider generic vectors would be split through the stack. */
typedef size_t memory_v16 __attribute__((vector_size(16)));
#define SEQ_VEC memory_v16
#define SEQ_NAME(x) x##_v16
#define SEQ_ATTR MEMORY_RACY
#include "memory_seq.h"
#undef SEQ_VEC
#undef SEQ_NAME
#undef SEQ_ATTR

#if defined(__x86_64__) && defined(__GNUC__)
/* 32-byte vectors where the CPU has AVX2 (chosen at run time): up to 1.5
 * times the 16-byte loops' speed on cache-resident blocks. */
typedef size_t memory_v32 __attribute__((vector_size(32)));
#define SEQ_VEC memory_v32
#define SEQ_NAME(x) x##_v32
#define SEQ_ATTR MEMORY_RACY __attribute__((target("avx2")))
#include "memory_seq.h"
#undef SEQ_VEC
#undef SEQ_NAME
#undef SEQ_ATTR
#define MEMORY_HAVE_V32 1
#endif

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
    [MEMORY_WRITE] = { memory_seq_write_v16, memory_rnd_write },
    [MEMORY_READ] = { memory_seq_read_v16, memory_rnd_read },
    [MEMORY_NONE] = { memory_seq_none, memory_rnd_none },
  };
#ifdef MEMORY_HAVE_V32
  if (mode == MEMORY_SEQ && oper != MEMORY_NONE && __builtin_cpu_supports("avx2"))
    return oper == MEMORY_WRITE ? memory_seq_write_v32 : memory_seq_read_v32;
#endif
  return ops[oper][mode];
}
