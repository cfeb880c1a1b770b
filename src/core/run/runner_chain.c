/* SPDX-License-Identifier: GPL-2.0-or-later */
/* runner_chain.c: the parts of a run a worker's process needs without the
 * rest of the runner: runner_more's slow paths (the --events pool, the
 * --rate arrivals, the limit message) and mapping the run's shared state
 * again. The execl test's exec chain, a small program of its own
 * (src/tests/execl/chain.c), is linked with this file and not with the
 * runner. */
#include "runner_state.h"

#include <errno.h>
#include <sys/mman.h>
#include <time.h>

#include "core/base/log.h"

#define RUNNER_BATCH_MAX 1024

bool runner_claim(struct run *r, struct sb_worker *w)
{
  uint64_t left = ck_pr_load_64(&r->events_left);
  for (;;) {
    if (left == 0) {
      runner_limit_reached(false);
      return false;
    }
    /* Batches shrink as the pool empties, so no thread sits on a large
     * unused batch at the end; the last events go one at a time, and so
     * do all under --rate (a batch would let the fast path skip arrivals). */
    uint64_t take = r->rate_on ? 1 : left / (8 * (uint64_t)r->nthreads);
    take = take < 1 ? 1 : take > RUNNER_BATCH_MAX ? RUNNER_BATCH_MAX : take;
    if (ck_pr_cas_64_value(&r->events_left, left, left - take, &left)) {
      w->claimed = take - 1;
      return true;
    }
  }
}

bool runner_more_edge(struct run *r, struct sb_worker *w, uint64_t now)
{
  if (ck_pr_load_int(&r->phase) != RUN_MEASURED) {
    w->not_measured_phase = true;
    return false;
  }
  if (now >= ck_pr_load_64(&r->deadline)) {
    runner_limit_reached(true);
    return false;
  }
  /* (A batch left: the phase changed between the fast path's reads.) */
  if (w->claimed)
    w->claimed--;
  else if (ck_pr_load_64(&r->events_limit)) {
    if (!runner_claim(r, w))
      return false;
  } else if (!r->rate_on) {
    w->claimed = RUNNER_UNLIMITED;
  }
  return !r->rate_on || runner_arrival(r, w);
}

/* Sleeps until the arrival at w->scheduled, waking every 100 ms to see
 * whether the run stopped; false if it did or the time limit came first. */
bool runner_arrival(struct run *r, struct sb_worker *w)
{
  const uint64_t slice = 100 * 1000 * 1000;
  uint64_t at = w->scheduled = rate_claim(&r->rate, &w->arrivals);
  for (;;) {
    if (ck_pr_load_int(&r->phase) >= STOP_ERROR)
      return false;
    uint64_t now = timer_now(), deadline = ck_pr_load_64(&r->deadline);
    if (now >= at)
      return true;
    /* An arrival after the time limit: the worker waits for the limit, so
     * the run lasts --time and events/s is events over it. */
    uint64_t until = at < deadline ? at : deadline;
    if (now >= until) {
      runner_limit_reached(true);
      return false;
    }
    struct timespec ts = timer_timespec(until - now < slice ? until : now + slice);
    clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL);
  }
}

void runner_limit_reached(bool time)
{
  log_info(time ? "Time limit exceeded, exiting..." : "Event limit exceeded, exiting...");
}

struct run *runner_attach(const struct runner_shared *sh)
{
  void *p = mmap(sh->addr, sh->len, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED_NOREPLACE,
                 sh->fd, 0);
  if (p == MAP_FAILED || p != sh->addr) {
    log_errno(LOG_FATAL, "Cannot map the run's shared memory at %p", sh->addr);
    return NULL;
  }
  return &((struct runner_state *)p)->run;
}
