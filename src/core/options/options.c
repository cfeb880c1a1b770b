/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options.c: the option registry (options.h): declarations and values as
 * text, a hash index by name ('-' and '_' alike), conversion and checks
 * when a configuration is filled. The help layout is in options_help.c. */
#include "plugin/options.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "options_impl.h"
#include "core/base/parse.h"

/* A copy of s, or NULL (allocation aborts on failure: alloc.h). */
static char *xstrdup(const char *s)
{
  return s ? alloc_strdup(s) : NULL;
}

static char opt_fold(char c)
{
  return c == '-' ? '_' : c;
}

/* '-' and '_' are the same character in option names. */
static bool opt_name_eq(const char *a, const char *b)
{
  for (; *a && *b; a++, b++)
    if (opt_fold(*a) != opt_fold(*b))
      return false;
  return *a == *b;
}

static size_t opt_hash(const char *name)
{
  size_t h = 5381;
  for (; *name; name++)
    h = h * 33 + (unsigned char)opt_fold(*name);
  return h;
}

struct opt_registry *opt_registry_new(void)
{
  struct opt_registry *r = alloc_resize(NULL, sizeof(*r));
  memset(r, 0, sizeof(*r));
  return r;
}

/* Adds option i to the index (open addressing: -1 is an empty slot). */
static void opt_index_insert(struct opt_registry *r, int i)
{
  size_t mask = (size_t)r->index_cap - 1;
  size_t h = opt_hash(r->opts[i].def.name) & mask;
  while (r->index[h] >= 0)
    h = (h + 1) & mask;
  r->index[h] = i;
}

/* The index of every option, in cap slots (a power of two). */
static void opt_index_rebuild(struct opt_registry *r, int cap)
{
  free(r->index);
  r->index = alloc_resize(NULL, sizeof(int) * (size_t)cap);
  r->index_cap = cap;
  for (int i = 0; i < cap; i++)
    r->index[i] = -1;
  for (int i = 0; i < r->n; i++)
    opt_index_insert(r, i);
}

static struct option *opt_find(const struct opt_registry *r, const char *name)
{
  if (r->index_cap == 0)
    return NULL;
  size_t mask = (size_t)r->index_cap - 1;
  for (size_t h = opt_hash(name) & mask; r->index[h] >= 0; h = (h + 1) & mask)
    if (opt_name_eq(r->opts[r->index[h]].def.name, name))
      return &r->opts[r->index[h]];
  return NULL;
}

bool opt_exists(const struct opt_registry *r, const char *name)
{
  return opt_find(r, name) != NULL;
}

enum opt_type opt_type_of(const struct opt_registry *r, const char *name)
{
  const struct option *o = opt_find(r, name);
  return o ? o->def.type : OPT_NULL;
}

static void opt_clear(struct option *o)
{
  for (int i = 0; i < o->nitems; i++)
    free(o->items[i]);
  free(o->items);
  o->items = NULL;
  o->nitems = 0;
}

static void opt_add_item(struct option *o, const char *s, size_t len)
{
  o->items = alloc_resize(o->items, sizeof(char *) * (size_t)(o->nitems + 2));
  char *copy = alloc_resize(NULL, len + 1);
  memcpy(copy, s, len);
  copy[len] = '\0';
  o->items[o->nitems++] = copy;
  o->items[o->nitems] = NULL;
}

static bool opt_is_number(const struct option *o)
{
  return o->def.type == OPT_INT || o->def.type == OPT_SIZE || o->def.type == OPT_DOUBLE;
}

/* Lists split on ',' with empty items dropped; scalars keep the text.
 * An empty text given to a number option (--time=) is kept, and refused
 * when it is converted, like any text that is no number; no value at all
 * (--time) clears it, as in the reference. */
static void opt_store(struct option *o, const char *value, bool given)
{
  opt_clear(o);
  if (value == NULL)
    return;
  if (o->def.type != OPT_LIST) {
    if (*value || (given && opt_is_number(o)))
      opt_add_item(o, value, strlen(value));
    return;
  }
  while (*value) {
    size_t len = strcspn(value, ",");
    if (len)
      opt_add_item(o, value, len);
    value += len;
    if (*value == ',')
      value++;
  }
}

/* A declaration mistake is a programming error. */
__attribute__((noreturn))
static void opt_bug(const char *name, const char *what)
{
  fflush(stdout);
  fprintf(stderr, "BUG: option '%s' %s\n", name, what);
  abort();
}

