/* script_sql.c: the C functions behind sysbench.sql (sysbench.sql.lua
 * reaches them through ffi.C): thin wrappers around src/db/, plus the
 * event loop's check that an event restarted after an ignorable error may
 * not go on past the run's end. */
#include <stdbool.h>
#include <stddef.h>

#include "db/db.h"
#include "runner.h"
#include "timer.h"

#define SB_EXPORT __attribute__((visibility("default"), used))

SB_EXPORT const struct db_driver *sbng_sql_driver(const char *name);
SB_EXPORT const char *sbng_sql_driver_name(const struct db_driver *d);
SB_EXPORT struct db_conn *sbng_sql_connect(const struct db_driver *d, int tid);
SB_EXPORT void sbng_sql_disconnect(struct db_conn *c);
SB_EXPORT void sbng_sql_conn_free(struct db_conn *c);
SB_EXPORT int sbng_sql_reconnect(struct db_conn *c);
SB_EXPORT struct db_result *sbng_sql_query(struct db_conn *c, const char *sql, size_t len);
SB_EXPORT struct db_stmt *sbng_sql_prepare(struct db_conn *c, const char *sql, size_t len);
SB_EXPORT struct db_bind *sbng_sql_bind_create(struct db_stmt *s, int type, unsigned long maxlen);
SB_EXPORT int sbng_sql_bind_param(struct db_stmt *s, struct db_bind **params, int n);
SB_EXPORT struct db_result *sbng_sql_execute(struct db_stmt *s);
SB_EXPORT void sbng_sql_close(struct db_stmt *s);
SB_EXPORT bool sbng_sql_fetch_row(struct db_result *r);
SB_EXPORT void sbng_sql_free(struct db_result *r);
SB_EXPORT int sbng_sql_bulk_init(struct db_conn *c, const char *sql, size_t len);
SB_EXPORT int sbng_sql_bulk_next(struct db_conn *c, const char *sql, size_t len);
SB_EXPORT int sbng_sql_bulk_done(struct db_conn *c);
SB_EXPORT bool sbng_event_expired(int tid);

const struct db_driver *sbng_sql_driver(const char *name)
{
  return db_driver_get(name);
}

const char *sbng_sql_driver_name(const struct db_driver *d)
{
  return d->name;
}

struct db_conn *sbng_sql_connect(const struct db_driver *d, int tid)
{
  return db_connect(d, tid);
}

void sbng_sql_disconnect(struct db_conn *c)
{
  db_disconnect(c);
}

/* The Lua object's finaliser. */
void sbng_sql_conn_free(struct db_conn *c)
{
  db_conn_free(c);
}

int sbng_sql_reconnect(struct db_conn *c)
{
  return c->error = db_reconnect(c);
}

/* NULL on error: c->error says which kind. */
struct db_result *sbng_sql_query(struct db_conn *c, const char *sql, size_t len)
{
  return db_query(c, sql, len) ? NULL : &c->result;
}

struct db_stmt *sbng_sql_prepare(struct db_conn *c, const char *sql, size_t len)
{
  return db_prepare(c, sql, len);
}

struct db_bind *sbng_sql_bind_create(struct db_stmt *s, int type, unsigned long maxlen)
{
  return db_bind_create(s, type, maxlen);
}

int sbng_sql_bind_param(struct db_stmt *s, struct db_bind **params, int n)
{
  return s->conn->error = db_bind_param(s, params, n);
}

struct db_result *sbng_sql_execute(struct db_stmt *s)
{
  return db_execute(s) ? NULL : &s->result;
}

void sbng_sql_close(struct db_stmt *s)
{
  db_close(s);
}

bool sbng_sql_fetch_row(struct db_result *r)
{
  return db_fetch_row(r);
}

void sbng_sql_free(struct db_result *r)
{
  db_free_result(r);
}

int sbng_sql_bulk_init(struct db_conn *c, const char *sql, size_t len)
{
  return c->error = db_bulk_init(c, sql, len);
}

int sbng_sql_bulk_next(struct db_conn *c, const char *sql, size_t len)
{
  return c->error = db_bulk_next(c, sql, len);
}

int sbng_sql_bulk_done(struct db_conn *c)
{
  return c->error = db_bulk_done(c);
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
