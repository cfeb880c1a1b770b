/* SPDX-License-Identifier: GPL-2.0-or-later */
/* completion.c: the path every request takes, whatever the engine. An
 * event takes a free slot of the thread's queue, draws the request into
 * it, gives it its data (--validate's checked blocks, --file-write-data's
 * pool, or the slot's buffer) and hands it to the engine. A synchronous
 * engine has moved the bytes when it returns; a queued one completes the
 * request later, when it is reaped, and the event is recorded then
 * (latency from submission to completion). Either way fileio_complete
 * checks the result, validates what was read, fsyncs after a write with
 * --file-fsync-all, counts it and frees the slot. fsync requests are
 * synchronous in every engine, as in the reference. */
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine.h"
#include "core/base/log.h"
#include "core/run/runner.h"
#include "core/base/timer.h"

void fileio_log_request(const struct fileio_req *r)
{
  log_debug("Executing request, operation: %d, file_id: %d, pos: %llu, size: %llu", r->op,
            r->file, (unsigned long long)r->pos, (unsigned long long)r->size);
}

int fileio_fsync_checked(const struct fileio_conf *c, int rc, int i)
{
  if (rc == 0)
    return 0;
  char name[FILEIO_NAME_MAX];
  fileio_file_name(c, name, sizeof(name), i);
  log_errno(LOG_FATAL, "Failed to fsync file! file: %s", name);
  return -1;
}

int fileio_fsync_fd(const struct fileio_run *r, int i)
{
  int fd = r->files[i].fd;
  return fileio_fsync_checked(r->conf, r->conf->fdatasync ? fdatasync(fd) : fsync(fd), i);
}

int fileio_queue_init(struct fileio_thread *t, int depth, bool per_slot_buffers)
{
  const struct fileio_conf *c = t->run->conf;
  struct fileio_queue *q = calloc(1, sizeof(*q));
  t->q = q;
  if (q == NULL)
    goto fail;
  q->depth = depth;
  q->stride = (c->request_size + 4095) & ~(size_t)4095;
  q->nbufs = per_slot_buffers ? depth : 1;
  q->free = calloc((size_t)depth, sizeof(int));
  q->slots = calloc((size_t)depth, sizeof(struct fileio_slot));
  /* Page-aligned for O_DIRECT; zeroed, as the reference's. */
  if (!q->free || !q->slots || (size_t)q->nbufs > SIZE_MAX / q->stride ||
      posix_memalign((void **)&q->bufs, 4096, q->stride * (size_t)q->nbufs)) {
    q->bufs = NULL;
    goto fail;
  }
  memset(q->bufs, 0, q->stride * (size_t)q->nbufs);
  for (int i = 0; i < depth; i++) {
    q->slots[i].index = i;
    q->slots[i].buf = q->bufs + q->stride * (size_t)(q->nbufs > 1 ? i : 0);
    q->free[i] = depth - 1 - i;
  }
  q->nfree = depth;
  return 0;
fail:
  log_fatal("Failed to allocate a memory buffer");
  return -1;
}

void fileio_queue_free(struct fileio_thread *t)
{
  struct fileio_queue *q = t->q;
  if (q == NULL)
    return;
  free(q->free);
  free(q->slots);
  free(q->bufs);
  free(q);
  t->q = NULL;
}

/* Gives a slot back: its block to other requests (--validate), itself to
 * the free stack. */
static void slot_put(struct fileio_thread *t, const struct fileio_slot *s)
{
  if (t->busy)
    fileio_busy_release(t, s->index);
  t->q->free[t->q->nfree++] = s->index;
}

/* A read or write that did not move the request's bytes, in the words of
 * the reference's synchronous or asynchronous mode. */
/* A write to a mapping that faulted inside the file (SIGBUS, the file not
 * shorter): the kernel could not store the pages, as a full file system
 * does; written again with pwrite, the bytes get the error by its name. */
