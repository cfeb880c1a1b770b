/* SPDX-License-Identifier: GPL-2.0-or-later */
/* complete.h: `sysbench --complete CWORD WORD...`, a hidden mode for
 * bash's completion (completion/sysbench): the words of the command line
 * (WORD 0 the program, CWORD the index of the word being completed) in,
 * the words that complete it out, one per line: tests, bundled scripts,
 * commands, the options of the test or script named and their values,
 * all from the registries --help prints. A line "@KIND:EXT:PREFIX" asks
 * the shell for names too: KIND files (EXT: those ending ".EXT", and
 * directories; empty: any), dirs or locales, each after PREFIX (the part
 * of the word before the name: "--output=json:"). */
#ifndef SB_COMPLETE_H
#define SB_COMPLETE_H

#include <stdbool.h>

#include <stdio.h>

#include "plugin/test.h"

struct opt_registry;
struct script;

/* What the words name: the test or script whose options are wanted (the
 * normal start loads it), with a command it may need to load. */
struct complete {
  const char *cur;        /* the word being completed */
  const char *testname;   /* NULL: none typed yet */
  const char *command;    /* NULL: none typed yet */
  bool resultcmd;         /* compare or merge */
  FILE *out;              /* where the candidates go: the stdout the
                             process had */
};

bool complete_wanted(int argc, char **argv);
/* Reads the words into c; from now on stdout and stderr go to /dev/null
 * (a script's prints must not become candidates) and the candidates to
 * the stdout the process had. -1 when the words are not a completion's. */
int complete_begin(struct complete *c, int argc, char **argv);
/* The candidates when no test is named (or compare, merge): tests,
 * scripts, the result commands, the general options. */
int complete_top(const struct complete *c, const struct opt_registry *r);
/* The candidates for test t (a script's when script is not NULL), its
 * options registered into r: its commands, or the options and their
 * values. */
int complete_test(const struct complete *c, const struct sb_test *t,
                  const struct script *script, const struct opt_registry *r);

#endif
