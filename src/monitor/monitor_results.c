/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_results.c: a monitored run's "monitor" member of its result file
 * step: the verdict, the state before the clock started, the identity of
 * what was measured, and the samples as one time series per sensor. */
#include "monitor/monitor.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "core/base/timer.h"

static const char *const monitor_mode_names[] = { "off", "warn", "strict" };

static struct json *monitor_before_json(const struct monitor_run *m)
{
  const struct monitor_before *b = &m->before;
  const struct monitor_cpus *c = &m->cpus;
  struct json *o = json_object(), *cpus = json_set(o, "cpus", json_array());
  for (int i = 0; i < c->n; i++)
    json_push(cpus, json_uint((uint64_t)c->ids[i]));
  json_set(o, "governor", c->governor[0] ? json_string(c->governor) : json_null());
  if (c->max_mhz > 0) {
    json_set(o, "frequency_min_mhz", json_number(c->min_mhz));
    json_set(o, "frequency_max_mhz", json_number(c->max_mhz));
  }
  if (b->load_known) {
    struct json *l = json_set(o, "load", json_array());
    for (int k = 0; k < 3; k++)
      json_push(l, json_number(b->load[k]));
    json_set(o, "tasks_running", json_uint((uint64_t)b->running));
  }
  if (b->mem_known) {
    json_set(o, "memory_total_bytes", json_uint((uint64_t)b->mem_total));
    json_set(o, "memory_available_bytes", json_uint((uint64_t)b->mem_available));
    json_set(o, "swap_used_bytes", json_uint((uint64_t)(b->swap_total - b->swap_free)));
  }
  return o;
}

static const char *const monitor_gauge_kinds[][2] = {
  [GAUGE_FREQ] = { "frequency", "MHz" }, [GAUGE_FREQ_HW] = { "frequency", "MHz" },
  [GAUGE_TEMP] = { "temperature", "\xc2\xb0""C" }, [GAUGE_THROTTLED] = { "throttled", "bits" },
  [GAUGE_VOLT_ALARM] = { "under-voltage", "alarm" },
};

static struct json *monitor_series(struct json *list, const char *name, const char *kind,
                                   const char *unit)
{
  struct json *s = json_push(list, json_object());
  json_set(s, "name", json_string(name));
  json_set(s, "kind", json_string(kind));
  json_set(s, "unit", json_string(unit));
  return json_set(s, "values", json_array());
}

/* The rates between two samples: CPU time by kind in percent, and the
 * rest per second (a NAN where a counter is unknown). */
enum { RATE_USER, RATE_SYSTEM, RATE_IOWAIT, RATE_IRQ, RATE_STEAL, RATE_OTHERS, RATE_CTXT,
       RATE_SWAP_IN, RATE_SWAP_OUT, RATE_PSI_CPU, RATE_PSI_IO, RATE_PSI_MEMORY, RATE_DEV_READ,
       RATE_DEV_WRITE, RATE_DEV_BUSY, RATES };
static const char *const monitor_rates[RATES][3] = {
  { "cpu user", "cpu", "%" }, { "cpu system", "cpu", "%" }, { "cpu iowait", "cpu", "%" },
  { "cpu irq", "cpu", "%" }, { "cpu steal", "cpu", "%" }, { "other processes", "cpu", "%" },
  { "context switches", "scheduler", "1/s" }, { "swap in", "swap", "pages/s" },
  { "swap out", "swap", "pages/s" }, { "psi cpu some", "pressure", "%" },
  { "psi io some", "pressure", "%" }, { "psi memory some", "pressure", "%" },
  { "device read", "device", "MiB/s" }, { "device written", "device", "MiB/s" },
  { "device busy", "device", "%" },
};

static void monitor_rates_of(const struct monitor_sample *p, const struct monitor_sample *s,
                             double *r)
{
  const struct monitor_counters *a = &p->c, *b = &s->c;
  double dt = timer_sec(s->at - p->at), total = 0, d[CPU_FIELDS];
  for (int k = 0; k < RATES; k++)
    r[k] = NAN;
  if (!(dt > 0))
    return;
  if (a->cpu_known && b->cpu_known) {
    for (int k = 0; k < CPU_FIELDS; k++)
      total += d[k] = b->cpu[k] - a->cpu[k];
    if (total > 0) {
      r[RATE_USER] = 100 * (d[CPU_USER] + d[CPU_NICE]) / total;
      r[RATE_SYSTEM] = 100 * d[CPU_SYSTEM] / total;
      r[RATE_IOWAIT] = 100 * d[CPU_IOWAIT] / total;
      r[RATE_IRQ] = 100 * (d[CPU_IRQ] + d[CPU_SOFTIRQ]) / total;
      r[RATE_STEAL] = 100 * d[CPU_STEAL] / total;
      double busy = (d[CPU_USER] + d[CPU_NICE] + d[CPU_SYSTEM] + d[CPU_IRQ] + d[CPU_SOFTIRQ]) /
                    (double)sysconf(_SC_CLK_TCK);
      r[RATE_OTHERS] = fmax(0, 100 * (busy - (b->own_cpu - a->own_cpu)) / dt);
    }
  }
  if (a->ctxt_known && b->ctxt_known)
    r[RATE_CTXT] = (b->ctxt - a->ctxt) / dt;
  if (a->swap_known && b->swap_known) {
    r[RATE_SWAP_IN] = (b->swap_in - a->swap_in) / dt;
    r[RATE_SWAP_OUT] = (b->swap_out - a->swap_out) / dt;
  }
  for (int k = 0; k < PSI_KINDS; k++)
    if (a->psi_known[k] && b->psi_known[k])
      r[RATE_PSI_CPU + k] = 100 * (b->psi_some[k] - a->psi_some[k]) / 1e6 / dt;
  if (a->dev_known && b->dev_known) {
    r[RATE_DEV_READ] = (b->dev_read - a->dev_read) / 1048576 / dt;
    r[RATE_DEV_WRITE] = (b->dev_written - a->dev_written) / 1048576 / dt;
    r[RATE_DEV_BUSY] = 100 * (b->dev_busy_ms - a->dev_busy_ms) / 1000 / dt;
  }
}

