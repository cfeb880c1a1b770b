/* general.c: general options. Values that the reference accepts but no user
 * can mean (negative counts and times, garbage numbers) are refused here. */
#include "general.h"

#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "db/db.h"
#include "log.h"
#include "options.h"
#include "output.h"
#include "parse.h"
#include "sweep.h"

struct general sb_general;

static const struct opt_def general_opts[] = {
  { "threads", "number of threads to use", "1", OPT_INT },
  { "events", "limit for total number of events", "0", OPT_INT },
  { "time", "limit for total execution time in seconds", "10", OPT_INT },
  { "forced-shutdown", "number of seconds to wait after the --time limit before forcing shutdown, or 'off' to disable", "off", OPT_STRING },
  { "thread-stack-size", "size of stack per thread", "64K", OPT_SIZE },
  { "rate", "average transactions rate. 0 for unlimited rate", "0", OPT_INT },
  { "report-interval", "periodically report intermediate statistics with a specified interval in seconds. 0 disables intermediate reports", "0", OPT_INT },
  { "report-checkpoints", "dump full statistics and reset all counters at specified points in time. The argument is a list of comma-separated values representing the amount of time in seconds elapsed from start of test when report checkpoint(s) must be performed. Report checkpoints are off by default.", "", OPT_LIST },
  { "debug", "print more debugging info", "off", OPT_BOOL },
  { "validate", "perform validation checks where possible", "off", OPT_BOOL },
  { "help", "print help and exit", "off", OPT_BOOL },
  { "version", "print version and exit", "off", OPT_BOOL },
  { "config-file", "File containing command line options", NULL, OPT_FILE },
  { "tx-rate", "deprecated alias for --rate", "0", OPT_INT },
  { "max-requests", "deprecated alias for --events", "0", OPT_INT },
  { "max-time", "deprecated alias for --time", "0", OPT_INT },
  { "num-threads", "deprecated alias for --threads", "1", OPT_INT },
  { NULL, NULL, NULL, OPT_NULL }
};

static const struct opt_def extended_opts[] = {
  { "warmup-time", "execute events for this many seconds with statistics disabled before the actual benchmark run with statistics enabled", "0", OPT_INT },
  { "thread-init-timeout", "wait time in seconds for worker threads to initialize", "30", OPT_INT },
  { "luajit-cmd", "perform LuaJIT control command. This option is equivalent to 'luajit -j'. See LuaJIT documentation for more information", NULL, OPT_STRING },
  { "rand-zipfian-exp", "shape parameter (exponent, theta) for the Zipfian distribution", "0.8", OPT_DOUBLE },
  { "report-script", "Lua file or module whose sysbench.hooks.report_intermediate/report_cumulative replace a built-in test's reports (e.g. report-json)", NULL, OPT_STRING },
  { "output", "write the results to json:FILE, csv:FILE, svg:FILE or html:FILE (comma-separated), with every step of a threads sweep (--threads=1,2,4 or --threads=1..64)", NULL, OPT_LIST },
  { NULL, NULL, NULL, OPT_NULL }
};

static const struct opt_def rand_opts[] = {
  { "rand-type", "random numbers distribution {uniform,gaussian,special,pareto}", "special", OPT_STRING },
  { "rand-spec-iter", "number of iterations used for numbers generation", "12", OPT_INT },
  { "rand-spec-pct", "percentage of values to be treated as 'special' (for special distribution)", "1", OPT_INT },
  { "rand-spec-res", "percentage of 'special' values to use (for special distribution)", "75", OPT_INT },
  { "rand-seed", "seed for random number generator. When 0, the current time is used as a RNG seed.", "0", OPT_INT },
  { "rand-pareto-h", "parameter h for pareto distribution", "0.2", OPT_DOUBLE },
  { NULL, NULL, NULL, OPT_NULL }
};

static const struct opt_def log_opts[] = {
  { "verbosity", "verbosity level {5 - debug, 0 - only critical messages}", "3", OPT_INT },
  { NULL, NULL, NULL, OPT_NULL }
};

static const struct opt_def log2_opts[] = {
  { "percentile", "percentile to calculate in latency statistics (1-100). Use the special value of 0 to disable percentile calculations", "95", OPT_INT },
  { "histogram", "print latency histogram in report", "off", OPT_BOOL },
  { NULL, NULL, NULL, OPT_NULL }
};

