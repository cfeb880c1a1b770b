/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db.h: the database layer behind sysbench.sql: drivers (struct db_driver),
 * the module's configuration of a command or step (struct db_conf: its
 * options, its drivers' configurations, its runs' statistics), and the
 * connections, prepared statements, parameters and results that scripts
 * use. Connections belong to one thread; nothing here is shared between
 * threads but the driver table, a configuration and its statistics
 * slots. */
#ifndef SB_DB_H
#define SB_DB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <pthread.h>

#include "core/stats/histogram.h"
#include "plugin/options.h"

struct db_conf;
struct sb_parts;
struct db_stats;
struct run_config;

/* sysbench.sql.error */
enum db_error { DB_ERROR_NONE = 0, DB_ERROR_IGNORABLE = 1, DB_ERROR_FATAL = 2 };

/* A driver's prepare(): this statement cannot be prepared on the server
 * (e.g. MySQL's ER_UNSUPPORTED_PS); emulate it. */
#define DB_PREPARE_EMULATE 3

/* sysbench.sql.type */
enum db_type {
  DB_TYPE_NONE, DB_TYPE_TINYINT, DB_TYPE_SMALLINT, DB_TYPE_INT, DB_TYPE_BIGINT,
  DB_TYPE_FLOAT, DB_TYPE_DOUBLE, DB_TYPE_TIME, DB_TYPE_DATE, DB_TYPE_DATETIME,
  DB_TYPE_TIMESTAMP, DB_TYPE_CHAR, DB_TYPE_VARCHAR
};

/* What a statement did, as the reference counts it (the numbering of the
 * core's STATS_OTHER/READ/WRITE counters). */
enum db_qtype { DB_QTYPE_OTHER, DB_QTYPE_READ, DB_QTYPE_WRITE, DB_QTYPE_N };

/* One field of a fetched row; ptr NULL is SQL NULL. */
struct db_value {
  const char *ptr;
  unsigned long len;
};

/* One statement parameter. Lua writes the value fields through FFI
 * (sysbench.sql.lua keeps this layout in its cdef). */
struct db_bind {
  int type;                /* enum db_type */
  char is_null;
  long long ival;
  double dval;
  char *buf;               /* CHAR/VARCHAR: maxlen bytes */
  unsigned long len;
  unsigned long maxlen;
};

struct db_conn;

/* A result: of the connection's last query or a statement's execution. */
struct db_result {
  double nrows;            /* read by Lua (a plain number there) */
  uint32_t nfields;        /* read by Lua */
  struct db_value *row;    /* the last fetched row: nfields values */
  /* private */
  struct db_conn *conn;
  struct db_stmt *stmt;    /* NULL: a plain query's result */
  void *ptr;               /* the driver's result set */
  uint64_t cursor;
  uint32_t row_cap;
  bool live;               /* holds something free() must release */
  bool valid;              /* a query's or execution's, not freed since */
};

/* Lua reads the first four fields (sysbench.sql.lua's cdef). */
struct db_conn {
  int error;               /* enum db_error of the last call */
  int sql_errno;
  char sql_state[8];
  char sql_errmsg[512];
  /* private */
  struct db_result result; /* the last plain query's result */
  const struct db_driver *drv;
  const struct db_conf *conf;   /* what it was made under (NULL: none) */
  const void *dconf;       /* its driver's configuration there */
  struct db_stats *stats;  /* where its statements are counted (NULL: not) */
  void *ptr;               /* the driver's connection */
  int tid;                 /* counting goes to this worker's statistics */
  unsigned index;          /* which host/port of a list it uses */
  unsigned generation;     /* bumped by each reconnect */
  bool lost;               /* the driver found the connection gone */
  bool closed;             /* disconnect() was called */
  struct db_stmt *stmts;   /* open statements, for re-preparing */
  char *bulk;              /* bulk insert buffer */
  size_t bulk_len, bulk_cap, bulk_prefix;
  bool bulk_first;
};

/* Lua reads conn and sql. */
struct db_stmt {
  struct db_conn *conn;
  char *sql;               /* as given, with '?' placeholders */
  /* private */
  struct db_stmt *next;
  int nparams;             /* '?' outside quotes */
  struct db_bind **params; /* bind_param's, nparams of them (or NULL) */
  struct db_bind **owned;  /* bind_create's, freed with the statement */
  int nowned, owned_cap;
  void *ptr;               /* the driver's statement; NULL: emulated */
  bool closed;             /* close() was called, or its connection freed */
  unsigned generation;     /* conn->generation it was prepared in */
  struct db_result result;
  char *text;              /* emulated: the query with values inlined */
  size_t text_cap;
};

