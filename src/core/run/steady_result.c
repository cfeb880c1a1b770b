/* SPDX-License-Identifier: GPL-2.0-or-later */
/* steady_result.c: what a --steady-state run says after its report, and
 * what its result step records (steady.h). */
#include <math.h>
#include <stdio.h>

#include "core/base/json.h"
#include "core/base/log.h"
#include "steady.h"

/* The measure as the criterion's limit is written: "4.2%" or "3.1". */
static void steady_measure_text(const struct steady_conf *c, double m, char *buf, size_t len)
{
  if (!isfinite(m))
    snprintf(buf, len, "none yet");
  else
    snprintf(buf, len, c->percent ? "%.2f%%" : "%.4g", m);
}

static const char *steady_what(const struct steady_conf *c)
{
  return c->test == STEADY_SNIA ? "data excursion" : c->test == STEADY_SLOPE ? "slope"
                                                                             : "deviation";
}

void steady_result(const struct steady *s, double run_sec, struct json *facts)
{
  const struct steady_conf *c = steady_conf_of(s);
  double at, m = steady_last_measure(s);
  bool done = steady_attained(s, &at);
  char measure[32];
  steady_measure_text(c, m, measure, sizeof(measure));
  if (done)
    log_notice("Steady state (%s): attained at %.1fs; the figures above are those of its "
               "window, %.1f-%.1fs (%s %s)", c->text, at, at - c->window, at, steady_what(c),
               measure);
  else {
    double best_at, best = steady_best_measure(s, &best_at);
    char closest[80] = "";
    if (isfinite(best)) {
      char b[32];
      steady_measure_text(c, best, b, sizeof(b));
      snprintf(closest, sizeof(closest), "; the closest: %s at %.1fs", b, best_at);
    }
    log_notice("Steady state (%s): not attained in %.1fs (the last window's %s: %s%s)",
               c->text, run_sec, steady_what(c), measure, closest);
  }
  if (facts == NULL)
    return;
  struct json *o = json_set(facts, "steady_state", json_object());
  json_set(o, "criterion", json_string(c->text));
  json_set(o, "window_sec", json_uint((uint64_t)c->window));
  json_set(o, "ramp_sec", json_uint((uint64_t)c->ramp));
  json_set(o, "attained", json_bool(done));
  json_set(o, "attained_at_sec", done ? json_number(at) : json_null());
  json_set(o, "measure", isfinite(m) ? json_number(m) : json_null());
  double best_at, best = steady_best_measure(s, &best_at);
  json_set(o, "closest_measure", isfinite(best) ? json_number(best) : json_null());
  json_set(o, "closest_at_sec", isfinite(best) ? json_number(best_at) : json_null());
  double v[STEADY_MAX_WINDOW];
  int n = steady_values(s, v, STEADY_MAX_WINDOW);
  struct json *a = json_set(o, "window_values", json_array());
  for (int i = 0; i < n; i++)
    json_push(a, json_number(v[i]));
}
