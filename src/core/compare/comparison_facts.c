/* SPDX-License-Identifier: GPL-2.0-or-later */
/* comparison_facts.c: the machines table of compare's pictures
 * (comparison.h): each file's host, CPU, CPU count, clock range, memory,
 * disk, file system, kernel, OS and the verdicts of the modules that
 * watched its steps (the run monitor's). The machine facts (machine.h)
 * come first; files from before them give what the run monitor found of
 * their steps (it read the same files), else what their environment has;
 * anything else is "unknown". */
#include "comparison.h"

#include <stdio.h>
#include <string.h>

#include "core/base/alloc.h"
#include "core/base/utf8.h"

const char *const comparison_fact_names[CMP_FACTS] = {
  "file", "host", "CPU", "CPUs", "clock", "memory", "disk", "file system", "kernel", "OS",
  "verdict"
};

#define FACT_LEN 1024

/* o's string member key, when it is one and not empty. */
static const char *fact_str(const struct json *o, const char *key)
{
  const char *s = json_str(json_get(o, key));
  return s && *s ? s : NULL;
}

/* The run monitor's identity of the file's first step that has one. */
static const struct json *fact_identity(const struct results_series *r)
{
  for (size_t i = 0; i < r->nsteps; i++)
    for (size_t k = 0; r->steps[i].modules && k < r->steps[i].modules->len; k++) {
      const struct json *id = json_get(r->steps[i].modules->items[k], "identity");
      if (id && id->type == JSON_OBJECT)
        return id;
    }
  return NULL;
}

static void fact_bytes(double bytes, char *buf, size_t len)
{
  static const char *const units[] = { "B", "KiB", "MiB", "GiB", "TiB", "PiB" };
  int u = 0;
  while (bytes >= 1024 && u < 5) {
    bytes /= 1024;
    u++;
  }
  snprintf(buf, len, u ? "%.1f %s" : "%.0f %s", bytes, units[u]);
}

/* The CPU's model and the board, from one source: the machine facts,
 * the run monitor's identity (which read the same files), or the
 * environment of files from before both. */
static void fact_cpu(const struct results_series *r, const struct json *m, const struct json *id,
                     char *buf, size_t len)
{
  const struct json *cpu = json_get(r->environment, "cpu");
  const char *model = fact_str(m, "cpu_model"), *board = fact_str(m, "board");
  if (!model && !board) {
    model = fact_str(id, "cpu_model");
    board = fact_str(id, "board");
  }
  if (!model && !board) {
    model = fact_str(cpu, "model");
    board = fact_str(cpu, "board");
  }
  if (model && board)
    snprintf(buf, len, "%s (%s)", model, board);
  else if (model || board)
    snprintf(buf, len, "%s", model ? model : board);
}

/* The memory: the machine's, the monitor's before the run, the
 * environment's. */
static bool fact_memory(const struct results_series *r, const struct json *m, uint64_t *v)
{
  if (json_to_uint(json_get(m, "memory_bytes"), v))
    return true;
  for (size_t i = 0; i < r->nsteps; i++)
    for (size_t k = 0; r->steps[i].modules && k < r->steps[i].modules->len; k++)
      if (json_to_uint(json_get(json_get(r->steps[i].modules->items[k], "before"),
                                "memory_total_bytes"), v))
        return true;
  return json_to_uint(json_get(r->environment, "memory_bytes"), v);
}

/* "600-1800 MHz": the machine's clock range, or the monitor's scaling range. */
static void fact_clock(const struct results_series *r, const struct json *m, char *buf, size_t len)
{
  double lo, hi;
  bool have = json_to_double(json_get(m, "frequency_min_mhz"), &lo) &&
              json_to_double(json_get(m, "frequency_max_mhz"), &hi);
  for (size_t i = 0; !have && i < r->nsteps; i++)
    for (size_t k = 0; !have && r->steps[i].modules && k < r->steps[i].modules->len; k++) {
      const struct json *b = json_get(r->steps[i].modules->items[k], "before");
      have = json_to_double(json_get(b, "frequency_min_mhz"), &lo) &&
             json_to_double(json_get(b, "frequency_max_mhz"), &hi);
    }
  if (have && lo == hi)
    snprintf(buf, len, "%.0f MHz", hi);
  else if (have)
    snprintf(buf, len, "%.0f-%.0f MHz", lo, hi);
}

/* The disk: its name and model (an SD card's name and manufacturer),
 * serial, size; or the file system's device as older files name it. */
