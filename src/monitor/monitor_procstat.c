/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_procstat.c: what /proc says about the whole machine: CPU time
 * by kind (/proc/stat), context switches, swap traffic (/proc/vmstat),
 * pressure stall time (/proc/pressure, where the kernel has PSI), the
 * device's own counters (/sys/.../stat); and before the run, the load
 * average and memory. */
#include "monitor/monitor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

const char *const monitor_psi_names[PSI_KINDS] = { "cpu", "io", "memory" };

/* /proc/stat's intr line alone can be tens of kilobytes. */
#define MONITOR_STAT_BUF (256 * 1024)
static __thread char *monitor_buf;

void monitor_files_open(struct monitor_files *f, const char *dev_stat)
{
  f->stat = kernel_open(KERNEL_PROC, "stat");
  f->vmstat = kernel_open(KERNEL_PROC, "vmstat");
  for (int k = 0; k < PSI_KINDS; k++) {
    char path[64];
    snprintf(path, sizeof(path), "pressure/%s", monitor_psi_names[k]);
    f->psi[k] = kernel_open(KERNEL_PROC, path);
  }
  f->dev = dev_stat && *dev_stat ? kernel_open(KERNEL_SYS, dev_stat) : -1;
}

void monitor_files_close(struct monitor_files *f)
{
  int *fds[] = { &f->stat, &f->vmstat, &f->psi[0], &f->psi[1], &f->psi[2], &f->dev };
  for (size_t i = 0; i < sizeof(fds) / sizeof(fds[0]); i++) {
    if (*fds[i] >= 0)
      close(*fds[i]);
    *fds[i] = -1;
  }
}

/* The number after "key " at the start of a line of text; false if none. */
static bool monitor_field(const char *text, const char *key, double *v)
{
  size_t len = strlen(key);
  for (const char *p = text; p; p = strchr(p, '\n')) {
    if (*p == '\n')
      p++;
    if (strncmp(p, key, len) == 0 && p[len] == ' ') {
      char *end;
      *v = strtod(p + len + 1, &end);
      return end != p + len + 1;
    }
  }
  return false;
}

static void monitor_read_stat(const struct monitor_files *f, struct monitor_counters *c,
                              char *buf)
{
  if (!kernel_reread(f->stat, buf, MONITOR_STAT_BUF) || strncmp(buf, "cpu ", 4) != 0)
    return;
  char *p = buf + 4, *end;
  int k;
  for (k = 0; k < CPU_FIELDS; k++, p = end) {
    c->cpu[k] = strtod(p, &end);
    if (end == p)
      break;
  }
  c->cpu_known = k == CPU_FIELDS;
  c->ctxt_known = monitor_field(buf, "ctxt", &c->ctxt);
}

/* A PSI file's "some ... total=N" (microseconds stalled). */
static bool monitor_read_psi(int fd, double *total, char *buf)
{
  if (!kernel_reread(fd, buf, 512) || strncmp(buf, "some ", 5) != 0)
    return false;
  char *t = strstr(buf, "total=");
  char *nl = strchr(buf, '\n');
  if (t == NULL || (nl && t > nl))
    return false;
  *total = strtod(t + 6, NULL);
  return true;
}

/* A block device's stat: reads and writes in 512-byte sectors, requests,
 * and the milliseconds it had requests in flight. */
static void monitor_read_dev(int fd, struct monitor_counters *c, char *buf)
{
  double v[11];
  if (!kernel_reread(fd, buf, 512))
    return;
  char *p = buf, *end;
  for (int k = 0; k < 11; k++, p = end) {
    v[k] = strtod(p, &end);
    if (end == p)
      return;
  }
  c->dev_read = v[2] * 512;
  c->dev_written = v[6] * 512;
  c->dev_ios = v[0] + v[4];
  c->dev_busy_ms = v[9];
  c->dev_known = true;
}

static double monitor_own_cpu(void)
{
  struct rusage self, kids;
  getrusage(RUSAGE_SELF, &self);
  getrusage(RUSAGE_CHILDREN, &kids);
  return (double)(self.ru_utime.tv_sec + self.ru_stime.tv_sec + kids.ru_utime.tv_sec +
                  kids.ru_stime.tv_sec) +
         (self.ru_utime.tv_usec + self.ru_stime.tv_usec + kids.ru_utime.tv_usec +
          kids.ru_stime.tv_usec) / 1e6;
}

void monitor_counters_read(const struct monitor_files *f, struct monitor_counters *c)
{
  memset(c, 0, sizeof(*c));
  if (monitor_buf == NULL && (monitor_buf = malloc(MONITOR_STAT_BUF)) == NULL)
    return;
  monitor_read_stat(f, c, monitor_buf);
  if (kernel_reread(f->vmstat, monitor_buf, MONITOR_STAT_BUF))
    c->swap_known = monitor_field(monitor_buf, "pswpin", &c->swap_in) &&
                    monitor_field(monitor_buf, "pswpout", &c->swap_out);
  for (int k = 0; k < PSI_KINDS; k++)
    c->psi_known[k] = monitor_read_psi(f->psi[k], &c->psi_some[k], monitor_buf);
  monitor_read_dev(f->dev, c, monitor_buf);
  c->own_cpu = monitor_own_cpu();
}

/* The thread's buffer goes with the thread (monitor_thread.c). */
void monitor_counters_free(void)
{
  free(monitor_buf);
  monitor_buf = NULL;
}

void monitor_before_read(struct monitor_before *b)
{
  memset(b, 0, sizeof(*b));
  char buf[4096];
  int running, total;
  if (kernel_read(KERNEL_PROC, "loadavg", buf, sizeof(buf)) &&
      sscanf(buf, "%lf %lf %lf %d/%d", &b->load[0], &b->load[1], &b->load[2], &running,
             &total) == 5) {
    b->load_known = true;
    b->running = running > 0 ? running - 1 : 0;
  }
  double v[4];
  static const char *const keys[] = { "MemTotal:", "MemAvailable:", "SwapTotal:", "SwapFree:" };
  if (!kernel_read(KERNEL_PROC, "meminfo", buf, sizeof(buf)))
    return;
  for (int k = 0; k < 4; k++)
    if (!monitor_field(buf, keys[k], &v[k]))
      return;
  b->mem_total = v[0] * 1024;
  b->mem_available = v[1] * 1024;
  b->swap_total = v[2] * 1024;
  b->swap_free = v[3] * 1024;
  b->mem_known = true;
}
