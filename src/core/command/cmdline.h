/* SPDX-License-Identifier: GPL-2.0-or-later */
/* cmdline.h: the command-line grammar `sysbench [options]... [testname]
 * [command]`, read in two passes: options known at start-up are applied
 * first; the rest wait until the test has registered its own. */
#ifndef SB_CMDLINE_H
#define SB_CMDLINE_H

#include <stdbool.h>

struct cmdline_item;
struct opt_registry;

struct cmdline {
  int argc;
  char **argv;
  const char *testname;     /* NULL: none (script on stdin) */
  const char *command;      /* NULL: none */
  struct cmdline_item *pending;
  int npending;
};

/* First pass, into reg. Returns 0, or -1 after printing why (a third positional
 * argument, an unreadable config file). */
int cmdline_parse(struct cmdline *cl, struct opt_registry *reg, int argc, char **argv);

/* Second pass: applies the options left over. With legacy set, unknown
 * names become string options (1.0.20 scripts without declared options).
 * Returns 0, or -1 after printing "invalid option: ...". */
int cmdline_apply_pending(struct cmdline *cl, struct opt_registry *reg, bool legacy);

void cmdline_free(struct cmdline *cl);

#endif
