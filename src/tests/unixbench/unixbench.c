/* SPDX-License-Identifier: GPL-2.0-or-later */
/* unixbench.c: the unixbench test: UnixBench 5.1.3's index of system
 * tests (pipe, context, spawn, execl, syscall, filecopy, shell) computed
 * from runs of those built-in tests, as a series of runs (sb_test.series): its
 * options and their checks here, the runs in series.c, the figures and
 * the table in index.c. */
#include <stdlib.h>
#include <string.h>

#include "core/base/log.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/shell/shell.h"
#include "tests/unixbench/system.h"
#include "tests/unixbench/unixbench.h"

static const struct opt_def unixbench_opts[] = {
  { .name = "unixbench-pass-time", .desc = "seconds per pass; 0: UnixBench's (10, 30 or 60 s per test)",
    .defval = "0", .min = 0, .max = 86400, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value of unixbench-pass-time: %s (0 to 86400 seconds).",
    OPT_INT_TO(struct unixbench_conf, pass_time) },
  { .name = "unixbench-passes", .desc = "passes per test; 0: UnixBench's (10 or 3 per test)",
    .defval = "0", .min = 0, .max = INDEX_MAX_PASSES, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value of unixbench-passes: %s (0 to 100).", OPT_INT_TO(struct unixbench_conf, passes) },
  { .name = "unixbench-tests", .desc = "the tests of the index (default: all of them)",
    .defval = "execl,filecopy-1024,filecopy-256,filecopy-4096,pipe,context,spawn,shell-1,shell-8,syscall",
    OPT_LIST_TO(struct unixbench_conf, tests),
    .complete = "execl filecopy-1024 filecopy-256 filecopy-4096 pipe context spawn shell-1 shell-8 syscall" },
  { .name = "shell-locale", .desc = "LANG and LC_ALL of the shell tests' pipelines, an installed UTF-8 locale",
    .defval = SHELL_LOCALE_DEFAULT, .type = OPT_STRING, .complete = "@locale" },
  { .name = NULL }
};

static int unixbench_help(const struct opt_registry *r)
{
  return system_help(r, "unixbench",
      "unixbench: an index in the manner of UnixBench 5.1.3, from its system tests\n"
      "(pipe, context, spawn, execl, syscall, filecopy and shell, each also a test\n"
      "of its own): `sysbench unixbench run` runs each test with 1 copy, then with\n"
      "one copy per CPU (not above 16 copies, as UnixBench), in passes of\n"
      "UnixBench's lengths after `sync; sleep 1; sync; sleep 2`; a test's figure\n"
      "is the geometric mean of its passes without the lowest third, its index\n"
      "10 x figure / UnixBench's baseline, and the score the geometric mean of the\n"
      "indexes. The report is in UnixBench's layout (for the programs that read\n"
      "it), each pass's figure and the spread in a block after it. Dhrystone and\n"
      "Whetstone are not part of the index, so its score is not UnixBench's.\n"
      "--threads=LIST chooses the copies; --time and --events are refused. About\n"
      "40 minutes on 2 CPUs; --unixbench-pass-time and --unixbench-passes shorten it.");
}

/* The tests named by --unixbench-tests. */
static int unixbench_tests(struct unixbench_conf *c)
{
  const struct opt_list *l = &c->tests;
  if (l->n == 0) {
    log_fatal("Invalid value of unixbench-tests: the list is empty");
    return -1;
  }
  for (int k = 0; k < l->n; k++) {
    int i = 0;
    while (i < INDEX_TESTS && strcmp(l->items[k], index_tests[i].key) != 0)
      i++;
    if (i == INDEX_TESTS) {
      log_fatal("Invalid value of unixbench-tests: '%s' (the tests are execl, filecopy-1024, "
                "filecopy-256, filecopy-4096, pipe, context, spawn, shell-1, shell-8, syscall)",
                l->items[k]);
      return -1;
    }
    c->want[i] = true;
  }
  return 0;
}

static int unixbench_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  (void)cmd;
  (void)rc;
  return unixbench_tests(conf);
}

/* The general options the index does not take, before anything runs. */
static int unixbench_run(void *conf, const struct general *g)
{
  static const char *const why_time = "its passes have UnixBench's lengths: use "
                                      "--unixbench-pass-time";
  const char *refused = g->time_given ? "time" : g->max_time_given ? "max-time" : NULL;
  const char *why = why_time;
  if (refused == NULL && g->events_given) {
    refused = "events";
    why = "its passes have fixed lengths, not numbers of events";
  }
  if (refused) {
    log_fatal("unixbench does not take --%s: %s", refused, why);
    return 1;
  }
  return unixbench_suite(conf, g);
}

const struct sb_test unixbench_test = {
  .name = "unixbench",
  .desc = "UnixBench-style index of the system tests",
  .options = unixbench_opts,
  .flags = SB_TEST_ADDED,
  .conf_size = sizeof(struct unixbench_conf),
  .help = unixbench_help,
  .init = unixbench_init,
  .series = unixbench_run,
};

SB_REGISTER(sb_tests, unixbench_test);
