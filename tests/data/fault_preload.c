/* fault_preload.c: an LD_PRELOAD library for the fault tests. It wraps
 * pread, pwrite (and their 64-bit-offset names), open, access, dlopen,
 * fsync, unlink, unlinkat, renameat2, libaio's io_getevents and io_setup, and
 * pthread_create and, as the environment asks, makes them fail or slow
 * down:
 *   FAULT_EIO_AFTER=N      the (N+1)th read onwards fails with EIO
 *   FAULT_SHORT_AFTER=N    the (N+1)th read onwards returns half the bytes
 *   FAULT_WRITE_DELAY_US=N each write first sleeps N microseconds
 *   FAULT_AIO_SETUP_ERRNO=N io_setup fails with -N (no kernel AIO)
 *   FAULT_THREAD_CREATE_AFTER=N the (N+1)th pthread_create onwards fails
 *                          with EAGAIN
 *   FAULT_FSYNC_ERRNO=N    fsync fails with errno N (after the real one)
 *   FAULT_FSYNC_HOLD_FILE=F the first fsync creates F and waits until F is
 *                          removed (then fsyncs): a signal during an fsync
 *   FAULT_RENAMEAT2_ERRNO=N renameat2 fails with errno N (a file system
 *                          without RENAME_NOREPLACE: EINVAL)
 *   FAULT_DIRECT_OPEN_ERRNO=N an open with O_DIRECT fails with errno N (a
 *                          file system that refuses direct I/O: EINVAL)
 *   FAULT_ACCESS_ERRNO=N   access(..., W_OK) fails with errno N (a
 *                          read-only file system: EROFS)
 *   FAULT_DLOPEN_FAIL=S    dlopen of a library whose name contains S
 *                          fails (a database driver's client library that
 *                          is not installed)
 *   FAULT_FORK_HOLD_AFTER=N FAULT_FORK_HOLD_FILE=F  in the process that
 *                          forked first (sysbench, not its workers), the
 *                          (N+1)th fork onwards creates F and waits until F
 *                          is removed: forks still to come at a known point
 *   FAULT_UNLINKAT_HOLD_NAME=S FAULT_UNLINKAT_HOLD_FILE=F  the first
 *                          unlinkat of a name that starts with S creates F
 *                          and waits until F is removed (then unlinks): a
 *                          removal that takes long
 *   FAULT_SWAP_NAME=F FAULT_SWAP_TARGET=T  the first unlink or renameat2
 *                          of F first replaces F with a symlink to T: what
 *                          another process could do between a check of F
 *                          and its removal
 * Reads through io_getevents fail the same way (FAULT_EIO_AFTER); so that
 * every completion goes through it, io_setup then hides the context's
 * completion ring from user-space reaping (it clears the ring's magic).
 * io_uring reads fail the same way when they complete inside liburing's
 * io_uring_submit, io_uring_submit_and_wait or
 * io_uring_submit_and_get_events (buffered reads of cached
 * data do): the wrappers note the reads about to be submitted and rewrite
 * the result of their completions before the caller sees them. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <libaio.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static atomic_long reads, creates, forks;

static long env_num(const char *name)
{
  const char *v = getenv(name);
  return v ? atol(v) : -1;
}

/* -1: leave the read alone; else the number of bytes to return (or -1
 * with errno set, as EIO). */
static int fault_read(size_t count, ssize_t *out)
{
  long n = atomic_fetch_add(&reads, 1);
  long eio = env_num("FAULT_EIO_AFTER"), shrt = env_num("FAULT_SHORT_AFTER");
  if (eio >= 0 && n >= eio) {
    errno = EIO;
    *out = -1;
    return 1;
  }
  if (shrt >= 0 && n >= shrt) {
    *out = (ssize_t)(count / 2);
    return 1;
  }
  return 0;
}

/* Both names: a 32-bit caller built with 64-bit file offsets (armhf)
 * calls pread64 and pwrite64. */
