/* SPDX-License-Identifier: GPL-2.0-or-later */
/* results_load.c: reads a result file back into a results_series, checking
 * everything compare and merge rely on. Any input, however broken, gives
 * either a run or a message naming the file's problem. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/base/alloc.h"
#include "core/stats/histogram.h"
#include "plugin/figure_set.h"
#include "plugin/module.h"
#include "plugin/registry.h"
#include "results.h"

#define RESULTS_MAX_FILE JSON_MAX_BYTES
#define RESULTS_MAX_FILE_TEXT JSON_MAX_BYTES_TEXT
#define RESULTS_MAX_STEPS 4096   /* far more than any sweep */

struct loader {
  char *err;
  size_t errlen;
  char where[128];      /* the part of the document being read */
};

__attribute__((format(printf, 2, 3)))
static bool load_fail(struct loader *ld, const char *fmt, ...)
{
  char what[256];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(what, sizeof(what), fmt, ap);
  va_end(ap);
  if (ld->where[0])
    snprintf(ld->err, ld->errlen, "%s: %s", ld->where, what);
  else
    snprintf(ld->err, ld->errlen, "%s", what);
  return false;
}

static bool load_uint(struct loader *ld, const struct json *o, const char *key, uint64_t *out)
{
  if (!json_to_uint(json_get(o, key), out))
    return load_fail(ld, "\"%s\" must be a whole number >= 0", key);
  return true;
}

static bool load_double(struct loader *ld, const struct json *o, const char *key, double *out)
{
  if (!json_to_double(json_get(o, key), out) || *out < 0)
    return load_fail(ld, "\"%s\" must be a number >= 0", key);
  return true;
}

static bool load_histogram(struct loader *ld, const struct json *h, struct sb_stat *rep)
{
  if (h == NULL || h->type != JSON_ARRAY || h->len > HISTOGRAM_BUCKETS)
    return load_fail(ld, "\"histogram\" must be a list of at most %d [index, count] pairs",
                     HISTOGRAM_BUCKETS);
  rep->buckets = malloc((h->len ? h->len : 1) * sizeof(*rep->buckets));
  if (rep->buckets == NULL)
    return load_fail(ld, "out of memory");
  uint64_t total = 0;
  for (size_t i = 0; i < h->len; i++) {
    const struct json *pair = h->items[i];
    uint64_t idx, cnt;
    if (pair->type != JSON_ARRAY || pair->len != 2 || !json_to_uint(pair->items[0], &idx) ||
        !json_to_uint(pair->items[1], &cnt) || idx >= HISTOGRAM_BUCKETS ||
        (i && idx <= rep->buckets[i - 1].index))
      return load_fail(ld, "histogram entry %zu is not an [index, count] pair with index "
                       "ascending below %d", i, HISTOGRAM_BUCKETS);
    /* Percentiles sum the counts: a total beyond 64 bits would wrap. */
    if (__builtin_add_overflow(total, cnt, &total))
      return load_fail(ld, "histogram counts add up to more than %llu",
                       (unsigned long long)UINT64_MAX);
    rep->buckets[i] = (struct figures_bucket) { (uint32_t)idx, cnt };
    rep->nbuckets = i + 1;
  }
  return true;
}

/* One stored figure of the table into rep. */
static bool load_figure(struct loader *ld, const struct results_series *r, const struct json *o,
                        const struct figure *f, struct sb_stat *rep)
{
  if (f->kind == FIGURE_PERCENTILES) {
    const struct json *pcts = json_get(o, f->key);
    for (int p = 0; p < r->npcts; p++) {
      char key[32];
      results_rank_key(r->ranks[p], key, sizeof(key));
      if (!json_to_double(json_get(pcts, key), &rep->pcts[p]))
        return load_fail(ld, "\"%s\" lacks the %s percentile", f->key, key);
    }
    return true;
  }
  if (figure_is_integer(f))
    return load_uint(ld, o, f->key, figure_field(f, rep));
  return load_double(ld, o, f->key, figure_field(f, rep));
}

