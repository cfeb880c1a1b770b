/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fuzz_cmdline.c: libFuzzer target for the command line: the input is
 * split into arguments at newlines, parsed in both passes, and the general
 * options are validated, as main() does before any test runs. Config files
 * are left out (the file system is not the input). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include "core/command/cmdline.h"
#include "core/command/general.h"
#include "plugin/options.h"
#include "plugin/output.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_MAX_ARGS 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  /* The parser reports errors on stdout and stderr: silence both while it
   * runs, but give stderr back to libFuzzer for its own reports. */
  static int null_fd = -1, err_fd = -1;
  if (null_fd < 0) {
    if (!freopen("/dev/null", "w", stdout))
      return 0;
    null_fd = open("/dev/null", O_WRONLY);
    err_fd = dup(STDERR_FILENO);
  }
  fflush(stderr);
  dup2(null_fd, STDERR_FILENO);
  char *text = malloc(size + 1);
  if (text == NULL)
    return 0;
  memcpy(text, data, size);
  text[size] = '\0';
  char *argv[FUZZ_MAX_ARGS + 1] = { "sysbench" };
  int argc = 1;
  for (char *save, *a = strtok_r(text, "\n", &save); a && argc < FUZZ_MAX_ARGS;
       a = strtok_r(NULL, "\n", &save))
    if (strstr(a, "config") == NULL)
      argv[argc++] = a;
  argv[argc] = NULL;

  struct opt_registry *r = opt_registry_new();
  general_register(r);
  struct cmdline cl;
  struct general g;
  struct output_targets *ot = NULL;
  if (cmdline_parse(&cl, r, argc, argv) == 0 && general_read(r, &g, GENERAL_RUN) == 0 &&
      output_configure(g.output.items, g.output.n, &ot) == 0)
    cmdline_apply_pending(&cl, r, argc % 2 == 0);
  output_targets_free(ot);
  cmdline_free(&cl);
  opt_registry_free(r);
  free(text);
  fflush(stderr);
  dup2(err_fd, STDERR_FILENO);
  return 0;
}
