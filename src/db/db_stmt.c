/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_stmt.c: prepared statements and their parameters. A driver with
 * server-side prepared statements runs them itself; otherwise (or with
 * --db-ps-mode=disable) the statement is emulated: each execution inlines
 * the parameters' values into the text, strings quoted and escaped by the
 * driver. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "db_internal.h"
#include "core/base/alloc.h"
#include "core/base/log.h"

/* Placeholders: '?' outside quoted strings and identifiers. */
static int db_count_params(const char *sql)
{
  int n = 0;
  char quote = 0;
  for (const char *p = sql; *p; p++) {
    if (quote) {
      if (*p == '\\' && p[1])
        p++;
      else if (*p == quote)
        quote = 0;
    } else if (*p == '\'' || *p == '"' || *p == '`') {
      quote = *p;
    } else if (*p == '?') {
      n++;
    }
  }
  return n;
}

/* Server-side preparation, unless disabled or unsupported for this text. */
static int db_stmt_server_prepare(struct db_stmt *s)
{
  const struct db_driver *d = s->conn->drv;
  if ((s->conn->conf && s->conn->conf->ps_disabled) || !d->caps.prepared_statements)
    return 0;
  int rc = d->prepare(s, s->sql);
  if (rc == DB_PREPARE_EMULATE) {
    s->ptr = NULL;
    return 0;
  }
  return rc;
}

/* A failed preparation is the reference's "SQL API error" after the
 * driver's lines: never restarted, not counted as an error. */
struct db_stmt *db_prepare(struct db_conn *c, const char *sql, size_t len)
{
  if (db_check_session(c))
    return NULL;
  struct db_stmt *s = calloc(1, sizeof(*s));
  if (s == NULL || (s->sql = strndup(sql, len)) == NULL) {
    free(s);
    alloc_failed();
    c->error = DB_ERROR_FATAL;
    return NULL;
  }
  s->conn = c;
  s->nparams = db_count_params(s->sql);
  s->generation = c->generation;
  s->result.conn = c;
  s->result.stmt = s;
  int rc = db_stmt_server_prepare(s);
  c->error = rc;
  if (rc) {
    c->lost = false;
    free(s->sql);
    free(s);
    return NULL;
  }
  s->next = c->stmts;
  c->stmts = s;
  return s;
}

struct db_bind *db_bind_create(struct db_stmt *s, int type, unsigned long maxlen)
{
  if (s->nowned == s->owned_cap) {
    int cap = s->owned_cap ? s->owned_cap * 2 : 8;
    struct db_bind **o = realloc(s->owned, (size_t)cap * sizeof(*o));
    if (o == NULL)
      return NULL;
    s->owned = o;
    s->owned_cap = cap;
  }
  struct db_bind *b = calloc(1, sizeof(*b));
  if (b == NULL)
    return NULL;
  b->type = type;
  b->is_null = 1;
  if (type >= DB_TYPE_TIME || type == DB_TYPE_NONE) {
    b->maxlen = maxlen ? maxlen : 1;
    if ((b->buf = calloc(1, b->maxlen + 1)) == NULL) {
      free(b);
      return NULL;
    }
  }
  s->owned[s->nowned++] = b;
  return b;
}

/* A count other than the placeholders': an emulated statement binds what
 * it is given, as 1.0.20 does (the placeholders past them, or past a nil
 * one, inline as nothing); one the server prepared asks its driver. */
static int db_bind_count(struct db_stmt *s, int n)
{
  const struct db_driver *d = s->conn->drv;
  if (n == s->nparams || s->ptr == NULL)
    return 0;
  if (d->wrong_params)
    return d->wrong_params(s, n);
  log_fatal("Wrong number of parameters for the statement '%s': %d instead of %d", s->sql, n,
            s->nparams);
  return 1;
}

int db_bind_param(struct db_stmt *s, struct db_bind **params, int n)
{
  const struct db_driver *d = s->conn->drv;
  if (db_bind_count(s, n))
    return 1;
  int keep = n < s->nparams ? n : s->nparams;
  for (int i = 0; i < keep; i++) {
    if (params[i])
      continue;
    if (s->ptr == NULL) {   /* emulated: the values up to the first nil, as 1.0.20 */
      keep = i;
      break;
    }
    log_fatal("bind_param: argument %d is nil, not a parameter (bind_create makes them)", i + 1);
    return 1;
  }
  free(s->params);
  s->params = calloc((size_t)s->nparams + 1, sizeof(*s->params));
  if (s->params == NULL)
    return 1;
  memcpy(s->params, params, (size_t)keep * sizeof(*params));
  if (s->ptr && d->bind && d->bind(s)) {
    free(s->params);   /* executions refuse an unbound statement */
    s->params = NULL;
    return 1;
  }
  return 0;
}

