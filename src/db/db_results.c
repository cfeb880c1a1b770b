/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_results.c: a database run's per-query-type figures for its result
 * file step: the statistics of db_stats.c restart when the run starts and
 * become the step's "queries" once its workers are gone, each type as a
 * cumulative report has its latencies (percentiles at the run's ranks,
 * clamped to the type's min and max as report.c clamps a report's). */
#include "db.h"

#include <stdlib.h>
#include <string.h>

#include <ck_pr.h>

#include "core/base/alloc.h"
#include "plugin/module.h"
#include "core/base/log.h"
#include "core/results/results.h"
#include "core/base/timer.h"

/* Thread ids from 0 to the run's threads (and the reporter's, after them)
 * get slots; at least this many, so that most commands reserve once. */
#define DB_STATS_MIN_THREADS 1024

/* A run: its configuration and the run's. */
struct db_run {
  struct db_conf *conf;
  const struct run_config *rc;
};

int db_results_begin(void *conf, const struct run_config *rc, void **run)
{
  struct db_conf *c = conf;
  struct db_run *r = malloc(sizeof(*r));
  if (r == NULL) {
    alloc_failed();
    return -1;
  }
  *r = (struct db_run) { c, rc };
  db_stats_reserve(c->stats, rc->threads > DB_STATS_MIN_THREADS ? rc->threads
                                                                : DB_STATS_MIN_THREADS);
  db_query_stats_reset(c->stats);
  ck_pr_store_8((uint8_t *)&c->run_used, 0);
  *run = r;
  return 0;
}

bool db_run_in_use(const void *run)
{
  const struct db_run *r = run;
  return r && ck_pr_load_8((uint8_t *)&r->conf->used) != 0;
}

/* A database run's query types, as its "SQL statistics:" block counts
 * them (a statement that returned rows is a read, one that changed rows a
 * write, anything else other): the module's breakdown of a step, its
 * "queries" (module.h). */
static const char *const db_query_names[] = { "read", "write", "other", NULL };
const struct sb_parts db_query_parts = {
  .member = "queries", .names = db_query_names, .metric = "query", .label = "type",
  .per = "query-type", .count_help = "Statements of each query type",
  .latency_help = "Latency of the statements of each query type",
};

/* The result file's order (db_query_names) in enum db_qtype's. */
static const enum db_qtype db_results_order[] = { DB_QTYPE_READ, DB_QTYPE_WRITE, DB_QTYPE_OTHER };

/* As the text report: an "SQL statistics:" block, a "queries" object;
 * not for a run that used no database (a built-in test in a suite). */
static void db_results_step(const struct db_run *r)
{
  const struct run_config *rc = r->rc;
  struct results_step *step = rc->results;
  if (step == NULL || !step->has_final || !db_run_in_use(r))
    return;
  struct db_query_stats *st = alloc_resize(NULL, sizeof(*st));
  memset(st, 0, sizeof(*st));
  db_query_stats_collect(r->conf->stats, st);
  uint64_t statements = 0;
  for (int q = 0; q < DB_QTYPE_N; q++)
    statements += st->count[q];
  if (statements == 0 && !ck_pr_load_8((uint8_t *)&r->conf->run_used)) {
    free(st);
    return;
  }
  struct results_parts *parts = results_parts_new(step, &db_query_parts);
  for (size_t q = 0; q < parts->n; q++) {
    enum db_qtype t = db_results_order[q];
    struct sb_stat *out = &parts->stats[q];
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

int db_results_end(void *run, int status)
{
  db_results_step(run);
  free(run);
  return status;
}
