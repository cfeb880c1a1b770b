/* usage.c: the --help text: the reference's layout with our extra options in
 * one block of their own, so a diff against 1.0.20 shows only that block
 * (and fewer database-driver lines in a build without some driver). */
#include "usage.h"

#include "db/db.h"
#include "general.h"
#include "log.h"
#include "options.h"
#include "test.h"

void usage_print(void)
{
  log_text("Usage:\n"
           "  sysbench [options]... [testname] [command]\n\n"
           "Commands implemented by most tests: prepare run cleanup help\n\n"
           "General options:\n");
  opt_print_group(GROUP_GENERAL);
  log_text("Options added by sysbench-ng (not in sysbench 1.0.20):\n");
  opt_print_group(GROUP_EXTENDED);
  log_text("Values added by sysbench-ng to the reference's options:\n"
           "  --threads=N,N,... or A..B a threads sweep: one run per count (1,2,4), or A, 2A, "
           "4A, ... up to B (1..64)\n"
           "  --percentile=P,P,...      several percentiles, one line each (50,95,99.9)\n"
           "  --rand-type=zipfian       the Zipfian distribution (its exponent: "
           "--rand-zipfian-exp)\n\n");
  log_text("Pseudo-Random Numbers Generator options:\n");
  opt_print_group(GROUP_RAND);
  log_text("Log options:\n");
  opt_print_group(GROUP_LOG);
  opt_print_group(GROUP_LOG2);
  log_text("General database options:\n\n");
  opt_print_group(GROUP_DB);
  db_print_help();
  log_text("Compiled-in tests:\n");
  for (int i = 0; sb_builtin_tests[i]; i++)
    log_text("  %s - %s\n", sb_builtin_tests[i]->name, sb_builtin_tests[i]->desc);
  log_text("\nSee 'sysbench <testname> help' for a list of options for each test.\n\n");
}
