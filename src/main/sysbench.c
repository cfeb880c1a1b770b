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

/* The test the command line names: a built-in test, or a script (then
 * script is its loaded script); reports: --report-script's, whose hooks
 * the runs of a built-in test take. */
struct command_test {
  const struct sb_test *test;
  struct script *script;
  struct script *reports;
  struct run_reports run_reports;
};

static int command_help(const struct command_test *ct, const struct opt_registry *r)
{
  const struct sb_test *t = ct->test;
  int rc = ct->script ? script_test_help(ct->script, r) : SB_NOT_HANDLED;
  if (rc != SB_NOT_HANDLED)
    return rc;
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
  if (c != CMD_RUN && output_any(g->outputs)) {
    log_fatal("--output applies to run only");
    return 1;
  }
  if (c == CMD_RUN)
    watchdog_start();
  int rc = 1;
  if (command_init(t, c, g, &conf) == 0) {
    rc = c == CMD_RUN ? (t->series ? t->series(conf, g) : sweep_run(t, conf, g))
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

static int command_dispatch(const struct command_test *ct, const char *cmd,
                            const struct general *g)
{
  const struct sb_test *t = ct->test;
  if (command_own(t, cmd))
    return command_run(t, CMD_OTHER, g, cmd);
  int rc = ct->script ? script_test_command(ct->script, cmd)
         : t->command ? t->command(NULL, cmd) : SB_NOT_HANDLED;
  if (rc != SB_NOT_HANDLED)
    return rc;
  enum sb_command c = command_parse(cmd);
  switch (c) {
  case CMD_HELP:
    return command_help(ct, g->run.options);
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
static int sysbench_settings(struct opt_registry *reg, struct general *g, const struct sb_test *t,
                             struct output_targets **outputs)
{
  unsigned flags = t && t->ends_itself ? GENERAL_ENDS_ITSELF : 0;
  if (general_read(reg, g, flags) || output_configure(g->output.items, g->output.n, outputs))
    return -1;
  g->outputs = *outputs;
  log_start(g->verbosity);
  return 0;
}

/* The test the command line names into *ct: the built-in test t (its
 * options registered, its reports replaced by --report-script's), or, t
 * NULL, a script loaded into reg; -1 after printing why. */
static int sysbench_test(const struct cmdline *cl, const struct sb_test *t,
                         const struct script_env *env, struct opt_registry *reg,
                         struct command_test *ct)
{
  const char *report_script = env->general->report_script;
  memset(ct, 0, sizeof(*ct));
  if (t != NULL && cl->command == NULL) {
    fprintf(stderr, "The '%s' test requires a command argument. See 'sysbench %s help'\n",
            t->name, t->name);
    return -1;
  }
  if (report_script && test_find(report_script)) {
    log_fatal("--report-script takes a Lua file or module; '%s' is a built-in test",
              report_script);
    return -1;
  }
  if (t != NULL) {
    test_register_options(t, reg);
    ct->test = t;
    if (report_script &&
        (ct->reports = script_test_reports(env, report_script, reg, &ct->run_reports)) == NULL)
      return -1;
    return 0;
  }
  if (report_script) {
    log_fatal("--report-script applies to built-in tests; a script sets sysbench.hooks itself");
    return -1;
  }
  if ((ct->script = script_test_open(env, cl->testname, reg, NULL)) == NULL)
    return -1;
  ct->test = script_test_of(ct->script);
  return 0;
}

/* The hidden modes: --help-man [SCRIPT] (the man page's option lists)
 * and --complete (bash's completion), which load the test or script the
 * rest of the line names as a command does, and print its options. */
enum sysbench_mode { MODE_COMMAND, MODE_MANPAGE, MODE_COMPLETE };

/* The mode of this process's command line, and --complete's words. */
struct sysbench_run {
  enum sysbench_mode mode;
  struct complete completion;
};

/* The command once its test is loaded. */
static int sysbench_command(const struct sysbench_run *sr, struct cmdline *cl,
                            struct opt_registry *reg, const struct command_test *ct,
                            struct general *g)
{
  if (sr->mode == MODE_MANPAGE)
    return manpage_script(reg);
  if (sr->mode == MODE_COMPLETE)
    return complete_test(&sr->completion, ct->test, ct->script, reg);
  /* A script with no command has run as a plain Lua program. */
  if (cl->command == NULL)
    return 0;
  bool legacy = ct->script && script_test_legacy(ct->script);
  struct module_confs *modules;
  if (cmdline_apply_pending(cl, reg, legacy) || modules_configure(reg, &modules))
    return 1;
  /* Again, now that the test's options are known (a script's own --runs
   * leaves ours at its default), with the run's own options. */
  int rc = 1;
  const struct output_targets *outputs = g->outputs;
  if (general_read(reg, g, GENERAL_QUIET | (strcmp(cl->command, "run") == 0 ? GENERAL_RUN : 0)) == 0) {
    g->run.modules = modules;
    g->outputs = outputs;
    /* A test that is a series of other tests' runs has no reports of its own. */
    if (ct->reports && !ct->test->series)
      g->run.reports = &ct->run_reports;
    rc = command_dispatch(ct, cl->command, g);
  }
  /* Workers left behind may still use them. */
  if (rc >= 0)
    modules_free(modules);
  return rc;
}

static int sysbench_main(const struct sysbench_run *sr, struct cmdline *cl,
                         struct opt_registry *reg)
{
  struct general g;
  general_read_early(reg, &g);
  if (sr->mode == MODE_MANPAGE && cl->testname == NULL)
    return manpage_print(reg);
  if (g.help) {
    usage_print(reg, script_bundled_each);
    return 0;
  }
  if (g.version) {
    printf("sysbench %s\n", PACKAGE_VERSION);
    return 0;
  }
  const struct sb_test *builtin = cl->testname ? test_find(cl->testname) : NULL;
  struct output_targets *outputs = NULL;
  if (sysbench_settings(reg, &g, builtin, &outputs))
    return 1;
  /* The main thread draws from the command's distributions (but in the
   * Lua code of a run of other options: script_pcall). */
  rand_dists_use(&g.run.rand);
  rand_seed_state(&rand_tls);
  rand_seed_unique();
  if (sr->mode == MODE_COMMAND)
    banner_print(script_stdout_is_document(cl->testname, cl->argc, cl->argv));

  bool is_stdin = cl->testname == NULL || strcmp(cl->testname, "-") == 0;
  struct script_env env = { cl->argc, cl->argv, cl->command, is_stdin ? NULL : cl->testname,
                            g.luajit_cmd, &g, script_suite_api };
  if (is_stdin) {
    int rc = script_run_stdin(&env);
    output_targets_free(outputs);
    return rc;
  }
  struct command_test ct;
  int rc = sysbench_test(cl, builtin, &env, reg, &ct) ? 1 : sysbench_command(sr, cl, reg, &ct, &g);
  script_free(ct.script);
  script_free(ct.reports);
  output_targets_free(outputs);
  return rc;
}

/* A hidden mode's command line: the rest of the line, or the test or
 * script the completed words name with a command a script may need to
 * load (line holds it); false when --complete's words are not its. */
static bool sysbench_mode(struct sysbench_run *sr, int *argc, char ***argv, char **line)
{
  if (manpage_wanted(*argc, *argv)) {
    sr->mode = MODE_MANPAGE;
    (*argv)[1] = (*argv)[0];
    (*argv)++;
    (*argc)--;
  } else if (complete_wanted(*argc, *argv)) {
    sr->mode = MODE_COMPLETE;
    if (complete_begin(&sr->completion, *argc, *argv))
      return false;
    line[0] = (*argv)[0];
    line[1] = (char *)sr->completion.testname;
    line[2] = (char *)(sr->completion.command ? sr->completion.command : "help");
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
  struct sysbench_run sr = { .mode = MODE_COMMAND };
  int rc = !sysbench_mode(&sr, &argc, &argv, line) ? 1
         : sr.mode == MODE_COMPLETE && (sr.completion.testname == NULL || sr.completion.resultcmd)
             ? complete_top(&sr.completion, reg)
         : cmdline_parse(&cl, reg, argc, argv) ? 1 : sysbench_main(&sr, &cl, reg);
  if (rc < 0) {
    /* Threads we could not stop are still running: leave without cleanup,
     * but for the files commands made and could not remove (watchdog.h). */
    watchdog_leftovers_remove();
    fflush(stdout);
    _exit(-rc);
  }
  cmdline_free(&cl);
  opt_registry_free(reg);
  return rc;
}
