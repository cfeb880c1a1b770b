/* results_json.c: a run as one self-describing JSON document (the schema
 * is described in README.md; results_load.c reads it back). */
#include <luajit.h>
#include <string.h>

#include "histogram.h"
#include "output.h"
#include "results.h"

static void put_num(struct json *o, const char *key, double v)
{
  json_set(o, key, json_number(v));
}

static void put_uint(struct json *o, const char *key, uint64_t v)
{
  json_set(o, key, json_uint(v));
}

void results_rank_key(double rank, char *buf, size_t len)
{
  snprintf(buf, len, "%g", rank);
}

static struct json *report_json(const struct results_run *r, const struct results_report *rep,
                                bool cumulative)
{
  struct json *o = json_object();
  put_num(o, "time_total", rep->time_total);
  put_num(o, "time_interval", rep->time_interval);
  put_uint(o, "threads_running", rep->threads_running);
  put_uint(o, "events", rep->events);
  put_num(o, "events_per_sec", results_rate(rep, rep->events));
  put_uint(o, "reads", rep->reads);
  put_uint(o, "writes", rep->writes);
  put_uint(o, "other", rep->other);
  put_uint(o, "errors", rep->errors);
  put_uint(o, "reconnects", rep->reconnects);
  put_uint(o, "bytes_read", rep->bytes_read);
  put_uint(o, "bytes_written", rep->bytes_written);
  put_uint(o, "queue_length", rep->queue_length);
  put_uint(o, "concurrency", rep->concurrency);
  if (cumulative) {
    put_num(o, "latency_min", rep->lat_min_ns / 1e9);
    put_num(o, "latency_max", rep->lat_max_ns / 1e9);
  }
  put_num(o, "latency_avg", rep->events ? (double)(rep->lat_sum_ns / rep->events) / 1e9 : 0);
  put_num(o, "latency_sum", rep->lat_sum_ns / 1e9);
  put_num(o, "latency_pct", r->npcts ? rep->pcts[0] : 0);
  struct json *pcts = json_set(o, "latency_percentiles", json_object());
  for (int p = 0; p < r->npcts; p++) {
    char key[32];
    results_rank_key(r->ranks[p], key, sizeof(key));
    put_num(pcts, key, rep->pcts[p]);
  }
  if (cumulative) {
    put_uint(o, "latency_min_ns", rep->lat_min_ns);
    put_uint(o, "latency_max_ns", rep->lat_max_ns);
  }
  put_uint(o, "latency_sum_ns", rep->lat_sum_ns);
  if (cumulative) {
    put_num(o, "events_avg", rep->events_avg);
    put_num(o, "events_stddev", rep->events_stddev);
    put_num(o, "time_avg", rep->time_avg);
    put_num(o, "time_stddev", rep->time_stddev);
  }
  if (rep->forced)
    json_set(o, "forced_shutdown", json_bool(true));
  struct json *h = json_set(o, "histogram", json_array());
  for (size_t i = 0; i < rep->nbuckets; i++) {
    struct json *pair = json_push(h, json_array());
    json_push(pair, json_uint(rep->buckets[i].index));
    json_push(pair, json_uint(rep->buckets[i].count));
  }
  return o;
}

static struct json *reports_json(const struct results_run *r, const struct results_list *l,
                                 bool cumulative)
{
  struct json *a = json_array();
  for (size_t i = 0; i < l->n; i++)
    json_push(a, report_json(r, &l->v[i], cumulative));
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

static struct json *run_json(const struct results_run *r)
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
  struct json *steps = json_set(doc, "steps", json_array());
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    struct json *o = json_push(steps, json_object());
    put_uint(o, "threads", (uint64_t)s->threads);
    put_uint(o, "status", (uint64_t)s->status);
    json_set(o, "final", s->has_final ? report_json(r, &s->final, true) : json_null());
    json_set(o, "checkpoints", reports_json(r, &s->checkpoints, true));
    json_set(o, "intermediate", reports_json(r, &s->intermediate, false));
  }
  return doc;
}

int results_json_write(const struct results_run *r, FILE *f)
{
  struct json *doc = run_json(r);
  int rc = json_write(f, doc);
  json_free(doc);
  return rc;
}
