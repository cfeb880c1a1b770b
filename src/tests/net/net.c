/* SPDX-License-Identifier: GPL-2.0-or-later */
/* net.c: the net test: throughput and latency between two machines (or
 * over loopback), `sysbench net serve` on one, `sysbench net run` on the
 * other; without --net-host, the run starts a server of its own on
 * loopback in this process. Each worker thread is one connection. */
#include <stdio.h>
#include <string.h>

#include "client.h"
#include "core/base/log.h"
#include "monitor/monitor.h"
#include "plugin/registry.h"
#include "server.h"
#include "plugin/test.h"

void net_report_intermediate(void *run, const struct sb_stat *st);
void net_report_prefix(void *run, const struct sb_stat *st);
void net_report_cumulative(void *run, const struct sb_stat *st);
void net_facts(void *run, struct json *out);

static const char *const net_commands[] = { "serve", NULL };

static int net_help(const struct opt_registry *r)
{
  log_text("net: throughput and latency of the network between two machines, or of this\n"
           "one's loopback.\n\n"
           "  sysbench net serve [--net-port=5301] [--net-bind=ADDRESS]\n"
           "      the server (one machine), until SIGINT or SIGTERM; it serves many clients\n"
           "  sysbench net run --net-host=SERVER [--net-test-mode=MODE] [--threads=N]\n"
           "      the client (the other); without --net-host, a server of its own on loopback\n\n"
           "Each thread is one connection. One event: send, one send of --net-block-size;\n"
           "recv, one receive of a block the server sends; bidir, a send and a receive in\n"
           "turn; rr, a request and its response on one connection (netperf's TCP_RR); crr,\n"
           "a connection for one request and response (TCP_CRR); udp, one datagram (paced\n"
           "by --net-bitrate or --rate; the server counts loss, duplicates, reordering and\n"
           "jitter); file-read, a block of a file of --net-file-size the server reads from\n"
           "its --net-dir (its cache dropped before each pass); file-write, a block the\n"
           "server writes into a file there, flushed at the end (a NAS read, a backup).\n\n");
  log_text("net options:\n");
  opt_print_group(r, GROUP_TEST);
  return 0;
}

/* The run's own server: loopback, a free port, limits for one client. */
static int net_own_server(struct net_conf *c)
{
  struct net_server_config cfg = {
    .limits = { .max_clients = 4, .max_streams = 4096, .max_time = 1 << 30,
                .idle_timeout = 3600, .max_pending = 64,
                .max_file_size = c->limits.max_file_size,
                .max_dir_size = c->limits.max_dir_size,
                .max_dir_share = c->limits.max_dir_share },
    .key = c->keyed ? &c->key : NULL, .own = true, .dir = c->dir,
  };
  net_addr_loopback(c->family, &cfg.bind);
  if (net_server_start(&cfg, &c->own))
    return -1;
  c->server = c->own->addr;
  return 0;
}

static int net_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  struct net_conf *c = conf;
  bool serve = cmd == CMD_OTHER;
  c->watch = monitor_enabled(rc);
  if (net_options_check(c, serve))
    return -1;
  if (serve)
    return 0;
  if (c->bitrate > 0 && rc->rate > 0) {
    log_fatal("--rate (datagrams per second) and --net-bitrate (bits per second) both pace "
              "udp: give one");
    return -1;
  }
  if (c->host)
    return net_addr_resolve(c->host, c->port, c->family, false, &c->server);
  return net_own_server(c);
}

static int net_done(void *conf, enum sb_command cmd)
{
  (void)cmd;
  struct net_conf *c = conf;
  if (c->own)
    net_server_stop(c->own);
  c->own = NULL;
  return 0;
}

static int net_command(void *conf, const char *cmd)
{
  if (conf == NULL || strcmp(cmd, "serve") != 0)
    return SB_NOT_HANDLED;
  return net_serve(conf);
}

static const char *net_or(uint64_t v, const char *none, char *buf, size_t len)
{
  if (v == 0)
    return none;
  net_size_text(buf, len, v);
  return buf;
}

