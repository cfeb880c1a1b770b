/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_results.c: a database run's per-query-type figures for its result
 * file step: the statistics of db_stats.c restart when the run starts and
 * become the step's "queries" once its workers are gone, each type as a
 * cumulative report has its latencies (percentiles at the run's ranks,
 * clamped to the type's min and max as report.c clamps a report's). */
#include "db.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/results/results.h"
#include "core/base/timer.h"

/* Thread ids from 0 to the run's threads (and the reporter's, after them)
 * get slots; at least this many, so that most commands reserve once. */
#define DB_STATS_MIN_THREADS 1024

int db_results_begin(void *conf, const struct run_config *rc)
{
  (void)conf;
  db_stats_reserve(rc->threads > DB_STATS_MIN_THREADS ? rc->threads : DB_STATS_MIN_THREADS);
  db_query_stats_reset();
  db_run_used(true);
  return 0;
}

/* The result file's order (read, write, other) in enum db_qtype's. */
static const enum db_qtype db_results_order[RESULTS_QUERY_TYPES] = {
  [RESULTS_QUERY_READ] = DB_QTYPE_READ,
  [RESULTS_QUERY_WRITE] = DB_QTYPE_WRITE,
  [RESULTS_QUERY_OTHER] = DB_QTYPE_OTHER,
};

void db_results_end(void *conf, const struct run_config *rc)
{
  (void)conf;
  struct results_step *step = rc->results;
  /* As the text report: an "SQL statistics:" block, a "queries" object;
   * not for a run that used no database (a built-in test in a suite). */
  if (step == NULL || !step->has_final || !db_used())
    return;
  struct db_query_stats *st = alloc_resize(NULL, sizeof(*st));
  memset(st, 0, sizeof(*st));
  db_query_stats_collect(st);
  uint64_t statements = 0;
  for (int q = 0; q < DB_QTYPE_N; q++)
    statements += st->count[q];
  if (statements == 0 && !db_run_used(false)) {
    free(st);
    return;
  }
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
