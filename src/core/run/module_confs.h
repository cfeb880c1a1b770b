/* SPDX-License-Identifier: GPL-2.0-or-later */
/* module_confs.h: what the core holds of the modules (module.h) for one
 * command or step, and for one run: each module's configuration and run
 * handle, in registration order. Shared by modules.c (configuring) and
 * module_hooks.c (the runs); nothing else includes it. */
#ifndef SB_MODULE_CONFS_H
#define SB_MODULE_CONFS_H

#include "plugin/module.h"

struct module_confs {
  int n;
  void **conf;          /* module i's configuration (NULL: conf_size 0) */
};

/* At most this many modules are registered (a run's handles are held
 * in its state, allocated with it). */
#define MODULES_MAX 16

struct module_runs {
  const struct module_confs *confs;
  int n;
  void *run[MODULES_MAX];   /* module i's run handle */
};

#endif
