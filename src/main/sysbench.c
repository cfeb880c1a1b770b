/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sysbench.c: main: parse the command line, resolve the test, dispatch the
 * command. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/command/banner.h"
#include "core/command/cmdline.h"
#include "complete.h"
#include "core/command/general.h"
#include "core/base/log.h"
#include "manpage.h"
#include "plugin/module.h"
#include "plugin/options.h"
#include "plugin/output.h"
#include "core/stats/rand.h"
#include "core/compare/resultcmd.h"
#include "core/script/script.h"
#include "core/script/script_suite.h"
#include "core/script/script_test.h"
#include "core/command/sweep.h"
#include "plugin/test.h"
#include "core/command/usage.h"
#include "core/run/watchdog.h"

static enum sb_command command_parse(const char *cmd)
{
  /* In enum sb_command's order. */
  static const char *const names[] = { "run", "prepare", "cleanup", "help" };
  for (int i = 0; i < 4; i++)
    if (strcmp(cmd, names[i]) == 0)
      return (enum sb_command)i;
  return CMD_OTHER;
}

static int command_missing(const struct sb_test *t, const char *cmd)
{
  fprintf(stderr, "'%s' test does not implement the '%s' command.\n", t->name, cmd);
  return 1;
}

static int command_help(const struct sb_test *t, const struct opt_registry *r)
{
  if (t->help)
    return t->help(r);
  if (opt_group_size(r, GROUP_TEST) == 0)
    return command_missing(t, "help");
  log_text("%s options:\n", t->name);
  opt_print_group(r, GROUP_TEST);
  return 0;
}

/* The test's init or done, watched after a signal during run (a
 * script's init() or done() may loop). */
static int command_init(const struct sb_test *t, enum sb_command c, const struct general *g,
                        void **conf)
{
  watchdog_hook_enter("init");
  int rc = test_init(t, c, &g->run, g->run.options, conf);
  watchdog_hook_leave();
  return rc;
}

static int command_done(const struct sb_test *t, enum sb_command c, void *conf)
{
  watchdog_hook_enter("done");
  int rc = test_done(t, c, conf);
  watchdog_hook_leave();
  return rc;
}

/* Runs prepare, run, cleanup or one of the test's own commands (name)
 * between the test's init and done. A run command handles SIGINT and
 * SIGTERM from start to end (watchdog.h). */
static int command_run(const struct sb_test *t, enum sb_command c, const struct general *g,
                       const char *name)
{
  void *conf = NULL;
  if (c != CMD_RUN && output_any()) {
    log_fatal("--output applies to run only");
    return 1;
  }
  if (c == CMD_RUN)
    watchdog_start();
  int rc = 1;
  if (command_init(t, c, g, &conf) == 0) {
    rc = c == CMD_RUN ? (t->suite ? t->suite(conf, g) : sweep_run(t, conf, g))
       : c == CMD_PREPARE ? t->prepare(conf)
       : c == CMD_CLEANUP ? t->cleanup(conf) : t->command(conf, name);
    if (rc >= 0 && command_done(t, c, conf) && rc == 0)
      rc = 1;
  }
  /* A signal the run did not take (in init or done) still fails it. */
  int sig = c == CMD_RUN ? watchdog_stop() : 0;
  return sig && rc == 0 ? 128 + sig : rc;
}

/* Is cmd one of the test's own commands that take its configuration? */
static bool command_own(const struct sb_test *t, const char *cmd)
{
  for (int i = 0; t->commands && t->commands[i]; i++)
    if (strcmp(t->commands[i], cmd) == 0)
      return true;
  return false;
}

static int command_dispatch(const struct sb_test *t, const char *cmd, const struct general *g)
{
  if (command_own(t, cmd))
    return command_run(t, CMD_OTHER, g, cmd);
  if (t->command) {
    int rc = t->command(NULL, cmd);
    if (rc != SB_NOT_HANDLED)
      return rc;
  }
  enum sb_command c = command_parse(cmd);
  switch (c) {
  case CMD_HELP:
    return command_help(t, g->run.options);
  case CMD_PREPARE:
    return t->prepare ? command_run(t, c, g, cmd) : command_missing(t, cmd);
  case CMD_CLEANUP:
    return t->cleanup ? command_run(t, c, g, cmd) : command_missing(t, cmd);
  case CMD_RUN:
    return command_run(t, c, g, cmd);
  default:
    fprintf(stderr, "Unknown command: %s\n", cmd);
    return 1;
  }
}

/* The command's settings, the result files' targets and the logger (a
 * built-in test t that ends on its own has no endless-test warning). */
static int sysbench_settings(struct opt_registry *reg, struct general *g, const struct sb_test *t)
{
  unsigned flags = t && (t->flags & SB_TEST_TO_THE_END) ? GENERAL_ENDS_ITSELF : 0;
  if (general_read(reg, g, flags) || output_configure(g->output.items, g->output.n))
    return -1;
  /* A report script's output is the report (`| jq`): the rest of the
   * text, the monitor's verdict included, goes to stderr. */
  if (g->report_script)
    log_to_stderr();
  log_start(g->verbosity);
  return 0;
}

