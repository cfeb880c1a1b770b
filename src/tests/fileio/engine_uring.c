/* SPDX-License-Identifier: GPL-2.0-or-later */
/* engine_uring.c: --file-io-mode=io_uring on liburing. Each worker has its
 * own ring, made per run with --file-async-backlog entries, set up as
 * fio's io_uring engine sets up its own: only the worker submits to it
 * (SINGLE_ISSUER), and completions are posted when the worker enters the
 * kernel (DEFER_TASKRUN), so that no completion interrupts it while it
 * runs (on kernels before 6.1: cooperatively, or as signals). The ring is
 * made disabled and enabled by its worker, which so becomes its issuer.
 *
 * An event fills a submission entry. While requests complete later (a
 * device, or the kernel's workers on tmpfs) the entries go out two at a
 * time, in one io_uring_enter that also collects what has completed, so
 * that whoever serves them always has the next ones; while they complete
 * inside the call that submits them (cached data) they go out together
 * when the thread's slots are all taken. Each call that submits without
 * waiting tells which: did its last entry complete in it? A thread whose
 * slots are all taken waits for one completion; under --rate each entry
 * goes out at once. Completions are taken from the ring in user space.
 *
 * fio's options of its io_uring engine are ours, off by default as fio's:
 * registered files, fixed buffers, a kernel thread that polls for
 * submissions (SQPOLL: entries go out at once, without a system call) and
 * polled completions (IOPOLL). When the kernel refuses io_uring the run
 * stops with a FATAL line that names the cause: there is no fallback to
 * another engine. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

#include "engine.h"
#include "iolibs.h"
#include "core/base/json.h"
#include "core/base/kernel_files.h"
#include "core/base/log.h"
#include "plugin/registry.h"
#include "core/base/timer.h"

struct uring_run {
  struct io_uring *rings;     /* one per thread */
  int nrings;
  unsigned flags;             /* the set-up flags the kernel took */
  int fixed_files, fixed_bufs;   /* threads that registered them */
};

/* Entries that go out together while requests complete later. */
#define URING_BATCH 2

struct uring_thread {
  struct io_uring *ring;
  unsigned pending;           /* entries filled, not yet submitted */
  unsigned batch;             /* how many go out together */
  const struct fileio_slot *last;    /* the last entry filled */
  const struct fileio_slot *probe;   /* the last one a call sent without
                                        waiting: did it complete in it? */
  bool fixed_files, fixed_bufs;
  struct io_uring_cqe **cqes;
};

/* The batch while requests complete later: URING_BATCH, or the depth when
 * it is smaller. */
static unsigned uring_async_batch(const struct fileio_thread *t)
{
  return URING_BATCH < t->q->depth ? URING_BATCH : (unsigned)t->q->depth;
}

/* The set-up flags tried in this order (the first the kernel takes is
 * used), each with the options' SQPOLL or IOPOLL: the deferred completions
 * (6.1), cooperative ones (5.19), none. */
static const unsigned uring_modes[] = {
  IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_COOP_TASKRUN |
      IORING_SETUP_R_DISABLED,
  IORING_SETUP_COOP_TASKRUN,
  0,
};

/* Why io_uring_setup failed, in the words of the setting that refused it
 * (read where kernel_files.h says: a test gives each setting's words
 * without changing the machine's). */
static void uring_refused(int err, const struct fileio_conf *c)
{
  int disabled = -1;
  char path[PATH_MAX];
  FILE *f = kernel_path(path, sizeof(path), KERNEL_PROC, "sys/kernel/io_uring_disabled")
                ? fopen(path, "r") : NULL;
  if (f) {
    if (fscanf(f, "%d", &disabled) != 1)
      disabled = -1;
    fclose(f);
  }
  errno = err;
  log_errno(LOG_FATAL, "io_uring_setup() failed!");
  if (err == EPERM && disabled == 2)
    log_fatal("The kernel refuses io_uring: kernel.io_uring_disabled is 2 (0 allows it: "
              "sysctl -w kernel.io_uring_disabled=0); sysbench does not fall back to "
              "another --file-io-mode");
  else if (err == EPERM && disabled == 1)
    log_fatal("The kernel refuses io_uring to this user: kernel.io_uring_disabled is 1 and "
              "the user is not in kernel.io_uring_group; sysbench does not fall back to "
              "another --file-io-mode");
  else if (err == EPERM && c->uring_sqpoll)
    log_fatal("The kernel refuses --file-uring-sqpoll to this user (kernels before 5.11 "
              "need CAP_SYS_ADMIN for it)");
  else if (err == EPERM || err == ENOSYS)
    log_fatal("The kernel refuses io_uring (%s); sysbench does not fall back to another "
              "--file-io-mode",
              err == ENOSYS ? "a kernel without io_uring, or a seccomp filter that blocks it"
                            : "a seccomp filter, as container runtimes install, blocks it");
  else if (err == ENOMEM)
    log_fatal("Not enough locked memory for --threads rings of --file-async-backlog entries "
              "(RLIMIT_MEMLOCK)");
  else if (err == EINVAL && c->backlog > 32768)
    log_fatal("--file-async-backlog is above the kernel's limit of io_uring entries per "
              "ring (32768)");
  else if (err == EINVAL)
    log_fatal("The kernel refuses %s for io_uring", c->uring_sqpoll && c->uring_iopoll
              ? "--file-uring-sqpoll with --file-uring-iopoll"
              : c->uring_sqpoll ? "--file-uring-sqpoll" : "--file-uring-iopoll");
}

