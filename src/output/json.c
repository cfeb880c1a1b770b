/* SPDX-License-Identifier: GPL-2.0-or-later */
/* json.c: the json output format: a run as one self-describing JSON
 * document (the schema is described in README.md; results_load.c reads it
 * back). */
#include <luajit.h>
#include <string.h>

#include "core/stats/histogram.h"
#include "plugin/module.h"
#include "plugin/output.h"
#include "plugin/registry.h"
#include "core/results/results.h"

static void put_num(struct json *o, const char *key, double v)
{
  json_set(o, key, json_number(v));
}

static void put_uint(struct json *o, const char *key, uint64_t v)
{
  json_set(o, key, json_uint(v));
}

/* One figure of rep into o under its key. */
static void put_figure(struct json *o, const struct results_series *r, const struct figure *f,
                       const struct sb_stat *rep)
{
  if (f->kind == FIGURE_PERCENTILES) {
    struct json *pcts = json_set(o, f->key, json_object());
    for (int p = 0; p < r->npcts; p++) {
      char key[32];
      results_rank_key(r->ranks[p], key, sizeof(key));
      put_num(pcts, key, rep->pcts[p]);
    }
  } else if (figure_is_integer(f)) {
    put_uint(o, f->key, figure_u64(f, rep));
  } else {
    put_num(o, f->key, figure_value(f, rep));
  }
}

static void put_histogram(struct json *o, const struct sb_stat *rep)
{
  struct json *h = json_set(o, "histogram", json_array());
  for (size_t i = 0; i < rep->nbuckets; i++) {
    struct json *pair = json_push(h, json_array());
    json_push(pair, json_uint(rep->buckets[i].index));
    json_push(pair, json_uint(rep->buckets[i].count));
  }
}

/* A report: every figure of the table that result files keep, in the
 * table's order, then the histogram. */
static struct json *report_json(const struct results_series *r, const struct sb_stat *rep)
{
  struct json *o = json_object();
  for (size_t i = 0; i < figures_count; i++) {
    const struct figure *f = &figures[i];
    if ((f->flags & FIGURE_JSON) && (rep->cumulative || !(f->flags & FIGURE_CUMULATIVE)))
      put_figure(o, r, f, rep);
  }
  if (rep->forced)
    json_set(o, "forced_shutdown", json_bool(true));
  put_histogram(o, rep);
  return o;
}

/* A step's breakdown (the database's query types): each part's count,
 * its latency figures as a cumulative report has them, and its
 * histogram. */
static struct json *parts_json(const struct results_series *r, const struct results_parts *p)
{
  struct json *o = json_object();
  for (size_t q = 0; q < p->n; q++) {
    struct json *t = json_set(o, p->kind->names[q], json_object());
    put_uint(t, "count", p->stats[q].cnt[STATS_EVENT]);
    for (size_t i = 0; i < figures_count; i++)
      if ((figures[i].flags & FIGURE_JSON) && results_part_figure(&figures[i]))
        put_figure(t, r, &figures[i], &p->stats[q]);
    put_histogram(t, &p->stats[q]);
  }
  return o;
}

static struct json *reports_json(const struct results_series *r, const struct results_list *l)
{
  struct json *a = json_array();
  for (size_t i = 0; i < l->n; i++)
    json_push(a, report_json(r, &l->v[i]));
  return a;
}

static struct json *layout_json(void)
{
  struct json *o = json_object();
  put_uint(o, "version", RESULTS_HISTOGRAM_LAYOUT);
  json_set(o, "unit", json_string("ns"));
  put_uint(o, "buckets", HISTOGRAM_BUCKETS);
  json_set(o, "description", json_string(
      "bucket i < 128 holds the value i; above, each [2^e, 2^(e+1)) for e = 7..39 is "
      "split into 64 equal buckets, index 128 + (e - 7) * 64 + (v >> (e - 6)) % 64; "
      "the last bucket counts values >= 2^40"));
  return o;
}

static struct json *run_json(const struct results_series *r)
{
  struct json *doc = json_object();
  json_set(doc, "schema", json_string(RESULTS_SCHEMA));
  put_uint(doc, "schema_version", RESULTS_SCHEMA_VERSION);
  struct json *tool = json_set(doc, "tool", json_object());
  json_set(tool, "name", json_string("sysbench-ng"));
  json_set(tool, "version", json_string(r->version));
  json_set(tool, "luajit", json_string(LUAJIT_VERSION));
  json_set(doc, "created", json_string(r->created));
  json_set(doc, "test", json_string(r->test));
  json_set(doc, "command", json_string("run"));
  put_uint(doc, "status", (uint64_t)r->status);
  put_uint(doc, "hosts", (uint64_t)r->hosts);
  struct json *ranks = json_set(doc, "percentiles", json_array());
  for (int p = 0; p < r->npcts; p++)
    json_push(ranks, json_number(r->ranks[p]));
  json_set(doc, "histogram_layout", layout_json());
  json_set(doc, "options", r->options ? json_copy(r->options) : json_object());
  json_set(doc, "environment", r->environment ? json_copy(r->environment) : json_object());
  if (r->merged_from)
    json_set(doc, "merged_from", json_copy(r->merged_from));
  if (r->summary)
    json_set(doc, "summary", json_copy(r->summary));
  if (r->statistics)
    json_set(doc, "statistics", json_copy(r->statistics));
  struct json *steps = json_set(doc, "steps", json_array());
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    struct json *o = json_push(steps, json_object());
    json_set(o, "label", s->label ? json_string(s->label) : json_null());
    if (s->started)
      json_set(o, "started", json_string(s->started));
    put_uint(o, "threads", (uint64_t)s->threads);
    json_set(o, "kind", json_string(results_step_kind_names[s->kind]));
    if (s->bytes_once)
      json_set(o, "bytes_once", json_bool(true));
    json_set(o, "options", s->options ? json_copy(s->options) : json_object());
    put_uint(o, "status", (uint64_t)s->status);
    json_set(o, "facts", s->facts ? json_copy(s->facts) : json_object());
    if (s->parts)
      json_set(o, s->parts->kind->member, parts_json(r, s->parts));
    for (size_t k = 0; s->modules && k < s->modules->len; k++)
      json_set(o, s->modules->keys[k], json_copy(s->modules->items[k]));
    json_set(o, "final", s->has_final ? report_json(r, &s->final) : json_null());
    json_set(o, "checkpoints", reports_json(r, &s->checkpoints));
    json_set(o, "intermediate", reports_json(r, &s->intermediate));
  }
  return doc;
}

static int results_json_write(const struct results_series *r, FILE *f)
{
  struct json *doc = run_json(r);
  int rc = json_write(f, doc);
  json_free(doc);
  return rc;
}

static const struct sb_output output_json = { .name = "json", .write = results_json_write };
SB_REGISTER(sb_outputs, output_json);
