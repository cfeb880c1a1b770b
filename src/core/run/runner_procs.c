/* SPDX-License-Identifier: GPL-2.0-or-later */
/* runner_procs.c: workers as processes (SB_TEST_PROCESSES). Each worker's
 * thread forks a process before the clock starts; the process runs the
 * worker (thread_init, the gate, the events, thread_done) on the run's
 * shared memory and exits with the result; the thread waits for it. The
 * processes ignore SIGINT, SIGTERM and the other signals that end a run
 * (the terminal sends them to the whole group): the runner stops them through the shared stop flag, and
 * kills any that do not stop, with the processes they started. */
#include "runner_state.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <ck_pr.h>

#include "core/base/log.h"
#include "watchdog.h"

static int procs_pid_cmp(const void *a, const void *b)
{
  pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;
  return (x > y) - (x < y);
}

/* The parent of process pid, from /proc/PID/stat; 0 if it is gone. */
static pid_t procs_parent(const char *pid)
{
  char path[64], buf[512];
  snprintf(path, sizeof(path), "/proc/%s/stat", pid);
  FILE *f = fopen(path, "re");
  if (f == NULL)
    return 0;
  size_t n = fread(buf, 1, sizeof(buf) - 1, f);
  fclose(f);
  buf[n] = '\0';
  /* "pid (comm) state ppid ...": comm may hold anything, ')' too. */
  char *p = strrchr(buf, ')');
  int ppid = 0;
  if (p == NULL || sscanf(p + 1, " %*c %d", &ppid) != 1)
    return 0;
  return ppid;
}

/* Kills every child of the (stopped) processes in sorted[0..n), and the
 * process group each child leads (a shell pipeline's), in one pass over
 * /proc. */
static void procs_kill_children(const pid_t *sorted, int n)
{
  DIR *d = opendir("/proc");
  if (d == NULL)
    return;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    char *end;
    long pid = strtol(e->d_name, &end, 10);
    if (pid <= 0 || *end != '\0')
      continue;
    pid_t ppid = procs_parent(e->d_name);
    if (ppid > 0 && bsearch(&ppid, sorted, (size_t)n, sizeof(pid_t), procs_pid_cmp)) {
      kill(-(pid_t)pid, SIGKILL);
      kill((pid_t)pid, SIGKILL);
    }
  }
  closedir(d);
}

/* Kills the worker processes pids[0..n) (sorted here) and what they
 * started: stopped first, so that none starts another process meanwhile;
 * then their children and the groups those lead; then the workers. A
 * child's own children are in its group (a pipeline), or die with their
 * parent (context's partner, by its parent-death signal). */
static void procs_kill_tree(pid_t *pids, int n)
{
  qsort(pids, (size_t)n, sizeof(pid_t), procs_pid_cmp);
  for (int i = 0; i < n; i++)
    kill(pids[i], SIGSTOP);
  procs_kill_children(pids, n);
  for (int i = 0; i < n; i++)
    kill(pids[i], SIGKILL);
}

/* Waits for worker process pid to end, and takes it off the list under
 * the lock before reaping it; its wait status. */
static int procs_reap(struct runner_state *s, int id, pid_t pid)
{
  siginfo_t info;
  while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) < 0 && errno == EINTR)
    ;
  pthread_mutex_lock(&s->procs_lock);
  ck_pr_store_int(&s->pids[id], 0);
  pthread_mutex_unlock(&s->procs_lock);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
    ;
  return status;
}

int runner_procs_run(struct runner_state *s, struct sb_worker *w,
                     int (*body)(struct runner_state *, struct sb_worker *))
{
  /* The run was abandoned before this worker's turn: none is started. */
  if (ck_pr_load_int(&s->procs_killed))
    return -1;
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    log_errno(LOG_FATAL, "Failed to create worker process #%d", w->id);
    return -1;
  }
  if (pid == 0) {
    watchdog_child_signals(SIG_IGN);
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, NULL);
    int rc = body(s, w);
    fflush(NULL);
    _exit(rc ? 1 : 0);
  }
  /* Forked while the run was being abandoned: killed as the others. */
  pthread_mutex_lock(&s->procs_lock);
  ck_pr_store_int(&s->pids[w->id], pid);
  if (ck_pr_load_int(&s->procs_killed))
    procs_kill_tree(&pid, 1);
  pthread_mutex_unlock(&s->procs_lock);
  int status = procs_reap(s, w->id, pid);
  if (WIFSIGNALED(status)) {
    /* Our own kill needs no word: the runner has said why. */
    if (WTERMSIG(status) != SIGKILL || !ck_pr_load_int(&s->procs_killed))
      log_fatal("Worker process #%d was killed by signal %d (%s)", w->id, WTERMSIG(status),
                strsignal(WTERMSIG(status)));
    return -1;
  }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

void runner_procs_kill(struct runner_state *s)
{
  if (!s->procs)
    return;
  pthread_mutex_lock(&s->procs_lock);
  ck_pr_store_int(&s->procs_killed, 1);
  int n = 0;
  pid_t *live = malloc(sizeof(pid_t) * (size_t)s->run.nthreads);
  for (int i = 0; i < s->run.nthreads; i++) {
    pid_t pid = ck_pr_load_int(&s->pids[i]);
    if (pid <= 0)
      continue;
    if (live)
      live[n++] = pid;
    else
      procs_kill_tree(&pid, 1);
  }
  if (live)
    procs_kill_tree(live, n);
  pthread_mutex_unlock(&s->procs_lock);
  free(live);
}
