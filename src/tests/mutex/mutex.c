/* SPDX-License-Identifier: GPL-2.0-or-later */
/* mutex.c: the mutex test: each thread does exactly one event of
 * --mutex-locks rounds; a round spins --mutex-loops empty iterations, then
 * locks a uniformly chosen mutex of --mutex-num, bumps a shared counter and
 * unlocks, as sysbench 1.0.20 does. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <ck_pr.h>

#include "core/base/log.h"
#include "core/stats/rand.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/checks.h"

struct mutex_conf {
  int num, locks, loops;
};

#define MUTEX_INT(name_, desc_, def_, min_, field_) \
  { .name = name_, .desc = desc_, .defval = def_, .min = min_, \
    .flags = OPT_MIN, .err = "Invalid value for " name_ ": %s (must be at least " #min_ ")", \
    OPT_INT_TO(struct mutex_conf, field_) }

static const struct opt_def mutex_opts[] = {
  MUTEX_INT("mutex-num", "total size of mutex array", "4096", 1, num),
  MUTEX_INT("mutex-locks", "number of mutex locks to do per thread", "50000", 1, locks),
  MUTEX_INT("mutex-loops", "number of empty loops to do outside mutex lock", "10000", 0, loops),
  { .name = NULL }
};

/* Padded like the reference's (a mutex plus 256 bytes), so neighbouring
 * mutexes never share a cache line or an adjacent-line prefetch pair. */
struct mutex_slot {
  pthread_mutex_t m;
} __attribute__((aligned(256)));

/* A run: the mutexes, and the counter bumped under whichever is held. The
 * counter is on lines of its own: every thread's empty loop reads loops,
 * which must not be invalidated by each increment. */
struct mutex_run {
  long long num, locks, loops;
  struct mutex_slot *slots;
  uint64_t counter __attribute__((aligned(128)));
};

/* The address of this marks a worker that has done its one event. */
static const char mutex_done_mark;

static int mutex_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  (void)cmd;
  (void)rc;
  const struct mutex_conf *c = conf;
  if (!check_ram_fits((uint64_t)c->num, sizeof(struct mutex_slot))) {
    log_fatal("Memory allocation failure!");
    return -1;
  }
  return 0;
}

static void mutex_print_mode(void *conf, const struct run_config *rc)
{
  (void)conf;
  (void)rc;
  log_info("Doing mutex performance test");
}

static int mutex_run_start(void *conf, const struct run_config *rc, void **run)
{
  (void)rc;
  const struct mutex_conf *c = conf;
  struct mutex_run *r;
  if (posix_memalign((void **)&r, 128, sizeof(*r))) {
    log_fatal("Memory allocation failure!");
    return -1;
  }
  memset(r, 0, sizeof(*r));
  r->num = c->num;
  r->locks = c->locks;
  r->loops = c->loops;
  if (posix_memalign((void **)&r->slots, sizeof(struct mutex_slot),
                     sizeof(struct mutex_slot) * (size_t)r->num)) {
    free(r);
    log_fatal("Memory allocation failure!");
    return -1;
  }
  for (long long i = 0; i < r->num; i++)
    pthread_mutex_init(&r->slots[i].m, NULL);
  *run = r;
  return 0;
}

static void mutex_run_stop(void *run)
{
  struct mutex_run *r = run;
  for (long long i = 0; i < r->num; i++)
    pthread_mutex_destroy(&r->slots[i].m);
  free(r->slots);
  free(r);
}

static int mutex_thread_init(struct sb_worker *w)
{
  w->data = NULL;
  return 0;
}

static int mutex_event(struct sb_worker *w)
{
  struct mutex_run *r = w->run;
  if (w->data)
    return SB_EVENT_STOP;
  w->data = (void *)&mutex_done_mark;
  uint32_t last = (uint32_t)(r->num - 1);
  for (long long n = 0; n < r->locks; n++) {
    pthread_mutex_t *m = &r->slots[rand_uniform(0, last)].m;
    for (long long i = 0; i < r->loops; i++)
      __asm__ volatile("" ::: "memory");
    pthread_mutex_lock(m);
    /* Not an atomic add: the reference's plain increment, made race-free
     * for the sanitizers with relaxed accesses of the same cost. */
    ck_pr_store_64(&r->counter, ck_pr_load_64(&r->counter) + 1);
    pthread_mutex_unlock(m);
  }
  return SB_EVENT_OK;
}

const struct sb_test mutex_test = {
  .name = "mutex",
  .desc = "Mutex performance test",
  .options = mutex_opts,
  .conf_size = sizeof(struct mutex_conf),
  .init = mutex_init,
  .print_mode = mutex_print_mode,
  .run_start = mutex_run_start,
  .run_stop = mutex_run_stop,
  .thread_init = mutex_thread_init,
  .event = mutex_event,
};
SB_REGISTER(sb_tests, mutex_test);
