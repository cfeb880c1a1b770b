/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_log.c: the logger: its verbosity read by workers while the main
 * thread changes it (a sweep's or a suite's quiet runs: TSan reports a
 * race on a plain int), and quoted text made safe for a terminal. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "core/base/log.h"
#include "unit.h"

static int log_race_stop;

static void *log_race_reader(void *arg)
{
  long *seen = arg;
  while (!__atomic_load_n(&log_race_stop, __ATOMIC_RELAXED))
    *seen += log_enabled(LOG_NOTICE) + log_verbosity();
  return NULL;
}

UNIT_TEST(log_verbosity_changed_while_read)
{
  int before = log_verbosity();
  long seen = 0;
  pthread_t t;
  __atomic_store_n(&log_race_stop, 0, __ATOMIC_RELAXED);
  CHECK(pthread_create(&t, NULL, log_race_reader, &seen) == 0);
  for (int i = 0; i < 20000; i++)
    log_set_verbosity(i & 1 ? LOG_WARNING : LOG_NOTICE);
  __atomic_store_n(&log_race_stop, 1, __ATOMIC_RELAXED);
  pthread_join(t, NULL);
  log_set_verbosity(before);
  CHECK(log_verbosity() == before);
}

/* A message quoting a name with a terminal's escapes, written to a pipe:
 * the escapes arrive as text, the line's own new line stays. */
UNIT_TEST(log_quoted_escapes_made_safe)
{
  int fds[2];
  CHECK(pipe(fds) == 0);
  fflush(stdout);
  int saved = dup(STDOUT_FILENO);
  dup2(fds[1], STDOUT_FILENO);
  log_msg(LOG_FATAL, "process '%s'", "\x1b]2;pwn\a\x1b[2J");
  fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
  close(fds[1]);
  char got[256];
  ssize_t n = read(fds[0], got, sizeof(got) - 1);
  close(fds[0]);
  CHECK(n > 0);
  got[n] = '\0';
  CHECK(strcmp(got, "FATAL: process '\\x1b]2;pwn\\x07\\x1b[2J'\n") == 0);
}