/* A check message takes the value as typed: exactly one "%s". */
static bool opt_err_ok(const char *err)
{
  const char *p = strchr(err, '%');
  return p && p[1] == 's' && strchr(p + 2, '%') == NULL;
}

/* Copies the strings of a declaration, so a registry owns what it holds
 * (Lua-declared options come from a state that may close). */
static void opt_def_copy(struct opt_def *dst, const struct opt_def *src)
{
  *dst = *src;
  dst->name = xstrdup(src->name);
  dst->desc = xstrdup(src->desc ? src->desc : "");
  dst->defval = xstrdup(src->defval);
  dst->complete = xstrdup(src->complete);
  dst->added = xstrdup(src->added);
}

/* The registry's copy of def: what depends on the plug-ins built in
 * filled in (from_plugins), the strings copied. */
static void opt_def_declare(struct opt_def *dst, const struct opt_def *def)
{
  struct opt_def d = *def;
  char buf[4096];
  if (d.from_plugins)
    d.from_plugins(&d, buf, sizeof(buf));
  opt_def_copy(dst, &d);
}

static void opt_def_free(struct opt_def *d)
{
  free((char *)d->name);
  free((char *)d->desc);
  free((char *)d->defval);
  free((char *)d->complete);
  free((char *)d->added);
}

/* Moves opts[i] to the end of the declaration order, where the test's
 * other options are (help lists a group in that order). */
static struct option *opt_move_last(struct opt_registry *r, int i)
{
  struct option o = r->opts[i];
  memmove(&r->opts[i], &r->opts[i + 1], sizeof(*r->opts) * (size_t)(r->n - 1 - i));
  r->opts[r->n - 1] = o;
  for (int a = 0; a < r->naliases; a++)
    if (r->aliases[a] == i)
      r->aliases[a] = r->n - 1;
    else if (r->aliases[a] > i)
      r->aliases[a]--;
  opt_index_rebuild(r, r->index_cap);
  return &r->opts[r->n - 1];
}

void opt_register_one(struct opt_registry *r, const struct opt_def *def, int group,
                      opt_validator validate, void *vdata)
{
  if (def->err && !opt_err_ok(def->err))
    opt_bug(def->name, "has a check message without exactly one %s");
  struct option *o = opt_find(r, def->name);
  if (o == NULL) {
    if (r->n == r->cap) {
      r->cap = r->cap ? r->cap * 2 : 64;
      r->opts = alloc_resize(r->opts, sizeof(*r->opts) * (size_t)r->cap);
    }
    o = &r->opts[r->n++];
    memset(o, 0, sizeof(*o));
    opt_def_declare(&o->def, def);
    if (def->alias_of) {
      r->aliases = alloc_resize(r->aliases, sizeof(int) * (size_t)(r->naliases + 1));
      r->aliases[r->naliases++] = (int)(o - r->opts);
    }
    if (2 * r->n > r->index_cap)
      opt_index_rebuild(r, r->index_cap ? r->index_cap * 2 : 128);
    else
      opt_index_insert(r, r->n - 1);
  } else {
    /* A script's option named as one of ours (storage's --runs, a user
     * script's --runs or --output): the script's, with the value the
     * command line gave it; our feature then runs with its default. */
    bool shadow = group == GROUP_TEST && o->group != GROUP_TEST && o->group >= 0;
    if (shadow)
      o = opt_move_last(r, (int)(o - r->opts));
    if (shadow && o->given) {
      opt_def_free(&o->def);
      opt_def_declare(&o->def, def);
      o->group = group;
      o->validate = validate;
      o->vdata = vdata;
      o->shadowed = true;
      return;
    }
    o->shadowed |= shadow;
    opt_def_free(&o->def);
    opt_clear(o);
    opt_def_declare(&o->def, def);
  }
  o->group = group;
  o->validate = validate;
  o->vdata = vdata;
  /* A boolean without a default is on, as in the reference. */
  opt_store(o, def->type == OPT_BOOL && def->defval == NULL ? "on" : def->defval, false);
  o->given = false;
}

void opt_register(struct opt_registry *r, const struct opt_def *defs, int group)
{
  for (; defs && defs->name; defs++)
    opt_register_one(r, defs, group, NULL, NULL);
}

void opt_register_missing(struct opt_registry *r, const struct opt_def *defs, int group)
{
  for (; defs && defs->name; defs++)
    if (!opt_exists(r, defs->name))
      opt_register_one(r, defs, group, NULL, NULL);
}

