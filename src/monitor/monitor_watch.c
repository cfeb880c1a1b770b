/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_watch.c: a watched run's life, for the monitor module and for
 * whatever else watches a stretch of time (the net server, one session
 * at a time): what is watched (CPUs, gauges, the device, counters), the
 * first sample, and at the end the last one and the verdict. The
 * sampling thread in between is the module's (monitor_thread.c). */
#include "monitor/monitor.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/timer.h"

struct monitor_run *monitor_watch_begin(const struct run_config *rc,
                                        const struct monitor_conf *conf, double prev_run_gap)
{
  struct monitor_run *m = calloc(1, sizeof(*m));
  if (m == NULL)
    return NULL;
  m->rc = rc;
  m->conf = *conf;
  m->started_at = timer_now();
  m->prev_run_gap = prev_run_gap;
  monitor_cpus_read(&m->cpus);
  monitor_before_read(&m->before);
  monitor_device_find(&m->dev);
  m->ngauges = monitor_cpufreq_gauges(&m->cpus, m->gauges, MONITOR_MAX_GAUGES);
  m->ngauges += monitor_thermal_gauges(m->gauges + m->ngauges, MONITOR_MAX_GAUGES - m->ngauges);
  m->ngauges += monitor_rpi_gauges(m->gauges + m->ngauges, MONITOR_MAX_GAUGES - m->ngauges);
  monitor_files_open(&m->files, m->dev.known ? m->dev.stat_dir : NULL);
  monitor_procs_read(&m->procs_start);
  monitor_sample_take(m, &m->first);
  return m;
}

void monitor_watch_end(struct monitor_run *m, struct monitor_verdict *v)
{
  monitor_sample_take(m, &m->last);
  monitor_procs_read(&m->procs_end);
  monitor_judge(m, v);
}

void monitor_watch_free(struct monitor_run *m)
{
  for (int g = 0; g < m->ngauges; g++)
    close(m->gauges[g].fd);
  monitor_files_close(&m->files);
  monitor_procs_free(&m->procs_start);
  monitor_procs_free(&m->procs_end);
  free(m->v);
  free(m);
}

void monitor_verdict_rules(const struct monitor_verdict *v, char sep, char *buf, size_t len)
{
  size_t used = 0;
  if (len == 0)
    return;
  buf[0] = '\0';
  for (int i = 0; i < v->n; i++) {
    bool seen = false;
    for (int j = 0; j < i && !seen; j++)
      seen = strcmp(v->p[j].rule, v->p[i].rule) == 0;
    size_t n = strlen(v->p[i].rule);
    if (seen || used + (used > 0) + n >= len)
      continue;
    if (used > 0)
      buf[used++] = sep;
    memcpy(buf + used, v->p[i].rule, n + 1);
    used += n;
  }
}
