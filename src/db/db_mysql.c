/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_mysql.c: the mysql driver on libmariadb (MySQL and MariaDB servers):
 * connections spread round-robin over --mysql-socket, or over
 * --mysql-host x --mysql-port; server-side prepared statements; errors in
 * --mysql-ignore-errors restart the event, and a lost connection among
 * them reconnects. --mysql-dry-run pretends every call succeeded. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ck_pr.h>
#include <mysql.h>

#include "db.h"
#include "core/base/dl.h"
#include "core/base/log.h"
#include "plugin/options.h"
#include "core/base/parse.h"
#include "plugin/registry.h"

/* The functions of libmariadb the driver calls, loaded at its first use
 * (dl.h); the calls go through mylib. */
#define MYSQL_API(X, ...) \
  X(mysql_affected_rows, __VA_ARGS__) X(mysql_close, __VA_ARGS__) X(mysql_debug, __VA_ARGS__) \
  X(mysql_errno, __VA_ARGS__) X(mysql_error, __VA_ARGS__) X(mysql_fetch_lengths, __VA_ARGS__) \
  X(mysql_fetch_row, __VA_ARGS__) X(mysql_field_count, __VA_ARGS__) \
  X(mysql_free_result, __VA_ARGS__) X(mysql_init, __VA_ARGS__) X(mysql_num_fields, __VA_ARGS__) \
  X(mysql_num_rows, __VA_ARGS__) X(mysql_options, __VA_ARGS__) X(mysql_real_connect, __VA_ARGS__) \
  X(mysql_real_escape_string, __VA_ARGS__) X(mysql_real_query, __VA_ARGS__) \
  X(mysql_server_end, __VA_ARGS__) X(mysql_server_init, __VA_ARGS__) \
  X(mysql_sqlstate, __VA_ARGS__) X(mysql_ssl_set, __VA_ARGS__) \
  X(mysql_stmt_affected_rows, __VA_ARGS__) X(mysql_stmt_bind_param, __VA_ARGS__) \
  X(mysql_stmt_close, __VA_ARGS__) X(mysql_stmt_errno, __VA_ARGS__) \
  X(mysql_stmt_error, __VA_ARGS__) X(mysql_stmt_execute, __VA_ARGS__) \
  X(mysql_stmt_field_count, __VA_ARGS__) X(mysql_stmt_free_result, __VA_ARGS__) \
  X(mysql_stmt_init, __VA_ARGS__) X(mysql_stmt_num_rows, __VA_ARGS__) \
  X(mysql_stmt_prepare, __VA_ARGS__) X(mysql_stmt_sqlstate, __VA_ARGS__) \
  X(mysql_stmt_store_result, __VA_ARGS__) X(mysql_store_result, __VA_ARGS__) \
  X(mysql_thread_end, __VA_ARGS__) X(mysql_thread_init, __VA_ARGS__)
static struct {
  MYSQL_API(DL_MEMBER_)
} mylib;

#define MYSQL_MAX_IGNORED 64

/* The driver's configuration, one per command or suite step that uses
 * it (db.c makes it): the options as filled, and what
 * mysql_drv_configure derives from them. */
struct mysql_conf {
  struct opt_list host_list, port_list, socket_list, ignore_list;
  const char *const *hosts, *const *sockets;
  int nhosts, nsockets, nports;
  unsigned ports[64];
  const char *user, *password, *db, *cipher;
  bool ssl, compression, debug, dry_run;
  bool ignore_all;
  unsigned ignored[MYSQL_MAX_IGNORED];
  int nignored;
};

/* Connections the process made, for round-robin over the hosts. */
static unsigned mysql_next;