static void fact_disk(const struct results_series *r, const struct json *m, const struct json *id,
                      char *buf, size_t len)
{
  const struct json *d = json_get(m, "device");
  d = fact_str(d, "name") ? d : json_get(id, "device");
  const char *name = fact_str(d, "name");
  if (name == NULL) {
    const struct json *fs = json_get(r->environment, "filesystem");
    const char *dev = fact_str(fs, "device"), *model = fact_str(fs, "device_model");
    if (dev)
      snprintf(buf, len, "%s%s%s", dev, model ? " " : "", model ? model : "");
    return;
  }
  const struct json *card = json_get(d, "card");
  const char *vendor = fact_str(d, "vendor"), *model = fact_str(d, "model");
  const char *serial = fact_str(d, "serial");
  size_t n = (size_t)snprintf(buf, len, "%s", name);
  if (card) {
    const char *cname = fact_str(card, "name"), *manf = fact_str(card, "manfid");
    n += (size_t)snprintf(buf + n, n < len ? len - n : 0, " %s card%s%s%s%s",
                          fact_str(d, "type") ? fact_str(d, "type") : "MMC",
                          cname ? " " : "", cname ? cname : "", manf ? ", manufacturer " : "",
                          manf ? manf : "");
    serial = fact_str(card, "serial");
  } else if (vendor || model) {
    n += (size_t)snprintf(buf + n, n < len ? len - n : 0, " %s%s%s", vendor ? vendor : "",
                          vendor && model ? " " : "", model ? model : "");
  }
  if (serial && n < len)
    n += (size_t)snprintf(buf + n, len - n, ", serial %s", serial);
  uint64_t size;
  if (json_to_uint(json_get(d, "size_bytes"), &size) && n < len) {
    char text[32];
    fact_bytes((double)size, text, sizeof(text));
    snprintf(buf + n, len - n, ", %s", text);
  }
}

/* The verdicts of the modules that watched the steps: one text when all
 * agree, else each step's. */
static void fact_verdict(const struct results_series *r, char *buf, size_t len)
{
  size_t n = 0;
  const char *first = NULL;
  bool same = true;
  for (size_t i = 0; i < r->nsteps; i++)
    for (size_t k = 0; r->steps[i].modules && k < r->steps[i].modules->len; k++) {
      const char *v = fact_str(r->steps[i].modules->items[k], "summary");
      if (v && first == NULL)
        first = v;
      same &= v == NULL || strcmp(v, first) == 0;
    }
  if (first == NULL)
    return;
  if (same) {
    snprintf(buf, len, "%s", first);
    return;
  }
  for (size_t i = 0; i < r->nsteps && n < len; i++)
    for (size_t k = 0; r->steps[i].modules && k < r->steps[i].modules->len && n < len; k++) {
      const char *v = fact_str(r->steps[i].modules->items[k], "summary");
      if (v)
        n += (size_t)snprintf(buf + n, len - n, "%s%s: %s", n ? "; " : "",
                              r->steps[i].label ? r->steps[i].label : "-", v);
    }
}

void comparison_facts(const struct resultcmd_file *f, char *cells[CMP_FACTS])
{
  const struct results_series *r = f->run;
  const struct json *env = r->environment, *m = json_get(env, "machine");
  const struct json *id = fact_identity(r);
  char text[CMP_FACTS][FACT_LEN];
  memset(text, 0, sizeof(text));
  snprintf(text[CMP_FILE], FACT_LEN, "%s", f->name);
  const char *host = fact_str(env, "hostname");
  if (host && r->hosts > 1)
    snprintf(text[CMP_HOST], FACT_LEN, "%s and %d more (merged)", host, r->hosts - 1);
  else if (host)
    snprintf(text[CMP_HOST], FACT_LEN, "%s", host);
  fact_cpu(r, m, id, text[CMP_CPU], FACT_LEN);
  uint64_t v;
  if (json_to_uint(json_get(m, "cpus"), &v) ||
      json_to_uint(json_get(json_get(env, "cpu"), "online"), &v))
    snprintf(text[CMP_CPUS], FACT_LEN, "%llu", (unsigned long long)v);
  fact_clock(r, m, text[CMP_CLOCK], FACT_LEN);
  if (fact_memory(r, m, &v))
    fact_bytes((double)v, text[CMP_MEMORY], FACT_LEN);
  fact_disk(r, m, id, text[CMP_DEVICE], FACT_LEN);
  const struct json *fs = json_get(env, "filesystem");
  if (fact_str(fs, "type"))
    snprintf(text[CMP_FILESYSTEM], FACT_LEN, "%s%s%s", fact_str(fs, "type"),
             fact_str(fs, "mount_point") ? " on " : "",
             fact_str(fs, "mount_point") ? fact_str(fs, "mount_point") : "");
  const char *kernel = fact_str(m, "kernel");
  kernel = kernel ? kernel : fact_str(id, "kernel");
  kernel = kernel ? kernel : fact_str(json_get(env, "kernel"), "release");
  if (kernel)
    snprintf(text[CMP_KERNEL], FACT_LEN, "%s", kernel);
  if (fact_str(env, "os"))
    snprintf(text[CMP_OS], FACT_LEN, "%s", fact_str(env, "os"));
  fact_verdict(r, text[CMP_VERDICT], FACT_LEN);
  for (int k = 0; k < CMP_FACTS; k++) {
    char safe[4 * FACT_LEN];
    cells[k] = alloc_strdup(text[k][0] ? utf8_escape(text[k], safe, sizeof(safe)) : "unknown");
  }
}
