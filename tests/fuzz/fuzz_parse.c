/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fuzz_parse.c: libFuzzer target for the value parsers (numbers, sizes,
 * booleans) that every option goes through. */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/parse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  char *s = malloc(size + 1);
  if (s == NULL)
    return 0;
  memcpy(s, data, size);
  s[size] = '\0';
  long long i;
  double d;
  uint64_t z;
  bool b;
  if (parse_int(s, -2147483648LL, 2147483647LL, &i) && (i < -2147483648LL || i > 2147483647LL))
    abort();
  parse_double(s, &d);
  if (parse_size(s, &z) && strlen(s) == 0)
    abort();
  parse_bool(s, &b);
  free(s);
  return 0;
}
