/* SPDX-License-Identifier: GPL-2.0-or-later */
/* parse.h: strict parsing of option values (numbers, sizes, booleans). */
#ifndef SB_PARSE_H
#define SB_PARSE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Each returns false when s is not a complete, in-range value. */
bool parse_int(const char *s, long long min, long long max, long long *out);
bool parse_double(const char *s, double *out);
/* Decimal digits and an optional K, M, G or T (powers of 1024, any case);
 * text after the letter is ignored, as the reference does ("16KB"). */
bool parse_size(const char *s, uint64_t *out);
/* on/true/1 and off/false/0; an empty string is not a boolean. */
bool parse_bool(const char *s, bool *out);

/* Is text a list or a range ("1,2,4", "1..64") rather than one number? */
bool parse_steps_syntax(const char *text);
/* Items separated by ',', each N or A..B; A..B is A, 2A, 4A, ... below B,
 * then B itself. The counts must be >= 1 and strictly increasing. Fills
 * steps[0..*n); returns -1 with the reason in err. */
int parse_steps(const char *text, int *steps, int max, int *n, char *err, size_t errlen);

#endif
