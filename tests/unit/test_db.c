/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_db.c: the database layer without a server, through a fake driver:
 * placeholders, emulated statements (values inlined, strings quoted by the
 * driver, NULL, doubles), calls after disconnect, statements and results
 * that outlive what made them, bulk inserts split at 512 KiB, counting per
 * query type. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db/db_internal.h"
#include "unit.h"

static char fake_sql[600 * 1024];
static int fake_queries;
static size_t fake_longest;   /* the longest statement given, whole */

static int fake_connect(struct db_conn *c)
{
  c->ptr = fake_sql;
  return 0;
}

static void fake_disconnect(struct db_conn *c)
{
  c->ptr = NULL;
}

/* Every statement "changes rows" but SELECTs, which "return" none. */
static int fake_query(struct db_conn *c, const char *sql, size_t len, struct db_result *r,
                      enum db_qtype *qt)
{
  (void)c;
  (void)r;
  if (len > fake_longest)
    fake_longest = len;
  if (len >= sizeof(fake_sql))
    len = sizeof(fake_sql) - 1;
  memcpy(fake_sql, sql, len);
  fake_sql[len] = '\0';
  fake_queries++;
  *qt = strncmp(sql, "SELECT", 6) == 0 ? DB_QTYPE_READ : DB_QTYPE_WRITE;
  return 0;
}

/* SQL-standard quoting: a quote is doubled. */
static size_t fake_quote(struct db_conn *c, char *out, const char *s, size_t n)
{
  (void)c;
  size_t len = 0;
  out[len++] = '\'';
  for (size_t i = 0; i < n; i++) {
    if (s[i] == '\'')
      out[len++] = '\'';
    out[len++] = s[i];
  }
  out[len++] = '\'';
  out[len] = '\0';
  return len;
}

static const struct db_driver fake_driver = {
  .name = "fake",
  .connect = fake_connect,
  .disconnect = fake_disconnect,
  .query = fake_query,
  .quote = fake_quote,
  .caps = { .multi_row_insert = true },
};

/* A query on a connection that disconnect() closed (prints an ALERT
 * line): an API error. */
static void query_closed(void *arg)
{
  int *rc = arg;
  struct db_conn *c = db_connect(NULL, &fake_driver, 0);
  db_disconnect(c);
  *rc = db_query(c, "SELECT 1", 8) == -1 && c->error == DB_ERROR_NONE;
  db_conn_free(c);
}

/* A statement's result after close(), and the statement after its
 * connection was freed (the Lua objects can be collected in any order):
 * invalid, with ALERT lines, never freed memory (the ASan build checks). */
static void stmt_outlives(void *arg)
{
  int *ok = arg;
  struct db_conn *c = db_connect(NULL, &fake_driver, 0);
  struct db_stmt *s = db_prepare(c, "SELECT 1", 8);
  struct db_stmt *t = db_prepare(c, "SELECT 2", 8);
  *ok = s && t && db_execute(s) == 0 && db_execute(t) == 0 && s->result.valid;
  db_close(s);
  *ok = *ok && !db_fetch_row(&s->result) && db_result_free(&s->result) == -1;
  db_conn_free(c);
  *ok = *ok && t->closed && t->conn == NULL && !db_fetch_row(&t->result) &&
        db_result_free(&t->result) == -1 && db_execute(t) == -1;
  db_stmt_free(t);
  db_stmt_free(s);
}

static void bulk_next_first(void *arg)
{
  int *ok = arg;
  struct db_conn *c = db_connect(NULL, &fake_driver, 0);
  *ok = db_bulk_next(c, "(1)", 3) == -1 && c->error == DB_ERROR_NONE && db_bulk_done(c) == 0;
  db_conn_free(c);
}

static void set_text(struct db_bind *b, const char *s)
{
  b->len = strlen(s);
  memcpy(b->buf, s, b->len);
  b->is_null = 0;
}

UNIT_TEST(db_emulated_statement_inlines_values)
{
  struct db_conn *c = db_connect(NULL, &fake_driver, 0);
  CHECK(c != NULL);
  struct db_stmt *s = db_prepare(c, "INSERT INTO t VALUES (?, ?, '?', \"?\", ?, ?)", 44);
  CHECK(s != NULL);
  CHECK(s->nparams == 4);
  struct db_bind *p[4] = {
    db_bind_create(s, DB_TYPE_INT, 0), db_bind_create(s, DB_TYPE_VARCHAR, 10),
    db_bind_create(s, DB_TYPE_DOUBLE, 0), db_bind_create(s, DB_TYPE_BIGINT, 0),
  };
  CHECK(db_bind_param(s, p, 4) == 0);
  p[0]->ival = -5;
  p[0]->is_null = 0;
  set_text(p[1], "it's");
  p[2]->dval = 0.25;
  p[2]->is_null = 0;
  CHECK(db_execute(s) == 0);
  CHECK(strcmp(fake_sql, "INSERT INTO t VALUES (-5, 'it''s', '?', \"?\", 0.25, NULL)") == 0);
  db_close(s);
  db_stmt_free(s);
  db_conn_free(c);
}

