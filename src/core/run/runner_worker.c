/* SPDX-License-Identifier: GPL-2.0-or-later */
/* runner_worker.c: a worker's side of a run: its thread_init, the wait at
 * the gate, the built-in event loop (the hot path: one timed call of the
 * test's event per event, no locks, allocation or syscalls of its own),
 * thread_done, and what its end tells the run (runner.c starts and joins
 * the workers). */
#include "runner.h"

#include "core/base/log.h"
#include "runner_state.h"

__thread struct sb_worker *runner_self;

enum runner_go runner_more_slow(struct run *r, struct sb_worker *w, uint64_t now)
{
  /* A limit, the pool or a stop said no: that stands. */
  if (!w->not_measured_phase)
    return GO_STOP;
  w->not_measured_phase = false;
  int phase = ck_pr_load_int(&r->phase);
  if (phase == RUN_MEASURED) {
    /* The warmup ended since runner_more looked: the pool was filled
     * before the phase changed; read it after. */
    ck_pr_fence_load();
    return runner_more(r, w, now) ? GO_MEASURED : GO_STOP;
  }
  if (phase != RUN_WARMUP)
    return GO_STOP;
  if (now >= ck_pr_load_64(&r->deadline)) {
    runner_limit_reached(true);
    return GO_STOP;
  }
  return !r->rate_on || runner_arrival(r, w) ? GO_WARMUP : GO_STOP;
}

struct sb_worker *runner_worker_other(int tid)
{
  struct sb_worker *w = runner_self;
  if (w == NULL || (unsigned)tid >= (unsigned)w->runner->nthreads)
    return NULL;
  return &w->runner->workers[tid];
}

void runner_fail(struct run *r)
{
  ck_pr_store_int(&r->phase, STOP_ERROR);
}

/* What an event's code that ends the loop makes of the worker: 0 (it
 * stops), 1 (its connection is lost: the run still reports), -1 (the run
 * fails). */
static int runner_loop_end(int rc)
{
  return rc == SB_EVENT_STOP ? 0 : rc == SB_EVENT_LOST ? 1 : -1;
}

/* The built-in loop: one timed call of test->event per event. Out of line,
 * so the worker's set-up and tear-down do not take registers from it. */
__attribute__((noinline))
static int runner_loop(struct run *r, struct sb_worker *w,
                       int (*event)(struct sb_worker *))
{
  /* What every event touches, in registers: the events store through
   * pointers, so the compiler would load these again each time. */
  struct stats *st = w->stats;
  struct rand_state *rng = &rand_tls;
  uint64_t now = timer_now();
  for (;;) {
    uint64_t start;
    if (__builtin_expect(runner_more_fast(r, w, now), 1)) {
      /* busy_since is the next event's start at once: idle for no longer
       * than this (readers only count the busy workers of paced runs, and
       * at a forced shutdown, which both go through the edge). */
      start = timer_now();   /* (not a --rate event: those take the edge) */
    } else {
      ck_pr_store_64(&st->busy_since, 0);
      if (!runner_more_edge(r, w, now)) {
        enum runner_go go = runner_more_slow(r, w, now);
        if (go == GO_STOP)
          break;
        if (go == GO_WARMUP) {
          /* A warmup event: run, not counted. */
          w->started = r->rate_on ? w->scheduled : timer_now();
          w->unmeasured = true;
          int rc = event(w);
          w->unmeasured = false;
          now = timer_now();
          if (rc == SB_EVENT_OK || rc == SB_EVENT_PENDING)
            continue;
          return runner_loop_end(rc);
        }
      }
      start = r->rate_on ? w->scheduled : timer_now();
    }
    w->started = start;
    ck_pr_store_64(&st->busy_since, start);
    int rc = event(w);
    now = timer_now();
    if (__builtin_expect(rc == SB_EVENT_OK, 1)) {
      /* (w->started, not start: no register held across the event.) */
      runner_count_in(r, st, rng, now - w->started);
      continue;
    }
    if (rc != SB_EVENT_PENDING) {
      ck_pr_store_64(&st->busy_since, 0);
      return runner_loop_end(rc);
    }
  }
  return 0;
}

/* Waits at the gate; false when the run is abandoned before the start. */
static bool runner_gate_pass(struct runner_state *s, bool init_ok)
{
  pthread_mutex_lock(&s->gate.lock);
  s->gate.ready++;
  s->gate.failed |= !init_ok;
  pthread_cond_broadcast(&s->gate.cond);
  while (!s->gate.open)
    pthread_cond_wait(&s->gate.cond, &s->gate.lock);
  bool go = !s->gate.abort;
  pthread_mutex_unlock(&s->gate.lock);
  return go;
}

/* A worker's life: thread_init, the gate, its events, thread_done. In
 * the worker's thread, or in its process (process mode). Returns non-zero
 * when the worker failed (the run has been told). */
static int runner_worker_body(struct runner_state *s, struct sb_worker *w)
{
  const struct sb_test *t = s->test;
  rand_tls = w->seed;
  rand_dists_use(&s->rc->rand);
  runner_self = w;
  log_debug("Worker thread (#%d) started", w->id);
  int rc = t->thread_init ? t->thread_init(w) : 0;
  if (rc == 0)
    log_debug("Worker thread (#%d) initialized", w->id);
  else
    log_debug("Worker thread (#%d) failed to initialize!", w->id);
  if (runner_gate_pass(s, rc == 0) && rc == 0) {
    rc = t->thread_run ? t->thread_run(w) : runner_loop(&s->run, w, t->event);
    if (rc == 1) {
      /* Lost (SB_EVENT_LOST): the others go on; the report is printed. */
      ck_pr_store_int(&s->lost, 1);
      rc = 0;
    }
    w->failed = rc != 0;
    if (t->thread_done && t->thread_done(w))
      rc = -1;
    if (rc)
      runner_fail(&s->run);
  }
  runner_self = NULL;
  return rc;
}

/* A worker process that ended before the gate opened (it could not be
 * forked, or died in thread_init) counts as a failed initialisation, so
 * the run does not wait for it until --thread-init-timeout. (One that
 * told the gate before dying is counted twice: the run fails all the
 * same.) */
static void runner_gate_lost(struct runner_state *s)
{
  /* Killed workers (runner_procs_kill) may have died holding the lock. */
  if (ck_pr_load_int(&s->procs_killed))
    return;
  pthread_mutex_lock(&s->gate.lock);
  if (!s->gate.open) {
    s->gate.ready++;
    s->gate.failed = true;
    pthread_cond_broadcast(&s->gate.cond);
  }
  pthread_mutex_unlock(&s->gate.lock);
}

void *runner_worker_main(void *arg)
{
  struct sb_worker *w = arg;
  struct runner_state *s = (struct runner_state *)w->runner;
  if (s->procs) {
    /* A process that died or failed before telling the gate or the run
     * still fails the run. */
    if (runner_procs_run(s, w, runner_worker_body)) {
      runner_fail(&s->run);
      runner_gate_lost(s);
    }
  } else {
    runner_worker_body(s, w);
  }
  /* Unused claims go back so other workers can still run them. */
  if (w->claimed && ck_pr_load_64(&s->run.events_limit))
    ck_pr_add_64(&s->run.events_left, w->claimed);
  ck_pr_dec_int(&s->run.threads_running);
  sem_post(&s->wake);
  return NULL;
}
