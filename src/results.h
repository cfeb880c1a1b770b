/* results.h: the figures of a run as data: every report of every sweep
 * step, the options and the environment. Filled from the reports while a
 * run goes on (never per event), read back from result files for compare
 * and merge, and written by the --output formats. */
#ifndef SB_RESULTS_H
#define SB_RESULTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "general.h"
#include "json.h"

struct sb_stat;

#define RESULTS_SCHEMA "sysbench-ng-results"
#define RESULTS_SCHEMA_VERSION 1
#define RESULTS_HISTOGRAM_LAYOUT 1   /* histogram.h's bucket layout */

enum results_kind { RESULTS_INTERMEDIATE, RESULTS_CHECKPOINT, RESULTS_FINAL };

struct results_bucket {
  uint32_t index;
  uint64_t count;
};

/* One report: the sb_stat fields, raw latencies in ns and the non-empty
 * histogram buckets of the events it covers. */
struct results_report {
  bool forced;                        /* final report of a forced shutdown */
  double time_total, time_interval;   /* seconds */
  uint64_t threads_running;
  uint64_t events, reads, writes, other, errors, reconnects;
  uint64_t bytes_read, bytes_written, queue_length, concurrency;
  uint64_t lat_min_ns, lat_max_ns, lat_sum_ns;   /* min/max: cumulative only */
  double events_avg, events_stddev, time_avg, time_stddev;   /* cumulative only */
  double pcts[GENERAL_MAX_PERCENTILES];          /* seconds, at run ranks */
  struct results_bucket *buckets;
  size_t nbuckets;
};

struct results_list {
  struct results_report *v;
  size_t n, cap;
};

struct results_step {
  int threads;
  int status;                 /* exit status of this step's run */
  struct results_list intermediate, checkpoints;
  bool has_final;
  struct results_report final;
};

struct results_run {
  char *test;
  char *version;              /* the sysbench-ng that measured */
  char *created;              /* UTC, ISO 8601 */
  int status;                 /* the run's exit status */
  int npcts;
  double ranks[GENERAL_MAX_PERCENTILES];   /* --percentile values */
  int hosts;                  /* runs merged into this one (1: a plain run) */
  struct json *options;       /* name -> string, list of strings, or null */
  struct json *environment;
  struct json *merged_from;   /* merged files' origins, or NULL */
  struct results_step *steps;
  size_t nsteps, cap;
};

/* Collection during `run` (main thread, and report.c under its lock). The
 * environment is read only when it is wanted (result files). */
void results_begin(const char *test, bool environment);
void results_step_begin(int threads);
void results_record(enum results_kind kind, bool forced, const struct sb_stat *st);
void results_step_end(int status);
/* The run being collected; NULL outside a run. */
struct results_run *results_current(void);
void results_end(void);

/* Building and freeing runs (also used by the JSON reader and merge). */
struct results_run *results_new(void);
struct results_step *results_add_step(struct results_run *r, int threads);
struct results_report *results_list_add(struct results_list *l);
void results_free(struct results_run *r);
/* Now, UTC, ISO 8601 ("2025-06-01T10:00:00Z"), allocated. */
char *results_timestamp(void);

/* Counts of the report's histogram, expanded into HISTOGRAM_BUCKETS. */
void results_histogram(const struct results_report *rep, uint64_t *counts);
/* Stores counts sparsely into rep (replacing what it had). */
void results_set_histogram(struct results_report *rep, const uint64_t *counts);

/* Events per second of a report (0 when it covers no time). */
double results_rate(const struct results_report *rep, uint64_t count);

/* The text of a percentile rank as result files key it ("95", "99.9"). */
void results_rank_key(double rank, char *buf, size_t len);

/* Reads a result file; NULL with the reason in err (not ours, another
 * schema version, bad JSON, missing fields). */
struct results_run *results_load(const char *file, char *err, size_t errlen);
/* The same from len bytes of text in memory. */
struct results_run *results_parse(const char *text, size_t len, char *err, size_t errlen);

/* A JSON scalar or list as one line of text ("-" when missing). */
void results_option_text(const struct json *v, char *buf, size_t len);

/* Options that do not change what is measured (output files, verbosity):
 * merge ignores them and compare does not list them. */
bool results_option_ignored(const char *name);

#endif
