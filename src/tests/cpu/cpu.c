/* cpu.c: the cpu test: each event counts the primes below --cpu-max-prime
 * by trial division, the same work per event as the reference. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "figures.h"
#include "log.h"
#include "test.h"

static const struct opt_def cpu_opts[] = {
  { .name = "cpu-max-prime", .desc = "upper limit for primes generator", .defval = "10000", .type = OPT_INT, .min = 1,
    .flags = OPT_MIN, .err = "Invalid value of cpu-max-prime: %s." },
  { .name = NULL }
};

/* The configuration is all a run needs: it is also the run's data. */
struct cpu_conf {
  uint64_t max_prime;
};

static int cpu_init(enum sb_command cmd, const struct run_config *rc, void **conf)
{
  (void)cmd;
  (void)rc;
  long long v;
  if (!opt_get_int("cpu-max-prime", &v))
    return -1;
  struct cpu_conf *c = malloc(sizeof(*c));
  if (c == NULL) {
    log_fatal("Memory allocation failure.");
    return -1;
  }
  c->max_prime = (uint64_t)v;
  *conf = c;
  return 0;
}

static void cpu_print_mode(void *conf, const struct run_config *rc)
{
  (void)rc;
  const struct cpu_conf *c = conf;
  log_info("Doing CPU performance benchmark\n");
  log_notice("Prime numbers limit: %llu\n", (unsigned long long)c->max_prime);
}

static int cpu_run_start(void *conf, const struct run_config *rc, void **run)
{
  (void)rc;
  *run = conf;
  return 0;
}

/* Kept out of line and its count published through a volatile sink, so the
 * compiler cannot drop the loop as dead code. */
static volatile uint64_t cpu_sink;

static int cpu_event(struct sb_worker *w)
{
  const uint64_t max_prime = ((const struct cpu_conf *)w->run)->max_prime;
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
  cpu_sink = n;
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
  .init = cpu_init,
  .print_mode = cpu_print_mode,
  .run_start = cpu_run_start,
  .event = cpu_event,
  .report_prefix = cpu_report_prefix,
};
