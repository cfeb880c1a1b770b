/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_results.c: result files: what is written reads back exactly, and a
 * file with any field replaced by any other value is refused with a
 * message instead of crashing (run under ASan and UBSan). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/stats/histogram.h"
#include "plugin/output.h"
#include "core/results/results.h"
#include "unit.h"

static struct results_series *sample_run(void)
{
  struct results_series *r = results_new();
  r->test = strdup("cpu");
  r->version = strdup("1.0.20-ng.1");
  r->created = strdup("2025-01-01T00:00:00Z");
  r->npcts = 2;
  r->ranks[0] = 95;
  r->ranks[1] = 99.9;
  r->options = json_object();
  json_set(r->options, "threads", json_string("1,2"));
  json_set(r->options, "report-checkpoints", json_array());
  json_set(r->options, "config-file", json_null());
  r->environment = json_object();
  json_set(r->environment, "hostname", json_string("host"));
  for (int s = 0; s < 2; s++) {
    char label[32];
    snprintf(label, sizeof(label), "threads=%d", 1 << s);
    struct json *opts = json_object();
    json_set(opts, "threads", json_string(label + 8));
    struct results_step *st = results_step_begin(r, label, 1 << s, opts);
    json_free(opts);
    st->has_final = true;
    struct sb_stat *f = &st->final;
    f->cumulative = true;
    f->time_total = f->time_interval = 1.0000123;
    f->cnt[STATS_EVENT] = 1000 + (uint64_t)s;
    f->lat_min_ns = 1000;
    f->lat_max_ns = 9000000;
    f->lat_sum_ns = 123456789;
    f->events_avg = 1000.5;
    f->time_stddev = 0.001;
    f->pcts[0] = 0.000123;
    f->pcts[1] = 0.0089;
    uint64_t counts[HISTOGRAM_BUCKETS] = { 0 };
    counts[700] = 999;
    counts[HISTOGRAM_OVERFLOW] = 1 + (uint64_t)s;
    results_set_histogram(f, counts);
    struct sb_stat *i = results_list_add(&st->intermediate);
    i->time_total = i->time_interval = 1;
    i->cnt[STATS_EVENT] = 10;
    results_set_histogram(i, counts);
  }
  return r;
}

static char *run_text(const struct results_series *r, size_t *len)
{
  char *buf = NULL;
  FILE *f = open_memstream(&buf, len);
  output_format("json")->write(r, f);
  fclose(f);
  return buf;
}

UNIT_TEST(results_json_reads_back_exactly)
{
  struct results_series *r = sample_run();
  size_t len;
  char *text = run_text(r, &len);
  char err[256];
  struct results_series *b = results_parse(text, len, err, sizeof(err));
  CHECK(b != NULL);
  CHECK(strcmp(b->test, "cpu") == 0 && b->npcts == 2 && b->ranks[1] == 99.9);
  CHECK(b->nsteps == 2 && b->steps[1].threads == 2 && b->steps[1].has_final);
  const struct sb_stat *x = &r->steps[1].final, *y = &b->steps[1].final;
  CHECK(y->cnt[STATS_EVENT] == x->cnt[STATS_EVENT] && y->lat_sum_ns == x->lat_sum_ns);
  CHECK(y->lat_min_ns == x->lat_min_ns && y->lat_max_ns == x->lat_max_ns);
  CHECK(y->time_interval == x->time_interval && y->pcts[1] == x->pcts[1]);
  CHECK(y->events_avg == x->events_avg && y->time_stddev == x->time_stddev);
  CHECK(y->nbuckets == 2 && y->buckets[1].index == HISTOGRAM_OVERFLOW &&
        y->buckets[1].count == 2);
  CHECK(b->steps[0].intermediate.n == 1 &&
        b->steps[0].intermediate.v[0].cnt[STATS_EVENT] == 10);
  CHECK(json_equal(b->options, r->options));
  CHECK(strcmp(b->steps[1].label, "threads=2") == 0);
  CHECK(json_equal(b->steps[1].options, r->steps[1].options));
  results_free(b);
  free(text);
  results_free(r);
}

/* The k-th node of the tree in document order (k counts down). */
static struct json **pick(struct json **slot, uint64_t *k)
{
  if (*k == 0)
    return slot;
  (*k)--;
  bool container = (*slot)->type == JSON_ARRAY || (*slot)->type == JSON_OBJECT;
  for (size_t i = 0; container && i < (*slot)->len; i++) {
    struct json **hit = pick(&(*slot)->items[i], k);
    if (hit)
      return hit;
  }
  return NULL;
}

static struct json *random_value(void)
{
  switch (unit_random() % 9) {
  case 0: return json_null();
  case 1: return json_bool(true);
  case 2: return json_number(-1);
  case 3: return json_number(1e300);
  case 4: return json_uint(UINT64_MAX);
  case 5: return json_uint(unit_random() % 5000);
  case 6: return json_string("sysbench-ng-results");
  case 7: return json_array();
  default: return json_object();
  }
}

UNIT_TEST(results_any_field_replaced_is_handled)
{
  struct results_series *r = sample_run();
  size_t len;
  char *text = run_text(r, &len);
  char err[256];
  struct json *doc = json_parse(text, len, err, sizeof(err));
  CHECK(doc != NULL);
  int refused = 0;
  for (int iter = 0; iter < 1000; iter++) {
    struct json *copy = json_copy(doc);
    for (int m = 0; m < 1 + (int)(unit_random() % 3); m++) {
      uint64_t k = 1 + unit_random() % 600;
      struct json **slot = pick(&copy, &k);
      if (slot) {
        json_free(*slot);
        *slot = random_value();
      }
    }
    size_t mlen;
    char *buf = NULL;
    FILE *f = open_memstream(&buf, &mlen);
    json_write(f, copy);
    fclose(f);
    err[0] = '\0';
    struct results_series *b = results_parse(buf, mlen, err, sizeof(err));
    if (b == NULL) {
      CHECK(err[0] != '\0');
      refused++;
    } else {   /* what loads also writes */
      size_t blen;
      free(run_text(b, &blen));
    }
    results_free(b);
    free(buf);
    json_free(copy);
  }
  CHECK(refused > 100);
  json_free(doc);
  free(text);
  results_free(r);
}
