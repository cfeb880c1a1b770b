/* cpu.c: the cpu test: each event counts the primes below --cpu-max-prime
 * by trial division, the same work per event as the reference. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "log.h"
#include "report.h"
#include "test.h"

static const struct opt_def cpu_opts[] = {
  { "cpu-max-prime", "upper limit for primes generator", "10000", OPT_INT },
  { NULL, NULL, NULL, OPT_NULL }
};

static uint64_t cpu_max_prime;

static int cpu_init(enum sb_command cmd)
{
  (void)cmd;
  long long v;
  if (!opt_get_int("cpu-max-prime", &v))
    return -1;
  if (v <= 0) {
    log_fatal("Invalid value of cpu-max-prime: %lld.", v);
    return -1;
  }
  cpu_max_prime = (uint64_t)v;
  return 0;
}

static void cpu_print_mode(void)
{
  log_info("Doing CPU performance benchmark\n");
  log_notice("Prime numbers limit: %llu\n", (unsigned long long)cpu_max_prime);
}

/* Kept out of line and its count published through a volatile sink, so the
 * compiler cannot drop the loop as dead code. */
static volatile uint64_t cpu_sink;

static int cpu_event(struct sb_worker *w)
{
  (void)w;
  uint64_t n = 0;
  for (uint64_t c = 3; c < cpu_max_prime; c++) {
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

static void cpu_report_prefix(const struct sb_stat *st)
{
  log_notice("CPU speed:");
  log_notice("    events per second: %8.2f", (double)st->events / st->time_interval);
}

const struct sb_test cpu_test = {
  .name = "cpu",
  .desc = "CPU performance test",
  .options = cpu_opts,
  .init = cpu_init,
  .print_mode = cpu_print_mode,
  .event = cpu_event,
  .report_prefix = cpu_report_prefix,
};