/* A driver: one table of hooks, like a built-in test, in a file of its
 * own that ends with SB_REGISTER(db_drivers, ...) (registry.h) and one
 * line in Makefile.am. Every hook returns 0 or an enum db_error after
 * setting conn->sql_errno/sql_state/sql_errmsg (and printing the
 * reference's FATAL line for fatal ones). */
struct db_driver {
  const char *name;                  /* first: the registry looks it up */
  const char *desc;                  /* "--help": "mysql - MySQL driver" */
  const struct opt_def *options;     /* shown as "<name> options:" */
  /* What its options fill (their .to): one configuration per command or
   * suite step that uses the driver, which its connections keep
   * (db_conn.dconf). */
  size_t conf_size;
  bool default_driver;               /* --db-driver's default */
  struct db_caps {
    bool prepared_statements;        /* on the server (else emulated) */
    bool multi_row_insert;           /* INSERT ... VALUES (..),(..) */
  } caps;
  /* Once per process, given the first configuration it is used with. */
  int (*init)(const void *conf);
  /* Derives what it needs from a configuration just filled (after init),
   * before any connection uses it. -1 after the FATAL line. */
  int (*configure)(void *conf);
  void (*done)(void);                /* at the process's exit */
  void (*thread_init)(void);         /* once per thread using the driver */
  void (*thread_done)(void);         /* when such a thread exits */
  int (*connect)(struct db_conn *c);
  void (*disconnect)(struct db_conn *c);
  int (*query)(struct db_conn *c, const char *sql, size_t len, struct db_result *r,
               enum db_qtype *qt);
  int (*prepare)(struct db_stmt *s, const char *sql);
  int (*bind)(struct db_stmt *s);    /* s->params changed */
  /* bind_param() was given n parameters for the s->nparams of a
   * statement the server prepared: 0 to bind them all the same (the
   * first min(n, nparams); the rest are NULL), or 1 after the reference's
   * line (NULL: a generic line, and 1). */
  int (*wrong_params)(struct db_stmt *s, int n);
  int (*execute)(struct db_stmt *s, struct db_result *r, enum db_qtype *qt);
  bool (*fetch_row)(struct db_result *r);   /* fills r->row */
  void (*free_result)(struct db_result *r);
  void (*close)(struct db_stmt *s);
  /* Appends s (n bytes) quoted as an SQL string literal to out (2n+3). */
  size_t (*quote)(struct db_conn *c, char *out, const char *s, size_t n);
};

/* The compiled-in drivers (registered in --help order). */
const struct db_driver *db_driver_at(int i);

/* The named driver (NULL: conf's --db-driver) under conf: initialised
 * once per process, its configuration made from conf's options at its
 * first use under conf. NULL after printing the reference's message. */
const struct db_driver *db_driver_get(struct db_conf *conf, const char *name);
/* --db-debug of c's configuration. */
bool db_debug(const struct db_conn *c);

/* Calls on a closed connection, a freed result, or a bulk insert not
 * begun print the reference's ALERT line and return -1 with c->error
 * DB_ERROR_NONE (the Lua API's "SQL API error"); failed statements
 * return their enum db_error. A connection of driver d under conf (got
 * by db_driver_get; NULL: none, the unit tests' fake driver), counted in
 * worker tid's statistics. */
struct db_conn *db_connect(struct db_conf *conf, const struct db_driver *d, int tid);
/* Ends the session (every call fails from then on, but reconnect()). */
void db_disconnect(struct db_conn *c);
/* Frees c; statements still open are closed, their memory left to
 * db_stmt_free() (the Lua objects own it). */
void db_conn_free(struct db_conn *c);
int db_reconnect(struct db_conn *c);
/* Plain query; its result is c->result. */
int db_query(struct db_conn *c, const char *sql, size_t len);
struct db_stmt *db_prepare(struct db_conn *c, const char *sql, size_t len);
struct db_bind *db_bind_create(struct db_stmt *s, int type, unsigned long maxlen);
/* 0, or 1 after the driver's message (the reference's return values). */
int db_bind_param(struct db_stmt *s, struct db_bind **params, int n);
/* On a closed connection: the ALERT line, and 0 with an empty result, as
 * the reference. */
