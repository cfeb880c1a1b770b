/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_verdict.c: was the machine fit to be measured? The rules, each
 * a line of the verdict with when it happened (README, "Run monitor"):
 * the Raspberry Pi's throttling, a governor that kept the CPUs below
 * their top frequency, load when the run started, other processes' CPU
 * use, steal time, swapping, memory pressure, and a device that did less
 * I/O than the run reported. What cannot be read is "unknown", never a
 * guess. */
#include "monitor/monitor.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/results/results.h"
#include "plugin/test.h"
#include "core/base/timer.h"

#define MONITOR_LOAD_MAX 0.5       /* 1-minute load average when the run starts */
#define MONITOR_OWN_LOAD_GAP 300   /* seconds: a previous run's load still shows */
#define MONITOR_OTHERS_MAX 0.10    /* other processes' CPUs (share of one) */
#define MONITOR_STEAL_MAX 5.0      /* percent of the CPU time */
#define MONITOR_PSI_MAX 10.0       /* percent of the time, memory "some" */
#define MONITOR_FREQ_SLACK 0.98    /* below this share of the top: slowed down */
#define MONITOR_IO_MIN (1024.0 * 1024)   /* bytes a run reports before its device is judged */
#define MONITOR_IO_SHARE 0.10      /* the device did less than this share of it */

double monitor_sample_time(const struct monitor_run *m, const struct monitor_sample *s)
{
  if (m->clock_at == 0)
    return timer_sec(s->at - m->started_at) - m->rc->warmup_time;
  double t = s->at >= m->clock_at ? timer_sec(s->at - m->clock_at) : -timer_sec(m->clock_at - s->at);
  return t - m->rc->warmup_time;
}

/* Sample i of the run: the one at its start, those in between, the last. */
static const struct monitor_sample *monitor_at(const struct monitor_run *m, size_t i)
{
  return i == 0 ? &m->first : i <= m->n ? &m->v[i - 1] : &m->last;
}

