/* SPDX-License-Identifier: GPL-2.0-or-later */
/* shell.c: the shell test, UnixBench's "Shell Scripts": one event starts
 * --shell-concurrency copies of a small shell pipeline at once (sort, od,
 * grep, tee and wc on about 8.5 KiB of English text, in a UTF-8 locale)
 * and waits for all of them. The figure is also shown in loops per
 * minute, UnixBench's unit. Each pipeline runs in a process group of its
 * own, so that a run being stopped (SIGINT) kills it at once. */
#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "core/run/runner.h"
#include "core/run/watchdog.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/shell/shell.h"
#include "tests/unixbench/system.h"

#define SHELL_MAX 1024

struct shell_conf {
  int concurrency;
  const char *locale;
};

static const struct opt_def shell_opts[] = {
  { .name = "shell-concurrency", .desc = "pipelines each event starts at once and waits for (UnixBench: 1 and 8)",
    .defval = "1", .min = 1, .max = SHELL_MAX, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value of shell-concurrency: %s (1 to 1024).",
    OPT_INT_TO(struct shell_conf, concurrency) },
  { .name = "shell-locale", .desc = "LANG and LC_ALL of the pipelines, an installed UTF-8 locale (UnixBench: en_US.utf8)",
    .defval = SHELL_LOCALE_DEFAULT, OPT_STRING_TO(struct shell_conf, locale),
    .complete = "@locale" },
  { .name = NULL }
};

/* What each pipeline runs, in its own directory holding input.txt. */
static const char shell_script[] =
  "set -e; sort <input.txt >a; od a | sort -n -k 1 >b; grep the a | tee c | wc >d; rm a b c d";
static const char *const shell_tools[] = { "sort", "od", "grep", "tee", "wc", "rm", NULL };

/* A run: its working tree and the pipelines' environment. */
struct shell_run {
  int concurrency;
  char dir[32];
  int leftover;                 /* dir's removal if the process ends first */
  char **env;
  char *lang, *lc_all;
};

struct shell_worker {
  sigset_t chld;
  pid_t pids[SHELL_MAX];        /* the pipelines of the event; 0: reaped */
  char dirs[SHELL_MAX][48];
};

static int shell_help(const struct opt_registry *r)
{
  return system_help(r, "shell",
      "shell: UnixBench's \"Shell Scripts\". One event starts --shell-concurrency\n"
      "copies of a small shell pipeline at once and waits for all of them:\n"
      "  sort <input.txt >a; od a | sort -n -k 1 >b; grep the a | tee c | wc >d; rm a b c d\n"
      "on about 8.5 KiB of English text, in a directory of its own under the\n"
      "current directory, with LANG and LC_ALL set to --shell-locale. It measures\n"
      "process creation, exec, pipes and small files together. The figure is\n"
      "also given in loops per minute (UnixBench's lpm); UnixBench's index runs\n"
      "1 and 8 pipelines. --threads=N runs N copies, each a process of its own.");
}

/* Is tool an executable file in one of PATH's directories? */
static bool shell_in_path(const char *tool)
{
  const char *path = getenv("PATH");
  if (path == NULL || *path == '\0')
    path = "/usr/local/bin:/usr/bin:/bin";
  for (const char *p = path; *p;) {
    size_t len = strcspn(p, ":");
    char file[4096];
    if (len > 0 && len + strlen(tool) + 2 <= sizeof(file)) {
      snprintf(file, sizeof(file), "%.*s/%s", (int)len, p, tool);
      if (access(file, X_OK) == 0)
        return true;
    }
    p += len + (p[len] == ':');
  }
  return false;
}

/* The pipelines need /bin/sh, the tools in PATH, and the locale. */
static int shell_check(const char *name)
{
  if (access("/bin/sh", X_OK)) {
    log_errno(LOG_FATAL, "shell: cannot run /bin/sh");
    return -1;
  }
  for (int i = 0; shell_tools[i]; i++)
    if (!shell_in_path(shell_tools[i])) {
      log_fatal("shell: '%s' was not found in PATH (the pipeline runs sort, od, grep, tee, "
                "wc and rm)", shell_tools[i]);
      return -1;
    }
  locale_t l = newlocale(LC_ALL_MASK, name, (locale_t)0);
  if (l == (locale_t)0) {
    log_fatal("shell: the locale '%s' (--shell-locale) is not installed", name);
    log_warning("Install it (Debian: the locales package, then `localedef -i en_US -f UTF-8 "
                "en_US.UTF-8`) or choose one that `locale -a` lists, such as C.UTF-8");
    return -1;
  }
  freelocale(l);
  return 0;
}

