/* SPDX-License-Identifier: GPL-2.0-or-later */
/* context.c: the context test, UnixBench's "Pipe-based Context
 * Switching": two processes pass an incrementing integer back and forth
 * over two pipes; one event is one round trip. Each copy's partner
 * process is forked before the clock starts and ends when its pipe
 * closes (or when the copy dies: it is the partner's parent-death signal). */
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/unixbench/system.h"

struct context_worker {
  int to, from;       /* our ends of the two pipes */
  pid_t partner;
  uint32_t n;
};

static int context_help(const struct opt_registry *r)
{
  return system_help(r, "context",
      "context: UnixBench's \"Pipe-based Context Switching\". Two processes pass an\n"
      "incrementing integer back and forth over two pipes; one event is one round\n"
      "trip (two writes, two reads, two wake-ups of the other process). --threads=N\n"
      "runs N pairs, each a process of its own with its partner; events/s is their\n"
      "sum, comparable with UnixBench's lps.");
}

static void context_print_mode(void *conf, const struct run_config *rc)
{
  (void)conf;
  system_print_mode("Doing pipe-based context switching test (one round trip per event)", rc);
}

/* The partner: answers each number with the same number, checking that
 * each is one more than the last; returns at end of file. */
static int context_partner(int in, int out)
{
  uint32_t expect = 0, v;
  ssize_t n;
  while ((n = read(in, &v, sizeof(v))) == sizeof(v)) {
    if (v != ++expect || write(out, &v, sizeof(v)) != sizeof(v))
      return 1;
  }
  return n == 0 ? 0 : 1;
}

static int context_thread_init(struct sb_worker *w)
{
  system_copy_start("context", w);
  struct context_worker *c = calloc(1, sizeof(*c));
  int down[2], up[2];
  if (c == NULL) {
    alloc_failed();
    return -1;
  }
  if (pipe(down)) {
    system_call_failed("context", "pipe()", w);
    free(c);
    return -1;
  }
  if (pipe(up)) {
    system_call_failed("context", "pipe()", w);
    close(down[0]);
    close(down[1]);
    free(c);
    return -1;
  }
  pid_t parent = getpid();
  c->partner = fork();
  if (c->partner == 0) {
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)
      _exit(1);
    close(down[1]);
    close(up[0]);
    _exit(context_partner(down[0], up[1]));
  }
  close(down[0]);
  close(up[1]);
  c->to = down[1];
  c->from = up[0];
  w->data = c;
  if (c->partner < 0) {
    system_call_failed("context", "fork()", w);
    close(c->to);
    close(c->from);
    free(c);
    w->data = NULL;
    return -1;
  }
  return 0;
}

static int context_event(struct sb_worker *w)
{
  struct context_worker *c = w->data;
  uint32_t v = ++c->n, back;
  if (write(c->to, &v, sizeof(v)) != sizeof(v)) {
    system_call_failed("context", "write()", w);
    return SB_EVENT_ERROR;
  }
  if (read(c->from, &back, sizeof(back)) != sizeof(back)) {
    system_call_failed("context", "read()", w);
    return SB_EVENT_ERROR;
  }
  if (back != v) {
    log_fatal("context: copy #%d sent %u and got %u back", w->id, v, back);
    return SB_EVENT_ERROR;
  }
  return SB_EVENT_OK;
}

/* Closing our pipe end tells the partner to leave; then it is reaped. */
static int context_thread_done(struct sb_worker *w)
{
  struct context_worker *c = w->data;
  close(c->to);
  int status = system_wait(c->partner);
  close(c->from);
  free(c);
  w->data = NULL;
  if (status != 0) {
    log_fatal("context: the partner process of copy #%d failed (wait status %d)", w->id,
              status);
    return -1;
  }
  return 0;
}

SYSTEM_THREAD_RUN(context, context_event)

SYSTEM_REPORT_RATE(context, "Pipe-based context switching", "round trips per second (lps)")

const struct sb_test context_test = {
  .name = "context",
  .desc = "Pipe-based context switching test (UnixBench)",
  .flags = SB_TEST_PROCESSES | SB_TEST_ADDED,
  .help = context_help,
  .print_mode = context_print_mode,
  .thread_init = context_thread_init,
  .thread_run = context_thread_run,
  .thread_done = context_thread_done,
  .report_prefix = context_report_prefix,
};

SB_REGISTER(sb_tests, context_test);
