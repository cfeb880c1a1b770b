/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tune.h: the options people tune, on a TCP socket (--net-nodelay,
 * --net-window, --net-congestion, --net-mss), and what the kernel made
 * of them, which the report states. */
#ifndef SB_TESTS_NET_TUNE_H
#define SB_TESTS_NET_TUNE_H

#include <stddef.h>

#include "net.h"

/* What a connected socket has. */
struct net_tuned {
  int sndbuf, rcvbuf;        /* bytes, as getsockopt says (the kernel doubles a setting) */
  char cc[NET_VALUE_MAX + 1];   /* TCP_CONGESTION in use */
  unsigned mss;              /* TCP_INFO's send MSS */
};

/* p's tuning on fd (mss > 0: TCP_MAXSEG too, before connect). 0, or -1
 * with why ("congestion control 'x' is not available here: ..."). */
int net_tune(int fd, const struct net_params *p, int mss, char *why, size_t wl);
void net_tuned_read(int fd, struct net_tuned *t);

#endif
