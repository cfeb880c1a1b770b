/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_json.c: the JSON tree, writer and parser: round trips, exact
 * numbers, escapes, errors with positions, depth limits, and mutated
 * documents (under ASan and UBSan: no crash, no leak, no overread). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/json.h"
#include "unit.h"

static char *write_text(const struct json *j, size_t *len)
{
  char *buf = NULL;
  FILE *f = open_memstream(&buf, len);
  json_write(f, j);
  fclose(f);
  return buf;
}

static struct json *parse(const char *s)
{
  char err[200];
  return json_parse(s, strlen(s), err, sizeof(err));
}

static bool parse_error(const char *s, const char *expect)
{
  char err[200];
  struct json *j = json_parse(s, strlen(s), err, sizeof(err));
  json_free(j);
  return j == NULL && strstr(err, expect) != NULL;
}

UNIT_TEST(json_round_trip)
{
  struct json *o = json_object();
  json_set(o, "s", json_string("a \"quoted\"\\ line\nand tab\t\x01"));
  json_set(o, "u", json_uint(18446744073709551615ULL));
  json_set(o, "d", json_number(0.1));
  json_set(o, "tiny", json_number(3.2661e-05));
  json_set(o, "neg", json_number(-2.5));
  json_set(o, "t", json_bool(true));
  json_set(o, "n", json_null());
  struct json *a = json_set(o, "pairs", json_array());
  struct json *p = json_push(a, json_array());
  json_push(p, json_uint(639));
  json_push(p, json_uint(114));
  json_set(o, "empty", json_object());
  size_t len;
  char *text = write_text(o, &len);
  CHECK(strstr(text, "\"d\": 0.1,") != NULL);               /* shortest form */
  CHECK(strstr(text, "\"pairs\": [[639, 114]]") != NULL);   /* flat arrays */
  CHECK(strstr(text, "\\u0001") != NULL);
  char err[200];
  struct json *back = json_parse(text, len, err, sizeof(err));
  CHECK(back != NULL);
  CHECK(json_equal(o, back));
  uint64_t u;
  CHECK(json_to_uint(json_get(back, "u"), &u) && u == 18446744073709551615ULL);
  double d;
  CHECK(json_to_double(json_get(back, "tiny"), &d) && d == 3.2661e-05);
  CHECK(!json_to_uint(json_get(back, "neg"), &u));
  free(text);
  json_free(back);
  json_free(o);
}

UNIT_TEST(json_non_finite_and_bad_utf8_stay_valid)
{
  struct json *a = json_array();
  json_push(a, json_number(INFINITY));
  json_push(a, json_string("caf\xc3\xa9 \xff\xfe"));
  size_t len;
  char *text = write_text(a, &len);
  CHECK(strcmp(text, "[null, \"caf\xc3\xa9 \\u00ff\\u00fe\"]\n") == 0);
  struct json *back = parse(text);
  CHECK(back != NULL && back->len == 2);
  free(text);
  json_free(back);
  json_free(a);
}

UNIT_TEST(json_escapes)
{
  struct json *j = parse("[\"\\u00e9\\ud83d\\ude00\\/\\b\\f\\r\"]");
  CHECK(j != NULL);
  CHECK(strcmp(json_str(json_at(j, 0)), "\xc3\xa9\xf0\x9f\x98\x80/\b\f\r") == 0);
  json_free(j);
  CHECK(parse_error("[\"\\ud83d\"]", "bad escape"));       /* lone high surrogate */
  CHECK(parse_error("[\"\\ude00\"]", "bad escape"));       /* lone low surrogate */
  CHECK(parse_error("[\"\\u0000\"]", "bad escape"));       /* NUL */
  CHECK(parse_error("[\"\\x\"]", "bad escape"));
  CHECK(parse_error("[\"\\u12\"]", "bad escape"));
  CHECK(parse_error("[\"a\nb\"]", "control character"));
  CHECK(parse_error("[\"abc", "unterminated string"));
  CHECK(parse_error("[\"abc\\", "unterminated string"));
}

UNIT_TEST(json_errors_name_the_place)
{
  CHECK(parse_error("", "line 1, column 1: unexpected end of input"));
  CHECK(parse_error("{\n  \"a\": 1,\n  \"b\" 2}", "line 3, column 7: expected ':'"));
  CHECK(parse_error("[1, 2", "expected ',' or ']'"));
  CHECK(parse_error("{\"a\": 1} x", "text after the end"));
  CHECK(parse_error("[01]", "bad number"));
  CHECK(parse_error("[1.]", "bad number"));
  CHECK(parse_error("[1e]", "bad number"));
  CHECK(parse_error("[-]", "bad number"));
  CHECK(parse_error("[tru]", "unexpected character 't'"));
  CHECK(parse_error("{1: 2}", "expected a member name"));
  CHECK(parse_error("[NaN]", "unexpected character 'N'"));
}

