/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_test.h: a Lua script as a test behind the sb_test interface. */
#ifndef SB_SCRIPT_TEST_H
#define SB_SCRIPT_TEST_H

#include <stdbool.h>

#include "plugin/test.h"

/* Loads the script named on the command line (file or module), registers
 * its options into reg and returns its test, or NULL after printing why. *legacy
 * tells the second option pass to accept unknown options. */
const struct sb_test *script_test_open(const char *testname, struct opt_registry *reg,
                                       bool *legacy);

/* fn(name, arg) for each of the loaded script's own commands
 * (sysbench.cmdline.commands), for completion. */
void script_test_each_command(void (*fn)(const char *name, void *arg), void *arg);

/* --report-script: t with its reports replaced by the sysbench.hooks that
 * the Lua file (or module) defines. NULL after printing why. */
const struct sb_test *script_test_wrap_reports(const struct sb_test *t, const char *file,
                                               struct opt_registry *reg);

/* A suite running another script: everything of the command's script is
 * set aside by script_nest_begin (then script_test_open loads the other),
 * and script_nest_end closes the other and puts it back. */
struct script_nest;
struct script_nest *script_nest_begin(void);
void script_nest_end(struct script_nest *n);

#endif
