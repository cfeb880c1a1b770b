/* SPDX-License-Identifier: GPL-2.0-or-later */
/* metrics_module.c: the metrics exporter as a module of the core
 * (module.h): --metric-labels, which result files record and the
 * openmetrics and prometheus formats read there, and --push, which sends
 * each step's metrics to a Prometheus Pushgateway when the step ends and
 * the run's at the end. Its options are among those added by sysbench-ng
 * in --help; none changes what is measured, so compare and merge ignore
 * them. */
#include <string.h>

#include "core/base/log.h"
#include "metrics/http.h"
#include "metrics/metrics.h"
#include "plugin/module.h"
#include "output/metrics.h"
#include "plugin/registry.h"

static const struct opt_def metrics_opts[] = {
  { .name = "metric-labels", .desc = "labels of the openmetrics and prometheus outputs' and "
    "--push's metrics, name=value (comma-separated)", OPT_LIST_TO(struct metrics_conf, labels),
    .flags = OPT_UNMEASURED },
  { .name = "push", .desc = "push each step's metrics to the Prometheus Pushgateway at this URL "
    "(http://host:9091) when the step ends, and the run's at the end",
    OPT_STRING_TO(struct metrics_conf, push), .flags = OPT_UNMEASURED },
  { .name = "push-strict", .desc = "a failed push fails the run (exit 1) instead of a warning",
    .defval = "off", OPT_BOOL_TO(struct metrics_conf, strict), .flags = OPT_UNMEASURED },
  { .name = "push-timeout", .desc = "seconds a push may take, connecting included",
    .defval = "10", OPT_INT_TO(struct metrics_conf, timeout), .min = 1, .max = 300,
    .flags = OPT_MIN | OPT_MAX | OPT_UNMEASURED,
    .err = "Invalid value for --push-timeout: %s (1 to 300 seconds)" },
  { .name = NULL }
};

static int metrics_configure(void *conf, const struct opt_registry *r, int group)
{
  (void)group;
  (void)r;
  struct metrics_conf *c = conf;
  int bad;
  const char *why = metrics_labels_refused(c->labels.items, c->labels.n, &bad);
  if (why) {
    log_fatal("Invalid value for --metric-labels: '%s': %s", c->labels.items[bad], why);
    return -1;
  }
  if (c->push && !push_url_ok(c->push)) {
    log_fatal("Invalid value for --push: '%s' (expected http://HOST[:PORT][/PATH] or https://...)",
              c->push);
    return -1;
  }
  if (c->push && strlen(c->push) > PUSH_URL_MAX) {
    log_fatal("Invalid value for --push: the URL is %zu bytes long (at most %d)",
              strlen(c->push), PUSH_URL_MAX);
    return -1;
  }
  /* Loaded when a command is to push: a missing library stops it before
   * it measures anything. */
  return c->push ? http_load() : 0;
}

static int metrics_step_end(void *conf, const struct results_series *run,
                            const struct results_step *step)
{
  struct metrics_conf *c = conf;
  return c->push ? push_results(c, run, step - run->steps) : 0;
}

static int metrics_series_end(void *conf, const struct results_series *run)
{
  struct metrics_conf *c = conf;
  return c->push ? push_results(c, run, -1) : 0;
}

static const struct sb_module metrics_module = {
  .name = "metrics",
  .options = metrics_opts,
  .options_group = GROUP_EXTENDED,     /* among the options sysbench-ng adds */
  .conf_size = sizeof(struct metrics_conf),
  .configure = metrics_configure,
  .step_end = metrics_step_end,
  .series_end = metrics_series_end,
};
SB_REGISTER(sb_modules, metrics_module);
