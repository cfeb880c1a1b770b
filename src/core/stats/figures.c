/* SPDX-License-Identifier: GPL-2.0-or-later */
/* figures.c: the table of a report's figures (see figures.h), in the order
 * result files list them. */
#include "figures.h"

#include <stdio.h>
#include <stdlib.h>

#include <stddef.h>

#include "core/base/timer.h"

double figure_rate(const struct sb_stat *st, uint64_t count)
{
  return st->time_interval > 0 ? (double)count / st->time_interval : 0;
}

void figure_rank_text(double rank, char *buf, size_t len)
{
  for (int prec = 6; prec <= 17; prec++) {
    snprintf(buf, len, "%.*g", prec, rank);
    if (strtod(buf, NULL) == rank)
      return;
  }
}

double figure_latency_avg(const struct sb_stat *st)
{
  uint64_t n = st->cnt[STATS_EVENT];
  return n ? timer_sec(st->lat_sum_ns / n) : 0;
}

static double fig_lat_min(const struct sb_stat *st) { return timer_sec(st->lat_min_ns); }
static double fig_lat_max(const struct sb_stat *st) { return timer_sec(st->lat_max_ns); }
static double fig_lat_sum(const struct sb_stat *st) { return timer_sec(st->lat_sum_ns); }
static double fig_lat_pct(const struct sb_stat *st) { return st->pcts[0]; }

#define U64(field) FIGURE_U64, offsetof(struct sb_stat, field)
#define REAL(field) FIGURE_REAL, offsetof(struct sb_stat, field)
#define DERIVED(fn) FIGURE_DERIVED, .derive = fn

/* Lua's stat table, result files, CSV; merge adds it. */
#define F_ALL (FIGURE_LUA | FIGURE_JSON | FIGURE_STORED | FIGURE_CSV)

/* Every counter, then its rate (written to files for events only; compare
 * shows each rate that has a label). */
#define FIGURES_COUNTER(name, num, key_, label_, unit_) \
  { key_, FIGURE_COUNTER, .counter = STATS_##name, .flags = F_ALL | FIGURE_SUM }, \
  { key_ "_per_sec", FIGURE_RATE, .counter = STATS_##name, .label = label_, .unit = unit_, \
    .flags = STATS_##name == STATS_EVENT ? FIGURE_JSON | FIGURE_CSV : 0, .csv = "%.2f" },

const struct figure figures[] = {
  { "time_total", REAL(time_total), .flags = F_ALL, .csv = "%.4f" },
  { "time_interval", REAL(time_interval), .flags = F_ALL, .csv = "%.4f" },
  { "threads_running", U64(threads_running), .flags = F_ALL | FIGURE_SUM },
  STATS_COUNTERS(FIGURES_COUNTER)
  { "queue_length", U64(queue_length), .flags = F_ALL | FIGURE_SUM },
  { "concurrency", U64(concurrency), .flags = F_ALL | FIGURE_SUM },
  { "latency_min", DERIVED(fig_lat_min), .label = "latency min (ms)", .csv = "%.6f",
    .csv_scale = 1000, .csv_key = "latency_min_ms", .flags = FIGURE_LUA | FIGURE_JSON | FIGURE_CSV | FIGURE_CUMULATIVE },
  { "latency_avg", DERIVED(figure_latency_avg), .label = "latency avg (ms)", .csv = "%.6f",
    .csv_scale = 1000, .csv_key = "latency_avg_ms",
    .flags = FIGURE_LUA | FIGURE_LUA_CUMULATIVE | FIGURE_JSON | FIGURE_CSV },
  { "latency_max", DERIVED(fig_lat_max), .label = "latency max (ms)", .csv = "%.6f",
    .csv_scale = 1000, .csv_key = "latency_max_ms", .flags = FIGURE_LUA | FIGURE_JSON | FIGURE_CSV | FIGURE_CUMULATIVE },
  { "latency_sum", DERIVED(fig_lat_sum), .csv = "%.6f", .csv_scale = 1000,
    .csv_key = "latency_sum_ms",
    .flags = FIGURE_LUA | FIGURE_LUA_CUMULATIVE | FIGURE_JSON | FIGURE_CSV },
  { "latency_pct", DERIVED(fig_lat_pct), .flags = FIGURE_LUA | FIGURE_JSON },
  { "latency_percentiles", FIGURE_PERCENTILES, .csv = "%.6f", .csv_scale = 1000,
    .flags = FIGURE_JSON | FIGURE_STORED | FIGURE_CSV },
  { "latency_min_ns", U64(lat_min_ns), .flags = FIGURE_JSON | FIGURE_STORED | FIGURE_CUMULATIVE },
  { "latency_max_ns", U64(lat_max_ns), .flags = FIGURE_JSON | FIGURE_STORED | FIGURE_CUMULATIVE },
  { "latency_sum_ns", U64(lat_sum_ns), .flags = FIGURE_JSON | FIGURE_STORED | FIGURE_SUM },
  { "events_avg", REAL(events_avg), .csv = "%.4f",
    .flags = FIGURE_JSON | FIGURE_STORED | FIGURE_CSV | FIGURE_CUMULATIVE },
  { "events_stddev", REAL(events_stddev), .csv = "%.4f",
    .flags = FIGURE_JSON | FIGURE_STORED | FIGURE_CSV | FIGURE_CUMULATIVE },
  { "time_avg", REAL(time_avg), .csv = "%.4f",
    .flags = FIGURE_JSON | FIGURE_STORED | FIGURE_CSV | FIGURE_CUMULATIVE },
  { "time_stddev", REAL(time_stddev), .csv = "%.4f",
    .flags = FIGURE_JSON | FIGURE_STORED | FIGURE_CSV | FIGURE_CUMULATIVE },
};

const size_t figures_count = sizeof(figures) / sizeof(figures[0]);

bool figure_is_integer(const struct figure *f)
{
  return f->kind == FIGURE_U64 || f->kind == FIGURE_COUNTER;
}

uint64_t figure_u64(const struct figure *f, const struct sb_stat *st)
{
  if (f->kind == FIGURE_COUNTER)
    return st->cnt[f->counter];
  return *(const uint64_t *)((const char *)st + f->offset);
}

double figure_value(const struct figure *f, const struct sb_stat *st)
{
  switch (f->kind) {
  case FIGURE_U64:
  case FIGURE_COUNTER:
    return (double)figure_u64(f, st);
  case FIGURE_REAL:
    return *(const double *)((const char *)st + f->offset);
  case FIGURE_RATE:
    return figure_rate(st, st->cnt[f->counter]) / (f->unit > 0 ? f->unit : 1);
  default:
    return f->derive(st);
  }
}

void *figure_field(const struct figure *f, struct sb_stat *st)
{
  if (f->kind == FIGURE_COUNTER)
    return &st->cnt[f->counter];
  return (char *)st + f->offset;
}
