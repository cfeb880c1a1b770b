/* SPDX-License-Identifier: GPL-2.0-or-later */
/* measure.h: what each end of a test measures besides the runner's
 * counters, per connection or thread, between the mark (the end of the
 * warmup, or the start) and the end: bytes, the thread's CPU time, and
 * from TCP_INFO the retransmitted segments and the smoothed RTT. One
 * end's sums (struct net_side) are what the server sends back in its
 * result message and what the report prints for either end. */
#ifndef SB_TESTS_NET_MEASURE_H
#define SB_TESTS_NET_MEASURE_H

#include <stdbool.h>
#include <stdint.h>

struct net_msg;

/* One end's figures, summed over its connections and threads. */
struct net_side {
  uint64_t bytes_in, bytes_out;
  uint64_t cpu_ns;           /* CPU time of the threads that moved the bytes */
  uint64_t duration_ns;      /* server: from the mark to the client's done */
  uint64_t transactions;     /* server: rr, crr transactions answered */
  bool tcp_info;             /* TCP_INFO was read (qemu-user truncates it) */
  uint64_t retrans;          /* segments retransmitted */
  uint64_t rtt_us, rttvar_us;   /* sums over rtt_n connections */
  uint64_t rtt_n;
  /* UDP, the server's count of the datagrams it took */
  uint64_t udp_received, udp_dup, udp_reordered, jitter_ns;
};

/* A connection's TCP_INFO figures. */
struct net_tcp {
  uint64_t retrans;
  uint32_t rtt_us, rcv_rtt_us, rttvar_us, snd_mss;
};

/* fd's TCP_INFO; false when the kernel (or an emulator) gives less of it
 * than the fields read. */
bool net_tcp_read(int fd, struct net_tcp *t);

/* The calling thread's CPU time, ns. */
uint64_t net_thread_cpu(void);

/* A connection's (or a thread's) figures since its mark. */
struct net_meter {
  bool marked, tcp;
  uint64_t cpu0;
  struct net_tcp tcp0;
};

/* The mark: the thread's CPU time and fd's TCP_INFO now (fd < 0: no
 * TCP connection). */
void net_meter_mark(struct net_meter *m, int fd);
/* At the end: adds the CPU time and TCP figures since the mark to s
 * (nothing if it was never marked). sent: this end sent data on fd (its
 * own RTT estimate applies; else the receiver's). */
void net_meter_end(struct net_meter *m, int fd, bool sent, struct net_side *s);
/* Adds a whole connection's TCP figures to s (crr: each connection). */
void net_side_add_tcp(struct net_side *s, const struct net_tcp *t, bool sent);
/* into += s. */
void net_side_add(struct net_side *into, const struct net_side *s);

/* s as a result message's keys, and back. */
void net_side_to_msg(const struct net_side *s, struct net_msg *m);
void net_side_from_msg(struct net_side *s, const struct net_msg *m);

#endif