UNIT_TEST(db_calls_after_disconnect_fail)
{
  int ok = 0;
  unit_quiet(query_closed, &ok);
  CHECK(ok);
}

UNIT_TEST(db_statements_outlive_close_and_connection)
{
  int ok = 0;
  unit_quiet(stmt_outlives, &ok);
  CHECK(ok);
}

UNIT_TEST(db_bulk_next_before_init_is_refused)
{
  int ok = 0;
  unit_quiet(bulk_next_first, &ok);
  CHECK(ok);
}

UNIT_TEST(db_bulk_insert_splits_at_512k)
{
  struct db_conn *c = db_connect(NULL, &fake_driver, 0);
  CHECK(c != NULL);
  fake_queries = 0;
  fake_longest = 0;
  CHECK(db_bulk_init(c, "INSERT INTO t VALUES", 20) == 0);
  char row[32];
  int rows = 0;
  /* 100000 rows of "(NNNNN,1)" and their commas: 1 MB, two statements */
  for (int i = 0; i < 100000; i++, rows++) {
    int n = snprintf(row, sizeof(row), "(%05d,1)", i);
    CHECK(db_bulk_next(c, row, (size_t)n) == 0);
  }
  CHECK(fake_queries == 1);
  CHECK(fake_longest <= 512 * 1024 && fake_longest > 500 * 1024);
  CHECK(db_bulk_done(c) == 0);
  CHECK(fake_queries == 2);
  CHECK(strncmp(fake_sql, "INSERT INTO t VALUES(", 21) == 0);
  CHECK(strcmp(fake_sql + strlen(fake_sql) - 10, ",(99999,1)") == 0);
  CHECK(db_bulk_done(c) == 0);
  CHECK(fake_queries == 2);
  db_conn_free(c);
}

UNIT_TEST(db_query_stats_per_type)
{
  struct db_stats *stats = db_stats_new();
  CHECK(stats != NULL);
  db_stats_reserve(stats, 2);
  db_stats_thread(stats, 0);
  db_stats_thread(stats, 1);
  db_query_stats_reset(stats);
  db_stats_record(stats, 0, DB_QTYPE_READ, 1000);
  db_stats_record(stats, 1, DB_QTYPE_READ, 3000);
  db_stats_record(stats, 1, DB_QTYPE_WRITE, 500);
  db_stats_record(stats, 7, DB_QTYPE_WRITE, 500);   /* no such thread: ignored */
  struct db_query_stats *st = calloc(1, sizeof(*st));
  CHECK(st != NULL);
  CHECK(db_query_stats_collect(stats, st));
  CHECK(st->count[DB_QTYPE_READ] == 2 && st->count[DB_QTYPE_WRITE] == 1);
  CHECK(st->count[DB_QTYPE_OTHER] == 0 && st->lat_min_ns[DB_QTYPE_OTHER] == 0);
  CHECK(st->lat_min_ns[DB_QTYPE_READ] == 1000 && st->lat_max_ns[DB_QTYPE_READ] == 3000);
  CHECK(st->lat_sum_ns[DB_QTYPE_READ] == 4000 && st->lat_min_ns[DB_QTYPE_WRITE] == 500);
  uint64_t n = 0;
  for (int i = 0; i < HISTOGRAM_BUCKETS; i++)
    n += st->hist[DB_QTYPE_READ][i];
  CHECK(n == st->count[DB_QTYPE_READ]);
  /* A run's start: everything restarts, extremes included. */
  db_query_stats_reset(stats);
  db_stats_record(stats, 0, DB_QTYPE_READ, 10);
  memset(st, 0, sizeof(*st));
  CHECK(db_query_stats_collect(stats, st));
  CHECK(st->count[DB_QTYPE_READ] == 1 && st->count[DB_QTYPE_WRITE] == 0);
  CHECK(st->lat_min_ns[DB_QTYPE_READ] == 10 && st->lat_max_ns[DB_QTYPE_READ] == 10);
  free(st);
  db_stats_free(stats);
}

/* Outside a run's measured events (here: no run at all), a statement
 * counts nowhere: prepare and cleanup are not measured. */
UNIT_TEST(db_query_stats_outside_runs)
{
  struct db_conf conf = { .stats = db_stats_new() };
  CHECK(conf.stats != NULL);
  db_stats_reserve(conf.stats, 2);
  db_query_stats_reset(conf.stats);
  struct db_conn *c = db_connect(&conf, &fake_driver, 0);
  CHECK(c != NULL && c->stats == conf.stats);
  CHECK(db_query(c, "SELECT 1", 8) == 0);
  struct db_query_stats *st = calloc(1, sizeof(*st));
  CHECK(st != NULL && db_query_stats_collect(conf.stats, st));
  CHECK(st->count[DB_QTYPE_READ] == 0 && st->count[DB_QTYPE_WRITE] == 0);
  free(st);
  db_conn_free(c);
  db_stats_free(conf.stats);
}
