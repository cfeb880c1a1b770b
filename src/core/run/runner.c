/* SPDX-License-Identifier: GPL-2.0-or-later */
/* runner.c: one run. Builds the run's state from its configuration, starts
 * the workers behind a gate (their side: runner_worker.c), opens it when
 * all have initialised (the benchmark clock starts then), waits for them
 * while handling the warmup, signals and forced shutdown, prints the final
 * report, and frees it all. Everything of a run lives in its struct
 * runner_state (runner_state.h). */
#include "runner.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/module.h"
#include "report.h"
#include "reporter.h"
#include "core/results/results.h"
#include "runner_state.h"
#include "steady.h"
#include "watchdog.h"

/* The gauges a report takes from the run; false when no worker runs. */
static bool runner_gauges(void *arg, struct report_gauges *g)
{
  struct runner_state *s = arg;
  struct run *r = &s->run;
  uint64_t now = timer_now(), busy = 0;
  for (int i = 0; r->rate_on && i < r->nthreads; i++)
    busy += ck_pr_load_64(&s->stats[i].busy_since) != 0;
  g->threads_running = (unsigned)ck_pr_load_int(&r->threads_running);
  g->queue_length = r->rate_on ? rate_backlog(&r->rate, now) : 0;
  g->concurrency = busy;
  return g->threads_running > 0;
}

/* --steady-state holds (the reporter thread): the run ends, well. */
static void runner_steady(void *arg)
{
  struct runner_state *s = arg;
  ck_pr_cas_int(&s->run.phase, RUN_MEASURED, STOP_STEADY);
  sem_post(&s->wake);
}

/* A report hook failed in the reporter thread: the run stops and fails. */
static void runner_report_failed(void *arg)
{
  struct runner_state *s = arg;
  runner_fail(&s->run);
  sem_post(&s->wake);
}

/* In the SIGINT/SIGTERM handler (watchdog.c): the run stops. */
static void runner_on_signal(void *arg)
{
  struct runner_state *s = arg;
  ck_pr_store_int(&s->run.phase, STOP_SIGNAL);
  sem_post(&s->wake);
}

static const char *runner_signame(int sig)
{
  return watchdog_signame(sig);
}

/* Seconds from the start to the time limit (the warmup included), and to
 * a forced shutdown: in 64 bits, as each is an int but their sum may not
 * be (--warmup-time=2147483647). */
static uint64_t runner_limit_sec(const struct run_config *rc, bool forced)
{
  return (uint64_t)rc->time + (uint64_t)rc->warmup_time +
         (forced ? (uint64_t)rc->forced_shutdown_after : 0);
}

static void runner_print_mode(const struct run_config *rc)
{
  log_notice("Running the test with following options:");
  log_notice("Number of threads: %d", rc->threads);
  if (rc->warmup_time)
    log_notice("Warmup time: %ds", rc->warmup_time);
  if (rc->rate)
    log_notice("Target transaction rate: %d/sec", rc->rate);
  if (rc->report_interval)
    log_notice("Report intermediate results every %d second(s)", rc->report_interval);
  if (rc->ncheckpoints) {
    char list[RUN_MAX_CHECKPOINTS * 14] = "";
    size_t len = 0;
    for (int i = 0; i < rc->ncheckpoints; i++)
      len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%d", i ? ", " : "",
                              rc->checkpoints[i]);
    log_notice("Report checkpoint(s) at %s seconds", list);
  }
  if (rc->debug)
    log_notice("Debug mode enabled.\n");
  if (rc->validate)
    log_notice("Validation checks: on.\n");
  if (rc->rand_seed) {
    log_notice("Initializing random number generator from seed (%lld).\n", rc->rand_seed);
    srandom((unsigned)rc->rand_seed);
  } else {
    log_notice("Initializing random number generator from current time\n");
    srandom((unsigned)time(NULL));
  }
  if (rc->forced_shutdown)
    log_notice("Forcing shutdown in %llu seconds",
               (unsigned long long)runner_limit_sec(rc, true));
  log_notice("%s", "");
}

struct sb_worker *runner_workers_alloc(size_t n)
{
  struct sb_worker *w;
  if (posix_memalign((void **)&w, 64, sizeof(*w) * n))
    return NULL;
  memset(w, 0, sizeof(*w) * n);
  return w;
}