/* A report: every stored figure of the table (figures.c). */
static bool load_report(struct loader *ld, const struct results_series *r, const struct json *o,
                        bool cumulative, struct sb_stat *rep)
{
  if (o == NULL || o->type != JSON_OBJECT)
    return load_fail(ld, "a report must be an object");
  const struct json *forced = json_get(o, "forced_shutdown");
  rep->forced = forced && forced->type == JSON_BOOL && forced->boolean;
  rep->cumulative = cumulative;
  for (size_t i = 0; i < figures_count; i++) {
    const struct figure *f = &figures[i];
    if ((f->flags & FIGURE_STORED) && (cumulative || !(f->flags & FIGURE_CUMULATIVE)) &&
        !load_figure(ld, r, o, f, rep))
      return false;
  }
  return load_histogram(ld, json_get(o, "histogram"), rep);
}

/* A step's breakdown (results.h), in the member its module declares:
 * each part's count, stored latency figures and histogram (absent from
 * files of runs without the module's, and older ones). */
static bool load_parts(struct loader *ld, const struct results_series *r, const struct json *o,
                       size_t step, struct results_step *s)
{
  const struct sb_parts *kind = NULL;
  for (size_t k = 0; kind == NULL && k < o->len; k++)
    kind = modules_parts(o->keys[k]);
  const struct json *m = kind ? json_get(o, kind->member) : NULL;
  if (m == NULL)
    return true;
  if (m->type != JSON_OBJECT)
    return load_fail(ld, "\"%s\" must be an object", kind->member);
  struct results_parts *parts = results_parts_new(s, kind);
  for (size_t q = 0; q < parts->n; q++) {
    const struct json *t = json_get(m, kind->names[q]);
    struct sb_stat *st = &parts->stats[q];
    snprintf(ld->where, sizeof(ld->where), "steps[%zu].%s.%s", step, kind->member,
             kind->names[q]);
    if (t == NULL || t->type != JSON_OBJECT)
      return load_fail(ld, "must be an object");
    if (!load_uint(ld, t, "count", &st->cnt[STATS_EVENT]))
      return false;
    for (size_t i = 0; i < figures_count; i++) {
      const struct figure *f = &figures[i];
      if ((f->flags & FIGURE_STORED) && results_part_figure(f) && !load_figure(ld, r, t, f, st))
        return false;
    }
    if (!load_histogram(ld, json_get(t, "histogram"), st))
      return false;
  }
  return true;
}

static bool load_list(struct loader *ld, const struct results_series *r, const struct json *a,
                      const char *name, size_t step, bool cumulative, struct results_list *l)
{
  if (a == NULL)
    return true;
  if (a->type != JSON_ARRAY)
    return load_fail(ld, "\"%s\" must be a list", name);
  for (size_t i = 0; i < a->len; i++) {
    snprintf(ld->where, sizeof(ld->where), "steps[%zu].%s[%zu]", step, name, i);
    if (!load_report(ld, r, a->items[i], cumulative, results_list_add(l)))
      return false;
  }
  return true;
}

static bool load_options(struct loader *ld, const struct json *o);

SB_REGISTRY_DECLARE(sb_figure_sets);

/* Does a figure set say r's steps are passes of an index (figure_set.h)? */
static bool load_passes(const struct results_series *r)
{
  for (SB_REGISTRY_EACH(sb_figure_sets, const struct sb_figure_set, set))
    if (set->passes_of && strcmp(set->passes_of, r->test) == 0)
      return true;
  return false;
}

/* A step's kind: its "kind", or in files from before it was recorded the
 * kind its label and test say (a label "threads=N", or none: a threads
 * sweep's; an index's file (load_passes): a pass; any other label: a
 * suite's). */
