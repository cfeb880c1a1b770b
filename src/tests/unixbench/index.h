/* index.h: UnixBench 5.1.3's system tests as data (which built-in test,
 * with which options, how many passes of how long, the baseline), how a
 * test's figure and the index are computed from the passes, and the
 * table printed at the end. */
#ifndef SB_TESTS_UNIXBENCH_INDEX_H
#define SB_TESTS_UNIXBENCH_INDEX_H

#include <stdbool.h>

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
/* UnixBench's figure of a test: the int(n/3) lowest passes dropped, the
 * geometric mean of the rest. Sorts v. */
double index_figure(double *v, int n);
/* How many passes index_figure keeps out of n. */
int index_kept(int n);

/* One copy count's results: each test's figure (ran[i] when it has one). */
struct index_series {
  int copies;
  bool ran[INDEX_TESTS];
  double figure[INDEX_TESTS];
};

/* 10 × figure / baseline. */
double index_of(const struct index_test *t, double figure);
/* The score: the geometric mean of the indexes of the tests that ran. */
double index_score(const struct index_series *s);
/* The table: UnixBench's layout, rows sorted by name. */
void index_print(const struct index_series *s);

#endif
