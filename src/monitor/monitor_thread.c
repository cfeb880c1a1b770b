/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_thread.c: the sampling thread of a monitored run. It wakes every
 * --monitor-interval, reads every gauge and counter, and keeps the sample;
 * a long run keeps every other sample when MONITOR_MAX_SAMPLES are held,
 * so the samples always span the whole run. The workers never see it: no
 * lock, allocation or system call of theirs is added; its lock and
 * condition (the run's) are shared with the thread that starts and stops
 * the run alone. */
#include "monitor/monitor.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/base/timer.h"
#include "core/run/watchdog.h"

#define MONITOR_MAX_SAMPLES 4096

/* Samples taken by the sampling threads of all runs (a counter the tests
 * read, process-wide). */
static uint64_t monitor_taken;

/* For scripts (ffi.C): how many samples the monitor thread has taken
 * since the process started; a test waits for two more after changing a
 * fixture file to know a sample saw the change. */
uint64_t sbng_monitor_samples(void)
{
  return __atomic_load_n(&monitor_taken, __ATOMIC_ACQUIRE);
}

void monitor_sample_take(struct monitor_run *m, struct monitor_sample *s)
{
  s->at = timer_now();
  monitor_counters_read(&m->files, &s->c);
  for (int i = 0; i < m->ngauges; i++)
    s->g[i] = monitor_gauge_read(&m->gauges[i]);
}

/* Keeps s: every stride-th sample; at MONITOR_MAX_SAMPLES every other
 * one kept so far goes and the stride doubles. */
static void monitor_keep(struct monitor_run *m, const struct monitor_sample *s)
{
  if (m->seen++ % m->stride)
    return;
  if (m->n == MONITOR_MAX_SAMPLES) {
    for (size_t i = 0; i < m->n / 2; i++)
      m->v[i] = m->v[2 * i];
    m->n /= 2;
    m->stride *= 2;
  }
  if (m->n == m->cap) {
    size_t cap = m->cap ? 2 * m->cap : 64;
    struct monitor_sample *v = realloc(m->v, cap * sizeof(*v));
    if (v == NULL)
      return;
    m->v = v;
    m->cap = cap;
  }
  m->v[m->n++] = *s;
}

static void *monitor_main(void *arg)
{
  struct monitor_run *m = arg;
  uint64_t step = (uint64_t)(m->conf.interval * NS_PER_SEC), next = timer_now() + step;
  struct monitor_sample *s = malloc(sizeof(*s));
  pthread_mutex_lock(&m->lock);
  while (s && !m->stop) {
    struct timespec ts = timer_timespec(next);
    if (pthread_cond_timedwait(&m->cond, &m->lock, &ts) == 0 || m->stop)
      continue;
    pthread_mutex_unlock(&m->lock);
    monitor_sample_take(m, s);
    monitor_keep(m, s);
    __atomic_add_fetch(&monitor_taken, 1, __ATOMIC_RELEASE);
    uint64_t now = timer_now();
    next += step;
    if (next <= now)   /* late (a loaded machine): the next tick from now */
      next = now + step;
    pthread_mutex_lock(&m->lock);
  }
  pthread_mutex_unlock(&m->lock);
  free(s);
  monitor_counters_free();
  struct timespec cpu;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu);
  m->thread_cpu = (double)cpu.tv_sec + cpu.tv_nsec / 1e9;
  return NULL;
}

int monitor_thread_start(struct monitor_run *m)
{
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&m->cond, &ca);
  pthread_condattr_destroy(&ca);
  pthread_mutex_init(&m->lock, NULL);
  m->stop = false;
  m->stride = 1;
  /* The signals that end a run stay with the thread that handles them. */
  sigset_t old;
  watchdog_block(&old);
  int err = pthread_create(&m->tid, NULL, monitor_main, m);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  m->thread_started = err == 0;
  if (err) {
    pthread_cond_destroy(&m->cond);
    pthread_mutex_destroy(&m->lock);
  }
  return err ? -1 : 0;
}

/* Also for a run whose clock never started (its thread never did). */
void monitor_thread_stop(struct monitor_run *m)
{
  if (!m->thread_started)
    return;
  pthread_mutex_lock(&m->lock);
  m->stop = true;
  pthread_cond_signal(&m->cond);
  pthread_mutex_unlock(&m->lock);
  pthread_join(m->tid, NULL);
  pthread_cond_destroy(&m->cond);
  pthread_mutex_destroy(&m->lock);
  m->thread_started = false;
}
