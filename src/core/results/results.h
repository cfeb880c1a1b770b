/* SPDX-License-Identifier: GPL-2.0-or-later */
/* results.h: the figures of a run as data: every report of every sweep
 * step, the options and the environment. Filled from the reports while a
 * run goes on (never per event), read back from result files for compare
 * and merge, and written by the --output formats. */
#ifndef SB_RESULTS_H
#define SB_RESULTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/stats/figures.h"
#include "core/base/json.h"

#define RESULTS_SCHEMA "sysbench-ng-results"
#define RESULTS_SCHEMA_VERSION 2     /* 2: labelled steps; version 1 still loads */
#define RESULTS_HISTOGRAM_LAYOUT 1   /* histogram.h's bucket layout */

struct results_list {
  struct sb_stat *v;
  size_t n, cap;
};

struct sb_parts;

/* A module's breakdown of a step's measured events (module.h's sb_parts:
 * the database's statements by query type), each part a cumulative
 * report of its own: cnt[STATS_EVENT] its count, its latency figures
 * (results_part_figure) and histogram. */
struct results_parts {
  const struct sb_parts *kind;   /* its declaration: names, member */
  size_t n;                      /* kind->names' */
  struct sb_stat *stats;         /* in the order of kind->names */
};

/* What a step is: a run of a threads sweep (or the one run of a plain
 * `run`: "threads" in result files), a run of a suite's sysbench.run()
 * ("suite"), or a pass of the unixbench index ("pass"). Only the steps of
 * a threads sweep are compared as thread counts (speedup, knee). */
enum results_step_kind { RESULTS_STEP_THREADS, RESULTS_STEP_SUITE, RESULTS_STEP_PASS,
                         RESULTS_STEP_REPEAT,
                         RESULTS_STEP_KINDS };
extern const char *const results_step_kind_names[RESULTS_STEP_KINDS];   /* "threads", ... */
/* The bytes of a step's final report that its MiB/s counts: read and
 * written, or written only when the step's bytes are counted once. */
uint64_t results_step_bytes(const struct results_step *s);

/* One step: one run of the command (a sweep step, a suite's cell). */
struct results_step {
  char *label;                /* its name ("threads=2"; so named when a
                                 version-1 file is read) */
  char *started;              /* UTC, ISO 8601 with milliseconds; NULL in
                                 files from before it was recorded */
  int threads;
  enum results_step_kind kind;   /* RESULTS_STEP_THREADS unless set */
  bool bytes_once;            /* its bytes read are those it writes (a copy:
                                 SB_BYTES_COPIED): its rate counts them once */
  struct json *options;       /* the options that differ from the run's own */
  struct json *facts;         /* what the test found about the run (test.h) */
  int status;                 /* exit status of this step's run */
  struct results_list intermediate, checkpoints;
  bool has_final;
  struct sb_stat final;
  /* A module's breakdown of its measured events (the database's query
   * types), written as the step's member kind->member; NULL when there is
   * none (a run without a database, a file that predates them). */
  struct results_parts *parts;
  /* What modules (module.h) add to the step, an object of objects (the
   * run monitor's "monitor"): each member is written as a member of the
   * step, and read back from the step's members the core does not know.
   * A member's "summary" (a string) is its verdict, which compare shows
   * side by side, and "fit": false says the run is in doubt (compare
   * warns). NULL: none. */
  struct json *modules;
};

struct results_series {
  char *test;
  char *version;              /* the sysbench-ng that measured */
  char *created;              /* UTC, ISO 8601 */
  int status;                 /* the run's exit status */
  int npcts;
  double ranks[RUN_MAX_PERCENTILES];   /* --percentile values */
  int hosts;                  /* runs merged into this one (1: a plain run) */
  struct json *options;       /* name -> string, list of strings, or null */
  struct json *environment;
  struct json *merged_from;   /* merged files' origins, or NULL */
  struct json *summary;       /* a suite's own figures (sysbench.summary), or NULL */
  struct json *statistics;    /* --runs: each step's runs' statistics (repeats.h), or NULL */
  struct results_step *steps;
  size_t nsteps, cap;
};

/* A run being collected: the command's test, percentile ranks and
 * options, and the environment when it is wanted (result files). */
struct results_series *results_begin(const char *test, const struct run_config *rc,
                                  bool environment);
/* A new step (label and options copied), for the run_config.results of
 * the run that fills it. */
struct results_step *results_step_begin(struct results_series *r, const char *label, int threads,
                                        const struct json *options);
/* A report of the run that fills step (called by the reports, never per
 * event); the histogram is stored sparsely. */
void results_record(struct results_step *step, enum results_kind kind, const struct sb_stat *st);
void results_step_end(struct results_series *r, struct results_step *step, int status);

/* Building and freeing runs (also used by the JSON reader and merge). */
struct results_series *results_new(void);
struct results_step *results_add_step(struct results_series *r, int threads);
struct sb_stat *results_list_add(struct results_list *l);
void results_free(struct results_series *r);
/* Now, UTC, ISO 8601 ("2025-06-01T10:00:00Z"), allocated; with
 * milliseconds ("2025-06-01T10:00:00.250Z") when ms. */
char *results_timestamp(bool ms);

/* Counts of the report's histogram, expanded into HISTOGRAM_BUCKETS. */
void results_histogram(const struct sb_stat *rep, uint64_t *counts);
/* Stores counts sparsely into rep (replacing what it had). */
void results_set_histogram(struct sb_stat *rep, const uint64_t *counts);
/* step's breakdown of kind, its parts zeroed cumulative reports. */
struct results_parts *results_parts_new(struct results_step *step, const struct sb_parts *kind);
/* Is f one of the figures a part keeps (the latency ones)? */
bool results_part_figure(const struct figure *f);

/* The text of a percentile rank as result files key it ("95", "99.9"). */
void results_rank_key(double rank, char *buf, size_t len);

/* Reads a result file; NULL with the reason in err (not ours, another
 * schema version, bad JSON, missing fields). */
struct results_series *results_load(const char *file, char *err, size_t errlen);
/* The same from len bytes of text in memory. */
struct results_series *results_parse(const char *text, size_t len, char *err, size_t errlen);

/* A JSON scalar or list as one line of text ("-" when missing). */
void results_option_text(const struct json *v, char *buf, size_t len);

/* Options that do not change what is measured (output files, verbosity):
 * merge ignores them and compare does not list them. */
bool results_option_ignored(const char *name);

#endif
