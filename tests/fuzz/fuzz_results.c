/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fuzz_results.c: libFuzzer target for the result-file reader (JSON parser
 * and schema checks) of compare and merge; what loads must also write. The
 * parser also runs under small limits (nesting, members, size), which the
 * real ones only meet with inputs too large to fuzz. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/base/json.h"
#include "plugin/output.h"
#include "core/results/results.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char err[256];
  /* The parser's limits, made small enough for the fuzzer to reach. */
  static const struct json_limits small = { 4, 8, 4096 };
  json_free(json_parse_with((const char *)data, size, &small, err, sizeof(err)));
  struct results_series *r = results_parse((const char *)data, size, err, sizeof(err));
  if (r) {   /* what loads must also write */
    char *buf = NULL;
    size_t len;
    FILE *f = open_memstream(&buf, &len);
    const struct sb_output *o;
    for (int i = 0; (o = output_format_at(i)) != NULL; i++)
      o->write(r, f);
    fclose(f);
    free(buf);
    results_free(r);
  }
  return 0;
}
