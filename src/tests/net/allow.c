/* SPDX-License-Identifier: GPL-2.0-or-later */
/* allow.c: --net-allow's networks and the check of each connection
 * against them (allow.h). */
#include "allow.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/log.h"

/* One item; false when it is not ADDR[/BITS]. */
static bool net_cidr_parse(const char *item, struct net_cidr *c)
{
  char text[INET6_ADDRSTRLEN + 8];
  if (strlen(item) >= sizeof(text))
    return false;
  strcpy(text, item);
  char *slash = strchr(text, '/');
  if (slash)
    *slash = '\0';
  c->v6 = strchr(text, ':') != NULL;
  if (inet_pton(c->v6 ? AF_INET6 : AF_INET, text, c->addr) != 1)
    return false;
  int max = c->v6 ? 128 : 32;
  c->bits = max;
  if (slash) {
    char *end;
    long bits = strtol(slash + 1, &end, 10);
    if (slash[1] < '0' || slash[1] > '9' || *end || bits > max)
      return false;
    c->bits = (int)bits;
  }
  return true;
}

int net_allow_parse(const struct opt_list *l, struct net_allow *a)
{
  a->n = 0;
  for (int i = 0; i < l->n; i++) {
    if (a->n == NET_ALLOW_MAX) {
      log_fatal("Invalid value for --net-allow: more than %d networks", NET_ALLOW_MAX);
      return -1;
    }
    if (!net_cidr_parse(l->items[i], &a->nets[a->n])) {
      log_fatal("Invalid value for --net-allow: '%s' (an address, or address/bits, "
                "such as 192.168.1.0/24 or fd00::/8)", l->items[i]);
      return -1;
    }
    a->n++;
  }
  return 0;
}

static bool net_cidr_has(const struct net_cidr *c, const unsigned char *addr)
{
  int whole = c->bits / 8, rest = c->bits % 8;
  if (memcmp(c->addr, addr, (size_t)whole) != 0)
    return false;
  unsigned mask = (0xff00u >> rest) & 0xff;
  return rest == 0 || ((c->addr[whole] ^ addr[whole]) & mask) == 0;
}

bool net_allow_has(const struct net_allow *a, const struct net_addr *peer)
{
  if (a->n == 0)
    return true;
  unsigned char addr[16];
  bool v6 = peer->sa.ss_family == AF_INET6;
  if (v6) {
    const struct in6_addr *in6 = &((const struct sockaddr_in6 *)&peer->sa)->sin6_addr;
    v6 = !IN6_IS_ADDR_V4MAPPED(in6);
    memcpy(addr, v6 ? in6->s6_addr : in6->s6_addr + 12, v6 ? 16 : 4);
  } else {
    memcpy(addr, &((const struct sockaddr_in *)&peer->sa)->sin_addr, 4);
  }
  for (int i = 0; i < a->n; i++)
    if (a->nets[i].v6 == v6 && net_cidr_has(&a->nets[i], addr))
      return true;
  return false;
}
