/* script_builtin.h: built-in tests driven from a Lua script: a script
 * attaches them by name (sysbench.builtin("fileio")) and calls their events
 * from its own event(); their options and lifecycle follow the script's. */
#ifndef SB_SCRIPT_BUILTIN_H
#define SB_SCRIPT_BUILTIN_H

#include <stdbool.h>

#include "test.h"

struct sb_stat;

bool builtins_any(void);
bool builtins_can(enum sb_command cmd);   /* some attached test implements cmd */
/* After the script loaded: no more attachments. */
void builtins_seal(void);

int builtins_init(enum sb_command cmd);
int builtins_prepare(void);
int builtins_cleanup(void);
void builtins_print_mode(void);
int builtins_run_start(void);
void builtins_run_stop(void);
/* Per worker: one sb_worker per attached test, sharing w's statistics. */
int builtins_thread_init(struct sb_worker *w, struct sb_worker **out);
void builtins_thread_done(struct sb_worker *bw);
void builtins_report_prefix(const struct sb_stat *st);
void builtins_done(enum sb_command cmd);

#endif
