/* SPDX-License-Identifier: GPL-2.0-or-later */
/* system.h: what the UnixBench-style system tests (pipe, context, spawn,
 * execl, syscall, filecopy, shell) share: their help, the header and
 * report lines of their figure, and the messages of a failed fork or exec.
 * Each of these tests runs its copies (--threads) as processes
 * (SB_TEST_PROCESSES) and counts one UnixBench loop per event. */
#ifndef SB_TESTS_UNIXBENCH_SYSTEM_H
#define SB_TESTS_UNIXBENCH_SYSTEM_H

#include <sys/types.h>

#include "core/stats/figures.h"
#include "plugin/test.h"

/* `sysbench NAME help`: what the test measures (about, wrapped by the
 * caller), then its options, if it has any. */
int system_help(const struct opt_registry *r, const char *name, const char *about);

/* The run header: what runs, and that each copy is a process. */
void system_print_mode(const char *doing, const struct run_config *rc);

/* The report's first lines: "title:" and "    what: value". */
void system_report_figure(const char *title, const char *what, double value);

/* The start of copy w in its worker process (thread_init): makes the
 * process's system calls cost what they cost in a single-threaded
 * program, and says (--debug) which process runs it ("pipe: copy #1 runs
 * in process N"). */
void system_copy_start(const char *test, const struct sb_worker *w);

/* A FATAL line for a failed call (fork, exec, ...) of copy w, with errno,
 * how many events the copy had made, and what to look at when the cause
 * is a limit on processes. */
void system_call_failed(const char *test, const char *call, const struct sb_worker *w);

/* The tests' thread_run: event in batches timed as loop.c explains. */
int system_loop(struct sb_worker *w, int (*event)(struct sb_worker *));

/* Defines a test's thread_run, name_thread_run: its events (event) in
 * system_loop's batches. */
#define SYSTEM_THREAD_RUN(name, event)                                           \
  static int name##_thread_run(struct sb_worker *w)                              \
  {                                                                              \
    return system_loop(w, event);                                                \
  }

/* Defines a test's report_prefix, name_report_prefix: its events per
 * second as the figure of system_report_figure (title, what). */
#define SYSTEM_REPORT_RATE(name, title, what)                                    \
  static void name##_report_prefix(void *run, const struct sb_stat *st)          \
  {                                                                              \
    (void)run;                                                                   \
    system_report_figure(title, what, figure_rate(st, st->cnt[STATS_EVENT]));    \
  }

/* fork() as it is in a single-threaded program such as UnixBench's. A
 * worker process has one thread but was forked from a process with
 * threads, so glibc's fork() would lock and reset its allocator, stdio
 * and resolver state around the system call; _Fork() (glibc 2.34) is the
 * system call without that. For children that only call async-signal-safe
 * functions before exec or _exit. */
pid_t system_fork(void);

/* Can the test make its files in the current directory? Makes and
 * removes a directory "sysbench-TEST.XXXXXX" there: 0, or -1 after a FATAL
 * line (a read-only file system, no permission), so that a run, or the
 * unixbench index before its first pass, stops before it starts. */
int system_check_dir(const char *test);

/* Waits for child pid, retrying on EINTR; its status, or -1. */
int system_wait(pid_t pid);

#endif
