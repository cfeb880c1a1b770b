/* SPDX-License-Identifier: GPL-2.0-or-later */
/* system.c: the help, header and report lines and the failure messages
 * that the UnixBench-style system tests share (system.h). */
#include "tests/unixbench/system.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/base/log.h"
#include "plugin/options.h"

int system_help(const struct opt_registry *r, const char *name, const char *about)
{
  log_text("%s\n\n", about);
  if (opt_group_size(r, GROUP_TEST) == 0) {
    log_text("%s has no options of its own.\n\n", name);
    return 0;
  }
  log_text("%s options:\n", name);
  opt_print_group(r, GROUP_TEST);
  return 0;
}

void system_print_mode(const char *doing, const struct run_config *rc)
{
  log_notice("%s", doing);
  log_notice("Copies: %d, each in a process of its own\n", rc->threads);
}

void system_report_figure(const char *title, const char *what, double value)
{
  log_notice("%s:", title);
  log_notice("    %s: %8.2f", what, value);
}

/* A worker process has one thread, but it was forked from a process with
 * threads, so glibc wraps each cancellable call (read, write, close,
 * waitpid) in atomic cancellation bookkeeping that a single-threaded
 * program such as UnixBench's skips: about 40 ns per call here, an eighth
 * of a pipe round trip. With cancellation disabled and its type
 * asynchronous, the wrappers are a load and a compare. Nothing cancels a
 * worker process's only thread. */
void system_copy_start(const char *test, const struct sb_worker *w)
{
  pthread_setcancelstate(PTHREAD_CANCEL_DISABLE, NULL);
  pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, NULL);
  log_debug("%s: copy #%d runs in process %d", test, w->id, (int)getpid());
}

pid_t system_fork(void)
{
#if defined(__GLIBC__) && __GLIBC_PREREQ(2, 34)
  return _Fork();
#else
  return fork();
#endif
}

int system_check_dir(const char *test)
{
  char dir[64];
  snprintf(dir, sizeof(dir), "sysbench-%s.XXXXXX", test);
  if (mkdtemp(dir) == NULL) {
    log_errno(LOG_FATAL, "%s: cannot create files in the current directory", test);
    return -1;
  }
  rmdir(dir);
  return 0;
}

int system_wait(pid_t pid)
{
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR)
      return -1;
  return status;
}
