/* SPDX-License-Identifier: GPL-2.0-or-later */
/* module_hooks.c: the modules' per-run hooks and report sections
 * (module.h), walked in registration order, each given its run handle.
 * Kept apart from modules.c so that the run and its reports need nothing
 * of the option registry. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/log.h"
#include "core/stats/figures.h"
#include "module_confs.h"
#include "plugin/registry.h"

SB_REGISTRY_DECLARE(sb_modules);

#define MODULE_AT(i) ((const struct sb_module *)SB_REGISTRY_AT(sb_modules, i))

const struct sb_parts *modules_parts(const char *member)
{
  for (SB_REGISTRY_EACH(sb_modules, const struct sb_module, m))
    if (m->parts && strcmp(m->parts->member, member) == 0)
      return m->parts;
  return NULL;
}

void *modules_conf_of(const struct module_confs *mc, const struct sb_module *m)
{
  for (int i = 0; mc && i < mc->n; i++)
    if (MODULE_AT(i) == m)
      return mc->conf[i];
  return NULL;
}

int modules_run_start(const struct run_config *rc, struct module_runs *runs)
{
  /* A run without the modules' configurations (a unit test's) has none
   * of their runs. */
  int n = rc->modules ? rc->modules->n : 0;
  if (n > MODULES_MAX) {
    fprintf(stderr, "BUG: more than %d modules are registered\n", MODULES_MAX);
    abort();
  }
  memset(runs, 0, sizeof(*runs));
  runs->confs = rc->modules;
  for (int i = 0; i < n; i++) {
    const struct sb_module *m = MODULE_AT(i);
    if (m->run_start && m->run_start(rc->modules->conf[i], rc, &runs->run[i])) {
      runs->n = i;
      modules_run_end(runs, 1);
      return -1;
    }
    runs->n = i + 1;
  }
  return 0;
}

void modules_run_clock(struct module_runs *runs, uint64_t start_ns)
{
  for (int i = 0; i < runs->n; i++)
    if (MODULE_AT(i)->run_clock)
      MODULE_AT(i)->run_clock(runs->run[i], start_ns);
}

int modules_run_end(struct module_runs *runs, int status)
{
  for (int i = 0; i < runs->n; i++)
    if (MODULE_AT(i)->run_end)
      status = MODULE_AT(i)->run_end(runs->run[i], status);
  runs->n = 0;
  return status;
}

bool modules_report_intermediate(const struct sb_stat *st)
{
  const struct module_runs *runs = st->modules;
  for (int i = 0; runs && i < runs->n; i++)
    if (MODULE_AT(i)->report_intermediate &&
        MODULE_AT(i)->report_intermediate(runs->run[i], st))
      return true;
  return false;
}

void modules_report_cumulative(const struct sb_stat *st)
{
  const struct module_runs *runs = st->modules;
  for (int i = 0; runs && i < runs->n; i++)
    if (MODULE_AT(i)->report_cumulative)
      MODULE_AT(i)->report_cumulative(runs->run[i], st);
}