/* Starts the workers; returns how many were created. */
static int runner_spawn(struct runner_state *s)
{
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  int err = pthread_attr_setstacksize(&attr, s->rc->stack_size);
  if (err) {
    log_fatal("Invalid value for thread-stack-size: %llu (%s).",
              (unsigned long long)s->rc->stack_size, strerror(err));
    pthread_attr_destroy(&attr);
    return 0;
  }
  sigset_t old;
  watchdog_block(&old);
  int n;
  for (n = 0; n < s->run.nthreads; n++) {
    ck_pr_inc_int(&s->run.threads_running);
    err = pthread_create(&s->threads[n], &attr, runner_worker_main, &s->run.workers[n]);
    if (err) {
      ck_pr_dec_int(&s->run.threads_running);
      log_fatal("Failed to create worker thread #%d: %s", n, strerror(err));
      break;
    }
  }
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  pthread_attr_destroy(&attr);
  return n;
}

/* Waits for every created worker to reach the gate; false when they did
 * not in time: --thread-init-timeout, or after a signal 2 s (no time at
 * all after a second one). The wait wakes every 100 ms to see a signal:
 * the handler cannot signal a condition variable. */
static bool runner_await_ready(struct runner_state *s, int created)
{
  const uint64_t slice = 100 * 1000 * 1000;
  uint64_t limit = timer_now() + (uint64_t)s->rc->thread_init_timeout * NS_PER_SEC;
  pthread_mutex_lock(&s->gate.lock);
  for (;;) {
    uint64_t now = timer_now(), until = limit, sig_at = watchdog_signal_at();
    if (sig_at && sig_at + WATCHDOG_GRACE_NS < until)
      until = watchdog_signals() > 1 ? now : sig_at + WATCHDOG_GRACE_NS;
    if (s->gate.ready >= created || now >= until)
      break;
    struct timespec ts = timer_timespec(until - now < slice ? until : now + slice);
    pthread_cond_timedwait(&s->gate.cond, &s->gate.lock, &ts);
  }
  bool ok = s->gate.ready >= created;
  pthread_mutex_unlock(&s->gate.lock);
  return ok;
}

static void runner_open_gate(struct runner_state *s, bool abort)
{
  pthread_mutex_lock(&s->gate.lock);
  s->gate.open = true;
  s->gate.abort = abort;
  pthread_cond_broadcast(&s->gate.cond);
  pthread_mutex_unlock(&s->gate.lock);
}

static void runner_join(struct runner_state *s, int n)
{
  for (int i = 0; i < n; i++)
    pthread_join(s->threads[i], NULL);
}

/* The report taken when workers cannot be waited for, up to end (the
 * signal, or the forced shutdown). Nothing measured, no report. */
static void runner_report_forced(struct runner_state *s, uint64_t end)
{
  struct report_gauges g;
  runner_gauges(s, &g);
  if (s->measured_from)
    report_forced(s->report, end, &g);
}

/* The watchdog's report, when a hook does not return after a signal:
 * what ran until the signal, or until the end of the run. */
static void runner_report_emergency(void *arg)
{
  struct runner_state *s = arg;
  uint64_t interrupted = ck_pr_load_64(&s->interrupted_at);
  uint64_t end = interrupted ? interrupted : ck_pr_load_64(&s->ended_at);
  struct report_gauges g;
  runner_gauges(s, &g);
  if (ck_pr_load_64(&s->measured_from))
    report_emergency(s->report, end ? end : watchdog_signal_at(), &g);
}

/* The warmup is over: every figure restarts now, the time limit counts
 * from here, and the --events pool opens before the phase changes (a
 * worker that sees the measured phase sees the pool). */
static void runner_end_warmup(struct runner_state *s, struct reporter *rp, uint64_t now)
{
  const struct run_config *rc = s->rc;
  struct run *r = &s->run;
  report_reset(s->report, now, now - s->started_at);
  if (!(s->test->flags & SB_TEST_NO_EVENT_LIMIT)) {
    ck_pr_store_64(&r->events_left, rc->events);
    ck_pr_store_64(&r->events_limit, rc->events);
  }
  if (rc->time)
    ck_pr_store_64(&r->deadline, now + (uint64_t)rc->time * NS_PER_SEC);
  ck_pr_fence_store();
  ck_pr_cas_int(&r->phase, RUN_WARMUP, RUN_MEASURED);
  ck_pr_store_64(&s->measured_from, now);
  reporter_release(rp, now);
}

/* Main thread while the workers run: ends the warmup, reacts to signals
 * and forced shutdown. Returns 0, 128+signal, or -2 (forced shutdown). */
