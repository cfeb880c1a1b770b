/* runner.c: the `run` command. Starts the workers behind a gate, opens it
 * when all have initialised (the benchmark clock starts then), waits for
 * them while handling the warmup, signals and forced shutdown, and prints
 * the final report. */
#include "runner.h"

#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "general.h"
#include "rate.h"
#include "log.h"
#include "report.h"
#include "reporter.h"

struct runner sb_runner;

static struct {
  pthread_mutex_t lock;
  pthread_cond_t cond;
  int ready;            /* workers that finished thread_init */
  bool failed;          /* a thread_init failed */
  bool open, abort;
} gate = { .lock = PTHREAD_MUTEX_INITIALIZER };

static sem_t runner_wake;                  /* workers ending, signals */
static volatile sig_atomic_t runner_signo, runner_nsignals;
static pthread_t *runner_threads;

#define RUNNER_BATCH_MAX 1024

bool runner_claim(struct sb_worker *w)
{
  uint64_t left = ck_pr_load_64(&sb_runner.events_left);
  for (;;) {
    if (left == 0) {
      runner_limit_reached(false);
      return false;
    }
    /* Batches shrink as the pool empties, so no thread sits on a large
     * unused batch at the end; the last events go one at a time. */
    uint64_t take = left / (8 * (uint64_t)sb_runner.nthreads);
    take = take < 1 ? 1 : take > RUNNER_BATCH_MAX ? RUNNER_BATCH_MAX : take;
    if (ck_pr_cas_64_value(&sb_runner.events_left, left, left - take, &left)) {
      w->claimed = take - 1;
      return true;
    }
  }
}

bool runner_arrival(struct sb_worker *w)
{
  w->scheduled = rate_claim(&w->arrivals);
  return rate_wait(w->scheduled);
}

void runner_limit_reached(bool time)
{
  log_info(time ? "Time limit exceeded, exiting..." : "Event limit exceeded, exiting...");
}

void runner_fail(void)
{
  ck_pr_store_int(&sb_runner.stop, STOP_ERROR);
}

const struct sb_test *runner_test(void)
{
  return sb_runner.test;
}

unsigned runner_threads_running(void)
{
  return (unsigned)ck_pr_load_int(&sb_runner.threads_running);
}

void runner_queue_state(uint64_t *length, uint64_t *concurrency)
{
  uint64_t now = timer_now(), busy = 0;
  for (int i = 0; sb_runner.rate && i < sb_runner.nthreads; i++)
    busy += ck_pr_load_64(&sb_runner.stats[i].busy_since) != 0;
  *length = sb_runner.rate ? rate_backlog(now) : 0;
  *concurrency = busy;
}

/* The built-in loop: one timed call of test->event per event. */
static int runner_loop(struct sb_worker *w)
{
  int (*event)(struct sb_worker *) = sb_runner.test->event;
  uint64_t now = timer_now();
  while (runner_more(w, now)) {
    runner_event_begin(w, timer_now());
    int rc = event(w);
    now = timer_now();
    if (__builtin_expect(rc == SB_EVENT_OK, 1)) {
      runner_event_end(w, now);
      continue;
    }
    ck_pr_store_64(&w->stats->busy_since, 0);
    if (rc != SB_EVENT_PENDING)
      return rc == SB_EVENT_STOP ? 0 : -1;
  }
  return 0;
}

/* Waits at the gate; false when the run is abandoned before the start. */
static bool runner_gate_pass(bool init_ok)
{
  pthread_mutex_lock(&gate.lock);
  gate.ready++;
  gate.failed |= !init_ok;
  pthread_cond_broadcast(&gate.cond);
  while (!gate.open)
    pthread_cond_wait(&gate.cond, &gate.lock);
  bool go = !gate.abort;
  pthread_mutex_unlock(&gate.lock);
  return go;
}

