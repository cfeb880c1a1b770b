/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tune.c: socket options of the net test's TCP connections (tune.h). */
#include "tune.h"

#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include "measure.h"

/* Why TCP_CONGESTION refused name. */
static void net_cc_refused(const char *name, int err, char *why, size_t wl)
{
  if (err == ENOENT)
    snprintf(why, wl, "congestion control '%s' is not available (see "
             "/proc/sys/net/ipv4/tcp_available_congestion_control; modprobe tcp_%s loads it)",
             name, name);
  else if (err == EPERM)
    snprintf(why, wl, "congestion control '%s' is not allowed here (see "
             "net.ipv4.tcp_allowed_congestion_control)", name);
  else
    snprintf(why, wl, "congestion control '%s': %s", name, strerror(err));
}

int net_tune(int fd, const struct net_params *p, int mss, char *why, size_t wl)
{
  int one = 1, win = (int)(p->window > (1U << 30) ? (1U << 30) : p->window);
  if (p->nodelay && setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one))) {
    snprintf(why, wl, "TCP_NODELAY: %s", strerror(errno));
    return -1;
  }
  if (win && (setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &win, sizeof(win)) ||
              setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &win, sizeof(win)))) {
    snprintf(why, wl, "socket buffers of %d bytes: %s", win, strerror(errno));
    return -1;
  }
  if (p->cc[0] && setsockopt(fd, IPPROTO_TCP, TCP_CONGESTION, p->cc, (socklen_t)strlen(p->cc))) {
    net_cc_refused(p->cc, errno, why, wl);
    return -1;
  }
  if (mss && setsockopt(fd, IPPROTO_TCP, TCP_MAXSEG, &mss, sizeof(mss))) {
    snprintf(why, wl, "TCP_MAXSEG %d: %s", mss, strerror(errno));
    return -1;
  }
  return 0;
}

void net_tuned_read(int fd, struct net_tuned *t)
{
  memset(t, 0, sizeof(*t));
  socklen_t len = sizeof(t->sndbuf);
  getsockopt(fd, SOL_SOCKET, SO_SNDBUF, &t->sndbuf, &len);
  len = sizeof(t->rcvbuf);
  getsockopt(fd, SOL_SOCKET, SO_RCVBUF, &t->rcvbuf, &len);
  char cc[32] = "";
  len = sizeof(cc) - 1;
  if (getsockopt(fd, IPPROTO_TCP, TCP_CONGESTION, cc, &len) == 0)
    snprintf(t->cc, sizeof(t->cc), "%.*s", (int)strnlen(cc, len), cc);
  struct net_tcp tcp;
  if (net_tcp_read(fd, &tcp))
    t->mss = tcp.snd_mss;
}
