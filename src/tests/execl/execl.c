/* execl.c: the execl test, UnixBench's "Execl Throughput": the binary
 * re-executes itself, one event per exec. Each copy's worker process
 * starts the chain; each process of the chain is this binary entered
 * through main()'s hidden first branch (the test's exec_wanted and
 * exec_main, test.h): started with EXECL_CHAIN_ARG and the location of
 * the run's shared state, it maps that state again (runner_attach),
 * counts the exec that started it, and, while the run's limits allow,
 * execs the next one. The last one exits, which ends the worker process
 * the runner waits for (exec keeps the pid). */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "log.h"
#include "runner.h"
#include "registry.h"
#include "test.h"
#include "tests/unixbench/system.h"

#define EXECL_CHAIN_ARG "--sysbench-ng-execl-chain"

/* The image executed: this very binary, even if it was moved. */
#define EXECL_SELF "/proc/self/exe"
#define EXECL_ARGC 7

/* The chain's arguments: the shared state's descriptor, address and
 * length, the copy's worker id, and the logger's verbosity. */
struct execl_args {
  char fd[16], addr[24], len[24], id[16], verbosity[8];
  char *argv[EXECL_ARGC + 1];
};

static int execl_help(const struct opt_registry *r)
{
  return system_help(r, "execl",
      "execl: UnixBench's \"Execl Throughput\". The binary re-executes itself; one\n"
      "event is one exec (the kernel replacing the process image, the dynamic\n"
      "loader mapping this binary and its libraries). The loop lives in the\n"
      "chain of re-executed processes, as in UnixBench. --threads=N runs N\n"
      "chains, each in a process of its own; events/s is their sum, comparable\n"
      "with UnixBench's lps for a binary of the same size and libraries.");
}

static void execl_print_mode(void *conf, const struct run_config *rc)
{
  (void)conf;
  system_print_mode("Doing execl throughput test (one exec of this binary per event)", rc);
}

/* The current verbosity, for the chain's logger. */
static int execl_verbosity(void)
{
  int v = LOG_DEBUG;
  while (v > LOG_FATAL && !log_enabled((enum log_prio)v))
    v--;
  return v;
}

static void execl_args_fill(struct execl_args *a, const struct runner_shared *sh, int id)
{
  snprintf(a->fd, sizeof(a->fd), "%d", sh->fd);
  snprintf(a->addr, sizeof(a->addr), "%" PRIxPTR, (uintptr_t)sh->addr);
  snprintf(a->len, sizeof(a->len), "%zu", sh->len);
  snprintf(a->id, sizeof(a->id), "%d", id);
  snprintf(a->verbosity, sizeof(a->verbosity), "%d", execl_verbosity());
  char *argv[] = { "sysbench", EXECL_CHAIN_ARG, a->fd, a->addr, a->len, a->id, a->verbosity,
                   NULL };
  memcpy(a->argv, argv, sizeof(argv));
}

/* Execs the next step of the chain; returns only on failure, after
 * saying why. The event begun is then not counted. */
static int execl_next(struct sb_worker *w, char **argv)
{
  execv(EXECL_SELF, argv);
  ck_pr_store_64(&w->stats->busy_since, 0);
  system_call_failed("execl", "exec of " EXECL_SELF, w);
  return -1;
}

static int execl_thread_init(struct sb_worker *w)
{
  system_copy_start("execl", w);
  return 0;
}

/* The first exec of the chain, from the worker process. */
static int execl_thread_run(struct sb_worker *w)
{
  struct run *r = w->runner;
  const struct runner_shared *sh = runner_shared(r);
  if (sh == NULL) {
    log_fatal("execl: the run's state is not shared");
    return -1;
  }
  struct execl_args a;
  execl_args_fill(&a, sh, w->id);
  uint64_t now = timer_now();
  if (!runner_more(r, w, now))
    return 0;
  runner_event_begin(r, w, now);
  return execl_next(w, a.argv);
}

static bool execl_number(const char *s, int base, unsigned long long max,
                         unsigned long long *out)
{
  char *end;
  errno = 0;
  *out = strtoull(s, &end, base);
  return errno == 0 && end != s && *end == '\0' && *out <= max;
}

/* Is this process a step of an exec chain? */
static bool execl_chain_wanted(int argc, char **argv)
{
  return argc == EXECL_ARGC && strcmp(argv[1], EXECL_CHAIN_ARG) == 0;
}

/* One step: counts the exec that started it, then execs the next step
 * or, when the run is over, exits. Returns the exit status. */
static int execl_chain_main(int argc, char **argv)
{
  (void)argc;
  unsigned long long fd, addr, len, id, verbosity;
  if (!execl_number(argv[2], 10, INT32_MAX, &fd) ||
      !execl_number(argv[3], 16, UINTPTR_MAX, &addr) ||
      !execl_number(argv[4], 10, SIZE_MAX, &len) ||
      !execl_number(argv[5], 10, INT32_MAX, &id) ||
      !execl_number(argv[6], 10, LOG_DEBUG, &verbosity)) {
    fprintf(stderr, "FATAL: %s is for the execl test's own use\n", EXECL_CHAIN_ARG);
    return 1;
  }
  log_start((int)verbosity);
  struct runner_shared sh = { (int)fd, (void *)(uintptr_t)addr, (size_t)len };
  struct run *r = runner_attach(&sh);
  if (r == NULL || id >= (unsigned long long)r->nthreads)
    return 1;
  struct sb_worker *w = &r->workers[id];
  uint64_t now = timer_now();
  ck_pr_store_64(&w->stats->busy_since, 0);
  runner_count_in(r, w->stats, &w->seed, now - w->started);
  if (!runner_more(r, w, now))
    return 0;
  runner_event_begin(r, w, now);
  return execl_next(w, argv) ? 1 : 0;
}

static void execl_report_prefix(void *run, const struct sb_stat *st)
{
  (void)run;
  system_report_figure("Execl throughput", "execs per second (lps)",
                       figure_rate(st, st->cnt[STATS_EVENT]));
}

const struct sb_test execl_test = {
  .name = "execl",
  .desc = "Execl throughput test (UnixBench)",
  .flags = SB_TEST_PROCESSES | SB_TEST_ADDED,
  .exec_wanted = execl_chain_wanted,
  .exec_main = execl_chain_main,
  .help = execl_help,
  .print_mode = execl_print_mode,
  .thread_init = execl_thread_init,
  .thread_run = execl_thread_run,
  .report_prefix = execl_report_prefix,
};

SB_REGISTER(sb_tests, execl_test);
