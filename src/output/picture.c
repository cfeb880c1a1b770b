/* SPDX-License-Identifier: GPL-2.0-or-later */
/* picture.c: the tables of a run that is not a threads sweep (picture.h):
 * a suite's steps by label, the storage scorecard's grid from its
 * summary, the unixbench index from its passes' facts. */
#include "output/picture.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/alloc.h"
#include "plugin/output.h"
#include "output/svg.h"
#include "core/command/scaling.h"

__attribute__((format(printf, 1, 0)))
static char *picture_vtext(const char *fmt, va_list ap)
{
  char buf[1024];
  vsnprintf(buf, sizeof(buf), fmt, ap);
  return alloc_strdup(buf);
}

__attribute__((format(printf, 1, 2)))
static char *picture_text(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  char *s = picture_vtext(fmt, ap);
  va_end(ap);
  return s;
}

/* A new table of ncols columns named by heads (column bar drawn as bars). */
static struct picture_table *picture_table_add(struct picture *p, char *title, int bar,
                                               const char *const *heads, int ncols)
{
  if (p->ntables == p->tcap) {
    p->tcap = p->tcap ? 2 * p->tcap : 4;
    p->tables = alloc_resize(p->tables, p->tcap * sizeof(*p->tables));
  }
  struct picture_table *t = &p->tables[p->ntables++];
  memset(t, 0, sizeof(*t));
  t->title = title;
  t->bar = bar;
  t->ncols = ncols;
  for (int c = 0; c < ncols; c++)
    t->head[c] = alloc_strdup(heads[c]);
  return t;
}

static struct picture_row *picture_row_add(struct picture_table *t)
{
  if (t->nrows == t->cap) {
    t->cap = t->cap ? 2 * t->cap : 8;
    t->rows = alloc_resize(t->rows, t->cap * sizeof(*t->rows));
  }
  struct picture_row *row = &t->rows[t->nrows++];
  memset(row, 0, sizeof(*row));
  return row;
}

__attribute__((format(printf, 3, 4)))
static void picture_cell(struct picture_row *row, int c, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  free(row->cell[c]);
  row->cell[c] = picture_vtext(fmt, ap);
  va_end(ap);
}

__attribute__((format(printf, 2, 3)))
static void picture_note(struct picture *p, const char *fmt, ...)
{
  if (p->nnotes == p->ncap) {
    p->ncap = p->ncap ? 2 * p->ncap : 8;
    p->notes = alloc_resize(p->notes, p->ncap * sizeof(*p->notes));
  }
  va_list ap;
  va_start(ap, fmt);
  p->notes[p->nnotes++] = picture_vtext(fmt, ap);
  va_end(ap);
}

static struct picture *picture_new(const char *id, char *title)
{
  struct picture *p = alloc_resize(NULL, sizeof(*p));
  memset(p, 0, sizeof(*p));
  p->id = id;
  p->title = title;
  return p;
}

void picture_free(struct picture *p)
{
  if (p == NULL)
    return;
  for (size_t i = 0; i < p->ntables; i++) {
    struct picture_table *t = &p->tables[i];
    for (size_t k = 0; k < t->nrows; k++)
      for (int c = 0; c < t->ncols; c++)
        free(t->rows[k].cell[c]);
    for (int c = 0; c < t->ncols; c++)
      free(t->head[c]);
    free(t->rows);
    free(t->title);
  }
  for (size_t i = 0; i < p->nnotes; i++)
    free(p->notes[i]);
  free(p->notes);
  free(p->tables);
  free(p->title);
  free(p->subtitle);
  free(p);
}

/* A number of a summary's object, or NAN. */
static double picture_num(const struct json *o, const char *key)
{
  double v;
  return json_to_double(json_get(o, key), &v) ? v : NAN;
}

static bool picture_bool(const struct json *o, const char *key)
{
  const struct json *v = json_get(o, key);
  return v && v->type == JSON_BOOL && v->boolean;
}

static const char *picture_str(const struct json *o, const char *key, const char *def)
{
  const char *s = json_str(json_get(o, key));
  return s ? s : def;
}

/* The smallest latency of the steps that is not zero (seconds). */
static double picture_min_latency(const struct results_run *r)
{
  double min = INFINITY;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct sb_stat *f = &r->steps[i].final;
    if (!r->steps[i].has_final)
      continue;
    if (figure_latency_avg(f) > 0)
      min = fmin(min, figure_latency_avg(f));
    for (int p = 0; p < r->npcts; p++)
      if (f->pcts[p] > 0)
        min = fmin(min, f->pcts[p]);
  }
  return isinf(min) ? 0 : min;
}

double picture_latency_unit(const struct results_run *r, const char **unit, int *decimals)
{
  double scale = svg_time_unit(picture_min_latency(r), unit);
  *decimals = scale >= 1e9 ? 0 : 2;
  return scale;
}

