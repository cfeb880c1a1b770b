/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_idle.c: --wait-idle=SECONDS: before the clock starts, wait until
 * the machine is idle, as sbc-bench does before it measures: the 1-minute
 * load average at most MONITOR_IDLE_LOAD and the CPUs, over the last
 * second, busy at most MONITOR_IDLE_CPU percent of their time; or give up
 * after SECONDS with a FATAL line. A terminal (stderr) gets a progress
 * line. */
#include "monitor/monitor.h"

#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "core/base/log.h"
#include "core/base/timer.h"

#define MONITOR_IDLE_LOAD 0.10
#define MONITOR_IDLE_CPU 2.5

/* The busy share of the CPUs' time between a and b, in percent; -1 when
 * it cannot be known (no /proc/stat, or no time went by in it). */
static double monitor_busy_pct(const struct monitor_counters *a, const struct monitor_counters *b)
{
  if (!a->cpu_known || !b->cpu_known)
    return -1;
  double total = 0, idle = 0;
  for (int k = 0; k < CPU_FIELDS; k++)
    total += b->cpu[k] - a->cpu[k];
  idle = b->cpu[CPU_IDLE] - a->cpu[CPU_IDLE] + b->cpu[CPU_IOWAIT] - a->cpu[CPU_IOWAIT];
  return total > 0 ? 100 * (total - idle) / total : -1;
}

/* "load 2.50, CPU 90% busy" (what is known of it). */
static void monitor_idle_text(const struct monitor_before *b, double cpu, char *buf, size_t len)
{
  int n = b->load_known ? snprintf(buf, len, "load %.2f", b->load[0]) : snprintf(buf, len, "load unknown");
  if (cpu >= 0)
    snprintf(buf + n, len - (size_t)n, ", CPU %.1f%% busy", cpu);
}

int monitor_wait_idle(int seconds)
{
  struct monitor_files f;
  struct monitor_counters c0, c1;
  monitor_files_open(&f, NULL);
  monitor_counters_read(&f, &c0);
  bool said = false, tty = isatty(STDERR_FILENO);
  uint64_t t0 = timer_now();
  int status = 0;
  for (;;) {
    struct timespec one = { 1, 0 };
    nanosleep(&one, NULL);
    struct monitor_before b;
    monitor_counters_read(&f, &c1);
    monitor_before_read(&b);
    double cpu = monitor_busy_pct(&c0, &c1), waited = timer_sec(timer_now() - t0);
    char what[96];
    monitor_idle_text(&b, cpu, what, sizeof(what));
    c0 = c1;
    if (!b.load_known && cpu < 0) {
      log_warning("--wait-idle: neither the load average nor the CPU time can be read: not waiting");
      break;
    }
    if ((!b.load_known || b.load[0] <= MONITOR_IDLE_LOAD) && (cpu < 0 || cpu <= MONITOR_IDLE_CPU)) {
      if (said)
        log_notice("The machine is idle after %.0f s (%s)", waited, what);
      break;
    }
    if (!said)
      log_notice("Waiting up to %d s for the machine to be idle (%s; idle is load at most "
                 "%.2f and CPU at most %.1f%% busy)", seconds, what, MONITOR_IDLE_LOAD,
                 MONITOR_IDLE_CPU);
    said = true;
    if (tty)
      fprintf(stderr, "\r  waiting for idle: %.0f of %d s, %s   ", waited, seconds, what);
    if (waited >= seconds) {
      if (tty)
        fprintf(stderr, "\r%78s\r", "");
      log_fatal("the machine was not idle within %d s (%s): --wait-idle gives up", seconds, what);
      status = -1;
      break;
    }
  }
  if (tty && said && status == 0)
    fprintf(stderr, "\r%78s\r", "");
  monitor_files_close(&f);
  return status;
}
