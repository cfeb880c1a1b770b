/* SPDX-License-Identifier: GPL-2.0-or-later */
/* metrics.c: a run's results as Prometheus metric families (metrics.h),
 * in OpenMetrics or the text format 0.0.4. The families follow the
 * figures table (figures.c), so a figure added there is exported too:
 * the table below only names some of them and leaves out those that
 * repeat another (nanosecond copies, the first percentile); any other
 * becomes sysbench_KEY (a counter: sysbench_KEY_total). */
#include "output/metrics.h"
#include "plugin/module.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/stats/histogram.h"
#include "core/base/timer.h"
#include "core/base/utf8.h"

enum family_type { GAUGE, COUNTER, HISTOGRAM };

/* A family: its name (a counter's without _total, as OpenMetrics names
 * counter families), type, unit and help. */
struct family {
  char name[128];
  enum family_type type;
  const char *unit;
  const char *help;
  bool header_due;      /* before its first sample */
};

/* The names of the figures (by key), after "sysbench_" (a step's) or
 * "sysbench_PREFIX_" (a part's of a module's breakdown: "sysbench_query_"
 * of a query type's); name NULL: left out. */
static const struct {
  const char *key, *name;
  enum family_type type;
  const char *unit, *help;
} metrics_names[] = {
  { "time_total", "elapsed_seconds", GAUGE, "seconds",
    "Seconds from the start of the measured time to the final report" },
  { "time_interval", "interval_seconds", GAUGE, "seconds", "Seconds the final report covers" },
  { "threads_running", "threads_running", GAUGE, NULL, "Threads running at the final report" },
  { "events", "events", COUNTER, NULL, "Events: transactions, requests, loops" },
  { "reads", "reads", COUNTER, NULL, "Reads: requests, or statements that returned rows" },
  { "writes", "writes", COUNTER, NULL, "Writes: requests, or statements that changed rows" },
  { "other", "other_operations", COUNTER, NULL, "Other operations (fsyncs, other statements)" },
  { "errors", "errors", COUNTER, NULL, "Ignored errors" },
  { "reconnects", "reconnects", COUNTER, NULL, "Reconnections to the database server" },
  { "bytes_read", "read_bytes", COUNTER, "bytes", "Bytes read" },
  { "bytes_written", "written_bytes", COUNTER, "bytes", "Bytes written" },
  { "events_per_sec", "events_per_second", GAUGE, NULL, "Events per second of the report's time" },
  { "queue_length", "queue_length", GAUGE, NULL, "Arrivals due and not started (--rate)" },
  { "concurrency", "concurrency", GAUGE, NULL, "Events in progress (--rate)" },
  { "latency_min", "latency_min_seconds", GAUGE, "seconds", "Lowest latency" },
  { "latency_avg", "latency_avg_seconds", GAUGE, "seconds", "Mean latency" },
  { "latency_max", "latency_max_seconds", GAUGE, "seconds", "Highest latency" },
  { "latency_percentiles", "latency_percentile_seconds", GAUGE, "seconds",
    "Latency at each --percentile rank" },
  { "events_avg", "thread_events_avg", GAUGE, NULL, "Events per thread: mean" },
  { "events_stddev", "thread_events_stddev", GAUGE, NULL, "Events per thread: standard deviation" },
  { "time_avg", "thread_time_avg_seconds", GAUGE, "seconds", "Busy time per thread: mean" },
  { "time_stddev", "thread_time_stddev_seconds", GAUGE, "seconds",
    "Busy time per thread: standard deviation" },
  /* The histogram's _sum, the first percentile, nanosecond copies. */
  { "latency_sum", NULL, GAUGE, NULL, NULL },
  { "latency_pct", NULL, GAUGE, NULL, NULL },
  { "latency_min_ns", NULL, GAUGE, NULL, NULL },
  { "latency_max_ns", NULL, GAUGE, NULL, NULL },
  { "latency_sum_ns", NULL, GAUGE, NULL, NULL },
};

