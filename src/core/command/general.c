/* SPDX-License-Identifier: GPL-2.0-or-later */
/* general.c: general options. Values that the reference accepts but no user
 * can mean (negative counts and times, garbage numbers) are refused here;
 * simple bounds are declared with each option, the rules between options
 * are checked below. */
#include "general.h"

#include <limits.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/module.h"
#include "plugin/output.h"
#include "core/base/parse.h"
#include "core/results/results.h"

/* What the options give, before the rules between them are applied. */
struct general_raw {
  struct general g;
  struct opt_steps threads;
  int events, time, rate, report_interval, warmup_time, thread_init_timeout;
  int rand_type, rand_seed, verbosity;
  const char *forced_shutdown, *stack_text, *percentile, *steady;
  uint64_t stack_size;
  struct opt_list checkpoints;
  bool quiet;   /* GENERAL_QUIET */
  bool ends_itself;   /* GENERAL_ENDS_ITSELF */
};

/* An INT option that must be at least min_, with the reference's
 * "Invalid value for --name: N." message, read into field m of struct
 * general_raw. */
#define GENERAL_INT(name_, desc_, def_, min_, m) \
  { .name = name_, .desc = desc_, .defval = def_, OPT_INT_TO(struct general_raw, m), \
    .min = min_, .flags = OPT_MIN, .err = "Invalid value for --" name_ ": %s.\n" }
/* A deprecated alias of option_ that replaces it when set beyond floor_. */
#define GENERAL_ALIAS(name_, option_, def_, floor_) \
  { .name = name_, .desc = "deprecated alias for --" option_, .defval = def_, .type = OPT_INT, \
    .min = 0, .flags = OPT_MIN, .err = "Invalid value for --" name_ ": %s.\n", \
    .alias_of = option_, .alias_floor = floor_ }
/* A percentage: an INT option from 0 to 100, with the same message. */
#define GENERAL_PCT(name_, desc_, def_, m) \
  { .name = name_, .desc = desc_, .defval = def_, OPT_INT_TO(struct general_raw, m), .min = 0, \
    .max = 100, .flags = OPT_MIN | OPT_MAX, .err = "Invalid value for --" name_ ": %s.\n" }

/* Scripts see the step's thread count in a threads sweep (its value is a
 * list or a range) and the first percentile: numbers, as the
 * reference's. */
static bool general_lua_threads(const struct run_config *rc, const char *text, double *out)
{
  *out = rc->threads;
  return text && parse_steps_syntax(text);
}

static bool general_lua_percentile(const struct run_config *rc, const char *text, double *out)
{
  (void)text;
  *out = rc->npercentiles ? rc->percentiles[0] : 0;
  return true;
}

static const struct opt_def general_opts[] = {
  { .name = "threads", .desc = "number of threads to use", .defval = "1", .min = 1,
    .flags = OPT_MIN, .err = "Invalid value for --threads: %s.\n", OPT_STEPS_TO(struct general_raw, threads),
    OPT_GIVEN_TO(struct general_raw, g.threads_given), .lua_value = general_lua_threads },
  { .name = "events", .desc = "limit for total number of events", .defval = "0", .min = 0,
    .flags = OPT_MIN, .err = "Invalid value for --events: %s.\n", OPT_INT_TO(struct general_raw, events), OPT_GIVEN_TO(struct general_raw, g.events_given) },
  { .name = "time", .desc = "limit for total execution time in seconds", .defval = "10", .min = 0,
    .flags = OPT_MIN, .err = "Invalid value for --time: %s.\n", OPT_INT_TO(struct general_raw, time), OPT_GIVEN_TO(struct general_raw, g.time_given) },
  { .name = "forced-shutdown", .desc = "number of seconds to wait after the --time limit before forcing shutdown, or 'off' to disable", .defval = "off", .type = OPT_STRING,
    OPT_TEXT_TO(struct general_raw, forced_shutdown), .complete = "off" },
  { .name = "thread-stack-size", .desc = "size of stack per thread", .defval = "64K", .min = 1, .flags = OPT_MIN,
    .err = "Invalid value for thread-stack-size: %s.\n", OPT_SIZE_TO(struct general_raw, stack_size), OPT_TEXT_TO(struct general_raw, stack_text) },
  GENERAL_INT("rate", "average transactions rate. 0 for unlimited rate", "0", 0, rate),
  GENERAL_INT("report-interval", "periodically report intermediate statistics with a specified interval in seconds. 0 disables intermediate reports", "0", 0, report_interval),
  { .name = "report-checkpoints", .desc = "dump full statistics and reset all counters at specified points in time. The argument is a list of comma-separated values representing the amount of time in seconds elapsed from start of test when report checkpoint(s) must be performed. Report checkpoints are off by default.", .defval = "",
    OPT_LIST_TO(struct general_raw, checkpoints) },
  { .name = "debug", .desc = "print more debugging info", .defval = "off", OPT_BOOL_TO(struct general_raw, g.run.debug) },
  { .name = "validate", .desc = "perform validation checks where possible", .defval = "off",
    OPT_BOOL_TO(struct general_raw, g.run.validate) },
  { .name = "help", .desc = "print help and exit", .defval = "off", OPT_BOOL_TO(struct general_raw, g.help) },
  { .name = "version", .desc = "print version and exit", .defval = "off", OPT_BOOL_TO(struct general_raw, g.version) },
  { .name = "config-file", .desc = "File containing command line options", .defval = NULL, .type = OPT_FILE,
    .complete = "@file" },
  GENERAL_ALIAS("tx-rate", "rate", "0", 0),
  GENERAL_ALIAS("max-requests", "events", "0", 0),
  { .name = "max-time", .desc = "deprecated alias for --time", .defval = "0", .type = OPT_INT,
    .min = 0, .flags = OPT_MIN, .err = "Invalid value for --max-time: %s.\n",
    .alias_of = "time", .alias_floor = 0, OPT_GIVEN_TO(struct general_raw, g.max_time_given) },
  GENERAL_ALIAS("num-threads", "threads", "1", 1),
  { .name = NULL }
};

