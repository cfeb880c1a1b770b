/* general.h: the general, random-number, log and database options: their
 * registration (--help order), and the values they give: the command's
 * settings (struct general) and the configuration of its runs (struct
 * run_config). Both are values built once from the options; nothing reads
 * them through a global. */
#ifndef SB_GENERAL_H
#define SB_GENERAL_H

#include <stdbool.h>
#include <stdint.h>

#include "rand.h"
#include "run_config.h"

#define GENERAL_MAX_STEPS 64

/* Help groups, in the order --help prints them. */
enum help_group {
  GROUP_GENERAL = 1, GROUP_EXTENDED, GROUP_RAND, GROUP_LOG, GROUP_LOG2, GROUP_DB,
  GROUP_TEST, GROUP_SCRIPT
};

/* The command's settings: what every run shares, and the thread counts of
 * a threads sweep (one step for a plain run). */
struct general {
  struct run_config run;      /* every run's settings; threads: the first step's */
  int thread_steps[GENERAL_MAX_STEPS];   /* --threads=1,2,4 or 1..8 */
  int nsteps;
  bool sweep;                 /* --threads was a list or a range */
  int verbosity;
  const char *luajit_cmd;
  struct rand_options rand;
};

/* The deprecated aliases: set beyond floor, `alias` replaces `option`. */
struct general_alias {
  const char *alias, *option;
  long long floor;
};
extern const struct general_alias general_aliases[];   /* { NULL }-terminated */
/* The alias's value, when it replaces the option; NULL otherwise. */
const char *general_alias_value(const struct general_alias *a);

void general_register(void);
/* Reads and checks every general option in the reference's order, printing
 * the reference's messages, into g; configures --output and starts the
 * logger. Returns 0 or -1. */
int general_validate(struct general *g);
/* The same without --output and the logger: the settings of a suite's run
 * read again after its options were changed. */
int general_read(struct general *g);

#endif
