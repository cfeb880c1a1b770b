/* SPDX-License-Identifier: GPL-2.0-or-later */
/* run_config.h: one run's configuration as a value: everything the runner
 * and the reports of a run need, built from the options (general.c) and
 * handed to the runner. A threads sweep builds one per step; nothing of a
 * run lives on after it. */
#ifndef SB_RUN_CONFIG_H
#define SB_RUN_CONFIG_H

#include <stdbool.h>
#include <stdint.h>

#include "core/run/steady.h"
#include "core/stats/rand.h"

#define RUN_MAX_PERCENTILES 16
#define RUN_MAX_CHECKPOINTS 256

struct module_confs;
struct opt_registry;
struct results_step;
struct sb_stat;

/* What a test's byte counters (STATS_BYTES_READ, STATS_BYTES_WRITTEN)
 * count: test.h's sb_test.bytes. */
enum sb_bytes {
  SB_BYTES_DEVICE,   /* this machine's storage (or none): the run monitor
                        holds them against the device's own counters, and
                        compare takes its reads and writes as IOPS */
  SB_BYTES_NETWORK,  /* what crossed a network, not this machine's device */
  SB_BYTES_COPIED    /* a copy on this machine: the bytes it reads are the
                        bytes it writes, which a rate counts once */
};

/* Report functions that replace the run's test's (--report-script's):
 * either may be NULL (the test's then). */
struct run_reports {
  void (*intermediate)(void *data, const struct sb_stat *st);
  void (*cumulative)(void *data, const struct sb_stat *st);
  void *data;
};

struct run_config {
  const char *label;          /* the step's name in result files */
  int threads;
  uint64_t events;            /* 0: no limit */
  int time;                   /* seconds; 0: no limit */
  int warmup_time;            /* seconds */
  bool forced_shutdown;
  int forced_shutdown_after;  /* seconds after the time limit */
  uint64_t stack_size;
  int thread_init_timeout;    /* seconds */
  int rate;                   /* events per second; 0: unlimited */
  int report_interval;        /* seconds; 0: none */
  int checkpoints[RUN_MAX_CHECKPOINTS];   /* seconds, sorted */
  int ncheckpoints;
  double percentiles[RUN_MAX_PERCENTILES];   /* none: --percentile=0 */
  int npercentiles;
  bool histogram, debug, validate;
  struct steady_conf steady;  /* --steady-state; steady.on false: none */
  long long rand_seed;        /* 0: seeded from the clock */
  struct rand_dists rand;     /* the distributions' options and constants */
  struct results_step *results;   /* where the run's reports go; NULL: nowhere */
  enum sb_bytes bytes;        /* what the run's test's byte counters count */
  const struct opt_registry *options;   /* what the run was configured from
                                           (Lua's sysbench.opt reads it) */
  const struct run_reports *reports;    /* NULL: the test's own */
  const struct module_confs *modules;   /* the modules' configurations, made
                                           from options (module.h) */
  uint64_t previous_run_end;  /* timer_now() when the series' previous run
                                 ended; 0: none */
};

#endif