/* A ring of the run's depth, in the first mode the kernel takes: 0, or
 * the errno of the last refusal. */
static int uring_ring_init(struct io_uring *ring, const struct fileio_conf *c, unsigned *flags)
{
  unsigned polls = (c->uring_sqpoll ? IORING_SETUP_SQPOLL : 0) |
                   (c->uring_iopoll ? IORING_SETUP_IOPOLL : 0);
  int rc = -EINVAL;
  for (size_t i = 0; i < sizeof(uring_modes) / sizeof(uring_modes[0]); i++) {
    /* (SQPOLL's thread, not the worker, submits and runs the
     * completions' work: none of the modes applies to it.) */
    if (c->uring_sqpoll && uring_modes[i])
      continue;
    struct io_uring_params p = { .flags = polls | uring_modes[i] };
    rc = uringlib.io_uring_queue_init_params((unsigned)c->backlog, ring, &p);
    if (rc != -EINVAL) {
      *flags = p.flags;
      break;
    }
  }
  return -rc;
}

static int uring_setup(struct fileio_run *r)
{
  struct uring_run *u = calloc(1, sizeof(*u));
  r->engine = u;
  if (u == NULL || (u->rings = calloc((size_t)r->nthreads, sizeof(*u->rings))) == NULL) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  if (uringlib_load())
    return -1;
  for (; u->nrings < r->nthreads; u->nrings++) {
    int err = uring_ring_init(&u->rings[u->nrings], r->conf, &u->flags);
    if (err) {
      uring_refused(err, r->conf);
      return -1;
    }
  }
  return 0;
}

/* Leaving a ring cancels and waits for its requests in flight; its worker
 * has unregistered the files (uring_thread_done). */
static void uring_teardown(struct fileio_run *r)
{
  struct uring_run *u = r->engine;
  if (u == NULL)
    return;
  for (int i = 0; i < u->nrings; i++)
    uringlib.io_uring_queue_exit(&u->rings[i]);
  free(u->rings);
  free(u);
  r->engine = NULL;
}

static int uring_register_failed(int rc, const char *what)
{
  errno = -rc;
  log_errno(LOG_FATAL, "io_uring: registering the %s failed", what);
  return -1;
}

/* The files, with the thread's ring (they stay open until the run ends). */
static int uring_register_files(struct fileio_thread *t)
{
  const struct fileio_run *r = t->run;
  int *fds = malloc(sizeof(int) * (size_t)r->nfiles);
  if (fds == NULL) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  for (int i = 0; i < r->nfiles; i++)
    fds[i] = r->files[i].fd;
  struct uring_thread *ut = t->engine;
  int rc = uringlib.io_uring_register_files(ut->ring, fds, (unsigned)r->nfiles);
  free(fds);
  return rc < 0 ? uring_register_failed(rc, "files") : 0;
}

/* The thread's buffers (its queue's, and the write-data pool), pinned
 * once for all its requests. */
static int uring_register_buffers(struct fileio_thread *t)
{
  struct iovec iov[FILEIO_REGIONS] = {
    [FILEIO_REGION_QUEUE] = { t->q->bufs, t->q->stride * (size_t)t->q->nbufs },
    [FILEIO_REGION_POOL] = { t->pool.data, t->pool.size },
  };
  struct uring_thread *ut = t->engine;
  int rc = uringlib.io_uring_register_buffers(ut->ring, iov, t->pool.data ? 2 : 1);
  if (rc < 0)
    uring_register_failed(rc, "buffers");
  if (rc == -ENOMEM)
    log_fatal("--file-uring-fixed-buffers pins the buffers: RLIMIT_MEMLOCK (ulimit -l) is "
              "too low for them");
  return rc < 0 ? -1 : 0;
}

/* Made disabled by the main thread, the ring is enabled by its worker,
 * the one thread that submits to it. */
static int uring_enable(struct io_uring *ring)
{
  if (syscall(__NR_io_uring_register, ring->ring_fd, IORING_REGISTER_ENABLE_RINGS, NULL, 0) == 0)
    return 0;
  log_errno(LOG_FATAL, "io_uring: enabling the ring failed");
  return -1;
}

