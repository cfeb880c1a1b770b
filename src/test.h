/* test.h: the interface every built-in test (and the Lua script adapter)
 * implements. The runner and the command dispatcher know tests only through
 * this struct. Every hook is optional unless noted. */
#ifndef SB_TEST_H
#define SB_TEST_H

#include <stdbool.h>
#include <stdint.h>

#include "options.h"
#include "rand.h"
#include "stats.h"

struct sb_stat;

enum sb_command { CMD_PREPARE, CMD_RUN, CMD_CLEANUP, CMD_HELP, CMD_OTHER };

/* What event() returns. */
enum {
  SB_EVENT_OK = 0,      /* counted; the loop goes on */
  SB_EVENT_STOP = 1,    /* this thread has no more events; not counted */
  SB_EVENT_ERROR = -1,  /* the run fails: rc 1, no report */
  SB_EVENT_PENDING = 2  /* in flight; the test records it later with
                           runner_record() (asynchronous I/O) */
};

#define SB_NOT_HANDLED 2  /* command(): not one of the test's own commands */

/* One worker thread, as a test sees it. */
struct sb_worker {
  int id;                 /* 0..threads-1; threads for background threads */
  struct stats *stats;    /* this thread's counters (STATS_READ ...) */
  void *data;             /* the test's per-thread state */
  /* runner-private */
  uint64_t claimed;       /* events taken from the --events pool, unused */
  uint64_t started;       /* start of the event timed by sb_event_start */
  uint64_t scheduled;     /* --rate: arrival time of the event being run */
  struct rand_state seed; /* the generator the thread starts with */
  struct rand_state arrivals;   /* --rate: draws the arrival gaps */
  bool nested;            /* a built-in test's worker inside a Lua event:
                             runner_record() leaves the counting to Lua */
} __attribute__((aligned(64)));   /* written per event: no false sharing */

struct sb_test {
  const char *name;
  const char *desc;                   /* "--help" line */
  const struct opt_def *options;      /* NULL-terminated; may be NULL */
  unsigned flags;

  /* Validates options for cmd; prints its own FATAL line on error. */
  int (*init)(enum sb_command cmd);
  /* Test-defined commands, tried before the built-in ones. */
  int (*command)(const char *cmd);
  int (*help)(void);
  int (*prepare)(void);
  int (*cleanup)(void);

  /* run: header lines, then resources for the workers (files, buffers). */
  void (*print_mode)(void);
  int (*run_start)(void);
  void (*run_stop)(void);
  int (*thread_init)(struct sb_worker *w);
  /* Replaces the built-in event loop (Lua's thread_run). */
  int (*thread_run)(struct sb_worker *w);
  /* One event; required unless thread_run is set. */
  int (*event)(struct sb_worker *w);
  int (*thread_done)(struct sb_worker *w);
  void (*report_intermediate)(const struct sb_stat *st);
  /* The test's own lines before the generic cumulative block ("CPU speed:"). */
  void (*report_prefix)(const struct sb_stat *st);
  /* Replaces the whole cumulative report (Lua report hooks). */
  void (*report_cumulative)(const struct sb_stat *st);
  /* After the command finished (run: after the final report). */
  void (*done)(enum sb_command cmd);
};

/* The test does its own limiting and ignores --events (memory). */
#define SB_TEST_NO_EVENT_LIMIT 1u

/* The built-in tests, in --help order; NULL-terminated. */
extern const struct sb_test *const sb_builtin_tests[];
const struct sb_test *test_find(const char *name);

#endif
