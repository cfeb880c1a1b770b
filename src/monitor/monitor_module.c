/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_module.c: the run monitor as a module of the core (module.h):
 * its options, and per run: before the clock starts, --drop-caches,
 * --wait-idle and the state of the machine; while it runs, the sampling
 * thread; after the report, the verdict, in the text and the result
 * step's "monitor" member; with --monitor=strict, a problem fails the
 * run. */
#include "monitor/monitor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/log.h"
#include "plugin/module.h"
#include "plugin/registry.h"
#include "core/results/results.h"
#include "core/base/timer.h"

static const char *const monitor_modes[] = { "off", "warn", "strict", NULL };

static const struct opt_def monitor_opts[] = {
  { .name = "monitor", .desc = "watch the machine during each run: off, warn (a line per problem "
    "after the report: throttling, a slow governor, load, steal, swapping, the page cache "
    "serving fileio; without --monitor, only when stdout is a terminal, so that a program "
    "reading the report sees sysbench 1.0.20's text: the verdict is in the result files) or "
    "strict (the state before the run and the verdict always; a problem fails the run)",
    .defval = "warn", .choices = monitor_modes, OPT_CHOICE_TO(struct monitor_conf, mode),
    OPT_GIVEN_TO(struct monitor_conf, mode_given), .err = "invalid --monitor value '%s': off, warn or strict" },
  { .name = "monitor-interval", .desc = "seconds between two samples of the run monitor",
    .defval = "1", OPT_DOUBLE_TO(struct monitor_conf, interval), .flags = OPT_MIN | OPT_MAX,
    .dmin = 0.01, .dmax = 3600,
    .err = "invalid --monitor-interval value '%s': 0.01 to 3600 seconds" },
  { .name = "wait-idle", .desc = "before each run, wait up to N seconds for the machine to be "
    "idle (1-minute load at most 0.10, CPUs at most 2.5% busy), or fail; 0: do not wait",
    .defval = "0", OPT_INT_TO(struct monitor_conf, wait_idle), .flags = OPT_MIN | OPT_MAX,
    .min = 0, .max = 86400, .err = "invalid --wait-idle value '%s': 0 to 86400 seconds" },
  { .name = "drop-caches", .desc = "before each run, drop the page cache (root: all of it; "
    "otherwise the test files' pages in the current directory)", .defval = "off",
    OPT_BOOL_TO(struct monitor_conf, drop_caches) },
  { .name = NULL }
};

static const struct sb_module monitor_module;

/* The run's handle: its watch (NULL: not watched), and what run_end
 * judges the status by. */
static int monitor_run_start(void *conf, const struct run_config *rc, void **run)
{
  struct monitor_conf *c = conf;
  *run = NULL;
  if (c->mode == MONITOR_OFF)
    return 0;
  if ((c->drop_caches && monitor_drop_caches()) || (c->wait_idle && monitor_wait_idle(c->wait_idle)))
    return -1;
  double gap = rc->previous_run_end ? timer_sec(timer_now() - rc->previous_run_end) : -1;
  struct monitor_run *m = monitor_watch_begin(rc, c, gap);
  if (m == NULL)
    return 0;   /* the run goes on unwatched */
  if (c->mode == MONITOR_STRICT)
    monitor_before_print(m);
  *run = m;
  return 0;
}

/* The sampling thread starts with the clock, once the workers exist: it
 * takes no task from them under a limit on processes (a pids cgroup,
 * RLIMIT_NPROC), and samples only the run. */
static void monitor_run_clock(void *run, uint64_t start_ns)
{
  struct monitor_run *m = run;
  if (m == NULL)
    return;
  m->clock_at = start_ns;
  if (monitor_thread_start(m))
    log_warning("the run monitor's thread could not start: samples at the start and end only");
}

/* The verdict after the report, in the text and the step's "monitor"
 * member; --monitor=strict fails a run with problems. */
static int monitor_run_end(void *run, int status)
{
  struct monitor_run *m = run;
  if (m == NULL)
    return status;
  monitor_thread_stop(m);
  struct monitor_verdict v;
  monitor_watch_end(m, &v);
  struct results_step *step = m->rc->results;
  int problems = 0;
  if (step) {
    if (step->modules == NULL)
      step->modules = json_object();
    json_set(step->modules, "monitor", monitor_results(m, &v));
  }
  if (step == NULL || step->has_final) {
    if (monitor_verdict_shown(&m->conf))
      monitor_verdict_print(&v, m->conf.mode == MONITOR_STRICT);
    problems = v.n;
  }
  bool strict = m->conf.mode == MONITOR_STRICT;
  monitor_watch_free(m);
  if (!strict || problems == 0 || status != 0)
    return status;
  log_fatal("the run monitor found %d problem(s) (--monitor=strict)", problems);
  return 1;
}

bool monitor_enabled(const struct run_config *rc)
{
  const struct monitor_conf *c = modules_conf_of(rc->modules, &monitor_module);
  return c && c->mode != MONITOR_OFF;
}

bool monitor_shown(const struct run_config *rc)
{
  const struct monitor_conf *c = modules_conf_of(rc->modules, &monitor_module);
  return c && monitor_verdict_shown(c);
}

static bool monitor_module_shown(void *conf)
{
  return monitor_verdict_shown(conf);
}

/* For scripts (ffi.C): one line on what the current directory is on,
 * for a text header (the storage card's); the calling thread's text
 * until its next call (ffi.string copies it). */
const char *sbng_monitor_identity(void)
{
  static __thread char text[1024];
  struct monitor_device d;
  monitor_device_find(&d);
  struct json *id = monitor_identity(&d);
  monitor_identity_text(id, text, sizeof(text));
  json_free(id);
  return text;
}

static const struct sb_module monitor_module = {
  .name = "monitor",
  .options = monitor_opts,
  .options_group = GROUP_EXTENDED,     /* among the options sysbench-ng adds */
  .conf_size = sizeof(struct monitor_conf),
  .run_start = monitor_run_start,
  .run_clock = monitor_run_clock,
  .run_end = monitor_run_end,
  .verdict_shown = monitor_module_shown,
};
SB_REGISTER(sb_modules, monitor_module);