#define WRAP_PREAD(name, off_type)                                          \
  ssize_t name(int fd, void *buf, size_t count, off_type off)               \
  {                                                                         \
    static ssize_t (*real)(int, void *, size_t, off_type);                  \
    if (!real)                                                              \
      real = (ssize_t (*)(int, void *, size_t, off_type))dlsym(RTLD_NEXT, #name); \
    ssize_t r;                                                              \
    if (fault_read(count, &r)) {                                            \
      if (r > 0)                                                            \
        real(fd, buf, (size_t)r, off);                                      \
      return r;                                                             \
    }                                                                       \
    return real(fd, buf, count, off);                                       \
  }
WRAP_PREAD(pread, off_t)
WRAP_PREAD(pread64, off64_t)

#define WRAP_PWRITE(name, off_type)                                         \
  ssize_t name(int fd, const void *buf, size_t count, off_type off)         \
  {                                                                         \
    static ssize_t (*real)(int, const void *, size_t, off_type);            \
    if (!real)                                                              \
      real = (ssize_t (*)(int, const void *, size_t, off_type))dlsym(RTLD_NEXT, #name); \
    long delay = env_num("FAULT_WRITE_DELAY_US");                           \
    if (delay > 0)                                                          \
      usleep((useconds_t)delay);                                            \
    return real(fd, buf, count, off);                                       \
  }
WRAP_PWRITE(pwrite, off_t)
WRAP_PWRITE(pwrite64, off64_t)

int io_getevents(io_context_t ctx, long min_nr, long nr, struct io_event *ev,
                 struct timespec *timeout)
{
  static int (*real)(io_context_t, long, long, struct io_event *, struct timespec *);
  if (!real)
    real = (int (*)(io_context_t, long, long, struct io_event *, struct timespec *))
        dlsym(RTLD_NEXT, "io_getevents");
  int n = real(ctx, min_nr, nr, ev, timeout);
  for (int i = 0; i < n; i++) {
    struct iocb *cb = ev[i].obj;
    ssize_t r;
    if (cb->aio_lio_opcode == IO_CMD_PREAD && fault_read(cb->u.c.nbytes, &r))
      ev[i].res = r < 0 ? (unsigned long)-EIO : (unsigned long)r;
  }
  return n;
}

int io_setup(int maxevents, io_context_t *ctx)
{
  static int (*real)(int, io_context_t *);
  if (!real)
    real = (int (*)(int, io_context_t *))dlsym(RTLD_NEXT, "io_setup");
  long err = env_num("FAULT_AIO_SETUP_ERRNO");
  if (err > 0)
    return (int)-err;
  int rc = real(maxevents, ctx);
  if (rc == 0 && env_num("FAULT_EIO_AFTER") >= 0)
    ((unsigned *)*ctx)[4] = 0;   /* struct aio_ring's magic */
  return rc;
}

#if __has_include(<liburing.h>)
#include <liburing.h>

/* Reads submitted and not yet seen complete: user_data and length. */
static struct { uint64_t data; unsigned len; } uring_reads[1024];

static void uring_note_reads(struct io_uring *ring)
{
  struct io_uring_sq *sq = &ring->sq;
  for (unsigned i = sq->sqe_head; i != sq->sqe_tail; i++) {
    const struct io_uring_sqe *sqe = &sq->sqes[i & sq->ring_mask];
    if (sqe->opcode != IORING_OP_READ && sqe->opcode != IORING_OP_READ_FIXED)
      continue;
    for (int k = 0; k < 1024; k++)
      if (uring_reads[k].data == 0 || uring_reads[k].data == sqe->user_data) {
        uring_reads[k].data = sqe->user_data;
        uring_reads[k].len = sqe->len;
        break;
      }
  }
}

static void uring_fault_completions(struct io_uring *ring)
{
  struct io_uring_cq *cq = &ring->cq;
  unsigned tail = __atomic_load_n(cq->ktail, __ATOMIC_ACQUIRE);
  for (unsigned i = *cq->khead; i != tail; i++) {
    struct io_uring_cqe *cqe = &cq->cqes[i & cq->ring_mask];
    for (int k = 0; k < 1024; k++) {
      if (uring_reads[k].data != cqe->user_data || cqe->user_data == 0)
        continue;
      ssize_t r;
      if (cqe->res >= 0 && fault_read(uring_reads[k].len, &r))
        cqe->res = r < 0 ? -EIO : (int)r;
      uring_reads[k].data = 0;
      break;
    }
  }
}

int io_uring_submit_and_wait(struct io_uring *ring, unsigned wait_nr)
{
  static int (*real)(struct io_uring *, unsigned);
  if (!real)
    real = (int (*)(struct io_uring *, unsigned))dlsym(RTLD_NEXT, "io_uring_submit_and_wait");
  uring_note_reads(ring);
  int rc = real(ring, wait_nr);
  uring_fault_completions(ring);
  return rc;
}

int io_uring_submit(struct io_uring *ring)
{
  static int (*real)(struct io_uring *);
  if (!real)
    real = (int (*)(struct io_uring *))dlsym(RTLD_NEXT, "io_uring_submit");
  uring_note_reads(ring);
  int rc = real(ring);
  uring_fault_completions(ring);
  return rc;
}

int io_uring_submit_and_get_events(struct io_uring *ring)
{
  static int (*real)(struct io_uring *);
  if (!real)
    real = (int (*)(struct io_uring *))dlsym(RTLD_NEXT, "io_uring_submit_and_get_events");
  uring_note_reads(ring);
  int rc = real(ring);
  uring_fault_completions(ring);
  return rc;
}
#endif

int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*fn)(void *),
                   void *arg)
{
  static int (*real)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
  if (!real)
    real = (int (*)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *))
        dlsym(RTLD_NEXT, "pthread_create");
  long after = env_num("FAULT_THREAD_CREATE_AFTER");
  if (after >= 0 && atomic_fetch_add(&creates, 1) >= after)
    return EAGAIN;
  return real(thread, attr, fn, arg);
}

