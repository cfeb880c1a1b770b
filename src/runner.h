/* runner.h: worker threads and the per-worker event loop. The loop's steps
 * are inline here because the Lua bridge's FFI exports (sb_more_events,
 * sb_event_start, sb_event_stop) run the very same code. */
#ifndef SB_RUNNER_H
#define SB_RUNNER_H

#include <stdbool.h>
#include <stdint.h>

#include <ck_pr.h>

#include "rand.h"
#include "stats.h"
#include "test.h"
#include "timer.h"

enum runner_stop { STOP_NONE, STOP_ERROR, STOP_SIGNAL };

struct runner {
  const struct sb_test *test;
  int nthreads;
  struct sb_worker *workers;   /* nthreads + 1; the last is the background id */
  struct stats *stats;         /* likewise */
  uint64_t events_limit;       /* 0: none (or not yet: warmup) */
  uint64_t events_left;        /* the --events pool, claimed in batches */
  uint64_t deadline;           /* UINT64_MAX: no time limit */
  int stop;                    /* enum runner_stop; read on every event */
  bool rng_per_event;          /* each event advances the thread's RNG once */
  bool rate;                   /* --rate: events start at scheduled arrivals */
  int threads_running;
};

extern struct runner sb_runner;

/* Slow path of the --events limit: takes a new batch from the pool. */
bool runner_claim(struct sb_worker *w);
void runner_limit_reached(bool time);
/* --rate: takes the next arrival and waits for it (rate.c). */
bool runner_arrival(struct sb_worker *w);

/* May this worker start another event? now is a recent clock reading. */
static inline bool runner_more(struct sb_worker *w, uint64_t now)
{
  if (ck_pr_load_int(&sb_runner.stop) != STOP_NONE)
    return false;
  if (now >= ck_pr_load_64(&sb_runner.deadline)) {
    runner_limit_reached(true);
    return false;
  }
  if (ck_pr_load_64(&sb_runner.events_limit)) {
    if (w->claimed)
      w->claimed--;
    else if (!runner_claim(w))
      return false;
  }
  return !sb_runner.rate || runner_arrival(w);
}

/* Starts timing an event; with --rate, from its scheduled arrival. */
static inline void runner_event_begin(struct sb_worker *w, uint64_t now)
{
  w->started = sb_runner.rate ? w->scheduled : now;
  ck_pr_store_64(&w->stats->busy_since, w->started);
}

/* One finished event of ns nanoseconds: the thread's statistics, then one
 * draw of its generator, as the reference's histogram consumes one. */
static inline void runner_count(struct sb_worker *w, uint64_t ns)
{
  stats_record(w->stats, ns);
  if (sb_runner.rng_per_event)
    rand_next(&rand_tls);
}

/* The event that began at w->started finished at now. */
static inline void runner_event_end(struct sb_worker *w, uint64_t now)
{
  ck_pr_store_64(&w->stats->busy_since, 0);
  runner_count(w, now - w->started);
}

/* An event the test timed itself (asynchronous I/O completions). Inside a
 * Lua event (nested) the script's event is what counts. */
static inline void runner_record(struct sb_worker *w, uint64_t ns)
{
  if (!w->nested)
    runner_count(w, ns);
}

/* The `run` command: returns the exit status (0, 1, 2, 128+signal). A
 * negative value -N means "exit with N now, without cleanup": threads that
 * cannot be joined are still running. */
int runner_run(const struct sb_test *test);

/* n zeroed, cache-line aligned workers (free() them). */
struct sb_worker *runner_workers_alloc(size_t n);

/* Marks the run failed: every worker stops at its next check. */
void runner_fail(void);
const struct sb_test *runner_test(void);
unsigned runner_threads_running(void);
void runner_queue_state(uint64_t *length, uint64_t *concurrency);
/* Worker for a Lua thread id (the background id included); NULL when out
 * of range or outside a run. */
static inline struct sb_worker *runner_worker(int tid)
{
  struct sb_worker *w = sb_runner.workers;
  return w && (unsigned)tid <= (unsigned)sb_runner.nthreads ? &w[tid] : NULL;
}

#endif
