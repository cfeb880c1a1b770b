/* runner_procs.c: workers as processes (SB_TEST_PROCESSES). Each worker's
 * thread forks a process before the clock starts; the process runs the
 * worker (thread_init, the gate, the events, thread_done) on the run's
 * shared memory and exits with the result; the thread waits for it. The
 * processes ignore SIGINT and SIGTERM (the terminal sends them to the
 * whole group): the runner stops them through the shared stop flag, and
 * kills any that do not stop. */
#include "runner_state.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <ck_pr.h>

#include "log.h"

int runner_procs_run(struct runner_state *s, struct sb_worker *w,
                     int (*body)(struct runner_state *, struct sb_worker *))
{
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) {
    log_errno(LOG_FATAL, "Failed to create worker process #%d", w->id);
    return -1;
  }
  if (pid == 0) {
    signal(SIGINT, SIG_IGN);
    signal(SIGTERM, SIG_IGN);
    sigset_t none;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, NULL);
    int rc = body(s, w);
    fflush(NULL);
    _exit(rc ? 1 : 0);
  }
  ck_pr_store_int(&s->pids[w->id], pid);
  int status;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
    ;
  ck_pr_store_int(&s->pids[w->id], 0);
  if (WIFSIGNALED(status)) {
    log_fatal("Worker process #%d was killed by signal %d (%s)", w->id, WTERMSIG(status),
              strsignal(WTERMSIG(status)));
    return -1;
  }
  return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

void runner_procs_kill(struct runner_state *s)
{
  for (int i = 0; s->procs && i < s->run.nthreads; i++) {
    pid_t pid = ck_pr_load_int(&s->pids[i]);
    if (pid > 0)
      kill(pid, SIGKILL);
  }
}
