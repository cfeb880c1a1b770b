/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_report.c: the monitor's text: the state of the machine before
 * the clock starts (--monitor=strict), and the verdict after the report:
 * "Monitor: ok" or one "Monitor: ..." line per problem, and when it is
 * printed at all. */
#include "monitor/monitor.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "core/base/log.h"

/* "0-3", "0,2,5-7". */
static void monitor_cpu_list(const struct monitor_cpus *c, char *buf, size_t len)
{
  size_t n = 0;
  buf[0] = '\0';
  for (int i = 0; i < c->n && n < len; i++) {
    int j = i;
    while (j + 1 < c->n && c->ids[j + 1] == c->ids[j] + 1)
      j++;
    n += (size_t)snprintf(buf + n, len - n, j > i ? "%s%d-%d" : "%s%d", n ? "," : "", c->ids[i],
                          c->ids[j]);
    i = j;
  }
}

void monitor_before_print(const struct monitor_run *m)
{
  const struct monitor_before *b = &m->before;
  const struct monitor_cpus *c = &m->cpus;
  char cpus[256], a[32], t[32], id[1024];
  monitor_cpu_list(c, cpus, sizeof(cpus));
  log_notice("Monitor, before the clock started:");
  if (c->governor[0])
    log_notice("    CPUs %s: governor %s%s, %.0f-%.0f MHz", cpus, c->governor,
               c->governors_differ ? " (and others)" : "", c->min_mhz, c->max_mhz);
  else
    log_notice("    CPUs %s: governor and frequency unknown (no cpufreq)", cpus);
  if (b->load_known)
    log_notice("    load average %.2f %.2f %.2f, %d other task(s) running", b->load[0],
               b->load[1], b->load[2], b->running);
  else
    log_notice("    load average unknown");
  if (b->mem_known) {
    monitor_bytes_text(b->mem_available, a, sizeof(a));
    monitor_bytes_text(b->mem_total, t, sizeof(t));
    char s[32];
    monitor_bytes_text(b->swap_total - b->swap_free, s, sizeof(s));
    log_notice("    memory %s available of %s, swap %s in use", a, t, s);
  } else {
    log_notice("    memory unknown");
  }
  struct json *ident = monitor_identity(&m->dev);
  monitor_identity_text(ident, id, sizeof(id));
  json_free(ident);
  log_notice("    device: %s", id);
  log_notice("%s", "");
}

bool monitor_verdict_shown(const struct monitor_conf *c)
{
  if (c->mode == MONITOR_OFF)
    return false;
  return c->mode == MONITOR_STRICT || c->mode_given || isatty(log_fileno()) == 1;
}

void monitor_verdict_print(const struct monitor_verdict *v, bool always)
{
  /* What was left out is said whenever the verdict is shown. */
  if (v->peer[0])
    log_notice("Monitor: %s", v->peer);
  if (v->n == 0 && !always) {
    if (v->peer[0])
      log_notice("%s", "");
    return;
  }
  if (v->n == 0 && v->unknown[0])
    log_notice("Monitor: ok (unknown: %s)", v->unknown);
  else if (v->n == 0)
    log_notice("Monitor: ok");
  for (int i = 0; i < v->n; i++)
    log_notice("Monitor: %s", v->p[i].text);
  if (v->n && v->unknown[0])
    log_notice("Monitor: unknown: %s", v->unknown);
  log_notice("%s", "");
}
