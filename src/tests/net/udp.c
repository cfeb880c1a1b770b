/* SPDX-License-Identifier: GPL-2.0-or-later */
/* udp.c: the udp mode's header and the per-stream accounting (udp.h). */
#include "udp.h"

#include <string.h>

static void net_put32(unsigned char *p, uint32_t v)
{
  for (int i = 0; i < 4; i++)
    p[i] = (unsigned char)(v >> (24 - 8 * i));
}

static void net_put64(unsigned char *p, uint64_t v)
{
  net_put32(p, (uint32_t)(v >> 32));
  net_put32(p + 4, (uint32_t)v);
}

static uint32_t net_get32(const unsigned char *p)
{
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static uint64_t net_get64(const unsigned char *p)
{
  return (uint64_t)net_get32(p) << 32 | net_get32(p + 4);
}

void net_udp_header_write(unsigned char *buf, const struct net_udp_header *h)
{
  memcpy(buf, "SBNU\1\0\0\0", 8);
  buf[5] = (unsigned char)h->flags;
  net_put32(buf + 8, h->session);
  net_put32(buf + 12, h->stream);
  net_put64(buf + 16, h->token);
  net_put64(buf + 24, h->seq);
  net_put64(buf + 32, h->sent_ns);
}

bool net_udp_header_read(const unsigned char *buf, size_t len, struct net_udp_header *h)
{
  if (len < NET_UDP_HEADER || memcmp(buf, "SBNU\1", 5) != 0 || buf[6] || buf[7])
    return false;
  h->flags = buf[5];
  h->session = net_get32(buf + 8);
  h->stream = net_get32(buf + 12);
  h->token = net_get64(buf + 16);
  h->seq = net_get64(buf + 24);
  h->sent_ns = net_get64(buf + 32);
  return true;
}

/* The window moves d ahead: bit i becomes bit i + d. */
static void net_udp_shift(uint64_t *seen, uint64_t d)
{
  const int words = NET_UDP_WINDOW / 64;
  if (d >= NET_UDP_WINDOW) {
    memset(seen, 0, words * sizeof(*seen));
    return;
  }
  int w = (int)(d / 64), b = (int)(d % 64);
  for (int i = words - 1; i >= 0; i--) {
    uint64_t lo = i - w >= 0 ? seen[i - w] : 0, lower = i - w - 1 >= 0 ? seen[i - w - 1] : 0;
    seen[i] = b ? lo << b | lower >> (64 - b) : lo;
  }
}

/* RFC 3550's jitter: the transit times' differences, smoothed by 1/16.
 * The timestamps come from the peer: a difference that overflows, or that
 * is larger than NET_UDP_MAX_TRANSIT_STEP_NS, is no network's and does not
 * enter the jitter (the datagram starts a new baseline), so the figure
 * stays bounded whatever a client writes. */
static void net_udp_jitter(struct net_udp_stream *s, uint64_t sent_ns, uint64_t now_ns)
{
  int64_t transit = (int64_t)(now_ns - sent_ns);
  int64_t d;
  if (s->received > 1 && !__builtin_sub_overflow(transit, s->last_transit, &d) &&
      d <= NET_UDP_MAX_TRANSIT_STEP_NS && d >= -NET_UDP_MAX_TRANSIT_STEP_NS) {
    double ad = d < 0 ? -(double)d : (double)d;
    s->jitter_ns += (ad - s->jitter_ns) / 16;
  }
  s->last_transit = transit;
}

void net_udp_take(struct net_udp_stream *s, uint64_t seq, uint64_t sent_ns, uint64_t now_ns)
{
  if (!s->any || seq > s->max_seq) {
    if (s->any)
      net_udp_shift(s->seen, seq - s->max_seq);
    s->any = true;
    s->max_seq = seq;
    s->seen[0] |= 1;
  } else {
    uint64_t i = s->max_seq - seq;
    if (i < NET_UDP_WINDOW && (s->seen[i / 64] >> (i % 64) & 1)) {
      s->dup++;
      return;
    }
    if (i < NET_UDP_WINDOW)
      s->seen[i / 64] |= 1ULL << (i % 64);
    s->reordered++;
  }
  s->received++;
  net_udp_jitter(s, sent_ns, now_ns);
}