/* Each step by its label: threads, events/s (the bars), latencies. */
static struct picture *picture_steps(const struct results_run *r)
{
  struct picture *p = picture_new("steps", picture_text("Events/s of each step"));
  const char *unit;
  int decimals, n = 4 + r->npcts;
  double scale = picture_latency_unit(r, &unit, &decimals);
  char heads[PICTURE_COLS][48];
  const char *hp[PICTURE_COLS] = { "step", "threads", "events/s", heads[3] };
  snprintf(heads[3], sizeof(heads[3]), "avg (%s)", unit);
  for (int k = 0; k < r->npcts && 4 + k < PICTURE_COLS; k++) {
    snprintf(heads[4 + k], sizeof(heads[0]), "%gth (%s)", r->ranks[k], unit);
    hp[4 + k] = heads[4 + k];
  }
  n = n < PICTURE_COLS ? n : PICTURE_COLS;
  struct picture_table *t = picture_table_add(p, NULL, 2, hp, n);
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    struct picture_row *row = picture_row_add(t);
    picture_cell(row, 0, "%s", s->label ? s->label : "-");
    picture_cell(row, 1, "%d", s->threads);
    for (int c = 2; c < n; c++)
      picture_cell(row, c, "-");
    if (!s->has_final)
      continue;
    row->value = figure_rate(&s->final, s->final.cnt[STATS_EVENT]);
    picture_cell(row, 2, "%.2f", row->value);
    picture_cell(row, 3, "%.*f", decimals, figure_latency_avg(&s->final) * scale);
    for (int k = 0; 4 + k < n; k++)
      picture_cell(row, 4 + k, "%.*f", decimals, s->final.pcts[k] * scale);
  }
  return p;
}

static void picture_size_text(char *buf, size_t len, double bytes)
{
  static const char *const units[] = { "B", "KiB", "MiB", "GiB", "TiB" };
  int u = 0;
  while (u < 4 && bytes >= 1024) {
    bytes /= 1024;
    u++;
  }
  snprintf(buf, len, bytes == floor(bytes) ? "%.0f%s" : "%.1f%s", bytes, units[u]);
}

/* The storage scorecard's cells of one direction, as its text prints them. */
static void picture_storage_cells(struct picture *p, const struct json *cells, const char *dir,
                                  const char *title)
{
  static const char *const heads[] = { "test", "MB/s", "IOPS", "mean (\xc2\xb5s)",
                                       "p99 (\xc2\xb5s)" };
  struct picture_table *t = NULL;
  for (size_t i = 0; cells && cells->type == JSON_ARRAY && i < cells->len; i++) {
    const struct json *c = json_at(cells, i), *best = json_get(c, "best");
    double mbs = picture_num(best, "mb_per_sec");
    if (strcmp(picture_str(c, "direction", ""), dir) != 0 || !(mbs >= 0))
      continue;
    t = t ? t : picture_table_add(p, picture_text("%s", title), 1, heads, 5);
    struct picture_row *row = picture_row_add(t);
    row->value = mbs;
    picture_cell(row, 0, "%s", picture_str(c, "name", "?"));
    picture_cell(row, 1, "%.3f", mbs);
    picture_cell(row, 2, "%.1f", picture_num(best, "iops"));
    picture_cell(row, 3, "%.2f", picture_num(best, "latency_avg_us"));
    picture_cell(row, 4, "%.2f", picture_num(best, "latency_p99_us"));
  }
}

/* The scorecard's rows and flags, as lines under its grid. */
static void picture_storage_rows(struct picture *p, const struct json *sum)
{
  const struct json *dd = json_get(sum, "dd"), *fs = json_get(sum, "fsync");
  const struct json *cl = json_get(sum, "classic"), *flags = json_get(sum, "flags");
  char size[32];
  if (dd && dd->type == JSON_OBJECT) {
    picture_size_text(size, sizeof(size), picture_num(dd, "bytes"));
    picture_note(p, "dd-style, one %s request: write %.3f MB/s, read %.3f MB/s", size,
                 picture_num(json_get(dd, "write"), "mb_per_sec"),
                 picture_num(json_get(dd, "read"), "mb_per_sec"));
  }
  if (fs && fs->type == JSON_OBJECT)
    picture_note(p, "fsync, 2300-byte appends with fdatasync (etcd's check): p99 %.3f ms, "
                 "%.1f syncs/s", picture_num(fs, "latency_p99_ms"),
                 picture_num(fs, "syncs_per_sec"));
  if (cl && cl->type == JSON_OBJECT)
    picture_note(p, "fileio rndrw, its defaults: reads/s %.2f, writes/s %.2f, fsyncs/s %.2f, "
                 "p95 %.3f ms", picture_num(cl, "reads_per_sec"),
                 picture_num(cl, "writes_per_sec"), picture_num(cl, "fsyncs_per_sec"),
                 picture_num(cl, "latency_p95_ms"));
  size_t n = flags && flags->type == JSON_ARRAY ? flags->len : 0;
  picture_note(p, "Flags:%s", n ? "" : " none");
  for (size_t i = 0; i < n; i++)
    if (json_str(json_at(flags, i)))
      picture_note(p, "- %s", json_str(json_at(flags, i)));
}