static struct opt_def db_opts[] = {
  { "db-driver", "specifies database driver to use ('help' to get list of available drivers)", NULL, OPT_STRING },
  { "db-ps-mode", "prepared statements usage mode {auto, disable}", "auto", OPT_STRING },
  { "db-debug", "print database-specific debug information", "off", OPT_BOOL },
  { NULL, NULL, NULL, OPT_NULL }
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

/* Reads an INT option that must lie in [min, INT_MAX]; a value below min
 * gets the reference's "--threads" style message. */
static int general_int(const char *name, long long min, int *out)
{
  long long v;
  if (!opt_get_int(name, &v))
    return -1;
  if (v < min) {
    log_fatal("Invalid value for --%s: %lld.\n", name, v);
    return -1;
  }
  *out = (int)v;
  return 0;
}

/* A deprecated alias replaces its option when set beyond its default. */
static int general_alias(const char *old, const char *new, long long floor, int *target)
{
  int v;
  if (general_int(old, 0, &v))
    return -1;
  if (v > floor) {
    log_warning("--%s is deprecated, use --%s instead", old, new);
    *target = v;
  }
  return 0;
}

static int general_forced_shutdown(struct general *g)
{
  const char *v = opt_str("forced-shutdown");
  g->forced_shutdown = false;
  if (g->time == 0)
    return 0;
  if (v == NULL) {
    g->forced_shutdown = true;
    g->forced_shutdown_after = g->time / 20;
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
  g->forced_shutdown = true;
  g->forced_shutdown_after = pct ? (int)(n * g->time / 100) : (int)n;
  return 0;
}

static int general_cmp_int(const void *a, const void *b)
{
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int general_checkpoints(struct general *g)
{
  int n;
  const char *const *items = opt_list("report-checkpoints", &n);
  if (n > GENERAL_MAX_CHECKPOINTS) {
    log_fatal("Too many checkpoints in --report-checkpoints (up to %d can be defined)",
              GENERAL_MAX_CHECKPOINTS);
    return -1;
  }
  for (int i = 0; i < n; i++) {
    long long v;
    if (!parse_int(items[i], 0, 2147483647LL, &v)) {
      log_fatal("Invalid value for --report-checkpoints: '%s'", items[i]);
      return -1;
    }
    g->checkpoints[i] = (int)v;
  }
  g->ncheckpoints = n;
  qsort(g->checkpoints, (size_t)n, sizeof(int), general_cmp_int);
  return 0;
}

static int general_rand(struct general *g)
{
  struct rand_options *r = &g->rand;
  long long v;
  if (!rand_dist_parse(opt_str("rand-type"), &r->type)) {
    log_fatal("Invalid random numbers distribution: %s.", opt_str("rand-type"));
    return -1;
  }
  if (general_int("rand-spec-iter", 1, &r->spec_iter) ||
      general_int("rand-spec-pct", 0, &r->spec_pct) ||
      general_int("rand-spec-res", 0, &r->spec_res) ||
      !opt_get_int("rand-seed", &v) ||
      !opt_get_double("rand-pareto-h", &r->pareto_h) ||
      !opt_get_double("rand-zipfian-exp", &r->zipf_exp))
    return -1;
  r->seed = v;
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

/* --percentile: one value as in the reference, or a list (our extension). */
static int general_percentiles(struct general *g)
{
  const char *v = opt_str("percentile");
  char buf[256];
  snprintf(buf, sizeof(buf), "%s", v ? v : "0");
  g->npercentiles = 0;
  bool zero = false;
  for (char *save, *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
    double p;
    if (!parse_double(tok, &p) || p < 0 || p > 100 ||
        g->npercentiles == GENERAL_MAX_PERCENTILES) {
      log_fatal("Invalid value for --percentile: %s", tok);
      return -1;
    }
    if (p == 0)
      zero = true;
    else
      g->percentiles[g->npercentiles++] = p;
  }
  if (zero && g->npercentiles) {
    log_fatal("Invalid value for --percentile: 0 cannot be combined with other values");
    return -1;
  }
  return 0;
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
    g->threads = g->thread_steps[0];
    return 0;
  }
  if (general_int("threads", 1, &g->threads) ||
      general_alias("num-threads", "threads", 1, &g->threads))
    return -1;
  g->thread_steps[0] = g->threads;
  g->nsteps = 1;
  return 0;
}

int general_validate(void)
{
  struct general *g = &sb_general;
  memset(g, 0, sizeof(*g));
  long long v;

  if (general_threads(g) ||
      general_int("thread-init-timeout", 1, &g->thread_init_timeout))
    return -1;
  if (!opt_get_int("events", &v))
    return -1;
  if (v < 0) {
    log_fatal("Invalid value for --events: %lld.\n", v);
    return -1;
  }
  int events = (int)v;
  if (general_alias("max-requests", "events", 0, &events) ||
      general_int("warmup-time", 0, &g->warmup_time) ||
      general_int("time", 0, &g->time) ||
      general_alias("max-time", "time", 0, &g->time))
    return -1;
  g->events = (uint64_t)events;
  if (g->events == 0 && g->time == 0)
    log_warning("Both event and time limits are disabled, running an endless test");
  if (general_forced_shutdown(g))
    return -1;
  if (!opt_get_size("thread-stack-size", &g->stack_size))
    return -1;
  if (g->stack_size == 0) {
    log_fatal("Invalid value for thread-stack-size: 0.\n");
    return -1;
  }
  if (g->stack_size < (uint64_t)PTHREAD_STACK_MIN) {
    log_fatal("Invalid value for thread-stack-size: %llu (the minimum is %u).",
              (unsigned long long)g->stack_size, (unsigned)PTHREAD_STACK_MIN);
    return -1;
  }
  g->debug = opt_bool("debug");
  g->validate = opt_bool("validate");
  if (general_rand(g) ||
      general_int("rate", 0, &g->rate) ||
      general_alias("tx-rate", "rate", 0, &g->rate) ||
      general_int("report-interval", 0, &g->report_interval) ||
      general_checkpoints(g))
    return -1;
  g->luajit_cmd = opt_str("luajit-cmd");

  if (!opt_get_int("verbosity", &v))
    return -1;
  if (v < 0 || v > 5) {
    log_text("Invalid value for verbosity: %lld\n", v);
    return -1;
  }
  g->verbosity = g->debug ? 5 : (int)v;
  if (general_percentiles(g))
    return -1;
  g->histogram = opt_bool("histogram");
  if (g->histogram && g->npercentiles == 0) {
    log_fatal("--histogram cannot be used with --percentile=0");
    return -1;
  }
  int nout;
  const char *const *out = opt_list("output", &nout);
  if (output_configure(out, nout))
    return -1;
  log_start(g->verbosity);
  return 0;
}
