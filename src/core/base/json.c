/* SPDX-License-Identifier: GPL-2.0-or-later */
/* json.c: the JSON document tree: builders, lookups, comparison and the
 * pretty printer (the parser is in json_parse.c). */
#include "json.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "json_index.h"
#include "utf8.h"

static struct json *json_new(enum json_type type)
{
  struct json *j = alloc_resize(NULL, sizeof(*j));
  memset(j, 0, sizeof(*j));
  j->type = type;
  return j;
}

struct json *json_null(void)
{
  return json_new(JSON_NULL);
}

struct json *json_bool(bool b)
{
  struct json *j = json_new(JSON_BOOL);
  j->boolean = b;
  return j;
}

struct json *json_number(double d)
{
  struct json *j = json_new(JSON_NUMBER);
  j->number = d;
  return j;
}

struct json *json_uint(uint64_t u)
{
  struct json *j = json_new(JSON_NUMBER);
  j->number = (double)u;
  j->uint = u;
  j->is_uint = true;
  return j;
}

struct json *json_string(const char *s)
{
  struct json *j = json_new(JSON_STRING);
  j->string = alloc_strdup(s ? s : "");
  return j;
}

struct json *json_array(void)
{
  return json_new(JSON_ARRAY);
}

struct json *json_object(void)
{
  return json_new(JSON_OBJECT);
}

static void json_grow(struct json *j)
{
  size_t cap = json_capacity(j->len);
  if (j->len < cap && j->items)
    return;
  size_t n = j->len < cap ? cap : cap * 2;
  j->items = alloc_resize(j->items, n * sizeof(*j->items));
  if (j->type == JSON_OBJECT)
    j->keys = alloc_resize(j->keys, n * sizeof(*j->keys));
}

struct json *json_push(struct json *array, struct json *v)
{
  json_grow(array);
  array->items[array->len++] = v;
  return v;
}

struct json *json_set(struct json *object, const char *key, struct json *v)
{
  json_grow(object);
  object->keys[object->len] = alloc_strdup(key);
  object->items[object->len++] = v;
  json_index_added(object);
  return v;
}

static bool json_is_container(const struct json *j)
{
  return j->type == JSON_ARRAY || j->type == JSON_OBJECT;
}

struct json *json_copy(const struct json *j)
{
  if (j == NULL)
    return NULL;
  struct json *c = json_new(j->type);
  c->boolean = j->boolean;
  c->is_uint = j->is_uint;
  if (j->type == JSON_NUMBER) {
    c->number = j->number;
    c->uint = j->uint;
  } else if (j->type == JSON_STRING) {
    c->string = alloc_strdup(j->string);
  }
  for (size_t i = 0; json_is_container(j) && i < j->len; i++) {
    if (j->type == JSON_OBJECT)
      json_set(c, j->keys[i], json_copy(j->items[i]));
    else
      json_push(c, json_copy(j->items[i]));
  }
  return c;
}

void json_free(struct json *j)
{
  if (j == NULL)
    return;
  if (j->type == JSON_STRING)
    free(j->string);
  if (json_is_container(j)) {
    for (size_t i = 0; i < j->len; i++) {
      json_free(j->items[i]);
      if (j->keys)
        free(j->keys[i]);
    }
    free(j->items);
    free(j->keys);
    free(j->index);
  }
  free(j);
}

/* The position of key in object, or SIZE_MAX. */
static size_t json_find(const struct json *object, const char *key)
{
  if (object == NULL || object->type != JSON_OBJECT)
    return SIZE_MAX;
  if (object->index)
    return json_index_find(object, key);
  for (size_t i = 0; i < object->len; i++)
    if (strcmp(object->keys[i], key) == 0)
      return i;
  return SIZE_MAX;
}

const struct json *json_get(const struct json *object, const char *key)
{
  size_t i = json_find(object, key);
  return i == SIZE_MAX ? NULL : object->items[i];
}

struct json *json_take(struct json *object, const char *key)
{
  size_t i = json_find(object, key);
  if (i == SIZE_MAX)
    return NULL;
  struct json *v = object->items[i];
  object->items[i] = json_null();
  return v;
}

const struct json *json_at(const struct json *array, size_t i)
{
  if (array == NULL || array->type != JSON_ARRAY || i >= array->len)
    return NULL;
  return array->items[i];
}

const char *json_str(const struct json *j)
{
  return j && j->type == JSON_STRING ? j->string : NULL;
}