static int shell_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  (void)rc;
  const struct shell_conf *c = conf;
  if (c->locale == NULL || *c->locale == '\0') {
    log_fatal("Invalid value of shell-locale: it names no locale");
    return -1;
  }
  return shell_check(c->locale) || (cmd == CMD_RUN && system_check_dir("shell")) ? -1 : 0;
}

static void shell_print_mode(void *conf, const struct run_config *rc)
{
  const struct shell_conf *c = conf;
  system_print_mode("Doing shell scripts test (pipelines started at once and waited for)", rc);
  log_notice("Pipelines per event: %d (locale %s)\n", c->concurrency, c->locale);
}

static void shell_run_free(struct shell_run *run)
{
  free(run->env);
  free(run->lang);
  free(run->lc_all);
  free(run);
}

/* The environment with LANG and LC_ALL set to the locale. */
static int shell_env(struct shell_run *run, const char *locale)
{
  extern char **environ;
  size_t n = 0;
  while (environ[n])
    n++;
  run->env = calloc(n + 3, sizeof(char *));
  if (run->env == NULL || asprintf(&run->lang, "LANG=%s", locale) < 0 ||
      asprintf(&run->lc_all, "LC_ALL=%s", locale) < 0)
    return -1;
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (strncmp(environ[i], "LANG=", 5) && strncmp(environ[i], "LC_ALL=", 7))
      run->env[k++] = environ[i];
  run->env[k++] = run->lang;
  run->env[k] = run->lc_all;
  return 0;
}

/* The working tree removed when the process ends before the run does
 * (watchdog.h): a second signal, workers left behind. */
static void shell_leftover(void *p)
{
  struct shell_run *run = p;
  shell_files_remove(run->dir);
  log_said(LOG_WARNING, "shell: removed its working directory '%s'", run->dir);
}

static int shell_run_start(void *conf, const struct run_config *rc, void **out)
{
  const struct shell_conf *c = conf;
  struct shell_run *run = calloc(1, sizeof(*run));
  if (run == NULL || shell_env(run, c->locale)) {
    alloc_failed();
    if (run)
      shell_run_free(run);
    return -1;
  }
  run->concurrency = c->concurrency;
  if (shell_files_create(run->dir, rc->threads, c->concurrency)) {
    shell_run_free(run);
    return -1;
  }
  run->leftover = watchdog_leftover_add(shell_leftover, run);
  *out = run;
  return 0;
}

static void shell_run_stop(void *p)
{
  struct shell_run *run = p;
  watchdog_leftover_drop(run->leftover);
  shell_files_remove(run->dir);
  shell_run_free(run);
}

static int shell_thread_init(struct sb_worker *w)
{
  system_copy_start("shell", w);
  const struct shell_run *run = w->run;
  struct shell_worker *s = calloc(1, sizeof(*s));
  if (s == NULL) {
    alloc_failed();
    return -1;
  }
  for (int c = 0; c < run->concurrency; c++)
    snprintf(s->dirs[c], sizeof(s->dirs[c]), "%s/%d.%d", run->dir, w->id, c);
  /* Processes a killed pipeline leaves are the copy's to reap; pipelines
   * ending are waited for with sigtimedwait. */
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  sigemptyset(&s->chld);
  sigaddset(&s->chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &s->chld, NULL);
  w->data = s;
  return 0;
}

/* In the child: a process group of its own, the default signal
 * handling, no descriptor but the standard ones, then the shell. */
__attribute__((noreturn))
static void shell_child(const struct shell_run *run, const char *dir, pid_t parent)
{
  sigset_t none;
  setpgid(0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent)
    _exit(1);
  watchdog_child_signals(SIG_DFL);
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  if (chdir(dir))
    _exit(126);
  close_range(3, ~0U, 0);
  char *argv[] = { "sh", "-c", (char *)shell_script, NULL };
  execve("/bin/sh", argv, run->env);
  _exit(127);
}

