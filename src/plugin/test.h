/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test.h: the interface every built-in test (and the Lua script adapter)
 * implements. The runner and the command dispatcher know tests only through
 * this struct. Every hook is optional unless noted. A built-in test is a
 * folder under src/tests/ whose main file ends with
 * SB_REGISTER(sb_tests, its_test) (registry.h), and one line in
 * Makefile.am's list of tests; the core names none.
 *
 * Lifecycle. A command (`prepare`, `run`, `cleanup`, a script's own) is
 * one call of init, the command's work, and done:
 *
 *   init(cmd, rc, conf)     once per command. The core has allocated conf
 *                           (conf_size bytes, zeroed, or a copy of
 *                           conf_template) and filled it from
 *                           the test's options (their .to fields, checked
 *                           as declared); init checks the rules between
 *                           options and derives what the test needs;
 *                           allocates nothing that depends on a run's
 *                           thread count or sizes;
 *   prepare(conf), cleanup(conf), command(conf, name)
 *                           the commands;
 *   done(conf, cmd)         after the command, whatever its outcome (run:
 *                           after the last step), when init succeeded;
 *                           frees what conf points to (conf itself is the
 *                           core's); its failure fails the command.
 *
 * `run` is one run per threads-sweep step (and per step of a suite), each
 * with its own struct run_config:
 *
 *   print_mode(conf, rc)    the run header;
 *   run_start(conf, rc, &run)
 *                           allocates what the run needs, sized by rc (its
 *                           thread count, queue depth, block size, ...),
 *                           into run; on failure frees what it got;
 *   thread_init(w), thread_run(w) or event(w) per event, thread_done(w)
 *                           in each worker, w->run being run_start's run;
 *   run_stop(run)           frees it: always after a successful run_start,
 *                           once every worker is gone and the clock has
 *                           stopped (after the final report), so its cost
 *                           is never measured.
 *
 * The runner honours every return code: a failing thread_init, event or
 * thread_done fails the run (exit 1, no report); a test never reaches
 * into the runner to fail a run. */
#ifndef SB_TEST_H
#define SB_TEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "options.h"
#include "core/stats/rand.h"
#include "run_config.h"
#include "core/stats/stats.h"

struct general;
struct json;
struct sb_stat;
struct run;

enum sb_command { CMD_RUN, CMD_PREPARE, CMD_CLEANUP, CMD_HELP, CMD_OTHER };

struct opt_registry;

/* What event() returns. */
enum {
  SB_EVENT_OK = 0,      /* counted; the loop goes on */
  SB_EVENT_STOP = 1,    /* this thread has no more events; not counted */
  SB_EVENT_ERROR = -1,  /* the run fails: rc 1, no report */
  SB_EVENT_PENDING = 2, /* in flight; the test records it later with
                           runner_record() (asynchronous I/O) */
  SB_EVENT_LOST = 3     /* this thread cannot go on (its connection is
                           gone; the test said why): not counted, the
                           thread stops, the others go on; the run reports
                           what it measured, then fails (rc 1) */
};

#define SB_NOT_HANDLED 2  /* command(): not one of the test's own commands */

/* One worker thread, as a test sees it. */
struct sb_worker {
  int id;                 /* 0..threads-1 */
  struct stats *stats;    /* this thread's counters (STATS_READ ...) */
  void *run;              /* the test's run data (run_start's) */
  void *data;             /* the test's per-thread state */
  /* runner-private */
  struct run *runner;     /* the run this worker belongs to */
  uint64_t claimed;       /* events taken from the --events pool, unused
                             (RUNNER_UNLIMITED without a limit; runner.h) */
  uint64_t started;       /* start of the event timed by sb_event_start or
                             the built-in loop (an event reads it, never
                             writes it) */
  uint64_t scheduled;     /* --rate: arrival time of the event being run */
  struct rand_state seed; /* the generator the thread starts with */
  struct rand_state arrivals;   /* --rate: draws the arrival gaps */
  bool nested;            /* a built-in test's worker inside a Lua event:
                             runner_record() leaves the counting to Lua */
  bool unmeasured;        /* the event being run is a warmup event, not
                             measured (set by the built-in loop and by
                             sb_more_events) */
  bool not_measured_phase;   /* runner_more said no because of the phase
                                (set there, cleared by runner_more_slow) */
  bool failed;            /* its events ended in an error: thread_done only
                             frees (a script's thread_done is not called) */
} __attribute__((aligned(64)));   /* written per event: no false sharing */

struct sb_test {
  const char *name;                   /* first: the registry looks it up */
  const char *desc;                   /* "--help" line */
  const struct opt_def *options;      /* NULL-terminated; may be NULL */
  size_t conf_size;                   /* what options fill and init gets */
  enum sb_bytes bytes;                /* what its byte counters count
                                         (run_config.h; default: a device's) */
  /* It ends when its work is done (a copy at its last byte): without
   * --time it has no time limit (the default 10 s does not cut it), and
   * --steady-state, which would cut it short, is refused. */
  bool ends_itself;
  /* conf's first value (conf_size bytes), when not zeroes: a test made
   * at run time (a Lua script's) names there what its hooks act on. */
  const void *conf_template;
  unsigned flags;

  /* Once per command (see the lifecycle above). init prints its own FATAL
   * line on error. */
  int (*init)(enum sb_command cmd, const struct run_config *rc, void *conf);
  /* Test-defined commands, tried before the built-in ones: with conf
   * NULL (a script's), or, for those named in `commands`, between init
   * (CMD_OTHER) and done, as prepare is (`sysbench net serve`). */
  int (*command)(void *conf, const char *cmd);
  const char *const *commands;        /* NULL-terminated; may be NULL */
  int (*help)(const struct opt_registry *r);
  int (*prepare)(void *conf);
  int (*cleanup)(void *conf);
  /* 0, or -1 when it failed (a script's done()): a command that went
   * well then exits 1. */
  int (*done)(void *conf, enum sb_command cmd);
  /* Replaces `run`'s threads sweep for a test that is a series of runs
   * of other tests (the unixbench index), given the command's
   * settings; between init and done. Returns the exit status. */
  int (*series)(void *conf, const struct general *g);

  /* Once per run. */
  void (*print_mode)(void *conf, const struct run_config *rc);
  int (*run_start)(void *conf, const struct run_config *rc, void **run);
  void (*run_stop)(void *run);

  /* Per worker. */
  int (*thread_init)(struct sb_worker *w);
  /* Replaces the built-in event loop (Lua's thread_run). */
  int (*thread_run)(struct sb_worker *w);
  /* One event; required unless thread_run is set. */
  int (*event)(struct sb_worker *w);
  int (*thread_done)(struct sb_worker *w);

  /* What the run found about what it measured (fileio: the file set
   * against the RAM, whether O_DIRECT was honoured, ...), added to out (a
   * JSON object) for the result files; called once the workers are gone,
   * before run_stop. */
  void (*facts)(void *run, struct json *out);

  /* Reports; run is the run's data. */
  void (*report_intermediate)(void *run, const struct sb_stat *st);
  /* The test's own lines before the generic cumulative block ("CPU speed:"). */
  void (*report_prefix)(void *run, const struct sb_stat *st);
  /* Replaces the whole cumulative report (Lua report hooks). */
  void (*report_cumulative)(void *run, const struct sb_stat *st);
};

/* The test does its own limiting and ignores --events (memory). */
#define SB_TEST_NO_EVENT_LIMIT 1u
/* Each worker is a process of its own, forked before the clock starts
 * (thread_init, the events and thread_done run in it), as UnixBench's
 * copies are: workers then share no memory map or descriptor table. The
 * statistics, the worker structs and the run's limits are in shared
 * memory; anything else a test's workers share must be too. */
#define SB_TEST_PROCESSES 2u

/* Not one of sysbench 1.0.20's tests: --help lists it in a block of its
 * own after the reference's list. */
#define SB_TEST_ADDED 4u


/* The built-in tests (tests.c), registered in --help order. */
const struct sb_test *test_find(const char *name);
/* The test at position i of the registry; NULL past the end. */
const struct sb_test *test_at(int i);
/* Registers t's options into r's test group. */
void test_register_options(const struct sb_test *t, struct opt_registry *r);
/* init of t for cmd: conf allocated (conf_size) and filled from r's values
 * of t's options, then t->init. 0 with *conf set (NULL when conf_size is
 * 0), or -1 after the FATAL line (nothing left allocated). */
int test_init(const struct sb_test *t, enum sb_command cmd, const struct run_config *rc,
              const struct opt_registry *r, void **conf);
/* t->done, then conf is freed; done's result. */
int test_done(const struct sb_test *t, enum sb_command cmd, void *conf);

#endif
