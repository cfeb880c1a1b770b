/* SPDX-License-Identifier: GPL-2.0-or-later */
/* report.c: the copy test's lines: the intermediate line in MB/s and MiB/s
 * of the bytes written, and the "Copy:" block after the general
 * statistics: what was copied, how, in what time, at what rate; and the
 * same facts for the result files. */
#include <string.h>

#include "copy.h"
#include "core/stats/figures.h"
#include "core/base/log.h"
#include "core/base/json.h"
#include "core/run/report.h"

void copy_report_intermediate(void *run, const struct sb_stat *st)
{
  (void)run;
  const struct run_config *rc = st->run;
  double pct = rc->npercentiles ? rc->percentiles[0] : 0;
  double bytes = (double)st->cnt[STATS_BYTES_WRITTEN] / st->time_interval;
  log_timestamp(LOG_NOTICE, st->time_total,
                "thds: %u copied: %4.2f MB/s (%4.2f MiB/s) lat (ms,%g%%): %4.2f",
                (unsigned)st->threads_running, bytes / 1e6, bytes / 1048576, pct,
                (rc->npercentiles ? st->pcts[0] : 0) * 1000);
}

void copy_report_cumulative(void *run, const struct sb_stat *st)
{
  const struct copy_run *r = run;
  const struct copy_conf *c = r->conf;
  double t = st->time_interval, bytes = (double)st->cnt[STATS_BYTES_WRITTEN];
  report_print_cumulative(st);
  log_notice("Copy:");
  if (r->fallback)
    log_notice("    method:                              %s, %llu-byte blocks (read() and "
               "write() where it could not: %s)", copy_method_name(c->method),
               (unsigned long long)c->block_size, strerror(r->fallback));
  else
    log_notice("    method:                              %s, %llu-byte blocks",
               copy_method_name(c->method), (unsigned long long)c->block_size);
  double pct = r->bytes ? 100.0 * (double)r->cached / (double)r->bytes : 100.0;
  if (c->warm)
    log_notice("    source cache:                        warm, %.0f%% cached at the start", pct);
  else if (r->cached == 0)
    log_notice("    source cache:                        cold");
  else
    log_notice("    source cache:                        cold, but %.0f%% stayed cached (tmpfs, "
               "or dirty pages: sync the source first)", pct);
  log_notice("    bytes copied:                        %llu",
             (unsigned long long)st->cnt[STATS_BYTES_WRITTEN]);
  if (r->holes)
    log_notice("    holes kept:                          %llu bytes (not read or written)",
               (unsigned long long)r->holes);
  if (r->entries[0].kind == COPY_DIR)
    log_notice("    files copied:                        %d", r->done_pieces);
  log_notice("    time (with fsync):                   %.4fs", t);
  log_notice("    MB/s (10^6 bytes):                   %.2f", t > 0 ? bytes / 1e6 / t : 0);
  log_notice("    MiB/s:                               %.2f", t > 0 ? bytes / 1048576 / t : 0);
  if (r->entries[0].kind == COPY_DIR)
    log_notice("    files per second:                    %.2f", t > 0 ? r->done_pieces / t : 0);
  log_notice("%s", "");
}

void copy_facts(void *run, struct json *out)
{
  const struct copy_run *r = run;
  const struct copy_conf *c = r->conf;
  json_set(out, "copy_method", json_string(copy_method_name(c->method)));
  if (r->fallback)
    json_set(out, "copy_method_fallback", json_string("rw"));
  json_set(out, "copy_block_size", json_uint(c->block_size));
  json_set(out, "source_cache", json_string(c->warm ? "warm" : "cold"));
  json_set(out, "source_cached_bytes", json_uint(r->cached));
  json_set(out, "source_tree", json_bool(r->entries[0].kind == COPY_DIR));
  json_set(out, "source_bytes", json_uint(r->bytes));
  if (r->holes)
    json_set(out, "hole_bytes", json_uint(r->holes));
  json_set(out, "files_copied", json_uint((uint64_t)r->done_pieces));
  json_set(out, "files", json_uint((uint64_t)r->nfiles));
}
