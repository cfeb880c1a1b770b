/* io_sync.c: executing a request in sync mode (pread/pwrite) and mmap mode
 * (memcpy on the file's mapping, or on 32-bit targets on a mapping of the
 * request's pages), the fsync of one file, and the SIGBUS
 * guard that turns a file truncated under an mmap run into an error
 * instead of a crash. */
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "fileio.h"
#include "log.h"

void fileio_log_request(const struct fileio_req *r)
{
  log_debug("Executing request, operation: %d, file_id: %d, pos: %llu, size: %llu", r->op,
            r->file, (unsigned long long)r->pos, (unsigned long long)r->size);
}

int fileio_fsync_file(int i)
{
  const struct fileio_file *f = &fileio_files[i];
  int rc;
  if (f->map)
    rc = msync(f->map, fileio_conf.file_size, MS_SYNC | MS_INVALIDATE);
  else
    rc = fileio_conf.fdatasync ? fdatasync(f->fd) : fsync(f->fd);
  if (rc) {
    char name[32];
    fileio_file_name(name, sizeof(name), i);
    log_errno(LOG_FATAL, "Failed to fsync file! file: %s", name);
  }
  return rc ? -1 : 0;
}

/* Set by the SIGBUS handler when a thread touched a mapped page past the
 * end of its file. */
static __thread volatile sig_atomic_t io_bus_error;
static uintptr_t io_page_mask;
/* The mapped bytes the thread is copying, for the SIGBUS handler. */
static __thread char *volatile io_copy_at;
static __thread volatile size_t io_copy_len;

static void io_on_sigbus(int signo, siginfo_t *si, void *ctx)
{
  (void)si;
  (void)ctx;
  uintptr_t a = (uintptr_t)io_copy_at;
  if (a == 0) {
    signal(signo, SIG_DFL);   /* not ours: fault again and die as usual */
    return;
  }
  /* Anonymous memory over the request's pages lets the copy finish; the
   * event then fails on the flag. The range is the thread's own request,
   * not si_addr (qemu-arm reports it a page off). */
  uintptr_t start = a & ~io_page_mask;
  uintptr_t end = (a + io_copy_len + io_page_mask) & ~io_page_mask;
  mmap((void *)start, end - start, PROT_READ | PROT_WRITE,
       MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  io_bus_error = 1;
}

int fileio_mmap_guard(bool install)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sigemptyset(&sa.sa_mask);
  if (install) {
    io_page_mask = (uintptr_t)sysconf(_SC_PAGESIZE) - 1;
    sa.sa_sigaction = io_on_sigbus;
    sa.sa_flags = SA_SIGINFO;
  } else {
    sa.sa_handler = SIG_DFL;
  }
  return sigaction(SIGBUS, &sa, NULL);
}

/* A read or write that did not move `size` bytes. */
static void io_failed(const struct fileio_req *r, ssize_t n)
{
  const char *what = r->op == FILEIO_READ ? "read" : "write";
  char name[32];
  fileio_file_name(name, sizeof(name), r->file);
  if (n < 0)
    log_errno(LOG_FATAL, "Failed to %s file! file: %s pos: %llu", what, name,
              (unsigned long long)r->pos);
  else
    log_fatal("Failed to %s file! file: %s pos: %llu: %zd of %llu bytes transferred "
              "(was the file truncated since prepare?)", what, name,
              (unsigned long long)r->pos, n, (unsigned long long)r->size);
  fileio_hint_direct(n < 0 ? errno : 0, false);
}

static int io_mmap_failed(const struct fileio_req *r)
{
  char name[32];
  io_bus_error = 0;
  fileio_file_name(name, sizeof(name), r->file);
  log_fatal("Failed to %s file! file: %s pos: %llu: the file is shorter than when the run "
            "started (truncated under the run?)", r->op == FILEIO_READ ? "read" : "write",
            name, (unsigned long long)r->pos);
  return SB_EVENT_ERROR;
}

