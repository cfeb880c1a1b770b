/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_sweep.c: the --threads sweep syntax: lists, doubling ranges and
 * every way of getting them wrong. */
#include <string.h>

#include "core/base/parse.h"
#include "unit.h"

static bool steps_are(const char *text, const int *expect, int n)
{
  int steps[64], got;
  char err[128];
  if (parse_steps(text, steps, 64, &got, err, sizeof(err)) || got != n)
    return false;
  return memcmp(steps, expect, sizeof(int) * (size_t)n) == 0;
}

static bool refused(const char *text, const char *why)
{
  int steps[64], got;
  char err[128] = "";
  return parse_steps(text, steps, 64, &got, err, sizeof(err)) == -1 && strstr(err, why);
}

UNIT_TEST(parse_steps_syntax_detects_lists_and_ranges)
{
  CHECK(parse_steps_syntax("1,2"));
  CHECK(parse_steps_syntax("1..8"));
  CHECK(parse_steps_syntax(","));
  CHECK(!parse_steps_syntax("8"));
  CHECK(!parse_steps_syntax("abc"));
  CHECK(!parse_steps_syntax(""));
}

UNIT_TEST(sweep_lists_and_ranges)
{
  CHECK(steps_are("1,2,4", (int[]) { 1, 2, 4 }, 3));
  CHECK(steps_are("1..64", (int[]) { 1, 2, 4, 8, 16, 32, 64 }, 7));
  /* The upper end is always the last step, reached by doubling or not. */
  CHECK(steps_are("1..48", (int[]) { 1, 2, 4, 8, 16, 32, 48 }, 7));
  CHECK(steps_are("3..20", (int[]) { 3, 6, 12, 20 }, 4));
  CHECK(steps_are("4..4", (int[]) { 4 }, 1));
  CHECK(steps_are("1,3..12,16", (int[]) { 1, 3, 6, 12, 16 }, 5));
  CHECK(steps_are("1..2147483647", (int[]) { 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024,
                                            2048, 4096, 8192, 16384, 32768, 65536, 131072,
                                            262144, 524288, 1048576, 2097152, 4194304,
                                            8388608, 16777216, 33554432, 67108864,
                                            134217728, 268435456, 536870912, 1073741824,
                                            2147483647 }, 32));
}

UNIT_TEST(sweep_bad_values)
{
  CHECK(refused(",", "empty list"));
  CHECK(refused(",,,", "empty list"));
  CHECK(refused("1,,2", "empty item"));
  CHECK(refused("1,2,", "empty item"));
  CHECK(refused(",1", "empty item"));
  CHECK(refused("4,2", "must increase (2 after 4)"));
  CHECK(refused("2,2", "must increase"));
  CHECK(refused("1..8,4", "must increase (4 after 8)"));
  CHECK(refused("8..1", "range 8..1 is descending"));
  CHECK(refused("0,1", "start at 1, not 0"));
  CHECK(refused("-1,2", "start at 1, not -1"));
  CHECK(refused("1..0", "start at 1, not 0"));
  CHECK(refused("1,x", "'x' is not a thread count"));
  CHECK(refused("1, 2", "' 2' is not a thread count"));
  CHECK(refused("1,2147483648", "not a thread count"));
  CHECK(refused("1,99999999999999999999999", "not a thread count"));
  CHECK(refused("..4", "lacks a bound"));
  CHECK(refused("4..", "lacks a bound"));
  CHECK(refused("1..2..4", "'2..4' is not a thread count"));
  CHECK(refused("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,"
                "28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,"
                "53,54,55,56,57,58,59,60,61,62,63,64,65", "more than 64 steps"));
}
