/* SPDX-License-Identifier: GPL-2.0-or-later */
/* db_stats.c: per-thread counts and latency of each query type (read,
 * write, other) for result files. One slot per thread id, written only by
 * the thread running that id (plain stores, no lock, no allocation once
 * the thread has connected); readers add the slots up with atomic loads,
 * and a run's start, when no worker runs, zeroes them. */
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

static struct db_slot **db_slots;
static int db_nslots;

void db_stats_reserve(int max_tid)
{
  /* Worker ids 0..max_tid-1 and the background id max_tid. */
  if (max_tid + 1 <= db_nslots)
    return;
  struct db_slot **slots = calloc((size_t)max_tid + 1, sizeof(*slots));
  if (slots == NULL)
    return;
  if (db_nslots)
    memcpy(slots, db_slots, sizeof(*slots) * (size_t)db_nslots);
  free(db_slots);
  db_slots = slots;
  ck_pr_store_int(&db_nslots, max_tid + 1);
}

void db_stats_thread(int tid)
{
  if (tid < 0 || tid >= ck_pr_load_int(&db_nslots) || ck_pr_load_ptr(&db_slots[tid]))
    return;
  struct db_slot *s;
  if (posix_memalign((void **)&s, 64, sizeof(*s)))
    return;
  memset(s, 0, sizeof(*s));
  if (!ck_pr_cas_ptr(&db_slots[tid], NULL, s))
    free(s);
}

void db_stats_record(int tid, enum db_qtype qt, uint64_t ns)
{
  if ((unsigned)tid >= (unsigned)db_nslots)
    return;
  struct db_slot *s = db_slots[tid];
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

void db_query_stats_reset(void)
{
  int n = ck_pr_load_int(&db_nslots);
  for (int t = 0; t < n; t++) {
    struct db_slot *s = ck_pr_load_ptr(&db_slots[t]);
    if (s)
      memset(s, 0, sizeof(*s));
  }
}

bool db_query_stats_collect(struct db_query_stats *out)
{
  int n = ck_pr_load_int(&db_nslots);
  if (n == 0)
    return false;
  for (int t = 0; t < n; t++) {
    struct db_slot *s = ck_pr_load_ptr(&db_slots[t]);
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
