/* SPDX-License-Identifier: GPL-2.0-or-later */
/* utf8.c: UTF-8 validation and terminal-safe text (see utf8.h). */
#include "utf8.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

size_t utf8_len(const unsigned char *s)
{
  unsigned c = s[0], lo = 0x80, hi = 0xbf;
  size_t n;
  if (c < 0x80)
    return 1;
  if (c >= 0xc2 && c <= 0xdf)
    n = 2;
  else if (c >= 0xe0 && c <= 0xef)
    n = 3;
  else if (c >= 0xf0 && c <= 0xf4)
    n = 4;
  else
    return 0;
  /* No overlong forms, surrogates or code points above U+10FFFF. */
  if (c == 0xe0)
    lo = 0xa0;
  else if (c == 0xed)
    hi = 0x9f;
  else if (c == 0xf0)
    lo = 0x90;
  else if (c == 0xf4)
    hi = 0x8f;
  if (s[1] < lo || s[1] > hi)
    return 0;
  for (size_t i = 2; i < n; i++)
    if ((s[i] & 0xc0) != 0x80)
      return 0;
  return n;
}

/* The code point of the valid n-byte sequence at s. */
static unsigned utf8_code(const unsigned char *s, size_t n)
{
  static const unsigned lead_mask[] = { 0, 0x7f, 0x1f, 0x0f, 0x07 };
  unsigned cp = s[0] & lead_mask[n];
  for (size_t i = 1; i < n; i++)
    cp = (cp << 6) | (s[i] & 0x3f);
  return cp;
}

/* C1 controls, and the marks and overrides that reorder a line. */
static bool utf8_hidden(unsigned cp)
{
  return (cp >= 0x80 && cp <= 0x9f) || cp == 0x61c || cp == 0x200e || cp == 0x200f ||
         (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/* utf8_escape, and utf8_escape_text when lines: new lines and tabs kept. */
static char *utf8_escape_some(const char *s, char *out, size_t cap, bool lines)
{
  size_t len = 0;
  for (const unsigned char *p = (const unsigned char *)s; *p;) {
    size_t n = utf8_len(p);
    char esc[8];
    const char *piece = (const char *)p;
    size_t plen = n;
    bool kept = lines && (*p == '\n' || *p == '\t');
    if (n == 0 || ((*p < 0x20 || *p == 0x7f) && !kept)) {
      plen = (size_t)snprintf(esc, sizeof(esc), "\\x%02x", *p);
      piece = esc;
      n = 1;
    } else if (n > 1 && utf8_hidden(utf8_code(p, n))) {
      plen = (size_t)snprintf(esc, sizeof(esc), "\\u%04x", utf8_code(p, n));
      piece = esc;
    }
    if (len + plen >= cap)
      break;
    memcpy(out + len, piece, plen);
    len += plen;
    p += n;
  }
  out[len] = '\0';
  return out;
}

char *utf8_escape(const char *s, char *out, size_t cap)
{
  return utf8_escape_some(s, out, cap, false);
}

char *utf8_escape_text(const char *s, char *out, size_t cap)
{
  return utf8_escape_some(s, out, cap, true);
}