struct opt_registry *opt_registry_copy(const struct opt_registry *src)
{
  struct opt_registry *r = opt_registry_new();
  r->cap = r->n = src->n;
  r->opts = alloc_resize(NULL, sizeof(*r->opts) * (size_t)(src->n ? src->n : 1));
  for (int i = 0; i < src->n; i++) {
    struct option *o = &r->opts[i];
    *o = src->opts[i];
    opt_def_copy(&o->def, &src->opts[i].def);
    o->items = NULL;
    o->nitems = 0;
    for (int k = 0; k < src->opts[i].nitems; k++)
      opt_add_item(o, src->opts[i].items[k], strlen(src->opts[i].items[k]));
  }
  if (src->index_cap)
    opt_index_rebuild(r, src->index_cap);
  r->naliases = src->naliases;
  r->aliases = alloc_resize(NULL, sizeof(int) * (size_t)(src->naliases + 1));
  if (src->naliases)
    memcpy(r->aliases, src->aliases, sizeof(int) * (size_t)src->naliases);
  return r;
}

void opt_registry_free(struct opt_registry *r)
{
  if (r == NULL)
    return;
  for (int i = 0; i < r->n; i++) {
    opt_def_free(&r->opts[i].def);
    opt_clear(&r->opts[i]);
  }
  free(r->opts);
  free(r->index);
  free(r->aliases);
  free(r);
}

enum opt_status opt_set(struct opt_registry *r, const char *name, const char *value)
{
  struct option *o = opt_find(r, name);
  if (o == NULL)
    return OPT_UNKNOWN;
  if (o->def.type == OPT_BOOL) {
    bool b = true;
    if (value && !parse_bool(value, &b))
      return OPT_BAD_VALUE;
    value = b ? "on" : "off";
  }
  if (o->validate && !o->validate(o->def.name, value ? value : "", o->vdata))
    return OPT_BAD_VALUE;
  opt_store(o, value, true);
  o->given = true;
  return OPT_OK;
}

enum opt_status opt_set_items(struct opt_registry *r, const char *name,
                              const char *const *items, int n)
{
  struct option *o = opt_find(r, name);
  if (o == NULL)
    return OPT_UNKNOWN;
  if (o->def.type != OPT_LIST || n <= 1) {
    /* Several tokens for a scalar are joined back, then checked as text. */
    size_t len = 1;
    for (int i = 0; i < n; i++)
      len += strlen(items[i]) + 1;
    char *joined = alloc_resize(NULL, len);
    joined[0] = '\0';
    for (int i = 0; i < n; i++) {
      if (i)
        strcat(joined, ",");
      strcat(joined, items[i]);
    }
    enum opt_status st = opt_set(r, name, joined);
    free(joined);
    return st;
  }
  if (o->validate) {
    for (int i = 0; i < n; i++)
      if (!o->validate(o->def.name, items[i], o->vdata))
        return OPT_BAD_VALUE;
  }
  opt_clear(o);
  for (int i = 0; i < n; i++)
    if (items[i][0])
      opt_add_item(o, items[i], strlen(items[i]));
  o->given = true;
  return OPT_OK;
}

static const char *opt_value(const struct option *o)
{
  return o && o->nitems ? o->items[0] : NULL;
}

/* The reference's message for a value that does not convert (on stderr). */
static bool opt_generic_message(const struct opt_def *d, const char *v)
{
  fflush(stdout);
  fputs("Invalid value for the '", stderr);
  for (const char *p = d->name; *p; p++)
    fputc(opt_fold(*p), stderr);
  fprintf(stderr, "' option: '%s'\n", v ? v : "");
  return false;
}

/* A value that does not convert: the generic message, or the
 * declaration's own (OPT_ERR_PARSE). */
static bool opt_bad_value(const struct opt_def *d, const char *v)
{
  if ((d->flags & OPT_ERR_PARSE) && d->err) {
    log_fatal(d->err, v ? v : "(null)");
    return false;
  }
  return opt_generic_message(d, v);
}

/* A value that converts but is outside the declared checks; none is how
 * the message shows no value. */
static bool opt_refused(const struct opt_def *d, const char *v, const char *none)
{
  if (d->err == NULL)
    return opt_generic_message(d, v);
  log_fatal(d->err, v ? v : none);
  return false;
}

static bool opt_in_bounds(const struct opt_def *d, long long v, bool is_unsigned_big)
{
  if ((d->flags & OPT_MIN) && !is_unsigned_big && v < d->min)
    return false;
  if ((d->flags & OPT_MAX) && (is_unsigned_big || v > d->max))
    return false;
  return true;
}

