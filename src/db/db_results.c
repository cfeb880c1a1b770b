/* db_results.c: a database run's per-query-type figures for its result
 * file step: the statistics of db_stats.c restart when the run starts and
 * become the step's "queries" once its workers are gone, each type as a
 * cumulative report has its latencies (percentiles at the run's ranks,
 * clamped to the type's min and max as report.c clamps a report's). */
#include "db.h"

#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "results.h"
#include "timer.h"

void db_results_begin(void)
{
  db_query_stats_reset();
}

/* The result file's order (read, write, other) in enum db_qtype's. */
static const enum db_qtype db_results_order[RESULTS_QUERY_TYPES] = {
  [RESULTS_QUERY_READ] = DB_QTYPE_READ,
  [RESULTS_QUERY_WRITE] = DB_QTYPE_WRITE,
  [RESULTS_QUERY_OTHER] = DB_QTYPE_OTHER,
};

void db_results_end(const struct run_config *rc)
{
  struct results_step *step = rc->results;
  /* As the text report: an "SQL statistics:" block, a "queries" object. */
  if (step == NULL || !step->has_final || !db_used())
    return;
  struct db_query_stats *st = alloc_resize(NULL, sizeof(*st));
  memset(st, 0, sizeof(*st));
  db_query_stats_collect(st);
  struct sb_stat *queries = results_queries_new(step);
  for (int q = 0; q < RESULTS_QUERY_TYPES; q++) {
    enum db_qtype t = db_results_order[q];
    struct sb_stat *out = &queries[q];
    out->time_total = step->final.time_total;
    out->time_interval = step->final.time_interval;
    out->cnt[STATS_EVENT] = st->count[t];
    out->lat_sum_ns = st->lat_sum_ns[t];
    out->lat_min_ns = st->lat_min_ns[t];
    out->lat_max_ns = st->lat_max_ns[t];
    double lo = timer_sec(out->lat_min_ns), hi = timer_sec(out->lat_max_ns);
    for (int p = 0; p < rc->npercentiles; p++) {
      double v = timer_sec(histogram_percentile(st->hist[t], rc->percentiles[p]));
      out->pcts[p] = v > hi ? hi : v < lo ? lo : v;
    }
    results_set_histogram(out, st->hist[t]);
  }
  free(st);
}