/* --output's help names the formats there are (output.h). */
static void general_output_desc(struct opt_def *d, char *buf, size_t len)
{
  char formats[256];
  output_formats_text(formats, sizeof(formats));
  snprintf(buf, len, "write the results to %s (comma-separated), with every step of "
           "a threads sweep (--threads=1,2,4 or --threads=1..64)", formats);
  d->desc = buf;
}

static const struct opt_def extended_opts[] = {
  GENERAL_INT("warmup-time", "execute events for this many seconds with statistics disabled before the actual benchmark run with statistics enabled", "0", 0,
              warmup_time),
  GENERAL_INT("thread-init-timeout", "wait time in seconds for worker threads to initialize", "30", 1,
              thread_init_timeout),
  { .name = "luajit-cmd", .desc = "perform LuaJIT control command. This option is equivalent to 'luajit -j'. See LuaJIT documentation for more information", .defval = NULL,
    OPT_STRING_TO(struct general_raw, g.luajit_cmd) },
  { .name = "rand-zipfian-exp", .desc = "shape parameter (exponent, theta) for the Zipfian distribution", .defval = "0.8",
    OPT_DOUBLE_TO(struct general_raw, g.run.rand.o.zipf_exp) },
  { .name = "report-script", .desc = "Lua file or module whose sysbench.hooks.report_intermediate/report_cumulative replace a built-in test's reports (e.g. report-json)", .defval = NULL,
    OPT_STRING_TO(struct general_raw, g.report_script), .complete = "report-json @file:lua" },
  { .name = "output", .defval = NULL, OPT_LIST_TO(struct general_raw, g.output),
    .complete = "@output", .from_plugins = general_output_desc },
  { .name = "runs", .desc = "runs of each step, then their mean, median, deviation and 95% confidence interval", .defval = "1",
    .min = 1, .max = GENERAL_MAX_RUNS, .flags = OPT_MIN | OPT_MAX | OPT_RUN_ONLY,
    .err = "Invalid value for --runs: %s (1 to 1000).", OPT_INT_TO(struct general_raw, g.runs) },
  { .name = "steady-state", .desc = "end a run when it is steady: iops, iops_slope, bw, bw_slope, lat or lat_slope with :LIMIT or :PERCENT% (fio's), or snia", .defval = NULL,
    .type = OPT_STRING, .flags = OPT_RUN_ONLY, OPT_TEXT_TO(struct general_raw, steady),
    .complete = "iops: iops_slope: bw: bw_slope: lat: lat_slope: snia" },
  { .name = "steady-state-window", .desc = "seconds of the window the --steady-state criterion must hold over (snia: its 5 rounds)", .defval = "30",
    .min = 2, .max = STEADY_MAX_WINDOW, .flags = OPT_MIN | OPT_MAX | OPT_RUN_ONLY,
    .err = "Invalid value for --steady-state-window: %s (2 to 3600 seconds).", OPT_INT_TO(struct general_raw, g.run.steady.window) },
  { .name = "steady-state-ramp", .desc = "seconds at the start that no --steady-state window may include", .defval = "0",
    .min = 0, .flags = OPT_MIN | OPT_RUN_ONLY,
    .err = "Invalid value for --steady-state-ramp: %s.", OPT_INT_TO(struct general_raw, g.run.steady.ramp) },
  { .name = NULL }
};

