/* fuzz_results.c: libFuzzer target for the result-file reader (JSON parser
 * and schema checks) of compare and merge; what loads must also write. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "output.h"
#include "results.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char err[256];
  struct results_run *r = results_parse((const char *)data, size, err, sizeof(err));
  if (r) {   /* what loads must also write */
    char *buf = NULL;
    size_t len;
    FILE *f = open_memstream(&buf, &len);
    results_json_write(r, f);
    results_csv_write(r, f);
    svg_write(r, f);
    fclose(f);
    free(buf);
    results_free(r);
  }
  return 0;
}
