/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_sql.c: the C functions behind sysbench.sql (sysbench.sql.lua
 * reaches them through ffi.C): thin wrappers around src/db/, plus the
 * event loop's check that an event restarted after an ignorable error may
 * not go on past the run's end. Calls return 0 or non-zero, the kind of
 * error in conn->error; the Lua objects own the memory (finalisers). */
#include <stdbool.h>
#include <stddef.h>

#include "db/db.h"
#include "core/base/log.h"
#include "core/run/runner.h"
#include "core/script/script.h"
#include "core/base/timer.h"

#define SB_EXPORT __attribute__((visibility("default"), used))

SB_EXPORT const struct db_driver *sbng_sql_driver(const char *name);
SB_EXPORT const char *sbng_sql_driver_name(const struct db_driver *d);
SB_EXPORT struct db_conn *sbng_sql_connect(const struct db_driver *d, int tid);
SB_EXPORT void sbng_sql_disconnect(struct db_conn *c);
SB_EXPORT void sbng_sql_conn_free(struct db_conn *c);
SB_EXPORT int sbng_sql_reconnect(struct db_conn *c);
SB_EXPORT int sbng_sql_query(struct db_conn *c, const char *sql, size_t len);
SB_EXPORT struct db_result *sbng_sql_conn_result(struct db_conn *c);
SB_EXPORT struct db_result *sbng_sql_stmt_result(struct db_stmt *s);
SB_EXPORT void sbng_sql_stmt_free(struct db_stmt *s);
SB_EXPORT struct db_stmt *sbng_sql_prepare(struct db_conn *c, const char *sql, size_t len);
SB_EXPORT struct db_bind *sbng_sql_bind_create(struct db_stmt *s, int type, unsigned long maxlen);
SB_EXPORT int sbng_sql_bind_param(struct db_stmt *s, struct db_bind **params, int n);
SB_EXPORT int sbng_sql_execute(struct db_stmt *s);
SB_EXPORT void sbng_sql_close(struct db_stmt *s);
SB_EXPORT bool sbng_sql_fetch_row(struct db_result *r);
SB_EXPORT int sbng_sql_free(struct db_result *r);
SB_EXPORT int sbng_sql_bulk_init(struct db_conn *c, const char *sql, size_t len);
SB_EXPORT int sbng_sql_bulk_next(struct db_conn *c, const char *sql, size_t len);
SB_EXPORT int sbng_sql_bulk_done(struct db_conn *c);
SB_EXPORT bool sbng_event_expired(int tid);

/* A method called on nil (FFI passes NULL): an ALERT line and an error,
 * not a crash. */
static bool sql_null(const void *p, const char *what)
{
  if (p)
    return false;
  log_msg(LOG_ALERT, "attempt to use a NULL %s", what);
  return true;
}

/* The database module's configuration of the command or step whose Lua
 * state calls: that of the run configuration its sysbench.opt shows. */
static struct db_conf *sql_conf(void)
{
  lua_State *L = script_current_state();
  const struct run_config *rc = L ? script_run_config_of(L) : NULL;
  return rc ? db_conf_of(rc) : NULL;
}

const struct db_driver *sbng_sql_driver(const char *name)
{
  return db_driver_get(sql_conf(), name);
}

const char *sbng_sql_driver_name(const struct db_driver *d)
{
  return d->name;
}

struct db_conn *sbng_sql_connect(const struct db_driver *d, int tid)
{
  struct db_conf *conf = sql_conf();
  /* The driver in use under the caller's configuration (one got from
   * another step's is made so here). */
  if (d == NULL || db_driver_get(conf, d->name) != d)
    return NULL;
  return db_connect(conf, d, tid);
}

void sbng_sql_disconnect(struct db_conn *c)
{
  if (!sql_null(c, "connection"))
    db_disconnect(c);
}

/* The Lua object's finaliser. */
void sbng_sql_conn_free(struct db_conn *c)
{
  db_conn_free(c);
}

int sbng_sql_reconnect(struct db_conn *c)
{
  if (sql_null(c, "connection"))
    return -1;
  return c->error = db_reconnect(c);
}

int sbng_sql_query(struct db_conn *c, const char *sql, size_t len)
{
  if (sql_null(c, "connection"))
    return -1;
  return db_query(c, sql, len);
}

/* The result set of c's plain queries (one for all of them, as the
 * reference's), and of s's executions. */
struct db_result *sbng_sql_conn_result(struct db_conn *c)
{
  return &c->result;
}

struct db_result *sbng_sql_stmt_result(struct db_stmt *s)
{
  return &s->result;
}

/* The Lua statement's finaliser. */
void sbng_sql_stmt_free(struct db_stmt *s)
{
  db_stmt_free(s);
}

struct db_stmt *sbng_sql_prepare(struct db_conn *c, const char *sql, size_t len)
{
  if (sql_null(c, "connection"))
    return NULL;
  return db_prepare(c, sql, len);
}

struct db_bind *sbng_sql_bind_create(struct db_stmt *s, int type, unsigned long maxlen)
{
  return db_bind_create(s, type, maxlen);
}

int sbng_sql_bind_param(struct db_stmt *s, struct db_bind **params, int n)
{
  return db_bind_param(s, params, n);
}

int sbng_sql_execute(struct db_stmt *s)
{
  return db_execute(s);
}

/* The reference's line for a statement of a closed connection. */
void sbng_sql_close(struct db_stmt *s)
{
  if (s->conn && s->conn->closed)
    log_msg(LOG_ALERT, "attempt to use an already closed connection");
  db_close(s);
}

bool sbng_sql_fetch_row(struct db_result *r)
{
  if (sql_null(r, "result set"))
    return false;
  return db_fetch_row(r);
}

int sbng_sql_free(struct db_result *r)
{
  if (sql_null(r, "result set"))
    return -1;
  return db_result_free(r);
}

int sbng_sql_bulk_init(struct db_conn *c, const char *sql, size_t len)
{
  if (sql_null(c, "connection"))
    return -1;
  return db_bulk_init(c, sql, len);
}

int sbng_sql_bulk_next(struct db_conn *c, const char *sql, size_t len)
{
  if (sql_null(c, "connection"))
    return -1;
  return db_bulk_next(c, sql, len);
}

int sbng_sql_bulk_done(struct db_conn *c)
{
  if (sql_null(c, "connection"))
    return -1;
  return db_bulk_done(c);
}

/* Before an event restarts: has the run ended (time limit, failure,
 * signal)? Then the event is abandoned, uncounted, and the thread stops. */
bool sbng_event_expired(int tid)
{
  struct sb_worker *w = runner_worker(tid);
  if (w == NULL)
    return false;
  if (!runner_stopping(w) && timer_now() < ck_pr_load_64(&w->runner->deadline))
    return false;
  w->started = 0;
  ck_pr_store_64(&w->stats->busy_since, 0);
  return true;
}
