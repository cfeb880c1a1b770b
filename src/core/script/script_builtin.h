/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_builtin.h: built-in tests driven from a Lua script: a script
 * attaches them by name (sysbench.builtin("fileio")) and calls their events
 * from its own event(); their options and lifecycle follow the script's.
 * The attached tests' configurations (one per command) and run data (one
 * per run) live in arrays the script test owns. */
#ifndef SB_SCRIPT_BUILTIN_H
#define SB_SCRIPT_BUILTIN_H

#include <stdbool.h>

#include "plugin/test.h"

#define BUILTINS_MAX 8

struct sb_stat;

bool builtins_any(void);
bool builtins_can(enum sb_command cmd);   /* some attached test implements cmd */
/* After the script loaded: no more attachments. */
void builtins_seal(void);

/* The lifecycle of test.h for every attached test; confs and runs hold
 * BUILTINS_MAX entries. */
int builtins_init(enum sb_command cmd, const struct run_config *rc, void **confs);
int builtins_prepare(void **confs);
int builtins_cleanup(void **confs);
int builtins_done(void **confs, enum sb_command cmd);
void builtins_print_mode(void **confs, const struct run_config *rc);
int builtins_run_start(void **confs, const struct run_config *rc, void **runs);
void builtins_run_stop(void **runs);
/* Per worker: one sb_worker per attached test, sharing w's statistics. */
int builtins_thread_init(struct sb_worker *w, void **runs, struct sb_worker **out);
int builtins_thread_done(struct sb_worker *bw);
void builtins_report_prefix(void **runs, const struct sb_stat *st);

/* The attached tests set aside while a suite runs another script. */
struct builtins_saved;
struct builtins_saved *builtins_save(void);
void builtins_restore(struct builtins_saved *s);

#endif
