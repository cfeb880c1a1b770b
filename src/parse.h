/* parse.h: strict parsing of option values (numbers, sizes, booleans). */
#ifndef SB_PARSE_H
#define SB_PARSE_H

#include <stdbool.h>
#include <stdint.h>

/* Each returns false when s is not a complete, in-range value. */
bool parse_int(const char *s, long long min, long long max, long long *out);
bool parse_double(const char *s, double *out);
/* Decimal digits and an optional K, M, G or T (powers of 1024, any case);
 * text after the letter is ignored, as the reference does ("16KB"). */
bool parse_size(const char *s, uint64_t *out);
/* on/true/1 and off/false/0; an empty string is not a boolean. */
bool parse_bool(const char *s, bool *out);

#endif
