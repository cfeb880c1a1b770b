/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_utf8.c: UTF-8 validation and the terminal-safe escaping of text
 * from result files. */
#include <string.h>

#include "unit.h"
#include "core/base/utf8.h"

UNIT_TEST(utf8_sequences)
{
  CHECK(utf8_len((const unsigned char *)"a") == 1);
  CHECK(utf8_len((const unsigned char *)"\xc3\xa9") == 2);
  CHECK(utf8_len((const unsigned char *)"\xe2\x82\xac") == 3);
  CHECK(utf8_len((const unsigned char *)"\xf0\x9f\x98\x80") == 4);
  CHECK(utf8_len((const unsigned char *)"\xc0\xaf") == 0);       /* overlong */
  CHECK(utf8_len((const unsigned char *)"\xed\xa0\x80") == 0);   /* surrogate */
  CHECK(utf8_len((const unsigned char *)"\xf4\x90\x80\x80") == 0);   /* > U+10FFFF */
  CHECK(utf8_len((const unsigned char *)"\xe2\x82") == 0);       /* cut short */
}

UNIT_TEST(utf8_escape_for_terminal)
{
  char out[64];
  CHECK(strcmp(utf8_escape("plain caf\xc3\xa9", out, sizeof(out)), "plain caf\xc3\xa9") == 0);
  CHECK(strcmp(utf8_escape("\x1b[2J\t\x7f", out, sizeof(out)), "\\x1b[2J\\x09\\x7f") == 0);
  /* C1 CSI, a right-to-left override, a stray byte. */
  CHECK(strcmp(utf8_escape("\xc2\x9b" "1m\xe2\x80\xae" "x\xff", out, sizeof(out)),
               "\\u009b1m\\u202ex\\xff") == 0);
  /* Cut between characters, never inside an escape or a sequence. */
  CHECK(strcmp(utf8_escape("ab\x1b", out, 5), "ab") == 0);
  CHECK(strcmp(utf8_escape("a\xe2\x82\xac", out, 4), "a") == 0);
  CHECK(strcmp(utf8_escape("a\xe2\x82\xac", out, 5), "a\xe2\x82\xac") == 0);
  CHECK(strcmp(utf8_escape("abc", out, 1), "") == 0);
}

/* A message's text: its new lines and tabs are kept, nothing else. */
UNIT_TEST(utf8_escape_text_keeps_lines)
{
  char out[64];
  CHECK(strcmp(utf8_escape_text("a\tb\n\x1b[2Jc\r\n", out, sizeof(out)),
               "a\tb\n\\x1b[2Jc\\x0d\n") == 0);
}
