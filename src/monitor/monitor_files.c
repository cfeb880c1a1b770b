/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_files.c: the files the run monitor reads, under /sys and /proc
 * or the fixture trees (kernel_files.h, which reads them), and the gauges
 * made of them (a value read from one file at each sample). */
#include "monitor/monitor.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void monitor_bytes_text(double bytes, char *buf, size_t len)
{
  static const char *const units[] = { "B", "KiB", "MiB", "GiB", "TiB" };
  int u = 0;
  while (bytes >= 1024 && u < 4) {
    bytes /= 1024;
    u++;
  }
  if (u == 0)
    snprintf(buf, len, "%.0f B", bytes);
  else
    snprintf(buf, len, "%.1f %s", bytes, units[u]);
}

/* Adds a gauge for the file if it can be read now. */
int monitor_gauge_add(struct monitor_gauge *g, enum monitor_gauge_kind kind,
                             enum kernel_root root, const char *path, const char *name, int cpu)
{
  g->fd = kernel_open(root, path);
  g->kind = kind;
  g->cpu = cpu;
  snprintf(g->name, sizeof(g->name), "%s", name);
  if (g->fd >= 0 && isfinite(monitor_gauge_read(g)))
    return 1;
  if (g->fd >= 0)
    close(g->fd);
  return 0;
}

int monitor_gauge_file(struct monitor_gauge *g, enum monitor_gauge_kind kind,
                       enum kernel_root root, const char *path, const char *name)
{
  return monitor_gauge_add(g, kind, root, path, name, -1);
}

double monitor_gauge_read(const struct monitor_gauge *g)
{
  char buf[64], *end;
  if (!kernel_reread(g->fd, buf, sizeof(buf)))
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