static bool load_kind(struct loader *ld, const struct results_series *r, const struct json *o,
                      struct results_step *s)
{
  const struct json *kind = json_get(o, "kind");
  if (kind == NULL) {
    s->kind = load_passes(r) ? RESULTS_STEP_PASS
            : strncmp(s->label, "threads=", 8) == 0 ? RESULTS_STEP_THREADS : RESULTS_STEP_SUITE;
    return true;
  }
  for (int k = 0; k < RESULTS_STEP_KINDS; k++)
    if (json_str(kind) && strcmp(json_str(kind), results_step_kind_names[k]) == 0) {
      s->kind = (enum results_step_kind)k;
      return true;
    }
  return load_fail(ld, "\"kind\" must be \"threads\", \"suite\", \"pass\" or \"repeat\"");
}

/* The members of a step that modules added (results.h): objects under
 * names the core does not use (nor a module's breakdown), taken out of
 * the document. */
static void load_modules(struct json *o, struct results_step *s)
{
  static const char *const core[] = { "label", "started", "threads", "kind", "bytes_once", "options",
                                      "status", "facts", "final", "checkpoints",
                                      "intermediate", NULL };
  for (size_t k = 0; k < o->len; k++) {
    bool known = modules_parts(o->keys[k]) != NULL;
    for (int c = 0; core[c] && !known; c++)
      known = strcmp(o->keys[k], core[c]) == 0;
    if (known || o->items[k]->type != JSON_OBJECT)
      continue;
    if (s->modules == NULL)
      s->modules = json_object();
    json_set(s->modules, o->keys[k], json_take(o, o->keys[k]));
  }
}

/* The steps; their options and facts are taken out of the document. */
static bool load_steps(struct loader *ld, struct results_series *r, struct json *steps)
{
  if (steps == NULL || steps->type != JSON_ARRAY || steps->len == 0 ||
      steps->len > RESULTS_MAX_STEPS)
    return load_fail(ld, "\"steps\" must be a list of 1 to %d steps", RESULTS_MAX_STEPS);
  for (size_t i = 0; i < steps->len; i++) {
    struct json *o = steps->items[i];
    uint64_t threads, status;
    snprintf(ld->where, sizeof(ld->where), "steps[%zu]", i);
    if (!load_uint(ld, o, "threads", &threads) || !load_uint(ld, o, "status", &status))
      return false;
    if (threads == 0 || threads > INT_MAX || status > 255)
      return load_fail(ld, "\"threads\" or \"status\" out of range");
    const struct json *label = json_get(o, "label"), *opts = json_get(o, "options");
    if (label && label->type != JSON_STRING && label->type != JSON_NULL)
      return load_fail(ld, "\"label\" must be a string");
    if (opts && opts->type != JSON_OBJECT)
      return load_fail(ld, "\"options\" must be an object");
    if (opts && !load_options(ld, opts))
      return false;
    const struct json *facts = json_get(o, "facts"), *started = json_get(o, "started");
    if (facts && facts->type != JSON_OBJECT)
      return load_fail(ld, "\"facts\" must be an object");
    if (started && started->type != JSON_STRING)
      return load_fail(ld, "\"started\" must be a string");
    struct results_step *s = results_add_step(r, (int)threads);
    s->status = (int)status;
    s->facts = facts ? json_take(o, "facts") : json_object();
    s->started = started ? alloc_strdup(json_str(started)) : NULL;
    if (json_str(label)) {
      s->label = alloc_strdup(json_str(label));
      s->options = opts ? json_take(o, "options") : json_object();
    } else {
      /* Version 1: a threads sweep's step, named as version 2 names it. */
      char text[32];
      snprintf(text, sizeof(text), "threads=%d", s->threads);
      s->label = alloc_strdup(text);
      s->options = json_object();
      json_set(s->options, "threads", json_string(text + 8));
    }
    if (!load_kind(ld, r, o, s))
      return false;
    const struct json *once = json_get(o, "bytes_once");
    if (once && once->type != JSON_BOOL)
      return load_fail(ld, "\"bytes_once\" must be true or false");
    s->bytes_once = once && once->boolean;
    const struct json *final = json_get(o, "final");
    if (final && final->type != JSON_NULL) {
      snprintf(ld->where, sizeof(ld->where), "steps[%zu].final", i);
      if (!load_report(ld, r, final, true, &s->final))
        return false;
      s->has_final = true;
    }
    if (!load_list(ld, r, json_get(o, "checkpoints"), "checkpoints", i, true, &s->checkpoints) ||
        !load_list(ld, r, json_get(o, "intermediate"), "intermediate", i, false,
                   &s->intermediate) ||
        !load_parts(ld, r, o, i, s))
      return false;
    load_modules(o, s);
  }
  ld->where[0] = '\0';
  return true;
}

