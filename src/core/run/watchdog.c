/* SPDX-License-Identifier: GPL-2.0-or-later */
/* watchdog.c: the handling of the signals that end a command, and the
 * thread that ends the process when a hook does not return after one (see
 * watchdog.h). The handler only records the signal, tells the listener
 * and wakes the thread; the thread decides, off the signal context. */
#include "watchdog.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <ck_pr.h>

#include "core/base/log.h"
#include "core/base/timer.h"

/* While a signal is pending and no hook runs: how often to look again. */
#define WATCHDOG_POLL_NS (100 * 1000000ULL)

static struct {
  int depth;                      /* nested starts (one thread starts them) */
  pthread_t thread;
  sem_t wake;                     /* posted by each signal, and by the stop */
  int stopping;
  /* Written by the handler. */
  int signo, nsignals;
  uint64_t signal_at;
  void (*on_signal)(void *);
  void *on_signal_arg;
  /* The report: set by the runner, printed by the watchdog as it exits. */
  pthread_mutex_t lock;
  void (*report)(void *);
  void *report_arg;
  /* Hooks running outside the workers, and when the latest began. */
  int hooks;
  uint64_t hook_since;
  const char *hook_name;
  struct sigaction old[WATCHDOG_NSIGNALS];   /* the handlers before the start */
  /* The leftovers' removers, under lock. */
  struct { void (*remove)(void *); void *arg; } leftovers[WATCHDOG_LEFTOVERS];
} wd = { .lock = PTHREAD_MUTEX_INITIALIZER };

const int watchdog_signos[WATCHDOG_NSIGNALS] = {
  SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU, SIGXFSZ
};
static const char *const watchdog_names[WATCHDOG_NSIGNALS] = {
  "SIGHUP", "SIGINT", "SIGQUIT", "SIGPIPE", "SIGALRM", "SIGTERM", "SIGUSR1", "SIGUSR2",
  "SIGXCPU", "SIGXFSZ"
};

const char *watchdog_signame(int sig)
{
  for (int i = 0; i < WATCHDOG_NSIGNALS; i++)
    if (watchdog_signos[i] == sig)
      return watchdog_names[i];
  return "a signal";
}

bool watchdog_takes(int signo)
{
  if (signo == SIGXFSZ)
    return false;
  if (signo != SIGPIPE)
    return true;
  /* A pipe whose reader is gone polls as an error for its writer. */
  struct pollfd p = { .fd = STDOUT_FILENO, .events = POLLOUT };
  return poll(&p, 1, 0) == 1 && (p.revents & (POLLERR | POLLHUP));
}

void watchdog_handlers_set(void (*handler)(int), struct sigaction old[WATCHDOG_NSIGNALS])
{
  struct sigaction sa;
  memset(&sa, 0, sizeof(sa));
  sa.sa_handler = handler;
  sa.sa_flags = SA_RESTART;
  sigemptyset(&sa.sa_mask);
  for (int i = 0; i < WATCHDOG_NSIGNALS; i++)
    sigaction(watchdog_signos[i], &sa, &old[i]);
}

void watchdog_handlers_restore(const struct sigaction old[WATCHDOG_NSIGNALS])
{
  for (int i = 0; i < WATCHDOG_NSIGNALS; i++)
    sigaction(watchdog_signos[i], &old[i], NULL);
}

/* SIGPIPE and SIGXFSZ go to the thread whose call raised them: never
 * blocked, or that call would not see them. */
static bool watchdog_async(int signo)
{
  return signo != SIGPIPE && signo != SIGXFSZ;
}

void watchdog_block(sigset_t *old)
{
  sigset_t block;
  sigemptyset(&block);
  for (int i = 0; i < WATCHDOG_NSIGNALS; i++)
    if (watchdog_async(watchdog_signos[i]))
      sigaddset(&block, watchdog_signos[i]);
  pthread_sigmask(SIG_BLOCK, &block, old);
}

void watchdog_child_signals(void (*disp)(int))
{
  for (int i = 0; i < WATCHDOG_NSIGNALS; i++)
    signal(watchdog_signos[i], watchdog_async(watchdog_signos[i]) ? disp : SIG_DFL);
}

int watchdog_leftover_add(void (*remove)(void *arg), void *arg)
{
  int id = -1;
  pthread_mutex_lock(&wd.lock);
  for (int i = 0; i < WATCHDOG_LEFTOVERS && id < 0; i++)
    if (wd.leftovers[i].remove == NULL) {
      wd.leftovers[i].remove = remove;
      wd.leftovers[i].arg = arg;
      id = i;
    }
  pthread_mutex_unlock(&wd.lock);
  return id;
}

void watchdog_leftover_drop(int id)
{
  if (id < 0 || id >= WATCHDOG_LEFTOVERS)
    return;
  pthread_mutex_lock(&wd.lock);
  wd.leftovers[id].remove = NULL;
  pthread_mutex_unlock(&wd.lock);
}

/* With wd.lock held: each remover once, the latest first. */
static void watchdog_leftovers_locked(void)
{
  for (int i = WATCHDOG_LEFTOVERS - 1; i >= 0; i--) {
    void (*remove)(void *) = wd.leftovers[i].remove;
    wd.leftovers[i].remove = NULL;
    if (remove)
      remove(wd.leftovers[i].arg);
  }
}

void watchdog_leftovers_remove(void)
{
  pthread_mutex_lock(&wd.lock);
  watchdog_leftovers_locked();
  pthread_mutex_unlock(&wd.lock);
}

