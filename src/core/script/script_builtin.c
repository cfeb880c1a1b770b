/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_builtin.c: attached built-in tests. Their events run inside the
 * script's event (one timed event for the whole of it); their counters
 * (reads, writes, bytes) land in the same per-thread statistics, so the
 * report shows both kinds of work. */
#include "script_impl.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/log.h"
#include "plugin/options.h"
#include "core/run/runner.h"
#include "script.h"

#define SB_EXPORT __attribute__((visibility("default"), used))

/* The calling worker thread's attached tests and their workers
 * (thread_init's). */
static __thread const struct builtins *builtins_tests;
static __thread struct sb_worker *builtins_workers;

SB_EXPORT int sbng_builtin_attach(const char *name);
SB_EXPORT int sbng_builtin_event(int idx, int thread_id);

/* Returns the test's index; -1: no such test; -2: too late (the script
 * has loaded) or too many; -3: a test whose workers are processes, or a
 * suite: neither can run inside a script's thread. */
/* Called by the script being loaded (its main state is the calling
 * thread's current state). */
int sbng_builtin_attach(const char *name)
{
  lua_State *L = script_current_state();
  struct script *s = L ? script_of(L) : NULL;
  if (s == NULL)
    return -2;
  struct builtins *b = &s->builtins;
  for (int i = 0; i < b->n; i++)
    if (strcmp(b->attached[i]->name, name) == 0)
      return i;
  const struct sb_test *t = test_find(name);
  if (t == NULL)
    return -1;
  if ((t->flags & SB_TEST_PROCESSES) || t->series)
    return -3;
  if (b->sealed || b->n == BUILTINS_MAX)
    return -2;
  test_register_options(t, script_registry(s));
  b->attached[b->n] = t;
  return b->n++;
}

int sbng_builtin_event(int idx, int thread_id)
{
  struct sb_worker *w = runner_worker(thread_id);
  struct sb_worker *bw = w == runner_self ? builtins_workers : NULL;
  const struct builtins *b = builtins_tests;
  if (bw == NULL || idx < 0 || idx >= b->n || b->attached[idx]->event == NULL)
    return SB_EVENT_ERROR;
  int rc = b->attached[idx]->event(&bw[idx]);
  /* A script's loop has no lost connection: its run fails. */
  return rc == SB_EVENT_LOST ? SB_EVENT_ERROR : rc;
}

bool builtins_can(const struct builtins *b, enum sb_command cmd)
{
  for (int i = 0; i < b->n; i++)
    if ((cmd == CMD_PREPARE && b->attached[i]->prepare) ||
        (cmd == CMD_CLEANUP && b->attached[i]->cleanup))
      return true;
  return false;
}

int builtins_init(const struct builtins *b, enum sb_command cmd, const struct run_config *rc,
                  void **confs)
{
  for (int i = 0; i < b->n; i++)
    if (test_init(b->attached[i], cmd, rc, rc->options, &confs[i])) {
      for (int k = 0; k < i; k++) {
        test_done(b->attached[k], cmd, confs[k]);
        confs[k] = NULL;
      }
      return -1;
    }
  return 0;
}

int builtins_prepare(const struct builtins *b, void **confs)
{
  for (int i = 0; i < b->n; i++)
    if (b->attached[i]->prepare && b->attached[i]->prepare(confs[i]))
      return 1;
  return 0;
}

int builtins_cleanup(const struct builtins *b, void **confs)
{
  for (int i = 0; i < b->n; i++)
    if (b->attached[i]->cleanup && b->attached[i]->cleanup(confs[i]))
      return 1;
  return 0;
}

int builtins_done(const struct builtins *b, void **confs, enum sb_command cmd)
{
  int rc = 0;
  for (int i = 0; i < b->n; i++) {
    if (test_done(b->attached[i], cmd, confs[i]))
      rc = -1;
    confs[i] = NULL;
  }
  return rc;
}

void builtins_print_mode(const struct builtins *b, void **confs, const struct run_config *rc)
{
  for (int i = 0; i < b->n; i++)
    if (b->attached[i]->print_mode)
      b->attached[i]->print_mode(confs[i], rc);
}

int builtins_run_start(const struct builtins *b, void **confs, const struct run_config *rc,
                       void **runs)
{
  for (int i = 0; i < b->n; i++)
    if (b->attached[i]->run_start && b->attached[i]->run_start(confs[i], rc, &runs[i])) {
      for (int k = 0; k < i; k++)
        if (b->attached[k]->run_stop)
          b->attached[k]->run_stop(runs[k]);
      return -1;
    }
  return 0;
}

void builtins_run_stop(const struct builtins *b, void **runs)
{
  for (int i = 0; i < b->n; i++) {
    if (b->attached[i]->run_stop)
      b->attached[i]->run_stop(runs[i]);
    runs[i] = NULL;
  }
}

int builtins_thread_init(const struct builtins *b, struct sb_worker *w, void **runs,
                         struct sb_worker **out)
{
  *out = NULL;
  if (b->n == 0)
    return 0;
  struct sb_worker *bw = runner_workers_alloc((size_t)b->n);
  if (bw == NULL)
    return -1;
  *out = builtins_workers = bw;
  builtins_tests = b;
  for (int i = 0; i < b->n; i++) {
    bw[i].id = w->id;
    bw[i].stats = w->stats;
    bw[i].runner = w->runner;
    bw[i].run = runs[i];
    bw[i].nested = true;
    if (b->attached[i]->thread_init && b->attached[i]->thread_init(&bw[i]))
      return -1;
  }
  return 0;
}

int builtins_thread_done(const struct builtins *b, struct sb_worker *bw)
{
  int rc = 0;
  for (int i = 0; bw && i < b->n; i++)
    if (b->attached[i]->thread_done && b->attached[i]->thread_done(&bw[i]))
      rc = -1;
  return rc;
}

/* Each attached test's lines, a blank line between two tests' blocks. */
void builtins_report_prefix(const struct builtins *b, void **runs, const struct sb_stat *st)
{
  bool first = true;
  for (int i = 0; i < b->n; i++) {
    if (b->attached[i]->report_prefix == NULL)
      continue;
    if (!first)
      log_notice("%s", "");
    b->attached[i]->report_prefix(runs[i], st);
    first = false;
  }
}