/* Creates file and waits until someone removes it. */
static void fault_hold(const char *file)
{
  int fd = open(file, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  if (fd >= 0)
    close(fd);
  while (access(file, F_OK) == 0)
    usleep(10000);
}

int fsync(int fd)
{
  static int (*real)(int);
  static atomic_int held;
  if (!real)
    real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
  const char *hold = getenv("FAULT_FSYNC_HOLD_FILE");
  if (hold && !atomic_exchange(&held, 1))
    fault_hold(hold);
  int rc = real(fd);
  long err = env_num("FAULT_FSYNC_ERRNO");
  if (err > 0) {
    errno = (int)err;
    return -1;
  }
  return rc;
}

pid_t fork(void)
{
  static pid_t (*real)(void);
  static atomic_int owner;
  if (!real)
    real = (pid_t (*)(void))dlsym(RTLD_NEXT, "fork");
  int expected = 0;
  atomic_compare_exchange_strong(&owner, &expected, (int)getpid());
  long after = env_num("FAULT_FORK_HOLD_AFTER");
  const char *file = getenv("FAULT_FORK_HOLD_FILE");
  if (after >= 0 && file && atomic_load(&owner) == (int)getpid() &&
      atomic_fetch_add(&forks, 1) >= after)
    fault_hold(file);
  return real();
}

/* Swaps FAULT_SWAP_NAME for a symlink once, when path is that name. */
static void fault_swap(const char *path)
{
  static atomic_int swapped;
  const char *name = getenv("FAULT_SWAP_NAME"), *target = getenv("FAULT_SWAP_TARGET");
  if (!name || !target || strcmp(path, name) || atomic_exchange(&swapped, 1))
    return;
  static int (*real_unlink)(const char *);
  if (!real_unlink)
    real_unlink = (int (*)(const char *))dlsym(RTLD_NEXT, "unlink");
  real_unlink(name);
  if (symlink(target, name))
    abort();
}

int unlink(const char *path)
{
  static int (*real)(const char *);
  if (!real)
    real = (int (*)(const char *))dlsym(RTLD_NEXT, "unlink");
  fault_swap(path);
  return real(path);
}

int unlinkat(int dir, const char *path, int flags)
{
  static int (*real)(int, const char *, int);
  static atomic_int held;
  if (!real)
    real = (int (*)(int, const char *, int))dlsym(RTLD_NEXT, "unlinkat");
  const char *name = getenv("FAULT_UNLINKAT_HOLD_NAME"), *hold = getenv("FAULT_UNLINKAT_HOLD_FILE");
  if (name && hold && strncmp(path, name, strlen(name)) == 0 && !atomic_exchange(&held, 1))
    fault_hold(hold);
  return real(dir, path, flags);
}

int renameat2(int olddir, const char *oldpath, int newdir, const char *newpath,
              unsigned flags)
{
  static int (*real)(int, const char *, int, const char *, unsigned);
  if (!real)
    real = (int (*)(int, const char *, int, const char *, unsigned))dlsym(RTLD_NEXT, "renameat2");
  long err = env_num("FAULT_RENAMEAT2_ERRNO");
  if (err > 0) {
    errno = (int)err;
    return -1;
  }
  fault_swap(oldpath);
  return real(olddir, oldpath, newdir, newpath, flags);
}

/* open and open64 (a 32-bit caller with 64-bit offsets): O_DIRECT refused. */
#define WRAP_OPEN(name)                                                       \
  int name(const char *path, int flags, ...)                                  \
  {                                                                           \
    static int (*real)(const char *, int, ...);                               \
    mode_t mode = 0;                                                          \
    if (flags & (O_CREAT | O_TMPFILE)) {                                      \
      va_list ap;                                                             \
      va_start(ap, flags);                                                    \
      mode = va_arg(ap, mode_t);                                              \
      va_end(ap);                                                             \
    }                                                                         \
    long e = env_num("FAULT_DIRECT_OPEN_ERRNO");                              \
    if (e > 0 && (flags & O_DIRECT)) {                                        \
      errno = (int)e;                                                         \
      return -1;                                                              \
    }                                                                         \
    if (!real)                                                                \
      real = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, #name);        \
    return real(path, flags, mode);                                           \
  }
WRAP_OPEN(open)
WRAP_OPEN(open64)

int access(const char *path, int mode)
{
  static int (*real)(const char *, int);
  long e = env_num("FAULT_ACCESS_ERRNO");
  if (e > 0 && (mode & W_OK)) {
    errno = (int)e;
    return -1;
  }
  if (!real)
    real = (int (*)(const char *, int))dlsym(RTLD_NEXT, "access");
  return real(path, mode);
}

void *dlopen(const char *file, int mode)
{
  static void *(*real)(const char *, int);
  const char *fail = getenv("FAULT_DLOPEN_FAIL");
  if (fail && *fail && file && strstr(file, fail))
    return NULL;
  if (!real)
    real = (void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
  return real(file, mode);
}