/* The storage scorecard: its Read and Write grids, its rows, its flags. */
static struct picture *picture_storage(const struct results_run *r)
{
  const struct json *sum = r->summary, *fs = json_get(r->environment, "filesystem");
  const struct json *kernel = json_get(r->environment, "kernel");
  char size[32];
  picture_size_text(size, sizeof(size), picture_num(sum, "size_bytes"));
  struct picture *p = picture_new("storage", picture_text(
      "Storage scorecard, profile %s: %s (%s)", picture_str(sum, "profile", "?"),
      picture_str(sum, "file", "?"), size));
  p->subtitle = picture_text("on %s, %s, kernel %s; best of %.0f run(s) of %.0f s per test; "
                             "%s, %s", picture_str(fs, "device", "?"), picture_str(fs, "type", "?"),
                             picture_str(kernel, "release", "?"), picture_num(sum, "runs"),
                             picture_num(sum, "run_time"), picture_str(sum, "engine", "?"),
                             picture_bool(sum, "direct_io") ? "direct I/O" : "buffered I/O");
  const struct json *cells = json_get(sum, "cells");
  picture_storage_cells(p, cells, "read", "Read");
  picture_storage_cells(p, cells, "write", "Write");
  picture_storage_rows(p, sum);
  return p;
}

static int picture_row_cmp(const void *a, const void *b)
{
  return strcmp(((const struct picture_row *)a)->cell[0], ((const struct picture_row *)b)->cell[0]);
}

/* One series of the unixbench index (copies copies): each test's figure
 * and index (its last pass's facts), by name as the index prints them,
 * then the score. */
static void picture_unixbench_series(struct picture *p, const struct results_run *r,
                                     uint64_t copies)
{
  static const char *const heads[] = { "System Benchmarks Partial Index", "BASELINE", "RESULT",
                                       "INDEX" };
  struct picture_table *t = picture_table_add(p, picture_text("%llu cop%s",
      (unsigned long long)copies, copies == 1 ? "y" : "ies"), 3, heads, 4);
  double score = NAN;
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct json *u = json_get(r->steps[i].facts, "unixbench");
    uint64_t c;
    if (!json_to_uint(json_get(u, "copies"), &c) || c != copies)
      continue;
    if (json_get(u, "score"))
      score = picture_num(u, "score");
    double index = picture_num(u, "index");
    if (isnan(index))
      continue;
    struct picture_row *row = picture_row_add(t);
    row->value = index;
    picture_cell(row, 0, "%s", picture_str(u, "test", "?"));
    picture_cell(row, 1, "%.1f", picture_num(u, "baseline"));
    picture_cell(row, 2, "%.1f", picture_num(u, "figure"));
    picture_cell(row, 3, "%.1f", index);
  }
  if (t->nrows > 1)
    qsort(t->rows, t->nrows, sizeof(*t->rows), picture_row_cmp);
  if (!isnan(score)) {
    struct picture_row *row = picture_row_add(t);
    row->value = score;
    picture_cell(row, 0, "System Benchmarks Index Score (Partial Only)");
    picture_cell(row, 1, " ");
    picture_cell(row, 2, " ");
    picture_cell(row, 3, "%.1f", score);
  }
}

/* The unixbench index: a table for each number of copies it ran. */
static struct picture *picture_unixbench(const struct results_run *r)
{
  struct picture *p = picture_new("unixbench", picture_text(
      "UnixBench-style index (UnixBench 5.1.3's system tests)"));
  uint64_t seen[64];
  size_t nseen = 0;
  for (size_t i = 0; i < r->nsteps && nseen < 64; i++) {
    uint64_t c;
    if (!json_to_uint(json_get(json_get(r->steps[i].facts, "unixbench"), "copies"), &c))
      continue;
    bool known = false;
    for (size_t k = 0; k < nseen; k++)
      known |= seen[k] == c;
    if (!known)
      picture_unixbench_series(p, r, seen[nseen++] = c);
  }
  return p;
}

struct picture *picture_of(const struct results_run *r)
{
  if (scaling_is_sweep(r))
    return NULL;
  if (strcmp(picture_str(r->summary, "scorecard", ""), "storage") == 0)
    return picture_storage(r);
  /* The index's figures are in its passes' facts (a merged file has none:
   * its steps are then shown as any others). */
  for (size_t i = 0; i < r->nsteps; i++)
    if (r->steps[i].kind == RESULTS_STEP_PASS && json_get(r->steps[i].facts, "unixbench"))
      return picture_unixbench(r);
  return picture_steps(r);
}