const char *opt_choice_at(const struct opt_def *def, int i)
{
  if (def->choice)
    return def->choice(i);
  return def->choices ? def->choices[i] : NULL;
}

/* The index of text among def's choices; -1 when it is none of them. */
static int opt_choice_index(const struct opt_def *def, const char *text)
{
  const char *c;
  for (int i = 0; text && (c = opt_choice_at(def, i)) != NULL; i++)
    if (strcmp(text, c) == 0)
      return i;
  return -1;
}

/* An OPT_STEPS value written as a list or a range. */
static bool opt_convert_steps(const struct opt_def *d, const char *v, struct opt_steps *out)
{
  char err[128];
  out->list = true;
  if (parse_steps(v, out->v, OPT_MAX_STEPS, &out->n, err, sizeof(err)) == 0)
    return true;
  log_fatal("Invalid value for --%s: '%s': %s", d->name, v, err);
  return false;
}

/* Converts the text v of declaration d into *out; false after printing
 * why it is refused. */
static bool opt_convert(const struct opt_def *d, const struct option *o, struct opt_value *out)
{
  const char *v = opt_value(o);
  memset(out, 0, sizeof(*out));
  out->type = d->type;
  switch (d->type) {
  case OPT_BOOL:
    out->b = v && strcmp(v, "on") == 0;
    return true;
  case OPT_INT:
    if (d->dest == OPT_DEST_STEPS && v && parse_steps_syntax(v))
      return opt_convert_steps(d, v, &out->steps);
    if (v && !parse_int(v, INT_MIN, INT_MAX, &out->i))
      return opt_bad_value(d, v);
    out->steps = (struct opt_steps) { .v = { (int)out->i }, .n = 1 };
    return opt_in_bounds(d, out->i, false) || opt_refused(d, v, "0");
  case OPT_SIZE:
    if (v && !parse_size(v, &out->size))
      return opt_bad_value(d, v);
    return opt_in_bounds(d, (long long)out->size, out->size > (uint64_t)LLONG_MAX) ||
           opt_refused(d, v, "0");
  case OPT_DOUBLE:
    if (v && !parse_double(v, &out->d))
      return opt_bad_value(d, v);
    if (((d->flags & OPT_MIN) && !(out->d >= d->dmin)) ||
        ((d->flags & OPT_MAX) && !(out->d <= d->dmax)))
      return opt_refused(d, v, "0");
    return true;
  case OPT_LIST:
    out->items = (const char *const *)o->items;
    out->n = o->nitems;
    return true;
  default:
    out->s = v;
    if (d->choices == NULL && d->choice == NULL)
      return true;
    out->i = opt_choice_index(d, v);
    if (out->i >= 0 || (v == NULL && (d->flags & OPT_NO_VALUE_OK)))
      return true;
    return opt_refused(d, v, "(null)");
  }
}

/* Writes v into d's field, as its destination says (the OPT_*_TO macros
 * checked the field's type). */
static void opt_write(void *conf, const struct opt_def *d, const struct opt_value *v)
{
  char *p = (char *)conf + d->to - 1;
  switch (d->dest) {
  case OPT_DEST_BOOL: *(bool *)p = v->b; break;
  case OPT_DEST_INT: *(int *)p = (int)v->i; break;
  case OPT_DEST_STEPS: *(struct opt_steps *)p = v->steps; break;
  case OPT_DEST_SIZE: *(uint64_t *)p = v->size; break;
  case OPT_DEST_DOUBLE: *(double *)p = v->d; break;
  case OPT_DEST_LIST: *(struct opt_list *)p = (struct opt_list) { v->items, v->n }; break;
  case OPT_DEST_INDEX: *(int *)p = (int)v->i; break;
  case OPT_DEST_TEXT: *(const char **)p = v->s; break;
  case OPT_DEST_NONE: opt_bug(d->name, "has a field but no destination type");
  }
}

/* The deprecated aliases of d in its table replace its value when set
 * beyond their floor; false after an alias's own check failed. */
static bool opt_fold_aliases(const struct opt_registry *r, const struct opt_def *defs,
                             const struct opt_def *d, struct opt_value *v, bool quiet)
{
  for (const struct opt_def *a = defs; a->name; a++) {
    if (a->alias_of == NULL || !opt_name_eq(a->alias_of, d->name))
      continue;
    if (a->type != OPT_INT || d->type != OPT_INT)
      opt_bug(a->name, "is an alias of a non-INT option");
    struct opt_value av;
    if (!opt_convert(a, opt_find(r, a->name), &av))
      return false;
    if (av.i > a->alias_floor && !v->steps.list) {
      if (!quiet)
        log_warning("--%s is deprecated, use --%s instead", a->name, d->name);
      v->i = av.i;
      v->steps.v[0] = (int)av.i;
    }
  }
  return true;
}

