/* SPDX-License-Identifier: GPL-2.0-or-later */
/* loop.c: the event loop of the UnixBench-style system tests (their
 * thread_run), built from runner.h's steps. A pipe or system-call loop
 * takes a few hundred nanoseconds, so reading the clock twice per event
 * (the built-in loop) would cost a quarter of it and make events/s no
 * longer comparable with UnixBench's lps. Here events run in batches
 * timed by one clock reading each (the end of one batch is the start of
 * the next); each event of a batch is recorded at the batch's mean. The
 * batch grows until it lasts about LOOP_BATCH_NS, so events of that
 * length and more are timed one by one, exactly; shorter ones have their
 * latency figures (min, max, percentiles) as means of a few events. With
 * --rate every event is timed from its arrival, as in the built-in loop. */
#include "tests/unixbench/system.h"

#include "core/run/runner.h"

#define LOOP_BATCH_NS 8000
#define LOOP_BATCH_MAX 64

/* --rate: one event at a time, from its scheduled arrival. */
static int loop_paced(struct run *r, struct sb_worker *w, int (*event)(struct sb_worker *))
{
  uint64_t now = timer_now();
  while (runner_more(r, w, now)) {
    runner_event_begin(r, w, now);
    int rc = event(w);
    now = timer_now();
    if (rc != SB_EVENT_OK) {
      ck_pr_store_64(&w->stats->busy_since, 0);
      return rc == SB_EVENT_STOP ? 0 : -1;
    }
    runner_event_end(r, w, now);
  }
  return 0;
}

int system_loop(struct sb_worker *w, int (*event)(struct sb_worker *))
{
  struct run *r = w->runner;
  if (r->rate_on)
    return loop_paced(r, w, event);
  struct stats *st = w->stats;
  struct rand_state *rng = &rand_tls;
  uint64_t start = timer_now(), now = start, batch = 1;
  for (;;) {
    uint64_t n = 0;
    int rc = SB_EVENT_OK;
    ck_pr_store_64(&st->busy_since, start);
    while (n < batch && runner_more(r, w, now)) {
      rc = event(w);
      if (rc != SB_EVENT_OK)
        break;
      n++;
    }
    now = timer_now();
    ck_pr_store_64(&st->busy_since, 0);
    uint64_t mean = n ? (now - start) / n : 0;
    for (uint64_t i = 0; i < n; i++)
      runner_count_in(r, st, rng, mean);
    if (rc != SB_EVENT_OK)
      return rc == SB_EVENT_STOP ? 0 : -1;
    if (n < batch)
      return 0;
    batch = mean ? LOOP_BATCH_NS / mean : LOOP_BATCH_MAX;
    batch = batch < 1 ? 1 : batch > LOOP_BATCH_MAX ? LOOP_BATCH_MAX : batch;
    start = now;
  }
}
