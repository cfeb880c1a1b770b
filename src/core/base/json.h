/* SPDX-License-Identifier: GPL-2.0-or-later */
/* json.h: a small JSON document tree: build, write, parse. Result files
 * are written and read through it; the parser takes untrusted input. */
#ifndef SB_JSON_H
#define SB_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum json_type { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT };

/* A value. Only the fields of its type are valid: the rest share memory,
 * so a parsed document takes little more than its text's worth. */
struct json {
  enum json_type type;
  bool boolean;
  bool is_uint;           /* a number that is a whole value in [0, 2^64) */
  union {
    struct {              /* JSON_NUMBER */
      double number;
      uint64_t uint;      /* exact when is_uint */
    };
    char *string;         /* JSON_STRING */
    struct {              /* JSON_ARRAY, JSON_OBJECT */
      size_t len;         /* array items or object members */
      struct json **items;    /* array items, object values */
      char **keys;        /* object keys, in document order */
      uint32_t *index;    /* large objects: where each key is (json_index.c) */
    };
  };
};

/* Builders; they abort with a message when memory runs out. */
struct json *json_null(void);
struct json *json_bool(bool b);
struct json *json_number(double d);   /* not finite: written as null */
struct json *json_uint(uint64_t u);
struct json *json_string(const char *s);
struct json *json_array(void);
struct json *json_object(void);
/* Appends v (owned from now on); returns v for chaining. */
struct json *json_push(struct json *array, struct json *v);
struct json *json_set(struct json *object, const char *key, struct json *v);
struct json *json_copy(const struct json *j);
void json_free(struct json *j);
/* Takes the value of key out of object, leaving null in its place: a
 * part of a parsed document kept without copying it. NULL if absent. */
struct json *json_take(struct json *object, const char *key);

/* Lookups: NULL (or false) when j is not of the right type or lacks it.
 * A key is found in constant time, however many members its object has. */
const struct json *json_get(const struct json *object, const char *key);
const struct json *json_at(const struct json *array, size_t i);
const char *json_str(const struct json *j);
bool json_to_double(const struct json *j, double *out);
bool json_to_uint(const struct json *j, uint64_t *out);
bool json_equal(const struct json *a, const struct json *b);

/* Pretty-prints j with two-space indentation and a final newline; arrays
 * of scalars (and of arrays of scalars) stay on one line. Numbers keep the
 * shortest text that reads back to the same double. Returns 0, or -1 when
 * the stream reports an error. */
int json_write(FILE *f, const struct json *j);

/* Parses len bytes. NULL on error, with "line L, column C: what" in err.
 * Untrusted input meets limits rather than the machine's: nesting deeper
 * than max_depth is refused rather than recursed; an object of more than
 * max_members members, or with a name twice, and a text of more than
 * max_bytes are refused. json_parse applies the JSON_MAX_* limits. */
#define JSON_MAX_DEPTH 64
#define JSON_MAX_MEMBERS 1000000
#define JSON_MAX_BYTES (256L * 1024 * 1024)
#define JSON_MAX_BYTES_TEXT "256 MiB"
struct json_limits {
  int max_depth;
  size_t max_members;
  size_t max_bytes;
};
struct json *json_parse(const char *text, size_t len, char *err, size_t errlen);
struct json *json_parse_with(const char *text, size_t len, const struct json_limits *limits,
                             char *err, size_t errlen);

#endif
