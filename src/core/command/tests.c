/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tests.c: the registry of built-in tests. Each test registers itself
 * (registry.h); their order is Makefile.am's, which is --help's. Also the
 * part of the lifecycle the core does for every test: its options
 * registered and filled into its configuration before init. */
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/options.h"
#include "plugin/registry.h"
#include "plugin/test.h"

SB_REGISTRY_DECLARE(sb_tests);

const struct sb_test *test_find(const char *name)
{
  return SB_REGISTRY_FIND(sb_tests, name);
}

const struct sb_test *test_at(int i)
{
  return SB_REGISTRY_AT(sb_tests, i);
}

void test_register_options(const struct sb_test *t, struct opt_registry *r)
{
  opt_register(r, t->options, GROUP_TEST);
}

int test_init(const struct sb_test *t, enum sb_command cmd, const struct run_config *rc,
              const struct opt_registry *r, void **conf)
{
  void *c = NULL;
  *conf = NULL;
  if (t->conf_size && (c = calloc(1, t->conf_size)) == NULL) {
    alloc_failed();
    return -1;
  }
  if (c && t->conf_template)
    memcpy(c, t->conf_template, t->conf_size);
  if (opt_fill(r, t->options, c, cmd == CMD_RUN ? OPT_FILL_RUN : 0) || (t->init && t->init(cmd, rc, c))) {
    free(c);
    return -1;
  }
  *conf = c;
  return 0;
}

int test_done(const struct sb_test *t, enum sb_command cmd, void *conf)
{
  int rc = t->done ? t->done(conf, cmd) : 0;
  free(conf);
  return rc;
}
