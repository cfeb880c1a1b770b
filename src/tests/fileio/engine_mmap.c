/* engine_mmap.c: mmap mode: each file mapped whole (shared, read-write),
 * requests copied to and from the mapping, fsync by msync. A SIGBUS guard
 * turns a file truncated under the run into an error instead of a crash. */
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "engine.h"
#include "log.h"

/* Set by the SIGBUS handler when a thread touched a mapped page past the
 * end of its file. */
static __thread volatile sig_atomic_t mmap_bus_error;
static uintptr_t mmap_page_mask;
/* The mmap run whose mappings the handler knows (a signal handler has no
 * other way to find them). */
static const struct fileio_run *volatile mmap_guarded;

static void mmap_on_sigbus(int signo, siginfo_t *si, void *ctx)
{
  (void)ctx;
  uintptr_t a = (uintptr_t)si->si_addr;
  const struct fileio_run *r = mmap_guarded;
  for (int i = 0; r && r->files && i < r->nfiles; i++) {
    uintptr_t m = (uintptr_t)r->files[i].map;
    if (m && a >= m && a < m + r->conf->file_size) {
      /* Anonymous memory over the page lets the copy finish; the request
       * then fails on the flag. */
      mmap((void *)(a & ~mmap_page_mask), mmap_page_mask + 1, PROT_READ | PROT_WRITE,
           MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      mmap_bus_error = 1;
      return;
    }
  }
  signal(signo, SIG_DFL);   /* not ours: fault again and die as usual */
}

/* Installs the guard for run r, or (NULL) removes it. */
static int mmap_guard(const struct fileio_run *r)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sigemptyset(&sa.sa_mask);
  mmap_guarded = r;
  if (r) {
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
  return mmap_guard(r);
}

static void mmap_teardown(struct fileio_run *r)
{
  mmap_guard(NULL);
  for (int i = 0; r->files && i < r->nfiles; i++)
    if (r->files[i].map) {
      munmap(r->files[i].map, r->conf->file_size);
      r->files[i].map = NULL;
    }
}

static int64_t mmap_submit(struct fileio_thread *t, struct fileio_slot *s)
{
  const struct fileio_req *r = &s->req;
  char *map = t->run->files[r->file].map + r->pos;
  if (r->op == FILEIO_READ) {
    /* Hardware prefetchers stop at page boundaries: touching each page
     * first lets the misses of one request overlap. */
    for (uint64_t o = 0; o < r->size; o += 4096)
      __builtin_prefetch(map + o);
    memcpy(s->data, map, r->size);
  } else {
    memcpy(map, s->data, r->size);
  }
  if (__builtin_expect(mmap_bus_error, 0)) {
    mmap_bus_error = 0;
    return FILEIO_RES_SHRUNK;
  }
  return (int64_t)r->size;
}

static int mmap_fsync(const struct fileio_run *r, int i)
{
  return fileio_fsync_checked(msync(r->files[i].map, r->conf->file_size,
                                    MS_SYNC | MS_INVALIDATE), i);
}

const struct fileio_engine fileio_engine_mmap = {
  .mode = "mmap",
  .name = "mmap",
  .title = "fast mmaped",
  .page_cache = true,
  .attach = mmap_attach,
  .teardown = mmap_teardown,
  .submit = mmap_submit,
  .fsync = mmap_fsync,
};