static void monitor_problem(struct monitor_verdict *v, const char *rule, double at,
                            const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static void monitor_problem(struct monitor_verdict *v, const char *rule, double at,
                            const char *fmt, ...)
{
  if (v->n == MONITOR_MAX_PROBLEMS)
    return;
  struct monitor_problem *p = &v->p[v->n++];
  snprintf(p->rule, sizeof(p->rule), "%s", rule);
  p->at = at;
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(p->text, sizeof(p->text), fmt, ap);
  va_end(ap);
}

static void monitor_unknown(struct monitor_verdict *v, const char *what)
{
  size_t n = strlen(v->unknown);
  snprintf(v->unknown + n, sizeof(v->unknown) - n, "%s%s", n ? ", " : "", what);
}

static bool monitor_has(const struct monitor_run *m, enum monitor_gauge_kind kind)
{
  for (int g = 0; g < m->ngauges; g++)
    if (m->gauges[g].kind == kind)
      return true;
  return false;
}

/* The highest temperature of sample s; NAN when none is known. */
static double monitor_temp(const struct monitor_run *m, const struct monitor_sample *s)
{
  double t = NAN;
  for (int g = 0; g < m->ngauges; g++)
    if (m->gauges[g].kind == GAUGE_TEMP && isfinite(s->g[g]) && !(s->g[g] <= t))
      t = s->g[g];
  return t;
}

/* One get_throttled bit (0-3) over the run. */
static void monitor_throttle_bit(const struct monitor_run *m, int g, int bit,
                                 struct monitor_verdict *v)
{
  size_t last = m->n + 1;
  double hot = NAN;
  long first_now = -1, first_ever = -1;
  for (size_t i = 0; i <= last; i++) {
    double raw = monitor_at(m, i)->g[g];
    if (!isfinite(raw))
      continue;
    unsigned long long x = (unsigned long long)raw;
    if ((x >> bit) & 1) {
      if (first_now < 0)
        first_now = (long)i;
      double t = monitor_temp(m, monitor_at(m, i));
      hot = isfinite(t) && !(t <= hot) ? t : hot;
    }
    if (((x >> (bit + 16)) & 1) && first_ever < 0)
      first_ever = (long)i;
  }
  const char *what = monitor_rpi_bits[bit];
  char temp[32] = "";
  if (bit > 0 && isfinite(hot))
    snprintf(temp, sizeof(temp), " (%.1f \xc2\xb0""C)", hot);
  if (first_now >= 0) {
    double at = fmax(0, monitor_sample_time(m, monitor_at(m, (size_t)first_now)));
    monitor_problem(v, "rpi_throttled", at, "%s from %.1f s%s", what, at, temp);
  } else if (first_ever == 0) {
    monitor_problem(v, "rpi_since_boot", -1, "%s since boot", what);
  } else if (first_ever > 0) {
    double at = fmax(0, monitor_sample_time(m, monitor_at(m, (size_t)first_ever)));
    monitor_problem(v, "rpi_throttled", at, "%s during the run, between two samples (by %.1f s)",
                    what, at);
  }
}

static void monitor_judge_rpi(const struct monitor_run *m, struct monitor_verdict *v)
{
  bool throttled = false;
  for (int g = 0; g < m->ngauges; g++) {
    if (m->gauges[g].kind == GAUGE_THROTTLED) {
      throttled = true;
      for (int bit = 0; bit < 4; bit++)
        monitor_throttle_bit(m, g, bit, v);
    }
  }
  for (int g = 0; g < m->ngauges && !throttled; g++) {
    if (m->gauges[g].kind != GAUGE_VOLT_ALARM)
      continue;
    for (size_t i = 0; i <= m->n + 1; i++) {
      if (monitor_at(m, i)->g[g] >= 1) {
        double at = fmax(0, monitor_sample_time(m, monitor_at(m, i)));
        monitor_problem(v, "rpi_volt", at, "under-voltage from %.1f s (rpi_volt)", at);
        break;
      }
    }
  }
}

/* A governor other than performance, and CPUs seen below their top. */
static void monitor_judge_governor(const struct monitor_run *m, struct monitor_verdict *v)
{
  const struct monitor_cpus *c = &m->cpus;
  if (!monitor_has(m, GAUGE_FREQ) || c->governor[0] == '\0' ||
      strcmp(c->governor, "performance") == 0)
    return;
  double lo = INFINITY, hi = 0, top = c->max_mhz > 0 ? c->max_mhz : c->hw_max_mhz, at = -1;
  for (size_t i = 1; i <= m->n + 1; i++) {
    const struct monitor_sample *s = monitor_at(m, i);
    if (i <= m->n && monitor_sample_time(m, s) < 0)
      continue;   /* before the measured time */
    for (int g = 0; g < m->ngauges; g++) {
      if (m->gauges[g].kind != GAUGE_FREQ || !isfinite(s->g[g]))
        continue;
      if (s->g[g] < top * MONITOR_FREQ_SLACK && at < 0)
        at = fmax(0, monitor_sample_time(m, s));
      lo = fmin(lo, s->g[g]);
      hi = fmax(hi, s->g[g]);
    }
  }
  if (at < 0 || !isfinite(lo))
    return;
  char range[48], of[48] = "";
  snprintf(range, sizeof(range), lo == hi ? "%.0f MHz" : "%.0f-%.0f MHz", lo, hi);
  if (hi < top * MONITOR_FREQ_SLACK)
    snprintf(of, sizeof(of), " (of up to %.0f MHz)", top);
  /* A state of the whole run, listed before the events. */
  monitor_problem(v, "governor", -1, "governor %s: %s during the run%s", c->governor, range, of);
}

/* Load, other processes, steal, swapping and memory pressure: from the
 * counters at the start and the end of the run. */
static void monitor_judge_system(const struct monitor_run *m, struct monitor_verdict *v)
{
  const struct monitor_counters *a = &m->first.c, *b = &m->last.c;
  const struct monitor_before *be = &m->before;
  double wall = timer_sec(m->last.at - m->first.at), tick = (double)sysconf(_SC_CLK_TCK);
  if (be->load_known && be->load[0] > MONITOR_LOAD_MAX &&
      (m->prev_run_gap < 0 || m->prev_run_gap > MONITOR_OWN_LOAD_GAP))
    monitor_problem(v, "load", -1, "load %.2f when the run started", be->load[0]);
  if (a->cpu_known && b->cpu_known) {
    double d[CPU_FIELDS], total = 0;
    for (int k = 0; k < CPU_FIELDS; k++)
      total += d[k] = b->cpu[k] - a->cpu[k];
    double busy = (d[CPU_USER] + d[CPU_NICE] + d[CPU_SYSTEM] + d[CPU_IRQ] + d[CPU_SOFTIRQ]) / tick;
    double others = busy - (b->own_cpu - a->own_cpu);
    long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
    /* /proc/stat counts in ticks: a short run's figures are too coarse. */
    if (wall >= 1 && others > MONITOR_OTHERS_MAX * wall + 2 * (double)ncpu / tick) {
      char busiest[256];
      monitor_procs_busiest(&m->procs_start, &m->procs_end, wall, busiest, sizeof(busiest));
      monitor_problem(v, "others", -1, "other processes used %.0f%% of a CPU during the run%s%s",
                      100 * others / wall, busiest[0] ? ": " : "", busiest);
    }
    if (total > 0 && 100 * d[CPU_STEAL] / total >= MONITOR_STEAL_MAX)
      monitor_problem(v, "steal", -1, "steal %.0f%% of the CPU time during the run",
                      100 * d[CPU_STEAL] / total);
  }
  if (a->swap_known && b->swap_known && b->swap_in + b->swap_out > a->swap_in + a->swap_out) {
    char in[32], out[32];
    double page = (double)sysconf(_SC_PAGESIZE);
    monitor_bytes_text((b->swap_in - a->swap_in) * page, in, sizeof(in));
    monitor_bytes_text((b->swap_out - a->swap_out) * page, out, sizeof(out));
    monitor_problem(v, "swap", -1, "swapping during the run: %s in, %s out", in, out);
  }
  double psi = 100 * (b->psi_some[PSI_MEMORY] - a->psi_some[PSI_MEMORY]) / 1e6 / wall;
  if (a->psi_known[PSI_MEMORY] && b->psi_known[PSI_MEMORY] && wall > 0 && psi >= MONITOR_PSI_MAX)
    monitor_problem(v, "memory_pressure", -1,
                    "memory pressure: tasks stalled %.0f%% of the time (PSI)", psi);
}

/* The bytes the run reported against the device's own counters. */
static void monitor_judge_device(const struct monitor_run *m, struct monitor_verdict *v)
{
  const struct results_step *step = m->rc->results;
  if (step == NULL || !step->has_final || m->rc->bytes != SB_BYTES_DEVICE)
    return;
  double said[2] = { (double)step->final.cnt[STATS_BYTES_READ],
                     (double)step->final.cnt[STATS_BYTES_WRITTEN] };
  if (said[0] < MONITOR_IO_MIN && said[1] < MONITOR_IO_MIN)
    return;
  if (!m->first.c.dev_known || !m->last.c.dev_known) {
    monitor_unknown(v, "the device's own I/O");
    return;
  }
  double did[2] = { m->last.c.dev_read - m->first.c.dev_read,
                    m->last.c.dev_written - m->first.c.dev_written };
  static const char *const verbs[2][2] = { { "read", "the page cache served it" },
                                           { "wrote", "the writes stayed in the page cache" } };
  for (int k = 0; k < 2; k++) {
    if (said[k] < MONITOR_IO_MIN || did[k] >= MONITOR_IO_SHARE * said[k])
      continue;
    char a[32], b[32];
    monitor_bytes_text(did[k], a, sizeof(a));
    monitor_bytes_text(said[k], b, sizeof(b));
    monitor_problem(v, k ? "device_writes" : "device_reads", -1,
                    "the device %s %s of the %s the run reported: %s", verbs[k][0], a, b,
                    verbs[k][1]);
  }
}

void monitor_judge(const struct monitor_run *m, struct monitor_verdict *v)
{
  memset(v, 0, sizeof(*v));
  monitor_judge_rpi(m, v);
  monitor_judge_governor(m, v);
  monitor_judge_system(m, v);
  monitor_judge_device(m, v);
  /* In time order (an insertion sort keeps the rules' order among equals). */
  for (int i = 1; i < v->n; i++) {
    struct monitor_problem p = v->p[i];
    int j = i;
    for (; j > 0 && v->p[j - 1].at > p.at; j--)
      v->p[j] = v->p[j - 1];
    v->p[j] = p;
  }
  if (!monitor_has(m, GAUGE_FREQ))
    monitor_unknown(v, "CPU frequency");
  if (!monitor_has(m, GAUGE_TEMP))
    monitor_unknown(v, "temperature");
  if (!m->first.c.cpu_known)
    monitor_unknown(v, "CPU time");
  if (!m->before.load_known)
    monitor_unknown(v, "load");
}