bool json_to_double(const struct json *j, double *out)
{
  if (j == NULL || j->type != JSON_NUMBER)
    return false;
  *out = j->number;
  return true;
}

bool json_to_uint(const struct json *j, uint64_t *out)
{
  if (j == NULL || j->type != JSON_NUMBER || !j->is_uint)
    return false;
  *out = j->uint;
  return true;
}

bool json_equal(const struct json *a, const struct json *b)
{
  if (a == NULL || b == NULL)
    return a == b;
  if (a->type != b->type || (json_is_container(a) && a->len != b->len))
    return false;
  switch (a->type) {
  case JSON_NULL:
    return true;
  case JSON_BOOL:
    return a->boolean == b->boolean;
  case JSON_NUMBER:
    return a->is_uint && b->is_uint ? a->uint == b->uint : a->number == b->number;
  case JSON_STRING:
    return strcmp(a->string, b->string) == 0;
  default:
    for (size_t i = 0; i < a->len; i++) {
      if (a->type == JSON_OBJECT && strcmp(a->keys[i], b->keys[i]) != 0)
        return false;
      if (!json_equal(a->items[i], b->items[i]))
        return false;
    }
    return true;
  }
}

/* Control characters are escaped; a byte that is not UTF-8 (a file name in
 * another encoding) is written as the code point of the same value, so the
 * document stays valid. */
static void json_write_string(FILE *f, const char *s)
{
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; *p;) {
    unsigned c = *p;
    size_t n = utf8_len(p);
    if (c == '"' || c == '\\') {
      fprintf(f, "\\%c", c);
    } else if (c == '\n') {
      fputs("\\n", f);
    } else if (c == '\t') {
      fputs("\\t", f);
    } else if (c < 0x20 || n == 0) {
      fprintf(f, "\\u%04x", c);
    } else {
      fwrite(p, 1, n, f);
      p += n;
      continue;
    }
    p++;
  }
  fputc('"', f);
}

static void json_write_number(FILE *f, const struct json *j)
{
  if (j->is_uint) {
    fprintf(f, "%llu", (unsigned long long)j->uint);
    return;
  }
  if (!isfinite(j->number)) {
    fputs("null", f);
    return;
  }
  char buf[40];
  for (int prec = 15; prec <= 17; prec++) {
    snprintf(buf, sizeof(buf), "%.*g", prec, j->number);
    if (strtod(buf, NULL) == j->number)
      break;
  }
  fputs(buf, f);
}

/* One line for [1, 2] and [[1, 2], [3, 4]]. */
static bool json_is_flat(const struct json *j)
{
  if (j->type != JSON_ARRAY)
    return false;
  for (size_t i = 0; i < j->len; i++) {
    const struct json *v = j->items[i];
    if (json_is_container(v) && v->type != JSON_ARRAY)
      return false;
    for (size_t k = 0; v->type == JSON_ARRAY && k < v->len; k++)
      if (json_is_container(v->items[k]))
        return false;
  }
  return true;
}

static void json_write_value(FILE *f, const struct json *j, int depth, bool flat)
{
  switch (j->type) {
  case JSON_NULL:
    fputs("null", f);
    return;
  case JSON_BOOL:
    fputs(j->boolean ? "true" : "false", f);
    return;
  case JSON_NUMBER:
    json_write_number(f, j);
    return;
  case JSON_STRING:
    json_write_string(f, j->string);
    return;
  default:
    break;
  }
  bool obj = j->type == JSON_OBJECT;
  if (j->len == 0) {
    fputs(obj ? "{}" : "[]", f);
    return;
  }
  flat = flat || json_is_flat(j);
  fputc(obj ? '{' : '[', f);
  for (size_t i = 0; i < j->len; i++) {
    if (flat)
      fputs(i ? ", " : "", f);
    else
      fprintf(f, "%s\n%*s", i ? "," : "", 2 * (depth + 1), "");
    if (obj) {
      json_write_string(f, j->keys[i]);
      fputs(": ", f);
    }
    json_write_value(f, j->items[i], depth + 1, flat);
  }
  if (!flat)
    fprintf(f, "\n%*s", 2 * depth, "");
  fputc(obj ? '}' : ']', f);
}

int json_write(FILE *f, const struct json *j)
{
  json_write_value(f, j, 0, false);
  fputc('\n', f);
  return ferror(f) ? -1 : 0;
}
