/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options.c: the net test's options, the rules between them, and the
 * parameters of one client test they make, as the hello message carries
 * them to the server. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/log.h"
#include "core/base/parse.h"
#include "net.h"
#include "udp.h"

static const char *const net_family_names[] = { "any", "ipv4", "ipv6", NULL };

const struct opt_def net_options[] = {
  { .name = "net-test-mode", .desc = "what one event is {send, recv, bidir, rr, crr, udp, "
    "file-read, file-write}", .defval = "send", .choices = net_mode_names,
    .err = "Invalid value for --net-test-mode: %s (send, recv, bidir, rr, crr, udp, file-read "
    "or file-write)",
    OPT_CHOICE_TO(struct net_conf, mode) },
  { .name = "net-host", .desc = "the server to test against (`sysbench net serve` there); "
    "without it, a server of this process on loopback", OPT_STRING_TO(struct net_conf, host) },
  { .name = "net-port", .desc = "the server's TCP and UDP port (serve: 0 takes a free one)",
    .defval = "5301", .min = 0, .max = 65535, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-port: %s (0 to 65535)", OPT_INT_TO(struct net_conf, port) },
  { .name = "net-family", .desc = "the address family {any, ipv4, ipv6}", .defval = "any",
    .choices = net_family_names,
    .err = "Invalid value for --net-family: %s (any, ipv4 or ipv6)", OPT_CHOICE_TO(struct net_conf, family) },
  { .name = "net-block-size", .desc = "bytes per send or receive of a stream, per datagram "
    "of udp (default there: 1472, or 1452 over IPv6)", .defval = "128K",
    .min = 1, .max = 1LL << 30, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-block-size: %s (1 to 1G)", OPT_SIZE_TO(struct net_conf, block),
    OPT_GIVEN_TO(struct net_conf, block_given) },
  { .name = "net-bitrate", .desc = "udp: bits per second of the datagrams, all streams "
    "together, in even gaps (200M; K, M, G: 10^3, 10^6, 10^9, as iperf3's -b, which paces "
    "each stream); 0: --rate's datagrams per second, if any", .defval = "0",
    OPT_STRING_TO(struct net_conf, bitrate_text) },
  { .name = "net-request-size", .desc = "bytes of a request, rr and crr", .defval = "1",
    .min = 1, .max = 1LL << 30, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-request-size: %s (1 to 1G)", OPT_SIZE_TO(struct net_conf, request) },
  { .name = "net-response-size", .desc = "bytes of a response, rr and crr", .defval = "1",
    .min = 1, .max = 1LL << 30, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-response-size: %s (1 to 1G)", OPT_SIZE_TO(struct net_conf, response) },
  { .name = "net-nodelay", .desc = "TCP_NODELAY on both ends (Nagle's algorithm off)",
    .defval = "off", OPT_BOOL_TO(struct net_conf, nodelay) },
  { .name = "net-window", .desc = "socket buffers (SO_SNDBUF, SO_RCVBUF) on both ends; "
    "0: the kernel's, which it tunes itself", .defval = "0", .min = 0,
    .max = 1LL << 31, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-window: %s (0 to 2G)", OPT_SIZE_TO(struct net_conf, window) },
  { .name = "net-congestion", .desc = "TCP congestion control on both ends (TCP_CONGESTION: "
    "cubic, bbr, reno, ...); default: the kernel's", OPT_STRING_TO(struct net_conf, congestion),
    .complete = "@words:/proc/sys/net/ipv4/tcp_available_congestion_control" },
  { .name = "net-zerocopy", .desc = "how the sending end sends, send, recv and bidir "
    "{off, sendfile (from a memory file), msg (MSG_ZEROCOPY)}", .defval = "off",
    .choices = net_zerocopy_names,
    .err = "Invalid value for --net-zerocopy: %s (off, sendfile or msg)", OPT_CHOICE_TO(struct net_conf, zerocopy) },
  { .name = "net-mss", .desc = "TCP maximum segment size (TCP_MAXSEG) of the client's "
    "connections, which the server's follow; 0: the path's", .defval = "0",
    .min = 0, .max = 65535, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-mss: %s (0 to 65535)", OPT_INT_TO(struct net_conf, mss) },
  { .name = "net-timeout", .desc = "seconds to wait for a connection or for any progress "
    "of one", .defval = "10", .min = 1, .max = 3600,
    .flags = OPT_MIN | OPT_MAX, .err = "Invalid value for --net-timeout: %s (1 to 3600)",
    OPT_INT_TO(struct net_conf, timeout) },
  { .name = "net-key-file", .desc = "a shared key (16 to 4096 bytes): the server takes only "
    "clients that prove they have it (HMAC-SHA256 challenge, OpenSSL's libcrypto)",
    OPT_STRING_TO(struct net_conf, key_file), .complete = "@file" },
  { .name = "net-file-size", .desc = "file-read, file-write: the bytes of the server's file "
    "(one pass of it; a longer run reads it again, or writes it over)", .defval = "1G",
    .min = 1, .max = 1LL << 50, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-file-size: %s (1 to 1P)", OPT_SIZE_TO(struct net_conf, file_size) },
  { .name = "net-dir", .desc = "serve (and a run's own server): the directory of the file "
    "modes' files (only its own sysbench-net.N files; without it, the file modes are refused)",
    OPT_STRING_TO(struct net_conf, dir), .complete = "@dir" },
  { .name = "net-max-file-size", .desc = "serve: the largest file a client test may ask for",
    .defval = "4G", .min = 1, .max = 1LL << 50, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-max-file-size: %s (1 to 1P)",
    OPT_SIZE_TO(struct net_conf, limits.max_file_size) },
  { .name = "net-max-dir-size", .desc = "serve: the most the server's files in --net-dir "
    "take at once, all client tests together: a size (10G), or a share of the directory's "
    "file system (50%)", .defval = "50%", OPT_STRING_TO(struct net_conf, max_dir) },
  { .name = "net-bind", .desc = "serve: the address to listen on (127.0.0.1, ::1, an "
    "interface's); default: every address", OPT_STRING_TO(struct net_conf, bind) },
  { .name = "net-allow", .desc = "serve: the networks that may connect (192.168.1.0/24, "
    "fd00::/8, ...); default: any", .defval = "", OPT_LIST_TO(struct net_conf, allow_list) },
  { .name = "net-max-clients", .desc = "serve: client tests served at once", .defval = "16",
    .min = 1, .max = 1024, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-max-clients: %s (1 to 1024)",
    OPT_INT_TO(struct net_conf, limits.max_clients) },
  { .name = "net-max-streams", .desc = "serve: data connections at once, all client tests "
    "together", .defval = "64", .min = 1, .max = 4096,
    .flags = OPT_MIN | OPT_MAX, .err = "Invalid value for --net-max-streams: %s (1 to 4096)",
    OPT_INT_TO(struct net_conf, limits.max_streams) },
  { .name = "net-max-time", .desc = "serve: seconds one client test may last",
    .defval = "3600", .min = 1, .max = 1 << 30, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-max-time: %s (1 to 1073741824)",
    OPT_INT_TO(struct net_conf, limits.max_time) },
  { .name = "net-idle-timeout", .desc = "serve: seconds a connection may make no progress",
    .defval = "10", .min = 1, .max = 3600, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-idle-timeout: %s (1 to 3600)",
    OPT_INT_TO(struct net_conf, limits.idle_timeout) },
  { .name = "net-max-pending", .desc = "serve: connections at once that have not yet said "
    "what they are (for a new one, the oldest that has sent nothing is closed)", .defval = "64",
    .min = 1, .max = 4096, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --net-max-pending: %s (1 to 4096)",
    OPT_INT_TO(struct net_conf, limits.max_pending) },
  { .name = NULL }
};

const char *net_mode_name(int mode)
{
  return mode >= 0 && mode <= NET_FILE_WRITE ? net_mode_names[mode] : "?";
}

/* Exact: in the largest unit that divides the size. */
void net_size_text(char *buf, size_t len, uint64_t v)
{
  static const char *const units[] = { "KiB", "MiB", "GiB" };
  int i = -1;
  uint64_t u = v;
  while (i < 2 && u >= 1024 && u % 1024 == 0) {
    u /= 1024;
    i++;
  }
  if (i >= 0)
    snprintf(buf, len, "%llu%s", (unsigned long long)u, units[i]);
  else
    snprintf(buf, len, "%llu byte%s", (unsigned long long)v, v == 1 ? "" : "s");
}

/* A TCP_CONGESTION name: what the kernel's names are made of. */
static bool net_cc_valid(const char *s)
{
  size_t n = strlen(s);
  if (n == 0 || n > 15)
    return false;
  for (size_t i = 0; i < n; i++)
    if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '_' ||
          s[i] == '-'))
      return false;
  return true;
}

/* --net-bitrate: a number of bits per second, its unit K, M or G (10^3,
 * 10^6, 10^9, either case), as iperf3 reads -b; 0 to 10^12. */
static int net_options_bitrate(struct net_conf *c)
{
  static const char units[] = "kKmMgG";
  const char *v = c->bitrate_text ? c->bitrate_text : "0";
  size_t digits = strspn(v, "0123456789."), n = strlen(v);
  const char *u = n == digits + 1 ? strchr(units, v[digits]) : NULL;
  double b = -1;
  if (digits > 0 && v[0] != '.' && strchr(v, '.') == strrchr(v, '.') &&
      (n == digits || (u && *u))) {
    b = strtod(v, NULL);
    if (u && *u)
      b *= u - units < 2 ? 1e3 : u - units < 4 ? 1e6 : 1e9;
  }
  if (!(b >= 0 && b <= 1e12)) {
    log_fatal("Invalid value for --net-bitrate: %s (bits per second, 0 to 1000G: 200M, 1.5G)",
              v);
    return -1;
  }
  c->bitrate = b;
  if (b > 0 && c->mode != NET_UDP) {
    log_fatal("--net-bitrate paces --net-test-mode=udp, not %s", net_mode_name(c->mode));
    return -1;
  }
  return 0;
}

double net_pace(const struct net_conf *c, int rate, const char **by)
{
  *by = c->bitrate > 0 ? "--net-bitrate" : rate > 0 ? "--rate" : NULL;
  return c->bitrate > 0 ? c->bitrate / 8 / (double)c->block : rate;
}

/* The rules of the client's options. */
static int net_options_check_client(struct net_conf *c)
{
  if (c->zerocopy != NET_ZC_OFF && c->mode != NET_SEND && c->mode != NET_RECV &&
      c->mode != NET_BIDIR && c->mode != NET_FILE_WRITE) {
    log_fatal("--net-zerocopy applies to --net-test-mode=send, recv and bidir, not %s",
              net_mode_name(c->mode));
    return -1;
  }
  if (c->mode == NET_UDP && !c->block_given)
    c->block = c->family == NET_FAMILY_IPV6 ? NET_UDP_DEFAULT_V6 : NET_UDP_DEFAULT_V4;
  if (c->mode == NET_UDP && (c->block < NET_UDP_HEADER || c->block > NET_UDP_MAX)) {
    log_fatal("--net-block-size=%llu does not fit a UDP datagram with its header "
              "(%d to %d bytes)", (unsigned long long)c->block, NET_UDP_HEADER, NET_UDP_MAX);
    return -1;
  }
  if (c->host && c->port == 0) {
    log_fatal("--net-port=0 names no server's port (it is for serve: any free port)");
    return -1;
  }
  return net_options_bitrate(c);
}

/* --net-max-dir-size: a size, or a percentage (1% to 100%). */
static int net_options_dir_size(struct net_conf *c)
{
  const char *v = c->max_dir ? c->max_dir : "50%";
  size_t n = strlen(v);
  char *end;
  c->limits.max_dir_share = 0;
  if (n > 1 && v[n - 1] == '%') {
    long pct = strtol(v, &end, 10);
    if (end == v + n - 1 && v[0] >= '0' && v[0] <= '9' && pct >= 1 && pct <= 100) {
      c->limits.max_dir_share = (int)pct;
      return 0;
    }
  } else if (parse_size(v, &c->limits.max_dir_size) && c->limits.max_dir_size > 0) {
    return 0;
  }
  log_fatal("Invalid value for --net-max-dir-size: %s (a size such as 10G, or a share of "
            "--net-dir's file system from 1%% to 100%%)", v);
  return -1;
}

int net_options_check(struct net_conf *c, bool serve)
{
  c->serve = serve;
  if (c->congestion && !net_cc_valid(c->congestion)) {
    log_fatal("Invalid value for --net-congestion: '%s' (a name such as cubic or bbr: see "
              "/proc/sys/net/ipv4/tcp_available_congestion_control)", c->congestion);
    return -1;
  }
  if (serve && net_allow_parse(&c->allow_list, &c->allow))
    return -1;
  if (net_options_dir_size(c))
    return -1;
  if (!serve && net_options_check_client(c))
    return -1;
  if (c->key_file) {
    if (net_key_load(c->key_file, &c->key))
      return -1;
    c->keyed = true;
  }
  return 0;
}

void net_params_make(const struct net_conf *c, int threads, int time, int warmup,
                     struct net_params *p)
{
  memset(p, 0, sizeof(*p));
  p->mode = (enum net_mode)c->mode;
  p->streams = (unsigned)threads;
  p->block = c->block;
  p->request = c->request;
  p->response = c->response;
  p->window = c->window;
  p->nodelay = c->nodelay;
  snprintf(p->cc, sizeof(p->cc), "%s", c->congestion ? c->congestion : "");
  p->zerocopy = (enum net_zerocopy)c->zerocopy;
  p->time = (uint64_t)time;
  p->warmup = (uint64_t)warmup;
  p->size = net_mode_file(c->mode) ? c->file_size : 0;
}

void net_params_to_msg(const struct net_params *p, struct net_msg *m)
{
  net_msg_set_str(m, NET_K_MODE, net_mode_name(p->mode));
  net_msg_set_num(m, NET_K_STREAMS, p->streams);
  net_msg_set_num(m, NET_K_BLOCK, p->block);
  net_msg_set_num(m, NET_K_REQUEST, p->request);
  net_msg_set_num(m, NET_K_RESPONSE, p->response);
  net_msg_set_num(m, NET_K_WINDOW, p->window);
  net_msg_set_num(m, NET_K_NODELAY, p->nodelay);
  net_msg_set_str(m, NET_K_CC, p->cc);
  net_msg_set_str(m, NET_K_ZEROCOPY, net_zerocopy_names[p->zerocopy]);
  net_msg_set_num(m, NET_K_TIME, p->time);
  net_msg_set_num(m, NET_K_WARMUP, p->warmup);
  if (net_mode_file(p->mode))
    net_msg_set_num(m, NET_K_SIZE, p->size);
}

int net_params_from_msg(struct net_params *p, const struct net_msg *m, char *why, size_t wl)
{
  memset(p, 0, sizeof(*p));
  p->mode = (enum net_mode)m->num[NET_K_MODE];
  p->streams = (unsigned)m->num[NET_K_STREAMS];
  p->block = m->num[NET_K_BLOCK];
  p->request = m->num[NET_K_REQUEST];
  p->response = m->num[NET_K_RESPONSE];
  p->window = m->num[NET_K_WINDOW];
  p->nodelay = m->num[NET_K_NODELAY] != 0;
  snprintf(p->cc, sizeof(p->cc), "%s", m->val[NET_K_CC]);
  p->zerocopy = (enum net_zerocopy)m->num[NET_K_ZEROCOPY];
  p->time = m->num[NET_K_TIME];
  p->warmup = m->num[NET_K_WARMUP];
  p->size = m->num[NET_K_SIZE];
  if (net_mode_file(p->mode) && p->size == 0) {
    snprintf(why, wl, "a %s test without its file's size", net_mode_name(p->mode));
    return -1;
  }
  if (p->streams == 0 || p->block == 0 || p->request == 0 || p->response == 0 ||
      (p->mode == NET_UDP && (p->block < NET_UDP_HEADER || p->block > NET_UDP_MAX)) ||
      (p->cc[0] && !net_cc_valid(p->cc))) {
    snprintf(why, wl, "the test's parameters are out of bounds");
    return -1;
  }
  return 0;
}
