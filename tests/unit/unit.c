/* unit.c: runs every registered case, prints one line per case and a
 * closing "N passed, N failed" line; exits non-zero on any failure. An
 * argument restricts the run to cases whose name contains it. */
#include "unit.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define UNIT_MAX 256

static struct { const char *name; void (*fn)(void); } cases[UNIT_MAX];
static int ncases;
static int failed_now;

void unit_register(const char *name, void (*fn)(void))
{
  if (ncases < UNIT_MAX) {
    cases[ncases].name = name;
    cases[ncases].fn = fn;
    ncases++;
  }
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

static int unit_cmp(const void *a, const void *b)
{
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int main(int argc, char **argv)
{
  int passed = 0, failed = 0;
  qsort(cases, (size_t)ncases, sizeof(cases[0]), unit_cmp);
  for (int i = 0; i < ncases; i++) {
    if (argc > 1 && strstr(cases[i].name, argv[1]) == NULL)
      continue;
    failed_now = 0;
    cases[i].fn();
    fflush(stdout);
    fprintf(stderr, "%s %s\n", failed_now ? "FAIL" : "ok  ", cases[i].name);
    if (failed_now)
      failed++;
    else
      passed++;
  }
  fprintf(stderr, "%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
