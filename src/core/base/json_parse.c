/* SPDX-License-Identifier: GPL-2.0-or-later */
/* json_parse.c: a strict JSON (RFC 8259) parser for untrusted input: every
 * read is bounds-checked, nesting and object sizes are limited, a member
 * name may appear once per object, and any error returns NULL with its
 * line and column. */
#include "json.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct parser {
  const char *s, *end, *p;
  char *err;
  size_t errlen;
  bool failed;
  const struct json_limits *limits;
};

__attribute__((format(printf, 2, 3)))
static struct json *parse_fail(struct parser *ps, const char *fmt, ...)
{
  if (ps->failed)
    return NULL;
  ps->failed = true;
  int line = 1, col = 1;
  for (const char *q = ps->s; q < ps->p && q < ps->end; q++) {
    if (*q == '\n') {
      line++;
      col = 1;
    } else {
      col++;
    }
  }
  char what[160];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof(what), fmt, ap);
  va_end(ap);
  if (ps->errlen)
    snprintf(ps->err, ps->errlen, "line %d, column %d: %s", line, col, what);
  return NULL;
}

static void parse_space(struct parser *ps)
{
  while (ps->p < ps->end &&
         (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r'))
    ps->p++;
}

static bool parse_literal(struct parser *ps, const char *word)
{
  size_t n = strlen(word);
  if ((size_t)(ps->end - ps->p) < n || memcmp(ps->p, word, n) != 0)
    return false;
  ps->p += n;
  return true;
}

static int parse_hex4(struct parser *ps)
{
  if (ps->end - ps->p < 4)
    return -1;
  int v = 0;
  for (int i = 0; i < 4; i++) {
    char c = ps->p[i];
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
          : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0)
      return -1;
    v = v * 16 + d;
  }
  ps->p += 4;
  return v;
}

static size_t put_utf8(char *out, unsigned cp)
{
  if (cp < 0x80) {
    out[0] = (char)cp;
    return 1;
  }
  if (cp < 0x800) {
    out[0] = (char)(0xc0 | (cp >> 6));
    out[1] = (char)(0x80 | (cp & 0x3f));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = (char)(0xe0 | (cp >> 12));
    out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
    out[2] = (char)(0x80 | (cp & 0x3f));
    return 3;
  }
  out[0] = (char)(0xf0 | (cp >> 18));
  out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
  out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
  out[3] = (char)(0x80 | (cp & 0x3f));
  return 4;
}

/* \uXXXX, with a following \uXXXX when it is a surrogate pair. */
static bool parse_unicode(struct parser *ps, unsigned *cp)
{
  int hi = parse_hex4(ps);
  if (hi < 0)
    return false;
  if (hi >= 0xdc00 && hi <= 0xdfff)
    return false;
  if (hi < 0xd800 || hi > 0xdbff) {
    *cp = (unsigned)hi;
    return hi != 0;   /* NUL cannot live in a C string */
  }
  if (ps->end - ps->p < 2 || ps->p[0] != '\\' || ps->p[1] != 'u')
    return false;
  ps->p += 2;
  int lo = parse_hex4(ps);
  if (lo < 0xdc00 || lo > 0xdfff)
    return false;
  *cp = 0x10000 + (((unsigned)hi - 0xd800) << 10) + ((unsigned)lo - 0xdc00);
  return true;
}

/* A string starting after its opening quote; the text never grows when
 * unescaped, so the output needs at most the input's length. */
static char *parse_string_text(struct parser *ps)
{
  const char *start = ps->p;
  const char *close = start;
  while (close < ps->end && *close != '"') {
    if (*close == '\\' && close + 1 < ps->end)
      close++;
    close++;
  }
  if (close >= ps->end) {
    parse_fail(ps, "unterminated string");
    return NULL;
  }
  char *out = malloc((size_t)(close - start) + 1);
  if (out == NULL) {
    parse_fail(ps, "out of memory");
    return NULL;
  }
  size_t n = 0;
  while (*ps->p != '"') {
    unsigned char c = (unsigned char)*ps->p;
    if (c < 0x20) {
      free(out);
      parse_fail(ps, "control character in string");
      return NULL;
    }
    ps->p++;
    if (c != '\\') {
      out[n++] = (char)c;
      continue;
    }
    char e = *ps->p++;
    static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
    const char *k = e ? strchr(from, e) : NULL;
    unsigned cp;
    if (k) {
      out[n++] = to[k - from];
    } else if (e == 'u' && parse_unicode(ps, &cp)) {
      n += put_utf8(out + n, cp);
    } else {
      free(out);
      ps->p--;
      parse_fail(ps, "bad escape in string");
      return NULL;
    }
  }
  ps->p++;
  out[n] = '\0';
  return out;
}

static struct json *parse_number(struct parser *ps)
{
  const char *q = ps->p;
  if (q < ps->end && *q == '-')
    q++;
  const char *int_start = q;
  while (q < ps->end && *q >= '0' && *q <= '9')
    q++;
  size_t int_len = (size_t)(q - int_start);
  if (int_len == 0 || (int_len > 1 && *int_start == '0'))
    return parse_fail(ps, "bad number");
  bool whole = true;
  if (q < ps->end && *q == '.') {
    whole = false;
    const char *d = ++q;
    while (q < ps->end && *q >= '0' && *q <= '9')
      q++;
    if (q == d)
      return parse_fail(ps, "bad number");
  }
  if (q < ps->end && (*q == 'e' || *q == 'E')) {
    whole = false;
    q++;
    if (q < ps->end && (*q == '+' || *q == '-'))
      q++;
    const char *d = q;
    while (q < ps->end && *q >= '0' && *q <= '9')
      q++;
    if (q == d)
      return parse_fail(ps, "bad number");
  }
  char buf[512];
  size_t len = (size_t)(q - ps->p);
  if (len >= sizeof(buf))
    return parse_fail(ps, "number too long");
  memcpy(buf, ps->p, len);
  buf[len] = '\0';
  struct json *j = json_number(strtod(buf, NULL));
  if (whole && buf[0] != '-') {
    errno = 0;
    unsigned long long u = strtoull(buf, NULL, 10);
    if (errno == 0) {
      j->is_uint = true;
      j->uint = u;
    }
  }
  ps->p = q;
  return j;
}

static struct json *parse_value(struct parser *ps, int depth);

/* The members or items of an object or array, after its opening bracket. */
static struct json *parse_container(struct parser *ps, int depth, bool obj)
{
  if (depth >= ps->limits->max_depth)
    return parse_fail(ps, "nesting deeper than %d levels", ps->limits->max_depth);
  struct json *c = obj ? json_object() : json_array();
  char close = obj ? '}' : ']';
  parse_space(ps);
  if (ps->p < ps->end && *ps->p == close) {
    ps->p++;
    return c;
  }
  for (;;) {
    char *key = NULL;
    parse_space(ps);
    const char *key_at = ps->p;
    if (obj) {
      if (ps->p >= ps->end || *ps->p != '"') {
        json_free(c);
        return parse_fail(ps, "expected a member name");
      }
      ps->p++;
      if ((key = parse_string_text(ps)) == NULL) {
        json_free(c);
        return NULL;
      }
      parse_space(ps);
      if (ps->p >= ps->end || *ps->p != ':') {
        free(key);
        json_free(c);
        return parse_fail(ps, "expected ':'");
      }
      ps->p++;
    }
    if (obj && (c->len == ps->limits->max_members || json_get(c, key))) {
      ps->p = key_at;
      if (c->len == ps->limits->max_members)
        parse_fail(ps, "an object with more than %zu members", ps->limits->max_members);
      else
        parse_fail(ps, "member \"%.40s\" appears twice", key);
      free(key);
      json_free(c);
      return NULL;
    }
    struct json *v = parse_value(ps, depth + 1);
    if (v == NULL) {
      free(key);
      json_free(c);
      return NULL;
    }
    if (obj)
      json_set(c, key, v);
    else
      json_push(c, v);
    free(key);
    parse_space(ps);
    if (ps->p < ps->end && *ps->p == ',') {
      ps->p++;
      continue;
    }
    if (ps->p < ps->end && *ps->p == close) {
      ps->p++;
      return c;
    }
    json_free(c);
    return parse_fail(ps, "expected ',' or '%c'", close);
  }
}

static struct json *parse_value(struct parser *ps, int depth)
{
  parse_space(ps);
  if (ps->p >= ps->end)
    return parse_fail(ps, "unexpected end of input");
  char c = *ps->p;
  if (c == '{' || c == '[') {
    ps->p++;
    return parse_container(ps, depth, c == '{');
  }
  if (c == '"') {
    ps->p++;
    char *text = parse_string_text(ps);
    if (text == NULL)
      return NULL;
    struct json *j = json_string(NULL);
    free(j->string);
    j->string = text;
    return j;
  }
  if (c == '-' || (c >= '0' && c <= '9'))
    return parse_number(ps);
  if (parse_literal(ps, "true"))
    return json_bool(true);
  if (parse_literal(ps, "false"))
    return json_bool(false);
  if (parse_literal(ps, "null"))
    return json_null();
  return parse_fail(ps, "unexpected character '%c'", c >= 0x20 && c < 0x7f ? c : '?');
}

struct json *json_parse_with(const char *text, size_t len, const struct json_limits *limits,
                             char *err, size_t errlen)
{
  struct parser ps = { text, text + len, text, err, errlen, false, limits };
  if (errlen)
    err[0] = '\0';
  if (len > limits->max_bytes) {
    snprintf(err, errlen, "larger than %zu bytes", limits->max_bytes);
    return NULL;
  }
  struct json *j = parse_value(&ps, 0);
  if (j == NULL)
    return NULL;
  parse_space(&ps);
  if (ps.p != ps.end) {
    json_free(j);
    return parse_fail(&ps, "text after the end of the document");
  }
  return j;
}

struct json *json_parse(const char *text, size_t len, char *err, size_t errlen)
{
  static const struct json_limits limits = { JSON_MAX_DEPTH, JSON_MAX_MEMBERS, JSON_MAX_BYTES };
  return json_parse_with(text, len, &limits, err, errlen);
}
