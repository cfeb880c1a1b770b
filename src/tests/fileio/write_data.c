/* SPDX-License-Identifier: GPL-2.0-or-later */
/* write_data.c: --file-write-data, what writes and prepare put in the
 * files. zero (the default, as the reference: figures stay comparable)
 * writes the thread's zeroed buffer. random and compress:P give each
 * thread a pool of at least 4 MiB, filled before the clock starts, and
 * each write takes its data from a different offset of it: a block written
 * over and over would be caught by a compressing or deduplicating file
 * system, and the figure would measure that instead of the device.
 * compress:P makes the first P% of every 4 KiB zeros, so a compressing
 * file system stores about 100-P% of what is written. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio.h"
#include "core/base/log.h"
#include "plugin/options.h"
#include "core/stats/rand.h"
#include "core/base/timer.h"

#define POOL_MIN (4u << 20)
/* Room for the start of each lap (fileio_pool_next). */
#define POOL_LAPS (1u << 20)

int fileio_write_data_read(enum sb_command cmd, struct fileio_conf *c)
{
  const char *v = c->write_data_text;
  int pct = -1, end = 0;
  if (v == NULL || strcmp(v, "zero") == 0) {
    c->write_data = FILEIO_WDATA_ZERO;
  } else if (strcmp(v, "random") == 0) {
    c->write_data = FILEIO_WDATA_RANDOM;
  } else if (sscanf(v, "compress:%d%n", &pct, &end) == 1 && v[end] == '\0' && pct >= 0 &&
             pct <= 100 && strspn(v + 9, "0123456789") == strlen(v + 9)) {
    c->write_data = FILEIO_WDATA_COMPRESS;
    c->zero_pct = pct;
  } else {
    log_fatal("Invalid value for file-write-data: %s (zero, random, or compress:P with P "
              "from 0 to 100)", v);
    return -1;
  }
  if (c->write_data != FILEIO_WDATA_ZERO && c->validate && cmd != CMD_CLEANUP) {
    log_fatal("--file-write-data=%s cannot be used with --validate, which writes its own "
              "checked data", v);
    return -1;
  }
  return 0;
}

const char *fileio_write_data_str(const struct fileio_conf *c, char *buf, size_t len)
{
  if (c->write_data == FILEIO_WDATA_COMPRESS) {
    snprintf(buf, len, "compress:%d", c->zero_pct);
    return buf;
  }
  return c->write_data == FILEIO_WDATA_RANDOM ? "random" : "zero";
}

/* P% zeros at the start of each 4 KiB, random bytes after them. */
static void pool_fill(char *p, size_t size, int zero_pct, struct rand_state *rng)
{
  size_t zeros = (size_t)zero_pct * 4096 / 100;
  for (size_t at = 0; at < size; at += 4096) {
    memset(p + at, 0, zeros);
    for (size_t o = zeros; o < 4096; o += 8) {
      uint64_t r = rand_next(rng);
      memcpy(p + at + o, &r, 4096 - o < 8 ? 4096 - o : 8);
    }
  }
}

int fileio_pool_init(const struct fileio_conf *c, struct fileio_pool *p, uint64_t seed)
{
  memset(p, 0, sizeof(*p));
  if (c->write_data == FILEIO_WDATA_ZERO)
    return 0;
  size_t request = (size_t)((c->request_size + 4095) & ~(uint64_t)4095);
  p->size = POOL_MIN + POOL_LAPS + request;
  if (posix_memalign((void **)&p->data, 4096, p->size)) {
    p->data = NULL;
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  /* A generator of its own: the thread's one draws the requests, and
   * --rand-seed streams must not depend on this option. Seeded from the
   * clock, so that no two runs (nor prepare and run) write equal blocks. */
  uint64_t x = timer_now() ^ (seed + 1) * 0x9E3779B97F4A7C15ull;
  struct rand_state rng = { { x | 1, rand_rotl(x, 32) ^ 0xD1B54A32D192ED03ull } };
  pool_fill(p->data, p->size, c->write_data == FILEIO_WDATA_COMPRESS ? c->zero_pct : 0, &rng);
  return 0;
}

void fileio_pool_free(struct fileio_pool *p)
{
  free(p->data);
  memset(p, 0, sizeof(*p));
}
