/* reporter.c: one background thread for both intermediate and checkpoint
 * reports, on an absolute schedule (missed ticks are skipped). */
#include "reporter.h"

#include <pthread.h>
#include <string.h>

#include "general.h"
#include "log.h"
#include "report.h"
#include "runner.h"
#include "timer.h"

static struct {
  pthread_t thread;
  bool running;
  pthread_mutex_t lock;
  pthread_cond_t cond;
  bool released, stopping;
  uint64_t start;
} rpt = { .lock = PTHREAD_MUTEX_INITIALIZER };

/* Sleeps until `until` (UINT64_MAX: until woken); false once stopping. */
static bool reporter_sleep(uint64_t until)
{
  struct timespec ts = timer_timespec(until);
  pthread_mutex_lock(&rpt.lock);
  while (!rpt.stopping && (!rpt.released || timer_now() < until)) {
    if (until == UINT64_MAX || !rpt.released)
      pthread_cond_wait(&rpt.cond, &rpt.lock);
    else
      pthread_cond_timedwait(&rpt.cond, &rpt.lock, &ts);
  }
  bool go = !rpt.stopping;
  pthread_mutex_unlock(&rpt.lock);
  return go;
}

static void *reporter_main(void *arg)
{
  (void)arg;
  const struct general *g = &sb_general;
  uint64_t interval = (uint64_t)g->report_interval * NS_PER_SEC;
  if (!reporter_sleep(0))
    return NULL;
  uint64_t now = timer_now();
  uint64_t next_inter = interval ? now + interval : UINT64_MAX;
  int ck = 0;
  for (;;) {
    /* Checkpoints already in the past when their turn comes are skipped. */
    while (ck < g->ncheckpoints && rpt.start + (uint64_t)g->checkpoints[ck] * NS_PER_SEC <= now)
      ck++;
    uint64_t next_ck = ck < g->ncheckpoints
        ? rpt.start + (uint64_t)g->checkpoints[ck] * NS_PER_SEC : UINT64_MAX;
    if (!reporter_sleep(next_ck < next_inter ? next_ck : next_inter))
      break;
    now = timer_now();
    if (runner_threads_running() == 0)
      continue;
    if (now >= next_ck) {
      report_checkpoint();
      ck++;
    }
    if (now >= next_inter) {
      report_intermediate();
      while (next_inter <= now)
        next_inter += interval;
    }
  }
  return NULL;
}

int reporter_start(uint64_t start_ns, bool released)
{
  const struct general *g = &sb_general;
  if (g->report_interval == 0 && g->ncheckpoints == 0)
    return 0;
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&rpt.cond, &ca);
  pthread_condattr_destroy(&ca);
  rpt.start = start_ns;
  rpt.released = released;
  rpt.stopping = false;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, g->stack_size);
  int err = pthread_create(&rpt.thread, &attr, reporter_main, NULL);
  pthread_attr_destroy(&attr);
  if (err) {
    log_fatal("Failed to create the report thread: %s", strerror(err));
    pthread_cond_destroy(&rpt.cond);
    return -1;
  }
  rpt.running = true;
  return 0;
}

void reporter_release(void)
{
  pthread_mutex_lock(&rpt.lock);
  rpt.released = true;
  pthread_cond_broadcast(&rpt.cond);
  pthread_mutex_unlock(&rpt.lock);
}

void reporter_stop(void)
{
  if (!rpt.running)
    return;
  pthread_mutex_lock(&rpt.lock);
  rpt.stopping = true;
  pthread_cond_broadcast(&rpt.cond);
  pthread_mutex_unlock(&rpt.lock);
  pthread_join(rpt.thread, NULL);
  pthread_cond_destroy(&rpt.cond);
  rpt.running = false;
}
