/* SPDX-License-Identifier: GPL-2.0-or-later */
/* unixbench.h: the unixbench index's configuration (unixbench.c reads it
 * from the options) and its run (series.c). */
#ifndef SB_TESTS_UNIXBENCH_H
#define SB_TESTS_UNIXBENCH_H

#include <stdbool.h>

#include "core/command/general.h"
#include "tests/unixbench/index.h"

struct unixbench_conf {
  int pass_time;             /* seconds; 0: UnixBench's */
  int passes;                /* per test; 0: UnixBench's */
  struct opt_list tests;     /* --unixbench-tests */
  bool want[INDEX_TESTS];    /* the tests it names */
};

/* `sysbench unixbench run`: each series of copies, each test's passes,
 * the tables. Returns the exit status (see sb_test.series). */
int unixbench_suite(void *conf, const struct general *g);

#endif
