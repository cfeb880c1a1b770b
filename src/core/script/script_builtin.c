/* SPDX-License-Identifier: GPL-2.0-or-later */
/* script_builtin.c: attached built-in tests. Their events run inside the
 * script's event (one timed event for the whole of it); their counters
 * (reads, writes, bytes) land in the same per-thread statistics, so the
 * report shows both kinds of work. */
#include "script_builtin.h"

#include <stdlib.h>
#include <string.h>

#include "core/base/log.h"
#include "plugin/options.h"
#include "core/run/runner.h"
#include "script.h"

#define SB_EXPORT __attribute__((visibility("default"), used))

static const struct sb_test *attached[BUILTINS_MAX];
static int nattached;
static bool sealed;
/* The calling worker thread's attached tests' workers (thread_init's). */
static __thread struct sb_worker *builtins_workers;

SB_EXPORT int sbng_builtin_attach(const char *name);
SB_EXPORT int sbng_builtin_event(int idx, int thread_id);

/* Returns the test's index; -1: no such test; -2: too late (the script
 * has loaded) or too many; -3: a test whose workers are processes, or a
 * suite: neither can run inside a script's thread. */
int sbng_builtin_attach(const char *name)
{
  for (int i = 0; i < nattached; i++)
    if (strcmp(attached[i]->name, name) == 0)
      return i;
  const struct sb_test *t = test_find(name);
  if (t == NULL)
    return -1;
  if ((t->flags & SB_TEST_PROCESSES) || t->suite)
    return -3;
  if (sealed || nattached == BUILTINS_MAX)
    return -2;
  test_register_options(t, script_registry());
  attached[nattached] = t;
  return nattached++;
}

int sbng_builtin_event(int idx, int thread_id)
{
  struct sb_worker *w = runner_worker(thread_id);
  struct sb_worker *bw = w == runner_self ? builtins_workers : NULL;
  if (bw == NULL || idx < 0 || idx >= nattached || attached[idx]->event == NULL)
    return SB_EVENT_ERROR;
  int rc = attached[idx]->event(&bw[idx]);
  /* A script's loop has no lost connection: its run fails. */
  return rc == SB_EVENT_LOST ? SB_EVENT_ERROR : rc;
}

bool builtins_any(void)
{
  return nattached > 0;
}

bool builtins_can(enum sb_command cmd)
{
  for (int i = 0; i < nattached; i++)
    if ((cmd == CMD_PREPARE && attached[i]->prepare) ||
        (cmd == CMD_CLEANUP && attached[i]->cleanup))
      return true;
  return false;
}

void builtins_seal(void)
{
  sealed = true;
}

int builtins_init(enum sb_command cmd, const struct run_config *rc, void **confs)
{
  for (int i = 0; i < nattached; i++)
    if (test_init(attached[i], cmd, rc, rc->options, &confs[i])) {
      for (int k = 0; k < i; k++) {
        test_done(attached[k], cmd, confs[k]);
        confs[k] = NULL;
      }
      return -1;
    }
  return 0;
}

int builtins_prepare(void **confs)
{
  for (int i = 0; i < nattached; i++)
    if (attached[i]->prepare && attached[i]->prepare(confs[i]))
      return 1;
  return 0;
}

int builtins_cleanup(void **confs)
{
  for (int i = 0; i < nattached; i++)
    if (attached[i]->cleanup && attached[i]->cleanup(confs[i]))
      return 1;
  return 0;
}

int builtins_done(void **confs, enum sb_command cmd)
{
  int rc = 0;
  for (int i = 0; i < nattached; i++) {
    if (test_done(attached[i], cmd, confs[i]))
      rc = -1;
    confs[i] = NULL;
  }
  return rc;
}

void builtins_print_mode(void **confs, const struct run_config *rc)
{
  for (int i = 0; i < nattached; i++)
    if (attached[i]->print_mode)
      attached[i]->print_mode(confs[i], rc);
}

int builtins_run_start(void **confs, const struct run_config *rc, void **runs)
{
  for (int i = 0; i < nattached; i++)
    if (attached[i]->run_start && attached[i]->run_start(confs[i], rc, &runs[i])) {
      for (int k = 0; k < i; k++)
        if (attached[k]->run_stop)
          attached[k]->run_stop(runs[k]);
      return -1;
    }
  return 0;
}

void builtins_run_stop(void **runs)
{
  for (int i = 0; i < nattached; i++) {
    if (attached[i]->run_stop)
      attached[i]->run_stop(runs[i]);
    runs[i] = NULL;
  }
}

int builtins_thread_init(struct sb_worker *w, void **runs, struct sb_worker **out)
{
  *out = NULL;
  if (nattached == 0)
    return 0;
  struct sb_worker *bw = runner_workers_alloc((size_t)nattached);
  if (bw == NULL)
    return -1;
  *out = builtins_workers = bw;
  for (int i = 0; i < nattached; i++) {
    bw[i].id = w->id;
    bw[i].stats = w->stats;
    bw[i].runner = w->runner;
    bw[i].run = runs[i];
    bw[i].nested = true;
    if (attached[i]->thread_init && attached[i]->thread_init(&bw[i]))
      return -1;
  }
  return 0;
}

int builtins_thread_done(struct sb_worker *bw)
{
  int rc = 0;
  for (int i = 0; bw && i < nattached; i++)
    if (attached[i]->thread_done && attached[i]->thread_done(&bw[i]))
      rc = -1;
  return rc;
}

/* Each attached test's lines, a blank line between two tests' blocks. */
void builtins_report_prefix(void **runs, const struct sb_stat *st)
{
  bool first = true;
  for (int i = 0; i < nattached; i++) {
    if (attached[i]->report_prefix == NULL)
      continue;
    if (!first)
      log_notice("%s", "");
    attached[i]->report_prefix(runs[i], st);
    first = false;
  }
}

/* The attached tests of a script, set aside while a suite runs another. */
struct builtins_saved {
  const struct sb_test *attached[BUILTINS_MAX];
  int nattached;
  bool sealed;
};

struct builtins_saved *builtins_save(void)
{
  struct builtins_saved *s = malloc(sizeof(*s));
  if (s == NULL)
    return NULL;
  memcpy(s->attached, attached, sizeof(attached));
  s->nattached = nattached;
  s->sealed = sealed;
  nattached = 0;
  sealed = false;
  return s;
}

void builtins_restore(struct builtins_saved *s)
{
  memcpy(attached, s->attached, sizeof(attached));
  nattached = s->nattached;
  sealed = s->sealed;
  free(s);
}
