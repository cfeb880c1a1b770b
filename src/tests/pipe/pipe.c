/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pipe.c: the pipe test, UnixBench's "Pipe Throughput": one event writes
 * 512 bytes to a pipe and reads them back, in one process. */
#include <stdlib.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/unixbench/system.h"

#define PIPE_BYTES 512

struct pipe_worker {
  int fd[2];
  char buf[PIPE_BYTES];
};

static int pipe_help(const struct opt_registry *r)
{
  return system_help(r, "pipe",
      "pipe: UnixBench's \"Pipe Throughput\". One event writes 512 bytes to a pipe\n"
      "and reads them back, in one process: the cost of two system calls and a\n"
      "copy through the kernel. --threads=N runs N copies, each a process of its\n"
      "own; events/s is their sum, comparable with UnixBench's lps.");
}

static void pipe_print_mode(void *conf, const struct run_config *rc)
{
  (void)conf;
  system_print_mode("Doing pipe throughput test (512 bytes written and read per event)", rc);
}

static int pipe_thread_init(struct sb_worker *w)
{
  system_copy_start("pipe", w);
  struct pipe_worker *p = calloc(1, sizeof(*p));
  if (p == NULL) {
    alloc_failed();
    return -1;
  }
  if (pipe(p->fd)) {
    system_call_failed("pipe", "pipe()", w);
    free(p);
    return -1;
  }
  w->data = p;
  return 0;
}

static int pipe_event(struct sb_worker *w)
{
  struct pipe_worker *p = w->data;
  if (write(p->fd[1], p->buf, PIPE_BYTES) != PIPE_BYTES) {
    system_call_failed("pipe", "write()", w);
    return SB_EVENT_ERROR;
  }
  if (read(p->fd[0], p->buf, PIPE_BYTES) != PIPE_BYTES) {
    system_call_failed("pipe", "read()", w);
    return SB_EVENT_ERROR;
  }
  return SB_EVENT_OK;
}

static int pipe_thread_done(struct sb_worker *w)
{
  struct pipe_worker *p = w->data;
  close(p->fd[0]);
  close(p->fd[1]);
  free(p);
  w->data = NULL;
  return 0;
}

SYSTEM_THREAD_RUN(pipe, pipe_event)

SYSTEM_REPORT_RATE(pipe, "Pipe throughput", "loops per second (lps)")

const struct sb_test pipe_test = {
  .name = "pipe",
  .desc = "Pipe throughput test (UnixBench)",
  .flags = SB_TEST_PROCESSES | SB_TEST_ADDED,
  .help = pipe_help,
  .print_mode = pipe_print_mode,
  .thread_init = pipe_thread_init,
  .thread_run = pipe_thread_run,
  .thread_done = pipe_thread_done,
  .report_prefix = pipe_report_prefix,
};

SB_REGISTER(sb_tests, pipe_test);
