/* options.c: option registry, typed access and the help-list layout. Values
 * are kept as strings (lists as items) and converted and checked against
 * their declaration when read, so a bad number is reported where the value
 * is used, as in the reference. */
#include "options.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "log.h"
#include "parse.h"

struct option {
  char *name;
  char *desc;
  char *defval;
  enum opt_type type;
  long long min, max;
  const char *const *choices;   /* static, from the declaration */
  const char *err;
  unsigned flags;
  const char *added;
  int group;
  char **items;       /* scalars use at most one item */
  int nitems;
  opt_validator validate;
  void *vdata;
  bool given;         /* set since it was declared (opt_given) */
};

static struct option *opts;
static int nopts, capopts;

static void *xrealloc(void *p, size_t n)
{
  void *q = realloc(p, n);
  if (q == NULL) {
    fputs("FATAL: Memory allocation failure.\n", stdout);
    abort();
  }
  return q;
}

static char *xstrdup(const char *s)
{
  return s ? strcpy(xrealloc(NULL, strlen(s) + 1), s) : NULL;
}

/* '-' and '_' are the same character in option names. */
static bool opt_name_eq(const char *a, const char *b)
{
  for (; *a && *b; a++, b++) {
    char ca = *a == '-' ? '_' : *a;
    char cb = *b == '-' ? '_' : *b;
    if (ca != cb)
      return false;
  }
  return *a == *b;
}

static struct option *opt_find(const char *name)
{
  for (int i = 0; i < nopts; i++)
    if (opt_name_eq(opts[i].name, name))
      return &opts[i];
  return NULL;
}

bool opt_exists(const char *name)
{
  return opt_find(name) != NULL;
}

bool opt_given(const char *name)
{
  const struct option *o = opt_find(name);
  return o && o->given;
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
  o->items = xrealloc(o->items, sizeof(char *) * (size_t)(o->nitems + 1));
  char *copy = xrealloc(NULL, len + 1);
  memcpy(copy, s, len);
  copy[len] = '\0';
  o->items[o->nitems++] = copy;
}