static bool complete_map_refused(int fd, const char *head, const char *name,
                                 const struct fileio_slot *s)
{
  const struct fileio_req *r = &s->req;
  struct stat st;
  if (r->op != FILEIO_WRITE || fstat(fd, &st) || (uint64_t)st.st_size < r->pos + r->size)
    return false;
  int err = fileio_write_errno(fd, s->data, r->pos, r->size);
  errno = err;
  if (err)
    log_errno(LOG_FATAL, "%s file: %s pos: %llu: the kernel could not store the mapped pages",
              head, name, (unsigned long long)r->pos);
  else
    log_fatal("%s file: %s pos: %llu: the kernel could not store the mapped pages (SIGBUS)",
              head, name, (unsigned long long)r->pos);
  return true;
}

static void complete_failed(const struct fileio_thread *t, const struct fileio_slot *s,
                            int64_t res)
{
  const struct fileio_req *r = &s->req;
  int fd = t->run->files[r->file].fd;
  const struct fileio_conf *c = t->run->conf;
  const char *what = r->op == FILEIO_READ ? "read" : "write";
  char name[FILEIO_NAME_MAX], head[96];
  fileio_file_name(c, name, sizeof(name), r->file);
  if (c->engine->queued)
    snprintf(head, sizeof(head), "Asynchronous %s failed!", what);
  else
    snprintf(head, sizeof(head), "Failed to %s file!", what);
  if (res == FILEIO_RES_SHRUNK && complete_map_refused(fd, head, name, s)) {
    return;
  } else if (res == FILEIO_RES_SHRUNK) {
    log_fatal("%s file: %s pos: %llu: the file is shorter than when the run started "
              "(truncated under the run?)", head, name, (unsigned long long)r->pos);
  } else if (res < 0) {
    errno = (int)-res;
    log_errno(LOG_FATAL, "%s file: %s pos: %llu", head, name, (unsigned long long)r->pos);
    fileio_hint_direct(c, (int)-res, false);
    if (res == -EOPNOTSUPP && c->uring_iopoll)
      log_fatal("--file-uring-iopoll needs a device that completes polled requests (one "
                "with poll queues, as NVMe's poll_queues gives): this file's has none");
  } else {
    char why[160];
    log_fatal("%s file: %s pos: %llu: %lld of %llu bytes transferred%s", head, name,
              (unsigned long long)r->pos, (long long)res, (unsigned long long)r->size,
              fileio_short_cause(fd, r->op == FILEIO_WRITE ? s->data : NULL, r->pos, r->size,
                                 res, why, sizeof(why)));
  }
}

/* After a failure the run ends: the thread completes nothing more (a
 * batch's other completions, and those the drain waits for, are neither
 * checked nor counted). */
static int queue_fail(struct fileio_thread *t)
{
  t->q->failed = true;
  return -1;
}

int fileio_complete(struct fileio_thread *t, struct fileio_slot *s, int64_t res, uint64_t now)
{
  const struct fileio_run *run = t->run;
  const struct fileio_conf *c = run->conf;
  const struct fileio_req *r = &s->req;
  bool read = r->op == FILEIO_READ, queued = c->engine->queued;
  if (queued)
    t->q->inflight--;
  if (__builtin_expect(t->q->failed, 0))
    return -1;
  if (__builtin_expect(res != (int64_t)r->size, 0)) {
    complete_failed(t, s, res);
    return queue_fail(t);
  }
  if (read && c->validate && fileio_validate_check(c, s->data, r->size, r->pos, r->file))
    return queue_fail(t);
  struct stats *st = t->w->stats;
  if (!read && c->fsync_all) {
    /* After the write completed: an fsync before that would not cover it. */
    if (c->engine->fsync(run, r->file))
      return queue_fail(t);
    stats_inc(st, STATS_OTHER, 1);
    now = queued ? timer_now() : now;
  }
  stats_inc(st, read ? STATS_READ : STATS_WRITE, 1);
  stats_inc(st, read ? STATS_BYTES_READ : STATS_BYTES_WRITTEN, r->size);
  if (queued)
    runner_record(t->w, now - s->submitted);
  slot_put(t, s);
  return 0;
}

