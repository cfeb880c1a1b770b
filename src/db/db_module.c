/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_module.c: the database layer as a module of the core (module.h): the
 * generic database options and the drivers' option groups, their --help
 * blocks as 1.0.20 prints them, the reports' SQL sections and the result
 * files' per-query-type figures. */
#include "db.h"

#include <stdio.h>
#include <string.h>

#include "core/base/log.h"
#include "plugin/module.h"
#include "plugin/registry.h"

/* --db-driver's default is the default driver's name, if it is built in,
 * and its completion the drivers' names. */
static void db_driver_declare(struct opt_def *d, char *buf, size_t len)
{
  const struct db_driver *drv;
  size_t n = 0;
  buf[0] = '\0';
  for (int i = 0; (drv = db_driver_at(i)) != NULL; i++) {
    if (drv->default_driver)
      d->defval = drv->name;
    if (n + strlen(drv->name) + 2 <= len)
      n += (size_t)snprintf(buf + n, len - n, "%s%s", n ? " " : "", drv->name);
  }
  d->complete = buf;
}

static const struct opt_def db_opts[] = {
  { .name = "db-driver", .desc = "specifies database driver to use ('help' to get list of available drivers)",
    .defval = NULL, OPT_STRING_TO(struct db_conf, driver), .from_plugins = db_driver_declare },
  { .name = "db-ps-mode", .desc = "prepared statements usage mode {auto, disable}", .defval = "auto",
    OPT_STRING_TO(struct db_conf, ps_mode), .complete = "auto disable" },
  { .name = "db-debug", .desc = "print database-specific debug information", .defval = "off",
    OPT_BOOL_TO(struct db_conf, debug) },
  { .name = NULL }
};

/* Each driver's options in the groups after the module's own. */
static void db_driver_groups(struct opt_registry *r, int group)
{
  const struct db_driver *d;
  for (int i = 0; (d = db_driver_at(i)) != NULL; i++)
    opt_register(r, d->options, group + 1 + i);
}

static void db_help(const struct opt_registry *r, int group)
{
  const struct db_driver *d;
  log_text("General database options:\n\n");
  opt_print_group(r, group);
  log_text("\nCompiled-in database drivers:\n");
  for (int i = 0; (d = db_driver_at(i)) != NULL; i++)
    log_text("  %s - %s\n", d->name, d->desc);
  log_text("\n");
  for (int i = 0; (d = db_driver_at(i)) != NULL; i++) {
    log_text("%s options:\n", d->name);
    opt_print_group(r, group + 1 + i);
  }
}

static const char *db_group_title(int k, char *buf, size_t len)
{
  const struct db_driver *d = k > 0 ? db_driver_at(k - 1) : NULL;
  if (k == 0)
    return "General database options";
  if (d == NULL)
    return NULL;
  snprintf(buf, len, "%s options (%s)", d->name, d->desc);
  return buf;
}

/* The values are checked when a driver is first used under this
 * configuration (as the reference does): db.c. */
static int db_configure(void *conf, const struct opt_registry *r, int group)
{
  (void)group;
  struct db_conf *c = conf;
  c->options = r;
  pthread_mutex_init(&c->lock, NULL);
  c->stats = db_stats_new();
  if (c->stats == NULL) {
    db_conf_release(c);
    return -1;
  }
  return 0;
}

static void db_done(void *conf)
{
  db_conf_release(conf);
}

static const struct sb_module db_module;

struct db_conf *db_conf_of(const struct run_config *rc)
{
  return modules_conf_of(rc->modules, &db_module);
}

static const struct sb_module db_module = {
  .name = "database",
  .options = db_opts,
  .conf_size = sizeof(struct db_conf),
  .lua_api = "sysbench.sql",
  .parts = &db_query_parts,
  .plugin_groups = db_driver_groups,
  .configure = db_configure,
  .done = db_done,
  .help = db_help,
  .group_title = db_group_title,
  .run_start = db_results_begin,
  .run_end = db_results_end,
  .report_intermediate = db_report_intermediate,
  .report_cumulative = db_report_cumulative,
};
SB_REGISTER(sb_modules, db_module);