static const struct opt_def rand_opts[] = {
  { .name = "rand-type", .desc = "random numbers distribution {uniform,gaussian,special,pareto}", .defval = "special",
    .choices = rand_dist_names, .err = "Invalid random numbers distribution: %s.", OPT_CHOICE_TO(struct general_raw, rand_type) },
  GENERAL_INT("rand-spec-iter", "number of iterations used for numbers generation", "12", 1, g.run.rand.o.spec_iter),
  GENERAL_PCT("rand-spec-pct", "percentage of values to be treated as 'special' (for special distribution)", "1",
              g.run.rand.o.spec_pct),
  GENERAL_PCT("rand-spec-res", "percentage of 'special' values to use (for special distribution)", "75",
              g.run.rand.o.spec_res),
  { .name = "rand-seed", .desc = "seed for random number generator. When 0, the current time is used as a RNG seed.", .defval = "0",
    OPT_INT_TO(struct general_raw, rand_seed) },
  { .name = "rand-pareto-h", .desc = "parameter h for pareto distribution", .defval = "0.2",
    OPT_DOUBLE_TO(struct general_raw, g.run.rand.o.pareto_h) },
  { .name = NULL }
};

static const struct opt_def log_opts[] = {
  { .name = "verbosity", .desc = "verbosity level {5 - debug, 0 - only critical messages}", .defval = "3",
    OPT_INT_TO(struct general_raw, verbosity), .complete = "0 1 2 3 4 5" },
  { .name = NULL }
};

static const struct opt_def log2_opts[] = {
  { .name = "percentile", .desc = "percentile to calculate in latency statistics (1-100). Use the special value of 0 to disable percentile calculations", .defval = "95", .type = OPT_INT,
    OPT_TEXT_TO(struct general_raw, percentile), .lua_value = general_lua_percentile },
  { .name = "histogram", .desc = "print latency histogram in report", .defval = "off",
    OPT_BOOL_TO(struct general_raw, g.run.histogram) },
  { .name = NULL }
};

/* The groups in --help order. */
static const struct { const struct opt_def *defs; int group; } general_groups[] = {
  { general_opts, GROUP_GENERAL }, { extended_opts, GROUP_EXTENDED }, { rand_opts, GROUP_RAND },
  { log_opts, GROUP_LOG }, { log2_opts, GROUP_LOG2 },
};
#define GENERAL_NGROUPS (sizeof(general_groups) / sizeof(general_groups[0]))

void general_register(struct opt_registry *r)
{
  for (size_t i = 0; i < GENERAL_NGROUPS; i++)
    opt_register(r, general_groups[i].defs, general_groups[i].group);
}

void general_read_early(const struct opt_registry *r, struct general *g)
{
  static const struct opt_def early[] = {
    { .name = "help", OPT_BOOL_TO(struct general, help) },
    { .name = "version", OPT_BOOL_TO(struct general, version) },
    { .name = NULL }
  };
  memset(g, 0, sizeof(*g));
  opt_fill(r, early, g, 0);
}

