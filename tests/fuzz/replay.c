/* SPDX-License-Identifier: GPL-2.0-or-later */
/* replay.c: runs a libFuzzer target over stored inputs without libFuzzer,
 * so `make check` replays the regression corpus (tests/fuzz/corpus/) with
 * any compiler, under AddressSanitizer. Usage: replay FILE... */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
  for (int i = 1; i < argc; i++) {
    FILE *f = fopen(argv[i], "rb");
    if (f == NULL) {
      perror(argv[i]);
      return 1;
    }
    static uint8_t buf[1 << 20];
    size_t n = fread(buf, 1, sizeof(buf), f);
    fclose(f);
    uint8_t *copy = malloc(n ? n : 1);
    for (size_t j = 0; j < n; j++)
      copy[j] = buf[j];
    LLVMFuzzerTestOneInput(copy, n);
    free(copy);
  }
  return 0;
}
