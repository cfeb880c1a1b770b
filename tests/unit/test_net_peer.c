/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_net_peer.c: what the net test takes from a peer stays bounded: the
 * server's UDP jitter under hostile timestamps (no overflow, the hostile
 * steps left out), and the client's refusal of figures no run could have
 * (issue 33, item 2). */
#include <stdio.h>
#include <string.h>

#include "tests/net/protocol.h"
#include "tests/net/udp.h"
#include "unit.h"

UNIT_TEST(net_udp_jitter_hostile_timestamps)
{
  static struct net_udp_stream s;
  memset(&s, 0, sizeof(s));
  const uint64_t now = 1000000000ULL;
  net_udp_take(&s, 1, 0, now);
  /* A timestamp 2^63 - 5 s ahead: the transit step overflows int64. */
  net_udp_take(&s, 2, now + (1ULL << 63) - 5000000000ULL, now + 1000);
  net_udp_take(&s, 3, 1000, now + 2000);
  CHECK(s.received == 3);
  CHECK(s.jitter_ns == 0);
  /* An ordinary step after them counts: 1600 ns / 16. */
  net_udp_take(&s, 4, 2000, now + 4600);
  CHECK(s.jitter_ns == 100);
  /* A step just over the bound does not; one at the bound does. */
  net_udp_take(&s, 5, 3000, now + 5600 + NET_PEER_JITTER_NS_MAX + 1600);
  CHECK(s.jitter_ns == 100);
  net_udp_take(&s, 6, 4000, now + 6600 + NET_PEER_JITTER_NS_MAX + 1600 + NET_PEER_JITTER_NS_MAX);
  CHECK(s.jitter_ns > 100 && s.jitter_ns <= NET_PEER_JITTER_NS_MAX);
}

/* A result line with every figure at value v except key, set to kv. */
static int parse_result(const char *key, unsigned long long kv, char *why, size_t wl)
{
  static const char *const keys[] = { "bytes_in", "bytes_out", "cpu_ns", "duration_ns",
                                      "transactions", "retrans", "udp_received", "udp_dup",
                                      "udp_reordered", "jitter_ns" };
  char line[NET_MSG_MAX];
  int n = snprintf(line, sizeof(line), "sbnet/1 result tcp_info=1 rtt_us=50 rttvar_us=5");
  for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
    n += snprintf(line + n, sizeof(line) - (size_t)n, " %s=%llu", keys[i],
                  strcmp(keys[i], key) == 0 ? kv : 7ULL);
  snprintf(line + n, sizeof(line) - (size_t)n, "\n");
  struct net_msg m;
  return net_msg_parse(line, strlen(line), &m, why, wl);
}

UNIT_TEST(net_peer_figures_bounded)
{
  char why[128] = "";
  CHECK(parse_result("retrans", 7, why, sizeof(why)) == 0);
  CHECK(parse_result("retrans", NET_PEER_COUNT_MAX, why, sizeof(why)) == 0);
  CHECK(parse_result("retrans", 18446744073709551615ULL, why, sizeof(why)) == -1);
  CHECK(strcmp(why, "bad value for retrans") == 0);
  CHECK(parse_result("bytes_in", NET_PEER_BYTES_MAX + 1, why, sizeof(why)) == -1);
  CHECK(strcmp(why, "bad value for bytes_in") == 0);
  CHECK(parse_result("duration_ns", NET_PEER_NS_MAX + 1, why, sizeof(why)) == -1);
  CHECK(parse_result("jitter_ns", NET_PEER_JITTER_NS_MAX + 1, why, sizeof(why)) == -1);
  CHECK(strcmp(why, "bad value for jitter_ns") == 0);
}
