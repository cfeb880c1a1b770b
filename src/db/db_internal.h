/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_internal.h: what the parts of the database layer share: counting a
 * statement in its worker's statistics, and statements' life cycle around
 * reconnects. Not for drivers or the Lua bridge. */
#ifndef SB_DB_INTERNAL_H
#define SB_DB_INTERNAL_H

#include "db.h"
#include "core/run/runner.h"
#include "core/stats/stats.h"
#include "core/base/timer.h"

/* One more of counter c in the statistics of c's worker (none outside a
 * run: prepare and cleanup count nothing). */
static inline void db_count(struct db_conn *c, enum stats_counter counter)
{
  struct sb_worker *w = runner_worker(c->tid);
  if (w)
    stats_inc(w->stats, counter, 1);
}

/* A statement of type qt that started at t0 succeeded: one more in the
 * report's counter of its type, as db_count, and, inside a measured event
 * (w->started is set; it is not in the warmup, thread_init or
 * thread_done), in the per-query-type statistics of result files. */
static inline void db_count_query(struct db_conn *c, enum db_qtype qt, uint64_t t0)
{
  struct sb_worker *w = runner_worker(c->tid);
  if (w == NULL)
    return;
  if (w->started)
    db_stats_record(c->stats, c->tid, qt, timer_now() - t0);
  stats_inc(w->stats, (enum stats_counter)qt, 1);
}

static inline bool db_conn_lost(struct db_conn *c)
{
  bool lost = c->lost;
  c->lost = false;
  return lost;
}

/* After a failed call: counts it, reconnects when the driver lost the
 * session on an ignorable error; sets and returns c->error. */
int db_failed(struct db_conn *c, int rc, bool lost);
/* 0 when c has a session; -1 (API error) after the ALERT line when
 * disconnect() closed it, DB_ERROR_FATAL when a reconnect failed. */
int db_check_session(struct db_conn *c);

/* The end of a statement that started at t0: counted as qt when it
 * succeeded (rc 0), else through db_failed(). */
static inline int db_finish(struct db_conn *c, int rc, enum db_qtype qt, uint64_t t0)
{
  c->error = rc;
  if (rc)
    return db_failed(c, rc, db_conn_lost(c));
  db_count_query(c, qt, t0);
  return 0;
}
/* Drops the driver's statement (the connection is going away). */
void db_stmt_release(struct db_stmt *s);
/* Prepares s again on its connection's new session. */
int db_stmt_reprepare(struct db_stmt *s);
/* Makes sure thread id tid has a slot in st (at connect time). */
void db_stats_thread(struct db_stats *st, int tid);

#endif
