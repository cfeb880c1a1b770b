/* SPDX-License-Identifier: GPL-2.0-or-later */
/* cpu.c: the cpu test: each event counts the primes below --cpu-max-prime
 * by trial division, the same work per event as the reference. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "core/stats/figures.h"
#include "core/base/log.h"
#include "plugin/registry.h"
#include "plugin/test.h"

/* The configuration is all a run needs: it is also the run's data. */
struct cpu_conf {
  int max_prime;
};

static const struct opt_def cpu_opts[] = {
  { .name = "cpu-max-prime", .desc = "upper limit for primes generator", .defval = "10000", .min = 1,
    .flags = OPT_MIN, .err = "Invalid value of cpu-max-prime: %s.", OPT_INT_TO(struct cpu_conf, max_prime) },
  { .name = NULL }
};

static void cpu_print_mode(void *conf, const struct run_config *rc)
{
  (void)rc;
  const struct cpu_conf *c = conf;
  log_info("Doing CPU performance benchmark\n");
  log_notice("Prime numbers limit: %d\n", c->max_prime);
}

static int cpu_run_start(void *conf, const struct run_config *rc, void **run)
{
  (void)rc;
  *run = conf;
  return 0;
}

/* The count is handed to an empty asm statement, so the compiler cannot
 * drop the loop as dead code, and no thread writes memory another reads. */
static int cpu_event(struct sb_worker *w)
{
  const uint64_t max_prime = (uint64_t)((const struct cpu_conf *)w->run)->max_prime;
  uint64_t n = 0;
  for (uint64_t c = 3; c < max_prime; c++) {
    double t = sqrt((double)c);
    uint64_t l;
    for (l = 2; l <= t; l++)
      if (c % l == 0)
        break;
    if (l > t)
      n++;
  }
  __asm__ volatile("" : : "r"(n));
  return SB_EVENT_OK;
}

static void cpu_report_prefix(void *run, const struct sb_stat *st)
{
  (void)run;
  log_notice("CPU speed:");
  log_notice("    events per second: %8.2f", (double)st->cnt[STATS_EVENT] / st->time_interval);
}

const struct sb_test cpu_test = {
  .name = "cpu",
  .desc = "CPU performance test",
  .options = cpu_opts,
  .conf_size = sizeof(struct cpu_conf),
  .print_mode = cpu_print_mode,
  .run_start = cpu_run_start,
  .event = cpu_event,
  .report_prefix = cpu_report_prefix,
};
SB_REGISTER(sb_tests, cpu_test);