static void *runner_worker_main(void *arg)
{
  struct sb_worker *w = arg;
  const struct sb_test *t = sb_runner.test;
  rand_tls = w->seed;
  log_debug("Worker thread (#%d) started", w->id);
  int rc = t->thread_init ? t->thread_init(w) : 0;
  if (rc == 0)
    log_debug("Worker thread (#%d) initialized", w->id);
  else
    log_debug("Worker thread (#%d) failed to initialize!", w->id);
  if (runner_gate_pass(rc == 0) && rc == 0) {
    rc = t->thread_run ? t->thread_run(w) : runner_loop(w);
    if (rc)
      runner_fail();
    else if (t->thread_done)
      t->thread_done(w);
    /* Unused claims go back so other threads can still run them. */
    if (w->claimed)
      ck_pr_add_64(&sb_runner.events_left, w->claimed);
  }
  ck_pr_dec_int(&sb_runner.threads_running);
  sem_post(&runner_wake);
  return NULL;
}

static void runner_on_signal(int signo)
{
  runner_signo = signo;
  runner_nsignals++;
  ck_pr_store_int(&sb_runner.stop, STOP_SIGNAL);
  sem_post(&runner_wake);
}

static void runner_print_mode(void)
{
  const struct general *g = &sb_general;
  log_notice("Running the test with following options:");
  log_notice("Number of threads: %d", g->threads);
  if (g->warmup_time)
    log_notice("Warmup time: %ds", g->warmup_time);
  if (g->rate)
    log_notice("Target transaction rate: %d/sec", g->rate);
  if (g->report_interval)
    log_notice("Report intermediate results every %d second(s)", g->report_interval);
  if (g->ncheckpoints) {
    char list[GENERAL_MAX_CHECKPOINTS * 14] = "";
    size_t len = 0;
    for (int i = 0; i < g->ncheckpoints; i++)
      len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%d", i ? ", " : "",
                              g->checkpoints[i]);
    log_notice("Report checkpoint(s) at %s seconds", list);
  }
  if (g->debug)
    log_notice("Debug mode enabled.\n");
  if (g->validate)
    log_notice("Validation checks: on.\n");
  if (g->rand.seed) {
    log_notice("Initializing random number generator from seed (%lld).\n", g->rand.seed);
    srandom((unsigned)g->rand.seed);
  } else {
    log_notice("Initializing random number generator from current time\n");
    srandom((unsigned)time(NULL));
  }
  if (g->forced_shutdown)
    log_notice("Forcing shutdown in %u seconds",
               (unsigned)(g->time + g->warmup_time + g->forced_shutdown_after));
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

static int runner_alloc(int n)
{
  sb_runner.nthreads = n;
  runner_threads = calloc((size_t)n, sizeof(pthread_t));
  sb_runner.workers = runner_workers_alloc((size_t)n + 1);
  if (posix_memalign((void **)&sb_runner.stats, 64, sizeof(struct stats) * ((size_t)n + 1)))
    sb_runner.stats = NULL;
  if (!sb_runner.workers || !runner_threads || !sb_runner.stats) {
    log_fatal("Memory allocation failure.");
    return -1;
  }
  for (int i = 0; i <= n; i++) {
    stats_init(&sb_runner.stats[i]);
    sb_runner.workers[i].id = i;
    sb_runner.workers[i].stats = &sb_runner.stats[i];
  }
  return report_init(n, sb_runner.stats);
}

static void runner_free(void)
{
  report_free();
  free(sb_runner.workers);
  free(sb_runner.stats);
  free(runner_threads);
  sb_runner.workers = NULL;
  sb_runner.stats = NULL;
  runner_threads = NULL;
}

static struct timespec runner_abs(uint64_t ns)
{
  return timer_timespec(ns);
}

