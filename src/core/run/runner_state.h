/* SPDX-License-Identifier: GPL-2.0-or-later */
/* runner_state.h: the whole state of one run, private to the runner's
 * files (runner.c, runner_state.c, runner_procs.c). Workers see its first
 * member, struct run (runner.h). With a test that runs its workers as
 * processes (SB_TEST_PROCESSES), everything the workers write lives in one
 * shared mapping, which a re-executed process can map again at the same
 * address. */
#ifndef SB_RUNNER_STATE_H
#define SB_RUNNER_STATE_H

#include <pthread.h>
#include <semaphore.h>
#include <stdbool.h>
#include <sys/types.h>

#include "module_confs.h"
#include "runner.h"

struct report;

struct runner_state {
  struct run run;
  const struct run_config *rc;
  const struct sb_test *test;
  void *test_run;              /* the test's run_start data */
  struct module_runs modules;  /* the modules' run handles (module.h) */
  struct stats *stats;         /* nthreads */
  pid_t *pids;                 /* process mode: each worker's process, 0: none */
  pthread_t *threads;          /* the workers' threads (private memory) */
  struct report *report;
  struct {
    pthread_mutex_t lock;      /* process-shared in process mode */
    pthread_cond_t cond;
    int ready;                 /* workers that finished thread_init */
    bool failed;               /* a thread_init failed */
    bool open, abort;
  } gate;
  struct rand_state rate_rng;  /* --rate: draws the schedule's first gap */
  uint64_t started_at;         /* the clock's start */
  uint64_t measured_from;      /* end of the warmup (or the start); 0: not yet */
  uint64_t interrupted_at;     /* the first SIGINT/SIGTERM; 0: none */
  uint64_t ended_at;           /* the last worker stopped; 0: not yet */
  sem_t wake;                  /* workers ending, signals */
  int lost;                    /* a worker's connection was lost (SB_EVENT_LOST) */
  bool procs;                  /* workers are processes */
  int procs_killed;            /* process mode: the workers are being killed */
  /* Process mode: held while pids are killed, and while a worker's
   * thread publishes or withdraws its process (runner_procs.c), so a pid
   * read under it is not reaped (and so not reused) before the kill; the
   * parent's threads' alone. */
  pthread_mutex_t procs_lock;
  struct runner_shared shared; /* the mapping of all this (fd -1: private) */
};

/* The state of a run of t with rc, workers seeded in id order (so
 * --rand-seed runs repeat with any thread count); NULL after printing why. */
struct runner_state *runner_state_new(const struct sb_test *t, const struct run_config *rc);
void runner_state_free(struct runner_state *s);

/* A worker's thread (runner_worker.c): w's life in the run (in its own
 * process in process mode); w->runner is the run's state. */
void *runner_worker_main(void *arg);
/* The run stops and fails (a worker's or a hook's failure). */
void runner_fail(struct run *r);

/* Process mode (runner_procs.c). Runs worker w in a process of its own,
 * forked now (before the gate opens): body() runs there and its result is
 * the process's exit status. Returns that status once the process ends. */
int runner_procs_run(struct runner_state *s, struct sb_worker *w,
                     int (*body)(struct runner_state *, struct sb_worker *));
/* Kills the workers' processes that are still alive (a run abandoned
 * with workers stuck), and the processes they started; from then on no
 * worker process is started, and the threads that wait for them return
 * (the runner joins them). Nothing in the shared state a killed process
 * may have held (the gate) is used again, not even to destroy it. */
void runner_procs_kill(struct runner_state *s);

#endif
