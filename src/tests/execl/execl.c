/* SPDX-License-Identifier: GPL-2.0-or-later */
/* execl.c: the execl test, UnixBench's "Execl Throughput": a program
 * re-executes itself, one event per exec. The program is the exec chain
 * (chain.c), small and linked with the C library only, as UnixBench's
 * execl is; sysbench carries its image, which each run puts in a memfd.
 * Each copy's worker process begins the first event and execs the chain;
 * each process of the chain counts the exec that started it and execs
 * the next while the run's limits allow. The last one exits, which ends
 * the worker process the runner waits for (exec keeps the pid). */
#include "tests/execl/execl.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "core/run/runner.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/unixbench/system.h"

#ifndef MFD_EXEC
#define MFD_EXEC 0x0010U
#endif

/* The chain's arguments: the shared state's descriptor, address and
 * length, the copy's worker id, and the logger's verbosity. */
struct execl_args {
  char fd[16], addr[24], len[24], id[16], verbosity[8];
  char *argv[EXECL_ARGC + 1];
};

/* A run: the memfd holding the chain's image. */
struct execl_run {
  int image;
};

static int execl_help(const struct opt_registry *r)
{
  return system_help(r, "execl",
      "execl: UnixBench's \"Execl Throughput\". A small program, linked with the C\n"
      "library only as UnixBench's execl is, re-executes itself; one event is one\n"
      "exec (the kernel replacing the process image, the dynamic loader mapping\n"
      "the program and the C library). The loop lives in the chain of\n"
      "re-executed processes, as in UnixBench. --threads=N runs N chains, each\n"
      "in a process of its own; events/s is their sum, comparable with\n"
      "UnixBench's lps.");
}

static void execl_print_mode(void *conf, const struct run_config *rc)
{
  (void)conf;
  system_print_mode("Doing execl throughput test (one exec of a small program per event)", rc);
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
  char *argv[] = { "sysbench-execl", EXECL_CHAIN_ARG, a->fd, a->addr, a->len, a->id,
                   a->verbosity, NULL };
  memcpy(a->argv, argv, sizeof(argv));
}

/* A memfd (closed on exec) holding the chain's image, executable. */
static int execl_image_open(void)
{
  int fd = memfd_create("sysbench-execl", MFD_CLOEXEC | MFD_EXEC);
  if (fd < 0 && errno == EINVAL)   /* a kernel before 6.3 has no MFD_EXEC */
    fd = memfd_create("sysbench-execl", MFD_CLOEXEC);
  if (fd < 0 && errno == EACCES) {
    log_errno(LOG_FATAL, "execl: the kernel refuses executable memfds (vm.memfd_noexec = 2), "
              "and the exec chain runs from one");
    return -1;
  }
  if (fd < 0) {
    log_errno(LOG_FATAL, "execl: cannot create a memfd for the exec chain's image");
    return -1;
  }
  const unsigned char *p = execl_image;
  size_t left = execl_image_len;
  while (left > 0) {
    ssize_t n = write(fd, p, left);
    if (n <= 0) {
      log_errno(LOG_FATAL, "execl: cannot write the exec chain's image to its memfd");
      close(fd);
      return -1;
    }
    p += n;
    left -= (size_t)n;
  }
  return fd;
}

static int execl_run_start(void *conf, const struct run_config *rc, void **out)
{
  (void)conf;
  (void)rc;
  struct execl_run *run = malloc(sizeof(*run));
  if (run == NULL) {
    alloc_failed();
    return -1;
  }
  run->image = execl_image_open();
  if (run->image < 0) {
    free(run);
    return -1;
  }
  *out = run;
  return 0;
}

static void execl_run_stop(void *p)
{
  struct execl_run *run = p;
  close(run->image);
  free(run);
}

static int execl_thread_init(struct sb_worker *w)
{
  system_copy_start("execl", w);
  return 0;
}

/* The first exec of the chain, from the worker process; returns only on
 * failure, after saying why (the event begun is then not counted). */
static int execl_thread_run(struct sb_worker *w)
{
  struct run *r = w->runner;
  const struct execl_run *run = w->run;
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
  extern char **environ;
  execveat(run->image, "", a.argv, environ, AT_EMPTY_PATH);
  ck_pr_store_64(&w->stats->busy_since, 0);
  system_call_failed("execl", "exec of the exec chain (a memfd)", w);
  return -1;
}

SYSTEM_REPORT_RATE(execl, "Execl throughput", "execs per second (lps)")

const struct sb_test execl_test = {
  .name = "execl",
  .desc = "Execl throughput test (UnixBench)",
  .flags = SB_TEST_PROCESSES | SB_TEST_ADDED,
  .help = execl_help,
  .print_mode = execl_print_mode,
  .run_start = execl_run_start,
  .run_stop = execl_run_stop,
  .thread_init = execl_thread_init,
  .thread_run = execl_thread_run,
  .report_prefix = execl_report_prefix,
};

SB_REGISTER(sb_tests, execl_test);
