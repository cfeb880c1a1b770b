/* scaling.c: the table printed at the end of a threads sweep. Steps
 * without a final report (a failed step) are left out. */
#include "scaling.h"

#include "log.h"
#include "table.h"

static double scaling_eps(const struct results_step *s)
{
  return figure_rate(&s->final, s->final.cnt[STATS_EVENT]);
}

int scaling_knee(const struct results_run *r)
{
  const struct results_step *prev = NULL;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    if (!s->has_final)
      continue;
    if (prev && scaling_eps(s) < SCALING_KNEE_RATIO * scaling_eps(prev))
      return (int)i;
    prev = s;
  }
  return -1;
}

static void scaling_emit(const char *line)
{
  log_notice("%s", line);
}

void scaling_print(const struct results_run *r)
{
  int np = r->npcts, knee = scaling_knee(r);
  struct table t;
  table_init(&t, 6 + np);
  table_row(&t);
  table_set(&t, 0, "threads");
  table_set(&t, 1, "events/s");
  table_set(&t, 2, "avg (ms)");
  for (int p = 0; p < np; p++)
    table_set(&t, 3 + p, "%gth (ms)", r->ranks[p]);
  table_set(&t, 3 + np, "speedup");
  table_set(&t, 4 + np, "efficiency");
  table_align_left(&t, 5 + np);
  const struct results_step *first = NULL;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    if (!s->has_final)
      continue;
    if (first == NULL)
      first = s;
    const struct sb_stat *f = &s->final;
    double eps = scaling_eps(s), eps0 = scaling_eps(first);
    double speedup = eps0 > 0 ? eps / eps0 : 0;
    double scale = (double)s->threads / first->threads;
    table_row(&t);
    table_set(&t, 0, "%d", s->threads);
    table_set(&t, 1, "%.2f", eps);
    table_set(&t, 2, "%.3f", figure_latency_avg(f) * 1000);
    for (int p = 0; p < np; p++)
      table_set(&t, 3 + p, "%.3f", f->pcts[p] * 1000);
    table_set(&t, 3 + np, "%.2f", speedup);
    table_set(&t, 4 + np, "%.1f%%", 100 * speedup / scale);
    if ((int)i == knee)
      table_set(&t, 5 + np, "<- knee");
  }
  log_notice("Threads sweep (speedup and efficiency against %d thread%s):",
             first ? first->threads : 0, first && first->threads == 1 ? "" : "s");
  table_print(&t, false, "    ", scaling_emit);
  if (knee >= 0)
    log_notice("Knee: %d threads (events/s below %.2fx the previous step's)",
               r->steps[knee].threads, SCALING_KNEE_RATIO);
  else
    log_notice("Knee: none (events/s grew at least %.2fx at every step)", SCALING_KNEE_RATIO);
  log_notice("%s", "");
  table_free(&t);
}