static int runner_watch(struct runner_state *s, struct reporter *rp, uint64_t start)
{
  const struct run_config *rc = s->rc;
  struct run *r = &s->run;
  uint64_t warmup_end = s->measured_from ? 0 : start + (uint64_t)rc->warmup_time * NS_PER_SEC;
  uint64_t forced_at = rc->forced_shutdown
      ? start + runner_limit_sec(rc, true) * NS_PER_SEC
      : UINT64_MAX;
  uint64_t grace_end = UINT64_MAX;
  int rc_out = 0;
  while (ck_pr_load_int(&r->threads_running) > 0) {
    uint64_t wake = forced_at < grace_end ? forced_at : grace_end;
    if (warmup_end && warmup_end < wake)
      wake = warmup_end;
    struct timespec ts = timer_timespec(wake == UINT64_MAX ? timer_now() + 3600 * NS_PER_SEC
                                                           : wake);
    sem_clockwait(&s->wake, CLOCK_MONOTONIC, &ts);
    uint64_t now = timer_now();
    int sig = watchdog_signal();
    if (sig && rc_out == 0) {
      log_warning("run interrupted by %s after %.2fs", runner_signame(sig),
                  timer_sec(now - start));
      rc_out = 128 + sig;
      grace_end = now + WATCHDOG_GRACE_NS;
      ck_pr_store_64(&s->interrupted_at, now);
    }
    /* (A second signal ends the process at once: the watchdog's.) */
    if (now >= grace_end) {
      /* Workers stuck inside an event: report what ran until the signal
       * and leave them (worker processes are killed). */
      runner_report_forced(s, s->interrupted_at);
      runner_procs_kill(s);
      return -rc_out;
    }
    if (warmup_end && now >= warmup_end && rc_out == 0) {
      warmup_end = 0;
      runner_end_warmup(s, rp, now);
    }
    if (now >= forced_at) {
      ck_pr_store_int(&r->phase, STOP_SIGNAL);
      log_fatal("The --max-time limit has expired, forcing shutdown...");
      unsigned busy = 0;
      for (int i = 0; i < r->nthreads; i++)
        busy += ck_pr_load_64(&s->stats[i].busy_since) != 0;
      if (busy)
        log_notice("\nNumber of unfinished transactions on forced shutdown: %u", busy);
      runner_report_forced(s, forced_at);
      runner_procs_kill(s);
      return -2;
    }
  }
  return rc_out;
}

/* Starts the clock and the workers' events; waits for them to end.
 * Returns the run's status (see runner_run); *end is when the last worker
 * stopped, the final report's clock. */
static int runner_go(struct runner_state *s, int created, uint64_t *end)
{
  const struct run_config *rc = s->rc;
  struct run *r = &s->run;
  uint64_t start = timer_now();
  s->started_at = start;
  if (rc->time)
    r->deadline = start + runner_limit_sec(rc, false) * NS_PER_SEC;
  if (!rc->warmup_time)
    ck_pr_store_64(&s->measured_from, start);
  report_begin(s->report, start);
  modules_run_clock(&s->modules, start);
  if (r->rate_on)
    rate_start(&r->rate, start, rc->rate, &s->rate_rng);
  log_notice("Threads started!\n");
  if (rc->warmup_time)
    log_notice("Warming up for %d seconds...\n", rc->warmup_time);
  struct reporter *rp;
  struct reporter_source src = { .report = s->report, .rc = rc, .gauges = runner_gauges,
                                 .failed = runner_report_failed, .steady = runner_steady,
                                 .arg = s };
  reporter_start(&rp, &src, start, rc->warmup_time == 0);
  runner_open_gate(s, false);
  int status = runner_watch(s, rp, start);
  /* Worker processes left behind have been killed: their threads end. */
  if (status >= 0 || s->procs)
    runner_join(s, created);
  *end = timer_now();
  reporter_stop(rp);
  if (status >= 0) {
    log_info("Done.\n");
    if (ck_pr_load_int(&r->phase) == STOP_ERROR)
      status = 1;
  }
  return status;
}

/* Workers that did not reach the gate in time are left behind; worker
 * processes are killed and reaped, and then the run ends as any other. */
static void runner_abandon(struct runner_state *s, int created)
{
  runner_procs_kill(s);
  if (s->procs)
    runner_join(s, created);
}

/* Starts the workers and runs them; the run's status (negative: workers
 * were left behind, see runner_run; in process mode they were killed and
 * reaped). */
static int runner_launch(struct runner_state *s, uint64_t *end)
{
  log_notice("Initializing worker threads...\n");
  watchdog_start();
  watchdog_listen(runner_on_signal, s);
  int created = runner_spawn(s), status;
  bool ready = created == s->run.nthreads && runner_await_ready(s, created);
  int sig = watchdog_signal();
  if (created < s->run.nthreads) {
    runner_fail(&s->run);
    runner_open_gate(s, true);
    runner_join(s, created);
    status = 1;
  } else if (sig) {
    /* Interrupted before the clock started: the workers that are ready
     * leave at the gate; any still in thread_init are left behind. */
    log_warning("run interrupted by %s while the worker threads initialized: nothing "
                "was measured", runner_signame(sig));
    status = ready ? 128 + sig : -(128 + sig);
    if (ready) {
      runner_open_gate(s, true);
      runner_join(s, created);
    } else {
      runner_abandon(s, created);
    }
  } else if (!ready) {
    log_fatal("Worker threads failed to initialize within %d seconds!",
              s->rc->thread_init_timeout);
    runner_abandon(s, created);
    status = -2;
  } else if (s->gate.failed) {
    log_fatal("Thread initialization failed!");
    runner_fail(&s->run);
    runner_open_gate(s, true);
    runner_join(s, created);
    status = 1;
  } else {
    status = runner_go(s, created, end);
  }
  watchdog_listen(NULL, NULL);
  watchdog_stop();
  return status;
}

