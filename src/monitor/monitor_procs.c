/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_procs.c: the other processes' CPU time (/proc/PID/stat), read
 * when a run starts and when it ends, for the busiest of them. */
#include "monitor/monitor.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* One process's name and CPU seconds; false when it is gone or not one. */
static bool monitor_proc_read(const char *pid, struct monitor_proc *p, int *ppid)
{
  char path[64], buf[1024];
  snprintf(path, sizeof(path), "%s/stat", pid);
  if (!kernel_read(KERNEL_PROC, path, buf, sizeof(buf)))
    return false;
  char *open = strchr(buf, '('), *close = strrchr(buf, ')');
  if (open == NULL || close == NULL || close < open)
    return false;
  snprintf(p->comm, sizeof(p->comm), "%.*s", (int)(close - open - 1), open + 1);
  /* After the name: state ppid pgrp session tty tpgid flags minflt
   * cminflt majflt cmajflt utime stime. */
  unsigned long long f[13];
  char state;
  if (sscanf(close + 1, " %c %llu %llu %llu %llu %llu %llu %llu %llu %llu %llu %llu %llu",
             &state, &f[0], &f[1], &f[2], &f[3], &f[4], &f[5], &f[6], &f[7], &f[8], &f[9],
             &f[10], &f[11]) != 13)
    return false;
  *ppid = (int)f[0];
  p->pid = atoi(pid);
  p->kthread = f[5] & 0x00200000;   /* PF_KTHREAD */
  p->cpu = (double)(f[10] + f[11]) / (double)sysconf(_SC_CLK_TCK);
  return true;
}

void monitor_procs_read(struct monitor_procs *p)
{
  memset(p, 0, sizeof(*p));
  struct dirent **v;
  int n = monitor_list(KERNEL_PROC, ".", "", &v), self = getpid();
  size_t cap = 0;
  for (int i = 0; i < n; i++) {
    struct monitor_proc one;
    int ppid;
    if (!isdigit((unsigned char)v[i]->d_name[0]) || !monitor_proc_read(v[i]->d_name, &one, &ppid) ||
        one.pid == self || ppid == self)
      continue;
    if (p->n == cap) {
      cap = cap ? 2 * cap : 256;
      struct monitor_proc *grown = realloc(p->v, cap * sizeof(*grown));
      if (grown == NULL)
        break;
      p->v = grown;
    }
    p->v[p->n++] = one;
  }
  if (n >= 0)
    monitor_list_free(v, n);
}

void monitor_procs_free(struct monitor_procs *p)
{
  free(p->v);
  p->v = NULL;
  p->n = 0;
}

static int monitor_proc_cmp(const void *a, const void *b)
{
  double x = ((const struct monitor_proc *)a)->cpu, y = ((const struct monitor_proc *)b)->cpu;
  return x < y ? 1 : x > y ? -1 : 0;
}

bool monitor_procs_delta(const struct monitor_procs *before, const struct monitor_procs *after,
                         int pid, double *cpu, char *comm, size_t len)
{
  const struct monitor_proc *a = NULL, *b = NULL;
  for (size_t i = 0; i < before->n && a == NULL; i++)
    a = before->v[i].pid == pid ? &before->v[i] : NULL;
  for (size_t i = 0; i < after->n && b == NULL; i++)
    b = after->v[i].pid == pid ? &after->v[i] : NULL;
  if (a == NULL || b == NULL || strcmp(a->comm, b->comm) != 0)
    return false;
  *cpu = b->cpu - a->cpu;
  snprintf(comm, len, "%s", b->comm);
  return true;
}

void monitor_procs_busiest(const struct monitor_procs *before, const struct monitor_procs *after,
                           double seconds, int leave_out, char *buf, size_t len, double *named)
{
  buf[0] = '\0';
  *named = 0;
  if (after->n == 0 || !(seconds > 0))
    return;
  struct monitor_proc *d = malloc(after->n * sizeof(*d));
  if (d == NULL)
    return;
  size_t n = 0;
  for (size_t i = 0, j = 0; i < after->n; i++) {
    /* Both lists are in pid order. */
    while (j < before->n && before->v[j].pid < after->v[i].pid)
      j++;
    if (j < before->n && before->v[j].pid == after->v[i].pid && after->v[i].pid != leave_out &&
        strcmp(before->v[j].comm, after->v[i].comm) == 0) {
      d[n] = after->v[i];
      d[n++].cpu -= before->v[j].cpu;
    }
  }
  qsort(d, n, sizeof(*d), monitor_proc_cmp);
  size_t used = 0;
  for (size_t i = 0; i < n && i < 3 && used < len && d[i].cpu / seconds >= 0.01; i++) {
    used += (size_t)snprintf(buf + used, len - used, "%s%s%s (%d) %.0f%%", i ? ", " : "",
                             d[i].kthread ? "kernel thread " : "", d[i].comm, d[i].pid,
                             100 * d[i].cpu / seconds);
    *named += d[i].cpu;
  }
  free(d);
}