static const struct opt_def mysql_opts[] = {
  { .name = "mysql-host", .desc = "MySQL server host", .defval = "localhost", OPT_LIST_TO(struct mysql_conf, host_list) },
  { .name = "mysql-port", .desc = "MySQL server port", .defval = "3306", OPT_LIST_TO(struct mysql_conf, port_list) },
  { .name = "mysql-socket", .desc = "MySQL socket", .defval = NULL, OPT_LIST_TO(struct mysql_conf, socket_list),
    .complete = "@file" },
  { .name = "mysql-user", .desc = "MySQL user", .defval = "sbtest", OPT_STRING_TO(struct mysql_conf, user) },
  { .name = "mysql-password", .desc = "MySQL password", .defval = "", OPT_STRING_TO(struct mysql_conf, password) },
  { .name = "mysql-db", .desc = "MySQL database name", .defval = "sbtest", OPT_STRING_TO(struct mysql_conf, db) },
  { .name = "mysql-ssl", .desc = "use SSL connections, if available in the client library", .defval = "off", OPT_BOOL_TO(struct mysql_conf, ssl) },
  { .name = "mysql-ssl-cipher", .desc = "use specific cipher for SSL connections", .defval = "", OPT_STRING_TO(struct mysql_conf, cipher) },
  { .name = "mysql-compression", .desc = "use compression, if available in the client library", .defval = "off", OPT_BOOL_TO(struct mysql_conf, compression) },
  { .name = "mysql-debug", .desc = "trace all client library calls", .defval = "off", OPT_BOOL_TO(struct mysql_conf, debug) },
  { .name = "mysql-ignore-errors", .desc = "list of errors to ignore, or \"all\"", .defval = "1213,1020,1205", OPT_LIST_TO(struct mysql_conf, ignore_list) },
  { .name = "mysql-dry-run", .desc = "Dry run, pretend that all MySQL client API calls are successful without executing them", .defval = "off", OPT_BOOL_TO(struct mysql_conf, dry_run) },
  { .name = NULL }
};

/* Dry run: a connection or statement that is not there (its address). */
static const char mysql_dummy;

struct mysql_stmt {
  MYSQL_STMT *st;
  MYSQL_BIND *binds;
};

static bool mysql_resolve(void *lib)
{
  return DL_RESOLVE(mylib, MYSQL_API, lib, MARIADB_SONAME);
}

/* libmariadb, once per process (dl_load). */
static struct dl_lib mysql_lib = {
  .user = "the mysql driver", .soname = MARIADB_SONAME, .package = "libmariadb3",
  .resolve = mysql_resolve, .lock = PTHREAD_MUTEX_INITIALIZER,
};

static int mysql_drv_init(const void *conf)
{
  const struct mysql_conf *my = conf;
  if (dl_load(&mysql_lib))
    return -1;
  if (my->debug)
    mylib.mysql_debug("d:t:O,/tmp/mysqld.trace");
  if (mylib.mysql_server_init(0, NULL, NULL)) {
    log_fatal("mysql_library_init() failed");
    return -1;
  }
  return 0;
}

static int mysql_drv_configure(void *conf)
{
  struct mysql_conf *my = conf;
  int n = my->port_list.n;
  const char *const *ports = my->port_list.items;
  if (n > 64)
    n = 64;
  for (int i = 0; i < n; i++) {
    long long v;
    if (!parse_int(ports[i], 1, 65535, &v)) {
      log_fatal("Invalid value for mysql-port: %s", ports[i]);
      return -1;
    }
    my->ports[i] = (unsigned)v;
  }
  my->nports = n;
  my->hosts = my->host_list.items;
  my->nhosts = my->host_list.n;
  my->sockets = my->socket_list.items;
  my->nsockets = my->socket_list.n;
  if (my->nhosts == 0 || my->nports == 0) {
    log_fatal("--mysql-host and --mysql-port need at least one value");
    return -1;
  }
  my->ignore_all = false;
  my->nignored = 0;
  const char *const *ign = my->ignore_list.items;
  n = my->ignore_list.n;
  for (int i = 0; i < n; i++) {
    long long v;
    if (strcmp(ign[i], "all") == 0) {
      my->ignore_all = true;
    } else if (parse_int(ign[i], 0, 4294967295LL, &v) && my->nignored < MYSQL_MAX_IGNORED) {
      my->ignored[my->nignored++] = (unsigned)v;
    } else {
      log_fatal("Invalid value for mysql-ignore-errors: %s", ign[i]);
      return -1;
    }
  }
  return 0;
}

static void mysql_drv_done(void)
{
  if (mylib.mysql_server_end)
    mylib.mysql_server_end();
}

static void mysql_drv_thread_init(void)
{
  mylib.mysql_thread_init();
}

