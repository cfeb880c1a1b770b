/* sysbench.c: main: parse the command line, resolve the test, dispatch the
 * command. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <luajit.h>

#include "cmdline.h"
#include "general.h"
#include "log.h"
#include "options.h"
#include "output.h"
#include "rand.h"
#include "resultcmd.h"
#include "runner.h"
#include "script.h"
#include "script_test.h"
#include "sweep.h"
#include "test.h"
#include "usage.h"
#include "watchdog.h"

static enum sb_command command_parse(const char *cmd)
{
  static const char *const names[] = { "prepare", "run", "cleanup", "help" };
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

static int command_help(const struct sb_test *t)
{
  if (t->help)
    return t->help();
  if (opt_group_size(GROUP_TEST) == 0)
    return command_missing(t, "help");
  log_text("%s options:\n", t->name);
  opt_print_group(GROUP_TEST);
  return 0;
}

/* The test's init or done, watched after a signal during run (a
 * script's init() or done() may loop). */
static int command_init(const struct sb_test *t, enum sb_command c, const struct general *g,
                        void **conf)
{
  watchdog_hook_enter("init");
  int rc = t->init(c, &g->run, conf);
  watchdog_hook_leave();
  return rc;
}

static void command_done(const struct sb_test *t, enum sb_command c, void *conf)
{
  watchdog_hook_enter("done");
  t->done(conf, c);
  watchdog_hook_leave();
}

/* Runs prepare, run or cleanup between the test's init and done. A run
 * command handles SIGINT and SIGTERM from start to end (watchdog.h). */
static int command_run(const struct sb_test *t, enum sb_command c, const struct general *g)
{
  void *conf = NULL;
  if (c != CMD_RUN && output_any()) {
    log_fatal("--output applies to run only");
    return 1;
  }
  if (c == CMD_RUN)
    watchdog_start();
  int rc = 1;
  if (t->init == NULL || command_init(t, c, g, &conf) == 0) {
    rc = c == CMD_RUN ? (t->suite ? t->suite(conf, g) : sweep_run(t, conf, g))
       : c == CMD_PREPARE ? t->prepare(conf) : t->cleanup(conf);
    if (rc >= 0 && t->done)
      command_done(t, c, conf);
  }
  free(conf);
  /* A signal the run did not take (in init or done) still fails it. */
  int sig = c == CMD_RUN ? watchdog_stop() : 0;
  return sig && rc == 0 ? 128 + sig : rc;
}

static int command_dispatch(const struct sb_test *t, const char *cmd, const struct general *g)
{
  if (t->command) {
    int rc = t->command(NULL, cmd);
    if (rc != SB_NOT_HANDLED)
      return rc;
  }
  enum sb_command c = command_parse(cmd);
  switch (c) {
  case CMD_HELP:
    return command_help(t);
  case CMD_PREPARE:
    return t->prepare ? command_run(t, c, g) : command_missing(t, cmd);
  case CMD_CLEANUP:
    return t->cleanup ? command_run(t, c, g) : command_missing(t, cmd);
  case CMD_RUN:
    return command_run(t, c, g);
  default:
    fprintf(stderr, "Unknown command: %s\n", cmd);
    return 1;
  }
}

static int sysbench_main(struct cmdline *cl)
{
  if (opt_bool("help")) {
    usage_print();
    return 0;
  }
  if (opt_bool("version")) {
    printf("sysbench %s\n", PACKAGE_VERSION);
    return 0;
  }
  struct general g;
  if (general_validate(&g))
    return 1;
  rand_seed_state(&rand_tls);
  rand_seed_unique();
  log_notice("sysbench %s (using system %s)\n", PACKAGE_VERSION, LUAJIT_VERSION);

  bool is_stdin = cl->testname == NULL || strcmp(cl->testname, "-") == 0;
  struct script_env env = { cl->argc, cl->argv, cl->command, is_stdin ? NULL : cl->testname,
                            g.luajit_cmd, &g };
  script_setup(&env);
  if (is_stdin)
    return script_run_stdin();

  bool legacy = false;
  const struct sb_test *t = test_find(cl->testname);
  if (t != NULL && cl->command == NULL) {
    fprintf(stderr, "The '%s' test requires a command argument. See 'sysbench %s help'\n",
            t->name, t->name);
    return 1;
  }
  const char *report_script = opt_str("report-script");
  if (report_script && test_find(report_script)) {
    log_fatal("--report-script takes a Lua file or module; '%s' is a built-in test",
              report_script);
    return 1;
  }
  if (t != NULL) {
    if (t->options)
      opt_register(t->options, GROUP_TEST);
    if (report_script && (t = script_test_wrap_reports(t, report_script)) == NULL)
      return 1;
  } else if (report_script) {
    log_fatal("--report-script applies to built-in tests; a script sets sysbench.hooks itself");
    return 1;
  } else if ((t = script_test_open(cl->testname, &legacy)) == NULL) {
    return 1;
  }
  /* A script with no command has run as a plain Lua program. */
  if (cl->command == NULL)
    return 0;
  if (cmdline_apply_pending(cl, legacy))
    return 1;
  return command_dispatch(t, cl->command, &g);
}

int main(int argc, char **argv)
{
  struct cmdline cl;
  /* compare and merge take any number of files, unlike the test grammar. */
  if (resultcmd_wanted(argc, argv))
    return resultcmd_main(argc, argv);
  general_register();
  int rc = cmdline_parse(&cl, argc, argv) ? 1 : sysbench_main(&cl);
  if (rc < 0) {
    /* Threads we could not stop are still running: leave without cleanup. */
    fflush(stdout);
    _exit(-rc);
  }
  script_shutdown();
  cmdline_free(&cl);
  opt_free_all();
  return rc;
}
