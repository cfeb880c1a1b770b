/* SPDX-License-Identifier: GPL-2.0-or-later */
/* figures.h: the figures of one report (struct sb_stat), as data. A live
 * report and a report read back from a result file are the same struct,
 * and one table names each figure once: Lua's stat table, the JSON and CSV
 * writers, the JSON reader, compare and merge all walk it. Counters come
 * from STATS_COUNTERS (stats.h): adding a counter is one line there, adding
 * another figure one line in figures.c. */
#ifndef SB_FIGURES_H
#define SB_FIGURES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "plugin/run_config.h"
#include "stats.h"

struct module_runs;

struct figures_bucket {
  uint32_t index;
  uint64_t count;
};

struct sb_stat {
  bool cumulative;            /* a final or checkpoint report: min, max, fairness */
  bool forced;                /* the final report of a forced shutdown */
  double time_total;          /* seconds since the start, warmup left out */
  double time_interval;       /* seconds this report covers */
  uint64_t threads_running, queue_length, concurrency;
  uint64_t cnt[STATS_NCOUNTERS];          /* events, reads, ... (stats.h) */
  uint64_t lat_min_ns, lat_max_ns, lat_sum_ns;   /* min, max: cumulative only */
  double pcts[RUN_MAX_PERCENTILES];      /* seconds, at the run's ranks */
  double events_avg, events_stddev, time_avg, time_stddev;   /* cumulative only */
  /* The latencies of the events covered: a live report's dense counts
   * (HISTOGRAM_BUCKETS), or a stored report's non-empty buckets. */
  const uint64_t *hist;
  struct figures_bucket *buckets;
  size_t nbuckets;
  /* Live reports only: */
  const struct stats_delta *delta;       /* per-thread figures */
  const struct run_config *run;          /* the run's ranks, --rate, ... */
  const struct module_runs *modules;     /* the modules' sections (module.h) */
};

/* The kinds of report a run makes. */
enum results_kind { RESULTS_INTERMEDIATE, RESULTS_CHECKPOINT, RESULTS_FINAL };

enum figure_kind {
  FIGURE_U64,       /* a uint64_t field */
  FIGURE_REAL,      /* a double field */
  FIGURE_COUNTER,   /* cnt[counter] */
  FIGURE_RATE,      /* cnt[counter] per second (in `unit` bytes when set) */
  FIGURE_DERIVED,   /* computed by derive() */
  FIGURE_PERCENTILES   /* pcts[]: one value per --percentile rank */
};

/* Where a figure appears. */
#define FIGURE_LUA 1u          /* Lua's stat table */
#define FIGURE_JSON 2u         /* result files */
#define FIGURE_STORED 4u       /* read back from result files (else derived) */
#define FIGURE_CSV 8u
#define FIGURE_SUM 16u         /* merge adds the hosts' values */
#define FIGURE_CUMULATIVE 32u  /* cumulative reports only */
#define FIGURE_LUA_CUMULATIVE 64u   /* in Lua's stat table of cumulative reports only
                                       (the reference's intermediate table lacks it) */

struct figure {
  const char *key;            /* Lua's stat table, JSON key, CSV column */
  enum figure_kind kind;
  size_t offset;              /* FIGURE_U64, FIGURE_REAL */
  int counter;                /* FIGURE_COUNTER, FIGURE_RATE */
  double (*derive)(const struct sb_stat *st);
  const char *label;          /* compare's row; NULL: not compared */
  double unit;                /* FIGURE_RATE: bytes per unit (0: a count) */
  unsigned flags;
  const char *csv;            /* CSV format (integers: "%llu") */
  const char *csv_key;        /* CSV column when it differs from key */
  double csv_scale;           /* CSV value = value × this (0: 1) */
};

extern const struct figure figures[];
extern const size_t figures_count;

/* A figure's value as a number (u64 figures converted). */
double figure_value(const struct figure *f, const struct sb_stat *st);
bool figure_is_integer(const struct figure *f);
uint64_t figure_u64(const struct figure *f, const struct sb_stat *st);
/* The field of a stored figure (FIGURE_U64, FIGURE_COUNTER: uint64_t;
 * FIGURE_REAL: double). */
void *figure_field(const struct figure *f, struct sb_stat *st);

/* Count per second of the report's time (0 when it covers no time). */
double figure_rate(const struct sb_stat *st, uint64_t count);
/* Mean latency in seconds. */
double figure_latency_avg(const struct sb_stat *st);
/* A percentile rank as text: as %g prints it ("95", "99.9"), with as many
 * digits more as it takes to read back as the same number (99.99999 is
 * not "100"), so that two ranks never share a label or a result key. */
void figure_rank_text(double rank, char *buf, size_t len);

#endif
