/* results_csv.c: a run as CSV: a header, then one row per report (each
 * step's intermediate and checkpoint reports in time order, then its final
 * report). Latencies in milliseconds; cumulative-only cells are empty on
 * intermediate rows. */
#include "output.h"
#include "results.h"

static void csv_header(const struct results_run *r, FILE *f)
{
  fputs("threads,report,time_total,time_interval,threads_running,events,events_per_sec,"
        "reads,writes,other,errors,reconnects,bytes_read,bytes_written,queue_length,"
        "concurrency,latency_min_ms,latency_avg_ms,latency_max_ms,latency_sum_ms", f);
  for (int p = 0; p < r->npcts; p++) {
    char key[32];
    results_rank_key(r->ranks[p], key, sizeof(key));
    fprintf(f, ",latency_p%s_ms", key);
  }
  fputs(",events_avg,events_stddev,time_avg,time_stddev\n", f);
}

static void csv_row(const struct results_run *r, int threads, const char *kind,
                    const struct results_report *rep, FILE *f)
{
  bool cumul = kind[0] != 'i';
  fprintf(f, "%d,%s,%.4f,%.4f,%llu,%llu,%.2f,%llu,%llu,%llu,%llu,%llu,%llu,%llu,%llu,%llu,",
          threads, kind, rep->time_total, rep->time_interval,
          (unsigned long long)rep->threads_running, (unsigned long long)rep->events,
          results_rate(rep, rep->events), (unsigned long long)rep->reads,
          (unsigned long long)rep->writes, (unsigned long long)rep->other,
          (unsigned long long)rep->errors, (unsigned long long)rep->reconnects,
          (unsigned long long)rep->bytes_read, (unsigned long long)rep->bytes_written,
          (unsigned long long)rep->queue_length, (unsigned long long)rep->concurrency);
  double avg = rep->events ? (double)(rep->lat_sum_ns / rep->events) / 1e6 : 0;
  if (cumul)
    fprintf(f, "%.6f,%.6f,%.6f,", rep->lat_min_ns / 1e6, avg, rep->lat_max_ns / 1e6);
  else
    fprintf(f, ",%.6f,,", avg);
  fprintf(f, "%.6f", rep->lat_sum_ns / 1e6);
  for (int p = 0; p < r->npcts; p++)
    fprintf(f, ",%.6f", rep->pcts[p] * 1000);
  if (cumul)
    fprintf(f, ",%.4f,%.4f,%.4f,%.4f\n", rep->events_avg, rep->events_stddev, rep->time_avg,
            rep->time_stddev);
  else
    fputs(",,,,\n", f);
}

int results_csv_write(const struct results_run *r, FILE *f)
{
  csv_header(r, f);
  for (size_t i = 0; i < r->nsteps; i++) {
    const struct results_step *s = &r->steps[i];
    size_t a = 0, b = 0;
    while (a < s->intermediate.n || b < s->checkpoints.n) {
      bool inter = b == s->checkpoints.n ||
                   (a < s->intermediate.n &&
                    s->intermediate.v[a].time_total <= s->checkpoints.v[b].time_total);
      if (inter)
        csv_row(r, s->threads, "intermediate", &s->intermediate.v[a++], f);
      else
        csv_row(r, s->threads, "checkpoint", &s->checkpoints.v[b++], f);
    }
    if (s->has_final)
      csv_row(r, s->threads, "final", &s->final, f);
  }
  return ferror(f) ? -1 : 0;
}
