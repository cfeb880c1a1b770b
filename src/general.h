/* general.h: the general, random-number, log and database options: their
 * registration (--help order) and their validated values. */
#ifndef SB_GENERAL_H
#define SB_GENERAL_H

#include <stdbool.h>
#include <stdint.h>

#include "rand.h"

#define GENERAL_MAX_PERCENTILES 16
#define GENERAL_MAX_CHECKPOINTS 256
#define GENERAL_MAX_STEPS 64

/* Help groups, in the order --help prints them. */
enum help_group {
  GROUP_GENERAL = 1, GROUP_EXTENDED, GROUP_RAND, GROUP_LOG, GROUP_LOG2, GROUP_DB,
  GROUP_TEST, GROUP_SCRIPT
};

struct general {
  int threads;                /* during a sweep: the current step's */
  int thread_steps[GENERAL_MAX_STEPS];   /* --threads=1,2,4 or 1..8 */
  int nsteps;
  bool sweep;                 /* --threads was a list or a range */
  uint64_t events;            /* 0: no limit */
  int time;                   /* seconds; 0: no limit */
  bool forced_shutdown;
  int forced_shutdown_after;  /* seconds after the time limit */
  uint64_t stack_size;
  int rate;
  int report_interval;
  int checkpoints[GENERAL_MAX_CHECKPOINTS];   /* sorted */
  int ncheckpoints;
  bool debug, validate, histogram;
  int verbosity;
  double percentiles[GENERAL_MAX_PERCENTILES];  /* none: --percentile=0 */
  int npercentiles;
  int warmup_time;
  int thread_init_timeout;
  const char *luajit_cmd;
  struct rand_options rand;
};

extern struct general sb_general;

void general_register(void);
/* Reads and checks every general option in the reference's order, printing
 * the reference's messages; starts the logger. Returns 0 or -1. */
int general_validate(void);

#endif
