/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_ffi.c: the C functions Lua reaches through ffi.C (the reference's
 * names and signatures, which user scripts also declare). They are found in
 * the executable's dynamic symbols (-Wl,--export-dynamic). */
#include <stdbool.h>
#include <stdint.h>

#include "core/command/general.h"
#include "plugin/options.h"
#include "core/stats/rand.h"
#include "core/run/runner.h"
#include "script.h"
#include "core/base/timer.h"

#define SB_EXPORT __attribute__((visibility("default"), used))

SB_EXPORT bool sb_more_events(int thread_id);
SB_EXPORT void sb_event_start(int thread_id);
SB_EXPORT void sb_event_stop(int thread_id);
SB_EXPORT bool sbng_event_next(int thread_id);
SB_EXPORT uint64_t sb_counter_val(int thread_id, int type);
SB_EXPORT void sb_counter_inc(int thread_id, int type);
SB_EXPORT void sb_counter_add(int thread_id, int type, uint64_t v);
SB_EXPORT uint64_t sb_rand_uniform_uint64(void);
SB_EXPORT double sb_rand_uniform_double(void);
SB_EXPORT uint32_t sb_rand_default(uint32_t a, uint32_t b);
SB_EXPORT uint32_t sb_rand_uniform(uint32_t a, uint32_t b);
SB_EXPORT uint32_t sb_rand_gaussian(uint32_t a, uint32_t b);
SB_EXPORT uint32_t sb_rand_special(uint32_t a, uint32_t b);
SB_EXPORT uint32_t sb_rand_pareto(uint32_t a, uint32_t b);
SB_EXPORT uint32_t sb_rand_zipfian(uint32_t a, uint32_t b);
SB_EXPORT uint32_t sb_rand_unique(void);
SB_EXPORT void sb_rand_str(const char *fmt, char *buf);
SB_EXPORT uint32_t sb_rand_varstr(char *buf, uint32_t min, uint32_t max);
SB_EXPORT void sb_print_test_options(void);

/* The three-call loop of scripts with their own thread_run. Only an event
 * that sb_more_events allowed as measured is timed by sb_event_start: not
 * one it allowed in the warmup, nor one a script starts after it said no
 * (whose --rate arrival, past the time limit, would be in the future: its
 * latency was negative, a max of 18446744073697 ms). */
bool sb_more_events(int thread_id)
{
  struct sb_worker *w = runner_worker(thread_id);
  if (w == NULL)
    return false;
  uint64_t now = timer_now();
  enum runner_go go = runner_more(w->runner, w, now) ? GO_MEASURED
                                                      : runner_more_slow(w->runner, w, now);
  w->unmeasured = go != GO_MEASURED;
  return go != GO_STOP;
}

void sb_event_start(int thread_id)
{
  struct sb_worker *w = runner_worker(thread_id);
  if (w && !w->unmeasured)
    runner_event_begin(w->runner, w, timer_now());
}

void sb_event_stop(int thread_id)
{
  struct sb_worker *w = runner_worker(thread_id);
  if (w && w->started) {
    runner_event_end(w->runner, w, timer_now());
    w->started = 0;
  }
}

/* The default Lua loop's single call per event: ends the previous event
 * (if one is running and measured), checks the limits and starts the next
 * one, all on one clock reading. The time between two calls is the event: the same
 * span the reference measures between sb_event_start and sb_event_stop,
 * give or take the loop's branch. */
bool sbng_event_next(int thread_id)
{
  struct sb_worker *w = runner_worker(thread_id);
  if (w == NULL)
    return false;
  struct run *r = w->runner;
  uint64_t now = timer_now();
  /* The previous event's busy_since gives way to the next one's, or is
   * cleared before the edge (as in the built-in loop). */
  if (w->started)
    runner_count(r, w, now - w->started);
  if (runner_more_fast(r, w, now)) {
    runner_event_begin_at(w, now);   /* (not a --rate event) */
    return true;
  }
  ck_pr_store_64(&w->stats->busy_since, 0);
  if (runner_more_edge(r, w, now)) {
    runner_event_begin(r, w, now);
    return true;
  }
  enum runner_go go = runner_more_slow(r, w, now);
  if (go == GO_MEASURED) {
    runner_event_begin(r, w, now);
    return true;
  }
  /* Stopping, or a warmup event: not timed (started 0: not counted). */
  w->started = 0;
  return go == GO_WARMUP;
}

/* Counters of thread ids outside the run, or of unknown types, read as 0
 * and ignore updates. */
static struct stats *ffi_stats(int thread_id, int type)
{
  struct sb_worker *w = runner_worker(thread_id);
  return w && type >= 0 && type < STATS_NCOUNTERS ? w->stats : NULL;
}

uint64_t sb_counter_val(int thread_id, int type)
{
  struct stats *s = ffi_stats(thread_id, type);
  return s ? ck_pr_load_64(&s->cnt[type]) : 0;
}

void sb_counter_inc(int thread_id, int type)
{
  sb_counter_add(thread_id, type, 1);
}

void sb_counter_add(int thread_id, int type, uint64_t v)
{
  struct stats *s = ffi_stats(thread_id, type);
  if (s)
    stats_inc(s, (enum stats_counter)type, v);
}

uint64_t sb_rand_uniform_uint64(void)
{
  return rand_next(&rand_tls);
}

double sb_rand_uniform_double(void)
{
  return rand_double(&rand_tls);
}

uint32_t sb_rand_default(uint32_t a, uint32_t b) { return rand_default(a, b); }
uint32_t sb_rand_uniform(uint32_t a, uint32_t b) { return rand_uniform(a, b); }
uint32_t sb_rand_gaussian(uint32_t a, uint32_t b) { return rand_gaussian(a, b); }
uint32_t sb_rand_special(uint32_t a, uint32_t b) { return rand_special(a, b); }
uint32_t sb_rand_pareto(uint32_t a, uint32_t b) { return rand_pareto(a, b); }
uint32_t sb_rand_zipfian(uint32_t a, uint32_t b) { return rand_zipfian(a, b); }
uint32_t sb_rand_unique(void) { return rand_unique(); }
void sb_rand_str(const char *fmt, char *buf) { rand_string(fmt, buf); }
uint32_t sb_rand_varstr(char *buf, uint32_t min, uint32_t max) { return rand_varstring(buf, min, max); }

/* The options of the script whose state calls it. */
void sb_print_test_options(void)
{
  lua_State *L = script_current_state();
  if (L && script_of(L))
    opt_print_group(script_registry(script_of(L)), GROUP_TEST);
}
