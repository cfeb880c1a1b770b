/* SPDX-License-Identifier: GPL-2.0-or-later */
/* unit.c: runs every registered case, prints one line per case and a
 * closing "N passed, N failed" line; exits non-zero on any failure. An
 * argument restricts the run to cases whose name contains it. A case that
 * has not returned after UNIT_CASE_TIMEOUT seconds (the environment's
 * UNIT_CASE_TIMEOUT, else UNIT_TIMEOUT_DEFAULT) fails the program at once
 * with its FAIL line: a hang fails the suite instead of stalling it. */
#include "unit.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Seconds a case may take: the slowest take a few seconds under TSan or
 * qemu-user. */
#define UNIT_TIMEOUT_DEFAULT 300

struct unit_case {
  const char *name;
  void (*fn)(void);
};

static struct unit_case *cases;
static int ncases, lost;
static int failed_now;

void unit_register(const char *name, void (*fn)(void))
{
  struct unit_case *grown = realloc(cases, (size_t)(ncases + 1) * sizeof(*cases));
  if (grown == NULL) {
    lost++;   /* said, and failed, by main */
    return;
  }
  cases = grown;
  cases[ncases].name = name;
  cases[ncases].fn = fn;
  ncases++;
}

void unit_fail(const char *file, int line, const char *expr)
{
  fprintf(stderr, "  %s:%d: CHECK(%s) failed\n", file, line, expr);
  failed_now = 1;
}

uint64_t unit_random(void)
{
  static uint64_t state = 88172645463325252ULL;
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}

void unit_quiet(void (*fn)(void *), void *arg)
{
  fflush(stdout);
  int saved = dup(STDOUT_FILENO);
  int null = open("/dev/null", O_WRONLY);
  dup2(null, STDOUT_FILENO);
  close(null);
  fn(arg);
  fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
}

int unit_capture(void (*fn)(void *), void *arg, char *out, size_t cap)
{
  FILE *f = tmpfile();
  if (f == NULL || cap == 0)
    return 0;
  fflush(stdout);
  int saved = dup(STDOUT_FILENO);
  dup2(fileno(f), STDOUT_FILENO);
  fn(arg);
  fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
  rewind(f);
  size_t n = fread(out, 1, cap - 1, f);
  out[n] = '\0';
  fclose(f);
  return 1;
}

static int unit_cmp(const void *a, const void *b)
{
  return strcmp(((const struct unit_case *)a)->name, ((const struct unit_case *)b)->name);
}

/* The timer: the case running now, and a post for each case's end. */
static struct {
  sem_t done;
  const char *name;
  int seconds, passed, failed;
} timer;

static void *unit_timer_main(void *arg)
{
  (void)arg;
  for (;;) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    ts.tv_sec += timer.seconds;
    if (sem_clockwait(&timer.done, CLOCK_MONOTONIC, &ts) == 0)
      continue;
    if (errno == EINTR)
      continue;
    fprintf(stderr, "FAIL %s (did not return within %d s)\n",
            __atomic_load_n(&timer.name, __ATOMIC_ACQUIRE), timer.seconds);
    fprintf(stderr, "%d passed, %d failed\n", __atomic_load_n(&timer.passed, __ATOMIC_ACQUIRE),
            __atomic_load_n(&timer.failed, __ATOMIC_ACQUIRE) + 1);
    _exit(1);
  }
  return NULL;
}

/* Starts the timer; false (after saying why) when it cannot run. */
static int unit_timer_start(void)
{
  const char *env = getenv("UNIT_CASE_TIMEOUT");
  timer.seconds = env && atoi(env) > 0 ? atoi(env) : UNIT_TIMEOUT_DEFAULT;
  pthread_t t;
  if (sem_init(&timer.done, 0, 0) || pthread_create(&t, NULL, unit_timer_main, NULL)) {
    fprintf(stderr, "unit: cannot start the per-case timer\n");
    return -1;
  }
  pthread_detach(t);
  return 0;
}

int main(int argc, char **argv)
{
  int passed = 0, failed = 0;
  if (lost) {
    fprintf(stderr, "unit: %d case(s) could not be registered (out of memory)\n", lost);
    return 1;
  }
  if (unit_timer_start())
    return 1;
  if (ncases > 0)
    qsort(cases, (size_t)ncases, sizeof(cases[0]), unit_cmp);
  for (int i = 0; i < ncases; i++) {
    if (argc > 1 && strstr(cases[i].name, argv[1]) == NULL)
      continue;
    failed_now = 0;
    __atomic_store_n(&timer.name, cases[i].name, __ATOMIC_RELEASE);
    sem_post(&timer.done);
    cases[i].fn();
    fflush(stdout);
    fprintf(stderr, "%s %s\n", failed_now ? "FAIL" : "ok  ", cases[i].name);
    if (failed_now)
      failed++;
    else
      passed++;
    __atomic_store_n(&timer.passed, passed, __ATOMIC_RELEASE);
    __atomic_store_n(&timer.failed, failed, __ATOMIC_RELEASE);
  }
  fprintf(stderr, "%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
