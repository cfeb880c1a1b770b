/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_pgsql.c: the pgsql driver on libpq. --pgsql-host may be a socket
 * directory (libpq's rule: a path). Prepared statements are the server's
 * (PQprepare, '?' placeholders become $n; one with parameters is prepared
 * when they are bound, as the reference does); a lost connection
 * reconnects and restarts the event. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libpq-fe.h>

#include "db.h"
#include "core/base/dl.h"
#include "core/base/log.h"
#include "plugin/options.h"
#include "core/stats/rand.h"
#include "plugin/registry.h"

/* The functions of libpq the driver calls, loaded at its first use
 * (dl.h); the calls go through pqlib. */
#define PQ_API(X, ...) \
  X(PQclear, __VA_ARGS__) X(PQcmdTuples, __VA_ARGS__) X(PQerrorMessage, __VA_ARGS__) \
  X(PQescapeStringConn, __VA_ARGS__) X(PQexec, __VA_ARGS__) X(PQexecPrepared, __VA_ARGS__) \
  X(PQfinish, __VA_ARGS__) X(PQgetisnull, __VA_ARGS__) X(PQgetlength, __VA_ARGS__) \
  X(PQgetvalue, __VA_ARGS__) X(PQnfields, __VA_ARGS__) X(PQntuples, __VA_ARGS__) \
  X(PQprepare, __VA_ARGS__) X(PQresultErrorField, __VA_ARGS__) X(PQresultStatus, __VA_ARGS__) \
  X(PQsetNoticeProcessor, __VA_ARGS__) X(PQsetdbLogin, __VA_ARGS__) X(PQstatus, __VA_ARGS__) \
  X(PQtransactionStatus, __VA_ARGS__)
static struct {
  PQ_API(DL_MEMBER_)
} pqlib;

/* The driver's configuration, one per command or suite step that uses
 * it (db.c makes it): the options as filled, the port as text. */
struct pgsql_conf {
  const char *host, *user, *password, *db;
  int port_number;
  char port[16];
};

static const struct opt_def pgsql_opts[] = {
  { .name = "pgsql-host", .desc = "PostgreSQL server host", .defval = "localhost", OPT_STRING_TO(struct pgsql_conf, host) },
  { .name = "pgsql-port", .desc = "PostgreSQL server port", .defval = "5432", OPT_INT_TO(struct pgsql_conf, port_number) },
  { .name = "pgsql-user", .desc = "PostgreSQL user", .defval = "sbtest", OPT_STRING_TO(struct pgsql_conf, user) },
  { .name = "pgsql-password", .desc = "PostgreSQL password", .defval = "", OPT_STRING_TO(struct pgsql_conf, password) },
  { .name = "pgsql-db", .desc = "PostgreSQL database name", .defval = "sbtest", OPT_STRING_TO(struct pgsql_conf, db) },
  { .name = NULL }
};

struct pgsql_stmt {
  bool prepared;           /* on the server, under name */
  char name[32];
  const char **values;
  char (*scratch)[32];     /* numbers as text */
};

static bool pgsql_resolve(void *lib)
{
  return DL_RESOLVE(pqlib, PQ_API, lib, PQ_SONAME);
}

/* libpq, once per process (dl_load). */
static struct dl_lib pgsql_lib = {
  .user = "the pgsql driver", .soname = PQ_SONAME, .package = "libpq5",
  .resolve = pgsql_resolve, .lock = PTHREAD_MUTEX_INITIALIZER,
};

static int pgsql_drv_init(const void *conf)
{
  (void)conf;
  return dl_load(&pgsql_lib);
}

static int pgsql_drv_configure(void *conf)
{
  struct pgsql_conf *pg = conf;
  if (pg->port_number < 1 || pg->port_number > 65535) {
    log_fatal("Invalid value for pgsql-port: %d", pg->port_number);
    return -1;
  }
  snprintf(pg->port, sizeof(pg->port), "%d", pg->port_number);
  return 0;
}

/* Server notices (e.g. DROP TABLE IF EXISTS of no table) are not ours to
 * print. */
static void pgsql_notice(void *arg, const char *msg)
{
  (void)arg;
  (void)msg;
}

static int pgsql_drv_connect(struct db_conn *c)
{
  const struct pgsql_conf *pg = c->dconf;
  if (db_debug(c))
    log_debug("pgsql: connecting to %s port %s as %s, database %s", pg->host, pg->port,
              pg->user, pg->db);
  PGconn *con = pqlib.PQsetdbLogin(pg->host, pg->port, NULL, NULL, pg->db, pg->user,
                             pg->password && *pg->password ? pg->password : NULL);
  if (con == NULL || pqlib.PQstatus(con) != CONNECTION_OK) {
    const char *msg = con ? pqlib.PQerrorMessage(con) : "out of memory";
    log_fatal("Connection to database failed: %s", msg);
    db_set_error(c, 0, "08006", msg);
    pqlib.PQfinish(con);
    return DB_ERROR_FATAL;
  }
  pqlib.PQsetNoticeProcessor(con, pgsql_notice, NULL);
  c->ptr = con;
  return 0;
}

static void pgsql_drv_disconnect(struct db_conn *c)
{
  pqlib.PQfinish(c->ptr);
  c->ptr = NULL;
}

/* A failed call: a connection gone (we reconnect) and the conflicts of
 * concurrent transactions are ignorable; anything else is fatal, with the
 * reference's lines (the query's only for plain queries: sql NULL). */
static int pgsql_fail(struct db_conn *c, PGresult *res, const char *fn, const char *sql)
{
  PGconn *con = c->ptr;
  const char *msg = res ? pqlib.PQresultErrorField(res, PG_DIAG_MESSAGE_PRIMARY) : NULL;
  const char *state = res ? pqlib.PQresultErrorField(res, PG_DIAG_SQLSTATE) : NULL;
  db_set_error(c, 0, state ? state : "", msg ? msg : pqlib.PQerrorMessage(con));
  int status = res ? (int)pqlib.PQresultStatus(res) : -1;
  pqlib.PQclear(res);
  if (pqlib.PQstatus(con) == CONNECTION_BAD) {
    c->lost = true;
    log_debug("%s: the connection is lost: %s", fn, c->sql_errmsg);
    return DB_ERROR_IGNORABLE;
  }
  /* Deadlocks, serialization failures and duplicate keys (two threads
   * re-inserting the row both deleted): the transaction is retried; the
   * server needs its aborted transaction rolled back first. */
  if (strcmp(c->sql_state, "40P01") == 0 || strcmp(c->sql_state, "40001") == 0 ||
      strcmp(c->sql_state, "23505") == 0) {
    if (pqlib.PQtransactionStatus(con) == PQTRANS_INERROR)
      pqlib.PQclear(pqlib.PQexec(con, "ROLLBACK"));
    return DB_ERROR_IGNORABLE;
  }
  log_fatal("%s failed: %d %s", fn, status, c->sql_errmsg);
  if (sql)
    log_fatal("failed query was: %s", sql);
  return DB_ERROR_FATAL;
}

/* Rows back: a result set (read); else rows changed (write) or not. */
static int pgsql_result(struct db_conn *c, PGresult *res, struct db_result *r,
                        enum db_qtype *qt, const char *fn, const char *sql)
{
  switch (pqlib.PQresultStatus(res)) {
  case PGRES_TUPLES_OK:
    r->ptr = res;
    r->nrows = pqlib.PQntuples(res);
    r->nfields = (uint32_t)pqlib.PQnfields(res);
    r->live = true;
    *qt = DB_QTYPE_READ;
    return 0;
  case PGRES_COMMAND_OK:
  case PGRES_EMPTY_QUERY:
    *qt = atol(pqlib.PQcmdTuples(res)) > 0 ? DB_QTYPE_WRITE : DB_QTYPE_OTHER;
    pqlib.PQclear(res);
    return 0;
  default:
    return pgsql_fail(c, res, fn, sql);
  }
}

static int pgsql_drv_query(struct db_conn *c, const char *sql, size_t len,
                           struct db_result *r, enum db_qtype *qt)
{
  (void)len;
  return pgsql_result(c, pqlib.PQexec(c->ptr, sql), r, qt, "PQexec()", sql);
}

/* '?' outside quotes becomes $1, $2, ... */
static char *pgsql_numbered(const char *sql)
{
  char *out = malloc(strlen(sql) * 4 + 1), *o = out;
  if (out == NULL)
    return NULL;
  int n = 0;
  char quote = 0;
  for (const char *p = sql; *p; p++) {
    if (quote) {
      if (*p == quote)
        quote = 0;
    } else if (*p == '\'' || *p == '"') {
      quote = *p;
    } else if (*p == '?') {
      o += sprintf(o, "$%d", ++n);
      continue;
    }
    *o++ = *p;
  }
  *o = '\0';
  return out;
}

/* PQprepare of s under a name made of two draws of the thread's random
 * generator, as the reference names them (so --rand-seed sequences stay
 * the reference's); a failure prints its line with libpq's message. */
static int pgsql_server_prepare(struct db_stmt *s, struct pgsql_stmt *ps)
{
  char *text = pgsql_numbered(s->sql);
  if (text == NULL)
    return DB_ERROR_FATAL;
  uint32_t first = (uint32_t)rand_next(&rand_tls);
  uint32_t second = (uint32_t)rand_next(&rand_tls);
  snprintf(ps->name, sizeof(ps->name), "sbstmt%d%d", (int)second, (int)first);
  PGresult *res = pqlib.PQprepare(s->conn->ptr, ps->name, text, s->nparams, NULL);
  free(text);
  bool ok = pqlib.PQresultStatus(res) == PGRES_COMMAND_OK;
  if (!ok) {
    const char *msg = pqlib.PQerrorMessage(s->conn->ptr);
    const char *state = pqlib.PQresultErrorField(res, PG_DIAG_SQLSTATE);
    db_set_error(s->conn, 0, state ? state : "", msg);
    log_fatal("PQprepare() failed: %s", msg);
  }
  pqlib.PQclear(res);
  ps->prepared = ok;
  return ok ? 0 : DB_ERROR_FATAL;
}

static int pgsql_drv_prepare(struct db_stmt *s, const char *sql)
{
  (void)sql;
  struct pgsql_stmt *ps = calloc(1, sizeof(*ps));
  if (ps == NULL)
    return DB_ERROR_FATAL;
  if (s->nparams == 0 && pgsql_server_prepare(s, ps)) {
    free(ps);
    return DB_ERROR_FATAL;
  }
  s->ptr = ps;
  return 0;
}

static int pgsql_drv_bind(struct db_stmt *s)
{
  struct pgsql_stmt *ps = s->ptr;
  if (!ps->prepared && pgsql_server_prepare(s, ps))
    return DB_ERROR_FATAL;
  free(ps->values);
  free(ps->scratch);
  ps->values = calloc((size_t)s->nparams + 1, sizeof(*ps->values));
  ps->scratch = calloc((size_t)s->nparams + 1, sizeof(*ps->scratch));
  return ps->values && ps->scratch ? 0 : DB_ERROR_FATAL;
}

/* As 1.0.20: the count is checked when the statement is prepared on the
 * server, at its first bind; one without placeholders (prepared at once)
 * or bound before takes any count. */
static int pgsql_drv_wrong_params(struct db_stmt *s, int n)
{
  const struct pgsql_stmt *ps = s->ptr;
  (void)n;
  if (ps->prepared)
    return 0;
  log_msg(LOG_ALERT, "wrong number of parameters in prepared statement");
  return 1;
}

static int pgsql_drv_execute(struct db_stmt *s, struct db_result *r, enum db_qtype *qt)
{
  struct pgsql_stmt *ps = s->ptr;
  for (int i = 0; i < s->nparams; i++) {
    struct db_bind *b = s->params[i];
    if (b == NULL || b->is_null) {   /* NULL: not given to a bind of another count */
      ps->values[i] = NULL;
    } else if (b->type >= DB_TYPE_TINYINT && b->type <= DB_TYPE_BIGINT) {
      snprintf(ps->scratch[i], sizeof(ps->scratch[i]), "%lld", b->ival);
      ps->values[i] = ps->scratch[i];
    } else if (b->type == DB_TYPE_FLOAT || b->type == DB_TYPE_DOUBLE) {
      snprintf(ps->scratch[i], sizeof(ps->scratch[i]), "%.17g", b->dval);
      ps->values[i] = ps->scratch[i];
    } else {
      b->buf[b->len < b->maxlen ? b->len : b->maxlen] = '\0';
      ps->values[i] = b->buf;
    }
  }
  PGresult *res = pqlib.PQexecPrepared(s->conn->ptr, ps->name, s->nparams, ps->values, NULL, NULL, 0);
  return pgsql_result(s->conn, res, r, qt, "PQexecPrepared()", NULL);
}

static bool pgsql_drv_fetch_row(struct db_result *r)
{
  int row = (int)r->cursor;
  for (uint32_t i = 0; i < r->nfields; i++) {
    bool null = pqlib.PQgetisnull(r->ptr, row, (int)i);
    r->row[i].ptr = null ? NULL : pqlib.PQgetvalue(r->ptr, row, (int)i);
    r->row[i].len = null ? 0 : (unsigned long)pqlib.PQgetlength(r->ptr, row, (int)i);
  }
  return true;
}

static void pgsql_drv_free_result(struct db_result *r)
{
  pqlib.PQclear(r->ptr);
}

static void pgsql_drv_close(struct db_stmt *s)
{
  struct pgsql_stmt *ps = s->ptr;
  if (ps->prepared && pqlib.PQstatus(s->conn->ptr) == CONNECTION_OK) {
    char sql[64];
    snprintf(sql, sizeof(sql), "DEALLOCATE %s", ps->name);
    pqlib.PQclear(pqlib.PQexec(s->conn->ptr, sql));
  }
  free(ps->values);
  free(ps->scratch);
  free(ps);
}

static size_t pgsql_drv_quote(struct db_conn *c, char *out, const char *s, size_t n)
{
  int err;
  size_t len = 1;
  out[0] = '\'';
  len += pqlib.PQescapeStringConn(c->ptr, out + 1, s, n, &err);
  out[len++] = '\'';
  out[len] = '\0';
  return len;
}

static const struct db_driver db_pgsql_driver = {
  .name = "pgsql",
  .desc = "PostgreSQL driver",
  .options = pgsql_opts,
  .conf_size = sizeof(struct pgsql_conf),
  .caps = { .prepared_statements = true, .multi_row_insert = true },
  .init = pgsql_drv_init,
  .configure = pgsql_drv_configure,
  .connect = pgsql_drv_connect,
  .disconnect = pgsql_drv_disconnect,
  .query = pgsql_drv_query,
  .prepare = pgsql_drv_prepare,
  .bind = pgsql_drv_bind,
  .wrong_params = pgsql_drv_wrong_params,
  .execute = pgsql_drv_execute,
  .fetch_row = pgsql_drv_fetch_row,
  .free_result = pgsql_drv_free_result,
  .close = pgsql_drv_close,
  .quote = pgsql_drv_quote,
};
SB_REGISTER(db_drivers, db_pgsql_driver);
