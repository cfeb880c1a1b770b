/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_builtin.h: built-in tests driven from a Lua script: a script
 * attaches them by name (sysbench.builtin("fileio")) and calls their events
 * from its own event(); their options and lifecycle follow the script's.
 * The list of attached tests is the script's (struct builtins); their
 * configurations (one per command) and run data (one per run) live in
 * arrays the script test owns. */
#ifndef SB_SCRIPT_BUILTIN_H
#define SB_SCRIPT_BUILTIN_H

#include <stdbool.h>

#include "plugin/test.h"

#define BUILTINS_MAX 8

struct sb_stat;

/* A script's attached tests, in attachment order (sealed once the script
 * has loaded: no more attachments). */
struct builtins {
  const struct sb_test *attached[BUILTINS_MAX];
  int n;
  bool sealed;
};

bool builtins_can(const struct builtins *b, enum sb_command cmd);   /* some attached
                                                                      test implements cmd */

/* The lifecycle of test.h for every attached test; confs and runs hold
 * BUILTINS_MAX entries. */
int builtins_init(const struct builtins *b, enum sb_command cmd, const struct run_config *rc,
                  void **confs);
int builtins_prepare(const struct builtins *b, void **confs);
int builtins_cleanup(const struct builtins *b, void **confs);
int builtins_done(const struct builtins *b, void **confs, enum sb_command cmd);
void builtins_print_mode(const struct builtins *b, void **confs, const struct run_config *rc);
int builtins_run_start(const struct builtins *b, void **confs, const struct run_config *rc,
                       void **runs);
void builtins_run_stop(const struct builtins *b, void **runs);
/* Per worker: one sb_worker per attached test, sharing w's statistics. */
int builtins_thread_init(const struct builtins *b, struct sb_worker *w, void **runs,
                         struct sb_worker **out);
int builtins_thread_done(const struct builtins *b, struct sb_worker *bw);
void builtins_report_prefix(const struct builtins *b, void **runs, const struct sb_stat *st);

#endif
