/* mutex.c: the mutex test: each thread does exactly one event of
 * --mutex-locks rounds; a round spins --mutex-loops empty iterations, then
 * locks a uniformly chosen mutex of --mutex-num, bumps a shared counter and
 * unlocks, as sysbench 1.0.20 does. */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#include <ck_pr.h>

#include "log.h"
#include "rand.h"
#include "test.h"
#include "tests/checks.h"

static const struct opt_def mutex_opts[] = {
  { "mutex-num", "total size of mutex array", "4096", OPT_INT },
  { "mutex-locks", "number of mutex locks to do per thread", "50000", OPT_INT },
  { "mutex-loops", "number of empty loops to do outside mutex lock", "10000", OPT_INT },
  { NULL, NULL, NULL, OPT_NULL }
};

/* Padded like the reference's (a mutex plus 256 bytes), so neighbouring
 * mutexes never share a cache line or an adjacent-line prefetch pair. */
struct mutex_slot {
  pthread_mutex_t m;
} __attribute__((aligned(256)));

static struct {
  long long num, locks, loops;
  struct mutex_slot *slots;
} mtx;

/* Bumped under whichever mutex is held. On lines of its own: every
 * thread's empty loop reads mtx.loops, which must not be invalidated by
 * each increment. */
static struct {
  uint64_t value;
} __attribute__((aligned(128))) mutex_counter;

/* The address of this marks a worker that has done its one event. */
static const char mutex_done_mark;

static int mutex_init(enum sb_command cmd)
{
  (void)cmd;
  if (check_int_min("mutex-num", 1, &mtx.num) || check_int_min("mutex-locks", 1, &mtx.locks) ||
      check_int_min("mutex-loops", 0, &mtx.loops))
    return -1;
  if (!check_ram_fits((uint64_t)mtx.num, sizeof(struct mutex_slot)) ||
      posix_memalign((void **)&mtx.slots, sizeof(struct mutex_slot),
                     sizeof(struct mutex_slot) * (size_t)mtx.num)) {
    mtx.slots = NULL;
    log_fatal("Memory allocation failure!");
    return -1;
  }
  for (long long i = 0; i < mtx.num; i++)
    pthread_mutex_init(&mtx.slots[i].m, NULL);
  mutex_counter.value = 0;
  return 0;
}

static void mutex_print_mode(void)
{
  log_info("Doing mutex performance test");
}

static int mutex_thread_init(struct sb_worker *w)
{
  w->data = NULL;
  return 0;
}

static int mutex_event(struct sb_worker *w)
{
  if (w->data)
    return SB_EVENT_STOP;
  w->data = (void *)&mutex_done_mark;
  uint32_t last = (uint32_t)(mtx.num - 1);
  for (long long n = 0; n < mtx.locks; n++) {
    pthread_mutex_t *m = &mtx.slots[rand_uniform(0, last)].m;
    for (long long i = 0; i < mtx.loops; i++)
      __asm__ volatile("" ::: "memory");
    pthread_mutex_lock(m);
    /* Not an atomic add: the reference's plain increment, made race-free
     * for the sanitizers with relaxed accesses of the same cost. */
    ck_pr_store_64(&mutex_counter.value, ck_pr_load_64(&mutex_counter.value) + 1);
    pthread_mutex_unlock(m);
  }
  return SB_EVENT_OK;
}

static void mutex_done(enum sb_command cmd)
{
  (void)cmd;
  for (long long i = 0; mtx.slots && i < mtx.num; i++)
    pthread_mutex_destroy(&mtx.slots[i].m);
  free(mtx.slots);
  mtx.slots = NULL;
}

const struct sb_test mutex_test = {
  .name = "mutex",
  .desc = "Mutex performance test",
  .options = mutex_opts,
  .init = mutex_init,
  .print_mode = mutex_print_mode,
  .thread_init = mutex_thread_init,
  .event = mutex_event,
  .done = mutex_done,
};
