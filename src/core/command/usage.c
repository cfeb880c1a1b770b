/* SPDX-License-Identifier: GPL-2.0-or-later */
/* usage.c: the --help text: the reference's layout with our extra options
 * and tests in blocks of their own, so a diff against 1.0.20 shows only
 * those blocks (and fewer database-driver lines in a build without some
 * driver). */
#include "usage.h"

#include "core/base/log.h"
#include "plugin/module.h"
#include "plugin/options.h"
#include "plugin/test.h"

const struct usage_value usage_values[] = {
  { "--threads=N,N,... or A..B",
    "a threads sweep: one run per count (1,2,4), or A, 2A, 4A, ... up to B (1..64)" },
  { "--percentile=P,P,...", "several percentiles, one line each (50,95,99.9)" },
  { "--rand-type=zipfian", "the Zipfian distribution (its exponent: --rand-zipfian-exp)" },
  { NULL, NULL }
};

/* The reference's tests, or ours (SB_TEST_ADDED), in registry order. */
static void usage_tests(bool added)
{
  const struct sb_test *t;
  for (int i = 0; (t = test_at(i)) != NULL; i++)
    if (((t->flags & SB_TEST_ADDED) != 0) == added)
      log_text("  %s - %s\n", t->name, t->desc);
}

static void usage_script(const char *name, const char *help, void *arg)
{
  (void)arg;
  log_text("  %s - %s\n", name, help);
}

void usage_print(const struct opt_registry *r, usage_scripts_fn scripts)
{
  log_text("Usage:\n"
           "  sysbench [options]... [testname] [command]\n\n"
           "Commands implemented by most tests: prepare run cleanup help\n\n"
           "General options:\n");
  opt_print_group(r, GROUP_GENERAL);
  log_text("Options added by sysbench-ng (not in sysbench 1.0.20):\n");
  opt_print_group(r, GROUP_EXTENDED);
  log_text("Values added by sysbench-ng to the reference's options:\n");
  for (int i = 0; usage_values[i].form; i++)
    log_text("  %-25s %s\n", usage_values[i].form, usage_values[i].desc);
  log_text("\n");
  log_text("Pseudo-Random Numbers Generator options:\n");
  opt_print_group(r, GROUP_RAND);
  log_text("Log options:\n");
  opt_print_group(r, GROUP_LOG);
  opt_print_group(r, GROUP_LOG2);
  modules_help(r);
  log_text("Compiled-in tests:\n");
  usage_tests(false);
  log_text("\nTests added by sysbench-ng (not in sysbench 1.0.20):\n");
  usage_tests(true);
  if (scripts)
    scripts(usage_script, NULL);
  log_text("\nResult-file commands added by sysbench-ng (not in sysbench 1.0.20):\n"
           "  sysbench compare RESULT.json [RESULT.json ...]  the figures side by side\n"
           "  sysbench merge --output=FORMAT:FILE RESULT.json [RESULT.json ...]  one result "
           "of several hosts' (see 'sysbench compare --help')\n");
  log_text("\nSee 'sysbench <testname> help' for a list of options for each test.\n\n");
}
