/* SPDX-License-Identifier: GPL-2.0-or-later */
/* udp_server.c: the server's UDP thread: it takes every datagram,
 * checks its header against the sessions (id, token, the control
 * connection's host, a stream of a udp test) and counts it; anything
 * else is dropped. It answers nothing. A session's result first asks it
 * to take everything already queued (net_udp_flush). */
#include "server.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "core/base/timer.h"

#define NET_UDP_BATCH 16

/* One datagram from `from`; srv->lock held. */
static void net_udp_count(struct net_server *srv, const unsigned char *buf, size_t len,
                          const struct net_addr *from, uint64_t now)
{
  struct net_udp_header h;
  if (!net_udp_header_read(buf, len, &h) || !(h.flags & NET_UDP_MEASURED))
    return;
  uint32_t slot = h.session & 0xfff;
  if (slot >= (uint32_t)srv->cfg.limits.max_clients)
    return;
  struct net_session *s = srv->sessions[slot];
  unsigned char token[8];
  for (int i = 0; i < 8; i++)
    token[i] = (unsigned char)(h.token >> (56 - 8 * i));
  if (s == NULL || s->id != h.session || s->p.mode != NET_UDP || h.stream >= s->p.streams ||
      len != s->p.block || !net_equal(s->token, token, 8) || !net_addr_same_host(&s->peer, from))
    return;
  net_udp_take(&s->udp[h.stream], h.seq, h.sent_ns, now);
  __atomic_store_n(&s->udp_progress, s->udp_progress + 1, __ATOMIC_RELAXED);
}

/* Everything queued on the socket, without waiting; false when the
 * socket fails. */
static bool net_udp_drain(struct net_server *srv, unsigned char *bufs)
{
  struct mmsghdr msgs[NET_UDP_BATCH];
  struct iovec iov[NET_UDP_BATCH];
  struct sockaddr_storage from[NET_UDP_BATCH];
  for (;;) {
    for (int i = 0; i < NET_UDP_BATCH; i++) {
      iov[i] = (struct iovec) { bufs + (size_t)i * (NET_UDP_MAX + 1), NET_UDP_MAX + 1 };
      msgs[i].msg_hdr = (struct msghdr) { .msg_name = &from[i], .msg_namelen = sizeof(from[i]),
                                          .msg_iov = &iov[i], .msg_iovlen = 1 };
    }
    int n = recvmmsg(srv->ufd, msgs, NET_UDP_BATCH, MSG_DONTWAIT, NULL);
    if (n < 0)
      return errno == EAGAIN || errno == EINTR || errno == ECONNREFUSED;
    uint64_t now = timer_now();
    pthread_mutex_lock(&srv->lock);
    for (int i = 0; i < n; i++) {
      struct net_addr a;
      net_addr_set(&a, (struct sockaddr *)&from[i], msgs[i].msg_hdr.msg_namelen);
      net_udp_count(srv, iov[i].iov_base, msgs[i].msg_len, &a, now);
    }
    pthread_mutex_unlock(&srv->lock);
  }
}

void *net_udp_main(void *arg)
{
  struct net_server *srv = arg;
  unsigned char *bufs = malloc((size_t)NET_UDP_BATCH * (NET_UDP_MAX + 1));
  struct pollfd pf[3] = { { .fd = srv->ufd, .events = POLLIN },
                          { .fd = srv->udp_wake, .events = POLLIN },
                          { .fd = srv->stopfd, .events = POLLIN } };
  while (bufs && poll(pf, 3, -1) >= 0 && !pf[2].revents) {
    uint64_t asked, v;
    pthread_mutex_lock(&srv->lock);
    asked = srv->udp_flush_asked;
    pthread_mutex_unlock(&srv->lock);
    if (pf[1].revents && read(srv->udp_wake, &v, sizeof(v)) < 0 && errno != EAGAIN)
      break;
    if (!net_udp_drain(srv, bufs))
      break;
    pthread_mutex_lock(&srv->lock);
    srv->udp_flushed = asked;
    pthread_cond_broadcast(&srv->cond);
    pthread_mutex_unlock(&srv->lock);
  }
  free(bufs);
  return NULL;
}

void net_udp_flush(struct net_server *srv)
{
  uint64_t one = 1;
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  ts.tv_sec += 2;
  pthread_mutex_lock(&srv->lock);
  uint64_t want = ++srv->udp_flush_asked;
  pthread_mutex_unlock(&srv->lock);
  if (write(srv->udp_wake, &one, sizeof(one)) < 0)
    return;
  pthread_mutex_lock(&srv->lock);
  while (srv->udp_flushed < want && pthread_cond_timedwait(&srv->cond, &srv->lock, &ts) == 0)
    ;
  pthread_mutex_unlock(&srv->lock);
}