/* Starts the workers; returns how many were created. */
static int runner_spawn(void)
{
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  int err = pthread_attr_setstacksize(&attr, sb_general.stack_size);
  if (err) {
    log_fatal("Invalid value for thread-stack-size: %llu (%s).",
              (unsigned long long)sb_general.stack_size, strerror(err));
    pthread_attr_destroy(&attr);
    return 0;
  }
  sigset_t block, old;
  sigemptyset(&block);
  sigaddset(&block, SIGINT);
  sigaddset(&block, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &block, &old);
  int n;
  for (n = 0; n < sb_runner.nthreads; n++) {
    ck_pr_inc_int(&sb_runner.threads_running);
    err = pthread_create(&runner_threads[n], &attr, runner_worker_main, &sb_runner.workers[n]);
    if (err) {
      ck_pr_dec_int(&sb_runner.threads_running);
      log_fatal("Failed to create worker thread #%d: %s", n, strerror(err));
      break;
    }
  }
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  pthread_attr_destroy(&attr);
  return n;
}

/* Waits for every created worker to reach the gate; false on timeout. */
static bool runner_await_ready(int created)
{
  uint64_t limit = timer_now() + (uint64_t)sb_general.thread_init_timeout * NS_PER_SEC;
  struct timespec ts = runner_abs(limit);
  pthread_mutex_lock(&gate.lock);
  int err = 0;
  while (gate.ready < created && err != ETIMEDOUT)
    err = pthread_cond_timedwait(&gate.cond, &gate.lock, &ts);
  bool ok = gate.ready >= created;
  pthread_mutex_unlock(&gate.lock);
  return ok;
}

static void runner_open_gate(bool abort)
{
  pthread_mutex_lock(&gate.lock);
  gate.open = true;
  gate.abort = abort;
  pthread_cond_broadcast(&gate.cond);
  pthread_mutex_unlock(&gate.lock);
}

static void runner_join(int n)
{
  for (int i = 0; i < n; i++)
    pthread_join(runner_threads[i], NULL);
}

/* Main thread while the workers run: ends the warmup, reacts to signals
 * and forced shutdown. Returns 0, 128+signal, or -2 (forced shutdown). */
static int runner_watch(uint64_t start)
{
  const struct general *g = &sb_general;
  uint64_t warmup_end = g->warmup_time ? start + (uint64_t)g->warmup_time * NS_PER_SEC : 0;
  uint64_t forced_at = g->forced_shutdown
      ? start + (uint64_t)(g->time + g->warmup_time + g->forced_shutdown_after) * NS_PER_SEC
      : UINT64_MAX;
  uint64_t grace_end = UINT64_MAX;
  int rc = 0;
  while (ck_pr_load_int(&sb_runner.threads_running) > 0) {
    uint64_t wake = forced_at < grace_end ? forced_at : grace_end;
    if (warmup_end && warmup_end < wake)
      wake = warmup_end;
    struct timespec ts = runner_abs(wake == UINT64_MAX ? timer_now() + 3600 * NS_PER_SEC : wake);
    sem_clockwait(&runner_wake, CLOCK_MONOTONIC, &ts);
    uint64_t now = timer_now();
    if (runner_signo && rc == 0) {
      int sig = runner_signo;
      log_warning("run interrupted by %s after %.2fs", sig == SIGINT ? "SIGINT" : "SIGTERM",
                  timer_sec(now - start));
      rc = 128 + sig;
      grace_end = now + 2 * NS_PER_SEC;
    }
    if (runner_nsignals > 1)
      grace_end = now;   /* a second signal: do not wait for stuck workers */
    if (now >= grace_end) {
      /* Workers stuck inside an event: report what ran and leave them. */
      report_forced();
      return -rc;
    }
    if (warmup_end && now >= warmup_end) {
      warmup_end = 0;
      report_reset(now, (uint64_t)g->warmup_time * NS_PER_SEC);
      if (!(sb_runner.test->flags & SB_TEST_NO_EVENT_LIMIT)) {
        ck_pr_store_64(&sb_runner.events_left, g->events);
        ck_pr_store_64(&sb_runner.events_limit, g->events);
      }
      reporter_release();
    }
    if (now >= forced_at) {
      ck_pr_store_int(&sb_runner.stop, STOP_SIGNAL);
      log_fatal("The --max-time limit has expired, forcing shutdown...");
      unsigned busy = 0;
      for (int i = 0; i < sb_runner.nthreads; i++)
        busy += ck_pr_load_64(&sb_runner.stats[i].busy_since) != 0;
      if (busy)
        log_notice("\nNumber of unfinished transactions on forced shutdown: %u", busy);
      report_forced();
      return -2;
    }
  }
  return rc;
}