static void watchdog_on_signal(int signo)
{
  int saved = errno;
  /* Not ours to act on; or stdout's SIGPIPE again, at each write to it
   * after the first: never a second signal. */
  if (!watchdog_takes(signo) || (signo == SIGPIPE && ck_pr_load_int(&wd.nsignals))) {
    errno = saved;
    return;
  }
  uint64_t now = timer_now();
  if (ck_pr_load_int(&wd.nsignals) == 0) {
    ck_pr_store_int(&wd.signo, signo);
    ck_pr_store_64(&wd.signal_at, now);
    ck_pr_fence_store();
  } else if (signo == ck_pr_load_int(&wd.signo) &&
             now - ck_pr_load_64(&wd.signal_at) < WATCHDOG_SAME_NS) {
    errno = saved;   /* the first one again, by another way */
    return;
  }
  ck_pr_inc_int(&wd.nsignals);
  void (*fn)(void *) = __atomic_load_n(&wd.on_signal, __ATOMIC_ACQUIRE);
  if (fn)
    fn(__atomic_load_n(&wd.on_signal_arg, __ATOMIC_RELAXED));
  sem_post(&wd.wake);
  errno = saved;
}

/* Ends the process: why, the report of what ran, exit 128+signal. Holds
 * the lock to the end, so the report cannot be taken away meanwhile. */
__attribute__((noreturn))
static void watchdog_fire(bool second)
{
  int sig = ck_pr_load_int(&wd.signo);
  const char *name = watchdog_signame(sig);
  pthread_mutex_lock(&wd.lock);
  if (second)
    log_warning("%s again: exiting at once", name);
  else
    log_warning("%s() has not returned %llus after %s: exiting",
                (const char *)ck_pr_load_ptr(&wd.hook_name),
                (unsigned long long)(WATCHDOG_GRACE_NS / NS_PER_SEC), name);
  if (wd.report)
    wd.report(wd.report_arg);
  watchdog_leftovers_locked();
  fflush(stdout);
  fflush(stderr);
  _exit(128 + sig);
}

/* When the hook that runs must have returned; 0: no hook runs. */
static uint64_t watchdog_deadline(void)
{
  if (ck_pr_load_int(&wd.hooks) == 0)
    return 0;
  uint64_t since = ck_pr_load_64(&wd.hook_since), at = ck_pr_load_64(&wd.signal_at);
  return (since > at ? since : at) + WATCHDOG_GRACE_NS;
}

static void *watchdog_main(void *arg)
{
  (void)arg;
  while (!ck_pr_load_int(&wd.stopping)) {
    int n = ck_pr_load_int(&wd.nsignals);
    ck_pr_fence_load();
    if (n > 1)
      watchdog_fire(true);
    uint64_t now = timer_now(), deadline = n ? watchdog_deadline() : 0;
    if (deadline && now >= deadline)
      watchdog_fire(false);
    if (n == 0) {
      sem_wait(&wd.wake);
    } else {
      /* A hook may begin later: look again now and then. */
      struct timespec ts = timer_timespec(deadline ? deadline : now + WATCHDOG_POLL_NS);
      sem_clockwait(&wd.wake, CLOCK_MONOTONIC, &ts);
    }
  }
  return NULL;
}

void watchdog_start(void)
{
  if (wd.depth++)
    return;
  ck_pr_store_int(&wd.signo, 0);
  ck_pr_store_int(&wd.nsignals, 0);
  ck_pr_store_64(&wd.signal_at, 0);
  ck_pr_store_int(&wd.stopping, 0);
  sem_init(&wd.wake, 0, 0);
  /* The thread takes no signal itself: it must not be the one the
   * handler interrupts while it decides. */
  sigset_t old;
  watchdog_block(&old);
  int err = pthread_create(&wd.thread, NULL, watchdog_main, NULL);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  if (err) {
    /* Signals still stop runs; only stuck hooks are not watched. */
    log_warning("Cannot start the watchdog thread: %s", strerror(err));
    wd.thread = pthread_self();
  }
  watchdog_handlers_set(watchdog_on_signal, wd.old);
}

int watchdog_stop(void)
{
  if (--wd.depth)
    return watchdog_signal();
  watchdog_handlers_restore(wd.old);
  ck_pr_store_int(&wd.stopping, 1);
  sem_post(&wd.wake);
  if (!pthread_equal(wd.thread, pthread_self()))
    pthread_join(wd.thread, NULL);
  sem_destroy(&wd.wake);
  return watchdog_signal();
}

int watchdog_signal(void)
{
  return ck_pr_load_int(&wd.nsignals) ? ck_pr_load_int(&wd.signo) : 0;
}

uint64_t watchdog_signal_at(void)
{
  return ck_pr_load_int(&wd.nsignals) ? ck_pr_load_64(&wd.signal_at) : 0;
}

int watchdog_signals(void)
{
  return ck_pr_load_int(&wd.nsignals);
}

void watchdog_listen(void (*on_signal)(void *arg), void *arg)
{
  /* The function is cleared first and set last, so the handler never
   * sees it with another listener's argument. */
  __atomic_store_n(&wd.on_signal, NULL, __ATOMIC_RELEASE);
  __atomic_store_n(&wd.on_signal_arg, arg, __ATOMIC_RELAXED);
  __atomic_store_n(&wd.on_signal, on_signal, __ATOMIC_RELEASE);
}

void watchdog_set_report(void (*report)(void *arg), void *arg)
{
  pthread_mutex_lock(&wd.lock);
  wd.report = report;
  wd.report_arg = arg;
  pthread_mutex_unlock(&wd.lock);
}

void watchdog_hook_enter(const char *name)
{
  ck_pr_store_ptr(&wd.hook_name, (void *)name);
  ck_pr_store_64(&wd.hook_since, timer_now());
  ck_pr_fence_store();
  ck_pr_inc_int(&wd.hooks);
}

void watchdog_hook_leave(void)
{
  ck_pr_dec_int(&wd.hooks);
}