/* Lists split on ',' with empty items dropped; scalars keep the text. */
static void opt_store(struct option *o, const char *value)
{
  opt_clear(o);
  if (value == NULL)
    return;
  if (o->type != OPT_LIST) {
    if (*value)
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

/* A name the code reads must have been declared, and read as declared:
 * anything else would silently read as 0. */
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

void opt_register_one(const struct opt_def *def, int group,
                      opt_validator validate, void *vdata)
{
  if (def->err && !opt_err_ok(def->err))
    opt_bug(def->name, "has a check message without exactly one %s");
  struct option *o = opt_find(def->name);
  if (o == NULL) {
    if (nopts == capopts) {
      capopts = capopts ? capopts * 2 : 64;
      opts = xrealloc(opts, sizeof(*opts) * (size_t)capopts);
    }
    o = &opts[nopts++];
    memset(o, 0, sizeof(*o));
  } else {
    free(o->name);
    free(o->desc);
    free(o->defval);
    opt_clear(o);
  }
  o->name = xstrdup(def->name);
  o->desc = xstrdup(def->desc ? def->desc : "");
  o->defval = xstrdup(def->defval);
  o->type = def->type;
  o->min = def->min;
  o->max = def->max;
  o->choices = def->choices;
  o->err = def->err;
  o->flags = def->flags;
  o->added = def->added;
  o->group = group;
  o->validate = validate;
  o->vdata = vdata;
  /* A boolean without a default is on, as in the reference. */
  opt_store(o, def->type == OPT_BOOL && def->defval == NULL ? "on" : def->defval);
  o->given = false;
}

void opt_register(const struct opt_def *defs, int group)
{
  for (; defs->name; defs++)
    opt_register_one(defs, group, NULL, NULL);
}

static void opt_free_array(struct option *v, int n)
{
  for (int i = 0; i < n; i++) {
    free(v[i].name);
    free(v[i].desc);
    free(v[i].defval);
    opt_clear(&v[i]);
  }
  free(v);
}

void opt_free_all(void)
{
  opt_free_array(opts, nopts);
  opts = NULL;
  nopts = capopts = 0;
}

struct opt_snapshot {
  struct option *opts;
  int n;
};

struct opt_snapshot *opt_save(void)
{
  struct opt_snapshot *s = xrealloc(NULL, sizeof(*s));
  s->n = nopts;
  s->opts = xrealloc(NULL, sizeof(struct option) * (size_t)(nopts ? nopts : 1));
  for (int i = 0; i < nopts; i++) {
    struct option *o = &s->opts[i];
    *o = opts[i];
    o->name = xstrdup(opts[i].name);
    o->desc = xstrdup(opts[i].desc);
    o->defval = xstrdup(opts[i].defval);
    o->items = NULL;
    o->nitems = 0;
    for (int k = 0; k < opts[i].nitems; k++)
      opt_add_item(o, opts[i].items[k], strlen(opts[i].items[k]));
  }
  return s;
}

void opt_restore(struct opt_snapshot *snap)
{
  opt_free_array(opts, nopts);
  opts = snap->opts;
  nopts = capopts = snap->n;
  if (capopts == 0) {
    free(opts);
    opts = NULL;
  }
  free(snap);
}

enum opt_status opt_set(const char *name, const char *value)
{
  struct option *o = opt_find(name);
  if (o == NULL)
    return OPT_UNKNOWN;
  if (o->type == OPT_BOOL) {
    bool b = true;
    if (value && !parse_bool(value, &b))
      return OPT_BAD_VALUE;
    value = b ? "on" : "off";
  }
  if (o->validate && !o->validate(o->name, value ? value : "", o->vdata))
    return OPT_BAD_VALUE;
  opt_store(o, value);
  o->given = true;
  return OPT_OK;
}

enum opt_status opt_set_items(const char *name, const char *const *items, int n)
{
  struct option *o = opt_find(name);
  if (o == NULL)
    return OPT_UNKNOWN;
  if (o->type != OPT_LIST || n <= 1) {
    /* Several tokens for a scalar are joined back, then checked as text. */
    size_t len = 1;
    for (int i = 0; i < n; i++)
      len += strlen(items[i]) + 1;
    char *joined = xrealloc(NULL, len);
    joined[0] = '\0';
    for (int i = 0; i < n; i++) {
      if (i)
        strcat(joined, ",");
      strcat(joined, items[i]);
    }
    enum opt_status st = opt_set(name, joined);
    free(joined);
    return st;
  }
  if (o->validate) {
    for (int i = 0; i < n; i++)
      if (!o->validate(o->name, items[i], o->vdata))
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

static struct option *opt_declared(const char *name, enum opt_type type)
{
  struct option *o = opt_find(name);
  if (o == NULL)
    opt_bug(name, "is read but was never declared");
  if (o->type != type && type != OPT_NULL)
    opt_bug(name, "is read as another type than declared");
  return o;
}

bool opt_bool(const char *name)
{
  const char *v = opt_value(opt_declared(name, OPT_BOOL));
  return v && strcmp(v, "on") == 0;
}

/* The reference's message for a value that does not convert. */
static bool opt_bad_value(const struct option *o, const char *v)
{
  char uname[256];
  snprintf(uname, sizeof(uname), "%s", o->name);
  for (char *p = uname; *p; p++)
    if (*p == '-')
      *p = '_';
  fflush(stdout);
  fprintf(stderr, "Invalid value for the '%s' option: '%s'\n", uname, v);
  return false;
}

/* A value that converts but is outside the declared checks. */
static bool opt_refused(const struct option *o, const char *v)
{
  if (o->err == NULL)
    return opt_bad_value(o, v ? v : "");
  log_fatal(o->err, v ? v : "0");
  return false;
}

static bool opt_in_bounds(const struct option *o, long long v, bool is_unsigned_big)
{
  if ((o->flags & OPT_MIN) && !is_unsigned_big && v < o->min)
    return false;
  if ((o->flags & OPT_MAX) && (is_unsigned_big || v > o->max))
    return false;
  return true;
}

bool opt_get_int(const char *name, long long *out)
{
  struct option *o = opt_declared(name, OPT_INT);
  const char *v = opt_value(o);
  *out = 0;
  if (v && !parse_int(v, -2147483648LL, 2147483647LL, out))
    return opt_bad_value(o, v);
  return opt_in_bounds(o, *out, false) || opt_refused(o, v);
}

bool opt_get_size(const char *name, uint64_t *out)
{
  struct option *o = opt_declared(name, OPT_SIZE);
  const char *v = opt_value(o);
  *out = 0;
  if (v && !parse_size(v, out))
    return opt_bad_value(o, v);
  return opt_in_bounds(o, (long long)*out, *out > (uint64_t)LLONG_MAX) || opt_refused(o, v);
}

bool opt_get_double(const char *name, double *out)
{
  struct option *o = opt_declared(name, OPT_DOUBLE);
  const char *v = opt_value(o);
  *out = 0;
  if (v && !parse_double(v, out))
    return opt_bad_value(o, v);
  return true;
}

bool opt_get_choice(const char *name, int *out)
{
  struct option *o = opt_declared(name, OPT_STRING);
  const char *v = opt_value(o);
  if (o->choices == NULL)
    opt_bug(name, "has no declared choices");
  for (int i = 0; v && o->choices[i]; i++)
    if (strcmp(v, o->choices[i]) == 0) {
      *out = i;
      return true;
    }
  if (o->err == NULL)
    return opt_bad_value(o, v ? v : "");
  log_fatal(o->err, v ? v : "(null)");
  return false;
}

const char *opt_str(const char *name)
{
  return opt_value(opt_declared(name, OPT_NULL));
}

const char *const *opt_list(const char *name, int *n)
{
  struct option *o = opt_declared(name, OPT_LIST);
  *n = o->nitems;
  return (const char *const *)o->items;
}

enum opt_type opt_type_of(const char *name)
{
  struct option *o = opt_find(name);
  return o ? o->type : OPT_NULL;
}

static const char *opt_type_fmt(const struct option *o)
{
  if (o->flags & OPT_HELP_N)
    return "=N";
  switch (o->type) {
  case OPT_BOOL: return "[=on|off]";
  case OPT_INT: return "=N";
  case OPT_SIZE: return "=SIZE";
  case OPT_DOUBLE: return "=N";
  case OPT_STRING: return "=STRING";
  case OPT_LIST: return "=[LIST,...]";
  case OPT_FILE: return "=FILENAME";
  default: return "";
  }
}

int opt_group_size(int group)
{
  int n = 0;
  for (int i = 0; i < nopts; i++)
    n += opts[i].group == group;
  return n;
}

/* The width of the name and value column of a group's lines: those of
 * the reference's options, or (added) of all. */
static size_t opt_group_width(int group, bool added)
{
  size_t maxlen = 0;
  for (int i = 0; i < nopts; i++) {
    if (opts[i].group != group || (!added && (opts[i].flags & OPT_ADDED)))
      continue;
    size_t len = strlen(opts[i].name) + strlen(opt_type_fmt(&opts[i]));
    if (len > maxlen)
      maxlen = len;
  }
  return maxlen;
}

static void opt_print_line(const struct option *o, size_t width, const char *desc)
{
  int pad = (int)(width - strlen(o->name) + 1);
  log_text("  --%s%-*s%s", o->name, pad, opt_type_fmt(o), desc);
  if (o->defval && desc == o->desc)
    log_text(" [%s]", o->defval);
  log_text("\n");
}

int opt_print_group(int group)
{
  size_t width = opt_group_width(group, false);
  int n = 0, added = 0;
  for (int i = 0; i < nopts; i++) {
    const struct option *o = &opts[i];
    if (o->group != group)
      continue;
    added += (o->flags & OPT_ADDED) || o->added;
    if (o->flags & OPT_ADDED)
      continue;
    opt_print_line(o, width, o->desc);
    n++;
  }
  log_text("\n");
  if (added == 0)
    return n;
  width = opt_group_width(group, true);
  log_text("Added by sysbench-ng (not in sysbench 1.0.20):\n");
  for (int i = 0; i < nopts; i++) {
    const struct option *o = &opts[i];
    if (o->group == group && (o->flags & OPT_ADDED)) {
      opt_print_line(o, width, o->desc);
      n++;
    } else if (o->group == group && o->added) {
      opt_print_line(o, width, o->added);
    }
  }
  log_text("\n");
  return n;
}

int opt_count(void)
{
  return nopts;
}

const char *opt_name_at(int i)
{
  return i >= 0 && i < nopts ? opts[i].name : NULL;
}
