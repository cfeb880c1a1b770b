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

struct db_conf db_conf;

#define DB_TO(m) OPT_TO(struct db_conf, m)

/* Not const: --db-driver's default is the default driver's name, if it
 * is built in, and its completion the drivers' names (db_declare). */
static struct opt_def db_opts[] = {
  { .name = "db-driver", .desc = "specifies database driver to use ('help' to get list of available drivers)",
    .defval = NULL, .type = OPT_STRING, .to = DB_TO(driver) },
  { .name = "db-ps-mode", .desc = "prepared statements usage mode {auto, disable}", .defval = "auto",
    .type = OPT_STRING, .to = DB_TO(ps_mode), .complete = "auto disable" },
  { .name = "db-debug", .desc = "print database-specific debug information", .defval = "off",
    .type = OPT_BOOL, .to = DB_TO(debug) },
  { .name = NULL }
};

/* The generic options in group, each driver's in the groups after it;
 * --db-driver's completion offers the drivers built in. */
static void db_declare(struct opt_registry *r, int group)
{
  static char drivers[128];
  const struct db_driver *d;
  size_t n = 0;
  for (int i = 0; (d = db_driver_at(i)) != NULL; i++) {
    if (d->default_driver)
      db_opts[0].defval = d->name;
    if (n + strlen(d->name) + 2 <= sizeof(drivers))
      n += (size_t)sprintf(drivers + n, "%s%s", n ? " " : "", d->name);
  }
  db_opts[0].complete = drivers;
  opt_register(r, db_opts, group);
  for (int i = 0; (d = db_driver_at(i)) != NULL; i++)
    opt_register(r, d->options, group + 1 + i);
}

static void db_help(void *conf, const struct opt_registry *r, int group)
{
  (void)conf;
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

static const char *db_group_title(void *conf, int k, char *buf, size_t len)
{
  (void)conf;
  const struct db_driver *d = k > 0 ? db_driver_at(k - 1) : NULL;
  if (k == 0)
    return "General database options";
  if (d == NULL)
    return NULL;
  snprintf(buf, len, "%s options (%s)", d->name, d->desc);
  return buf;
}

/* The values are checked when a driver is first used (as the reference
 * does), and again before each later command. */
static int db_configure(void *conf, const struct opt_registry *r, int group)
{
  (void)group;
  struct db_conf *c = conf;
  c->options = r;
  return opt_fill(r, db_opts, c, OPT_FILL_RUN) ? -1 : db_refresh();
}

static const struct sb_module db_module = {
  .name = "database",
  .conf = &db_conf,
  .declare = db_declare,
  .configure = db_configure,
  .help = db_help,
  .group_title = db_group_title,
  .run_start = db_results_begin,
  .run_end = db_results_end,
  .report_intermediate = db_report_intermediate,
  .report_cumulative = db_report_cumulative,
};
SB_REGISTER(sb_modules, db_module);
