/* cell.c: one run of a built-in test with given options (cell.h). */
#include "tests/unixbench/cell.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "log.h"
#include "options.h"
#include "runner.h"
#include "test.h"

/* The test, its options declared (those already declared keep their
 * value: a suite's own option of the same name) and set to the cell's. */
static const struct sb_test *cell_setup(const struct cell *c, struct json *opts)
{
  const struct sb_test *t = test_find(c->test);
  if (t == NULL) {
    log_fatal("no built-in test named '%s'", c->test);
    return NULL;
  }
  for (const struct opt_def *d = t->options; d && d->name; d++)
    if (!opt_exists(d->name))
      opt_register_one(d, GROUP_TEST, NULL, NULL);
  for (int i = 0; c->options[i]; i++) {
    char name[64];
    const char *eq = strchr(c->options[i], '=');
    snprintf(name, sizeof(name), "%.*s", (int)(eq - c->options[i]), c->options[i]);
    if (opt_set(name, eq + 1) != OPT_OK) {
      log_fatal("Invalid value for the '%s' option: '%s'", name, eq + 1);
      return NULL;
    }
    if (opts)
      json_set(opts, name, json_string(eq + 1));
  }
  return t;
}

int cell_check(const struct cell *c, const struct general *g)
{
  const struct sb_test *t = cell_setup(c, NULL);
  if (t == NULL)
    return 1;
  void *conf = NULL;
  struct run_config rc = g->run;
  rc.threads = c->threads;
  if (t->init && t->init(CMD_RUN, &rc, &conf))
    return 1;
  if (t->done)
    t->done(conf, CMD_RUN);
  free(conf);
  return 0;
}

int cell_run(const struct cell *c, const struct general *g, struct results_run *res,
             size_t *step)
{
  char v[16];
  struct json *opts = json_object();
  json_set(opts, "test", json_string(c->test));
  snprintf(v, sizeof(v), "%d", c->threads);
  json_set(opts, "threads", json_string(v));
  snprintf(v, sizeof(v), "%d", c->seconds);
  json_set(opts, "time", json_string(v));
  const struct sb_test *t = cell_setup(c, opts);
  if (t == NULL) {
    json_free(opts);
    return 1;
  }
  struct run_config rc = g->run;
  rc.label = c->label;
  rc.threads = c->threads;
  rc.time = c->seconds;
  rc.events = 0;
  rc.results = results_step_begin(res, c->label, c->threads, opts);
  rc.results->kind = RESULTS_STEP_PASS;
  json_free(opts);
  *step = res->nsteps - 1;
  void *conf = NULL;
  int status = 1;
  if (t->init == NULL || t->init(CMD_RUN, &rc, &conf) == 0) {
    status = runner_run(t, conf, &rc);
    if (status >= 0 && t->done)
      t->done(conf, CMD_RUN);
    if (status >= 0)
      free(conf);
  }
  results_step_end(res, &res->steps[*step], status);
  return status;
}