static void mysql_drv_thread_done(void)
{
  mylib.mysql_thread_end();
}

static bool mysql_ignorable(const struct mysql_conf *my, unsigned err)
{
  if (my->ignore_all)
    return true;
  for (int i = 0; i < my->nignored; i++)
    if (my->ignored[i] == err)
      return true;
  return false;
}

/* Client errors after which the session is gone. */
static bool mysql_lost(unsigned err)
{
  return err == 2006 || err == 2013 || err == 2055 || err == 4031;
}

/* Records an error of fn on sql; prints the reference's line unless it is
 * ignorable. */
static int mysql_fail(struct db_conn *c, unsigned err, const char *state, const char *msg,
                      const char *fn, const char *sql)
{
  db_set_error(c, (int)err, state, msg);
  if (mysql_ignorable(c->dconf, err)) {
    c->lost = mysql_lost(err);
    log_debug("Ignoring error %u %s", err, msg);
    return DB_ERROR_IGNORABLE;
  }
  log_fatal("%s returned error %u (%s) for query '%s'", fn, err, msg, sql);
  return DB_ERROR_FATAL;
}

static int mysql_drv_connect(struct db_conn *c)
{
  const struct mysql_conf *my = c->dconf;
  if (my->dry_run) {
    c->ptr = (void *)&mysql_dummy;
    return 0;
  }
  if (c->generation == 0)
    c->index = ck_pr_faa_uint(&mysql_next, 1);
  MYSQL *m = mylib.mysql_init(NULL);
  if (m == NULL) {
    log_fatal("mysql_init() failed");
    return DB_ERROR_FATAL;
  }
  if (my->ssl)
    mylib.mysql_ssl_set(m, NULL, NULL, NULL, NULL, my->cipher && *my->cipher ? my->cipher : NULL);
  if (my->compression)
    mylib.mysql_options(m, MYSQL_OPT_COMPRESS, NULL);
  const char *host, *sock = NULL;
  unsigned port = 0;
  if (my->nsockets) {
    host = "localhost";
    sock = my->sockets[c->index % (unsigned)my->nsockets];
  } else {
    unsigned i = c->index % (unsigned)(my->nhosts * my->nports);
    host = my->hosts[i / (unsigned)my->nports];
    port = my->ports[i % (unsigned)my->nports];
  }
  if (db_debug(c))
    log_debug("mysql: connecting to %s (port %u, socket %s) as %s, database %s", host, port,
              sock ? sock : "-", my->user, my->db);
  if (!mylib.mysql_real_connect(m, host, my->user, my->password, my->db, port, sock, 0)) {
    if (sock)
      log_fatal("unable to connect to MySQL server on socket '%s', aborting...", sock);
    else
      log_fatal("unable to connect to MySQL server on host '%s', port %u, aborting...",
                host, port);
    log_fatal("error %u: %s", mylib.mysql_errno(m), mylib.mysql_error(m));
    db_set_error(c, (int)mylib.mysql_errno(m), mylib.mysql_sqlstate(m), mylib.mysql_error(m));
    mylib.mysql_close(m);
    return DB_ERROR_FATAL;
  }
  c->ptr = m;
  return 0;
}

static void mysql_drv_disconnect(struct db_conn *c)
{
  if (c->ptr != (void *)&mysql_dummy)
    mylib.mysql_close(c->ptr);
  c->ptr = NULL;
}

/* What a successful statement did: rows back (read), rows changed
 * (write) or neither (other). */
static enum db_qtype mysql_qtype(my_ulonglong affected)
{
  return affected != (my_ulonglong)-1 && affected > 0 ? DB_QTYPE_WRITE : DB_QTYPE_OTHER;
}

