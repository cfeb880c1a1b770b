/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modules.c: the modules (module.h) as the command sees them: their
 * options registered and filled, their help, the series' hooks. The modules register
 * themselves (registry.h); this file names none of them. */
#include "core/base/log.h"
#include "plugin/module.h"
#include "plugin/registry.h"

SB_REGISTRY_DECLARE(sb_modules);

/* Module i's first help group; its plug-ins' follow. */
#define MODULE_GROUPS 16
static int modules_group(int i)
{
  return GROUP_PLUGIN + MODULE_GROUPS * i;
}

void modules_register(struct opt_registry *r)
{
  int i = 0;
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m)) {
    opt_register(r, m->options, modules_group(i));
    if (m->declare)
      m->declare(r, modules_group(i));
    i++;
  }
}

void modules_help(const struct opt_registry *r)
{
  int i = 0;
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m)) {
    if (m->help)
      m->help(m->conf, r, modules_group(i));
    i++;
  }
}

void modules_each_group(void (*fn)(const char *title, int group, void *arg), void *arg)
{
  int i = 0;
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m)) {
    char buf[128];
    const char *title;
    for (int k = 0; m->group_title && k < MODULE_GROUPS &&
                    (title = m->group_title(m->conf, k, buf, sizeof(buf))) != NULL; k++)
      fn(title, modules_group(i) + k, arg);
    i++;
  }
}

int modules_configure(const struct opt_registry *r)
{
  int i = 0;
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m)) {
    if ((m->options && opt_fill(r, m->options, m->conf, OPT_FILL_RUN)) ||
        (m->configure && m->configure(m->conf, r, modules_group(i))))
      return -1;
    i++;
  }
  return 0;
}

int modules_step_end(const struct results_run *run, const struct results_step *step)
{
  int rc = 0;
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (m->step_end && m->step_end(m->conf, run, step))
      rc = -1;
  return rc;
}

int modules_series_end(const struct results_run *run)
{
  int rc = 0;
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (m->series_end && m->series_end(m->conf, run))
      rc = -1;
  return rc;
}