int opt_fill(const struct opt_registry *r, const struct opt_def *defs, void *conf, unsigned flags)
{
  bool run = flags & OPT_FILL_RUN;
  for (const struct opt_def *d = defs; d && d->name; d++) {
    if (!d->to && !d->text_to && !d->given_to)
      continue;
    const struct option *o = opt_find(r, d->name);
    if (o == NULL)
      opt_bug(d->name, "is filled but was never registered");
    /* Converted as registered (what the plug-ins filled in); not checked
     * before the command runs, or a name a script's option took
     * (opt_register_one: the tables filled here are ours): d's own
     * default, as it registers. */
    struct option dflt;
    if (o->shadowed || ((d->flags & OPT_RUN_ONLY) && !run)) {
      memset(&dflt, 0, sizeof(dflt));
      opt_def_declare(&dflt.def, d);
      opt_store(&dflt, d->type == OPT_BOOL && dflt.def.defval == NULL ? "on" : dflt.def.defval,
                false);
      o = &dflt;
    }
    if (d->text_to)
      *(const char **)((char *)conf + d->text_to - 1) = o == &dflt ? d->defval : opt_value(o);
    if (d->given_to)
      *(bool *)((char *)conf + d->given_to - 1) = o->given;
    struct opt_value v;
    bool ok = !d->to || d->alias_of ||
              (opt_convert(&o->def, o, &v) &&
               opt_fold_aliases(r, defs, &o->def, &v, flags & OPT_FILL_QUIET));
    /* A default's text outlives dflt in the declaration. */
    if (ok && o == &dflt && d->dest == OPT_DEST_TEXT)
      v.s = d->defval;
    if (ok && d->to && !d->alias_of)
      opt_write(conf, d, &v);
    if (o == &dflt) {
      opt_clear(&dflt);
      opt_def_free(&dflt.def);
    }
    if (!ok)
      return -1;
  }
  return 0;
}

bool opt_value_of(const struct opt_registry *r, const char *name, struct opt_value *v)
{
  const struct option *o = opt_find(r, name);
  if (o == NULL)
    opt_bug(name, "is read but was never declared");
  return opt_convert(&o->def, o, v);
}

bool opt_value_at(const struct opt_registry *r, int i, struct opt_value *v)
{
  return opt_convert(&r->opts[i].def, &r->opts[i], v);
}

int opt_count(const struct opt_registry *r)
{
  return r->n;
}

const struct opt_def *opt_def_at(const struct opt_registry *r, int i, int *group)
{
  if (i < 0 || i >= r->n)
    return NULL;
  if (group)
    *group = r->opts[i].group;
  return &r->opts[i].def;
}

const struct opt_def *opt_def_of(const struct opt_registry *r, const char *name)
{
  const struct option *o = opt_find(r, name);
  return o ? &o->def : NULL;
}

const struct opt_def *opt_def_in(const struct opt_def *defs, const char *name)
{
  for (; defs && defs->name; defs++)
    if (opt_name_eq(defs->name, name))
      return defs;
  return NULL;
}

const char *opt_name_at(const struct opt_registry *r, int i)
{
  return i >= 0 && i < r->n ? r->opts[i].def.name : NULL;
}

enum opt_type opt_type_at(const struct opt_registry *r, int i)
{
  return r->opts[i].def.type;
}

bool opt_is_alias_at(const struct opt_registry *r, int i)
{
  return r->opts[i].def.alias_of != NULL;
}

const char *opt_text_at(const struct opt_registry *r, int i)
{
  const struct option *o = &r->opts[i];
  for (int ai = 0; ai < r->naliases; ai++) {
    int k = r->aliases[ai];
    const struct opt_def *a = &r->opts[k].def;
    long long n;
    const char *v = opt_value(&r->opts[k]);
    if (a->alias_of && opt_name_eq(a->alias_of, o->def.name) && v &&
        parse_int(v, LLONG_MIN, LLONG_MAX, &n) && n > a->alias_floor)
      return v;
  }
  return opt_value(o);
}

const char *const *opt_items_at(const struct opt_registry *r, int i, int *n)
{
  *n = r->opts[i].nitems;
  return (const char *const *)r->opts[i].items;
}
