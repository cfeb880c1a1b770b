/* SPDX-License-Identifier: GPL-2.0-or-later */
/* udp.h: the udp mode's datagrams and the server's accounting of them.
 * Each datagram starts with a header (big-endian): "SBNU", version 1,
 * flags (1: sent in the measured time, not the warmup), 2 bytes of 0,
 * the session (32 bits), the stream (32), the first 8 bytes of the
 * session's token, a sequence number (64) and the client's clock when
 * it was sent (64, ns). The server counts measured datagrams only. The server counts what arrives per
 * stream: datagrams taken, duplicates, those that came after a later one
 * (reordered), and the jitter of their transit times (RFC 3550's
 * estimator: J += (|D| - J) / 16); the loss is what the client sent less
 * what was taken. The server never sends a datagram. */
#ifndef SB_TESTS_NET_UDP_H
#define SB_TESTS_NET_UDP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "protocol.h"

#define NET_UDP_HEADER 40
/* The largest datagram a UDP socket takes (IPv4's limit). */
#define NET_UDP_MAX 65507
/* Without --net-block-size: what fits an Ethernet frame of 1500 bytes. */
#define NET_UDP_DEFAULT_V4 1472
#define NET_UDP_DEFAULT_V6 1452
/* Sequence numbers this far behind the highest are told apart as
 * duplicates or late arrivals; older ones count as late. */
#define NET_UDP_WINDOW 1024

#define NET_UDP_MEASURED 1u

struct net_udp_header {
  unsigned flags;
  uint32_t session, stream;
  uint64_t token, seq, sent_ns;
};

void net_udp_header_write(unsigned char *buf, const struct net_udp_header *h);
/* false when buf (len bytes) does not start with a header. */
bool net_udp_header_read(const unsigned char *buf, size_t len, struct net_udp_header *h);

/* The largest change of transit time between two datagrams that counts
 * in the jitter (NET_PEER_JITTER_NS_MAX, 10 s): beyond it the timestamps
 * are not a network's. */
#define NET_UDP_MAX_TRANSIT_STEP_NS ((int64_t)NET_PEER_JITTER_NS_MAX)

/* One stream's datagrams, as the server counts them. */
struct net_udp_stream {
  bool any;
  uint64_t max_seq;
  uint64_t seen[NET_UDP_WINDOW / 64];   /* bit i: max_seq - i arrived */
  uint64_t received, dup, reordered;
  int64_t last_transit;
  double jitter_ns;
};

/* A datagram of s with sequence number seq, sent at sent_ns (the
 * client's clock) and taken at now_ns (the server's). */
void net_udp_take(struct net_udp_stream *s, uint64_t seq, uint64_t sent_ns, uint64_t now_ns);

#endif
