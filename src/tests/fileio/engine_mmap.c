/* SPDX-License-Identifier: GPL-2.0-or-later */
/* engine_mmap.c: mmap mode: requests copied to and from the file's
 * mapping (shared, read-write), fsync by msync. 64-bit targets map each
 * file whole; 32-bit ones, whose address space a file may outgrow, map
 * each request's pages (the reference's "slow mmaped" mode). A SIGBUS
 * guard turns a file truncated under the run into an error instead of a
 * crash. */
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "engine.h"
#include "core/base/log.h"
#include "plugin/registry.h"

/* Set by the SIGBUS handler when a thread touched a mapped page past the
 * end of its file. */
static __thread volatile sig_atomic_t mmap_bus_error;
static uintptr_t mmap_page_mask;
/* The mapped bytes the thread is copying, for the SIGBUS handler. */
static __thread char *volatile mmap_copy_at;
static __thread volatile size_t mmap_copy_len;

static void mmap_on_sigbus(int signo, siginfo_t *si, void *ctx)
{
  (void)si;
  (void)ctx;
  uintptr_t a = (uintptr_t)mmap_copy_at;
  if (a == 0) {
    signal(signo, SIG_DFL);   /* not ours: fault again and die as usual */
    return;
  }
  /* Anonymous memory over the request's pages lets the copy finish; the
   * request then fails on the flag. The range is the thread's own request,
   * not si_addr (qemu-arm reports it a page off). */
  uintptr_t start = a & ~mmap_page_mask;
  uintptr_t end = (a + mmap_copy_len + mmap_page_mask) & ~mmap_page_mask;
  mmap((void *)start, end - start, PROT_READ | PROT_WRITE,
       MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  mmap_bus_error = 1;
}

/* Installs the guard, or (false) removes it. */
static int mmap_guard(bool install)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sigemptyset(&sa.sa_mask);
  if (install) {
    mmap_page_mask = (uintptr_t)sysconf(_SC_PAGESIZE) - 1;
    sa.sa_sigaction = mmap_on_sigbus;
    sa.sa_flags = SA_SIGINFO;
  } else {
    sa.sa_handler = SIG_DFL;
  }
  return sigaction(SIGBUS, &sa, NULL);
}

static int mmap_map(struct fileio_run *r, int i)
{
  const struct fileio_conf *c = r->conf;
  struct fileio_file *f = &r->files[i];
  if (c->mode == FILEIO_SEQWR && ftruncate(f->fd, (off_t)c->file_size)) {
    log_errno(LOG_FATAL, "ftruncate() failed on file %d", i);
    return -1;
  }
  if (!FILEIO_MAP_WHOLE)
    return 0;
  void *p = mmap(NULL, c->file_size, PROT_READ | PROT_WRITE, MAP_SHARED, f->fd, 0);
  if (p == MAP_FAILED) {
    log_errno(LOG_FATAL, "mmap() failed on file %d", i);
    return -1;
  }
  f->map = p;
  madvise(p, c->file_size, c->mode <= FILEIO_SEQRD ? MADV_SEQUENTIAL : MADV_RANDOM);
  return 0;
}

static int mmap_attach(struct fileio_run *r)
{
  for (int i = 0; i < r->nfiles; i++)
    if (mmap_map(r, i))
      return -1;
  return mmap_guard(true);
}

static void mmap_teardown(struct fileio_run *r)
{
  mmap_guard(false);
  for (int i = 0; r->files && i < r->nfiles; i++)
    if (r->files[i].map) {
      munmap(r->files[i].map, r->conf->file_size);
      r->files[i].map = NULL;
    }
}

/* 32-bit targets: maps the pages of the request into *win (*winlen
 * bytes); returns the request's first byte, or NULL. */
static char *mmap_request(const struct fileio_file *f, const struct fileio_req *r, char **win,
                          size_t *winlen)
{
  uint64_t base = r->pos & ~(uint64_t)mmap_page_mask;
  *winlen = (size_t)(r->pos - base + r->size);
  *win = mmap(NULL, *winlen, PROT_READ | PROT_WRITE, MAP_SHARED, f->fd, (off_t)base);
  if (*win != MAP_FAILED)
    return *win + (r->pos - base);
  log_errno(LOG_FATAL, "mmap() failed on file %d", r->file);
  *win = NULL;
  return NULL;
}

static int64_t mmap_submit(struct fileio_thread *t, struct fileio_slot *s)
{
  const struct fileio_req *r = &s->req;
  const struct fileio_file *f = &t->run->files[r->file];
  char *win = NULL;
  size_t winlen = 0;
  char *map = f->map ? f->map + r->pos : mmap_request(f, r, &win, &winlen);
  if (map == NULL)
    return -EIO;
  mmap_copy_at = map;
  mmap_copy_len = r->size;
  __atomic_signal_fence(__ATOMIC_SEQ_CST);   /* the copy stays in between */
  if (r->op == FILEIO_READ) {
    /* Hardware prefetchers stop at page boundaries: touching each page
     * first lets the misses of one request overlap. */
    for (uint64_t o = 0; o < r->size; o += 4096)
      __builtin_prefetch(map + o);
    memcpy(s->data, map, r->size);
  } else {
    memcpy(map, s->data, r->size);
  }
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  mmap_copy_at = NULL;
  if (win)
    munmap(win, winlen);
  if (__builtin_expect(mmap_bus_error, 0)) {
    mmap_bus_error = 0;
    return FILEIO_RES_SHRUNK;
  }
  return (int64_t)r->size;
}

/* msync of the whole mapping; without one (32-bit), fsync of the file. */
static int mmap_fsync(const struct fileio_run *r, int i)
{
  if (r->files[i].map == NULL)
    return fileio_fsync_fd(r, i);
  return fileio_fsync_checked(r->conf, msync(r->files[i].map, r->conf->file_size,
                                             MS_SYNC | MS_INVALIDATE), i);
}

static const struct fileio_engine fileio_engine_mmap = {
  .mode = "mmap",
  .name = "mmap",
  .title = FILEIO_MAP_WHOLE ? "fast mmaped" : "slow mmaped",
  .reference = true,
  .fio = "mmap",
  .page_cache = true,
  .attach = mmap_attach,
  .teardown = mmap_teardown,
  .submit = mmap_submit,
  .fsync = mmap_fsync,
};
SB_REGISTER(fileio_engines, fileio_engine_mmap);