/* Kills the pipelines of the event not reaped yet, and reaps them and
 * every process of theirs (the copy is their subreaper), so that none
 * outlives the run. */
static void shell_kill(struct shell_worker *s, int n)
{
  for (int i = 0; i < n; i++)
    if (s->pids[i] > 0)
      kill(-s->pids[i], SIGKILL);
  while (waitpid(-1, NULL, 0) > 0 || errno == EINTR)
    ;
  for (int i = 0; i < n; i++)
    s->pids[i] = 0;
}

/* A reaped child: 1 when it was one of the event's pipelines, which
 * succeeded; 0 when it was not (a process a pipeline left behind, which
 * the copy adopted); -1 after saying how the pipeline failed. */
static int shell_reaped(struct sb_worker *w, struct shell_worker *s, int n, pid_t pid,
                        int status)
{
  int i = 0;
  while (i < n && s->pids[i] != pid)
    i++;
  if (i == n)
    return 0;
  s->pids[i] = 0;
  if (status == 0)
    return 1;
  if (WIFSIGNALED(status))
    log_fatal("shell: a pipeline of copy #%d was killed by signal %d (%s)", w->id,
              WTERMSIG(status), strsignal(WTERMSIG(status)));
  else
    log_fatal("shell: a pipeline of copy #%d failed with exit status %d%s", w->id,
              WEXITSTATUS(status), WEXITSTATUS(status) >= 126 ? " (it could not start)" : "");
  return -1;
}

/* Waits for the n pipelines started; a run that stops (a signal, another
 * copy's failure) kills them and ends this copy, the event not counted. */
static int shell_wait(struct sb_worker *w, struct shell_worker *s, int n)
{
  static const struct timespec slice = { 0, 100 * 1000 * 1000 };
  int left = n, rc = SB_EVENT_OK;
  while (left > 0) {
    int status;
    pid_t pid = waitpid(-1, &status, WNOHANG);
    if (pid > 0) {
      int ours = shell_reaped(w, s, n, pid, status);
      left -= ours != 0;
      if (ours < 0)
        rc = SB_EVENT_ERROR;
    } else if (pid < 0 && errno != EINTR) {
      system_call_failed("shell", "waitpid()", w);
      shell_kill(s, n);
      return SB_EVENT_ERROR;
    } else if (runner_stopping(w)) {
      shell_kill(s, n);
      return rc == SB_EVENT_OK ? SB_EVENT_STOP : rc;
    } else {
      sigtimedwait(&s->chld, NULL, &slice);
    }
  }
  return rc;
}

static int shell_event(struct sb_worker *w)
{
  const struct shell_run *run = w->run;
  struct shell_worker *s = w->data;
  pid_t self = getpid();
  for (int i = 0; i < run->concurrency; i++) {
    pid_t pid = system_fork();
    if (pid == 0)
      shell_child(run, s->dirs[i], self);
    if (pid < 0) {
      system_call_failed("shell", "fork()", w);
      shell_kill(s, i);
      return SB_EVENT_ERROR;
    }
    setpgid(pid, pid);
    s->pids[i] = pid;
  }
  return shell_wait(w, s, run->concurrency);
}

static int shell_thread_done(struct sb_worker *w)
{
  free(w->data);
  w->data = NULL;
  return 0;
}

SYSTEM_THREAD_RUN(shell, shell_event)

static void shell_report_prefix(void *run, const struct sb_stat *st)
{
  (void)run;
  double lps = figure_rate(st, st->cnt[STATS_EVENT]);
  system_report_figure("Shell scripts", "loops per second", lps);
  log_notice("    loops per minute (lpm): %8.2f", lps * 60);
}

const struct sb_test shell_test = {
  .name = "shell",
  .desc = "Shell scripts test (UnixBench)",
  .options = shell_opts,
  .conf_size = sizeof(struct shell_conf),
  .flags = SB_TEST_PROCESSES | SB_TEST_ADDED,
  .help = shell_help,
  .init = shell_init,
  .print_mode = shell_print_mode,
  .run_start = shell_run_start,
  .run_stop = shell_run_stop,
  .thread_init = shell_thread_init,
  .thread_run = shell_thread_run,
  .thread_done = shell_thread_done,
  .report_prefix = shell_report_prefix,
};

SB_REGISTER(sb_tests, shell_test);
