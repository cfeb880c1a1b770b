/* SPDX-License-Identifier: GPL-2.0-or-later */
/* engine_uring.c: --file-io-mode=io_uring on liburing. Each worker has its
 * own ring, made per run with --file-async-backlog entries. Requests are
 * batched: an event only fills a submission entry; the entries go to the
 * kernel in one io_uring_enter when the thread's slots are all taken (the
 * same call then waits for a completion), before an fsync, and at every
 * event under --rate. Completions are taken from the completion ring in
 * user space at each event. The files are registered with every ring,
 * and with O_DIRECT the thread's buffers too, so the kernel neither looks
 * up a file nor pins a page per request. When the kernel refuses io_uring
 * the run stops with a FATAL line that names the cause: there is no
 * fallback to another engine. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/uio.h>

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
  int fixed_files, fixed_bufs;   /* threads that registered them */
};

struct uring_thread {
  struct io_uring *ring;
  unsigned pending;           /* entries filled, not yet submitted */
  bool fixed_files, fixed_bufs;
  struct io_uring_cqe **cqes;
};

/* Why io_uring_setup failed, in the words of the setting that refused it
 * (read where kernel_files.h says: a test gives each setting's words
 * without changing the machine's). */
static void uring_refused(int err)
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
  else if (err == EPERM || err == ENOSYS)
    log_fatal("The kernel refuses io_uring (%s); sysbench does not fall back to another "
              "--file-io-mode",
              err == ENOSYS ? "a kernel without io_uring, or a seccomp filter that blocks it"
                            : "a seccomp filter, as container runtimes install, blocks it");
  else if (err == ENOMEM)
    log_fatal("Not enough locked memory for --threads rings of --file-async-backlog entries "
              "(RLIMIT_MEMLOCK)");
  else if (err == EINVAL)
    log_fatal("--file-async-backlog is above the kernel's limit of io_uring entries per "
              "ring (32768)");
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
    int rc = uringlib.io_uring_queue_init((unsigned)r->conf->backlog, &u->rings[u->nrings], 0);
    if (rc < 0) {
      uring_refused(-rc);
      return -1;
    }
  }
  return 0;
}

/* Leaving a ring cancels and waits for its requests in flight. The
 * kernel frees a ring in the background: the files are unregistered first
 * so that they are closed when the run ends (an unmount right after the
 * run would find their file system busy otherwise). */
static void uring_teardown(struct fileio_run *r)
{
  struct uring_run *u = r->engine;
  if (u == NULL)
    return;
  for (int i = 0; i < u->nrings; i++) {
    uringlib.io_uring_unregister_files(&u->rings[i]);
    uringlib.io_uring_queue_exit(&u->rings[i]);
  }
  free(u->rings);
  free(u);
  r->engine = NULL;
}

/* The files, with every ring (they stay open until the run ends). */
static bool uring_register_files(struct fileio_thread *t)
{
  const struct fileio_run *r = t->run;
  int *fds = malloc(sizeof(int) * (size_t)r->nfiles);
  if (fds == NULL)
    return false;
  for (int i = 0; i < r->nfiles; i++)
    fds[i] = r->files[i].fd;
  struct uring_thread *ut = t->engine;
  int rc = uringlib.io_uring_register_files(ut->ring, fds, (unsigned)r->nfiles);
  free(fds);
  if (rc < 0 && t->w->id == 0) {
    errno = -rc;
    log_errno(LOG_WARNING, "io_uring: registering the files failed, each request looks its "
                           "file up instead");
  }
  return rc == 0;
}

/* The thread's buffers (its queue's, and the write-data pool), pinned
 * once for all its O_DIRECT requests. */