static bool load_options(struct loader *ld, const struct json *o)
{
  if (o == NULL || o->type != JSON_OBJECT)
    return load_fail(ld, "\"options\" must be an object");
  for (size_t i = 0; i < o->len; i++) {
    const struct json *v = o->items[i];
    bool ok = v->type == JSON_STRING || v->type == JSON_NULL || v->type == JSON_ARRAY;
    for (size_t k = 0; ok && v->type == JSON_ARRAY && k < v->len; k++)
      ok = v->items[k]->type == JSON_STRING;
    if (!ok)
      return load_fail(ld, "option \"%s\" must be a string, null or a list of strings",
                       o->keys[i]);
  }
  return true;
}

/* The document's header: ours, this schema version, this histogram layout.
 * The options, environment and origins are taken out of the document. */
static bool load_header(struct loader *ld, struct json *doc, struct results_series *r)
{
  const char *schema = json_str(json_get(doc, "schema"));
  if (schema == NULL || strcmp(schema, RESULTS_SCHEMA) != 0)
    return load_fail(ld, "not a sysbench-ng result file (no \"schema\": \"%s\")",
                     RESULTS_SCHEMA);
  uint64_t v, hosts = 1;
  if (!json_to_uint(json_get(doc, "schema_version"), &v))
    return load_fail(ld, "\"schema_version\" must be a whole number");
  if (v < 1 || v > RESULTS_SCHEMA_VERSION)
    return load_fail(ld, "schema version %llu is not supported (this sysbench reads "
                     "versions 1 to %d)", (unsigned long long)v, RESULTS_SCHEMA_VERSION);
  if (!json_to_uint(json_get(json_get(doc, "histogram_layout"), "version"), &v) ||
      v != RESULTS_HISTOGRAM_LAYOUT)
    return load_fail(ld, "histogram layout is not version %d", RESULTS_HISTOGRAM_LAYOUT);
  const char *test = json_str(json_get(doc, "test"));
  const char *version = json_str(json_get(json_get(doc, "tool"), "version"));
  const char *created = json_str(json_get(doc, "created"));
  if (!test || !version || !created)
    return load_fail(ld, "\"test\", \"tool.version\" and \"created\" must be strings");
  if (json_get(doc, "hosts") && (!json_to_uint(json_get(doc, "hosts"), &hosts) || hosts == 0 ||
                                  hosts > INT_MAX))
    return load_fail(ld, "\"hosts\" must be a whole number >= 1");
  if (!load_uint(ld, doc, "status", &v) || v > 255)
    return load_fail(ld, "\"status\" must be an exit status");
  r->status = (int)v;
  r->hosts = (int)hosts;
  r->test = alloc_strdup(test);
  r->version = alloc_strdup(version);
  r->created = alloc_strdup(created);
  const struct json *ranks = json_get(doc, "percentiles");
  if (ranks == NULL || ranks->type != JSON_ARRAY || ranks->len > RUN_MAX_PERCENTILES)
    return load_fail(ld, "\"percentiles\" must be a list of at most %d ranks",
                     RUN_MAX_PERCENTILES);
  for (size_t i = 0; i < ranks->len; i++)
    if (!json_to_double(ranks->items[i], &r->ranks[i]) || r->ranks[i] <= 0 ||
        r->ranks[i] > 100)
      return load_fail(ld, "\"percentiles\" must hold ranks in (0, 100]");
  r->npcts = (int)ranks->len;
  const struct json *env = json_get(doc, "environment");
  const struct json *from = json_get(doc, "merged_from");
  if (env == NULL || env->type != JSON_OBJECT)
    return load_fail(ld, "\"environment\" must be an object");
  if (from && from->type != JSON_ARRAY)
    return load_fail(ld, "\"merged_from\" must be a list");
  const struct json *summary = json_get(doc, "summary");
  if (summary && summary->type != JSON_OBJECT)
    return load_fail(ld, "\"summary\" must be an object");
  const struct json *statistics = json_get(doc, "statistics");
  if (statistics && statistics->type != JSON_ARRAY)
    return load_fail(ld, "\"statistics\" must be an array");
  if (!load_options(ld, json_get(doc, "options")))
    return false;
  r->options = json_take(doc, "options");
  r->environment = json_take(doc, "environment");
  r->merged_from = json_take(doc, "merged_from");
  r->summary = json_take(doc, "summary");
  r->statistics = json_take(doc, "statistics");
  return true;
}

