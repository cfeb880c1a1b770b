/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fuzz_config.c: libFuzzer target for --config-file: the tokenizer, and
 * every entry applied to the registry of general options. */
#include <stdint.h>
#include <stdio.h>

#include "core/command/config_file.h"
#include "core/command/general.h"
#include "plugin/options.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int fuzz_apply(const char *name, const char *const *items, int n, int line, void *arg)
{
  (void)line;
  struct opt_registry *r = arg;
  if (n)
    opt_set_items(r, name, items, n);
  else
    opt_set(r, name, NULL);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static struct opt_registry *r;
  if (r == NULL) {
    r = opt_registry_new();
    general_register(r);
  }
  char err[256];
  config_parse((const char *)data, size, fuzz_apply, r, err, sizeof(err));
  return 0;
}
