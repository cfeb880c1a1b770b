/* SPDX-License-Identifier: GPL-2.0-or-later */
/* module_hooks.c: the modules' per-run hooks and report sections
 * (module.h), walked in registration order. Kept apart from modules.c so
 * that the run and its reports need nothing of the option registry. */
#include <string.h>

#include "plugin/module.h"
#include "plugin/registry.h"

SB_REGISTRY_DECLARE(sb_modules);

int modules_run_start(const struct run_config *rc)
{
  const struct sb_module *const *started = (const struct sb_module *const *)__start_sb_modules;
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m)) {
    if (m->run_start && m->run_start(m->conf, rc)) {
      for (; *started != m; started++)
        if ((*started)->run_end)
          (*started)->run_end((*started)->conf, rc);
      return -1;
    }
  }
  return 0;
}

void modules_run_end(const struct run_config *rc)
{
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (m->run_end)
      m->run_end(m->conf, rc);
}

void modules_run_clock(const struct run_config *rc, uint64_t start_ns)
{
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (m->run_clock)
      m->run_clock(m->conf, rc, start_ns);
}

bool modules_verdict_shown(const char *name)
{
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (strcmp(m->name, name) == 0)
      return m->verdict_shown == NULL || m->verdict_shown(m->conf);
  return true;
}

int modules_run_status(const struct run_config *rc, int status)
{
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (m->run_status)
      status = m->run_status(m->conf, rc, status);
  return status;
}

bool modules_report_intermediate(const struct sb_stat *st)
{
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (m->report_intermediate && m->report_intermediate(m->conf, st))
      return true;
  return false;
}

void modules_report_cumulative(const struct sb_stat *st)
{
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (m->report_cumulative)
      m->report_cumulative(m->conf, st);
}
