/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_rand.c: the generator and distributions against the reference's
 * test vectors (spec/internals.md section 4.9: --rand-seed=1, one thread). */
#include <stdlib.h>
#include <string.h>

#include "core/stats/rand.h"
#include "unit.h"

static void seed_like_reference(void)
{
  static struct rand_dists d;
  struct rand_options o = { .type = RAND_SPECIAL, .spec_iter = 12, .spec_pct = 1,
                            .spec_res = 75, .pareto_h = 0.2, .zipf_exp = 0.8 };
  rand_dists_init(&d, &o);
  rand_dists_use(&d);
  srandom(1);
  rand_seed_state(&rand_tls);
}

UNIT_TEST(rand_vectors_uniform_gaussian_special_pareto)
{
  static const uint32_t uni[] = { 82, 38, 90, 63, 81, 63 };
  static const uint32_t gau[] = { 53, 62, 48, 58, 45, 53 };
  static const uint32_t spe[] = { 51, 50, 51, 51, 51, 51 };
  static const uint32_t par[] = { 23, 1, 45, 4, 21, 4 };
  seed_like_reference();
  for (int i = 0; i < 6; i++)
    CHECK(rand_uniform(1, 100) == uni[i]);
  seed_like_reference();
  for (int i = 0; i < 6; i++)
    CHECK(rand_gaussian(1, 100) == gau[i]);
  seed_like_reference();
  for (int i = 0; i < 6; i++)
    CHECK(rand_special(1, 100) == spe[i]);
  seed_like_reference();
  for (int i = 0; i < 6; i++)
    CHECK(rand_pareto(1, 100) == par[i]);
}

UNIT_TEST(rand_vectors_raw_and_string)
{
  static const uint64_t u64[] = { 14972179374201007161ULL, 6937875558910519049ULL,
                                  16505063501547603882ULL };
  seed_like_reference();
  for (int i = 0; i < 3; i++)
    CHECK(rand_next(&rand_tls) == u64[i]);
  seed_like_reference();
  double d = rand_double(&rand_tls);
  CHECK(d > 0.81164347021756 && d < 0.81164347021758);
  seed_like_reference();
  static const char *const strs[] = { "abc-838-quq", "abc-419-dgg", "abc-877-jxu", "abc-283-tqc" };
  for (int i = 0; i < 4; i++) {
    char buf[12] = { 0 };
    rand_string("abc-###-@@@", buf);
    CHECK(strcmp(buf, strs[i]) == 0);
  }
}

UNIT_TEST(rand_vectors_zipfian)
{
  static const uint32_t zip[] = { 2, 25, 1, 8, 3, 7, 21, 51 };
  seed_like_reference();
  for (int i = 0; i < 8; i++)
    CHECK(rand_zipfian(1, 100) == zip[i]);
}

UNIT_TEST(rand_unique_has_no_repeats)
{
  srandom(3);
  rand_seed_unique();
  static uint32_t seen[20000];
  for (int i = 0; i < 20000; i++)
    seen[i] = rand_unique();
  for (int i = 1; i < 20000; i++)
    for (int j = i - 20 < 0 ? 0 : i - 20; j < i; j++)
      CHECK(seen[i] != seen[j]);
}

UNIT_TEST(rand_bounds_hold)
{
  seed_like_reference();
  for (int i = 0; i < 100000; i++) {
    uint32_t u = rand_uniform(5, 9);
    CHECK(u >= 5 && u <= 9);
    uint32_t z = rand_zipfian(1, 1000);
    CHECK(z >= 1 && z <= 1000);
    uint32_t p = rand_pareto(10, 20);
    CHECK(p >= 10 && p <= 20);
  }
  char buf[64];
  uint32_t n = rand_varstring(buf, 3, 10);
  CHECK(n >= 3 && n <= 10);
  for (uint32_t i = 0; i < n; i++)
    CHECK(buf[i] >= '0' && buf[i] <= 'z');
}
