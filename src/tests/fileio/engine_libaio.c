/* SPDX-License-Identifier: GPL-2.0-or-later */
/* engine_libaio.c: async mode on libaio. Each worker has its own kernel
 * AIO context, made per run and sized by --file-async-backlog; each
 * request is one io_submit. Each event first takes whatever has completed
 * from the kernel's completion ring, in user space; the thread blocks in
 * io_getevents only when its backlog is full, and at the end to drain. */
#include <errno.h>
#include <sched.h>
#include <stdlib.h>

#include <ck_pr.h>

#include "engine.h"
#include "iolibs.h"
#include "core/base/log.h"
#include "plugin/registry.h"
#include "core/base/timer.h"

struct libaio_run {
  io_context_t *ctxs;         /* one per thread */
  int nctxs;
};

struct libaio_thread {
  io_context_t ctx;
  struct iocb *cbs;           /* one per slot */
  struct io_event *events;
};

static int libaio_setup(struct fileio_run *r)
{
  struct libaio_run *a = calloc(1, sizeof(*a));
  r->engine = a;
  if (a == NULL || (a->ctxs = calloc((size_t)r->nthreads, sizeof(*a->ctxs))) == NULL) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  if (aiolib_load())
    return -1;
  for (; a->nctxs < r->nthreads; a->nctxs++) {
    int rc = aiolib.io_setup(r->conf->backlog, &a->ctxs[a->nctxs]);
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
      return -1;
    }
  }
  return 0;
}

/* Destroying a context waits for its requests in flight. */
static void libaio_teardown(struct fileio_run *r)
{
  struct libaio_run *a = r->engine;
  if (a == NULL)
    return;
  for (int i = 0; i < a->nctxs; i++)
    aiolib.io_destroy(a->ctxs[i]);
  free(a->ctxs);
  free(a);
  r->engine = NULL;
}

static int libaio_thread_init(struct fileio_thread *t)
{
  struct libaio_thread *a = calloc(1, sizeof(*a));
  t->engine = a;
  if (a == NULL)
    goto fail;
  a->ctx = ((struct libaio_run *)t->run->engine)->ctxs[t->w->id];
  a->cbs = calloc((size_t)t->q->depth, sizeof(*a->cbs));
  a->events = calloc((size_t)t->q->depth, sizeof(*a->events));
  if (a->cbs && a->events)
    return 0;
fail:
  log_fatal("Failed to allocate a memory buffer");
  return -1;
}

static void libaio_thread_free(struct fileio_thread *t)
{
  struct libaio_thread *a = t->engine;
  if (a == NULL)
    return;
  free(a->cbs);
  free(a->events);
  free(a);
  t->engine = NULL;
}

static int64_t libaio_submit(struct fileio_thread *t, struct fileio_slot *s)
{
  struct libaio_thread *a = t->engine;
  const struct fileio_req *r = &s->req;
  struct iocb *cb = &a->cbs[s->index];
  int fd = t->run->files[r->file].fd;
  if (r->op == FILEIO_READ)
    io_prep_pread(cb, fd, s->data, r->size, (long long)r->pos);
  else
    io_prep_pwrite(cb, fd, s->data, r->size, (long long)r->pos);
  cb->data = s;
  int rc = aiolib.io_submit(a->ctx, 1, &cb);
  if (rc == 1)
    return 0;
  errno = rc < 0 ? -rc : EAGAIN;
  log_errno(LOG_FATAL, "io_submit() failed!");
  return -1;
}

/* Completes a batch of events taken from the kernel. */
static int libaio_complete(struct fileio_thread *t, int n)
{
  struct libaio_thread *a = t->engine;
  uint64_t now = timer_now();
  int rc = 0;
  for (int i = 0; i < n; i++)
    rc |= fileio_complete(t, a->events[i].data, (int64_t)(long)a->events[i].res, now);
  return rc;
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
static int libaio_reap_ring(struct fileio_thread *t)
{
  struct libaio_thread *a = t->engine;
  struct aio_ring *r = (struct aio_ring *)a->ctx;
  if (r->magic != AIO_RING_MAGIC)
    return 0;   /* unknown layout: reap with io_getevents when full */
  unsigned head = ck_pr_load_uint(&r->head), tail = ck_pr_load_uint(&r->tail);
  if (head >= r->nr || tail >= r->nr)
    return 0;
  ck_pr_fence_load();   /* the events before the tail that published them */
  int n = 0;
  while (head != tail && n < t->q->depth) {
    a->events[n++] = r->events[head];
    head = head + 1 == r->nr ? 0 : head + 1;
  }
  if (n == 0)
    return 0;
  ck_pr_fence_release();   /* copied before the kernel may reuse the slots */
  ck_pr_store_uint(&r->head, head);
  return libaio_complete(t, n);
}

/* Waits for at least min_nr completions (none in flight: just yields). */
static int libaio_reap(struct fileio_thread *t, int min_nr)
{
  struct libaio_thread *a = t->engine;
  struct fileio_queue *q = t->q;
  if (min_nr == 0)
    return libaio_reap_ring(t);
  if (q->inflight == 0) {
    sched_yield();
    return 0;
  }
  if (min_nr > q->inflight)
    min_nr = q->inflight;
  int n;
  do
    n = aiolib.io_getevents(a->ctx, min_nr, q->depth, a->events, NULL);
  while (n == -EINTR);
  if (n < 0) {
    errno = -n;
    log_errno(LOG_FATAL, "io_getevents() failed!");
    return -1;
  }
  return libaio_complete(t, n);
}

/* The kernel sets up an AIO context (0), or the errno that says why not. */
static int libaio_probe(void)
{
  if (!iolib_loadable(AIO_SONAME) || aiolib_load())
    return ELIBACC;
  io_context_t ctx = 0;
  int rc = aiolib.io_setup(1, &ctx);
  if (rc < 0)
    return -rc;
  aiolib.io_destroy(ctx);
  return 0;
}

static const struct fileio_engine fileio_engine_libaio = {
  .mode = "async",
  .name = "libaio",
  .title = "asynchronous",
  .reference = true,
  .fio = "libaio",
  .probe = libaio_probe,
  .queued = true,
  .setup = libaio_setup,
  .teardown = libaio_teardown,
  .thread_init = libaio_thread_init,
  .thread_free = libaio_thread_free,
  .submit = libaio_submit,
  .reap = libaio_reap,
  .fsync = fileio_fsync_fd,
};
SB_REGISTER(fileio_engines, fileio_engine_libaio);
