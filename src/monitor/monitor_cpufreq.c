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
    if (!monitor_read(MONITOR_SYS, path, gov, sizeof(gov)))
      continue;
    if (c->governor[0] == '\0')
      snprintf(c->governor, sizeof(c->governor), "%s", gov);
    else if (strcmp(c->governor, gov) != 0)
      c->governors_differ = true;
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/scaling_min_freq", c->ids[i]);
    if (monitor_read_ll(MONITOR_SYS, path, &lo) && (c->min_mhz == 0 || lo / 1000.0 < c->min_mhz))
      c->min_mhz = lo / 1000.0;
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/scaling_max_freq", c->ids[i]);
    if (monitor_read_ll(MONITOR_SYS, path, &hi) && hi / 1000.0 > c->max_mhz)
      c->max_mhz = hi / 1000.0;
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/cpuinfo_max_freq", c->ids[i]);
    if (monitor_read_ll(MONITOR_SYS, path, &hw) && hw / 1000.0 > c->hw_max_mhz)
      c->hw_max_mhz = hw / 1000.0;
  }
}

/* Adds a gauge for the file if it can be read now. */
static int monitor_gauge_add(struct monitor_gauge *g, enum monitor_gauge_kind kind,
                             enum monitor_root root, const char *path, const char *name, int cpu)
{
  g->fd = monitor_open(root, path);
  g->kind = kind;
  g->cpu = cpu;
  snprintf(g->name, sizeof(g->name), "%s", name);
  if (g->fd >= 0 && isfinite(monitor_gauge_read(g)))
    return 1;
  if (g->fd >= 0)
    close(g->fd);
  return 0;
}

int monitor_cpufreq_gauges(const struct monitor_cpus *c, struct monitor_gauge *g, int max)
{
  int n = 0;
  for (int i = 0; i < c->n && n < max; i++) {
    char path[128], name[64];
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/scaling_cur_freq", c->ids[i]);
    snprintf(name, sizeof(name), "cpu%d", c->ids[i]);
    n += monitor_gauge_add(&g[n], GAUGE_FREQ, MONITOR_SYS, path, name, c->ids[i]);
  }
  for (int i = 0; i < c->n && n < max; i++) {
    char path[128], name[64];
    snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/cpuinfo_cur_freq", c->ids[i]);
    snprintf(name, sizeof(name), "cpu%d (cpuinfo_cur_freq)", c->ids[i]);
    n += monitor_gauge_add(&g[n], GAUGE_FREQ_HW, MONITOR_SYS, path, name, c->ids[i]);
  }
  return n;
}

int monitor_gauge_file(struct monitor_gauge *g, enum monitor_gauge_kind kind,
                       enum monitor_root root, const char *path, const char *name)
{
  return monitor_gauge_add(g, kind, root, path, name, -1);
}

double monitor_gauge_read(const struct monitor_gauge *g)
{
  char buf[64], *end;
  if (!monitor_reread(g->fd, buf, sizeof(buf)))
    return NAN;
  if (g->kind == GAUGE_THROTTLED) {
    unsigned long long v = strtoull(buf, &end, 16);
    return end == buf ? NAN : (double)v;
  }
  double v = strtod(buf, &end);
  if (end == buf)
    return NAN;
  return g->kind == GAUGE_FREQ || g->kind == GAUGE_FREQ_HW || g->kind == GAUGE_TEMP ? v / 1000
                                                                                   : v;
}
