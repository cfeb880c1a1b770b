/* fuzz_config.c: libFuzzer target for --config-file: the tokenizer, and
 * every entry applied to the registry of general options. */
#include <stdint.h>
#include <stdio.h>

#include "config_file.h"
#include "general.h"
#include "options.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int fuzz_apply(const char *name, const char *const *items, int n, int line, void *arg)
{
  (void)line;
  (void)arg;
  if (n)
    opt_set_items(name, items, n);
  else
    opt_set(name, NULL);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  static int ready;
  if (!ready) {
    general_register();
    ready = 1;
  }
  char err[256];
  config_parse((const char *)data, size, fuzz_apply, NULL, err, sizeof(err));
  return 0;
}
