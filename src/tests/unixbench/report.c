/* SPDX-License-Identifier: GPL-2.0-or-later */
/* report.c: the unixbench index's report, in UnixBench 5.1.3's layout so
 * that the programs that parse UnixBench's output read it (each series:
 * the "Benchmark Run:" line, the CPUs line, one line per test, the index
 * table and its score line), then a block of our own: the passes kept and
 * their spread, and why the index is partial. */
#include "tests/unixbench/index.h"

#include <stdio.h>

#include "core/base/log.h"

/* "Tue Jun 09 2015 09:35:46". */
static void report_time(time_t t, const char *fmt, char *buf, size_t len)
{
  struct tm tm;
  if (localtime_r(&t, &tm) == NULL || strftime(buf, len, fmt, &tm) == 0)
    snprintf(buf, len, "?");
}

void index_report_series(const struct index_series *s, int cpus)
{
  char start[64], end[32];
  report_time(s->started, "%a %b %d %Y %H:%M:%S", start, sizeof(start));
  report_time(s->ended, "%H:%M:%S", end, sizeof(end));
  log_text("------------------------------------------------------------------------\n");
  log_text("Benchmark Run: %s - %s\n", start, end);
  log_text("%d CPU%s in system; running %d parallel cop%s of tests\n\n", cpus,
           cpus == 1 ? "" : "s", s->copies, s->copies == 1 ? "y" : "ies");
  for (int i = 0; i < INDEX_TESTS; i++)
    if (s->ran[i])
      log_text("%-40s %12.1f %-5s (%.1f s, %d samples)\n", index_tests[i].name, s->figure[i],
               index_unit_name(index_tests[i].unit), s->seconds[i], s->kept[i]);
  log_text("\n%-40s %12s %12s %8s\n", "System Benchmarks Index Values", "BASELINE", "RESULT",
           "INDEX");
  for (int i = 0; i < INDEX_TESTS; i++)
    if (s->ran[i])
      log_text("%-40s %12.1f %12.1f %8.1f\n", index_tests[i].name, index_tests[i].baseline,
               s->figure[i], index_of(&index_tests[i], s->figure[i]));
  log_text("%-66s %8s\n", "", "========");
  log_text("%-66s %8.1f\n\n", "System Benchmarks Index Score", index_score(s));
}

void index_report_added(const struct index_series *v, int n)
{
  log_text("Added by sysbench-ng (not in UnixBench's report), the passes of each test:\n");
  log_text("  %6s  %-40s %6s %5s %13s %13s %7s\n", "copies", "test", "passes", "kept", "lowest kept",
           "highest kept", "spread");
  for (int k = 0; k < n; k++)
    for (int i = 0; i < INDEX_TESTS; i++) {
      const struct index_series *s = &v[k];
      if (!s->ran[i])
        continue;
      double spread = s->figure[i] > 0 ? 100 * (s->highest[i] - s->lowest[i]) / s->figure[i] : 0;
      log_text("  %6d  %-40s %6d %5d %13.1f %13.1f %6.1f%%\n", s->copies, index_tests[i].name,
               s->passes[i], s->kept[i], s->lowest[i], s->highest[i], spread);
    }
  log_text("Partial index: UnixBench 5.1.3's index also has Dhrystone 2 using register variables "
           "and Double-Precision Whetstone, which this one leaves out, so its score is not "
           "comparable with a full UnixBench score.\n\n");
}
