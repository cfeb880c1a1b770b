/* SPDX-License-Identifier: GPL-2.0-or-later */
/* threads.c: the threads test: scheduler and lock behaviour under many
 * threads. One event takes one of --thread-locks mutexes (in global
 * round-robin order) and, --thread-yields times, locks it, yields the CPU
 * and unlocks it, as sysbench 1.0.20 does. */
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdlib.h>

#include <ck_pr.h>

#include "core/base/log.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/checks.h"

struct threads_conf {
  int yields;
  int nlocks;
};

static const struct opt_def threads_opts[] = {
  { .name = "thread-yields", .desc = "number of yields to do per request", .defval = "1000", .min = 0,
    .flags = OPT_MIN, .err = "Invalid value for thread-yields: %s (must be at least 0)",
    OPT_INT_TO(struct threads_conf, yields) },
  { .name = "thread-locks", .desc = "number of locks per thread", .defval = "8", .min = 1, .flags = OPT_MIN,
    .err = "Invalid value for thread-locks: %s (must be at least 1)",
    OPT_INT_TO(struct threads_conf, nlocks) },
  { .name = NULL }
};

/* One lock per cache line: threads holding neighbouring locks must not
 * slow each other down through false sharing. */
struct threads_lock {
  pthread_mutex_t m;
} __attribute__((aligned(64)));

struct threads_run {
  long long yields;
  uint64_t nlocks;
  struct threads_lock *locks;
  /* Events handed out so far; picks the lock. On a line of its own, as
   * every event writes it while the fields above are only read. */
  uint64_t next __attribute__((aligned(64)));
};

static void threads_print_mode(void *conf, const struct run_config *rc)
{
  (void)rc;
  const struct threads_conf *c = conf;
  log_info("Doing thread subsystem performance test");
  log_info("Thread yields per test: %d Locks used: %d", c->yields, c->nlocks);
}

static void threads_run_stop(void *run);

static int threads_run_start(void *conf, const struct run_config *rc, void **run)
{
  (void)rc;
  const struct threads_conf *c = conf;
  struct threads_run *r;
  if (posix_memalign((void **)&r, 64, sizeof(*r))) {
    log_fatal("Memory allocation failure!");
    return -1;
  }
  r->yields = c->yields;
  r->nlocks = (uint64_t)c->nlocks;
  r->next = 0;
  if (!check_ram_fits(r->nlocks, sizeof(*r->locks)) ||
      posix_memalign((void **)&r->locks, 64, sizeof(*r->locks) * r->nlocks)) {
    free(r);
    log_fatal("Memory allocation failure!");
    return -1;
  }
  for (uint64_t i = 0; i < r->nlocks; i++)
    pthread_mutex_init(&r->locks[i].m, NULL);
  *run = r;
  return 0;
}

static void threads_run_stop(void *run)
{
  struct threads_run *r = run;
  for (uint64_t i = 0; i < r->nlocks; i++)
    pthread_mutex_destroy(&r->locks[i].m);
  free(r->locks);
  free(r);
}

static int threads_event(struct sb_worker *w)
{
  struct threads_run *r = w->run;
  pthread_mutex_t *m = &r->locks[ck_pr_faa_64(&r->next, 1) % r->nlocks].m;
  for (long long i = 0; i < r->yields; i++) {
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
  .conf_size = sizeof(struct threads_conf),
  .print_mode = threads_print_mode,
  .run_start = threads_run_start,
  .run_stop = threads_run_stop,
  .event = threads_event,
};
SB_REGISTER(sb_tests, threads_test);
