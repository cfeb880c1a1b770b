/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modules.c: the modules (module.h) as the command sees them: their
 * options registered and filled, their help, the series' hooks. The modules register
 * themselves (registry.h); this file names none of them. */
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "core/run/module_confs.h"
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
    opt_register(r, m->options, m->options_group ? m->options_group : modules_group(i));
    if (m->plugin_groups)
      m->plugin_groups(r, modules_group(i));
    i++;
  }
}

void modules_help(const struct opt_registry *r)
{
  int i = 0;
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m)) {
    if (m->help)
      m->help(r, modules_group(i));
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
                    (title = m->group_title(k, buf, sizeof(buf))) != NULL; k++)
      fn(title, modules_group(i) + k, arg);
    i++;
  }
}

int modules_configure(const struct opt_registry *r, struct module_confs **out)
{
  struct module_confs *mc = alloc_resize(NULL, sizeof(*mc));
  int n = SB_REGISTRY_COUNT(sb_modules);
  mc->n = 0;
  mc->conf = alloc_resize(NULL, sizeof(void *) * (size_t)(n ? n : 1));
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m)) {
    void *conf = NULL;
    if (m->conf_size) {
      conf = alloc_resize(NULL, m->conf_size);
      memset(conf, 0, m->conf_size);
    }
    if ((m->options && opt_fill(r, m->options, conf, OPT_FILL_RUN)) ||
        (m->configure && m->configure(conf, r, modules_group(mc->n)))) {
      free(conf);
      modules_free(mc);
      return -1;
    }
    mc->conf[mc->n++] = conf;
  }
  *out = mc;
  return 0;
}

void modules_free(struct module_confs *mc)
{
  for (int i = 0; mc && i < mc->n; i++) {
    const struct sb_module *m = SB_REGISTRY_AT(sb_modules, i);
    if (m->done)
      m->done(mc->conf[i]);
    free(mc->conf[i]);
  }
  if (mc)
    free(mc->conf);
  free(mc);
}

int modules_step_end(const struct module_confs *mc, unsigned *failed,
                     const struct results_series *run, const struct results_step *step)
{
  int rc = 0;
  for (int i = 0; i < mc->n; i++) {
    const struct sb_module *m = SB_REGISTRY_AT(sb_modules, i);
    if (m->step_end && !(*failed & 1u << i) && m->step_end(mc->conf[i], run, step)) {
      *failed |= 1u << i;
      rc = -1;
    }
  }
  return rc;
}

int modules_series_end(const struct module_confs *mc, unsigned *failed,
                       const struct results_series *run)
{
  int rc = 0;
  for (int i = 0; i < mc->n; i++) {
    const struct sb_module *m = SB_REGISTRY_AT(sb_modules, i);
    if (m->series_end && !(*failed & 1u << i) && m->series_end(mc->conf[i], run)) {
      *failed |= 1u << i;
      rc = -1;
    }
  }
  return rc;
}

bool modules_option_unmeasured(const char *name)
{
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m)) {
    const struct opt_def *d = m->options ? opt_def_in(m->options, name) : NULL;
    if (d)
      return d->flags & OPT_UNMEASURED;
  }
  return false;
}

bool modules_verdict_shown(const struct module_confs *mc, const char *name)
{
  for (int i = 0; mc && i < mc->n; i++) {
    const struct sb_module *m = SB_REGISTRY_AT(sb_modules, i);
    if (strcmp(m->name, name) == 0)
      return m->verdict_shown == NULL || m->verdict_shown(mc->conf[i]);
  }
  return true;
}
