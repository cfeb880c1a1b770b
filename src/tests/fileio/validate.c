/* SPDX-License-Identifier: GPL-2.0-or-later */
/* validate.c: --validate. Every block written carries random bytes, their
 * CRC-32 and its own file offset; every block read is checked. A request
 * covers one or more blocks (merged requests): each block_size piece of it
 * is a block of its own, and the piece cut short by the end of the file
 * keeps its checksum inside the file. Also the table of requests in flight
 * that keeps two threads off the same block in writing modes. */
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "core/base/log.h"
#include "core/stats/rand.h"
#include "core/run/runner.h"

#define VALIDATE_TAIL 12   /* 4 bytes of CRC, 8 of offset */

static uint32_t crc_table[8][256];

/* Builds the CRC tables; called once before any thread uses them. */
void fileio_validate_init(void)
{
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++)
      c = c & 1 ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    crc_table[0][i] = c;
  }
  for (int t = 1; t < 8; t++)
    for (int i = 0; i < 256; i++)
      crc_table[t][i] = (crc_table[t - 1][i] >> 8) ^ crc_table[0][crc_table[t - 1][i] & 0xFF];
}

/* zlib's CRC-32, eight bytes at a time (slicing-by-8). */
static uint32_t crc32_buf(const unsigned char *p, size_t n)
{
  uint32_t c = 0xFFFFFFFFu;
  for (; n >= 8; n -= 8, p += 8) {
    uint32_t a, b;
    memcpy(&a, p, 4);
    memcpy(&b, p + 4, 4);
    a ^= c;
    c = crc_table[7][a & 0xFF] ^ crc_table[6][(a >> 8) & 0xFF] ^
        crc_table[5][(a >> 16) & 0xFF] ^ crc_table[4][a >> 24] ^
        crc_table[3][b & 0xFF] ^ crc_table[2][(b >> 8) & 0xFF] ^
        crc_table[1][(b >> 16) & 0xFF] ^ crc_table[0][b >> 24];
  }
  while (n--)
    c = crc_table[0][(c ^ *p++) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

static void validate_fill_block(char *b, uint64_t len, uint64_t off)
{
  uint64_t body = len - VALIDATE_TAIL;
  for (uint64_t i = 0; i < body; i += 8) {
    uint64_t r = rand_next(&rand_tls);
    memcpy(b + i, &r, body - i < 8 ? body - i : 8);
  }
  uint32_t crc = crc32_buf((const unsigned char *)b, body);
  memcpy(b + body, &crc, 4);
  memcpy(b + body + 4, &off, 8);
}

void fileio_validate_fill(const struct fileio_conf *c, char *buf, uint64_t size, uint64_t pos)
{
  uint64_t bs = c->block_size;
  for (uint64_t o = 0; o < size; o += bs) {
    uint64_t len = size - o < bs ? size - o : bs;
    if (len >= VALIDATE_TAIL)
      validate_fill_block(buf + o, len, pos + o);
  }
}

static int validate_block(const char *b, uint64_t len, uint64_t off, int file)
{
  uint64_t body = len - VALIDATE_TAIL, stored_off;
  uint32_t crc = crc32_buf((const unsigned char *)b, body), stored;
  memcpy(&stored, b + body, 4);
  memcpy(&stored_off, b + body + 4, 8);
  if (crc != stored) {
    log_fatal("Checksum mismatch in block with offset: %llu", (unsigned long long)off);
    log_fatal("    Calculated value: 0x%x    Stored value: 0x%x", crc, stored);
  } else if (stored_off != off) {
    log_fatal("Offset mismatch in block:");
    log_fatal("   Actual offset: %llu    Stored offset: %llu", (unsigned long long)off,
              (unsigned long long)stored_off);
  } else {
    return 0;
  }
  log_fatal("Validation failed on file %d, block offset %llu, exiting...", file,
            (unsigned long long)off);
  log_warning("--validate can only check files that were prepared, and since then "
              "written, with --validate");
  return -1;
}

int fileio_validate_check(const struct fileio_conf *c, const char *buf, uint64_t size,
                          uint64_t pos, int file)
{
  uint64_t bs = c->block_size;
  for (uint64_t o = 0; o < size; o += bs) {
    uint64_t len = size - o < bs ? size - o : bs;
    if (len >= VALIDATE_TAIL && validate_block(buf + o, len, pos + o, file))
      return -1;
  }
  return 0;
}

/* Requests in flight, depth slots per thread: 0 when free, else the global
 * offset of the request plus one. */
int fileio_busy_setup(struct fileio_run *r, int depth)
{
  r->busy_depth = depth;
  r->busy_entries = r->nthreads * depth;
  r->busy = calloc((size_t)r->busy_entries, sizeof(uint64_t));
  return r->busy ? 0 : -1;
}

void fileio_busy_free(struct fileio_run *r)
{
  free(r->busy);
  r->busy = NULL;
  r->busy_entries = 0;
}

uint64_t *fileio_busy_slots(const struct fileio_run *r, int thread)
{
  return r->busy ? r->busy + (size_t)thread * (size_t)r->busy_depth : NULL;
}

/* Publishes the request, then looks for the same block elsewhere. The
 * sequentially consistent store and loads mean that of two threads
 * claiming one block at once, at least one sees the other and backs off;
 * release on freeing a slot and acquire on reading one order the block's
 * data (an mmap copy) between its users on weakly ordered CPUs too. */
bool fileio_busy_claim(struct fileio_thread *t, int slot, const struct fileio_req *r)
{
  const struct fileio_run *run = t->run;
  uint64_t key = (uint64_t)r->file * run->conf->file_size + r->pos + 1;
  uint64_t *mine = &t->busy[slot];
  __atomic_store_n(mine, key, __ATOMIC_SEQ_CST);
  for (int i = 0; i < run->busy_entries; i++)
    if (&run->busy[i] != mine && __atomic_load_n(&run->busy[i], __ATOMIC_SEQ_CST) == key) {
      __atomic_store_n(mine, 0, __ATOMIC_RELAXED);
      return false;
    }
  return true;
}

void fileio_busy_release(struct fileio_thread *t, int slot)
{
  __atomic_store_n(&t->busy[slot], 0, __ATOMIC_RELEASE);
}

/* Waits for a busy block's user: this thread's own request in flight
 * (asynchronous mode: reaping frees it) or another thread's. SB_EVENT_OK
 * to try again, SB_EVENT_STOP when the run is stopping, SB_EVENT_ERROR
 * when a reaped request failed. */
int fileio_busy_wait(struct fileio_thread *t)
{
  if (runner_stopping(t->w))
    return SB_EVENT_STOP;
  return fileio_queue_wait(t) ? SB_EVENT_ERROR : SB_EVENT_OK;
}
