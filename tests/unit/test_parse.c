/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_parse.c: numbers, sizes and booleans as options accept them. */
#include <stdint.h>

#include "core/base/parse.h"
#include "unit.h"

UNIT_TEST(parse_size_suffixes)
{
  uint64_t v;
  CHECK(parse_size("0", &v) && v == 0);
  CHECK(parse_size("16384", &v) && v == 16384);
  CHECK(parse_size("16K", &v) && v == 16384);
  CHECK(parse_size("16k", &v) && v == 16384);
  CHECK(parse_size("16KB", &v) && v == 16384);
  CHECK(parse_size("2M", &v) && v == 2 << 20);
  CHECK(parse_size("1G", &v) && v == 1ULL << 30);
  CHECK(parse_size("3T", &v) && v == 3ULL << 40);
}

UNIT_TEST(parse_size_rejects_garbage)
{
  uint64_t v = 7;
  CHECK(!parse_size("", &v));
  CHECK(!parse_size("-1", &v));
  CHECK(!parse_size("abc", &v));
  CHECK(!parse_size("1Q", &v));
  CHECK(!parse_size("1.5G", &v));
  CHECK(!parse_size("100b", &v));
  CHECK(!parse_size(" 1", &v));
  CHECK(!parse_size("99999999999999999999", &v));
  CHECK(!parse_size("17179869184T", &v));
  CHECK(v == 7);
}

UNIT_TEST(parse_int_range)
{
  long long v;
  CHECK(parse_int("42", 0, 100, &v) && v == 42);
  CHECK(parse_int("-5", -10, 10, &v) && v == -5);
  CHECK(parse_int("2147483647", 0, 2147483647LL, &v) && v == 2147483647LL);
  CHECK(!parse_int("2147483648", 0, 2147483647LL, &v));
  CHECK(!parse_int("abc", 0, 100, &v));
  CHECK(!parse_int("12abc", 0, 100, &v));
  CHECK(!parse_int("", 0, 100, &v));
  CHECK(!parse_int(" 1", 0, 100, &v));
  CHECK(!parse_int("101", 0, 100, &v));
  CHECK(!parse_int("99999999999999999999999", 0, 100, &v));
}

UNIT_TEST(parse_double_strict)
{
  double d;
  CHECK(parse_double("1.5", &d) && d == 1.5);
  CHECK(parse_double("0.2", &d) && d == 0.2);
  CHECK(parse_double("1e3", &d) && d == 1000);
  CHECK(!parse_double("1.5x", &d));
  CHECK(!parse_double("", &d));
  CHECK(!parse_double("nan", &d));
  CHECK(!parse_double("inf", &d));
}

UNIT_TEST(parse_bool_words)
{
  bool b;
  CHECK(parse_bool("on", &b) && b);
  CHECK(parse_bool("true", &b) && b);
  CHECK(parse_bool("1", &b) && b);
  CHECK(parse_bool("off", &b) && !b);
  CHECK(parse_bool("false", &b) && !b);
  CHECK(parse_bool("0", &b) && !b);
  CHECK(!parse_bool("", &b));
  CHECK(!parse_bool("ON", &b));
  CHECK(!parse_bool("maybe", &b));
}
