/* SPDX-License-Identifier: GPL-2.0-or-later */
/* config_file.c: config-file syntax. One "name=value" per line; the value is
 * split into tokens (quotes, ',' and blanks separate them, '#' starts a
 * comment). Unlike the reference, blanks around the name are trimmed, a
 * line starting with '#' is a comment, a UTF-8 byte-order mark before the
 * first line is skipped, and a line without '=' is an error (the reference
 * ignores it, so a typo or the wrong file went unnoticed). */
#include "config_file.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CONFIG_MAX_TOKENS 256
#define CONFIG_MAX_FILE (16 << 20)
#define CONFIG_BOM "\xef\xbb\xbf"
#define CONFIG_QUOTE_MAX 60   /* bytes of a bad line quoted in its message */

/* Splits value [p, end) into NUL-terminated tokens written into buf. */
static int config_tokens(const char *p, const char *end, char *buf,
                         const char **tok, int *ntok)
{
  *ntok = 0;
  while (p < end) {
    if (isspace((unsigned char)*p) || *p == ',') {
      p++;
      continue;
    }
    if (*p == '#')
      break;
    if (*ntok == CONFIG_MAX_TOKENS)
      return -1;
    tok[(*ntok)++] = buf;
    if (*p == '\'' || *p == '"') {
      char q = *p++;
      const char *close = memchr(p, q, (size_t)(end - p));
      if (close == NULL)
        return -2;
      memcpy(buf, p, (size_t)(close - p));
      buf += close - p;
      p = close + 1;
    } else {
      while (p < end && !isspace((unsigned char)*p) && *p != ',' && *p != '#')
        *buf++ = *p++;
    }
    *buf++ = '\0';
  }
  return 0;
}

/* "line N is not name=value: 'text'", the line quoted with anything that
 * is not printable ASCII shown as '?' (the file may be binary). */
static void config_bad_line(const char *p, const char *eol, int lineno, char *err,
                            size_t errlen)
{
  char quote[CONFIG_QUOTE_MAX + 4];
  size_t n = 0;
  while (eol > p && isspace((unsigned char)eol[-1]))
    eol--;
  for (; p < eol && n < CONFIG_QUOTE_MAX; p++)
    quote[n++] = *p >= 0x20 && *p < 0x7f ? *p : '?';
  if (p < eol)
    n += (size_t)snprintf(quote + n, sizeof(quote) - n, "...");
  quote[n] = '\0';
  snprintf(err, errlen, "line %d is not name=value: '%s'", lineno, quote);
}

int config_parse(const char *text, size_t len, config_entry_fn fn, void *arg,
                 char *err, size_t errlen)
{
  const char *end = text + len;
  if (len >= 3 && memcmp(text, CONFIG_BOM, 3) == 0)
    text += 3;
  int lineno = 0;
  int rc = 0;
  char *buf = NULL;
  const char **tok = malloc(sizeof(*tok) * CONFIG_MAX_TOKENS);
  if (tok == NULL) {
    snprintf(err, errlen, "out of memory");
    return -1;
  }
  for (const char *line = text; line < end && rc == 0; ) {
    const char *eol = memchr(line, '\n', (size_t)(end - line));
    if (eol == NULL)
      eol = end;
    lineno++;
    const char *p = line;
    line = eol + 1;
    while (p < eol && isspace((unsigned char)*p))
      p++;
    if (p == eol || *p == '#')
      continue;
    const char *eq = memchr(p, '=', (size_t)(eol - p));
    if (eq == NULL) {
      config_bad_line(p, eol, lineno, err, errlen);
      rc = -1;
      break;
    }
    const char *nend = eq;
    while (nend > p && isspace((unsigned char)nend[-1]))
      nend--;
    if (nend == p) {
      snprintf(err, errlen, "missing option name on line %d", lineno);
      rc = -1;
      break;
    }
    /* Tokens never grow: the line's length bounds the buffer. */
    char *nbuf = realloc(buf, (size_t)(eol - p) + 2);
    if (nbuf == NULL) {
      snprintf(err, errlen, "out of memory");
      rc = -1;
      break;
    }
    buf = nbuf;
    memcpy(buf, p, (size_t)(nend - p));
    buf[nend - p] = '\0';
    int ntok;
    int trc = config_tokens(eq + 1, eol, buf + (nend - p) + 1, tok, &ntok);
    if (trc == -2) {
      snprintf(err, errlen, "unexpected EOL on line %d", lineno);
      rc = -1;
    } else if (trc == -1) {
      snprintf(err, errlen, "too many values on line %d", lineno);
      rc = -1;
    } else {
      rc = fn(buf, tok, ntok, lineno, arg);
    }
  }
  free(buf);
  free(tok);
  return rc;
}

int config_read(const char *path, config_entry_fn fn, void *arg,
                char *err, size_t errlen)
{
  FILE *f = fopen(path, "r");
  if (f == NULL) {
    snprintf(err, errlen, "%s", strerror(errno));
    return -1;
  }
  char *text = NULL;
  size_t len = 0, cap = 0;
  int rc = 0;
  for (;;) {
    if (cap - len < 4096) {
      if (cap >= CONFIG_MAX_FILE) {
        snprintf(err, errlen, "file is too large");
        rc = -1;
        break;
      }
      cap = cap ? cap * 2 : 8192;
      char *t = realloc(text, cap);
      if (t == NULL) {
        snprintf(err, errlen, "out of memory");
        rc = -1;
        break;
      }
      text = t;
    }
    size_t n = fread(text + len, 1, cap - len, f);
    len += n;
    if (n == 0) {
      if (ferror(f)) {
        snprintf(err, errlen, "%s", strerror(errno));
        rc = -1;
      }
      break;
    }
  }
  fclose(f);
  if (rc == 0)
    rc = config_parse(text ? text : "", len, fn, arg, err, errlen);
  free(text);
  return rc;
}
