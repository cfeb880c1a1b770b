/* general.c: general options. Values that the reference accepts but no user
 * can mean (negative counts and times, garbage numbers) are refused here;
 * simple bounds are declared with each option, the rest is checked below. */
#include "general.h"

#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "alloc.h"
#include "db/db.h"
#include "log.h"
#include "options.h"
#include "output.h"
#include "parse.h"
#include "sweep.h"

/* An INT option that must be at least min_, with the reference's
 * "Invalid value for --name: N." message. */
#define GENERAL_INT(name_, desc_, def_, min_) \
  { .name = name_, .desc = desc_, .defval = def_, .type = OPT_INT, .min = min_, \
    .flags = OPT_MIN, .err = "Invalid value for --" name_ ": %s.\n" }
/* A percentage: an INT option from 0 to 100, with the same message. */
#define GENERAL_PCT(name_, desc_, def_) \
  { .name = name_, .desc = desc_, .defval = def_, .type = OPT_INT, .min = 0, .max = 100, \
    .flags = OPT_MIN | OPT_MAX, .err = "Invalid value for --" name_ ": %s.\n" }

static const struct opt_def general_opts[] = {
  GENERAL_INT("threads", "number of threads to use", "1", 1),
  GENERAL_INT("events", "limit for total number of events", "0", 0),
  GENERAL_INT("time", "limit for total execution time in seconds", "10", 0),
  { .name = "forced-shutdown", .desc = "number of seconds to wait after the --time limit before forcing shutdown, or 'off' to disable", .defval = "off", .type = OPT_STRING },
  { .name = "thread-stack-size", .desc = "size of stack per thread", .defval = "64K", .type = OPT_SIZE, .min = 1, .flags = OPT_MIN,
    .err = "Invalid value for thread-stack-size: %s.\n" },
  GENERAL_INT("rate", "average transactions rate. 0 for unlimited rate", "0", 0),
  GENERAL_INT("report-interval", "periodically report intermediate statistics with a specified interval in seconds. 0 disables intermediate reports", "0", 0),
  { .name = "report-checkpoints", .desc = "dump full statistics and reset all counters at specified points in time. The argument is a list of comma-separated values representing the amount of time in seconds elapsed from start of test when report checkpoint(s) must be performed. Report checkpoints are off by default.", .defval = "", .type = OPT_LIST },
  { .name = "debug", .desc = "print more debugging info", .defval = "off", .type = OPT_BOOL },
  { .name = "validate", .desc = "perform validation checks where possible", .defval = "off", .type = OPT_BOOL },
  { .name = "help", .desc = "print help and exit", .defval = "off", .type = OPT_BOOL },
  { .name = "version", .desc = "print version and exit", .defval = "off", .type = OPT_BOOL },
  { .name = "config-file", .desc = "File containing command line options", .defval = NULL, .type = OPT_FILE },
  GENERAL_INT("tx-rate", "deprecated alias for --rate", "0", 0),
  GENERAL_INT("max-requests", "deprecated alias for --events", "0", 0),
  GENERAL_INT("max-time", "deprecated alias for --time", "0", 0),
  GENERAL_INT("num-threads", "deprecated alias for --threads", "1", 0),
  { .name = NULL }
};

static const struct opt_def extended_opts[] = {
  GENERAL_INT("warmup-time", "execute events for this many seconds with statistics disabled before the actual benchmark run with statistics enabled", "0", 0),
  GENERAL_INT("thread-init-timeout", "wait time in seconds for worker threads to initialize", "30", 1),
  { .name = "luajit-cmd", .desc = "perform LuaJIT control command. This option is equivalent to 'luajit -j'. See LuaJIT documentation for more information", .defval = NULL, .type = OPT_STRING },
  { .name = "rand-zipfian-exp", .desc = "shape parameter (exponent, theta) for the Zipfian distribution", .defval = "0.8", .type = OPT_DOUBLE },
  { .name = "report-script", .desc = "Lua file or module whose sysbench.hooks.report_intermediate/report_cumulative replace a built-in test's reports (e.g. report-json)", .defval = NULL, .type = OPT_STRING },
  { .name = "output", .desc = "write the results to json:FILE, csv:FILE, svg:FILE or html:FILE (comma-separated), with every step of a threads sweep (--threads=1,2,4 or --threads=1..64)", .defval = NULL, .type = OPT_LIST },
  { .name = NULL }
};

