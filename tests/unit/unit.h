/* SPDX-License-Identifier: GPL-2.0-or-later */
/* unit.h: a minimal unit-test harness: UNIT_TEST(name) { CHECK(...); }. */
#ifndef SB_UNIT_H
#define SB_UNIT_H

#include <stddef.h>
#include <stdint.h>

void unit_register(const char *name, void (*fn)(void));
void unit_fail(const char *file, int line, const char *expr);

#define UNIT_TEST(name)                                              \
  static void name(void);                                            \
  __attribute__((constructor)) static void name##_register(void)     \
  {                                                                  \
    unit_register(#name, name);                                      \
  }                                                                  \
  static void name(void)

/* Stops the current test case on the first failed check. */
#define CHECK(cond)                                  \
  do {                                               \
    if (!(cond)) {                                   \
      unit_fail(__FILE__, __LINE__, #cond);          \
      return;                                        \
    }                                                \
  } while (0)

/* A fixed-seed xorshift sequence, for tests that mutate inputs at random
 * but must fail the same way on every run. */
uint64_t unit_random(void);

/* Runs fn with stdout sent to /dev/null (reports printed by the code). */
void unit_quiet(void (*fn)(void *), void *arg);
/* Runs fn with stdout kept in out (cap bytes, NUL-terminated, the rest
 * cut); false when it could not be captured. */
int unit_capture(void (*fn)(void *), void *arg, char *out, size_t cap);

#endif