int db_execute(struct db_stmt *s);
/* Ends s (its result set becomes invalid); its memory, parameters
 * included, stays until db_stmt_free(). */
void db_close(struct db_stmt *s);
void db_stmt_free(struct db_stmt *s);
/* Next row into r->row; false at the end, or after an ALERT line for a
 * result of a closed connection, an invalid (freed) or an empty one. */
bool db_fetch_row(struct db_result *r);
/* Releases what r holds; r becomes invalid. */
void db_free_result(struct db_result *r);
/* free() of the Lua API: -1 after an ALERT line for a result of a closed
 * connection or an invalid one. */
int db_result_free(struct db_result *r);
int db_bulk_init(struct db_conn *c, const char *prefix, size_t len);
int db_bulk_next(struct db_conn *c, const char *row, size_t len);
int db_bulk_done(struct db_conn *c);

/* The driver reports an error on c (sets the error fields). */
void db_set_error(struct db_conn *c, int sql_errno, const char *state, const char *msg);

struct sb_stat;
/* The reports' SQL style, once a driver is in use under the run's
 * configuration: the intermediate line (true when printed) and the "SQL
 * statistics:" block printed before the general block (db_report.c, the
 * module's report sections, given its run). */
bool db_report_intermediate(void *run, const struct sb_stat *st);
void db_report_cumulative(void *run, const struct sb_stat *st);

/* Statistics per query type (result files): the statements of measured
 * events (not of the warmup, thread_init or thread_done). Each thread id's
 * counters are written only by the thread running that id; they cover
 * what ran since the last db_query_stats_reset(). */
struct db_query_stats {
  uint64_t count[DB_QTYPE_N];
  uint64_t lat_sum_ns[DB_QTYPE_N];
  uint64_t lat_min_ns[DB_QTYPE_N];                /* 0 when count is 0 */
  uint64_t lat_max_ns[DB_QTYPE_N];
  uint64_t hist[DB_QTYPE_N][HISTOGRAM_BUCKETS];   /* histogram.h layout */
};

/* The statistics of one configuration's runs: a slot per thread id. */
struct db_stats *db_stats_new(void);
void db_stats_free(struct db_stats *st);
/* Adds every thread's counters to *out (zero it first); false when no
 * slot was made (nothing to add). Safe while workers run (atomic loads). */
bool db_query_stats_collect(const struct db_stats *st, struct db_query_stats *out);
/* A run's start (no worker running): every thread's counters restart. */
void db_query_stats_reset(struct db_stats *st);
/* Records one statement of type qt that took ns on thread tid (none: st
 * NULL, or tid without a slot). */
void db_stats_record(struct db_stats *st, int tid, enum db_qtype qt, uint64_t ns);
/* Makes room for thread ids up to max_tid (no worker running). */
void db_stats_reserve(struct db_stats *st, int max_tid);

/* The module's configuration (db_module.c), one per command or suite
 * step: the generic options, and what it makes at the first use of a
 * driver (under its lock, by any thread). */
#define DB_MAX_DRIVERS 8
struct db_conf {
  const char *driver, *ps_mode;
  bool debug;
  const struct opt_registry *options;   /* where they and the drivers'
                                           options are filled from */
  pthread_mutex_t lock;
  bool options_read, ps_disabled;       /* --db-ps-mode, checked at first use */
  void *drivers[DB_MAX_DRIVERS];        /* each driver's configuration, once
                                           used under this one */
  bool used;                  /* a driver was got: reports take the SQL style */
  bool run_used;              /* a connection was made since its run began */
  struct db_stats *stats;     /* its runs' statistics per query type */
};
/* The configuration of the database module in rc (NULL: none). */
struct db_conf *db_conf_of(const struct run_config *rc);
/* Frees what conf made (db.c). */
void db_conf_release(struct db_conf *conf);

/* The module's run hooks (db_results.c): a run's start (no worker
 * running) makes room for its threads and restarts its configuration's
 * statistics; after its workers are gone and its final report is taken,
 * db_results_end gives its results step (rc->results) the
 * per-query-type figures, when a driver is in use. */
int db_results_begin(void *conf, const struct run_config *rc, void **run);
int db_results_end(void *run, int status);
/* Is a driver in use under the configuration of run (db_results_begin's)? */
bool db_run_in_use(const void *run);
/* The breakdown of a step the module gives ("queries": by query type). */
extern const struct sb_parts db_query_parts;


#endif
