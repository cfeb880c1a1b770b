/* SPDX-License-Identifier: GPL-2.0-or-later */
/* index.h: UnixBench 5.1.3's system tests as data (which built-in test,
 * with which options, how many passes of how long, the baseline), how a
 * test's figure and the index are computed from the passes, and the
 * report printed at the end in UnixBench's layout. */
#ifndef SB_TESTS_UNIXBENCH_INDEX_H
#define SB_TESTS_UNIXBENCH_INDEX_H

#include <stdbool.h>
#include <time.h>

#include "core/stats/figures.h"
#include "tests/unixbench/cell.h"

#define INDEX_TESTS 10
#define INDEX_MAX_PASSES 100
/* UnixBench skips its system tests above this many copies. */
#define INDEX_MAX_COPIES 16

enum index_unit { INDEX_LPS, INDEX_KBPS, INDEX_LPM };

struct index_test {
  const char *key;          /* --unixbench-tests item, step labels */
  const char *name;         /* the index row */
  const char *test;         /* the built-in test */
  const char *options[CELL_MAX_OPTIONS + 1];
  int passes, seconds;      /* UnixBench's */
  double baseline;          /* UnixBench's, in unit */
  enum index_unit unit;
};

/* In UnixBench's running order. */
extern const struct index_test index_tests[INDEX_TESTS];

/* The unit's name ("lps", "KBps", "lpm"). */
const char *index_unit_name(enum index_unit u);
/* A pass's figure in the test's unit, from the run's final report. */
double index_pass_figure(const struct index_test *t, const struct sb_stat *final);

/* One copy count's results: each test's passes and what UnixBench makes of
 * them (ran[i] when test i has a figure), and when the series ran. */
struct index_series {
  int copies;
  time_t started, ended;
  bool ran[INDEX_TESTS];
  int passes[INDEX_TESTS], kept[INDEX_TESTS];
  double figure[INDEX_TESTS];       /* the geometric mean of the kept passes */
  double seconds[INDEX_TESTS];      /* the kept passes' mean length */
  double lowest[INDEX_TESTS], highest[INDEX_TESTS];   /* of the kept passes */
};

/* Test i's figure and the rest from its n passes (figure and length of
 * each; both arrays are reordered). */
void index_keep(struct index_series *s, int i, double *figure, double *seconds, int n);
/* 10 × figure / baseline. */
double index_of(const struct index_test *t, double figure);
/* The score: the geometric mean of the indexes of the tests that ran. */
double index_score(const struct index_series *s);

/* ---- the report (report.c) ---- */
/* One series in UnixBench's report layout: the "Benchmark Run:" line, the
 * CPUs line, a line per test, the index table and its score line. */
void index_report_series(const struct index_series *s, int cpus);
/* After UnixBench's text: the passes of each test (kept, lowest, highest,
 * spread) and why the index is partial. */
void index_report_added(const struct index_series *v, int n);

#endif
