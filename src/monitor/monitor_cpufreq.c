/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_cpufreq.c: the CPUs this process may run on, their cpufreq
 * governor and frequency range before the run, and their current
 * frequency as gauges (scaling_cur_freq, and cpuinfo_cur_freq where it is
 * readable: root only on most kernels). */
#include "monitor/monitor.h"

#include <math.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void monitor_cpus_read(struct monitor_cpus *c)
{
  memset(c, 0, sizeof(*c));
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0) {
    for (int i = 0; i < CPU_SETSIZE && c->n < 256; i++)
      if (CPU_ISSET(i, &set))
        c->ids[c->n++] = i;
  }
  for (int i = 0; i < c->n; i++) {
    char path[128], gov[32];
    long long lo, hi, hw;
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/scaling_governor", c->ids[i]);
    if (!kernel_read(KERNEL_SYS, path, gov, sizeof(gov)))
      continue;
    if (c->governor[0] == '\0')
      snprintf(c->governor, sizeof(c->governor), "%s", gov);
    else if (strcmp(c->governor, gov) != 0)
      c->governors_differ = true;
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/scaling_min_freq", c->ids[i]);
    if (kernel_read_ll(KERNEL_SYS, path, &lo) && (c->min_mhz == 0 || lo / 1000.0 < c->min_mhz))
      c->min_mhz = lo / 1000.0;
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/scaling_max_freq", c->ids[i]);
    if (kernel_read_ll(KERNEL_SYS, path, &hi) && hi / 1000.0 > c->max_mhz)
      c->max_mhz = hi / 1000.0;
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/cpuinfo_max_freq", c->ids[i]);
    if (kernel_read_ll(KERNEL_SYS, path, &hw) && hw / 1000.0 > c->hw_max_mhz)
      c->hw_max_mhz = hw / 1000.0;
  }
}

int monitor_cpufreq_gauges(const struct monitor_cpus *c, struct monitor_gauge *g, int max)
{
  int n = 0;
  for (int i = 0; i < c->n && n < max; i++) {
    char path[128], name[64];
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/scaling_cur_freq", c->ids[i]);
    snprintf(name, sizeof(name), "cpu%d", c->ids[i]);
    n += monitor_gauge_add(&g[n], GAUGE_FREQ, KERNEL_SYS, path, name, c->ids[i]);
  }
  for (int i = 0; i < c->n && n < max; i++) {
    char path[128], name[64];
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/cpuinfo_cur_freq", c->ids[i]);
    snprintf(name, sizeof(name), "cpu%d (cpuinfo_cur_freq)", c->ids[i]);
    n += monitor_gauge_add(&g[n], GAUGE_FREQ_HW, KERNEL_SYS, path, name, c->ids[i]);
  }
  return n;
}
