/* SPDX-License-Identifier: GPL-2.0-or-later */
/* parse_steps.c: a list of counts ("1,2,4") or a doubling range
 * ("1..64"): the values of --threads in a threads sweep. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "parse.h"

bool parse_steps_syntax(const char *text)
{
  return strchr(text, ',') != NULL || strstr(text, "..") != NULL;
}

/* One thread count of the list; 0 after writing the reason to err. */
static long long parse_steps_count(const char *s, char *err, size_t errlen)
{
  long long v;
  if (!parse_int(s, LLONG_MIN, LLONG_MAX, &v) || v > INT_MAX) {
    snprintf(err, errlen, "'%s' is not a thread count", s);
    return 0;
  }
  if (v < 1) {
    snprintf(err, errlen, "thread counts start at 1, not %lld", v);
    return 0;
  }
  return v;
}

static int parse_steps_add(int *steps, int max, int *n, long long v, char *err, size_t errlen)
{
  if (*n && v <= steps[*n - 1]) {
    snprintf(err, errlen, "thread counts must increase (%lld after %d)", v, steps[*n - 1]);
    return -1;
  }
  if (*n == max) {
    snprintf(err, errlen, "more than %d steps", max);
    return -1;
  }
  steps[(*n)++] = (int)v;
  return 0;
}

int parse_steps(const char *text, int *steps, int max, int *n, char *err, size_t errlen)
{
  *n = 0;
  if (strspn(text, ",") == strlen(text)) {
    snprintf(err, errlen, "empty list");
    return -1;
  }
  for (const char *p = text;; p++) {
    size_t len = strcspn(p, ",");
    char item[64];
    if (len == 0) {
      snprintf(err, errlen, "empty item in the list");
      return -1;
    }
    if (len >= sizeof(item)) {
      snprintf(err, errlen, "'%.*s...' is not a thread count", 20, p);
      return -1;
    }
    memcpy(item, p, len);
    item[len] = '\0';
    char *dots = strstr(item, "..");
    if (dots == NULL) {
      long long v = parse_steps_count(item, err, errlen);
      if (v == 0 || parse_steps_add(steps, max, n, v, err, errlen))
        return -1;
    } else {
      *dots = '\0';
      if (item[0] == '\0' || dots[2] == '\0') {
        snprintf(err, errlen, "range '%.*s' lacks a bound", (int)len, p);
        return -1;
      }
      long long lo = parse_steps_count(item, err, errlen);
      long long hi = lo ? parse_steps_count(dots + 2, err, errlen) : 0;
      if (lo == 0 || hi == 0)
        return -1;
      if (hi < lo) {
        snprintf(err, errlen, "range %lld..%lld is descending", lo, hi);
        return -1;
      }
      for (long long v = lo; v < hi; v *= 2)
        if (parse_steps_add(steps, max, n, v, err, errlen))
          return -1;
      if (parse_steps_add(steps, max, n, hi, err, errlen))
        return -1;
    }
    p += len;
    if (*p == '\0')
      return 0;
  }
}