static const struct opt_def rand_opts[] = {
  { .name = "rand-type", .desc = "random numbers distribution {uniform,gaussian,special,pareto}", .defval = "special",
    .type = OPT_STRING, .choices = rand_dist_names, .err = "Invalid random numbers distribution: %s." },
  GENERAL_INT("rand-spec-iter", "number of iterations used for numbers generation", "12", 1),
  GENERAL_PCT("rand-spec-pct", "percentage of values to be treated as 'special' (for special distribution)", "1"),
  GENERAL_PCT("rand-spec-res", "percentage of 'special' values to use (for special distribution)", "75"),
  { .name = "rand-seed", .desc = "seed for random number generator. When 0, the current time is used as a RNG seed.", .defval = "0", .type = OPT_INT },
  { .name = "rand-pareto-h", .desc = "parameter h for pareto distribution", .defval = "0.2", .type = OPT_DOUBLE },
  { .name = NULL }
};

static const struct opt_def log_opts[] = {
  { .name = "verbosity", .desc = "verbosity level {5 - debug, 0 - only critical messages}", .defval = "3", .type = OPT_INT },
  { .name = NULL }
};

static const struct opt_def log2_opts[] = {
  { .name = "percentile", .desc = "percentile to calculate in latency statistics (1-100). Use the special value of 0 to disable percentile calculations", .defval = "95", .type = OPT_INT },
  { .name = "histogram", .desc = "print latency histogram in report", .defval = "off", .type = OPT_BOOL },
  { .name = NULL }
};

static struct opt_def db_opts[] = {
  { .name = "db-driver", .desc = "specifies database driver to use ('help' to get list of available drivers)", .defval = NULL, .type = OPT_STRING },
  { .name = "db-ps-mode", .desc = "prepared statements usage mode {auto, disable}", .defval = "auto", .type = OPT_STRING },
  { .name = "db-debug", .desc = "print database-specific debug information", .defval = "off", .type = OPT_BOOL },
  { .name = NULL }
};

void general_register(void)
{
  opt_register(general_opts, GROUP_GENERAL);
  opt_register(extended_opts, GROUP_EXTENDED);
  opt_register(rand_opts, GROUP_RAND);
  opt_register(log_opts, GROUP_LOG);
  opt_register(log2_opts, GROUP_LOG2);
  db_opts[0].defval = db_default_driver();
  opt_register(db_opts, GROUP_DB);
  db_register_options();
}

/* An INT option whose declared bounds keep it within int. */
static int general_int(const char *name, int *out)
{
  long long v;
  if (!opt_get_int(name, &v))
    return -1;
  *out = (int)v;
  return 0;
}

const struct general_alias general_aliases[] = {
  { "num-threads", "threads", 1 },
  { "max-requests", "events", 0 },
  { "max-time", "time", 0 },
  { "tx-rate", "rate", 0 },
  { NULL, NULL, 0 }
};

const char *general_alias_value(const struct general_alias *a)
{
  const char *v = opt_str(a->alias);
  long long n;
  return v && parse_int(v, LLONG_MIN, LLONG_MAX, &n) && n > a->floor ? v : NULL;
}

/* A deprecated alias replaces its option when set beyond its default. */
static int general_alias(const char *old, int *target)
{
  const struct general_alias *a = general_aliases;
  while (strcmp(a->alias, old) != 0)
    a++;
  int v;
  if (general_int(old, &v))
    return -1;
  if (v > a->floor) {
    log_warning("--%s is deprecated, use --%s instead", old, a->option);
    *target = v;
  }
  return 0;
}