static int general_forced_shutdown(const struct general_raw *raw, struct run_config *rc)
{
  const char *v = raw->forced_shutdown;
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

static int general_checkpoints(const struct opt_list *l, struct run_config *rc)
{
  if (l->n > RUN_MAX_CHECKPOINTS) {
    log_fatal("Too many checkpoints in --report-checkpoints (up to %d can be defined)",
              RUN_MAX_CHECKPOINTS);
    return -1;
  }
  for (int i = 0; i < l->n; i++) {
    long long v;
    if (!parse_int(l->items[i], 0, 2147483647LL, &v)) {
      log_fatal("Invalid value for --report-checkpoints: '%s'", l->items[i]);
      return -1;
    }
    rc->checkpoints[i] = (int)v;
  }
  rc->ncheckpoints = l->n;
  qsort(rc->checkpoints, (size_t)l->n, sizeof(int), general_cmp_int);
  return 0;
}

static int general_rand(struct general_raw *raw)
{
  struct rand_options o = raw->g.run.rand.o, *r = &o;
  r->type = (enum rand_dist)raw->rand_type;
  r->seed = raw->rand_seed;
  raw->g.run.rand_seed = raw->rand_seed;
  if (r->pareto_h <= 0 || r->pareto_h >= 1) {
    log_fatal("Invalid value for --rand-pareto-h: %g.", r->pareto_h);
    return -1;
  }
  if (r->zipf_exp < 0) {
    log_fatal("--rand-zipfian-exp must be >= 0");
    return -1;
  }
  rand_dists_init(&raw->g.run.rand, r);
  return 0;
}

static bool general_has_rank(const struct run_config *rc, double p)
{
  for (int i = 0; i < rc->npercentiles; i++)
    if (rc->percentiles[i] == p)
      return true;
  return false;
}

/* --percentile: one value as in the reference, or a list (our extension)
 * of up to RUN_MAX_PERCENTILES, each once. */
static int general_percentiles(const char *v, struct run_config *rc)
{
  if (v && *v == '\0') {
    fflush(stdout);
    fputs("Invalid value for the 'percentile' option: ''\n", stderr);
    return -1;
  }
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
    } else if (general_has_rank(rc, p)) {
      log_fatal("Invalid value for --percentile: %s is given twice", tok);
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

/* --threads: one count, or a sweep's. */
static void general_threads(struct general_raw *raw)
{
  struct general *g = &raw->g;
  memcpy(g->thread_steps, raw->threads.v, sizeof(int) * (size_t)raw->threads.n);
  g->nsteps = raw->threads.n;
  g->sweep = raw->threads.list;
  g->run.threads = g->thread_steps[0];
}

static int general_stack_size(const struct general_raw *raw, struct run_config *rc)
{
  rc->stack_size = raw->stack_size;
  /* The platform's minimum (16K on x86-64, 128K on arm64) is used when the
   * default or the value typed is smaller; the reference ignores the failed
   * pthread_attr_setstacksize and runs too. */
  if (rc->stack_size < (uint64_t)PTHREAD_STACK_MIN) {
    if (strcmp(raw->stack_text, "64K") != 0 && !raw->quiet)
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

/* --steady-state's criterion, with its window and ramp. */
static int general_steady(const char *text, struct run_config *rc)
{
  char err[256];
  struct steady_conf *c = &rc->steady;
  c->on = false;
  if (text == NULL || *text == '\0')
    return 0;
  if (!steady_parse(text, c, err, sizeof(err))) {
    log_fatal("Invalid value for --steady-state: %s", err);
    return -1;
  }
  if (c->test == STEADY_SNIA && c->window % 5) {
    log_fatal("--steady-state=snia: --steady-state-window=%d is not 5 rounds of whole seconds",
              c->window);
    return -1;
  }
  return 0;
}

/* The rules between the options, in the reference's order of checks. */
static int general_rules(struct general_raw *raw)
{
  struct general *g = &raw->g;
  struct run_config *rc = &g->run;
  general_threads(raw);
  rc->thread_init_timeout = raw->thread_init_timeout;
  rc->events = (uint64_t)raw->events;
  rc->warmup_time = raw->warmup_time;
  rc->time = raw->time;
  if (rc->events == 0 && rc->time == 0 && !raw->quiet && !raw->ends_itself)
    log_warning("Both event and time limits are disabled, running an endless test");
  if (general_forced_shutdown(raw, rc) || general_stack_size(raw, rc) || general_rand(raw))
    return -1;
  rc->rate = raw->rate;
  rc->report_interval = raw->report_interval;
  if (general_checkpoints(&raw->checkpoints, rc))
    return -1;
  if (raw->verbosity < 0 || raw->verbosity > 5) {
    log_text("Invalid value for verbosity: %d\n", raw->verbosity);
    return -1;
  }
  g->verbosity = rc->debug ? 5 : raw->verbosity;
  if (general_percentiles(raw->percentile, rc))
    return -1;
  if (rc->histogram && rc->npercentiles == 0) {
    log_fatal("--histogram cannot be used with --percentile=0");
    return -1;
  }
  return general_steady(raw->steady, rc);
}

int general_read(const struct opt_registry *r, struct general *g, unsigned flags)
{
  struct general_raw raw;
  memset(&raw, 0, sizeof(raw));
  raw.quiet = flags & GENERAL_QUIET;
  raw.ends_itself = flags & GENERAL_ENDS_ITSELF;
  for (size_t i = 0; i < GENERAL_NGROUPS; i++)
    if (opt_fill(r, general_groups[i].defs, &raw,
                 (flags & GENERAL_RUN ? OPT_FILL_RUN : 0) | (flags & GENERAL_QUIET ? OPT_FILL_QUIET : 0)))
      return -1;
  if (general_rules(&raw))
    return -1;
  *g = raw.g;
  g->run.options = r;
  return 0;
}

bool general_option_ignored(const char *name)
{
  if (results_option_ignored(name))
    return true;
  for (size_t i = 0; i < GENERAL_NGROUPS; i++) {
    const struct opt_def *d = opt_def_in(general_groups[i].defs, name);
    if (d)
      return d->flags & OPT_UNMEASURED;
  }
  return modules_option_unmeasured(name);
}
