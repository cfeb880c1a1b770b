/* SPDX-License-Identifier: GPL-2.0-or-later */
/* measure.c: TCP_INFO, thread CPU time and one end's sums (measure.h). */
#include "measure.h"

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>

#include "protocol.h"

bool net_tcp_read(int fd, struct net_tcp *t)
{
  struct tcp_info ti;
  socklen_t len = sizeof(ti);
  memset(&ti, 0, sizeof(ti));
  if (fd < 0 || getsockopt(fd, IPPROTO_TCP, TCP_INFO, &ti, &len) ||
      len < offsetof(struct tcp_info, tcpi_total_retrans) + sizeof(ti.tcpi_total_retrans))
    return false;
  t->retrans = ti.tcpi_total_retrans;
  t->rtt_us = ti.tcpi_rtt;
  t->rcv_rtt_us = ti.tcpi_rcv_rtt;
  t->rttvar_us = ti.tcpi_rttvar;
  t->snd_mss = ti.tcpi_snd_mss;
  return true;
}

uint64_t net_thread_cpu(void)
{
  struct timespec ts;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts))
    return 0;
  return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

void net_meter_mark(struct net_meter *m, int fd)
{
  m->cpu0 = net_thread_cpu();
  m->tcp = net_tcp_read(fd, &m->tcp0);
  m->marked = true;
}

void net_side_add_tcp(struct net_side *s, const struct net_tcp *t, bool sent)
{
  uint32_t rtt = sent || t->rcv_rtt_us == 0 ? t->rtt_us : t->rcv_rtt_us;
  s->tcp_info = true;
  s->retrans += t->retrans;
  s->rtt_us += rtt;
  s->rttvar_us += t->rttvar_us;
  s->rtt_n++;
}

void net_meter_end(struct net_meter *m, int fd, bool sent, struct net_side *s)
{
  if (!m->marked)
    return;
  s->cpu_ns += net_thread_cpu() - m->cpu0;
  struct net_tcp t;
  if (m->tcp && net_tcp_read(fd, &t)) {
    t.retrans = t.retrans >= m->tcp0.retrans ? t.retrans - m->tcp0.retrans : 0;
    net_side_add_tcp(s, &t, sent);
  }
  m->marked = false;
}

void net_side_add(struct net_side *into, const struct net_side *s)
{
  into->bytes_in += s->bytes_in;
  into->bytes_out += s->bytes_out;
  into->cpu_ns += s->cpu_ns;
  into->transactions += s->transactions;
  into->tcp_info |= s->tcp_info;
  into->retrans += s->retrans;
  into->rtt_us += s->rtt_us;
  into->rttvar_us += s->rttvar_us;
  into->rtt_n += s->rtt_n;
  into->udp_received += s->udp_received;
  into->udp_dup += s->udp_dup;
  into->udp_reordered += s->udp_reordered;
  if (s->duration_ns > into->duration_ns)
    into->duration_ns = s->duration_ns;
}

/* The counts a result message carries as they are. */
static const struct {
  enum net_msg_key key;
  size_t offset;
} net_side_counts[] = {
  { NET_K_BYTES_IN, offsetof(struct net_side, bytes_in) },
  { NET_K_BYTES_OUT, offsetof(struct net_side, bytes_out) },
  { NET_K_CPU_NS, offsetof(struct net_side, cpu_ns) },
  { NET_K_DURATION_NS, offsetof(struct net_side, duration_ns) },
  { NET_K_TRANSACTIONS, offsetof(struct net_side, transactions) },
  { NET_K_RETRANS, offsetof(struct net_side, retrans) },
  { NET_K_UDP_RECEIVED, offsetof(struct net_side, udp_received) },
  { NET_K_UDP_DUP, offsetof(struct net_side, udp_dup) },
  { NET_K_UDP_REORDERED, offsetof(struct net_side, udp_reordered) },
  { NET_K_JITTER_NS, offsetof(struct net_side, jitter_ns) },
};
#define NET_SIDE_COUNTS (sizeof(net_side_counts) / sizeof(net_side_counts[0]))

static uint64_t *net_side_field(struct net_side *s, size_t i)
{
  return (uint64_t *)((char *)s + net_side_counts[i].offset);
}

/* The RTT and its variance travel as means over the connections (µs). */
void net_side_to_msg(const struct net_side *s, struct net_msg *m)
{
  for (size_t i = 0; i < NET_SIDE_COUNTS; i++)
    net_msg_set_num(m, net_side_counts[i].key, *net_side_field((struct net_side *)s, i));
  uint64_t n = s->rtt_n ? s->rtt_n : 1;
  net_msg_set_num(m, NET_K_TCP_INFO, s->tcp_info);
  net_msg_set_num(m, NET_K_RTT_US, s->rtt_us / n > UINT32_MAX ? UINT32_MAX : s->rtt_us / n);
  net_msg_set_num(m, NET_K_RTTVAR_US,
                  s->rttvar_us / n > UINT32_MAX ? UINT32_MAX : s->rttvar_us / n);
}

void net_side_from_msg(struct net_side *s, const struct net_msg *m)
{
  memset(s, 0, sizeof(*s));
  for (size_t i = 0; i < NET_SIDE_COUNTS; i++)
    *net_side_field(s, i) = m->num[net_side_counts[i].key];
  s->tcp_info = m->num[NET_K_TCP_INFO] != 0;
  s->rtt_n = s->tcp_info;
  s->rtt_us = m->num[NET_K_RTT_US];
  s->rttvar_us = m->num[NET_K_RTTVAR_US];
}