/* Labels every sample carries besides the user's, or that a family adds,
 * and those a Pushgateway's grouping key uses: refused as user labels. */
static const char *const metrics_own_labels[] = {
  "test", "step", "threads", "host", "type", "percentile", "le", "version", "job", "instance",
  NULL
};

/* The user's labels: at most this many, names and values this long (the
 * label lists below then always hold them). */
#define METRICS_USER_LABELS 16
#define METRICS_NAME_MAX 64
#define METRICS_VALUE_MAX 128

/* One writing: where, how, and the labels of the samples being written. */
struct metrics_out {
  FILE *f;
  enum metrics_format fmt;
  const struct results_series *r;
  long what;
  char run_labels[8192];          /* test, host and the user's */
  char labels[12288];             /* the step's: run_labels and step, threads */
};

/* A label value, escaped for both formats; bytes that are not UTF-8
 * become U+FFFD (label values are UTF-8). */
static void metrics_escape(char *out, size_t cap, const char *s)
{
  size_t n = 0;
  while (*s && n + 8 < cap) {
    size_t len = utf8_len((const unsigned char *)s);
    if (len == 0) {
      memcpy(out + n, "\xef\xbf\xbd", 3);
      n += 3;
      s++;
    } else if (*s == '\\' || *s == '"' || *s == '\n') {
      out[n++] = '\\';
      out[n++] = *s == '\n' ? 'n' : *s;
      s++;
    } else {
      memcpy(out + n, s, len);
      n += len;
      s += len;
    }
  }
  out[n] = '\0';
}

/* Appends name="value" to a label list (a value of over 1000 bytes, a
 * test's or a step's, cut between characters); never half a label. */
static void metrics_label(char *list, size_t cap, const char *name, const char *value)
{
  char v[1024];
  size_t n = strlen(list);
  metrics_escape(v, sizeof(v), value);
  if (n + strlen(name) + strlen(v) + 4 < cap)
    snprintf(list + n, cap - n, "%s%s=\"%s\"", n ? "," : "", name, v);
}

