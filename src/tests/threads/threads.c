/* threads.c: the threads test: scheduler and lock behaviour under many
 * threads. One event takes one of --thread-locks mutexes (in global
 * round-robin order) and, --thread-yields times, locks it, yields the CPU
 * and unlocks it, as sysbench 1.0.20 does. */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>

#include <ck_pr.h>

#include "log.h"
#include "test.h"
#include "tests/checks.h"

static const struct opt_def threads_opts[] = {
  { "thread-yields", "number of yields to do per request", "1000", OPT_INT },
  { "thread-locks", "number of locks per thread", "8", OPT_INT },
  { NULL, NULL, NULL, OPT_NULL }
};

/* One lock per cache line: threads holding neighbouring locks must not
 * slow each other down through false sharing. */
struct threads_lock {
  pthread_mutex_t m;
} __attribute__((aligned(64)));

static struct {
  long long yields;
  uint64_t nlocks;
  struct threads_lock *locks;
  /* Events handed out so far; picks the lock. On a line of its own, as
   * every event writes it while the fields above are only read. */
  uint64_t next __attribute__((aligned(64)));
} thr;

static int threads_init(enum sb_command cmd)
{
  (void)cmd;
  long long nlocks;
  if (check_int_min("thread-yields", 0, &thr.yields) || check_int_min("thread-locks", 1, &nlocks))
    return -1;
  thr.nlocks = (uint64_t)nlocks;
  thr.next = 0;
  return 0;
}

static void threads_print_mode(void)
{
  log_info("Doing thread subsystem performance test");
  log_info("Thread yields per test: %lld Locks used: %llu", thr.yields,
           (unsigned long long)thr.nlocks);
}

static int threads_run_start(void)
{
  if (!check_ram_fits(thr.nlocks, sizeof(*thr.locks)) ||
      posix_memalign((void **)&thr.locks, 64, sizeof(*thr.locks) * thr.nlocks)) {
    thr.locks = NULL;
    log_fatal("Memory allocation failure!");
    return -1;
  }
  for (uint64_t i = 0; i < thr.nlocks; i++)
    pthread_mutex_init(&thr.locks[i].m, NULL);
  return 0;
}

static void threads_run_stop(void)
{
  for (uint64_t i = 0; i < thr.nlocks; i++)
    pthread_mutex_destroy(&thr.locks[i].m);
  free(thr.locks);
  thr.locks = NULL;
}

static int threads_event(struct sb_worker *w)
{
  (void)w;
  pthread_mutex_t *m = &thr.locks[ck_pr_faa_64(&thr.next, 1) % thr.nlocks].m;
  for (long long i = 0; i < thr.yields; i++) {
    pthread_mutex_lock(m);
    sched_yield();
    pthread_mutex_unlock(m);
  }
  return SB_EVENT_OK;
}

const struct sb_test threads_test = {
  .name = "threads",
  .desc = "Threads subsystem performance test",
  .options = threads_opts,
  .init = threads_init,
  .print_mode = threads_print_mode,
  .run_start = threads_run_start,
  .run_stop = threads_run_stop,
  .event = threads_event,
};