/* The test the command line names: the built-in test t (its options
 * registered, its reports replaced by --report-script's), or, t NULL, a
 * script loaded into reg; NULL after printing why. */
static const struct sb_test *sysbench_test(const struct cmdline *cl, const struct sb_test *t,
                                           const struct general *g, struct opt_registry *reg,
                                           bool *legacy)
{
  const char *report_script = g->report_script;
  *legacy = false;
  if (t != NULL && cl->command == NULL) {
    fprintf(stderr, "The '%s' test requires a command argument. See 'sysbench %s help'\n",
            t->name, t->name);
    return NULL;
  }
  if (report_script && test_find(report_script)) {
    log_fatal("--report-script takes a Lua file or module; '%s' is a built-in test",
              report_script);
    return NULL;
  }
  if (t != NULL) {
    test_register_options(t, reg);
    return report_script ? script_test_wrap_reports(t, report_script, reg) : t;
  }
  if (report_script) {
    log_fatal("--report-script applies to built-in tests; a script sets sysbench.hooks itself");
    return NULL;
  }
  return script_test_open(cl->testname, reg, legacy);
}

/* The hidden modes: --help-man [SCRIPT] (the man page's option lists)
 * and --complete (bash's completion), which load the test or script the
 * rest of the line names as a command does, and print its options. */
static enum { MODE_COMMAND, MODE_MANPAGE, MODE_COMPLETE } mode;
static struct complete completion;

static int sysbench_main(struct cmdline *cl, struct opt_registry *reg)
{
  struct general g;
  general_read_early(reg, &g);
  if (mode == MODE_MANPAGE && cl->testname == NULL)
    return manpage_print(reg);
  if (g.help) {
    usage_print(reg);
    return 0;
  }
  if (g.version) {
    printf("sysbench %s\n", PACKAGE_VERSION);
    return 0;
  }
  const struct sb_test *builtin = cl->testname ? test_find(cl->testname) : NULL;
  if (sysbench_settings(reg, &g, builtin))
    return 1;
  rand_seed_state(&rand_tls);
  rand_seed_unique();
  if (mode == MODE_COMMAND)
    banner_print(cl->testname, cl->argc, cl->argv);

  bool is_stdin = cl->testname == NULL || strcmp(cl->testname, "-") == 0;
  struct script_env env = { cl->argc, cl->argv, cl->command, is_stdin ? NULL : cl->testname,
                            g.luajit_cmd, &g, script_suite_api };
  script_setup(&env);
  if (is_stdin)
    return script_run_stdin();
  bool legacy;
  const struct sb_test *t = sysbench_test(cl, builtin, &g, reg, &legacy);
  if (t == NULL)
    return 1;
  if (mode == MODE_MANPAGE)
    return manpage_script(reg);
  if (mode == MODE_COMPLETE)
    return complete_test(&completion, t, builtin == NULL, reg);
  /* A script with no command has run as a plain Lua program. */
  if (cl->command == NULL)
    return 0;
  if (cmdline_apply_pending(cl, reg, legacy) || modules_configure(reg))
    return 1;
  /* Again, now that the test's options are known (a script's own --runs
   * leaves ours at its default), with the run's own options. */
  if (general_read(reg, &g, GENERAL_QUIET | (strcmp(cl->command, "run") == 0 ? GENERAL_RUN : 0)))
    return 1;
  return command_dispatch(t, cl->command, &g);
}

/* A hidden mode's command line: the rest of the line, or the test or
 * script the completed words name with a command a script may need to
 * load (line holds it); false when --complete's words are not its. */
static bool sysbench_mode(int *argc, char ***argv, char **line)
{
  if (manpage_wanted(*argc, *argv)) {
    mode = MODE_MANPAGE;
    (*argv)[1] = (*argv)[0];
    (*argv)++;
    (*argc)--;
  } else if (complete_wanted(*argc, *argv)) {
    mode = MODE_COMPLETE;
    if (complete_begin(&completion, *argc, *argv))
      return false;
    line[0] = (*argv)[0];
    line[1] = (char *)completion.testname;
    line[2] = (char *)(completion.command ? completion.command : "help");
    *argv = line;
    *argc = 3;
  }
  return true;
}

int main(int argc, char **argv)
{
  struct cmdline cl = { 0 };
  char *line[4] = { NULL };
  /* compare and merge take any number of files, unlike the test grammar. */
  if (resultcmd_wanted(argc, argv))
    return resultcmd_main(argc, argv);
  struct opt_registry *reg = opt_registry_new();
  general_register(reg);
  modules_register(reg);
  int rc = !sysbench_mode(&argc, &argv, line) ? 1
         : mode == MODE_COMPLETE && (completion.testname == NULL || completion.resultcmd)
             ? complete_top(&completion, reg)
         : cmdline_parse(&cl, reg, argc, argv) ? 1 : sysbench_main(&cl, reg);
  if (rc < 0) {
    /* Threads we could not stop are still running: leave without cleanup,
     * but for the files commands made and could not remove (watchdog.h). */
    watchdog_leftovers_remove();
    fflush(stdout);
    _exit(-rc);
  }
  script_shutdown();
  cmdline_free(&cl);
  opt_registry_free(reg);
  return rc;
}