/* udp's pace, in datagrams and in bits per second. */
static void net_print_pace(const struct net_conf *c, int rate)
{
  const char *by;
  double dps = net_pace(c, rate, &by);
  if (by == NULL)
    log_notice("  pace: none (as fast as it goes)");
  else
    log_notice("  pace: %.2f datagrams/s, %.2f Mbit/s (%s%s)", dps, dps * 8 * (double)c->block / 1e6,
               by, c->bitrate > 0 ? ", even gaps" : ", Poisson arrivals");
}

static void net_print_mode(void *conf, const struct run_config *rc)
{
  const struct net_conf *c = conf;
  char a[32], b[32];
  log_notice("Running the network test (%s) with the following options:",
             net_mode_name(c->mode));
  /* One colon a line (key: value parsers): the port apart from the host. */
  char host[64];
  net_addr_host(&c->server, host, sizeof(host));
  log_notice("  server: %s port %d%s", host, net_addr_port(&c->server),
             c->own ? " (in this process)" : "");
  if (net_mode_transactions(c->mode)) {
    net_size_text(a, sizeof(a), c->request);
    net_size_text(b, sizeof(b), c->response);
    log_notice("  request size: %s, response size %s", a, b);
  } else {
    net_size_text(a, sizeof(a), c->block);
    log_notice("  %s: %s", c->mode == NET_UDP ? "datagram size" : "block size", a);
  }
  if (c->mode == NET_UDP)
    net_print_pace(c, rc->rate);
  if (net_mode_file(c->mode)) {
    net_size_text(a, sizeof(a), c->file_size);
    log_notice("  the server's file: %s, in its --net-dir", a);
  }
  if (c->mode != NET_UDP) {
    log_notice("  TCP_NODELAY: %s", c->nodelay ? "on" : "off");
    log_notice("  socket buffers: %s", net_or(c->window, "the kernel's (autotuned)", a, sizeof(a)));
    log_notice("  congestion control: %s", c->congestion ? c->congestion : "the kernel's");
    log_notice("  MSS: %s", c->mss ? (snprintf(b, sizeof(b), "%d", c->mss), b) : "the path's");
  }
  if (!net_mode_transactions(c->mode) && c->mode != NET_UDP)
    log_notice("  zerocopy: %s", c->zerocopy == NET_ZC_SENDFILE ? "sendfile() from a memory file"
                                 : c->zerocopy == NET_ZC_MSG ? "MSG_ZEROCOPY" : "off");
  log_notice("%s", "");
}

static int net_run_start(void *conf, const struct run_config *rc, void **run)
{
  return net_client_start(conf, rc, (struct net_run **)run);
}

static void net_run_stop(void *run)
{
  struct net_run *r = run;
  struct net_server *own = r->c->own;
  net_client_stop(r);
  /* The server's side of the run ends before the next one (or the
   * count of descriptors --debug prints). */
  if (own)
    net_server_quiesce(own, 5000);
}

static int net_event(struct sb_worker *w)
{
  return ((struct net_run *)w->run)->event(w);
}

const struct sb_test net_test = {
  .name = "net",
  .desc = "Network throughput and latency test (client and server)",
  .flags = SB_TEST_ADDED,
  .bytes = SB_BYTES_NETWORK,
  .options = net_options,
  .conf_size = sizeof(struct net_conf),
  .commands = net_commands,
  .command = net_command,
  .help = net_help,
  .init = net_init,
  .done = net_done,
  .print_mode = net_print_mode,
  .run_start = net_run_start,
  .run_stop = net_run_stop,
  .thread_init = net_client_thread_init,
  .event = net_event,
  .thread_done = net_client_thread_done,
  .facts = net_facts,
  .report_intermediate = net_report_intermediate,
  .report_prefix = net_report_prefix,
  .report_cumulative = net_report_cumulative,
};

SB_REGISTER(sb_tests, net_test);
