/* SPDX-License-Identifier: GPL-2.0-or-later */
/* runner.h: one run: its worker threads and the per-worker event loop. A
 * run is made from a struct run_config (runner_run) and all of its state
 * is freed when it ends; a sweep or a suite runs one after another in the
 * same process and nothing is left over between them. struct run is the
 * part of that state its workers read. The loop's steps are inline here
 * because the Lua bridge's FFI exports (sb_more_events, sb_event_start,
 * sb_event_stop) run the very same code. */
#ifndef SB_RUNNER_H
#define SB_RUNNER_H

#include <stdbool.h>
#include <stdint.h>

#include <ck_pr.h>

#include "core/stats/rand.h"
#include "rate.h"
#include "plugin/run_config.h"
#include "core/stats/stats.h"
#include "plugin/test.h"
#include "core/base/timer.h"

/* A run's phase, read at every event: events run and are measured, run
 * unmeasured (--warmup-time), or the run is stopping (a failure, a
 * signal, or --steady-state attained: a good end). */
enum runner_phase { RUN_MEASURED, RUN_WARMUP, STOP_ERROR, STOP_SIGNAL, STOP_STEADY };

/* A worker's batch of events when the run has no --events limit. */
#define RUNNER_UNLIMITED UINT64_MAX

/* What runner_more_slow tells a worker. */
enum runner_go { GO_STOP, GO_MEASURED, GO_WARMUP };

/* The state of one run that its workers reach (through sb_worker.runner);
 * the rest is private to runner.c. The first line is read on every event
 * and written only at the start, at the end of the warmup and to stop. */
struct run {
  int phase;                   /* enum runner_phase */
  bool rng_per_event;          /* each event advances the thread's RNG once */
  bool rate_on;                /* --rate: events start at scheduled arrivals */
  uint64_t deadline;           /* UINT64_MAX: no time limit */
  uint64_t events_limit;       /* 0: none (or not yet: warmup) */
  int nthreads;
  struct sb_worker *workers;   /* nthreads */
  /* Written by every worker, each on a line of its own. */
  uint64_t events_left __attribute__((aligned(64)));   /* the --events pool */
  struct rate rate __attribute__((aligned(64)));
  int threads_running __attribute__((aligned(64)));
};

/* The calling thread's worker, in a run's worker threads; else NULL. */
extern __thread struct sb_worker *runner_self;

/* Slow path of the --events limit: takes a new batch from the pool (one
 * event under --rate). */
bool runner_claim(struct run *r, struct sb_worker *w);
void runner_limit_reached(bool time);
/* --rate: takes the next arrival and waits for it. */
bool runner_arrival(struct run *r, struct sb_worker *w);
/* runner_more's slow path (runner_chain.c): the phase, the time limit, a
 * new batch of events (w->claimed), the --rate arrival. */
bool runner_more_edge(struct run *r, struct sb_worker *w, uint64_t now);

/* May this worker of run r start another measured event? now is a recent
 * clock reading. false in the warmup too: then runner_more_slow says
 * whether an unmeasured event may start. The fast path takes one of the
 * worker's batch of events, w->claimed: what is left of its claim on the
 * --events pool, or without a limit RUNNER_UNLIMITED, so that the loop
 * tests one counter whatever the limits; under --rate it stays 0, so that
 * each event goes through the slow path and waits for its arrival (an
 * event runner_more_fast allows is never one of --rate's). */
static inline bool runner_more_fast(struct run *r, struct sb_worker *w, uint64_t now)
{
  if (__builtin_expect(ck_pr_load_int(&r->phase) == RUN_MEASURED &&
                       now < ck_pr_load_64(&r->deadline) && w->claimed != 0, 1)) {
    w->claimed--;
    return true;
  }
  return false;
}

static inline bool runner_more(struct run *r, struct sb_worker *w, uint64_t now)
{
  return runner_more_fast(r, w, now) || runner_more_edge(r, w, now);
}

/* After runner_more said no: GO_WARMUP when an event may start in the
 * warmup (it is not measured, nor taken from the --events pool, even if
 * it ends after the warmup), GO_MEASURED when the warmup has just ended
 * and a measured event may start, else GO_STOP. So whether an event counts
 * is decided before it starts, and --events stays exact. */
enum runner_go runner_more_slow(struct run *r, struct sb_worker *w, uint64_t now);

/* Starts timing an event at start. */
static inline void runner_event_begin_at(struct sb_worker *w, uint64_t start)
{
  w->started = start;
  ck_pr_store_64(&w->stats->busy_since, start);
}

/* Starts timing an event; with --rate, from its scheduled arrival. */
static inline void runner_event_begin(struct run *r, struct sb_worker *w, uint64_t now)
{
  runner_event_begin_at(w, r->rate_on ? w->scheduled : now);
}

/* One finished event of ns nanoseconds: the thread's statistics st, then
 * one draw of its generator rng, as the reference's histogram consumes one. */
static inline void runner_count_in(struct run *r, struct stats *st, struct rand_state *rng,
                                   uint64_t ns)
{
  stats_record(st, ns);
  if (r->rng_per_event)
    rand_next(rng);
}

static inline void runner_count(struct run *r, struct sb_worker *w, uint64_t ns)
{
  runner_count_in(r, w->stats, &rand_tls, ns);
}

/* The event that began at w->started finished at now. */
static inline void runner_event_end(struct run *r, struct sb_worker *w, uint64_t now)
{
  struct stats *st = w->stats;   /* read once: the store below clobbers memory */
  ck_pr_store_64(&st->busy_since, 0);
  runner_count_in(r, st, &rand_tls, now - w->started);
}

/* An event the test timed itself (asynchronous I/O completions). Inside a
 * Lua event (nested) the script's event is what counts. */
static inline void runner_record(struct sb_worker *w, uint64_t ns)
{
  if (!w->nested)
    runner_count(w->runner, w, ns);
}

/* Is w's run stopping (a failure, a signal)? For tests that wait. */
static inline bool runner_stopping(const struct sb_worker *w)
{
  return ck_pr_load_int(&w->runner->phase) >= STOP_ERROR;
}

/* Process mode: the mapping that holds a run's state, workers and
 * statistics. A process re-executed from a worker maps it again, at the
 * same address, with runner_attach (UnixBench's execl loop). */
struct runner_shared {
  int fd;                      /* memfd, inherited across exec */
  void *addr;
  size_t len;
};
const struct runner_shared *runner_shared(const struct run *r);
/* In a process exec'd by a worker: maps the run's shared state again and
 * returns it; NULL after printing why. */
struct run *runner_attach(const struct runner_shared *sh);

/* One run of test t (configured by conf, its init's) with the settings
 * of rc: prints the run header, runs, prints the report. Returns the exit
 * status (0, 1, 2, 128+signal). A negative value -N means "exit with N
 * now, without cleanup": threads that cannot be joined are still running.
 * (Never for a test whose workers are processes: those are killed, with
 * what they started, and the run cleaned up as any other.) */
int runner_run(const struct sb_test *t, void *conf, const struct run_config *rc);

/* n zeroed, cache-line aligned workers (free() them). */
struct sb_worker *runner_workers_alloc(size_t n);

/* Another worker of the calling thread's run than its own. */
struct sb_worker *runner_worker_other(int tid);

/* The worker with this thread id in the calling thread's run (Lua's FFI
 * calls name workers by id); NULL outside a run or out of range. */
static inline struct sb_worker *runner_worker(int tid)
{
  struct sb_worker *w = runner_self;
  if (__builtin_expect(w != NULL && w->id == tid, 1))
    return w;
  return runner_worker_other(tid);
}

#endif
