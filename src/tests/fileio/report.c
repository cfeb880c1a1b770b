/* report.c: fileio's report lines: the intermediate line in MiB/s and the
 * "File operations" / "Throughput" block before the generic statistics.
 * The figures come from the per-thread read, write, fsync ("other") and
 * byte counters. */
#include "fileio.h"
#include "general.h"
#include "log.h"
#include "report.h"

#define MIB 1048576.0

void fileio_report_intermediate(const struct sb_stat *st)
{
  unsigned pct = sb_general.npercentiles ? (unsigned)sb_general.percentiles[0] : 0;
  double t = st->time_interval;
  log_timestamp(LOG_NOTICE, st->time_total,
                "reads: %4.2f MiB/s writes: %4.2f MiB/s fsyncs: %4.2f/s latency (ms,%u%%): %4.3f",
                (double)st->bytes_read / MIB / t, (double)st->bytes_written / MIB / t,
                (double)st->other / t, pct, st->latency_pct * 1000);
}

void fileio_report_prefix(const struct sb_stat *st)
{
  double t = st->time_interval;
  log_notice("\nFile operations:\n"
             "    reads/s:                      %4.2f\n"
             "    writes/s:                     %4.2f\n"
             "    fsyncs/s:                     %4.2f\n"
             "\n"
             "Throughput:\n"
             "    read, MiB/s:                  %4.2f\n"
             "    written, MiB/s:               %4.2f",
             (double)st->reads / t, (double)st->writes / t, (double)st->other / t,
             (double)st->bytes_read / MIB / t, (double)st->bytes_written / MIB / t);
}