static void runner_signals(bool install)
{
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = install ? runner_on_signal : SIG_DFL;
  sa.sa_flags = SA_RESTART;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGINT, &sa, NULL);
  sigaction(SIGTERM, &sa, NULL);
}

int runner_run(const struct sb_test *t)
{
  const struct general *g = &sb_general;
  int n = g->threads;
  memset(&sb_runner, 0, sizeof(sb_runner));
  sb_runner.test = t;
  sb_runner.deadline = UINT64_MAX;
  sb_runner.rng_per_event = g->npercentiles > 0;
  runner_print_mode();

  if (runner_alloc(n)) {
    runner_free();
    return 1;
  }
  /* Seeded in id order, so --rand-seed runs repeat with any thread count. */
  for (int i = 0; i <= n; i++)
    rand_seed_state(&sb_runner.workers[i].seed);
  sb_runner.rate = g->rate > 0;
  for (int i = 0; sb_runner.rate && i <= n; i++)
    rand_seed_state(&sb_runner.workers[i].arrivals);
  if (t->print_mode)
    t->print_mode();
  if (t->run_start && t->run_start()) {
    runner_free();
    return 1;
  }
  if (!(t->flags & SB_TEST_NO_EVENT_LIMIT) && !g->warmup_time) {
    sb_runner.events_limit = g->events;
    sb_runner.events_left = g->events;
  }
  sem_init(&runner_wake, 0, 0);
  pthread_condattr_t ca;
  pthread_condattr_init(&ca);
  pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
  pthread_cond_init(&gate.cond, &ca);
  pthread_condattr_destroy(&ca);
  gate.ready = 0;
  gate.failed = gate.open = gate.abort = false;

  log_notice("Initializing worker threads...\n");
  runner_signo = runner_nsignals = 0;
  runner_signals(true);
  int created = runner_spawn();
  uint64_t end = 0;   /* when the last worker stopped: the report's clock */
  int rc;
  if (created < n) {
    runner_fail();
    runner_open_gate(true);
    runner_join(created);
    rc = 1;
  } else if (!runner_await_ready(created)) {
    log_fatal("Worker threads failed to initialize within %d seconds!", g->thread_init_timeout);
    rc = -2;
  } else if (gate.failed) {
    log_fatal("Thread initialization failed!");
    runner_fail();
    runner_open_gate(true);
    runner_join(created);
    rc = 1;
  } else {
    uint64_t start = timer_now();
    if (g->time)
      sb_runner.deadline = start + (uint64_t)(g->time + g->warmup_time) * NS_PER_SEC;
    report_begin(start);
    if (sb_runner.rate)
      rate_start(start, g->rate, &sb_runner.workers[n].arrivals);
    log_notice("Threads started!\n");
    if (g->warmup_time)
      log_notice("Warming up for %d seconds...\n", g->warmup_time);
    reporter_start(start, g->warmup_time == 0);
    runner_open_gate(false);
    rc = runner_watch(start);
    if (rc >= 0)
      runner_join(created);
    end = timer_now();
    reporter_stop();
    if (rc >= 0) {
      log_info("Done.\n");
      if (sb_runner.stop == STOP_ERROR)
        rc = 1;
    }
  }
  runner_signals(false);
  if (rc < 0)
    return rc;
  if (t->run_stop)
    t->run_stop();
  if (rc == 0 || rc > 128)
    report_final(end);
  runner_free();
  pthread_cond_destroy(&gate.cond);
  sem_destroy(&runner_wake);
  return rc;
}
