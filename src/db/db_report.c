/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_report.c: the reference's report lines once a database driver is in
 * use: the intermediate "tps ... qps ... err/s ... reconn/s" line and the
 * "SQL statistics:" block above the general statistics. */
#include "db.h"

#include "core/stats/figures.h"
#include "core/base/log.h"

bool db_report_intermediate(void *run, const struct sb_stat *st)
{
  if (!db_run_in_use(run))
    return false;
  const struct run_config *rc = st->run;
  const uint64_t *n = st->cnt;
  double t = st->time_interval;
  double pct = rc->npercentiles ? rc->percentiles[0] : 0;
  log_timestamp(LOG_NOTICE, st->time_total,
                "thds: %u tps: %4.2f qps: %4.2f (r/w/o: %4.2f/%4.2f/%4.2f) "
                "lat (ms,%g%%): %4.2f err/s: %4.2f reconn/s: %4.2f",
                (unsigned)st->threads_running, (double)n[STATS_EVENT] / t,
                (double)(n[STATS_READ] + n[STATS_WRITE] + n[STATS_OTHER]) / t,
                (double)n[STATS_READ] / t, (double)n[STATS_WRITE] / t, (double)n[STATS_OTHER] / t,
                pct, (rc->npercentiles ? st->pcts[0] : 0) * 1000, (double)n[STATS_ERROR] / t,
                (double)n[STATS_RECONNECT] / t);
  if (rc->rate)
    log_timestamp(LOG_NOTICE, st->time_total, "queue length: %llu, concurrency: %llu",
                  (unsigned long long)st->queue_length, (unsigned long long)st->concurrency);
  return true;
}

static void db_report_rate(const char *label, uint64_t n, double t)
{
  log_notice("    %-37s%-6llu (%.2f per sec.)", label, (unsigned long long)n, (double)n / t);
}

void db_report_cumulative(void *run, const struct sb_stat *st)
{
  if (!db_run_in_use(run))
    return;
  const uint64_t *n = st->cnt;
  uint64_t queries = n[STATS_READ] + n[STATS_WRITE] + n[STATS_OTHER];
  double t = st->time_interval;
  log_notice("SQL statistics:");
  log_notice("    queries performed:");
  log_notice("        read:                            %llu", (unsigned long long)n[STATS_READ]);
  log_notice("        write:                           %llu", (unsigned long long)n[STATS_WRITE]);
  log_notice("        other:                           %llu", (unsigned long long)n[STATS_OTHER]);
  log_notice("        total:                           %llu", (unsigned long long)queries);
  db_report_rate("transactions:", n[STATS_EVENT], t);
  db_report_rate("queries:", queries, t);
  db_report_rate("ignored errors:", n[STATS_ERROR], t);
  db_report_rate("reconnects:", n[STATS_RECONNECT], t);
}