static int general_forced_shutdown(struct run_config *rc)
{
  const char *v = opt_str("forced-shutdown");
  rc->forced_shutdown = false;
  if (rc->time == 0)
    return 0;
  if (v == NULL) {
    rc->forced_shutdown = true;
    rc->forced_shutdown_after = rc->time / 20;
    return 0;
  }
  if (strcasecmp(v, "off") == 0)
    return 0;
  char *end;
  long long n = strtoll(v, &end, 10);
  bool pct = end[0] == '%' && end[1] == '\0';
  if (end == v || v[0] == '-' || v[0] == '+' || (*end && !pct) || n > 1000000000) {
    log_fatal("Invalid value for --forced-shutdown: '%s'", v);
    return -1;
  }
  rc->forced_shutdown = true;
  long long after = pct ? n * rc->time / 100 : n;   /* at most 1e9 * INT_MAX */
  rc->forced_shutdown_after = after > INT_MAX ? INT_MAX : (int)after;
  return 0;
}

static int general_cmp_int(const void *a, const void *b)
{
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int general_checkpoints(struct run_config *rc)
{
  int n;
  const char *const *items = opt_list("report-checkpoints", &n);
  if (n > RUN_MAX_CHECKPOINTS) {
    log_fatal("Too many checkpoints in --report-checkpoints (up to %d can be defined)",
              RUN_MAX_CHECKPOINTS);
    return -1;
  }
  for (int i = 0; i < n; i++) {
    long long v;
    if (!parse_int(items[i], 0, 2147483647LL, &v)) {
      log_fatal("Invalid value for --report-checkpoints: '%s'", items[i]);
      return -1;
    }
    rc->checkpoints[i] = (int)v;
  }
  rc->ncheckpoints = n;
  qsort(rc->checkpoints, (size_t)n, sizeof(int), general_cmp_int);
  return 0;
}

static int general_rand(struct general *g)
{
  struct rand_options *r = &g->rand;
  long long v;
  int type;
  if (!opt_get_choice("rand-type", &type) ||
      general_int("rand-spec-iter", &r->spec_iter) ||
      general_int("rand-spec-pct", &r->spec_pct) ||
      general_int("rand-spec-res", &r->spec_res) ||
      !opt_get_int("rand-seed", &v) ||
      !opt_get_double("rand-pareto-h", &r->pareto_h) ||
      !opt_get_double("rand-zipfian-exp", &r->zipf_exp))
    return -1;
  r->type = (enum rand_dist)type;
  r->seed = v;
  g->run.rand_seed = v;
  if (r->pareto_h <= 0 || r->pareto_h >= 1) {
    log_fatal("Invalid value for --rand-pareto-h: %g.", r->pareto_h);
    return -1;
  }
  if (r->zipf_exp < 0) {
    log_fatal("--rand-zipfian-exp must be >= 0");
    return -1;
  }
  rand_configure(r);
  return 0;
}

/* --percentile: one value as in the reference, or a list (our extension)
 * of up to RUN_MAX_PERCENTILES. */
static int general_percentiles(struct run_config *rc)
{
  const char *v = opt_str("percentile");
  char *buf = alloc_strdup(v ? v : "0");
  rc->npercentiles = 0;
  bool zero = false;
  int rc_out = 0;
  for (char *save, *tok = strtok_r(buf, ",", &save); tok && rc_out == 0;
       tok = strtok_r(NULL, ",", &save)) {
    double p;
    if (!parse_double(tok, &p) || p < 0 || p > 100) {
      log_fatal("Invalid value for --percentile: %s", tok);
      rc_out = -1;
    } else if (p == 0) {
      zero = true;
    } else if (rc->npercentiles == RUN_MAX_PERCENTILES) {
      log_fatal("Invalid value for --percentile: more than %d values", RUN_MAX_PERCENTILES);
      rc_out = -1;
    } else {
      rc->percentiles[rc->npercentiles++] = p;
    }
  }
  free(buf);
  if (rc_out == 0 && zero && rc->npercentiles) {
    log_fatal("Invalid value for --percentile: 0 cannot be combined with other values");
    rc_out = -1;
  }
  return rc_out;
}

/* --threads: one count (the reference's messages), or a sweep. */
static int general_threads(struct general *g)
{
  const char *v = opt_str("threads");
  char err[128];
  if (v && sweep_syntax(v)) {
    if (sweep_parse(v, g->thread_steps, GENERAL_MAX_STEPS, &g->nsteps, err, sizeof(err))) {
      log_fatal("Invalid value for --threads: '%s': %s", v, err);
      return -1;
    }
    g->sweep = true;
    g->run.threads = g->thread_steps[0];
    return 0;
  }
  if (general_int("threads", &g->run.threads) ||
      general_alias("num-threads", &g->run.threads))
    return -1;
  g->thread_steps[0] = g->run.threads;
  g->nsteps = 1;
  return 0;
}

/* The limits: events, time, their aliases, the warmup, forced shutdown. */
static int general_limits(struct run_config *rc)
{
  int events;
  if (general_int("events", &events) ||
      general_alias("max-requests", &events) ||
      general_int("warmup-time", &rc->warmup_time) ||
      general_int("time", &rc->time) ||
      general_alias("max-time", &rc->time))
    return -1;
  rc->events = (uint64_t)events;
  if (rc->events == 0 && rc->time == 0)
    log_warning("Both event and time limits are disabled, running an endless test");
  return general_forced_shutdown(rc);
}

static int general_stack_size(struct run_config *rc)
{
  if (!opt_get_size("thread-stack-size", &rc->stack_size))
    return -1;
  /* The platform's minimum (16K on x86-64, 128K on arm64) is used when the
   * default or the value typed is smaller; the reference ignores the failed
   * pthread_attr_setstacksize and runs too. */
  if (rc->stack_size < (uint64_t)PTHREAD_STACK_MIN) {
    if (strcmp(opt_str("thread-stack-size"), "64K") != 0)
      log_warning("thread-stack-size %llu is below this system's minimum: using %u",
                  (unsigned long long)rc->stack_size, (unsigned)PTHREAD_STACK_MIN);
    rc->stack_size = PTHREAD_STACK_MIN;
  }
  if (rc->stack_size > SIZE_MAX) {   /* 32-bit: would wrap in pthread_attr_setstacksize */
    log_fatal("Invalid value for thread-stack-size: %llu (more than the address space).",
              (unsigned long long)rc->stack_size);
    return -1;
  }
  return 0;
}

int general_validate(struct general *g)
{
  if (general_read(g))
    return -1;
  int nout;
  const char *const *out = opt_list("output", &nout);
  if (output_configure(out, nout))
    return -1;
  log_start(g->verbosity);
  return 0;
}

int general_read(struct general *g)
{
  memset(g, 0, sizeof(*g));
  struct run_config *rc = &g->run;
  long long v;

  if (general_threads(g) ||
      general_int("thread-init-timeout", &rc->thread_init_timeout) ||
      general_limits(rc) || general_stack_size(rc))
    return -1;
  rc->debug = opt_bool("debug");
  rc->validate = opt_bool("validate");
  if (general_rand(g) ||
      general_int("rate", &rc->rate) ||
      general_alias("tx-rate", &rc->rate) ||
      general_int("report-interval", &rc->report_interval) ||
      general_checkpoints(rc))
    return -1;
  g->luajit_cmd = opt_str("luajit-cmd");

  if (!opt_get_int("verbosity", &v))
    return -1;
  if (v < 0 || v > 5) {
    log_text("Invalid value for verbosity: %lld\n", v);
    return -1;
  }
  g->verbosity = rc->debug ? 5 : (int)v;
  if (general_percentiles(rc))
    return -1;
  rc->histogram = opt_bool("histogram");
  if (rc->histogram && rc->npercentiles == 0) {
    log_fatal("--histogram cannot be used with --percentile=0");
    return -1;
  }
  return 0;
}