static int mysql_drv_query(struct db_conn *c, const char *sql, size_t len,
                           struct db_result *r, enum db_qtype *qt)
{
  MYSQL *m = c->ptr;
  if (m == (MYSQL *)&mysql_dummy) {
    *qt = DB_QTYPE_OTHER;
    return 0;
  }
  if (mylib.mysql_real_query(m, sql, len))
    return mysql_fail(c, mylib.mysql_errno(m), mylib.mysql_sqlstate(m), mylib.mysql_error(m),
                      "mysql_drv_query()", sql);
  if (mylib.mysql_field_count(m) == 0) {
    *qt = mysql_qtype(mylib.mysql_affected_rows(m));
    return 0;
  }
  MYSQL_RES *res = mylib.mysql_store_result(m);
  if (res == NULL)
    return mysql_fail(c, mylib.mysql_errno(m), mylib.mysql_sqlstate(m), mylib.mysql_error(m),
                      "mysql_store_result()", sql);
  r->ptr = res;
  r->nrows = (double)mylib.mysql_num_rows(res);
  r->nfields = mylib.mysql_num_fields(res);
  r->live = true;
  *qt = DB_QTYPE_READ;
  return 0;
}

/* A statement's preparation or binding failed: the reference's two lines,
 * whatever --mysql-ignore-errors says. */
static int mysql_stmt_fail(struct db_conn *c, MYSQL_STMT *st, const char *fn)
{
  unsigned err = mylib.mysql_stmt_errno(st);
  const char *msg = mylib.mysql_stmt_error(st);
  db_set_error(c, (int)err, mylib.mysql_stmt_sqlstate(st), msg);
  log_fatal("%s failed", fn);
  log_fatal("MySQL error: %u \"%s\"", err, msg);
  return DB_ERROR_FATAL;
}

static int mysql_drv_prepare(struct db_stmt *s, const char *sql)
{
  struct db_conn *c = s->conn;
  if (c->ptr == &mysql_dummy) {
    s->ptr = (void *)&mysql_dummy;
    return 0;
  }
  struct mysql_stmt *ms = calloc(1, sizeof(*ms));
  if (ms == NULL || (ms->st = mylib.mysql_stmt_init(c->ptr)) == NULL) {
    free(ms);
    log_fatal("mysql_stmt_init() failed");
    return DB_ERROR_FATAL;
  }
  if (mylib.mysql_stmt_prepare(ms->st, sql, strlen(sql))) {
    unsigned err = mylib.mysql_stmt_errno(ms->st);
    int rc = err == 1295 ? DB_PREPARE_EMULATE
           : mysql_stmt_fail(c, ms->st, "mysql_stmt_prepare()");
    mylib.mysql_stmt_close(ms->st);
    free(ms);
    return rc;
  }
  s->ptr = ms;
  return 0;
}

static enum enum_field_types mysql_type(int type)
{
  switch (type) {
  case DB_TYPE_TINYINT: case DB_TYPE_SMALLINT: case DB_TYPE_INT: case DB_TYPE_BIGINT:
    return MYSQL_TYPE_LONGLONG;
  case DB_TYPE_FLOAT: case DB_TYPE_DOUBLE:
    return MYSQL_TYPE_DOUBLE;
  default:
    return MYSQL_TYPE_STRING;
  }
}

/* The statement's parameters point straight at the db_bind values, so an
 * execution sends whatever Lua stored there last. */
static int mysql_drv_bind(struct db_stmt *s)
{
  struct mysql_stmt *ms = s->ptr;
  if (s->ptr == &mysql_dummy || s->nparams == 0)
    return 0;
  free(ms->binds);
  ms->binds = calloc((size_t)s->nparams, sizeof(MYSQL_BIND));
  if (ms->binds == NULL)
    return DB_ERROR_FATAL;
  for (int i = 0; i < s->nparams; i++) {
    struct db_bind *b = s->params[i];
    MYSQL_BIND *mb = &ms->binds[i];
    mb->buffer_type = mysql_type(b->type);
    mb->is_null = (my_bool *)&b->is_null;
    if (mb->buffer_type == MYSQL_TYPE_LONGLONG) {
      mb->buffer = &b->ival;
    } else if (mb->buffer_type == MYSQL_TYPE_DOUBLE) {
      mb->buffer = &b->dval;
    } else {
      mb->buffer = b->buf;
      mb->buffer_length = b->maxlen;
      mb->length = &b->len;
    }
  }
  if (mylib.mysql_stmt_bind_param(ms->st, ms->binds))
    return mysql_stmt_fail(s->conn, ms->st, "mysql_stmt_bind_param()");
  return 0;
}