/* 32-bit targets: maps the pages of the request into *win (*winlen
 * bytes); returns the request's first byte, or NULL. */
static char *io_map_request(const struct fileio_file *f, const struct fileio_req *r,
                            char **win, size_t *winlen)
{
  uint64_t base = r->pos & ~(uint64_t)io_page_mask;
  *winlen = (size_t)(r->pos - base + r->size);
  *win = mmap(NULL, *winlen, PROT_READ | PROT_WRITE, MAP_SHARED, f->fd, (off_t)base);
  if (*win != MAP_FAILED)
    return *win + (r->pos - base);
  log_errno(LOG_FATAL, "mmap() failed on file %d", r->file);
  *win = NULL;
  return NULL;
}

/* Moves the request's bytes between the thread's buffer and the file. */
static int io_transfer(struct fileio_thread *t, const struct fileio_req *r)
{
  const struct fileio_file *f = &fileio_files[r->file];
  bool read = r->op == FILEIO_READ;
  if (fileio_conf.io == FILEIO_MMAP) {
    char *win = NULL;
    size_t winlen = 0;
    char *at = f->map ? f->map + r->pos : io_map_request(f, r, &win, &winlen);
    if (at == NULL)
      return SB_EVENT_ERROR;
    io_copy_at = at;
    io_copy_len = r->size;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);   /* the copy stays in between */
    if (read) {
      /* Hardware prefetchers stop at page boundaries: touching each page
       * first lets the misses of one request overlap. */
      for (uint64_t o = 0; o < r->size; o += 4096)
        __builtin_prefetch(at + o);
      memcpy(t->buf, at, r->size);
    }
    else
      memcpy(at, t->buf, r->size);
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    io_copy_at = NULL;
    if (win)
      munmap(win, winlen);
    return __builtin_expect(io_bus_error, 0) ? io_mmap_failed(r) : SB_EVENT_OK;
  }
  ssize_t n = read ? pread(f->fd, t->buf, r->size, (off_t)r->pos)
                   : pwrite(f->fd, t->buf, r->size, (off_t)r->pos);
  if (__builtin_expect(n != (ssize_t)r->size, 0)) {
    io_failed(r, n);
    return SB_EVENT_ERROR;
  }
  return SB_EVENT_OK;
}

static int io_read(struct fileio_thread *t, const struct fileio_req *r)
{
  if (io_transfer(t, r))
    return SB_EVENT_ERROR;
  if (fileio_conf.validate && fileio_validate_check(t->buf, r->size, r->pos, r->file))
    return SB_EVENT_ERROR;
  stats_inc(t->w->stats, STATS_READ, 1);
  stats_inc(t->w->stats, STATS_BYTES_READ, r->size);
  return SB_EVENT_OK;
}

static int io_write(struct fileio_thread *t, const struct fileio_req *r)
{
  if (fileio_conf.validate)
    fileio_validate_fill(t->buf, r->size, r->pos);
  if (io_transfer(t, r))
    return SB_EVENT_ERROR;
  if (fileio_conf.fsync_all) {
    if (fileio_fsync_file(r->file))
      return SB_EVENT_ERROR;
    stats_inc(t->w->stats, STATS_OTHER, 1);
  }
  stats_inc(t->w->stats, STATS_WRITE, 1);
  stats_inc(t->w->stats, STATS_BYTES_WRITTEN, r->size);
  return SB_EVENT_OK;
}

int fileio_io_execute(struct fileio_thread *t, const struct fileio_req *r)
{
  switch (r->op) {
  case FILEIO_READ:
    return io_read(t, r);
  case FILEIO_WRITE:
    return io_write(t, r);
  default:
    if (fileio_fsync_file(r->file))
      return SB_EVENT_ERROR;
    stats_inc(t->w->stats, STATS_OTHER, 1);
    return SB_EVENT_OK;
  }
}
