/* SPDX-License-Identifier: GPL-2.0-or-later */
/* system_fail.c: the FATAL line of a system call that failed in a copy of
 * a UnixBench-style test (system.h). A file of its own: the execl test's
 * exec chain, a small program of its own, prints it too. */
#include "tests/unixbench/system.h"

#include <errno.h>
#include <string.h>

#include "core/base/log.h"

void system_call_failed(const char *test, const char *call, const struct sb_worker *w)
{
  int err = errno;
  unsigned long long done = w->stats->cnt[STATS_EVENT];
  if (err == EAGAIN || err == ENOMEM)
    log_fatal("%s: %s failed in copy #%d after %llu events: %s (a limit on processes? "
              "see `ulimit -u` and the pids.max of the cgroup)", test, call, w->id, done,
              strerror(err));
  else
    log_fatal("%s: %s failed in copy #%d after %llu events: %s", test, call, w->id, done,
              strerror(err));
  errno = err;
}