static int mysql_drv_wrong_params(struct db_stmt *s, int n)
{
  (void)s;
  (void)n;
  log_fatal("Wrong number of parameters to mysql_stmt_bind_param");
  return 1;
}

static int mysql_drv_execute(struct db_stmt *s, struct db_result *r, enum db_qtype *qt)
{
  struct mysql_stmt *ms = s->ptr;
  if (s->ptr == &mysql_dummy) {
    *qt = DB_QTYPE_OTHER;
    return 0;
  }
  MYSQL_STMT *st = ms->st;
  if (mylib.mysql_stmt_execute(st))
    return mysql_fail(s->conn, mylib.mysql_stmt_errno(st), mylib.mysql_stmt_sqlstate(st),
                      mylib.mysql_stmt_error(st), "mysql_stmt_execute()", s->sql);
  if (mylib.mysql_stmt_field_count(st) == 0) {
    *qt = mysql_qtype(mylib.mysql_stmt_affected_rows(st));
    return 0;
  }
  /* Rows are read and counted, not handed to Lua (as the reference). */
  if (mylib.mysql_stmt_store_result(st))
    return mysql_fail(s->conn, mylib.mysql_stmt_errno(st), mylib.mysql_stmt_sqlstate(st),
                      mylib.mysql_stmt_error(st), "mysql_stmt_store_result()", s->sql);
  r->nrows = (double)mylib.mysql_stmt_num_rows(st);
  r->live = true;
  *qt = DB_QTYPE_READ;
  return 0;
}

static bool mysql_drv_fetch_row(struct db_result *r)
{
  MYSQL_ROW row = mylib.mysql_fetch_row(r->ptr);
  unsigned long *lens = mylib.mysql_fetch_lengths(r->ptr);
  if (row == NULL || lens == NULL)
    return false;
  for (uint32_t i = 0; i < r->nfields; i++) {
    r->row[i].ptr = row[i];
    r->row[i].len = lens[i];
  }
  return true;
}

static void mysql_drv_free_result(struct db_result *r)
{
  if (r->stmt && r->stmt->ptr && r->stmt->ptr != &mysql_dummy)
    mylib.mysql_stmt_free_result(((struct mysql_stmt *)r->stmt->ptr)->st);
  else if (r->ptr)
    mylib.mysql_free_result(r->ptr);
}

static void mysql_drv_close(struct db_stmt *s)
{
  struct mysql_stmt *ms = s->ptr;
  if (ms == NULL || s->ptr == &mysql_dummy)
    return;
  mylib.mysql_stmt_close(ms->st);
  free(ms->binds);
  free(ms);
}

static size_t mysql_drv_quote(struct db_conn *c, char *out, const char *s, size_t n)
{
  size_t len = 1;
  out[0] = '\'';
  if (c->ptr != (void *)&mysql_dummy) {
    len += mylib.mysql_real_escape_string(c->ptr, out + 1, s, (unsigned long)n);
  } else {
    for (size_t i = 0; i < n; i++) {
      if (s[i] == '\'' || s[i] == '\\')
        out[len++] = '\\';
      out[len++] = s[i];
    }
  }
  out[len++] = '\'';
  out[len] = '\0';
  return len;
}

static const struct db_driver db_mysql_driver = {
  .name = "mysql",
  .desc = "MySQL driver",
  .options = mysql_opts,
  .conf_size = sizeof(struct mysql_conf),
  .default_driver = true,
  .caps = { .prepared_statements = true, .multi_row_insert = true },
  .init = mysql_drv_init,
  .configure = mysql_drv_configure,
  .done = mysql_drv_done,
  .thread_init = mysql_drv_thread_init,
  .thread_done = mysql_drv_thread_done,
  .connect = mysql_drv_connect,
  .disconnect = mysql_drv_disconnect,
  .query = mysql_drv_query,
  .prepare = mysql_drv_prepare,
  .bind = mysql_drv_bind,
  .wrong_params = mysql_drv_wrong_params,
  .execute = mysql_drv_execute,
  .fetch_row = mysql_drv_fetch_row,
  .free_result = mysql_drv_free_result,
  .close = mysql_drv_close,
  .quote = mysql_drv_quote,
};
SB_REGISTER(db_drivers, db_mysql_driver);
