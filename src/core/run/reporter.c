/* SPDX-License-Identifier: GPL-2.0-or-later */
/* reporter.c: one background thread for both intermediate and checkpoint
 * reports, on an absolute schedule (missed ticks are skipped). */
#include "reporter.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/log.h"
#include "core/base/timer.h"
#include "core/stats/rand.h"

struct reporter {
  struct reporter_source src;
  pthread_t thread;
  pthread_mutex_t lock;
  pthread_cond_t cond;
  bool released, stopping;
  uint64_t start;
};

/* Sleeps until `until` (UINT64_MAX: until woken); false once stopping. */
static bool reporter_sleep(struct reporter *rp, uint64_t until)
{
  struct timespec ts = timer_timespec(until);
  pthread_mutex_lock(&rp->lock);
  while (!rp->stopping && (!rp->released || timer_now() < until)) {
    if (until == UINT64_MAX || !rp->released)
      pthread_cond_wait(&rp->cond, &rp->lock);
    else
      pthread_cond_timedwait(&rp->cond, &rp->lock, &ts);
  }
  bool go = !rp->stopping;
  pthread_mutex_unlock(&rp->lock);
  return go;
}

static void *reporter_main(void *arg)
{
  struct reporter *rp = arg;
  const struct run_config *rc = rp->src.rc;
  /* Report hooks in Lua draw from the run's distributions. */
  rand_dists_use(&rc->rand);
  uint64_t interval = (uint64_t)rc->report_interval * NS_PER_SEC;
  if (!reporter_sleep(rp, 0))
    return NULL;
  uint64_t now = timer_now();
  uint64_t next_inter = interval ? now + interval : UINT64_MAX;
  /* --steady-state's samples: every second of measured time. */
  uint64_t next_sample = rc->steady.on ? rp->start + NS_PER_SEC : UINT64_MAX;
  int ck = 0;
  for (;;) {
    /* Checkpoints already in the past when their turn comes are skipped. */
    while (ck < rc->ncheckpoints && rp->start + (uint64_t)rc->checkpoints[ck] * NS_PER_SEC <= now)
      ck++;
    uint64_t next_ck = ck < rc->ncheckpoints
        ? rp->start + (uint64_t)rc->checkpoints[ck] * NS_PER_SEC : UINT64_MAX;
    uint64_t next = next_ck < next_inter ? next_ck : next_inter;
    if (!reporter_sleep(rp, next_sample < next ? next_sample : next))
      break;
    now = timer_now();
    if (now >= next_sample) {
      next_sample += NS_PER_SEC;
      if (report_sample(rp->src.report, now)) {
        next_sample = UINT64_MAX;
        rp->src.steady(rp->src.arg);
      }
    }
    struct report_gauges g;
    if (!rp->src.gauges(rp->src.arg, &g))
      continue;
    bool ok = true;
    if (now >= next_ck) {
      ok = report_checkpoint(rp->src.report, &g);
      ck++;
    }
    if (ok && now >= next_inter) {
      ok = report_intermediate(rp->src.report, &g);
      while (next_inter <= now)
        next_inter += interval;
    }
    if (!ok) {
      rp->src.failed(rp->src.arg);
      break;
    }
  }
  return NULL;
}

int reporter_start(struct reporter **out, const struct reporter_source *src,
                   uint64_t start_ns, bool released)
{
  const struct run_config *rc = src->rc;
  *out = NULL;
  if (rc->report_interval == 0 && rc->ncheckpoints == 0 && !rc->steady.on)
    return 0;
  struct reporter *rp = calloc(1, sizeof(*rp));
  if (rp == NULL) {
    log_fatal("Failed to create the report thread: out of memory");
    return -1;
  }
  rp->src = *src;
  pthread_mutex_init(&rp->lock, NULL);
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&rp->cond, &ca);
  pthread_condattr_destroy(&ca);
  rp->start = start_ns;
  rp->released = released;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, rc->stack_size);
  int err = pthread_create(&rp->thread, &attr, reporter_main, rp);
  pthread_attr_destroy(&attr);
  if (err) {
    log_fatal("Failed to create the report thread: %s", strerror(err));
    pthread_cond_destroy(&rp->cond);
    pthread_mutex_destroy(&rp->lock);
    free(rp);
    return -1;
  }
  *out = rp;
  return 0;
}

void reporter_release(struct reporter *rp, uint64_t now_ns)
{
  if (rp == NULL)
    return;
  pthread_mutex_lock(&rp->lock);
  rp->released = true;
  rp->start = now_ns;
  pthread_cond_broadcast(&rp->cond);
  pthread_mutex_unlock(&rp->lock);
}

void reporter_stop(struct reporter *rp)
{
  if (rp == NULL)
    return;
  pthread_mutex_lock(&rp->lock);
  rp->stopping = true;
  pthread_cond_broadcast(&rp->cond);
  pthread_mutex_unlock(&rp->lock);
  pthread_join(rp->thread, NULL);
  pthread_cond_destroy(&rp->cond);
  pthread_mutex_destroy(&rp->lock);
  free(rp);
}
