/* io_aio.c: async mode on libaio. Each worker has its own kernel AIO
 * context and up to --file-async-backlog requests in flight, each with its
 * own page-aligned buffer. An event submits one request and returns
 * SB_EVENT_PENDING; the request is recorded (latency from submission to
 * completion) when it is reaped. Each event first takes whatever has
 * completed from the kernel's completion ring, in user space; the thread
 * blocks in io_getevents only when its backlog is full, and at the end to
 * drain. fsyncs stay synchronous, as in the reference. */
#include <errno.h>
#include <libaio.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include <ck_pr.h>

#include "fileio.h"
#include "log.h"
#include "runner.h"
#include "timer.h"

struct aio_slot {
  struct iocb cb;
  struct fileio_req req;
  uint64_t submitted;
  int index;
};

struct fileio_aio {
  io_context_t ctx;
  int depth, inflight, nfree;
  int *free;                  /* stack of free slot indexes */
  struct aio_slot *slots;
  struct io_event *events;
  char *bufs;                 /* nbufs × stride bytes */
  size_t stride;
  int nbufs;                  /* depth with --validate, else 1 */
};

static io_context_t *aio_ctxs;
static int aio_nctxs;

/* One context per thread, created before the run header like the
 * reference's io_queue_init calls. */
int fileio_aio_setup(int nthreads)
{
  aio_ctxs = calloc((size_t)nthreads, sizeof(*aio_ctxs));
  if (aio_ctxs == NULL) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  for (aio_nctxs = 0; aio_nctxs < nthreads; aio_nctxs++) {
    int rc = io_setup(fileio_conf.backlog, &aio_ctxs[aio_nctxs]);
    if (rc < 0) {
      errno = -rc;
      log_errno(LOG_FATAL, "io_queue_init() failed!");
      if (rc == -EAGAIN)
        log_fatal("--threads times --file-async-backlog exceeds the system's limit of requests "
                  "in flight (/proc/sys/fs/aio-max-nr)");
      else if (rc == -ENOSYS)
        log_fatal("No kernel AIO here: io_setup is not implemented (a kernel built without "
                  "AIO, or qemu-user). Use --file-io-mode=sync");
      else if (rc == -EPERM)
        log_fatal("No kernel AIO here: io_setup is not permitted (a container's seccomp "
                  "policy may forbid it). Use --file-io-mode=sync");
      fileio_aio_destroy();
      return -1;
    }
  }
  return 0;
}

void fileio_aio_destroy(void)
{
  for (int i = 0; i < aio_nctxs; i++)
    io_destroy(aio_ctxs[i]);
  free(aio_ctxs);
  aio_ctxs = NULL;
  aio_nctxs = 0;
}

int fileio_aio_thread_init(struct fileio_thread *t)
{
  const struct fileio_conf *c = &fileio_conf;
  struct fileio_aio *a = calloc(1, sizeof(*a));
  t->aio = a;
  if (a == NULL)
    goto fail;
  a->ctx = aio_ctxs[t->w->id];
  a->depth = c->backlog;
  a->stride = (c->request_size + 4095) & ~(size_t)4095;
  a->nbufs = c->validate ? a->depth : 1;
  a->free = calloc((size_t)a->depth, sizeof(int));
  a->slots = calloc((size_t)a->depth, sizeof(struct aio_slot));
  a->events = calloc((size_t)a->depth, sizeof(struct io_event));
  if (!a->free || !a->slots || !a->events || (size_t)a->nbufs > SIZE_MAX / a->stride ||
      posix_memalign((void **)&a->bufs, 4096, a->stride * (size_t)a->nbufs))
    goto fail;
  memset(a->bufs, 0, a->stride * (size_t)a->nbufs);
  for (int i = 0; i < a->depth; i++) {
    a->slots[i].index = i;
    a->free[i] = a->depth - 1 - i;
  }
  a->nfree = a->depth;
  t->busy = fileio_busy_slots(t->w->id, a->depth);
  return 0;
fail:
  log_fatal("Failed to allocate a memory buffer");
  return -1;
}

