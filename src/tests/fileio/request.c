/* SPDX-License-Identifier: GPL-2.0-or-later */
/* request.c: what each event does. The reference serialises its generator
 * with a global mutex; here one atomic ticket numbers the global sequence
 * of requests and fsyncs instead, so the hot path takes no lock:
 *
 *   - with periodic fsync in a writing mode the sequence is periods of
 *     fsync_freq requests, each followed by a series of file_num fsyncs
 *     (one per file), exactly the reference's order; rndrw skips a series
 *     when its period generated no write (the reference's dirty flag);
 *   - sequential request k is block k of the endless cycle over the files;
 *   - random requests draw their offset from the thread's own generator and
 *     need no ticket unless fsyncs are scheduled. */
#include <ck_pr.h>

#include "fileio.h"
#include "core/stats/rand.h"
#include "core/run/runner.h"

void fileio_gen_init(struct fileio_gen *g, const struct fileio_conf *c)
{
  g->ticket = 0;
  g->sequential = c->mode <= FILEIO_SEQRD;
  g->rw_mixed = c->mode == FILEIO_RNDRW;
  g->freq = (uint64_t)c->fsync_freq;
  g->period = c->fsync_freq > 0 && fileio_mode_writes(c) ? g->freq + (uint64_t)c->num : 0;
  g->per_file = (c->file_size + c->request_size - 1) / c->request_size;
  g->ticketed = g->sequential || g->period;
  for (int i = 0; i < FILEIO_DIRTY_RING; i++)
    g->dirty[i] = 0;
}

static void gen_sequential(const struct fileio_gen *g, const struct fileio_conf *c,
                           struct fileio_req *r, uint64_t k)
{
  uint64_t idx = k % g->per_file;
  r->file = (int)(k / g->per_file % (uint64_t)c->num);
  r->pos = idx * c->request_size;
  r->size = c->file_size - r->pos < c->request_size ? c->file_size - r->pos : c->request_size;
  r->op = c->mode == FILEIO_SEQRD ? FILEIO_READ : FILEIO_WRITE;
}

/* The reference's rndrw rule, on this thread's completed operations (the
 * 1.1 rule): read while (reads + 1) / (writes + 1) < ratio. */
static enum fileio_op gen_random_op(struct fileio_thread *t)
{
  const struct fileio_conf *c = t->run->conf;
  if (c->mode == FILEIO_RNDRD)
    return FILEIO_READ;
  if (c->mode == FILEIO_RNDWR)
    return FILEIO_WRITE;
  const uint64_t *cnt = t->w->stats->cnt;
  double ratio = (double)(cnt[STATS_READ] + 1) / (double)(cnt[STATS_WRITE] + 1);
  return ratio < c->rw_ratio ? FILEIO_READ : FILEIO_WRITE;
}

/* A uniform draw over the global address space of all files picks the
 * file; the offset is aligned to a block inside that file. The reference
 * aligns in the global space instead, which is the same when the file size
 * is a multiple of the block size, and otherwise starts requests between
 * the blocks prepare wrote (--validate then fails, O_DIRECT refuses them).
 * When the total is not a multiple of file_num, the draw can land past the
 * last file (the reference then reads past its fd array): draw again. */
static void gen_random_pos(const struct fileio_conf *c, struct fileio_req *r)
{
  uint64_t p, file;
  do {
    p = (uint64_t)(rand_double(&rand_tls) * (double)c->total_size);
    file = p / c->file_size;
  } while (file >= (uint64_t)c->num);
  r->file = (int)file;
  r->pos = p - file * c->file_size;
  r->pos -= r->pos % c->block_size;
  r->size = c->file_size - r->pos < c->block_size ? c->file_size - r->pos : c->block_size;
}

/* Takes the next ticket: a request index, or (as a negative file number
 * minus one) an fsync of that file. */
static int64_t gen_ticket(struct fileio_gen *g)
{
  for (;;) {
    uint64_t t = ck_pr_faa_64(&g->ticket, 1);
    if (!g->period)
      return (int64_t)t;
    uint64_t p = t / g->period, slot = t % g->period;
    if (slot < g->freq)
      return (int64_t)(p * g->freq + slot);
    if (!g->rw_mixed || ck_pr_load_64(&g->dirty[p % FILEIO_DIRTY_RING]) == p + 1)
      return -(int64_t)(slot - g->freq) - 1;
  }
}

/* rndrw: period p (of the request k) generated a write. */
static void gen_mark_dirty(struct fileio_gen *g, uint64_t k)
{
  uint64_t p = k / g->freq;
  uint64_t *d = &g->dirty[p % FILEIO_DIRTY_RING];
  if (ck_pr_load_64(d) != p + 1)
    ck_pr_store_64(d, p + 1);
}

/* Draws the request (or fsync) of one event. With t->busy (--validate in
 * a writing mode) no two requests work on the same block at once: while
 * the block is busy the thread waits (in async mode it reaps its own
 * completions, which may be what holds the block), then a random request
 * is drawn again and a sequential one retried. SB_EVENT_STOP when the run
 * stopped while waiting, SB_EVENT_ERROR when a reaped request failed. */
int fileio_gen_next(struct fileio_thread *t, struct fileio_req *r, int slot)
{
  struct fileio_gen *g = &t->run->gen;
  const struct fileio_conf *c = t->run->conf;
  int64_t k = g->ticketed ? gen_ticket(g) : 0;
  if (k < 0) {
    r->op = FILEIO_FSYNC;
    r->file = (int)(-k - 1);
    r->pos = r->size = 0;
    return SB_EVENT_OK;
  }
  for (;;) {
    if (g->sequential) {
      gen_sequential(g, c, r, (uint64_t)k);
    } else {
      r->op = gen_random_op(t);
      gen_random_pos(c, r);
      if (g->rw_mixed && g->period && r->op == FILEIO_WRITE)
        gen_mark_dirty(g, (uint64_t)k);
    }
    if (__builtin_expect(t->busy == NULL, 1) || fileio_busy_claim(t, slot, r))
      return SB_EVENT_OK;
    int rc = fileio_busy_wait(t);
    if (rc != SB_EVENT_OK)
      return rc;
  }
}
