/* SPDX-License-Identifier: GPL-2.0-or-later */
/* report.c: fileio's report lines: the intermediate line in MiB/s and the
 * "File operations" / "Throughput" block before the generic statistics.
 * The figures come from the per-thread read, write, fsync ("other") and
 * byte counters. */
#include "core/stats/figures.h"
#include "fileio.h"
#include "core/base/log.h"

#define MIB 1048576.0

void fileio_report_intermediate(void *run, const struct sb_stat *st)
{
  (void)run;
  const struct run_config *rc = st->run;
  double pct = rc->npercentiles ? rc->percentiles[0] : 0;
  double t = st->time_interval;
  log_timestamp(LOG_NOTICE, st->time_total,
                "reads: %4.2f MiB/s writes: %4.2f MiB/s fsyncs: %4.2f/s latency (ms,%g%%): %4.3f",
                (double)st->cnt[STATS_BYTES_READ] / MIB / t,
                (double)st->cnt[STATS_BYTES_WRITTEN] / MIB / t,
                (double)st->cnt[STATS_OTHER] / t, pct, st->pcts[0] * 1000);
}

void fileio_report_prefix(void *run, const struct sb_stat *st)
{
  (void)run;
  double t = st->time_interval;
  log_notice("\nFile operations:\n"
             "    reads/s:                      %4.2f\n"
             "    writes/s:                     %4.2f\n"
             "    fsyncs/s:                     %4.2f\n"
             "\n"
             "Throughput:\n"
             "    read, MiB/s:                  %4.2f\n"
             "    written, MiB/s:               %4.2f",
             (double)st->cnt[STATS_READ] / t, (double)st->cnt[STATS_WRITE] / t,
             (double)st->cnt[STATS_OTHER] / t, (double)st->cnt[STATS_BYTES_READ] / MIB / t,
             (double)st->cnt[STATS_BYTES_WRITTEN] / MIB / t);
}
