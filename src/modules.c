/* modules.c: the modules (module.h) as the command sees them: their
 * options registered and filled, their help. The modules register
 * themselves (registry.h); this file names none of them. */
#include "log.h"
#include "module.h"
#include "registry.h"

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
