/* SPDX-License-Identifier: GPL-2.0-or-later */
/* results.c: the results model and its collection from the reports. The
 * reports call results_record with the figures they just computed, so the
 * per-event path knows nothing of it. */
#include "results.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/base/alloc.h"
#include "core/stats/histogram.h"
#include "hostinfo.h"
#include "plugin/module.h"
#include "plugin/options.h"
#include "core/stats/stats.h"

struct results_series *results_new(void)
{
  struct results_series *r = alloc_resize(NULL, sizeof(*r));
  memset(r, 0, sizeof(*r));
  r->hosts = 1;
  return r;
}

struct results_step *results_add_step(struct results_series *r, int threads)
{
  if (r->nsteps == r->cap) {
    r->cap = r->cap ? r->cap * 2 : 4;
    r->steps = alloc_resize(r->steps, r->cap * sizeof(*r->steps));
  }
  struct results_step *s = &r->steps[r->nsteps++];
  memset(s, 0, sizeof(*s));
  s->threads = threads;
  return s;
}

struct sb_stat *results_list_add(struct results_list *l)
{
  if (l->n == l->cap) {
    l->cap = l->cap ? l->cap * 2 : 16;
    l->v = alloc_resize(l->v, l->cap * sizeof(*l->v));
  }
  struct sb_stat *rep = &l->v[l->n++];
  memset(rep, 0, sizeof(*rep));
  return rep;
}

const char *const results_step_kind_names[RESULTS_STEP_KINDS] = { "threads", "suite", "pass",
                                                                    "repeat" };

uint64_t results_step_bytes(const struct results_step *s)
{
  const struct sb_stat *f = &s->final;
  return f->cnt[STATS_BYTES_WRITTEN] + (s->bytes_once ? 0 : f->cnt[STATS_BYTES_READ]);
}

struct results_parts *results_parts_new(struct results_step *step, const struct sb_parts *kind)
{
  struct results_parts *p = alloc_resize(NULL, sizeof(*p));
  p->kind = kind;
  for (p->n = 0; kind->names[p->n]; p->n++)
    ;
  p->stats = alloc_resize(NULL, (p->n ? p->n : 1) * sizeof(*p->stats));
  memset(p->stats, 0, (p->n ? p->n : 1) * sizeof(*p->stats));
  for (size_t i = 0; i < p->n; i++)
    p->stats[i].cumulative = true;
  step->parts = p;
  return p;
}

bool results_part_figure(const struct figure *f)
{
  return strncmp(f->key, "latency_", 8) == 0;
}

static void results_list_free(struct results_list *l)
{
  for (size_t i = 0; i < l->n; i++)
    free(l->v[i].buckets);
  free(l->v);
}

void results_free(struct results_series *r)
{
  if (r == NULL)
    return;
  for (size_t i = 0; i < r->nsteps; i++) {
    results_list_free(&r->steps[i].intermediate);
    results_list_free(&r->steps[i].checkpoints);
    free(r->steps[i].final.buckets);
    const struct results_parts *p = r->steps[i].parts;
    for (size_t k = 0; p && k < p->n; k++)
      free(p->stats[k].buckets);
    if (p)
      free(p->stats);
    free(r->steps[i].parts);
    free(r->steps[i].label);
    free(r->steps[i].started);
    json_free(r->steps[i].options);
    json_free(r->steps[i].facts);
    json_free(r->steps[i].modules);
  }
  free(r->steps);
  free(r->test);
  free(r->version);
  free(r->created);
  json_free(r->options);
  json_free(r->environment);
  json_free(r->merged_from);
  json_free(r->summary);
  json_free(r->statistics);
  free(r);
}

void results_histogram(const struct sb_stat *rep, uint64_t *counts)
{
  memset(counts, 0, HISTOGRAM_BUCKETS * sizeof(uint64_t));
  for (size_t i = 0; i < rep->nbuckets; i++)
    if (rep->buckets[i].index < HISTOGRAM_BUCKETS)
      counts[rep->buckets[i].index] += rep->buckets[i].count;
}

void results_set_histogram(struct sb_stat *rep, const uint64_t *counts)
{
  size_t n = 0;
  for (unsigned i = 0; i < HISTOGRAM_BUCKETS; i++)
    n += counts[i] != 0;
  free(rep->buckets);
  rep->buckets = alloc_resize(NULL, n * sizeof(*rep->buckets));
  rep->nbuckets = 0;
  for (unsigned i = 0; i < HISTOGRAM_BUCKETS; i++)
    if (counts[i])
      rep->buckets[rep->nbuckets++] = (struct figures_bucket) { i, counts[i] };
}

