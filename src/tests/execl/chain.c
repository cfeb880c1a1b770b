/* SPDX-License-Identifier: GPL-2.0-or-later */
/* chain.c: the execl test's exec chain, a program of its own: each
 * process of the chain maps the run's shared state again
 * (runner_attach), counts the exec that started it, and, while the run's
 * limits allow, execs itself (/proc/self/exe) again; the last one exits,
 * which ends the copy's worker process (exec keeps the pid). It is
 * linked with the C library only, as UnixBench's execl program is (each
 * exec of sysbench itself would also load libm, which LuaJIT needs: an
 * eighth more per exec), and embedded in sysbench (execl.c runs it from
 * a memfd). Arguments: EXECL_CHAIN_ARG, the shared state's descriptor,
 * address and length, the copy's worker id, and the logger's verbosity. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/log.h"
#include "core/run/runner.h"
#include "tests/execl/execl.h"
#include "tests/unixbench/system.h"

#define EXECL_SELF "/proc/self/exe"

static int chain_number(const char *s, int base, unsigned long long max,
                        unsigned long long *out)
{
  char *end;
  errno = 0;
  *out = strtoull(s, &end, base);
  return errno == 0 && end != s && *end == '\0' && *out <= max;
}

int main(int argc, char **argv)
{
  unsigned long long fd, addr, len, id, verbosity;
  if (argc != EXECL_ARGC || strcmp(argv[1], EXECL_CHAIN_ARG) ||
      !chain_number(argv[2], 10, INT32_MAX, &fd) ||
      !chain_number(argv[3], 16, UINTPTR_MAX, &addr) ||
      !chain_number(argv[4], 10, SIZE_MAX, &len) ||
      !chain_number(argv[5], 10, INT32_MAX, &id) ||
      !chain_number(argv[6], 10, LOG_DEBUG, &verbosity)) {
    fprintf(stderr, "FATAL: this program is the sysbench execl test's exec chain\n");
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
  execv(EXECL_SELF, argv);
  ck_pr_store_64(&w->stats->busy_since, 0);
  system_call_failed("execl", "exec of " EXECL_SELF, w);
  return 1;
}
