/* SPDX-License-Identifier: GPL-2.0-or-later */
/* index.c: UnixBench 5.1.3's system tests and its index (index.h). */
#include "tests/unixbench/index.h"

#include <math.h>

const struct index_test index_tests[INDEX_TESTS] = {
  { "execl", "Execl Throughput", "execl", { NULL }, 3, 30, 43.0, INDEX_LPS },
  { "filecopy-1024", "File Copy 1024 bufsize 2000 maxblocks", "filecopy",
    { "filecopy-buffer-size=1024", "filecopy-max-blocks=2000", NULL }, 3, 30, 3960, INDEX_KBPS },
  { "filecopy-256", "File Copy 256 bufsize 500 maxblocks", "filecopy",
    { "filecopy-buffer-size=256", "filecopy-max-blocks=500", NULL }, 3, 30, 1655, INDEX_KBPS },
  { "filecopy-4096", "File Copy 4096 bufsize 8000 maxblocks", "filecopy",
    { "filecopy-buffer-size=4096", "filecopy-max-blocks=8000", NULL }, 3, 30, 5800, INDEX_KBPS },
  { "pipe", "Pipe Throughput", "pipe", { NULL }, 10, 10, 12440, INDEX_LPS },
  { "context", "Pipe-based Context Switching", "context", { NULL }, 10, 10, 4000, INDEX_LPS },
  { "spawn", "Process Creation", "spawn", { NULL }, 3, 30, 126, INDEX_LPS },
  { "shell-1", "Shell Scripts (1 concurrent)", "shell", { "shell-concurrency=1", NULL }, 3, 60,
    42.4, INDEX_LPM },
  { "shell-8", "Shell Scripts (8 concurrent)", "shell", { "shell-concurrency=8", NULL }, 3, 60,
    6.0, INDEX_LPM },
  { "syscall", "System Call Overhead", "syscall", { NULL }, 10, 10, 15000, INDEX_LPS },
};

const char *index_unit_name(enum index_unit u)
{
  return u == INDEX_KBPS ? "KBps" : u == INDEX_LPM ? "lpm" : "lps";
}

double index_pass_figure(const struct index_test *t, const struct sb_stat *final)
{
  if (t->unit == INDEX_KBPS)
    return figure_rate(final, final->cnt[STATS_BYTES_WRITTEN]) / 1024;
  double lps = figure_rate(final, final->cnt[STATS_EVENT]);
  return t->unit == INDEX_LPM ? lps * 60 : lps;
}

/* How many passes UnixBench keeps out of n: the int(n/3) lowest are
 * dropped. */
static int index_kept(int n)
{
  return n - n / 3;
}

/* exp of the mean of the logarithms: 0 when any value is 0. */
static double index_geomean(const double *v, int n)
{
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += log(v[i]);
  return n ? exp(sum / n) : 0;
}

void index_keep(struct index_series *s, int i, double *figure, double *seconds, int n)
{
  /* An insertion sort by figure, each pass's length alongside. */
  for (int a = 1; a < n; a++) {
    double f = figure[a], t = seconds[a];
    int b = a;
    for (; b > 0 && figure[b - 1] > f; b--) {
      figure[b] = figure[b - 1];
      seconds[b] = seconds[b - 1];
    }
    figure[b] = f;
    seconds[b] = t;
  }
  int drop = n / 3, kept = index_kept(n);
  double sum = 0;
  for (int k = drop; k < n; k++)
    sum += seconds[k];
  s->ran[i] = true;
  s->passes[i] = n;
  s->kept[i] = kept;
  s->figure[i] = index_geomean(figure + drop, kept);
  s->seconds[i] = kept ? sum / kept : 0;
  s->lowest[i] = figure[drop];
  s->highest[i] = figure[n - 1];
}

double index_of(const struct index_test *t, double figure)
{
  return 10 * figure / t->baseline;
}

double index_score(const struct index_series *s)
{
  double idx[INDEX_TESTS];
  int n = 0;
  for (int i = 0; i < INDEX_TESTS; i++)
    if (s->ran[i])
      idx[n++] = index_of(&index_tests[i], s->figure[i]);
  return index_geomean(idx, n);
}
