/* SPDX-License-Identifier: GPL-2.0-or-later */
/* runner_state.c: making and freeing a run's state: one block holding the
 * state, the workers and their statistics, a fresh (zero) mapping. For
 * process-mode tests it is a shared memfd mapping, at an address a
 * re-executed process can map it at again, and the start gate is
 * process-shared; otherwise a private anonymous one. */
#include "runner_state.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "report.h"

#define RUNNER_ALIGN 64
#define RUNNER_ROUND(n) (((n) + RUNNER_ALIGN - 1) & ~(size_t)(RUNNER_ALIGN - 1))

/* Far from where the kernel puts mappings and libraries by default, so a
 * re-executed process finds the address free. */
#define RUNNER_SHARED_HINT ((uintptr_t)0x3e0000000000ULL)

/* A shared mapping of len bytes backed by a memfd (left open across exec). */
static void *runner_shared_map(struct runner_shared *sh, size_t len)
{
  static unsigned long next;
  sh->fd = memfd_create("sysbench-run", 0);
  if (sh->fd < 0)
    return NULL;
  if (ftruncate(sh->fd, (off_t)len) == 0) {
    uintptr_t hint = RUNNER_SHARED_HINT + (uintptr_t)(next++ % 1024) * (1ULL << 32);
    void *p = mmap((void *)hint, len, PROT_READ | PROT_WRITE, MAP_SHARED, sh->fd, 0);
    if (p != MAP_FAILED) {
      sh->addr = p;
      sh->len = len;
      return p;
    }
  }
  int err = errno;
  close(sh->fd);
  sh->fd = -1;
  errno = err;
  return NULL;
}

const struct runner_shared *runner_shared(const struct run *r)
{
  const struct runner_state *s = (const struct runner_state *)r;
  return s->procs ? &s->shared : NULL;
}

/* The gate's lock and condition, process-shared when workers are
 * processes; the condition waits on the monotonic clock. */
static void runner_gate_init(struct runner_state *s)
{
  int pshared = s->procs ? PTHREAD_PROCESS_SHARED : PTHREAD_PROCESS_PRIVATE;
  pthread_mutexattr_t ma;
  pthread_mutexattr_init(&ma);
  pthread_mutexattr_setpshared(&ma, pshared);
  pthread_mutex_init(&s->gate.lock, &ma);
  pthread_mutexattr_destroy(&ma);
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setpshared(&ca, pshared);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&s->gate.cond, &ca);
  pthread_condattr_destroy(&ca);
  pthread_mutex_init(&s->procs_lock, NULL);
}

/* The block: the state, then the workers, their statistics and pids. It
 * is a fresh mapping, zero-filled by the kernel and never cleared here: a
 * thread's histogram (18 KiB) then takes memory only for the pages its
 * events reach, not all of it for each of 512 threads. */
static struct runner_state *runner_state_alloc(int n, bool procs, struct runner_shared *sh)
{
  size_t workers = RUNNER_ROUND(sizeof(struct runner_state));
  size_t stats = workers + RUNNER_ROUND(sizeof(struct sb_worker) * (size_t)n);
  size_t pids = stats + RUNNER_ROUND(sizeof(struct stats) * (size_t)n);
  size_t len = pids + RUNNER_ROUND(sizeof(pid_t) * (size_t)n);
  char *p;
  if (procs) {
    p = runner_shared_map(sh, len);
  } else {
    p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    p = p == MAP_FAILED ? NULL : p;
    sh->addr = p;
    sh->len = len;
  }
  if (p == NULL)
    return NULL;
  struct runner_state *s = (struct runner_state *)p;
  s->run.workers = (struct sb_worker *)(p + workers);
  s->stats = (struct stats *)(p + stats);
  s->pids = (pid_t *)(p + pids);
  s->procs = procs;
  s->shared = *sh;
  return s;
}

struct runner_state *runner_state_new(const struct sb_test *t, const struct run_config *rc)
{
  int n = rc->threads;
  struct runner_shared sh = { -1, NULL, 0 };
  struct runner_state *s = runner_state_alloc(n, (t->flags & SB_TEST_PROCESSES) != 0, &sh);
  if (s == NULL) {
    log_errno(LOG_FATAL, "Memory allocation failure.");
    return NULL;
  }
  runner_gate_init(s);
  sem_init(&s->wake, 0, 0);
  s->threads = calloc((size_t)n, sizeof(pthread_t));
  if (s->threads == NULL) {
    alloc_failed();
    runner_state_free(s);
    return NULL;
  }
  s->rc = rc;
  s->test = t;
  s->run.nthreads = n;
  s->run.deadline = UINT64_MAX;
  s->run.rng_per_event = rc->npercentiles > 0;
  s->run.rate_on = rc->rate > 0;
  /* The generators are seeded in the reference's order: the workers', one
   * for the reporting thread's id (unused), then --rate's. */
  struct rand_state unused;
  for (int i = 0; i < n; i++) {
    struct sb_worker *w = &s->run.workers[i];
    stats_init_zeroed(&s->stats[i]);
    w->id = i;
    w->stats = &s->stats[i];
    w->runner = &s->run;
    rand_seed_state(&w->seed);
  }
  rand_seed_state(&unused);
  for (int i = 0; s->run.rate_on && i < n; i++)
    rand_seed_state(&s->run.workers[i].arrivals);
  if (s->run.rate_on)
    rand_seed_state(&s->rate_rng);
  return s;
}

void runner_state_free(struct runner_state *s)
{
  report_free(s->report);
  free(s->threads);
  /* A worker process killed while waiting at the gate leaves its mark in
   * the condition, which pthread_cond_destroy would wait for. */
  if (!s->procs_killed) {
    pthread_cond_destroy(&s->gate.cond);
    pthread_mutex_destroy(&s->gate.lock);
  }
  pthread_mutex_destroy(&s->procs_lock);
  sem_destroy(&s->wake);
  struct runner_shared sh = s->shared;
  munmap(sh.addr, sh.len);
  if (sh.fd >= 0)
    close(sh.fd);
}