/* --debug: the descriptors open after a run, to show that runs leave
 * none behind (a threads sweep prints one count per step). */
static void runner_debug_fds(void)
{
  if (!log_enabled(LOG_DEBUG))
    return;
  DIR *d = opendir("/proc/self/fd");
  if (d == NULL)
    return;
  int n = 0;
  while (readdir(d))
    n++;
  closedir(d);
  /* ".", ".." and the directory's own descriptor. */
  log_debug("Open file descriptors after the run: %d", n - 3);
}

/* Every report's figures go to the run's results step (if any). */
static void runner_record_results(void *step, enum results_kind kind, const struct sb_stat *st)
{
  results_record(step, kind, st);
}

int runner_run(const struct sb_test *t, void *conf, const struct run_config *rc)
{
  runner_print_mode(rc);
  struct runner_state *s = runner_state_new(t, rc);
  if (s == NULL)
    return 1;
  if (t->print_mode)
    t->print_mode(conf, rc);
  if (t->run_start && t->run_start(conf, rc, &s->test_run)) {
    runner_state_free(s);
    return 1;
  }
  if (modules_run_start(rc, &s->modules)) {
    if (t->run_stop)
      t->run_stop(s->test_run);
    runner_state_free(s);
    return 1;
  }
  for (int i = 0; i < rc->threads; i++)
    s->run.workers[i].run = s->test_run;
  const struct run_reports *own = rc->reports;
  struct report_hooks hooks = {
    .intermediate = t->report_intermediate, .intermediate_data = s->test_run,
    .prefix = t->report_prefix, .prefix_data = s->test_run,
    .cumulative = t->report_cumulative, .cumulative_data = s->test_run,
    .record = runner_record_results, .record_ctx = rc->results,
    .modules = &s->modules };
  if (own && own->intermediate) {
    hooks.intermediate = own->intermediate;
    hooks.intermediate_data = own->data;
  }
  if (own && own->cumulative) {
    hooks.cumulative = own->cumulative;
    hooks.cumulative_data = own->data;
  }
  s->report = report_new(rc, rc->threads, s->stats, &hooks);
  if (s->report == NULL) {
    alloc_failed();
    modules_run_end(&s->modules, 1);
    if (t->run_stop)
      t->run_stop(s->test_run);
    runner_state_free(s);
    return 1;
  }
  if (rc->warmup_time)
    s->run.phase = RUN_WARMUP;
  else if (!(t->flags & SB_TEST_NO_EVENT_LIMIT)) {
    s->run.events_limit = rc->events;
    s->run.events_left = rc->events;
  }
  watchdog_set_report(runner_report_emergency, s);
  uint64_t end = 0;
  int status = runner_launch(s, &end);
  if (status < 0 && !s->procs)
    return status;
  ck_pr_store_64(&s->ended_at, end);
  if (status < 0) {
    /* Worker processes abandoned (forced shutdown, stuck after a signal,
     * not started in time): killed and reaped, what ran reported; what
     * the run made (the test's files) is removed as after any run. */
    status = -status;
  } else if (status > 128 && !s->started_at) {
    /* Interrupted before the clock started: said so already. */
  } else if ((status == 0 || status > 128) && !s->measured_from) {
    /* The run ended (or was interrupted) inside the warmup. */
    log_fatal("The run ended during the warmup (--warmup-time=%d): nothing was measured",
              rc->warmup_time);
    if (status == 0)
      status = 1;
  } else if (status == 0 || status > 128) {
    struct report_gauges g;
    runner_gauges(s, &g);
    if (!report_final(s->report, end, &g) && status == 0)
      status = 1;
    if (ck_pr_load_int(&s->lost) && status == 0)
      status = 1;
    if (report_steady(s->report))
      steady_result(report_steady(s->report), timer_sec(end - s->measured_from),
                    rc->results ? rc->results->facts : NULL);
  }
  if (t->facts && rc->results)
    t->facts(s->test_run, rc->results->facts);
  status = modules_run_end(&s->modules, status);
  if (t->run_stop)
    t->run_stop(s->test_run);
  watchdog_set_report(NULL, NULL);
  runner_state_free(s);
  runner_debug_fds();
  return status;
}
