/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_options.h: options declared by scripts, and sysbench.opt. */
#ifndef SB_SCRIPT_OPTIONS_H
#define SB_SCRIPT_OPTIONS_H

#include <stdbool.h>

#include <lua.h>

/* Registers sysbench.cmdline.options of the main state into the test's
 * help group of the script's registry (script_registry()). *legacy is set when the script declares none (1.0.20 mode:
 * unknown options become strings and every option a global). */
int script_options_register(bool *legacy);

struct run_config;

/* Sets sysbench.opt in L (and the legacy globals) from rc's options (with
 * its thread count and percentiles). Returns -1 after printing when a
 * number option does not convert. */
int script_options_export(lua_State *L, const struct run_config *rc);

/* Legacy mode set aside while a suite runs another script. */
bool script_options_save(void);
void script_options_restore(bool legacy);

#endif
