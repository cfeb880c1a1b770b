/* SPDX-License-Identifier: GPL-2.0-or-later */
/* parse.c: value parsers shared by the command line, config files and Lua.
 * Unlike the reference, garbage is an error instead of a silent 0. */
#include "parse.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

bool parse_int(const char *s, long long min, long long max, long long *out)
{
  if (s == NULL || *s == '\0' || isspace((unsigned char)*s))
    return false;
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  if (errno || *end != '\0' || v < min || v > max)
    return false;
  *out = v;
  return true;
}

bool parse_double(const char *s, double *out)
{
  if (s == NULL || *s == '\0' || isspace((unsigned char)*s))
    return false;
  char *end;
  errno = 0;
  double v = strtod(s, &end);
  if (errno || *end != '\0' || !isfinite(v))
    return false;
  *out = v;
  return true;
}

bool parse_size(const char *s, uint64_t *out)
{
  if (s == NULL || !isdigit((unsigned char)*s))
    return false;
  uint64_t v = 0;
  for (; isdigit((unsigned char)*s); s++) {
    unsigned d = (unsigned)(*s - '0');
    if (v > (UINT64_MAX - d) / 10)
      return false;
    v = v * 10 + d;
  }
  unsigned shift = 0;
  switch (*s) {
  case '\0': break;
  case 'k': case 'K': shift = 10; break;
  case 'm': case 'M': shift = 20; break;
  case 'g': case 'G': shift = 30; break;
  case 't': case 'T': shift = 40; break;
  default: return false;
  }
  if (shift && v > (UINT64_MAX >> shift))
    return false;
  *out = v << shift;
  return true;
}

bool parse_bool(const char *s, bool *out)
{
  if (s == NULL)
    return false;
  if (!strcmp(s, "on") || !strcmp(s, "true") || !strcmp(s, "1")) {
    *out = true;
    return true;
  }
  if (!strcmp(s, "off") || !strcmp(s, "false") || !strcmp(s, "0")) {
    *out = false;
    return true;
  }
  return false;
}
