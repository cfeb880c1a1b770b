/* usage.c: the --help text: the reference's layout with our extra options
 * and tests in blocks of their own, so a diff against 1.0.20 shows only
 * those blocks (and the database-driver lines of a build without drivers). */
#include "usage.h"

#include "general.h"
#include "log.h"
#include "options.h"
#include "test.h"

/* The reference's tests, or ours (SB_TEST_ADDED), in registry order. */
static void usage_tests(bool added)
{
  for (int i = 0; sb_builtin_tests[i]; i++)
    if (((sb_builtin_tests[i]->flags & SB_TEST_ADDED) != 0) == added)
      log_text("  %s - %s\n", sb_builtin_tests[i]->name, sb_builtin_tests[i]->desc);
}

void usage_print(void)
{
  log_text("Usage:\n"
           "  sysbench [options]... [testname] [command]\n\n"
           "Commands implemented by most tests: prepare run cleanup help\n\n"
           "General options:\n");
  opt_print_group(GROUP_GENERAL);
  log_text("Options added by sysbench-ng (not in sysbench 1.0.20):\n");
  opt_print_group(GROUP_EXTENDED);
  log_text("Pseudo-Random Numbers Generator options:\n");
  opt_print_group(GROUP_RAND);
  log_text("Log options:\n");
  opt_print_group(GROUP_LOG);
  opt_print_group(GROUP_LOG2);
  log_text("General database options:\n\n");
  opt_print_group(GROUP_DB);
  log_text("\nCompiled-in database drivers:\n\n"
           "Compiled-in tests:\n");
  usage_tests(false);
  log_text("\nTests added by sysbench-ng (not in sysbench 1.0.20):\n");
  usage_tests(true);
  log_text("\nSee 'sysbench <testname> help' for a list of options for each test.\n\n");
}