static bool db_text_reserve(struct db_stmt *s, size_t need)
{
  if (need <= s->text_cap)
    return true;
  size_t cap = s->text_cap ? s->text_cap : 256;
  while (cap < need)
    cap *= 2;
  char *t = realloc(s->text, cap);
  if (t == NULL)
    return false;
  s->text = t;
  s->text_cap = cap;
  return true;
}

/* One parameter's value as SQL text at s->text + *len. */
static bool db_inline_value(struct db_stmt *s, const struct db_bind *b, size_t *len)
{
  size_t room = b->buf ? 2 * b->len + 3 : 40;
  if (!db_text_reserve(s, *len + room + 1))
    return false;
  char *out = s->text + *len;
  if (b->is_null)
    *len += (size_t)sprintf(out, "NULL");
  else if (b->type >= DB_TYPE_TINYINT && b->type <= DB_TYPE_BIGINT)
    *len += (size_t)sprintf(out, "%lld", b->ival);
  else if (b->type == DB_TYPE_FLOAT || b->type == DB_TYPE_DOUBLE)
    *len += (size_t)sprintf(out, "%.17g", b->dval);
  else
    *len += s->conn->drv->quote(s->conn, out, b->buf, b->len);
  return true;
}

/* An execution of a statement whose parameters bind_param() did not
 * bind: an API error (c->error NONE), after the line saying so. */
static int db_unbound(struct db_stmt *s)
{
  log_fatal("Parameters of the statement '%s' are not bound", s->sql);
  s->conn->error = DB_ERROR_NONE;
  return -1;
}

/* The emulated statement's text with the current values inlined. */
static int db_stmt_inline(struct db_stmt *s, size_t *len)
{
  *len = 0;
  int k = 0;
  char quote = 0;
  for (const char *p = s->sql; *p; p++) {
    if (!db_text_reserve(s, *len + 2))
      return DB_ERROR_FATAL;
    if (quote) {
      if (*p == '\\' && p[1])
        s->text[(*len)++] = *p++;
      else if (*p == quote)
        quote = 0;
    } else if (*p == '\'' || *p == '"' || *p == '`') {
      quote = *p;
    } else if (*p == '?') {
      if (s->params == NULL)
        return db_unbound(s);
      if (s->params[k] && !db_inline_value(s, s->params[k], len))
        return DB_ERROR_FATAL;
      k++;
      continue;
    }
    s->text[(*len)++] = *p;
  }
  s->text[*len] = '\0';
  return 0;
}

int db_execute(struct db_stmt *s)
{
  struct db_conn *c = s->conn;
  if (s->closed)
    return -1;
  db_free_result(&s->result);
  int rc = db_check_session(c);
  if (rc)
    return rc < 0 ? 0 : rc;
  enum db_qtype qt = DB_QTYPE_OTHER;
  uint64_t t0;
  if (s->ptr) {
    if (s->nparams && s->params == NULL)
      return db_unbound(s);
    t0 = timer_now();
    rc = c->drv->execute(s, &s->result, &qt);
  } else {
    size_t len;
    if ((rc = db_stmt_inline(s, &len)) != 0)
      return rc < 0 ? rc : (c->error = rc);
    if (db_debug(c))
      log_debug("query: %s", s->text);
    t0 = timer_now();
    rc = c->drv->query(c, s->text, len, &s->result, &qt);
  }
  rc = db_finish(c, rc, qt, t0);
  s->result.valid = rc == 0;
  return rc;
}

void db_stmt_release(struct db_stmt *s)
{
  db_free_result(&s->result);
  if (s->ptr)
    s->conn->drv->close(s);
  s->ptr = NULL;
}

int db_stmt_reprepare(struct db_stmt *s)
{
  s->generation = s->conn->generation;
  int rc = db_stmt_server_prepare(s);
  if (rc == 0 && s->ptr && s->params && s->conn->drv->bind)
    rc = s->conn->drv->bind(s);
  return rc;
}

void db_close(struct db_stmt *s)
{
  struct db_conn *c = s->conn;
  if (s->closed)
    return;
  for (struct db_stmt **p = &c->stmts; *p; p = &(*p)->next)
    if (*p == s) {
      *p = s->next;
      break;
    }
  db_stmt_release(s);
  s->closed = true;
  s->conn = NULL;
  s->result.conn = NULL;
}

void db_stmt_free(struct db_stmt *s)
{
  db_close(s);
  for (int i = 0; i < s->nowned; i++) {
    free(s->owned[i]->buf);
    free(s->owned[i]);
  }
  free(s->owned);
  free(s->params);
  free(s->result.row);
  free(s->text);
  free(s->sql);
  free(s);
}