void fileio_aio_thread_free(struct fileio_thread *t)
{
  struct fileio_aio *a = t->aio;
  if (a == NULL)
    return;
  free(a->free);
  free(a->slots);
  free(a->events);
  free(a->bufs);
  free(a);
  t->aio = NULL;
}

/* Without --validate nobody looks at the data: like the reference, every
 * request in flight uses the same buffer, which keeps the memory the
 * device writes to small and hot. --validate needs one per request. */
static char *aio_buf(struct fileio_aio *a, const struct aio_slot *s)
{
  return a->bufs + a->stride * (size_t)(a->nbufs > 1 ? s->index : 0);
}

/* Gives a slot back: its block to other requests (--validate), itself to
 * the free stack. */
static void aio_slot_put(struct fileio_thread *t, const struct aio_slot *s)
{
  if (t->busy)
    fileio_busy_release(t, s->index);
  t->aio->free[t->aio->nfree++] = s->index;
}

/* A completed request: checked, counted, recorded. */
static int aio_complete(struct fileio_thread *t, struct aio_slot *s, long res, uint64_t now)
{
  struct fileio_aio *a = t->aio;
  const struct fileio_req *r = &s->req;
  bool read = r->op == FILEIO_READ;
  if (__builtin_expect(res != (long)r->size, 0)) {
    char name[32];
    fileio_file_name(name, sizeof(name), r->file);
    if (res < 0) {
      errno = (int)-res;
      log_errno(LOG_FATAL, "Asynchronous %s failed! file: %s pos: %llu",
                read ? "read" : "write", name, (unsigned long long)r->pos);
      fileio_hint_direct((int)-res, false);
    } else {
      log_fatal("Asynchronous %s failed! file: %s pos: %llu: %ld of %llu bytes transferred "
                "(was the file truncated since prepare?)", read ? "read" : "write", name,
                (unsigned long long)r->pos, res, (unsigned long long)r->size);
    }
    return -1;
  }
  if (read && fileio_conf.validate &&
      fileio_validate_check(aio_buf(a, s), r->size, r->pos, r->file))
    return -1;
  struct stats *st = t->w->stats;
  if (!read && fileio_conf.fsync_all) {
    /* After the write completed: an fsync before that would not cover it. */
    if (fileio_fsync_file(r->file))
      return -1;
    stats_inc(st, STATS_OTHER, 1);
    now = timer_now();
  }
  stats_inc(st, read ? STATS_READ : STATS_WRITE, 1);
  stats_inc(st, read ? STATS_BYTES_READ : STATS_BYTES_WRITTEN, r->size);
  runner_record(t->w, now - s->submitted);
  aio_slot_put(t, s);
  return 0;
}

/* Counts and records a batch of completions taken from the kernel. */
static int aio_complete_batch(struct fileio_thread *t, int n)
{
  struct fileio_aio *a = t->aio;
  uint64_t now = timer_now();
  a->inflight -= n;
  /* After a failure the run ends: the rest of the batch is not counted. */
  for (int i = 0; i < n; i++)
    if (aio_complete(t, a->events[i].data, (long)a->events[i].res, now))
      return -1;
  return 0;
}

/* Waits for at least min_nr completions (none in flight: just yields). */
int fileio_aio_reap(struct fileio_thread *t, int min_nr)
{
  struct fileio_aio *a = t->aio;
  if (a->inflight == 0) {
    sched_yield();
    return 0;
  }
  if (min_nr > a->inflight)
    min_nr = a->inflight;
  int n;
  do
    n = io_getevents(a->ctx, min_nr, a->depth, a->events, NULL);
  while (n == -EINTR);
  if (n < 0) {
    errno = -n;
    log_errno(LOG_FATAL, "io_getevents() failed!");
    return -1;
  }
  return aio_complete_batch(t, n);
}