void results_rank_key(double rank, char *buf, size_t len)
{
  figure_rank_text(rank, buf, len);
}

bool results_option_ignored(const char *name)
{
  static const char *const names[] = {
    "output", "config-file", "verbosity", "debug", "histogram", "report-script",
    "help", "version", NULL
  };
  for (int i = 0; names[i]; i++)
    if (strcmp(names[i], name) == 0)
      return true;
  return false;
}

void results_option_text(const struct json *v, char *buf, size_t len)
{
  size_t n = 0;
  buf[0] = '\0';
  if (v == NULL) {
    snprintf(buf, len, "-");
  } else if (v->type == JSON_STRING) {
    snprintf(buf, len, "%s", v->string);
  } else if (v->type == JSON_NUMBER && v->is_uint) {
    snprintf(buf, len, "%llu", (unsigned long long)v->uint);
  } else if (v->type == JSON_NUMBER) {
    snprintf(buf, len, "%g", v->number);
  } else if (v->type == JSON_BOOL) {
    snprintf(buf, len, "%s", v->boolean ? "true" : "false");
  } else if (v->type == JSON_NULL) {
    snprintf(buf, len, "(none)");
  } else {
    for (size_t i = 0; i < v->len && n + 1 < len; i++) {
      char item[256];
      results_option_text(v->items[i], item, sizeof(item));
      n += (size_t)snprintf(buf + n, len - n, "%s%s", i ? "," : "", item);
    }
  }
}

/* Every registered option with the value it has in r, deprecated aliases
 * folded into the options they replace (--max-time=5 is recorded as time
 * 5) and not recorded themselves. */
static struct json *results_options(const struct opt_registry *r)
{
  struct json *o = json_object();
  for (int i = 0; r && i < opt_count(r); i++) {
    if (opt_is_alias_at(r, i))
      continue;
    const char *name = opt_name_at(r, i);
    if (opt_type_at(r, i) == OPT_LIST) {
      int n;
      const char *const *items = opt_items_at(r, i, &n);
      struct json *a = json_set(o, name, json_array());
      for (int k = 0; k < n; k++)
        json_push(a, json_string(items[k]));
    } else {
      const char *v = opt_text_at(r, i);
      json_set(o, name, v ? json_string(v) : json_null());
    }
  }
  return o;
}

char *results_timestamp(bool ms)
{
  char when[48];
  struct timespec now;
  struct tm tm;
  clock_gettime(CLOCK_REALTIME, &now);
  size_t n = strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%S", gmtime_r(&now.tv_sec, &tm));
  snprintf(when + n, sizeof(when) - n, ms ? ".%03ldZ" : "Z", now.tv_nsec / 1000000);
  return alloc_strdup(when);
}

struct results_series *results_begin(const char *test, const struct run_config *rc,
                                  bool environment)
{
  struct results_series *r = results_new();
  r->test = alloc_strdup(test);
  r->version = alloc_strdup(PACKAGE_VERSION);
  r->created = results_timestamp(false);
  r->npcts = rc->npercentiles;
  memcpy(r->ranks, rc->percentiles, sizeof(r->ranks));
  r->options = results_options(rc->options);
  r->environment = environment ? hostinfo_collect() : json_object();
  return r;
}

struct results_step *results_step_begin(struct results_series *r, const char *label, int threads,
                                        const struct json *options)
{
  struct results_step *s = results_add_step(r, threads);
  s->label = label ? alloc_strdup(label) : NULL;
  s->started = results_timestamp(true);
  s->options = options ? json_copy(options) : json_object();
  s->facts = json_object();
  return s;
}

void results_record(struct results_step *step, enum results_kind kind, const struct sb_stat *st)
{
  if (step == NULL)
    return;
  struct sb_stat *rep;
  if (kind == RESULTS_FINAL) {
    rep = &step->final;
    free(rep->buckets);
    step->has_final = true;
  } else {
    rep = results_list_add(kind == RESULTS_CHECKPOINT ? &step->checkpoints
                                                      : &step->intermediate);
  }
  *rep = *st;
  rep->hist = NULL;
  rep->delta = NULL;
  rep->buckets = NULL;
  rep->nbuckets = 0;
  if (!st->cumulative) {
    rep->lat_min_ns = rep->lat_max_ns = 0;
    rep->events_avg = rep->events_stddev = rep->time_avg = rep->time_stddev = 0;
  }
  results_set_histogram(rep, st->hist);
}

void results_step_end(struct results_series *r, struct results_step *step, int status)
{
  /* runner_run's -N ("exit N without cleanup") is exit status N. */
  status = status < 0 ? -status : status;
  step->status = status;
  r->status = status;
}
