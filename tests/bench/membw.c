/* SPDX-License-Identifier: GPL-2.0-or-later */
/* membw.c: the machine's plain memset and memcpy bandwidth on a block of
 * the given size, repeated for the given seconds (the memory bench's
 * yardstick). Usage: membw BYTES SECONDS; prints "memset MIB_S" and
 * "memcpy MIB_S" (bytes copied, not read plus written). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Calls through a volatile pointer, so the compiler cannot inline and
 * drop the copies as dead stores. */
static void *(*volatile set_fn)(void *, int, size_t) = memset;
static void *(*volatile cpy_fn)(void *, const void *, size_t) = memcpy;

int main(int argc, char **argv)
{
  if (argc != 3) {
    fprintf(stderr, "usage: membw BYTES SECONDS\n");
    return 1;
  }
  size_t size = strtoull(argv[1], NULL, 10);
  double secs = atof(argv[2]);
  char *a = aligned_alloc(4096, (size + 4095) / 4096 * 4096);
  char *b = aligned_alloc(4096, (size + 4095) / 4096 * 4096);
  if (!a || !b || size == 0)
    return 1;
  memset(a, 1, size);
  memset(b, 2, size);
  for (int kind = 0; kind < 2; kind++) {
    uint64_t n = 0;
    double t0 = now(), t;
    do {
      for (int i = 0; i < 64; i++, n++) {
        if (kind == 0)
          set_fn(a, (int)n, size);
        else
          cpy_fn(b, a, size);
      }
      t = now() - t0;
    } while (t < secs);
    printf("%s %.2f\n", kind == 0 ? "memset" : "memcpy", (double)n * size / 1048576.0 / t);
  }
  free(a);
  free(b);
  return 0;
}
