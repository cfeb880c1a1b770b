/* SPDX-License-Identifier: GPL-2.0-or-later */
/* report.c: the net test's report lines: the intermediate line with each
 * direction's throughput, the "Network:" block before the generic
 * statistics (both ends' figures: the server's come from its result,
 * asked for once the workers have ended), rr's and crr's "Transactions:"
 * block after them, and the facts of result files. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "client.h"
#include "core/stats/figures.h"
#include "core/base/json.h"
#include "core/base/log.h"
#include "core/base/timer.h"
#include "core/run/report.h"
#include "monitor/monitor.h"

#define MIB 1048576.0

static double net_rate(uint64_t bytes, double sec)
{
  return sec > 0 ? (double)bytes / sec : 0;
}

void net_report_intermediate(void *run, const struct sb_stat *st)
{
  (void)run;
  const struct run_config *rc = st->run;
  double t = st->time_interval, pct = rc->npercentiles ? rc->percentiles[0] : 0;
  double out = net_rate(st->cnt[STATS_BYTES_WRITTEN], t), in = net_rate(st->cnt[STATS_BYTES_READ], t);
  log_timestamp(LOG_NOTICE, st->time_total,
                "thds: %u eps: %4.2f sent: %4.2f MiB/s (%4.2f Mbit/s) received: %4.2f MiB/s "
                "(%4.2f Mbit/s) lat (ms,%g%%): %4.3f", (unsigned)st->threads_running,
                figure_rate(st, st->cnt[STATS_EVENT]), out / MIB, out * 8 / 1e6, in / MIB,
                in * 8 / 1e6, pct, (rc->npercentiles ? st->pcts[0] : 0) * 1000);
}

static void net_line(const char *label, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* "    label:   value", the value at column 41. */
static void net_line(const char *label, const char *fmt, ...)
{
  char value[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(value, sizeof(value), fmt, ap);
  va_end(ap);
  char lab[64];
  snprintf(lab, sizeof(lab), "%s:", label);
  log_notice("    %-37s%s", lab, value);
}

static void net_line_bytes(const char *label, uint64_t bytes, double sec)
{
  double r = net_rate(bytes, sec);
  net_line(label, "%.2f MiB/s, %.2f Mbit/s (%llu bytes)", r / MIB, r * 8 / 1e6,
           (unsigned long long)bytes);
}

/* A figure of each end: "client/server unit", "-" where an end has none. */
static void net_line_ends(const char *label, const char *fmt, const char *unit, bool have_c,
                          double c, bool have_s, double s)
{
  char a[64] = "-", b[64] = "-";
  if (have_c)
    snprintf(a, sizeof(a), fmt, c);
  if (have_s)
    snprintf(b, sizeof(b), fmt, s);
  net_line(label, "%s/%s%s", a, b, unit);
}

static void net_report_test(const struct net_run *r)
{
  const struct net_conf *c = r->c;
  char host[64];
  net_addr_host(&c->server, host, sizeof(host));
  net_line("test", "%s, %d stream%s, %s over IPv%c, server %s port %d%s", net_mode_name(r->p.mode),
           r->threads, r->threads == 1 ? "" : "s", r->p.mode == NET_UDP ? "UDP" : "TCP",
           net_addr_is_v6(&c->server) ? '6' : '4', host, net_addr_port(&c->server),
           c->own ? " (in this process)" : "");
}

/* Socket buffers, congestion control, MSS and zerocopy as the kernel has them. */
static void net_report_tuning(const struct net_run *r)
{
  if (!r->tuned_set)
    return;
  net_line("socket buffers (send/receive)", "%d/%d bytes%s", r->tuned.sndbuf, r->tuned.rcvbuf,
           r->p.window ? " (the kernel doubles --net-window)" : "");
  char mss[32] = "unknown";   /* TCP_INFO truncated (qemu-user) */
  if (r->tuned.mss)
    snprintf(mss, sizeof(mss), "%u bytes", r->tuned.mss);
  net_line("congestion control, MSS", "%s, %s", r->tuned.cc[0] ? r->tuned.cc : "?", mss);
  if (r->p.zerocopy == NET_ZC_SENDFILE)
    net_line("zerocopy", "sendfile() from a memory file%s",
             r->p.mode == NET_RECV ? ", by the server" : "");
  else if (r->p.zerocopy == NET_ZC_MSG && r->p.mode == NET_RECV)
    net_line("zerocopy", "MSG_ZEROCOPY, by the server");
  else if (r->p.zerocopy == NET_ZC_MSG)
    net_line("zerocopy", "MSG_ZEROCOPY: %llu sends, %llu completed, %llu of them copied by "
             "the kernel", (unsigned long long)r->zc_sends,
             (unsigned long long)r->zc_done, (unsigned long long)r->zc_copied);
  else if (r->p.mode != NET_RR && r->p.mode != NET_CRR)
    net_line("zerocopy", "off");
}

static void net_report_udp(const struct net_run *r, const struct sb_stat *st)
{
  const struct net_side *s = &r->server;
  uint64_t sent = st->cnt[STATS_WRITE];
  net_line("datagrams sent", "%llu (%.2f/s, %.2f Mbit/s) of %llu bytes",
           (unsigned long long)sent, figure_rate(st, sent),
           figure_rate(st, sent) * 8 * (double)r->p.block / 1e6, (unsigned long long)r->p.block);
  if (!r->have_server)
    return;
  uint64_t lost = r->udp_sent > s->udp_received ? r->udp_sent - s->udp_received : 0;
  net_line("taken by the server", "%llu, lost %llu (%.2f%%), duplicated %llu, reordered %llu",
           (unsigned long long)s->udp_received, (unsigned long long)lost,
           r->udp_sent ? 100.0 * (double)lost / (double)r->udp_sent : 0.0,
           (unsigned long long)s->udp_dup, (unsigned long long)s->udp_reordered);
  net_line("jitter (ms)", "%.3f", (double)s->jitter_ns / 1e6);
}

/* What both ends' TCP_INFO and CPU clocks say. */
static void net_report_ends(const struct net_run *r, const struct sb_stat *st)
{
  const struct net_side *cl = &r->client, *sv = &r->server;
  bool hs = r->have_server;
  if (r->p.mode != NET_UDP) {
    net_line_ends("TCP retransmits, client/server", "%.0f", "", cl->tcp_info,
                  (double)cl->retrans, hs && sv->tcp_info, (double)sv->retrans);
    net_line_ends("TCP RTT, client/server", "%.3f", " ms", cl->rtt_n > 0,
                  cl->rtt_n ? (double)cl->rtt_us / (double)cl->rtt_n / 1000 : 0,
                  hs && sv->rtt_n > 0, (double)sv->rtt_us / 1000);
  }
  if (net_mode_transactions(r->p.mode)) {
    uint64_t n = st->cnt[STATS_EVENT];
    net_line_ends("CPU per transaction, client/server", "%.2f", " us", n > 0,
                  n ? (double)cl->cpu_ns / (double)n / 1000 : 0, hs && sv->transactions > 0,
                  sv->transactions ? (double)sv->cpu_ns / (double)sv->transactions / 1000 : 0);
    return;
  }
  /* The server's UDP thread serves every client: its time is no one's. */
  uint64_t cbytes = st->cnt[STATS_BYTES_READ] + st->cnt[STATS_BYTES_WRITTEN];
  uint64_t sbytes = r->p.mode == NET_UDP ? 0 : sv->bytes_in + sv->bytes_out;
  net_line_ends("CPU per byte, client/server", "%.3f", " ns", cbytes > 0,
                cbytes ? (double)cl->cpu_ns / (double)cbytes : 0, hs && sbytes > 0,
                sbytes ? (double)sv->cpu_ns / (double)sbytes : 0);
}

static void net_report_server(const struct net_run *r, bool final, bool monitor_shown)
{
  const struct net_side *s = &r->server;
  double sec = (double)s->duration_ns / 1e9;
  if (!final || !r->have_server) {
    net_line("server", "%s", !final ? "its figures come with the final report"
                             : r->server_why[0] ? r->server_why : "no figures");
    return;
  }
  if (net_mode_transactions(r->p.mode)) {
    net_line("transactions answered by the server", "%llu", (unsigned long long)s->transactions);
  } else if (r->p.mode != NET_UDP) {
    net_line_bytes("server received", s->bytes_in, sec);
    net_line_bytes("server sent", s->bytes_out, sec);
  }
  if (net_mode_file(r->p.mode) && r->disk_known)
    net_line("server's disk", "%s, read %llu bytes, written %llu bytes", r->disk,
             (unsigned long long)r->disk_read, (unsigned long long)r->disk_written);
  else if (net_mode_file(r->p.mode))
    net_line("server's disk", "no counters (its --net-dir is on no block device)");
  /* The server's verdict is printed when this run's would be (the
   * result file has it all the same). */
  if (!monitor_shown)
    return;
  if (strcmp(r->server_monitor, "ok") == 0)
    net_line("server's monitor", "ok");
  else if (r->server_monitor[0]) {
    char rules[NET_VALUE_MAX + 1];
    snprintf(rules, sizeof(rules), "%s", r->server_monitor);
    for (char *c = rules; *c; c++)
      *c = *c == '-' ? ' ' : *c;
    net_line("server's monitor", "unfit (%s; the server's log says more)", rules);
  }
}

void net_report_prefix(void *run, const struct sb_stat *st)
{
  struct net_run *r = run;
  double t = st->time_interval;
  /* The final report: every worker has ended (a checkpoint's have not). */
  bool final = !st->forced && net_client_all_done(r);
  if (final)
    net_client_finish(r);
  /* The file modes' run ends with the server's answer (file-write: its
   * file flushed); their client's figures are over its transfer alone. */
  if (final && net_mode_file(r->p.mode) && r->client.duration_ns)
    t = (double)r->client.duration_ns / 1e9;
  log_notice("Network:");
  net_report_test(r);
  if (r->p.mode == NET_UDP) {
    net_report_udp(r, st);
  } else {
    net_line_bytes("sent", st->cnt[STATS_BYTES_WRITTEN], t);
    net_line_bytes("received", st->cnt[STATS_BYTES_READ], t);
  }
  net_report_server(r, final, monitor_shown(st->run));
  if (final)
    net_report_ends(r, st);
  net_report_tuning(r);
}

/* A latency: in µs below a millisecond (ms with two decimals would
 * print loopback's 0.01 for all), in ms from there on. */
static void net_latency_text(char *buf, size_t len, double sec)
{
  if (sec < 1e-3)
    snprintf(buf, len, "%.2f \xc2\xb5s", sec * 1e6);
  else
    snprintf(buf, len, "%.3f ms", sec * 1e3);
}

static void net_line_latency(const char *label, double sec)
{
  char v[32];
  net_latency_text(v, sizeof(v), sec);
  net_line(label, "%s", v);
}

/* rr and crr: the "Transactions:" block after the reference's text:
 * transactions per second as OLTP's report gives them, per stream as
 * netperf's TCP_RR does, and the transactions' latencies in a unit that
 * shows them. */
static void net_report_transactions(const struct net_run *r, const struct sb_stat *st)
{
  if (!net_mode_transactions(r->p.mode))
    return;
  const struct run_config *rc = st->run;
  uint64_t n = st->cnt[STATS_EVENT];
  double rate = figure_rate(st, n);
  log_notice("Transactions:");
  log_notice("    %-37s%-6llu (%.2f per sec.)", "transactions:", (unsigned long long)n, rate);
  net_line("per stream", "%.2f per sec.", rate / (r->threads > 0 ? r->threads : 1));
  if (n == 0) {
    log_notice("%s", "");
    return;
  }
  /* Labels that hold none of the reference's ("avg:", "95th percentile:"),
   * which consumers grep for its ms. */
  net_line_latency("min latency", timer_sec(st->lat_min_ns));
  net_line_latency("avg latency", figure_latency_avg(st));
  net_line_latency("max latency", timer_sec(st->lat_max_ns));
  for (int i = 0; i < rc->npercentiles; i++) {
    char rank[32], label[64];
    figure_rank_text(rc->percentiles[i], rank, sizeof(rank));
    snprintf(label, sizeof(label), "%sth percentile latency", rank);
    net_line_latency(label, st->pcts[i]);
  }
  log_notice("%s", "");
}

void net_report_cumulative(void *run, const struct sb_stat *st)
{
  net_report_prefix(run, st);
  report_print_cumulative(st);
  net_report_transactions(run, st);
}

static struct json *net_facts_side(const struct net_side *s, bool udp)
{
  struct json *o = json_object();
  json_set(o, "bytes_in", json_uint(s->bytes_in));
  json_set(o, "bytes_out", json_uint(s->bytes_out));
  json_set(o, "cpu_ns", json_uint(s->cpu_ns));
  if (s->duration_ns)
    json_set(o, "duration_ns", json_uint(s->duration_ns));
  json_set(o, "transactions", json_uint(s->transactions));
  json_set(o, "tcp_retransmits", s->tcp_info ? json_uint(s->retrans) : json_null());
  json_set(o, "tcp_rtt_us", s->rtt_n ? json_uint(s->rtt_us / s->rtt_n) : json_null());
  if (udp) {
    json_set(o, "udp_received", json_uint(s->udp_received));
    json_set(o, "udp_duplicated", json_uint(s->udp_dup));
    json_set(o, "udp_reordered", json_uint(s->udp_reordered));
    json_set(o, "udp_jitter_ns", json_uint(s->jitter_ns));
  }
  return o;
}

void net_facts(void *run, struct json *out)
{
  struct net_run *r = run;
  net_client_finish(r);
  struct json *o = json_set(out, "net", json_object());
  json_set(o, "mode", json_string(net_mode_name(r->p.mode)));
  json_set(o, "streams", json_uint((uint64_t)r->threads));
  json_set(o, "server", json_string(r->c->server.text));
  json_set(o, "server_in_process", json_bool(r->c->own != NULL));
  json_set(o, "server_release", json_string(r->release));
  json_set(o, "block_size", json_uint(r->p.block));
  json_set(o, "request_size", json_uint(r->p.request));
  json_set(o, "response_size", json_uint(r->p.response));
  json_set(o, "zerocopy", json_string(net_zerocopy_names[r->p.zerocopy]));
  if (r->tuned_set) {
    json_set(o, "congestion_control", json_string(r->tuned.cc));
    json_set(o, "mss", json_uint(r->tuned.mss));
    json_set(o, "sndbuf", json_uint((uint64_t)r->tuned.sndbuf));
    json_set(o, "rcvbuf", json_uint((uint64_t)r->tuned.rcvbuf));
  }
  if (r->p.mode == NET_UDP) {
    json_set(o, "udp_sent", json_uint(r->udp_sent));
    const char *by;
    double dps = net_pace(r->c, r->rate, &by);
    struct json *pace = by ? json_object() : json_null();
    if (by) {
      json_set(pace, "by", json_string(by + 2));
      json_set(pace, "datagrams_per_sec", json_number(dps));
      json_set(pace, "bits_per_sec", json_number(dps * 8 * (double)r->p.block));
    }
    json_set(o, "udp_pace", pace);
  }
  json_set(o, "client", net_facts_side(&r->client, false));
  json_set(o, "server_side", r->have_server ? net_facts_side(&r->server, r->p.mode == NET_UDP)
                                            : json_null());
  if (!r->have_server)
    json_set(o, "server_error", json_string(r->server_why));
  json_set(o, "server_monitor", r->server_monitor[0] ? json_string(r->server_monitor) : json_null());
  if (net_mode_file(r->p.mode)) {
    json_set(o, "file_size", json_uint(r->p.size));
    json_set(o, "server_disk", r->disk_known ? json_string(r->disk) : json_null());
    json_set(o, "server_disk_read", r->disk_known ? json_uint(r->disk_read) : json_null());
    json_set(o, "server_disk_written", r->disk_known ? json_uint(r->disk_written) : json_null());
  }
}