static int uring_thread_init(struct fileio_thread *t)
{
  struct uring_run *u = t->run->engine;
  const struct fileio_conf *c = t->run->conf;
  struct uring_thread *ut = calloc(1, sizeof(*ut));
  t->engine = ut;
  if (ut == NULL || (ut->cqes = calloc((size_t)t->q->depth, sizeof(*ut->cqes))) == NULL) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  ut->ring = &u->rings[t->w->id];
  /* SQPOLL's thread takes each entry as it comes, without a call. */
  ut->batch = c->uring_sqpoll ? 1 : uring_async_batch(t);
  if ((u->flags & IORING_SETUP_R_DISABLED) && uring_enable(ut->ring))
    return -1;
  if (c->uring_files && uring_register_files(t))
    return -1;
  ut->fixed_files = c->uring_files;
  if (c->uring_buffers && uring_register_buffers(t))
    return -1;
  ut->fixed_bufs = c->uring_buffers;
  __atomic_add_fetch(&u->fixed_files, ut->fixed_files, __ATOMIC_RELAXED);
  __atomic_add_fetch(&u->fixed_bufs, ut->fixed_bufs, __ATOMIC_RELAXED);
  /* Entering the ring through a registered descriptor skips a file
   * lookup per call; without it (older kernels) the ring works the same. */
  uringlib.io_uring_register_ring_fd(ut->ring);
  return 0;
}

/* In the worker, the ring's one issuer: its files are unregistered so
 * that they are closed when the run ends (the kernel frees a ring in the
 * background, and an unmount right after the run would find their file
 * system busy). */
static void uring_thread_done(struct fileio_thread *t)
{
  struct uring_thread *ut = t->engine;
  if (ut && ut->fixed_files)
    uringlib.io_uring_unregister_files(ut->ring);
}

static void uring_thread_free(struct fileio_thread *t)
{
  struct uring_thread *ut = t->engine;
  if (ut == NULL)
    return;
  free(ut->cqes);
  free(ut);
  t->engine = NULL;
}

static int uring_enter_failed(int rc)
{
  errno = -rc;
  log_errno(LOG_FATAL, "io_uring_enter() failed!");
  return -1;
}

/* Sends the entries filled so far without waiting, and (but with SQPOLL,
 * whose completions need no call) collects what has completed. */
static int uring_send(struct fileio_thread *t)
{
  struct uring_thread *ut = t->engine;
  if (ut->pending == 0)
    return 0;
  bool sqpoll = t->run->conf->uring_sqpoll;
  int rc;
  do
    rc = sqpoll ? uringlib.io_uring_submit(ut->ring)
                : uringlib.io_uring_submit_and_get_events(ut->ring);
  while (rc == -EINTR);
  if (rc < 0)
    return uring_enter_failed(rc);
  ut->pending = 0;
  ut->probe = sqpoll ? NULL : ut->last;
  return 0;
}

/* Fills a submission entry; it goes out with the batch it completes, or
 * with the next commit or reap. */
static int64_t uring_submit(struct fileio_thread *t, struct fileio_slot *s)
{
  struct uring_thread *ut = t->engine;
  const struct fileio_req *r = &s->req;
  struct io_uring_sqe *sqe = io_uring_get_sqe(ut->ring);
  /* SQPOLL's thread may not have taken the entries sent yet. */
  if (__builtin_expect(sqe == NULL, 0) && t->run->conf->uring_sqpoll &&
      uringlib.__io_uring_sqring_wait(ut->ring) >= 0)
    sqe = io_uring_get_sqe(ut->ring);
  if (__builtin_expect(sqe == NULL, 0)) {
    log_fatal("io_uring: the submission ring is full");
    return -1;
  }
  int fd = ut->fixed_files ? r->file : t->run->files[r->file].fd;
  bool read = r->op == FILEIO_READ;
  /* The kernel moves at most this much per call, as pread does: a larger
   * (merged) request completes short, as in sync mode. */
  unsigned len = r->size < 0x7ffff000 ? (unsigned)r->size : 0x7ffff000;
  if (ut->fixed_bufs) {
    if (read)
      io_uring_prep_read_fixed(sqe, fd, s->data, len, r->pos, (int)s->region);
    else
      io_uring_prep_write_fixed(sqe, fd, s->data, len, r->pos, (int)s->region);
  } else if (read) {
    io_uring_prep_read(sqe, fd, s->data, len, r->pos);
  } else {
    io_uring_prep_write(sqe, fd, s->data, len, r->pos);
  }
  if (ut->fixed_files)
    sqe->flags |= IOSQE_FIXED_FILE;
  io_uring_sqe_set_data(sqe, s);
  ut->last = s;
  return ++ut->pending >= ut->batch ? uring_send(t) : 0;
}