static bool metrics_name_ok(const char *s, size_t len)
{
  if (len == 0 || (s[0] >= '0' && s[0] <= '9'))
    return false;
  for (size_t i = 0; i < len; i++)
    if (!(s[i] == '_' || (s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
          (s[i] >= '0' && s[i] <= '9')))
      return false;
  return true;
}

static const char *metrics_label_refused(const char *item, const char *const *prev, int nprev)
{
  const char *eq = strchr(item, '=');
  size_t len = eq ? (size_t)(eq - item) : 0;
  if (eq == NULL)
    return "not name=value";
  if (!metrics_name_ok(item, len))
    return "a label name is a letter or _, then letters, digits or _";
  if (len > METRICS_NAME_MAX || strlen(eq + 1) > METRICS_VALUE_MAX)
    return "names of 64 bytes and values of 128 at most";
  if (len >= 2 && item[0] == '_' && item[1] == '_')
    return "label names beginning with __ are reserved";
  for (int i = 0; metrics_own_labels[i]; i++)
    if (strlen(metrics_own_labels[i]) == len && strncmp(item, metrics_own_labels[i], len) == 0)
      return "sysbench sets this label itself";
  for (int i = 0; i < nprev; i++)
    if (strncmp(prev[i], item, len + 1) == 0)
      return "a label given twice";
  if (eq[1] == '\0')
    return "an empty value (Prometheus reads it as no label)";
  for (const unsigned char *p = (const unsigned char *)eq + 1; *p;) {
    size_t n = utf8_len(p);
    if (n == 0)
      return "the value is not UTF-8";
    p += n;
  }
  return NULL;
}

const char *metrics_labels_refused(const char *const *items, int n, int *bad)
{
  if (n > METRICS_USER_LABELS) {
    *bad = METRICS_USER_LABELS;
    return "16 labels at most";
  }
  for (int i = 0; i < n; i++) {
    const char *why = metrics_label_refused(items[i], items, i);
    if (why) {
      *bad = i;
      return why;
    }
  }
  return NULL;
}

void metrics_host(const struct results_series *r, char *host, size_t cap)
{
  const struct json *h = r->environment ? json_get(r->environment, "hostname") : NULL;
  if (h && h->type == JSON_STRING)
    snprintf(host, cap, "%s", h->string);
  else if (gethostname(host, cap) != 0)
    host[0] = '\0';
  host[cap - 1] = '\0';
}

/* test, host (a single host's: a merged run's hosts are counted by
 * sysbench_hosts) and the user's labels (of a single host's run: merged
 * runs may have had different ones). */
static void metrics_run_labels(struct metrics_out *o)
{
  const struct results_series *r = o->r;
  char *l = o->run_labels, host[256];
  l[0] = '\0';
  metrics_label(l, sizeof(o->run_labels), "test", r->test ? r->test : "");
  if (r->hosts > 1)
    return;
  metrics_host(r, host, sizeof(host));
  if (host[0])
    metrics_label(l, sizeof(o->run_labels), "host", host);
  const struct json *u = r->options ? json_get(r->options, "metric-labels") : NULL;
  size_t n = u == NULL ? 0 : u->type == JSON_ARRAY ? u->len : u->type == JSON_STRING;
  const char *items[METRICS_USER_LABELS];
  int k = 0;
  for (size_t i = 0; i < n && k < METRICS_USER_LABELS; i++) {
    const struct json *v = u->type == JSON_ARRAY ? u->items[i] : u;
    /* A file from elsewhere may hold anything: only what the option accepts. */
    if (v->type != JSON_STRING || metrics_label_refused(v->string, items, k))
      continue;
    items[k++] = v->string;
    const char *eq = strchr(v->string, '=');
    char name[128];
    snprintf(name, sizeof(name), "%.*s", (int)(eq - v->string), v->string);
    metrics_label(l, sizeof(o->run_labels), name, eq + 1);
  }
}

static void metrics_step_labels(struct metrics_out *o, const struct results_step *s)
{
  char threads[16];
  snprintf(o->labels, sizeof(o->labels), "%s", o->run_labels);
  metrics_label(o->labels, sizeof(o->labels), "step", s->label ? s->label : "");
  snprintf(threads, sizeof(threads), "%d", s->threads);
  metrics_label(o->labels, sizeof(o->labels), "threads", threads);
}

static const char *const family_types[] = { "gauge", "counter", "histogram" };

/* The family's header lines. In the text format 0.0.4 a counter is named
 * as its samples are. */
static void metrics_header(struct metrics_out *o, const struct family *fam)
{
  char name[160];
  bool om = o->fmt == METRICS_OPENMETRICS;
  snprintf(name, sizeof(name), "%s%s", fam->name, !om && fam->type == COUNTER ? "_total" : "");
  fprintf(o->f, "# TYPE %s %s\n", name, family_types[fam->type]);
  if (om && fam->unit)
    fprintf(o->f, "# UNIT %s %s\n", name, fam->unit);
  fprintf(o->f, "# HELP %s %s\n", name, fam->help);
}

static void metrics_number(FILE *f, double v)
{
  char buf[40];
  if (isnan(v)) {
    fputs("NaN", f);
    return;
  }
  if (isinf(v)) {
    fputs(v > 0 ? "+Inf" : "-Inf", f);
    return;
  }
  for (int prec = 15; prec <= 17; prec++) {
    snprintf(buf, sizeof(buf), "%.*g", prec, v);
    if (strtod(buf, NULL) == v)
      break;
  }
  fputs(buf, f);
}

/* One sample of fam: its name with suffix, the labels (run's or step's)
 * and extra ones (or ""), and a value, whole when is_int. */
static void metrics_sample(struct metrics_out *o, struct family *fam, const char *suffix,
                           const char *labels, const char *extra, double v, uint64_t iv,
                           bool is_int)
{
  if (fam->header_due) {
    metrics_header(o, fam);
    fam->header_due = false;
  }
  fprintf(o->f, "%s%s{%s%s%s} ", fam->name, suffix, labels, *extra && *labels ? "," : "", extra);
  if (is_int)
    fprintf(o->f, "%llu", (unsigned long long)iv);
  else
    metrics_number(o->f, v);
  fputc('\n', o->f);
}

static void family_set(struct family *fam, const char *name, enum family_type type,
                       const char *unit, const char *help)
{
  snprintf(fam->name, sizeof(fam->name), "sysbench_%s", name);
  fam->type = type;
  fam->unit = unit;
  fam->help = help;
  fam->header_due = true;
}

/* The run's own families: what ran, its status, steps and hosts. */
static void metrics_run(struct metrics_out *o)
{
  const struct results_series *r = o->r;
  struct family fam;
  char extra[256] = "";
  metrics_label(extra, sizeof(extra), "version", r->version ? r->version : "");
  /* An info metric as Prometheus's own are: a gauge of 1 (the
   * OpenMetrics info type is unknown to the text format's readers). */
  family_set(&fam, "run_info", GAUGE, NULL, "The sysbench-ng that measured");
  metrics_sample(o, &fam, "", o->run_labels, extra, 0, 1, true);
  family_set(&fam, "run_status", GAUGE, NULL, "Exit status of the run");
  metrics_sample(o, &fam, "", o->run_labels, "", 0, (uint64_t)r->status, true);
  family_set(&fam, "run_steps", GAUGE, NULL, "Steps of the run (threads counts, a suite's runs)");
  metrics_sample(o, &fam, "", o->run_labels, "", 0, r->nsteps, true);
  family_set(&fam, "hosts", GAUGE, NULL, "Hosts whose runs were merged into this one");
  metrics_sample(o, &fam, "", o->run_labels, "", 0, (uint64_t)r->hosts, true);
}

/* The steps metrics_write was asked for: [*first, *end). */
static void metrics_steps(const struct metrics_out *o, size_t *first, size_t *end)
{
  *first = o->what >= 0 ? (size_t)o->what : 0;
  *end = o->what >= 0 ? *first + 1 : o->what == METRICS_ALL ? o->r->nsteps : 0;
  if (*end > o->r->nsteps)
    *end = o->r->nsteps;
}

/* The seconds since the epoch of a results timestamp; false if it is none. */
static bool metrics_started(const char *iso, double *out)
{
  struct tm tm = { 0 };
  int ms = 0;
  if (iso == NULL || sscanf(iso, "%d-%d-%dT%d:%d:%d.%dZ", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
                            &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &ms) < 6)
    return false;
  tm.tm_year -= 1900;
  tm.tm_mon -= 1;
  *out = (double)timegm(&tm) + ms / 1000.0;
  return true;
}

/* Each step's status and start time. */
static void metrics_step_facts(struct metrics_out *o)
{
  size_t first, end;
  struct family st, start;
  metrics_steps(o, &first, &end);
  family_set(&st, "step_status", GAUGE, NULL, "Exit status of the step's run");
  family_set(&start, "step_started_timestamp_seconds", GAUGE, "seconds",
             "When the step's run started (seconds since the epoch)");
  for (size_t i = first; i < end; i++) {
    metrics_step_labels(o, &o->r->steps[i]);
    metrics_sample(o, &st, "", o->labels, "", 0, (uint64_t)o->r->steps[i].status, true);
  }
  for (size_t i = first; i < end; i++) {
    double t;
    metrics_step_labels(o, &o->r->steps[i]);
    if (metrics_started(o->r->steps[i].started, &t))
      metrics_sample(o, &start, "", o->labels, "", t, 0, false);
  }
}

/* The family of figure f (a part's of the breakdown parts when not
 * NULL); false when the figure is left out. */
static bool metrics_family_of(const struct figure *f, const struct sb_parts *parts,
                              struct family *fam)
{
  char name[96];
  const char *prefix = parts ? parts->metric : "", *sep = parts ? "_" : "";
  for (size_t i = 0; i < sizeof(metrics_names) / sizeof(metrics_names[0]); i++) {
    if (strcmp(metrics_names[i].key, f->key) != 0)
      continue;
    if (metrics_names[i].name == NULL)
      return false;
    snprintf(name, sizeof(name), "%s%s%s", prefix, sep, metrics_names[i].name);
    family_set(fam, name, metrics_names[i].type, metrics_names[i].unit, metrics_names[i].help);
    return true;
  }
  snprintf(name, sizeof(name), "%s%s%s", prefix, sep, f->key);
  family_set(fam, name, figure_is_integer(f) && f->kind == FIGURE_COUNTER ? COUNTER : GAUGE,
             NULL, "A figure of the result files (see their schema)");
  return true;
}

/* Figure f of report rep, under labels (extra: a part's). */
static void metrics_figure(struct metrics_out *o, struct family *fam,
                           const struct figure *f, const struct sb_stat *rep, const char *extra)
{
  const char *suffix = fam->type == COUNTER ? "_total" : "";
  if (f->kind == FIGURE_PERCENTILES) {
    for (int p = 0; p < o->r->npcts; p++) {
      char key[32], l[300];
      results_rank_key(o->r->ranks[p], key, sizeof(key));
      snprintf(l, sizeof(l), "%s", extra);
      metrics_label(l, sizeof(l), "percentile", key);
      metrics_sample(o, fam, suffix, o->labels, l, rep->pcts[p], 0, false);
    }
  } else if (figure_is_integer(f)) {
    metrics_sample(o, fam, suffix, o->labels, extra, 0, figure_u64(f, rep), true);
  } else {
    metrics_sample(o, fam, suffix, o->labels, extra, figure_value(f, rep), 0, false);
  }
}

/* The cumulative buckets of rep's histogram: values below 2^e ns for
 * e = 7..40 (each an edge of the histogram's buckets), then all. */
static void metrics_histogram(struct metrics_out *o, struct family *fam,
                              const struct sb_stat *rep, const char *extra)
{
  uint64_t *counts = calloc(HISTOGRAM_BUCKETS, sizeof(*counts));
  if (counts == NULL)
    return;
  results_histogram(rep, counts);
  uint64_t below = 0;
  unsigned i = 0;
  for (int e = 7; e <= HISTOGRAM_MAX_EXP; e++) {
    unsigned edge = HISTOGRAM_LINEAR + (unsigned)(e - 7) * (1u << HISTOGRAM_SUB_BITS);
    for (; i < edge; i++)
      below += counts[i];
    char le[64], l[300];
    snprintf(l, sizeof(l), "%s", extra);
    double v = ldexp(1, e) / 1e9;
    for (int prec = 1; prec <= 17; prec++) {
      snprintf(le, sizeof(le), "%.*g", prec, v);
      if (strtod(le, NULL) == v)
        break;
    }
    metrics_label(l, sizeof(l), "le", le);
    metrics_sample(o, fam, "_bucket", o->labels, l, 0, below, true);
  }
  uint64_t total = histogram_total(counts);
  char l[300];
  snprintf(l, sizeof(l), "%s", extra);
  metrics_label(l, sizeof(l), "le", "+Inf");
  metrics_sample(o, fam, "_bucket", o->labels, l, 0, total, true);
  metrics_sample(o, fam, "_sum", o->labels, extra, timer_sec(rep->lat_sum_ns), 0, false);
  metrics_sample(o, fam, "_count", o->labels, extra, 0, total, true);
  free(counts);
}

/* The final reports' figures, each a family over the steps. */
static void metrics_finals(struct metrics_out *o)
{
  size_t first, end;
  metrics_steps(o, &first, &end);
  for (size_t k = 0; k < figures_count; k++) {
    struct family fam;
    if (!(figures[k].flags & FIGURE_JSON) || !metrics_family_of(&figures[k], NULL, &fam))
      continue;
    for (size_t i = first; i < end; i++) {
      if (!o->r->steps[i].has_final)
        continue;
      metrics_step_labels(o, &o->r->steps[i]);
      metrics_figure(o, &fam, &figures[k], &o->r->steps[i].final, "");
    }
  }
  struct family lat;
  family_set(&lat, "latency_seconds", HISTOGRAM, "seconds", "Latency of the events");
  for (size_t i = first; i < end; i++) {
    if (!o->r->steps[i].has_final)
      continue;
    metrics_step_labels(o, &o->r->steps[i]);
    metrics_histogram(o, &lat, &o->r->steps[i].final, "");
  }
}

/* One family of the parts' figures: f's (NULL: the count, or with
 * histogram the latency histogram), over the steps that have them. */
static void metrics_part_family(struct metrics_out *o, struct family *fam,
                                const struct sb_parts *parts, const struct figure *f,
                                bool histogram)
{
  size_t first, end;
  metrics_steps(o, &first, &end);
  for (size_t i = first; i < end; i++) {
    const struct results_step *s = &o->r->steps[i];
    if (s->parts == NULL || s->parts->kind != parts)
      continue;
    metrics_step_labels(o, s);
    for (size_t q = 0; q < s->parts->n; q++) {
      const struct sb_stat *rep = &s->parts->stats[q];
      char part[64] = "";
      metrics_label(part, sizeof(part), parts->label, parts->names[q]);
      if (histogram)
        metrics_histogram(o, fam, rep, part);
      else if (f)
        metrics_figure(o, fam, f, rep, part);
      else
        metrics_sample(o, fam, "_total", o->labels, part, 0, rep->cnt[STATS_EVENT], true);
    }
  }
}

/* A module's breakdown of the steps (the database's statements by query
 * type: read, write, other). */
static void metrics_parts(struct metrics_out *o)
{
  const struct sb_parts *parts = NULL;
  for (size_t i = 0; i < o->r->nsteps && parts == NULL; i++)
    if (o->r->steps[i].parts)
      parts = o->r->steps[i].parts->kind;
  if (parts == NULL)
    return;
  struct family fam;
  char name[96];
  family_set(&fam, parts->member, COUNTER, NULL, parts->count_help);
  metrics_part_family(o, &fam, parts, NULL, false);
  for (size_t k = 0; k < figures_count; k++) {
    if ((figures[k].flags & FIGURE_JSON) && results_part_figure(&figures[k]) &&
        metrics_family_of(&figures[k], parts, &fam))
      metrics_part_family(o, &fam, parts, &figures[k], false);
  }
  snprintf(name, sizeof(name), "%s_latency_seconds", parts->metric);
  family_set(&fam, name, HISTOGRAM, "seconds", parts->latency_help);
  metrics_part_family(o, &fam, parts, NULL, true);
}

int metrics_write(FILE *f, const struct results_series *r, enum metrics_format fmt, long what)
{
  struct metrics_out o = { .f = f, .fmt = fmt, .r = r, .what = what };
  metrics_run_labels(&o);
  if (what == METRICS_ALL || what == METRICS_RUN)
    metrics_run(&o);
  if (what != METRICS_RUN) {
    metrics_step_facts(&o);
    metrics_finals(&o);
    metrics_parts(&o);
  }
  if (fmt == METRICS_OPENMETRICS)
    fputs("# EOF\n", f);
  return ferror(f) ? -1 : 0;
}
