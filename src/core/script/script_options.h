/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_options.h: options declared by scripts, and sysbench.opt. */
#ifndef SB_SCRIPT_OPTIONS_H
#define SB_SCRIPT_OPTIONS_H

#include <stdbool.h>

#include <lua.h>

struct run_config;
struct script;

/* Registers sysbench.cmdline.options of s's main state into the test's
 * help group of its registry (script_registry). s->legacy is set when the
 * script declares none (1.0.20 mode: unknown options become strings and
 * every option a global). */
int script_options_register(struct script *s);

/* Sets sysbench.opt in L (and the legacy globals) from rc's options (with
 * its thread count and percentiles); L then knows rc (script_run_config_of).
 * Returns -1 after printing when a number option does not convert. */
int script_options_export(lua_State *L, const struct run_config *rc);

#endif