static int uring_commit(struct fileio_thread *t)
{
  return uring_send(t);
}

/* Sends what is queued and waits until min_nr completions are there (0:
 * neither); in the batching mode the call that sends may have completed
 * them already, and then no other waits. */
static int uring_wait(struct fileio_thread *t, int min_nr)
{
  struct uring_thread *ut = t->engine;
  if (ut->pending && ut->batch > URING_BATCH) {
    if (uring_send(t))
      return -1;
    if (io_uring_cq_ready(ut->ring) >= (unsigned)min_nr)
      return 0;
  }
  /* (What this call sends may complete while it waits: no probe.) */
  ut->probe = NULL;
  int rc;
  do
    rc = uringlib.io_uring_submit_and_wait(ut->ring, (unsigned)min_nr);
  while (rc == -EINTR);
  if (rc < 0)
    return uring_enter_failed(rc);
  ut->pending = 0;
  return 0;
}

/* Waits for min_nr completions (uring_wait), then completes all there
 * are; after a call that sent without waiting, its last entry's
 * completion among them says whether the next entries are batched. */
static int uring_reap(struct fileio_thread *t, int min_nr)
{
  struct uring_thread *ut = t->engine;
  if (min_nr > t->q->inflight)
    min_nr = t->q->inflight;
  if (min_nr > 0 && uring_wait(t, min_nr))
    return -1;
  unsigned n = uringlib.io_uring_peek_batch_cqe(ut->ring, ut->cqes, (unsigned)t->q->depth);
  if (n == 0)
    return 0;
  uint64_t now = timer_now();
  int rc = 0;
  bool probed = false;
  for (unsigned i = 0; i < n; i++) {
    struct fileio_slot *s = io_uring_cqe_get_data(ut->cqes[i]);
    probed |= s == ut->probe;
    rc |= fileio_complete(t, s, ut->cqes[i]->res, now);
  }
  io_uring_cq_advance(ut->ring, n);
  if (ut->probe) {
    ut->batch = probed ? (unsigned)t->q->depth : uring_async_batch(t);
    ut->probe = NULL;
  }
  return rc;
}

static void uring_facts(const struct fileio_run *r, struct json *out)
{
  const struct uring_run *u = r->engine;
  json_set(out, "registered_files", json_bool(u && u->fixed_files == r->nthreads));
  json_set(out, "registered_buffers", json_bool(u && u->fixed_bufs == r->nthreads));
  json_set(out, "sqpoll", json_bool(u && (u->flags & IORING_SETUP_SQPOLL)));
  json_set(out, "polled_completions", json_bool(u && (u->flags & IORING_SETUP_IOPOLL)));
  json_set(out, "deferred_completions", json_bool(u && (u->flags & IORING_SETUP_DEFER_TASKRUN)));
}

/* The options it runs with, after "Using io_uring I/O mode". */
static void uring_print_mode(const struct fileio_conf *c)
{
  const char *on[4];
  int n = 0;
  if (c->uring_files)
    on[n++] = "registered files";
  if (c->uring_buffers)
    on[n++] = "fixed buffers";
  if (c->uring_sqpoll)
    on[n++] = "SQPOLL";
  if (c->uring_iopoll)
    on[n++] = "polled completions";
  if (n)
    log_notice("io_uring: %s%s%s%s%s%s%s", on[0], n > 1 ? ", " : "", n > 1 ? on[1] : "",
               n > 2 ? ", " : "", n > 2 ? on[2] : "", n > 3 ? ", " : "", n > 3 ? on[3] : "");
}

/* The kernel sets up a ring (0), or the errno that says why not. */
static int uring_probe(void)
{
  if (!iolib_loadable(URING_SONAME) || uringlib_load())
    return ELIBACC;
  struct io_uring ring;
  int rc = uringlib.io_uring_queue_init(1, &ring, 0);
  if (rc < 0)
    return -rc;
  uringlib.io_uring_queue_exit(&ring);
  return 0;
}

static const struct fileio_engine fileio_engine_uring = {
  .mode = "io_uring",
  .name = "io_uring",
  .title = "io_uring",
  .help = "--file-async-backlog requests in flight per thread, batched",
  .fio = "io_uring",
  .probe = uring_probe,
  .queued = true,
  .setup = uring_setup,
  .teardown = uring_teardown,
  .thread_init = uring_thread_init,
  .thread_done = uring_thread_done,
  .thread_free = uring_thread_free,
  .submit = uring_submit,
  .commit = uring_commit,
  .reap = uring_reap,
  .fsync = fileio_fsync_fd,
  .facts = uring_facts,
  .print_mode = uring_print_mode,
};
SB_REGISTER(fileio_engines, fileio_engine_uring);
