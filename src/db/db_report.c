/* db_report.c: the reference's report lines once a database driver is in
 * use: the intermediate "tps ... qps ... err/s ... reconn/s" line and the
 * "SQL statistics:" block above the general statistics. */
#include "db.h"

#include "general.h"
#include "log.h"
#include "report.h"

bool db_report_intermediate(const struct sb_stat *st)
{
  if (!db_used())
    return false;
  double t = st->time_interval;
  unsigned pct = sb_general.npercentiles ? (unsigned)sb_general.percentiles[0] : 0;
  log_timestamp(LOG_NOTICE, st->time_total,
                "thds: %u tps: %4.2f qps: %4.2f (r/w/o: %4.2f/%4.2f/%4.2f) "
                "lat (ms,%u%%): %4.2f err/s: %4.2f reconn/s: %4.2f",
                st->threads_running, (double)st->events / t,
                (double)(st->reads + st->writes + st->other) / t, (double)st->reads / t,
                (double)st->writes / t, (double)st->other / t, pct, st->latency_pct * 1000,
                (double)st->errors / t, (double)st->reconnects / t);
  if (sb_general.rate)
    log_timestamp(LOG_NOTICE, st->time_total, "queue length: %llu, concurrency: %llu",
                  (unsigned long long)st->queue_length, (unsigned long long)st->concurrency);
  return true;
}

static void db_report_rate(const char *label, uint64_t n, double t)
{
  log_notice("    %-37s%-6llu (%.2f per sec.)", label, (unsigned long long)n, (double)n / t);
}

void db_report_cumulative(const struct sb_stat *st)
{
  if (!db_used())
    return;
  uint64_t queries = st->reads + st->writes + st->other;
  double t = st->time_interval;
  log_notice("SQL statistics:");
  log_notice("    queries performed:");
  log_notice("        read:                            %llu", (unsigned long long)st->reads);
  log_notice("        write:                           %llu", (unsigned long long)st->writes);
  log_notice("        other:                           %llu", (unsigned long long)st->other);
  log_notice("        total:                           %llu", (unsigned long long)queries);
  db_report_rate("transactions:", st->events, t);
  db_report_rate("queries:", queries, t);
  db_report_rate("ignored errors:", st->errors, t);
  db_report_rate("reconnects:", st->reconnects, t);
}