UNIT_TEST(json_depth_is_limited)
{
  char deep[2 * JSON_MAX_DEPTH + 3];
  memset(deep, '[', JSON_MAX_DEPTH);
  memset(deep + JSON_MAX_DEPTH, ']', JSON_MAX_DEPTH);
  deep[2 * JSON_MAX_DEPTH] = '\0';
  struct json *j = parse(deep);
  CHECK(j != NULL);
  json_free(j);
  size_t n = 1000000;   /* far deeper than any stack would take */
  char *huge = malloc(n + 1);
  memset(huge, '[', n);
  huge[n] = '\0';
  CHECK(parse_error(huge, "nesting deeper than"));
  free(huge);
}

/* A name given twice in an object is refused (the million-member limit
 * itself is exercised end to end by tests/results/results_hostile.t). */
UNIT_TEST(json_duplicate_member)
{
  CHECK(parse_error("{\"a\": 1, \"b\": 2, \"a\": 3}", "member \"a\" appears twice"));
  CHECK(parse_error("[{\"a\": 1}, {\"a\": 1, \"a\": 1}]", "line 1, column 21: member \"a\""));
}

/* The limits are parameters: the fuzz target runs them small. */
UNIT_TEST(json_limits_given)
{
  char err[200];
  const struct json_limits small = { 2, 3, 40 };
  const char *ok = "[[1], {\"a\": 1, \"b\": 2, \"c\": 3}]";
  struct json *j = json_parse_with(ok, strlen(ok), &small, err, sizeof(err));
  CHECK(j != NULL);
  json_free(j);
  CHECK(json_parse_with("[[[1]]]", 7, &small, err, sizeof(err)) == NULL);
  CHECK(strstr(err, "nesting deeper than 2 levels") != NULL);
  CHECK(json_parse_with("{\"a\":1,\"b\":2,\"c\":3,\"d\":4}", 25, &small, err, sizeof(err)) == NULL);
  CHECK(strstr(err, "an object with more than 3 members") != NULL);
  CHECK(json_parse_with("[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]", 41, &small, err,
                        sizeof(err)) == NULL);
  CHECK(strcmp(err, "larger than 40 bytes") == 0);
}

/* Large objects are indexed: a key added after the index exists, and
 * values taken out, are found as before. */
UNIT_TEST(json_index_and_take)
{
  struct json *o = json_object();
  for (int i = 0; i < 100; i++) {
    char key[16];
    snprintf(key, sizeof(key), "key%d", i);
    json_set(o, key, json_uint((uint64_t)i));
  }
  json_set(o, "key7", json_uint(1000));   /* a builder's duplicate: the first wins */
  uint64_t v;
  CHECK(json_to_uint(json_get(o, "key7"), &v) && v == 7);
  CHECK(json_to_uint(json_get(o, "key99"), &v) && v == 99);
  struct json *t = json_take(o, "key42");
  CHECK(json_to_uint(t, &v) && v == 42);
  CHECK(json_get(o, "key42") != NULL && json_get(o, "key42")->type == JSON_NULL);
  CHECK(json_take(o, "absent") == NULL);
  struct json *c = json_copy(o);
  CHECK(json_equal(c, o) && json_get(c, "key99") == c->items[99]);
  json_free(t);
  json_free(c);
  json_free(o);
}

UNIT_TEST(json_mutated_documents)
{
  static const char base[] =
      "{\"schema\": \"x\", \"n\": [1, -2.5e3, 0.125, 18446744073709551616],\n"
      " \"s\": \"a\\u00e9\\\"b\\\\\", \"o\": {\"t\": true, \"f\": false, \"z\": null},\n"
      " \"h\": [[1, 2], [3, 4]], \"e\": [], \"eo\": {}}";
  static const char alphabet[] = "{}[]\",:\\u0123456789eE.-+ \ntruefalsenull\x80\xff";
  size_t blen = strlen(base);
  char buf[sizeof(base) + 8];
  for (int iter = 0; iter < 20000; iter++) {
    memcpy(buf, base, blen + 1);
    size_t len = blen;
    for (int m = 0, nm = 1 + (int)(unit_random() % 4); m < nm; m++) {
      size_t at = unit_random() % len;
      switch (unit_random() % 3) {
      case 0:
        buf[at] = alphabet[unit_random() % (sizeof(alphabet) - 1)];
        break;
      case 1:
        len = at;   /* truncate */
        break;
      default:
        memmove(buf + at, buf + at + 1, len - at);   /* delete */
        len--;
      }
      if (len == 0)
        break;
    }
    char err[200];
    struct json *j = json_parse(buf, len, err, sizeof(err));
    if (j) {
      /* What parses writes back as valid JSON, and from then on round
       * trips exactly (bytes that are not UTF-8 become code points once). */
      size_t tlen, tlen2;
      char *text = write_text(j, &tlen);
      struct json *again = json_parse(text, tlen, err, sizeof(err));
      char *text2 = again ? write_text(again, &tlen2) : NULL;
      struct json *third = text2 ? json_parse(text2, tlen2, err, sizeof(err)) : NULL;
      bool ok = again && third && json_equal(again, third);
      json_free(third);
      json_free(again);
      free(text2);
      free(text);
      json_free(j);
      CHECK(ok);
      continue;
    } else {
      CHECK(strncmp(err, "line ", 5) == 0);
    }
    json_free(j);
  }
}