/* The whole file in memory, NUL-terminated; NULL with err set. A file
 * beyond RESULTS_MAX_FILE is refused (a regular one before it is read). */
static char *load_file(const char *file, size_t *len, char *err, size_t errlen)
{
  FILE *f = fopen(file, "rb");
  if (f == NULL) {
    snprintf(err, errlen, "%s", strerror(errno));
    return NULL;
  }
  struct stat st;
  size_t cap = 65536, n = 0;
  const size_t max = RESULTS_MAX_FILE;
  const char *why = NULL, *too_large = "larger than " RESULTS_MAX_FILE_TEXT
                                        ", the most a result file may be";
  /* Its size and one byte more, to meet the end without growing. */
  if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
    if (st.st_size > (off_t)max)
      why = too_large;
    cap = (size_t)st.st_size + 2;
  }
  char *buf = why ? NULL : malloc(cap);
  if (why == NULL && buf == NULL)
    why = "out of memory";
  while (why == NULL) {
    if (n + 1 >= cap) {
      char *b = n > max ? NULL : realloc(buf, cap = cap > max / 2 ? max + 2 : cap * 2);
      if (b == NULL) {
        why = n > max ? too_large : "out of memory";
        break;
      }
      buf = b;
    }
    size_t got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (got == 0 && ferror(f))
      why = strerror(errno ? errno : EIO);
    if (got == 0)
      break;
  }
  fclose(f);
  if (why) {
    snprintf(err, errlen, "%s", why);
    free(buf);
    return NULL;
  }
  buf[n] = '\0';
  *len = n;
  return buf;
}

struct results_series *results_parse(const char *text, size_t len, char *err, size_t errlen)
{
  char perr[200];
  struct json *doc = json_parse(text, len, perr, sizeof(perr));
  if (doc == NULL) {
    snprintf(err, errlen, "not a JSON document (%s)", perr);
    return NULL;
  }
  struct loader ld = { err, errlen, "" };
  struct results_series *r = results_new();
  struct json *steps = json_take(doc, "steps");
  bool ok = doc->type == JSON_OBJECT ? load_header(&ld, doc, r) && load_steps(&ld, r, steps)
                                     : load_fail(&ld, "not a sysbench-ng result file (not a JSON object)");
  json_free(steps);
  json_free(doc);
  if (!ok) {
    results_free(r);
    return NULL;
  }
  return r;
}

struct results_series *results_load(const char *file, char *err, size_t errlen)
{
  size_t len;
  char *text = load_file(file, &len, err, errlen);
  if (text == NULL)
    return NULL;
  struct results_series *r = results_parse(text, len, err, errlen);
  free(text);
  return r;
}
