/* SPDX-License-Identifier: GPL-2.0-or-later */
/* allow.h: --net-allow, the networks a server takes connections from. */
#ifndef SB_TESTS_NET_ALLOW_H
#define SB_TESTS_NET_ALLOW_H

#include <stdbool.h>

#include "plugin/options.h"
#include "sock.h"

#define NET_ALLOW_MAX 64

struct net_cidr {
  bool v6;
  unsigned char addr[16];
  int bits;
};

/* No network: everyone may connect. */
struct net_allow {
  int n;
  struct net_cidr nets[NET_ALLOW_MAX];
};

/* "ADDR" or "ADDR/BITS" items (IPv4 or IPv6) into a; 0, or -1 after a
 * FATAL line naming the bad item. */
int net_allow_parse(const struct opt_list *l, struct net_allow *a);
/* May peer connect? An IPv4-mapped IPv6 peer is its IPv4 address. */
bool net_allow_has(const struct net_allow *a, const struct net_addr *peer);

#endif
