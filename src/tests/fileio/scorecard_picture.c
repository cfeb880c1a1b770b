/* SPDX-License-Identifier: GPL-2.0-or-later */
/* scorecard_picture.c: the storage scorecard's picture (the svg and html
 * formats', output/picture.h) from its result file's summary: its Read and
 * Write grids as CrystalDiskMark lays them out, the dd-style, fsync and
 * classic rows and its flags as lines under them. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "output/picture.h"
#include "scorecard.h"

static void scorecard_size_text(char *buf, size_t len, double bytes)
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
static void scorecard_picture_cells(struct picture *p, const struct json *cells, const char *dir,
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
static void scorecard_picture_rows(struct picture *p, const struct json *sum)
{
  const struct json *dd = json_get(sum, "dd"), *fs = json_get(sum, "fsync");
  const struct json *cl = json_get(sum, "classic"), *flags = json_get(sum, "flags");
  char size[32];
  if (dd && dd->type == JSON_OBJECT) {
    scorecard_size_text(size, sizeof(size), picture_num(dd, "bytes"));
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
struct picture *scorecard_picture(const struct results_series *r)
{
  const struct json *sum = r->summary, *fs = json_get(r->environment, "filesystem");
  const struct json *kernel = json_get(r->environment, "kernel");
  char size[32];
  scorecard_size_text(size, sizeof(size), picture_num(sum, "size_bytes"));
  struct picture *p = picture_new("storage", picture_text(
      "Storage scorecard, profile %s: %s (%s)", picture_str(sum, "profile", "?"),
      picture_str(sum, "file", "?"), size));
  p->subtitle = picture_text("on %s, %s, kernel %s; best of %.0f run(s) of %.0f s per test; "
                             "%s, %s", picture_str(fs, "device", "?"), picture_str(fs, "type", "?"),
                             picture_str(kernel, "release", "?"), picture_num(sum, "runs"),
                             picture_num(sum, "run_time"), picture_str(sum, "engine", "?"),
                             picture_bool(sum, "direct_io") ? "direct I/O" : "buffered I/O");
  const struct json *cells = json_get(sum, "cells");
  scorecard_picture_cells(p, cells, "read", "Read");
  scorecard_picture_cells(p, cells, "write", "Write");
  scorecard_picture_rows(p, sum);
  return p;
}
