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

static struct monitor_conf monitor_conf;

#define MON_TO(m) OPT_TO(struct monitor_conf, m)

static const char *const monitor_modes[] = { "off", "warn", "strict", NULL };

static const struct opt_def monitor_opts[] = {
  { .name = "monitor", .desc = "watch the machine during each run: off, warn (a line per problem "
    "after the report: throttling, a slow governor, load, steal, swapping, the page cache "
    "serving fileio; without --monitor, only when stdout is a terminal, so that a program "
    "reading the report sees sysbench 1.0.20's text: the verdict is in the result files) or "
    "strict (the state before the run and the verdict always; a problem fails the run)",
    .defval = "warn", .type = OPT_STRING, .choices = monitor_modes, .to = MON_TO(mode),
    .given_to = MON_TO(mode_given), .err = "invalid --monitor value '%s': off, warn or strict" },
  { .name = "monitor-interval", .desc = "seconds between two samples of the run monitor",
    .defval = "1", .type = OPT_DOUBLE, .to = MON_TO(interval), .flags = OPT_MIN | OPT_MAX,
    .dmin = 0.01, .dmax = 3600,
    .err = "invalid --monitor-interval value '%s': 0.01 to 3600 seconds" },
  { .name = "wait-idle", .desc = "before each run, wait up to N seconds for the machine to be "
    "idle (1-minute load at most 0.10, CPUs at most 2.5% busy), or fail; 0: do not wait",
    .defval = "0", .type = OPT_INT, .to = MON_TO(wait_idle), .flags = OPT_MIN | OPT_MAX,
    .min = 0, .max = 86400, .err = "invalid --wait-idle value '%s': 0 to 86400 seconds" },
  { .name = "drop-caches", .desc = "before each run, drop the page cache (root: all of it; "
    "otherwise the test files' pages in the current directory)", .defval = "off",
    .type = OPT_BOOL, .to = MON_TO(drop_caches) },
  { .name = NULL }
};

/* The run being watched (runs do not nest; a nested one is not watched). */
static struct monitor_run *monitor_current;
static uint64_t monitor_last_end;   /* when the previous watched run ended */

/* The options go with the other options sysbench-ng adds. */
static void monitor_declare(struct opt_registry *r, int group)
{
  (void)group;
  opt_register(r, monitor_opts, GROUP_EXTENDED);
}

static int monitor_configure(void *conf, const struct opt_registry *r, int group)
{
  (void)group;
  return opt_fill(r, monitor_opts, conf, OPT_FILL_RUN) ? -1 : 0;
}

static int monitor_run_start(void *conf, const struct run_config *rc)
{
  struct monitor_conf *c = conf;
  if (c->mode == MONITOR_OFF || monitor_current)
    return 0;
  if ((c->drop_caches && monitor_drop_caches()) || (c->wait_idle && monitor_wait_idle(c->wait_idle)))
    return -1;
  struct monitor_run *m =
      monitor_watch_begin(rc, c, monitor_last_end ? timer_sec(timer_now() - monitor_last_end) : -1);
  if (m == NULL)
    return 0;   /* the run goes on unwatched */
  if (c->mode == MONITOR_STRICT)
    monitor_before_print(m);
  monitor_current = m;
  return 0;
}

/* The sampling thread starts with the clock, once the workers exist: it
 * takes no task from them under a limit on processes (a pids cgroup,
 * RLIMIT_NPROC), and samples only the run. */
static void monitor_run_clock(void *conf, const struct run_config *rc, uint64_t start_ns)
{
  struct monitor_run *m = monitor_current;
  (void)conf;
  if (m == NULL || m->rc != rc)
    return;
  m->clock_at = start_ns;
  if (monitor_thread_start(m))
    log_warning("the run monitor's thread could not start: samples at the start and end only");
}

/* The peer of the run that goes on (monitor_peer_set), which a test
 * names from its run_start, before or after the module's. */
static struct monitor_peer monitor_peer_next;

void monitor_peer_set(int pid, const char *what)
{
  monitor_peer_next.pid = pid;
  snprintf(monitor_peer_next.what, sizeof(monitor_peer_next.what), "%s", what);
}

/* Problems of the last run, for run_status. */
static int monitor_problems;

static void monitor_run_end(void *conf, const struct run_config *rc)
{
  struct monitor_run *m = monitor_current;
  (void)conf;
  monitor_problems = 0;
  struct monitor_peer peer = monitor_peer_next;
  memset(&monitor_peer_next, 0, sizeof(monitor_peer_next));
  if (m == NULL || m->rc != rc)
    return;
  m->peer = peer;
  monitor_thread_stop(m);
  struct monitor_verdict v;
  monitor_watch_end(m, &v);
  struct results_step *step = rc->results;
  if (step) {
    if (step->modules == NULL)
      step->modules = json_object();
    json_set(step->modules, "monitor", monitor_results(m, &v));
  }
  if (step == NULL || step->has_final) {
    if (monitor_verdict_shown(&m->conf))
      monitor_verdict_print(&v, m->conf.mode == MONITOR_STRICT);
    monitor_problems = v.n;
  }
  monitor_current = NULL;
  monitor_last_end = timer_now();
  monitor_watch_free(m);
}

static int monitor_run_status(void *conf, const struct run_config *rc, int status)
{
  const struct monitor_conf *c = conf;
  (void)rc;
  if (c->mode != MONITOR_STRICT || monitor_problems == 0 || status != 0)
    return status;
  log_fatal("the run monitor found %d problem(s) (--monitor=strict)", monitor_problems);
  return 1;
}

bool monitor_enabled(void)
{
  return monitor_conf.mode != MONITOR_OFF;
}

bool monitor_shown(void)
{
  return monitor_verdict_shown(&monitor_conf);
}

static bool monitor_module_shown(void *conf)
{
  return monitor_verdict_shown(conf);
}

/* For scripts (ffi.C): one line on what the current directory is on,
 * for a text header (the storage card's). */
const char *sbng_monitor_identity(void)
{
  static char text[1024];
  struct monitor_device d;
  monitor_device_find(&d);
  struct json *id = monitor_identity(&d);
  monitor_identity_text(id, text, sizeof(text));
  json_free(id);
  return text;
}

static const struct sb_module monitor_module = {
  .name = "monitor",
  .conf = &monitor_conf,
  .declare = monitor_declare,
  .configure = monitor_configure,
  .run_start = monitor_run_start,
  .run_clock = monitor_run_clock,
  .run_end = monitor_run_end,
  .run_status = monitor_run_status,
  .verdict_shown = monitor_module_shown,
};
SB_REGISTER(sb_modules, monitor_module);
