/* SPDX-License-Identifier: GPL-2.0-or-later */
/* spawn.c: the spawn test, UnixBench's "Process Creation": one event
 * forks a child that exits at once, and waits for it. */
#include <sys/wait.h>
#include <unistd.h>

#include "core/base/log.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/unixbench/system.h"

static int spawn_help(const struct opt_registry *r)
{
  return system_help(r, "spawn",
      "spawn: UnixBench's \"Process Creation\". One event forks a child process that\n"
      "exits at once, and waits for it: the cost of fork, exit and wait, which\n"
      "grows with the size of the forking process's memory map. --threads=N runs\n"
      "N copies, each a process of its own; events/s is their sum, comparable\n"
      "with UnixBench's lps.");
}

static void spawn_print_mode(void *conf, const struct run_config *rc)
{
  (void)conf;
  system_print_mode("Doing process creation test (fork, exit and wait per event)", rc);
}

static int spawn_thread_init(struct sb_worker *w)
{
  system_copy_start("spawn", w);
  return 0;
}

/* _exit through a pointer the loader resolved at start-up: a call through
 * the PLT would be bound lazily in every child (the parent never calls
 * it), a symbol lookup and a copied page each time. */
static void (*volatile spawn_exit)(int) = _exit;

static int spawn_event(struct sb_worker *w)
{
  pid_t pid = system_fork();
  if (pid == 0)
    spawn_exit(0);
  if (pid < 0) {
    system_call_failed("spawn", "fork()", w);
    return SB_EVENT_ERROR;
  }
  int status = system_wait(pid);
  if (status != 0) {
    log_fatal("spawn: the child of copy #%d ended with wait status %d", w->id, status);
    return SB_EVENT_ERROR;
  }
  return SB_EVENT_OK;
}

SYSTEM_THREAD_RUN(spawn, spawn_event)

SYSTEM_REPORT_RATE(spawn, "Process creation", "processes per second (lps)")

const struct sb_test spawn_test = {
  .name = "spawn",
  .desc = "Process creation test (UnixBench)",
  .flags = SB_TEST_PROCESSES | SB_TEST_ADDED,
  .help = spawn_help,
  .print_mode = spawn_print_mode,
  .thread_init = spawn_thread_init,
  .thread_run = spawn_thread_run,
  .report_prefix = spawn_report_prefix,
};

SB_REGISTER(sb_tests, spawn_test);