static bool uring_register_buffers(struct fileio_thread *t)
{
  struct iovec iov[FILEIO_REGIONS] = {
    [FILEIO_REGION_QUEUE] = { t->q->bufs, t->q->stride * (size_t)t->q->nbufs },
    [FILEIO_REGION_POOL] = { t->pool.data, t->pool.size },
  };
  struct uring_thread *ut = t->engine;
  int rc = uringlib.io_uring_register_buffers(ut->ring, iov, t->pool.data ? 2 : 1);
  if (rc < 0 && t->w->id == 0) {
    errno = -rc;
    log_errno(LOG_WARNING, "io_uring: registering the buffers failed (RLIMIT_MEMLOCK?), "
                           "each O_DIRECT request pins its pages instead");
  }
  return rc == 0;
}

static int uring_thread_init(struct fileio_thread *t)
{
  struct uring_run *u = t->run->engine;
  struct uring_thread *ut = calloc(1, sizeof(*ut));
  t->engine = ut;
  if (ut == NULL || (ut->cqes = calloc((size_t)t->q->depth, sizeof(*ut->cqes))) == NULL) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  ut->ring = &u->rings[t->w->id];
  ut->fixed_files = uring_register_files(t);
  ut->fixed_bufs = t->run->conf->flag_direct && uring_register_buffers(t);
  __atomic_add_fetch(&u->fixed_files, ut->fixed_files, __ATOMIC_RELAXED);
  __atomic_add_fetch(&u->fixed_bufs, ut->fixed_bufs, __ATOMIC_RELAXED);
  /* Entering the ring through a registered descriptor skips a file
   * lookup per call; without it (older kernels) the ring works the same. */
  uringlib.io_uring_register_ring_fd(ut->ring);
  return 0;
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

/* Fills a submission entry; it goes out with the next commit or reap. */
static int64_t uring_submit(struct fileio_thread *t, struct fileio_slot *s)
{
  struct uring_thread *ut = t->engine;
  const struct fileio_req *r = &s->req;
  struct io_uring_sqe *sqe = io_uring_get_sqe(ut->ring);
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
  ut->pending++;
  return 0;
}

static int uring_enter_failed(int rc)
{
  errno = -rc;
  log_errno(LOG_FATAL, "io_uring_enter() failed!");
  return -1;
}

static int uring_commit(struct fileio_thread *t)
{
  struct uring_thread *ut = t->engine;
  if (ut->pending == 0)
    return 0;
  int rc;
  do
    rc = uringlib.io_uring_submit(ut->ring);
  while (rc == -EINTR);
  if (rc < 0)
    return uring_enter_failed(rc);
  ut->pending = 0;
  return 0;
}

/* Sends what is queued and waits for min_nr completions (0: neither, when
 * nothing waits to go out), then completes all there are. */
static int uring_reap(struct fileio_thread *t, int min_nr)
{
  struct uring_thread *ut = t->engine;
  if (min_nr > t->q->inflight)
    min_nr = t->q->inflight;
  if (min_nr > 0) {
    int rc;
    do
      rc = uringlib.io_uring_submit_and_wait(ut->ring, (unsigned)min_nr);
    while (rc == -EINTR);
    if (rc < 0)
      return uring_enter_failed(rc);
    ut->pending = 0;
  }
  unsigned n = uringlib.io_uring_peek_batch_cqe(ut->ring, ut->cqes, (unsigned)t->q->depth);
  if (n == 0)
    return 0;
  uint64_t now = timer_now();
  int rc = 0;
  for (unsigned i = 0; i < n; i++)
    rc |= fileio_complete(t, io_uring_cqe_get_data(ut->cqes[i]), ut->cqes[i]->res, now);
  io_uring_cq_advance(ut->ring, n);
  return rc;
}

static void uring_facts(const struct fileio_run *r, struct json *out)
{
  const struct uring_run *u = r->engine;
  json_set(out, "registered_files", json_bool(u && u->fixed_files == r->nthreads));
  json_set(out, "registered_buffers", json_bool(u && u->fixed_bufs == r->nthreads));
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
  .thread_free = uring_thread_free,
  .submit = uring_submit,
  .commit = uring_commit,
  .reap = uring_reap,
  .fsync = fileio_fsync_fd,
  .facts = uring_facts,
};
SB_REGISTER(fileio_engines, fileio_engine_uring);
