/* memory_seq.h: the sequential write and read loops, written once and
 * instantiated by memory_ops.c for each vector width: define SEQ_VEC (a
 * GCC vector of size_t), SEQ_NAME(x) (the functions' names) and SEQ_ATTR
 * (their target attribute), then include.
 * No include guard: it is meant to be included more than once. */

#define SEQ_WORDS ((int)(sizeof(SEQ_VEC) / sizeof(size_t)))
#define SEQ_STEP (4 * SEQ_WORDS)   /* words per loop iteration */

/* Word i gets words - i (the number of words left), as in 1.0.20. */
SEQ_ATTR static void SEQ_NAME(memory_seq_write)(size_t *buf, size_t words)
{
  if (words < (size_t)SEQ_STEP) {
    for (size_t i = 0; i < words; i++)
      buf[i] = words - i;
    return;
  }
  /* words is a power of two, so whole iterations cover the block. */
  SEQ_VEC *v = (SEQ_VEC *)buf;
  SEQ_VEC a, step;
  for (int k = 0; k < SEQ_WORDS; k++) {
    a[k] = words - (size_t)k;
    step[k] = (size_t)SEQ_STEP;
  }
  SEQ_VEC b = a - (size_t)SEQ_WORDS, c = b - (size_t)SEQ_WORDS, d = c - (size_t)SEQ_WORDS;
  for (size_t i = 0; i < words / (size_t)SEQ_WORDS; i += 4) {
    v[i] = a;
    v[i + 1] = b;
    v[i + 2] = c;
    v[i + 3] = d;
    a -= step;
    b -= step;
    c -= step;
    d -= step;
  }
}

/* Loads every word; four accumulators, so that consecutive loads do not
 * wait for each other. */
SEQ_ATTR static void SEQ_NAME(memory_seq_read)(size_t *buf, size_t words)
{
  if (words < (size_t)SEQ_STEP) {
    uint64_t acc = 0;
    for (size_t i = 0; i < words; i++)
      acc ^= ((volatile size_t *)buf)[i];
    memory_keep(acc);
    return;
  }
  const SEQ_VEC *v = (const SEQ_VEC *)buf;
  SEQ_VEC a = v[0], b = v[1], c = v[2], d = v[3];
  for (size_t i = 4; i < words / (size_t)SEQ_WORDS; i += 4) {
    a ^= v[i];
    b ^= v[i + 1];
    c ^= v[i + 2];
    d ^= v[i + 3];
  }
  a ^= b ^ c ^ d;
  uint64_t acc = 0;
  for (int k = 0; k < SEQ_WORDS; k++)
    acc ^= a[k];
  memory_keep(acc);
}

#undef SEQ_STEP
#undef SEQ_WORDS