/* An fsync request: after the writes queued so far have gone out. */
static int event_fsync(struct fileio_thread *t, const struct fileio_slot *s)
{
  const struct fileio_engine *e = t->run->conf->engine;
  int file = s->req.file;
  slot_put(t, s);
  if ((e->commit && e->commit(t)) || e->fsync(t->run, file)) {
    queue_fail(t);
    return SB_EVENT_ERROR;
  }
  stats_inc(t->w->stats, STATS_OTHER, 1);
  return SB_EVENT_OK;
}

int fileio_event_run(struct fileio_thread *t)
{
  const struct fileio_conf *c = t->run->conf;
  const struct fileio_engine *e = c->engine;
  struct fileio_queue *q = t->q;
  bool waited = false;
  if (e->queued) {
    /* What has completed already frees slots, so the device's queue stays
     * full; a thread whose slots are all taken waits for one. */
    if (q->inflight && e->reap(t, 0))
      return SB_EVENT_ERROR;
    if (q->nfree == 0) {
      if (e->reap(t, 1))
        return SB_EVENT_ERROR;
      waited = true;
    }
  }
  /* Off the free stack first: drawing the request may reap (--validate
   * waits for busy blocks), which pushes other slots onto it. */
  struct fileio_slot *s = &q->slots[q->free[--q->nfree]];
  struct fileio_req *r = &s->req;
  int rc = fileio_gen_next(t, r, s->index);
  if (rc != SB_EVENT_OK) {
    slot_put(t, s);
    return rc;
  }
  if (__builtin_expect(c->debug, 0))
    fileio_log_request(r);
  if (r->op == FILEIO_FSYNC)
    return event_fsync(t, s);
  s->data = s->buf;
  s->region = FILEIO_REGION_QUEUE;
  if (r->op == FILEIO_WRITE) {
    if (c->validate) {
      fileio_validate_fill(c, s->buf, r->size, r->pos);
    } else if (t->pool.data) {
      s->data = fileio_pool_next(&t->pool, r->size);
      s->region = FILEIO_REGION_POOL;
    }
  }
  if (!e->queued)
    return fileio_complete(t, s, e->submit(t, s), 0) ? SB_EVENT_ERROR : SB_EVENT_OK;
  s->submitted = waited || c->validate ? timer_now() : t->w->started;
  if (e->submit(t, s)) {
    slot_put(t, s);
    queue_fail(t);
    return SB_EVENT_ERROR;
  }
  q->inflight++;
  if (q->commit_each && e->commit && e->commit(t)) {
    queue_fail(t);
    return SB_EVENT_ERROR;
  }
  return SB_EVENT_PENDING;
}

int fileio_queue_wait(struct fileio_thread *t)
{
  const struct fileio_engine *e = t->run->conf->engine;
  if (!e->queued || t->q->inflight == 0) {
    sched_yield();
    return 0;
  }
  return e->reap(t, 1);
}

int fileio_queue_drain(struct fileio_thread *t)
{
  const struct fileio_engine *e = t->run->conf->engine;
  struct fileio_queue *q = t->q;
  if (q == NULL)
    return 0;
  /* After a failure too: the completions are then neither checked nor
   * counted, but the requests end before the run does, so nothing of the
   * run (a buffer, a file) is still in the kernel's hands after it. */
  while (q->inflight > 0) {
    int before = q->inflight;
    /* A reap that failed without taking anything cannot be waited on. */
    if (e->reap(t, q->inflight) && (!q->failed || q->inflight == before))
      return -1;
  }
  return q->failed ? -1 : 0;
}
