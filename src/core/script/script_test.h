/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_test.h: a Lua script as a test behind the sb_test interface. */
#ifndef SB_SCRIPT_TEST_H
#define SB_SCRIPT_TEST_H

#include <stdbool.h>

#include "plugin/run_config.h"
#include "plugin/test.h"
#include "script.h"

/* Loads the script testname (file or module) with env, registers its
 * options into reg; parent: the script whose suite loads it (NULL: the
 * command line's). NULL after printing why. Its legacy mode (no declared
 * options: the second option pass accepts unknown ones) is
 * script_test_legacy's. */
struct script *script_test_open(const struct script_env *env, const char *testname,
                                struct opt_registry *reg, const struct script *parent);
/* Its test; whether it declares no options (1.0.20's mode). */
const struct sb_test *script_test_of(const struct script *s);
bool script_test_legacy(const struct script *s);

/* Its own commands (sysbench.cmdline.commands), tried before the built-in
 * ones: the command's status, or SB_NOT_HANDLED when cmd is none of
 * them. A command that calls sysbench.run is a suite. */
int script_test_command(struct script *s, const char *cmd);
/* Its help(): the status, or SB_NOT_HANDLED when it defines none. */
int script_test_help(struct script *s, const struct opt_registry *r);

/* fn(name, arg) for each of s's own commands, for completion. */
void script_test_each_command(const struct script *s, void (*fn)(const char *name, void *arg),
                              void *arg);

/* --report-script: loads the Lua file (or module) whose sysbench.hooks
 * replace a built-in test's reports, and fills *out with them (set as the
 * runs' run_config.reports). NULL after printing why. */
struct script *script_test_reports(const struct script_env *env, const char *file,
                                   struct opt_registry *reg, struct run_reports *out);

#endif
