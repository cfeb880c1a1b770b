/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_stats.c: per-thread counts and latency of each query type (read,
 * write, other) for result files, one set per configuration of the
 * database module. One slot per thread id, written only by the thread
 * running that id (plain stores, no lock, no allocation once the thread
 * has connected); readers add the slots up with atomic loads, and a run's
 * start, when no worker runs, zeroes them. */
#include <stdlib.h>
#include <string.h>

#include <ck_pr.h>

#include "db.h"

struct db_slot {
  uint64_t count[DB_QTYPE_N];
  uint64_t lat_sum[DB_QTYPE_N];
  uint64_t lat_min[DB_QTYPE_N];   /* meaningful once count > 0 */
  uint64_t lat_max[DB_QTYPE_N];
  struct histogram hist[DB_QTYPE_N];
} __attribute__((aligned(64)));

struct db_stats {
  struct db_slot **slots;
  int nslots;
};

struct db_stats *db_stats_new(void)
{
  return calloc(1, sizeof(struct db_stats));
}

void db_stats_free(struct db_stats *st)
{
  for (int t = 0; st && t < st->nslots; t++)
    free(st->slots[t]);
  if (st)
    free(st->slots);
  free(st);
}

void db_stats_reserve(struct db_stats *st, int max_tid)
{
  /* Worker ids 0..max_tid-1 and the background id max_tid. */
  if (st == NULL || max_tid + 1 <= st->nslots)
    return;
  struct db_slot **slots = calloc((size_t)max_tid + 1, sizeof(*slots));
  if (slots == NULL)
    return;
  if (st->nslots)
    memcpy(slots, st->slots, sizeof(*slots) * (size_t)st->nslots);
  free(st->slots);
  st->slots = slots;
  ck_pr_store_int(&st->nslots, max_tid + 1);
}

void db_stats_thread(struct db_stats *st, int tid)
{
  if (st == NULL || tid < 0 || tid >= ck_pr_load_int(&st->nslots) ||
      ck_pr_load_ptr(&st->slots[tid]))
    return;
  struct db_slot *s;
  if (posix_memalign((void **)&s, 64, sizeof(*s)))
    return;
  memset(s, 0, sizeof(*s));
  if (!ck_pr_cas_ptr(&st->slots[tid], NULL, s))
    free(s);
}

void db_stats_record(struct db_stats *st, int tid, enum db_qtype qt, uint64_t ns)
{
  if (st == NULL || (unsigned)tid >= (unsigned)st->nslots)
    return;
  struct db_slot *s = st->slots[tid];
  if (s == NULL)
    return;
  if (s->count[qt] == 0 || ns < s->lat_min[qt])
    ck_pr_store_64(&s->lat_min[qt], ns);
  ck_pr_store_64(&s->count[qt], s->count[qt] + 1);
  ck_pr_store_64(&s->lat_sum[qt], s->lat_sum[qt] + ns);
  if (ns > s->lat_max[qt])
    ck_pr_store_64(&s->lat_max[qt], ns);
  histogram_record(&s->hist[qt], ns);
}

void db_query_stats_reset(struct db_stats *st)
{
  int n = st ? ck_pr_load_int(&st->nslots) : 0;
  for (int t = 0; t < n; t++) {
    struct db_slot *s = ck_pr_load_ptr(&st->slots[t]);
    if (s)
      memset(s, 0, sizeof(*s));
  }
}

bool db_query_stats_collect(const struct db_stats *st, struct db_query_stats *out)
{
  int n = st ? ck_pr_load_int((int *)&st->nslots) : 0;
  if (n == 0)
    return false;
  for (int t = 0; t < n; t++) {
    struct db_slot *s = ck_pr_load_ptr(&st->slots[t]);
    if (s == NULL)
      continue;
    for (int q = 0; q < DB_QTYPE_N; q++) {
      uint64_t c = ck_pr_load_64(&s->count[q]), lo = ck_pr_load_64(&s->lat_min[q]);
      if (c && (out->count[q] == 0 || lo < out->lat_min_ns[q]))
        out->lat_min_ns[q] = lo;
      out->count[q] += c;
      out->lat_sum_ns[q] += ck_pr_load_64(&s->lat_sum[q]);
      uint64_t m = ck_pr_load_64(&s->lat_max[q]);
      if (m > out->lat_max_ns[q])
        out->lat_max_ns[q] = m;
      histogram_add(out->hist[q], &s->hist[q]);
    }
  }
  return true;
}
