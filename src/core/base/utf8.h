/* SPDX-License-Identifier: GPL-2.0-or-later */
/* utf8.h: UTF-8 validation, and text from untrusted files made safe to
 * print on a terminal. */
#ifndef SB_UTF8_H
#define SB_UTF8_H

#include <stddef.h>

/* Length of the valid UTF-8 sequence at s (1..4), or 0 if it is not one
 * (overlong forms, surrogates and code points above U+10FFFF are not). */
size_t utf8_len(const unsigned char *s);

/* Copies s into out (cap > 0 bytes, always NUL-terminated, cut only
 * between characters) with what a terminal would act on escaped: control
 * characters (C0, DEL, C1) and bidirectional controls as \xNN or \uNNNN,
 * and bytes that are not UTF-8 as \xNN. A result file from someone else
 * then cannot move the cursor, recolour or reorder what compare prints.
 * Returns out. */
char *utf8_escape(const char *s, char *out, size_t cap);
/* The same with new lines and tabs kept: a message of several lines. */
char *utf8_escape_text(const char *s, char *out, size_t cap);

#endif
