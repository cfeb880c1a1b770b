/* sweep.c: threads sweeps on the series API (series.h). Each step is a
 * complete `run` with its own header and report, exactly what a run with
 * that --threads prints. */
#include "sweep.h"

#include <stdio.h>

#include "json.h"
#include "series.h"

int sweep_run(const struct sb_test *t, void *conf, const struct general *g)
{
  struct series *s = series_begin(t->name, g, g->sweep);
  int rc = 0;
  for (int i = 0; i < g->nsteps && rc == 0; i++) {
    char v[16];
    snprintf(v, sizeof(v), "%d", g->thread_steps[i]);
    struct json *given = json_object();
    json_set(given, "threads", json_string(v));
    struct series_step step = { .test = t, .cmd = CMD_RUN, .given = given, .conf = conf,
                                .threads = g->thread_steps[i], .time = -1 };
    rc = series_step(s, &step, NULL);
    json_free(given);
  }
  return series_end(s, rc);
}
