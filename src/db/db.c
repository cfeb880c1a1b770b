/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db.c: the driver registry, drivers' first use under a configuration
 * (struct db_conf, the module's per command or step), and connections:
 * plain queries, bulk inserts and reconnecting. Every statement a
 * connection runs is counted here (read, write or other, errors,
 * reconnects) in its worker's statistics. */
#include "db.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "db_internal.h"
#include "core/base/log.h"
#include "plugin/options.h"
#include "plugin/registry.h"

SB_REGISTRY_DECLARE(db_drivers);

/* A bulk insert is sent when the next row would take it past this. */
#define DB_BULK_MAX (512 * 1024)

/* The drivers' libraries, initialised once per process. */
static struct {
  pthread_mutex_t lock;
  bool inited[DB_MAX_DRIVERS];
  bool keyed;
  pthread_key_t thread_key;      /* runs the drivers' thread_done */
} db = { .lock = PTHREAD_MUTEX_INITIALIZER };

/* Which drivers this thread initialised (bit per driver). */
static __thread unsigned db_thread_drivers;

const struct db_driver *db_driver_at(int i)
{
  return i < DB_MAX_DRIVERS ? SB_REGISTRY_AT(db_drivers, i) : NULL;
}

/* d's position in the registry; -1: not a registered driver (the unit
 * tests' fake). */
static int db_driver_index(const struct db_driver *d)
{
  const struct db_driver *e;
  for (int i = 0; (e = db_driver_at(i)) != NULL; i++)
    if (e == d)
      return i;
  return -1;
}

static const struct db_driver *db_driver_find(const char *name)
{
  return SB_REGISTRY_FIND(db_drivers, name);
}

/* conf's --db-ps-mode, checked at the first use of a driver (as the
 * reference does); under conf->lock. */
static int db_read_options(struct db_conf *conf)
{
  const char *mode = conf->ps_mode;
  if (mode == NULL || strcmp(mode, "auto") == 0) {
    conf->ps_disabled = false;
  } else if (strcmp(mode, "disable") == 0) {
    conf->ps_disabled = true;
  } else {
    log_fatal("Invalid value for db-ps-mode: %s", mode);
    return -1;
  }
  conf->options_read = true;
  return 0;
}

static void db_done_all(void)
{
  const struct db_driver *d;
  for (int i = 0; (d = db_driver_at(i)) != NULL; i++)
    if (db.inited[i] && d->done)
      d->done();
}

static void db_thread_done(void *arg)
{
  unsigned mask = (unsigned)(uintptr_t)arg;
  const struct db_driver *d;
  for (int i = 0; (d = db_driver_at(i)) != NULL; i++)
    if ((mask & (1u << i)) && d->thread_done)
      d->thread_done();
}

/* Once per thread and driver: the driver's thread_init, and its
 * thread_done when the thread exits. */
static void db_thread_init(const struct db_driver *d)
{
  int i = db_driver_index(d);
  if (i < 0 || (db_thread_drivers & (1u << i)))
    return;   /* not a registered driver (unit tests' fake), or done */
  db_thread_drivers |= 1u << i;
  if (d->thread_init)
    d->thread_init();
  pthread_setspecific(db.thread_key, (void *)(uintptr_t)db_thread_drivers);
}

/* Driver d's configuration under conf, made at its first use there: its
 * options filled from conf's and configured (a library's init first, once
 * per process, with it). Under conf->lock. */
static int db_driver_conf(struct db_conf *conf, const struct db_driver *d, int idx)
{
  if (conf->drivers[idx])
    return 0;
  void *dconf = calloc(1, d->conf_size ? d->conf_size : 1);
  if (dconf == NULL) {
    alloc_failed();
    return -1;
  }
  int rc = conf->options && opt_fill(conf->options, d->options, dconf, OPT_FILL_RUN) ? -1 : 0;
  pthread_mutex_lock(&db.lock);
  if (rc == 0 && !db.inited[idx]) {
    if (!db.keyed) {
      pthread_key_create(&db.thread_key, db_thread_done);
      atexit(db_done_all);
      db.keyed = true;
    }
    rc = d->init ? d->init(dconf) : 0;
    db.inited[idx] = rc == 0;
  }
  pthread_mutex_unlock(&db.lock);
  if (rc == 0 && d->configure)
    rc = d->configure(dconf);
  if (rc) {
    free(dconf);
    return -1;
  }
  conf->drivers[idx] = dconf;
  return 0;
}

/* --db-driver's default: the driver that says it is (mysql), if built. */
static const char *db_default_name(void)
{
  const struct db_driver *d;
  for (int i = 0; (d = db_driver_at(i)) != NULL; i++)
    if (d->default_driver)
      return d->name;
  return NULL;
}

const struct db_driver *db_driver_get(struct db_conf *conf, const char *name)
{
  if ((name == NULL || *name == '\0') && conf)
    name = conf->driver;
  if (name == NULL || *name == '\0')
    name = db_default_name();
  const struct db_driver *d = db_driver_find(name);
  if (d == NULL || db_driver_index(d) < 0) {
    log_fatal("invalid database driver name: '%s'", name ? name : "");
    if (db_driver_at(0) == NULL)
      log_fatal("this sysbench-ng is built without database drivers "
                "(configure found neither libmariadb nor libpq)");
    return NULL;
  }
  if (conf == NULL) {
    log_fatal("the database driver '%s' is used outside a command", name);
    return NULL;
  }
  int idx = db_driver_index(d);
  pthread_mutex_lock(&conf->lock);
  int rc = conf->options_read ? 0 : db_read_options(conf);
  if (rc == 0)
    rc = db_driver_conf(conf, d, idx);
  if (rc == 0)
    ck_pr_store_8((uint8_t *)&conf->used, 1);
  pthread_mutex_unlock(&conf->lock);
  return rc == 0 ? d : NULL;
}

bool db_debug(const struct db_conn *c)
{
  return c->conf && c->conf->debug;
}

void db_conf_release(struct db_conf *conf)
{
  for (int i = 0; i < DB_MAX_DRIVERS; i++)
    free(conf->drivers[i]);
  db_stats_free(conf->stats);
  pthread_mutex_destroy(&conf->lock);
}

void db_set_error(struct db_conn *c, int sql_errno, const char *state, const char *msg)
{
  c->sql_errno = sql_errno;
  snprintf(c->sql_state, sizeof(c->sql_state), "%s", state ? state : "");
  snprintf(c->sql_errmsg, sizeof(c->sql_errmsg), "%s", msg ? msg : "");
}

/* Counts a reconnect in c's worker's statistics. */
static void db_count_reconnect(struct db_conn *c)
{
  db_count(c, STATS_RECONNECT);
}

struct db_conn *db_connect(struct db_conf *conf, const struct db_driver *d, int tid)
{
  struct db_conn *c = calloc(1, sizeof(*c));
  if (c == NULL) {
    alloc_failed();
    return NULL;
  }
  int idx = db_driver_index(d);
  c->drv = d;
  c->conf = conf;
  c->dconf = conf && idx >= 0 ? conf->drivers[idx] : NULL;
  c->stats = conf ? conf->stats : NULL;
  c->tid = tid;
  c->result.conn = c;
  db_thread_init(d);
  if (d->connect(c)) {
    free(c);
    return NULL;
  }
  db_stats_thread(c->stats, tid);
  if (conf)
    ck_pr_store_8((uint8_t *)&conf->run_used, 1);
  return c;
}

/* Ends the server session: the result set, the statements' server-side
 * state and the driver's connection. */
static void db_end_session(struct db_conn *c)
{
  db_free_result(&c->result);
  for (struct db_stmt *s = c->stmts; s; s = s->next)
    db_stmt_release(s);
  if (c->ptr)
    c->drv->disconnect(c);
  c->ptr = NULL;
}

static void db_bulk_forget(struct db_conn *c)
{
  free(c->bulk);
  c->bulk = NULL;
  c->bulk_cap = c->bulk_len = 0;
}

/* The session ends; the connection and its statements stay valid objects
 * (every call on them fails) until they are freed, so a script that uses
 * them after disconnect() gets an error, not a crash. */
void db_disconnect(struct db_conn *c)
{
  if (c->closed) {
    log_msg(LOG_ALERT, "attempt to close an already closed connection");
    return;
  }
  db_end_session(c);
  c->closed = true;
  db_bulk_forget(c);
}

void db_conn_free(struct db_conn *c)
{
  if (!c->closed) {
    db_end_session(c);
    db_bulk_forget(c);
  }
  /* Statements the script still holds: closed, theirs to free. */
  for (struct db_stmt *s = c->stmts, *next; s; s = next) {
    next = s->next;
    s->next = NULL;
    s->closed = true;
    s->conn = NULL;
    s->result.conn = NULL;
  }
  free(c->result.row);
  free(c);
}

int db_reconnect(struct db_conn *c)
{
  db_end_session(c);
  c->generation++;
  if (c->drv->connect(c))
    return DB_ERROR_FATAL;
  c->closed = false;
  db_count_reconnect(c);
  /* The statements are prepared again on the new connection. */
  for (struct db_stmt *s = c->stmts; s; s = s->next)
    if (db_stmt_reprepare(s))
      return DB_ERROR_FATAL;
  return 0;
}

/* After a failed call: counts the error, and when the driver found the
 * connection gone and the error ignorable, reconnects (a failed reconnect
 * makes the error fatal). */
int db_failed(struct db_conn *c, int rc, bool lost)
{
  db_count(c, STATS_ERROR);
  if (rc == DB_ERROR_IGNORABLE && lost && db_reconnect(c)) {
    log_fatal("unable to reconnect to the database server, aborting...");
    rc = DB_ERROR_FATAL;
  }
  return c->error = rc;
}

/* A connection disconnect() closed: the reference's ALERT line and -1
 * (an API error, c->error NONE). One whose reconnect failed has no
 * session left: every call fails (fatally) until reconnect() succeeds. */
int db_check_session(struct db_conn *c)
{
  if (c->closed) {
    log_msg(LOG_ALERT, "attempt to use an already closed connection");
    c->error = DB_ERROR_NONE;
    return -1;
  }
  if (c->ptr)
    return 0;
  db_set_error(c, 2006, "HY000", "not connected to the database server");
  log_fatal("the connection to the database server is lost");
  db_count(c, STATS_ERROR);
  return c->error = DB_ERROR_FATAL;
}

int db_query(struct db_conn *c, const char *sql, size_t len)
{
  db_free_result(&c->result);
  int rc = db_check_session(c);
  if (rc)
    return rc;
  if (db_debug(c))
    log_debug("query: %.*s", (int)len, sql);
  enum db_qtype qt = DB_QTYPE_OTHER;
  uint64_t t0 = timer_now();
  rc = c->drv->query(c, sql, len, &c->result, &qt);
  rc = db_finish(c, rc, qt, t0);
  c->result.valid = rc == 0;
  return rc;
}

/* On a closed connection the reference says so and goes on: the rows are
 * dropped when they are sent. */
int db_bulk_init(struct db_conn *c, const char *prefix, size_t len)
{
  if (c->closed)
    log_msg(LOG_ALERT, "attempt to use an already closed connection");
  if (c->bulk_cap < len + 1) {
    size_t cap = len + 1 > 4096 ? len + 1 : 4096;
    char *b = realloc(c->bulk, cap);
    if (b == NULL)
      return DB_ERROR_FATAL;
    c->bulk = b;
    c->bulk_cap = cap;
  }
  memcpy(c->bulk, prefix, len);
  c->bulk_len = c->bulk_prefix = len;
  c->bulk_first = true;
  return 0;
}

static int db_bulk_flush(struct db_conn *c)
{
  if (c->bulk_first)
    return 0;
  c->bulk[c->bulk_len] = '\0';
  int rc = db_query(c, c->bulk, c->bulk_len);
  db_free_result(&c->result);
  c->bulk_len = c->bulk_prefix;
  c->bulk_first = true;
  return rc < 0 ? 0 : rc;
}

int db_bulk_next(struct db_conn *c, const char *row, size_t len)
{
  if (c->bulk == NULL) {
    log_msg(LOG_ALERT, "attempt to call bulk_insert_next() before bulk_insert_init()");
    c->error = DB_ERROR_NONE;
    return -1;
  }
  /* One row per statement where the server takes no more. */
  size_t max = c->drv->caps.multi_row_insert ? DB_BULK_MAX : 0;
  if (!c->bulk_first && c->bulk_len + 1 + len > max) {
    int rc = db_bulk_flush(c);
    if (rc)
      return rc;
  }
  size_t need = c->bulk_len + 1 + len + 1;
  if (need > c->bulk_cap) {
    size_t cap = c->bulk_cap;
    while (cap < need)
      cap *= 2;
    char *b = realloc(c->bulk, cap);
    if (b == NULL)
      return DB_ERROR_FATAL;
    c->bulk = b;
    c->bulk_cap = cap;
  }
  if (!c->bulk_first)
    c->bulk[c->bulk_len++] = ',';
  memcpy(c->bulk + c->bulk_len, row, len);
  c->bulk_len += len;
  c->bulk_first = false;
  return 0;
}

int db_bulk_done(struct db_conn *c)
{
  if (c->bulk == NULL)
    return 0;
  int rc = db_bulk_flush(c);
  db_bulk_forget(c);
  return rc;
}