/* Values rounded to what the sensors resolve, so files stay small. */
static struct json *monitor_value(double v)
{
  return isfinite(v) ? json_number(round(v * 1000) / 1000) : json_null();
}

static struct json *monitor_samples_json(const struct monitor_run *m)
{
  struct json *o = json_object(), *time = json_set(o, "time", json_array());
  struct json *list = json_set(o, "series", json_array());
  json_set(o, "kept_every", json_uint(m->stride ? m->stride : 1));
  size_t n = m->n + 2;   /* the first (before the clock), those between, the last */
  struct json *vals[MONITOR_MAX_GAUGES + RATES];
  int nv = 0;
  for (int g = 0; g < m->ngauges; g++)
    vals[nv++] = monitor_series(list, m->gauges[g].name, monitor_gauge_kinds[m->gauges[g].kind][0],
                                monitor_gauge_kinds[m->gauges[g].kind][1]);
  double r[RATES];
  monitor_rates_of(&m->first, &m->last, r);
  bool known[RATES];
  for (int k = 0; k < RATES; k++)
    if ((known[k] = isfinite(r[k])))
      vals[nv++] = monitor_series(list, monitor_rates[k][0], monitor_rates[k][1],
                                  monitor_rates[k][2]);
  const struct monitor_sample *prev = NULL;
  for (size_t i = 0; i < n; i++) {
    const struct monitor_sample *s = i == 0 ? &m->first : i <= m->n ? &m->v[i - 1] : &m->last;
    json_push(time, monitor_value(monitor_sample_time(m, s)));
    int k = 0;
    for (int g = 0; g < m->ngauges; g++)
      json_push(vals[k++], monitor_value(s->g[g]));
    monitor_rates_of(prev ? prev : s, s, r);
    for (int q = 0; q < RATES; q++)
      if (known[q])
        json_push(vals[k++], monitor_value(r[q]));
    prev = s;
  }
  return o;
}

/* "ok", "ok (unknown: ...)", or the problems joined with "; ". */
static void monitor_summary(const struct monitor_verdict *v, char *buf, size_t len)
{
  size_t n = 0;
  if (v->n == 0)
    snprintf(buf, len, v->unknown[0] ? "ok (unknown: %s)" : "ok", v->unknown);
  for (int i = 0; i < v->n && n < len; i++)
    n += (size_t)snprintf(buf + n, len - n, "%s%s", i ? "; " : "", v->p[i].text);
}

struct json *monitor_results(const struct monitor_run *m, const struct monitor_verdict *v)
{
  struct json *o = json_object();
  char summary[2048];
  monitor_summary(v, summary, sizeof(summary));
  json_set(o, "mode", json_string(monitor_mode_names[m->conf.mode]));
  json_set(o, "interval", json_number(m->conf.interval));
  json_set(o, "fit", json_bool(v->n == 0));
  json_set(o, "summary", json_string(summary));
  struct json *problems = json_set(o, "problems", json_array());
  for (int i = 0; i < v->n; i++) {
    struct json *p = json_push(problems, json_object());
    json_set(p, "rule", json_string(v->p[i].rule));
    json_set(p, "text", json_string(v->p[i].text));
    json_set(p, "at", v->p[i].at >= 0 ? json_number(round(v->p[i].at * 10) / 10) : json_null());
  }
  struct json *unknown = json_set(o, "unknown", json_array());
  for (const char *p = v->unknown; *p;) {
    size_t len = strcspn(p, ",");
    char item[64];
    snprintf(item, sizeof(item), "%.*s", (int)len, p);
    json_push(unknown, json_string(item));
    p += len;
    p += *p == ',' ? 2 : 0;
  }
  if (m->peer.pid) {
    struct json *peer = json_set(o, "peer", json_object());
    json_set(peer, "pid", json_uint((uint64_t)m->peer.pid));
    json_set(peer, "what", json_string(m->peer.what));
    json_set(peer, "in_process", json_bool(m->peer.pid == getpid()));
    json_set(peer, "text", json_string(v->peer));
    json_set(peer, "cpu_percent", monitor_value(100 * v->peer_cpu));
    json_set(peer, "interrupts_percent", monitor_value(100 * v->peer_irq));
  }
  json_set(o, "before", monitor_before_json(m));
  json_set(o, "identity", monitor_identity(&m->dev));
  json_set(o, "samples", monitor_samples_json(m));
  json_set(o, "thread_cpu_seconds", json_number(m->thread_cpu));
  return o;
}
