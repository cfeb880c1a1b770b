/* SPDX-License-Identifier: GPL-2.0-or-later */
/* syscall.c: the syscall test, UnixBench's "System Call Overhead" (its
 * default mix): one event is close(dup(fd)), getpid(), getuid() and
 * umask(), through the plain libc calls as UnixBench 5.1.3 makes them. */
#include <fcntl.h>
#include <stdint.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/log.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/unixbench/system.h"

static int syscall_help(const struct opt_registry *r)
{
  return system_help(r, "syscall",
      "syscall: UnixBench's \"System Call Overhead\". One event makes five system\n"
      "calls through libc: close(dup(fd)), getpid(), getuid() and umask(022), the\n"
      "cost of entering and leaving the kernel (which CPU-vulnerability\n"
      "mitigations raise). --threads=N runs N copies, each a process of its own;\n"
      "events/s is their sum, comparable with UnixBench's lps.");
}

static void syscall_print_mode(void *conf, const struct run_config *rc)
{
  (void)conf;
  system_print_mode("Doing system call overhead test (close(dup()), getpid(), getuid(), "
                    "umask() per event)", rc);
}

/* The descriptor dup'ed, kept in w->data: /dev/null, opened per copy. */
static int syscall_thread_init(struct sb_worker *w)
{
  system_copy_start("syscall", w);
  int fd = open("/dev/null", O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    system_call_failed("syscall", "open(\"/dev/null\")", w);
    return -1;
  }
  w->data = (void *)(intptr_t)fd;
  return 0;
}

static int syscall_event(struct sb_worker *w)
{
  int fd = dup((int)(intptr_t)w->data);
  if (fd < 0) {
    system_call_failed("syscall", "dup()", w);
    return SB_EVENT_ERROR;
  }
  close(fd);
  getpid();
  getuid();
  umask(022);
  return SB_EVENT_OK;
}

static int syscall_thread_done(struct sb_worker *w)
{
  close((int)(intptr_t)w->data);
  return 0;
}

SYSTEM_THREAD_RUN(syscall, syscall_event)

SYSTEM_REPORT_RATE(syscall, "System call overhead", "loops per second (lps)")

const struct sb_test syscall_test = {
  .name = "syscall",
  .desc = "System call overhead test (UnixBench)",
  .flags = SB_TEST_PROCESSES | SB_TEST_ADDED,
  .help = syscall_help,
  .print_mode = syscall_print_mode,
  .thread_init = syscall_thread_init,
  .thread_run = syscall_thread_run,
  .thread_done = syscall_thread_done,
  .report_prefix = syscall_report_prefix,
};

SB_REGISTER(sb_tests, syscall_test);
