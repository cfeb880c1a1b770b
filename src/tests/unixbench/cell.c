/* SPDX-License-Identifier: GPL-2.0-or-later */
/* cell.c: one run of a built-in test with given options (cell.h). */
#include "tests/unixbench/cell.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/json.h"
#include "core/base/log.h"
#include "plugin/options.h"
#include "plugin/test.h"

/* The cell's options: a copy of the command's registry, the test's
 * options declared (those already declared keep their value: a suite's
 * own option of the same name) and set to the cell's, each also recorded
 * into given (when not NULL). NULL after the FATAL line. */
static struct opt_registry *cell_options(const struct cell *c, const struct sb_test *t,
                                         const struct general *g, struct json *given)
{
  struct opt_registry *r = opt_registry_copy(g->run.options);
  opt_register_missing(r, t->options, GROUP_TEST);
  for (int i = 0; c->options[i]; i++) {
    char name[64];
    const char *eq = strchr(c->options[i], '=');
    snprintf(name, sizeof(name), "%.*s", (int)(eq - c->options[i]), c->options[i]);
    if (opt_set(r, name, eq + 1) != OPT_OK) {
      log_fatal("Invalid value for the '%s' option: '%s'", name, eq + 1);
      opt_registry_free(r);
      return NULL;
    }
    if (given)
      json_set(given, name, json_string(eq + 1));
  }
  return r;
}

static const struct sb_test *cell_test(const struct cell *c)
{
  const struct sb_test *t = test_find(c->test);
  if (t == NULL)
    log_fatal("no built-in test named '%s'", c->test);
  return t;
}

int cell_check(const struct cell *c, const struct general *g)
{
  const struct sb_test *t = cell_test(c);
  struct opt_registry *r = t ? cell_options(c, t, g, NULL) : NULL;
  if (r == NULL)
    return 1;
  void *conf;
  struct run_config rc = g->run;
  rc.threads = c->threads;
  rc.options = r;
  int status = test_init(t, CMD_RUN, &rc, r, &conf) || test_done(t, CMD_RUN, conf) ? 1 : 0;
  opt_registry_free(r);
  return status;
}

int cell_run(const struct cell *c, const struct general *g, struct series *s,
             struct results_step **step)
{
  char v[16];
  *step = NULL;
  struct json *given = json_object();
  json_set(given, "test", json_string(c->test));
  snprintf(v, sizeof(v), "%d", c->threads);
  json_set(given, "threads", json_string(v));
  snprintf(v, sizeof(v), "%d", c->seconds);
  json_set(given, "time", json_string(v));
  const struct sb_test *t = cell_test(c);
  struct opt_registry *r = t ? cell_options(c, t, g, given) : NULL;
  int status = 1;
  if (r) {
    struct series_step st;
    series_step_init(s, &st, t, CMD_RUN);
    st.label = c->label;
    st.options = r;
    st.given = given;
    st.overrides = SERIES_THREADS | SERIES_TIME | SERIES_NO_EVENTS;
    st.threads = c->threads;
    st.time = c->seconds;
    st.kind = RESULTS_STEP_PASS;
    st.who = "unixbench";
    status = series_step(s, &st, step);
    if (series_status_of(status) != SERIES_LEFT_BEHIND)
      opt_registry_free(r);
  }
  json_free(given);
  return status;
}
