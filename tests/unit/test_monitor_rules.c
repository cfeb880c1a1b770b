/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_monitor_rules.c: a verdict's rules as the net server sends them:
 * each rule once, in the verdict's order, joined by the separator, and a
 * rule that does not fit left out whole. */
#include <stdio.h>
#include <string.h>

#include "monitor/monitor.h"
#include "unit.h"

static void add(struct monitor_verdict *v, const char *rule)
{
  snprintf(v->p[v->n++].rule, sizeof(v->p[0].rule), "%s", rule);
}

UNIT_TEST(monitor_rules_each_once_in_order)
{
  struct monitor_verdict v;
  char buf[64];
  memset(&v, 0, sizeof(v));
  monitor_verdict_rules(&v, '-', buf, sizeof(buf));
  CHECK(strcmp(buf, "") == 0);
  add(&v, "rpi_throttled");
  add(&v, "load");
  add(&v, "rpi_throttled");
  add(&v, "memory_pressure");
  monitor_verdict_rules(&v, '-', buf, sizeof(buf));
  CHECK(strcmp(buf, "rpi_throttled-load-memory_pressure") == 0);
}

UNIT_TEST(monitor_rules_that_do_not_fit_are_left_out)
{
  struct monitor_verdict v;
  char buf[12];
  memset(&v, 0, sizeof(v));
  add(&v, "load");
  add(&v, "memory_pressure");
  add(&v, "swap");
  /* "load-swap" fits in 11 characters; "memory_pressure" does not */
  monitor_verdict_rules(&v, '-', buf, sizeof(buf));
  CHECK(strcmp(buf, "load-swap") == 0);
}