int fileio_aio_drain(struct fileio_thread *t)
{
  while (t->aio && t->aio->inflight > 0)
    if (fileio_aio_reap(t, t->aio->inflight))
      return -1;
  return 0;
}

/* The kernel's completion ring, mapped at the context's address: the
 * layout fio's userspace_reap option relies on too. The kernel appends at
 * tail; whoever reaps advances head, which frees the slots. */
struct aio_ring {
  unsigned id, nr, head, tail, magic, compat_features, incompat_features, header_length;
  struct io_event events[];
};
#define AIO_RING_MAGIC 0xa10a10a1u

/* Takes the completions already in the ring without a system call (each
 * worker is the only reaper of its context), so freed slots are refilled
 * at once and the device's queue stays full, as under fio. */
static int aio_reap_ring(struct fileio_thread *t)
{
  struct fileio_aio *a = t->aio;
  struct aio_ring *r = (struct aio_ring *)a->ctx;
  if (r->magic != AIO_RING_MAGIC)
    return 0;   /* unknown layout: reap with io_getevents when full */
  unsigned head = ck_pr_load_uint(&r->head), tail = ck_pr_load_uint(&r->tail);
  if (head >= r->nr || tail >= r->nr)
    return 0;
  ck_pr_fence_load();   /* the events before the tail that published them */
  int n = 0;
  while (head != tail && n < a->depth) {
    a->events[n++] = r->events[head];
    head = head + 1 == r->nr ? 0 : head + 1;
  }
  if (n == 0)
    return 0;
  ck_pr_fence_release();   /* copied before the kernel may reuse the slots */
  ck_pr_store_uint(&r->head, head);
  return aio_complete_batch(t, n);
}

int fileio_aio_event(struct fileio_thread *t)
{
  struct fileio_aio *a = t->aio;
  bool waited = false;
  if (a->inflight && aio_reap_ring(t))
    return SB_EVENT_ERROR;
  if (a->nfree == 0) {
    if (fileio_aio_reap(t, 1))
      return SB_EVENT_ERROR;
    waited = true;
  }
  /* Off the free stack first: drawing the request may reap (--validate
   * waits for busy blocks), which pushes other slots onto it. */
  struct aio_slot *s = &a->slots[a->free[--a->nfree]];
  struct fileio_req *r = &s->req;
  int rc = fileio_gen_next(t, r, s->index);
  if (rc != SB_EVENT_OK) {
    aio_slot_put(t, s);
    return rc;
  }
  if (__builtin_expect(fileio_conf.debug, 0))
    fileio_log_request(r);
  if (r->op == FILEIO_FSYNC) {
    aio_slot_put(t, s);
    if (fileio_fsync_file(r->file))
      return SB_EVENT_ERROR;
    stats_inc(t->w->stats, STATS_OTHER, 1);
    return SB_EVENT_OK;
  }
  char *buf = aio_buf(a, s);
  int fd = fileio_files[r->file].fd;
  if (r->op == FILEIO_READ) {
    io_prep_pread(&s->cb, fd, buf, r->size, (long long)r->pos);
  } else {
    if (fileio_conf.validate)
      fileio_validate_fill(buf, r->size, r->pos);
    io_prep_pwrite(&s->cb, fd, buf, r->size, (long long)r->pos);
  }
  s->cb.data = s;
  s->submitted = waited || fileio_conf.validate ? timer_now() : t->w->started;
  struct iocb *cbp = &s->cb;
  rc = io_submit(a->ctx, 1, &cbp);
  if (rc != 1) {
    aio_slot_put(t, s);
    errno = rc < 0 ? -rc : EAGAIN;
    log_errno(LOG_FATAL, "io_submit() failed!");
    return SB_EVENT_ERROR;
  }
  a->inflight++;
  return SB_EVENT_PENDING;
}
