/* SPDX-License-Identifier: GPL-2.0-or-later */
/* manpage.c: `sysbench --help-man` (manpage.h): the option groups of
 * --help and the tests' options as roff sections, so that the man page
 * lists what the binary takes and cannot drift from it. */
#include "manpage.h"

#include <string.h>

#include "core/base/log.h"
#include "plugin/module.h"
#include "plugin/options.h"
#include "core/command/usage.h"

bool manpage_wanted(int argc, char **argv)
{
  return argc >= 2 && argc <= 4 && strcmp(argv[1], "--help-man") == 0;
}

static void manpage_group(const char *title, int group, void *arg)
{
  const struct opt_registry *r = arg;
  if (opt_group_size(r, group) == 0)
    return;
  log_text(".SS \"%s\"\n", title);
  opt_print_group_roff(r, group);
}

/* The values sysbench-ng gives the reference's options. */
static void manpage_values(void)
{
  log_text(".PP\nValues added by sysbench-ng to the reference's options:\n");
  for (int i = 0; usage_values[i].form; i++) {
    log_text(".TP\n\\fB");
    for (const char *p = usage_values[i].form; *p; p++)
      log_text(*p == '-' ? "\\-" : "%c", *p);
    log_text("\\fR\n%s\n", usage_values[i].desc);
  }
}

/* Each built-in test: its line of --help, and its options. */
static void manpage_tests(void)
{
  const struct sb_test *t;
  log_text(".SH TESTS\nThe built-in tests, each with its own options\n"
           "(\\fBsysbench\\fR \\fItest\\fR \\fBhelp\\fR lists them too).\n");
  for (int i = 0; (t = test_at(i)) != NULL; i++) {
    struct opt_registry *r = opt_registry_new();
    test_register_options(t, r);
    log_text(".SS \"%s\"\n%s%s.\n", t->name, t->desc,
             t->flags & SB_TEST_ADDED ? " (added by sysbench-ng)" : "");
    if (opt_print_group_roff(r, GROUP_TEST) == 0)
      log_text(".PP\nNo options of its own.\n");
    opt_registry_free(r);
  }
}

int manpage_print(const struct opt_registry *r)
{
  log_text(".SH OPTIONS\n");
  manpage_group("General options", GROUP_GENERAL, (void *)r);
  manpage_group("Options added by sysbench-ng", GROUP_EXTENDED, (void *)r);
  manpage_values();
  manpage_group("Pseudo-random numbers generator options", GROUP_RAND, (void *)r);
  manpage_group("Log options", GROUP_LOG, (void *)r);
  opt_print_group_roff(r, GROUP_LOG2);
  modules_each_group(manpage_group, (void *)r);
  manpage_tests();
  return 0;
}

int manpage_script(const struct opt_registry *r)
{
  if (opt_print_group_roff(r, GROUP_TEST) == 0)
    log_text("No options of its own.\n");
  return 0;
}
