/* SPDX-License-Identifier: GPL-2.0-or-later */
/* pending.c: the connections that have not said what they are yet
 * (server.h): each read without blocking until its first line (and its
 * answer to the key's challenge) has come, within --net-idle-timeout of
 * its arrival; then refused, or handed to a session (a hello) or to a
 * session's data connections (a stream line). A hello that finds every
 * session slot taken waits here for one, within the same deadline. At
 * most --net-max-pending wait at once: for a new one, those epoll reports
 * readable are read first (not each one waiting); then one gives way,
 * after a last look at what it may have sent since: the oldest that has
 * sent nothing, else the oldest with part of a line, else the oldest
 * whose hello has not answered the key's challenge; an admitted hello
 * waiting for a session slot never does (when every one is such, the new
 * one is told the server is busy). */
#include "server.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <unistd.h>

#include "core/base/timer.h"
#include "tune.h"

/* How long a hello waits for a session slot at most: half of
 * --net-idle-timeout (5 s by default), for the slots that hellos closed
 * at once hold for a moment, and so that a client whose --net-timeout is
 * the server's idle timeout hears that the server is busy before it
 * gives up. */
static uint64_t net_pending_slot_wait(const struct net_server *srv)
{
  return (uint64_t)srv->cfg.limits.idle_timeout * NS_PER_SEC / 2;
}

/* A connection that has not said what it is yet. */
struct net_pending {
  int fd;                     /* -1: a free slot */
  uint32_t gen;
  bool auth;                  /* its hello came; the answer to the challenge is awaited */
  bool waiting;               /* its hello is admitted; a session slot is awaited */
  uint64_t since, deadline;
  struct net_addr peer;
  struct net_params hello;
  unsigned char nonce[NET_NONCE_BYTES];
  size_t len;
  char buf[NET_MSG_MAX];
};

int net_pending_init(struct net_server *srv)
{
  srv->pending = calloc((size_t)srv->cfg.limits.max_pending, sizeof(*srv->pending));
  if (srv->pending == NULL)
    return -1;
  for (int i = 0; i < srv->cfg.limits.max_pending; i++)
    srv->pending[i].fd = -1;
  return 0;
}

void net_pending_close_all(struct net_server *srv)
{
  for (int i = 0; srv->pending && i < srv->cfg.limits.max_pending; i++)
    if (srv->pending[i].fd >= 0)
      close(srv->pending[i].fd);
  free(srv->pending);
  srv->pending = NULL;
}

/* One reply on a connection not handed on yet: best effort, no wait. */
static void net_pending_reply(int fd, const struct net_msg *m)
{
  char line[NET_MSG_MAX];
  size_t n = net_msg_format(m, line);
  if (send(fd, line, n, MSG_DONTWAIT | MSG_NOSIGNAL) < 0)
    return;
}

static void net_pending_free(struct net_server *srv, struct net_pending *p, bool close_fd)
{
  epoll_ctl(srv->epfd, EPOLL_CTL_DEL, p->fd, NULL);
  if (close_fd)
    close(p->fd);
  p->fd = -1;
}

/* Refuses p with the reason, to the client and in the log. */
static void net_pending_refuse(struct net_server *srv, struct net_pending *p, const char *why)
{
  struct net_msg m;
  net_msg_error(&m, "%s", why);
  net_pending_reply(p->fd, &m);
  net_server_complain(srv, "refused %s: %s", p->peer.text, why);
  net_pending_free(srv, p, true);
}

static void net_pending_challenge(struct net_server *srv, struct net_pending *p)
{
  struct net_msg m;
  if (net_random(p->nonce, sizeof(p->nonce))) {
    net_pending_refuse(srv, p, "the server has no random numbers");
    return;
  }
  net_msg_start(&m, NET_MSG_CHALLENGE);
  net_msg_set_hex(&m, NET_K_NONCE, p->nonce, sizeof(p->nonce));
  net_pending_reply(p->fd, &m);
  p->auth = true;
}

/* Has p's client closed (or reset) its connection already? A hello
 * sent and closed at once takes no session slot nor thread. */
static bool net_pending_gone(const struct net_pending *p)
{
  char c;
  ssize_t n = recv(p->fd, &c, 1, MSG_PEEK | MSG_DONTWAIT);
  return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
}

/* Is every session slot taken? */
static bool net_pending_full(struct net_server *srv)
{
  pthread_mutex_lock(&srv->lock);
  bool full = srv->nsessions >= srv->cfg.limits.max_clients;
  pthread_mutex_unlock(&srv->lock);
  return full;
}

/* A session for p, which leaves the listener; or p waits for a slot
 * (a session that ends wakes the listener: net_pending_retry). */
static void net_pending_to_session(struct net_server *srv, struct net_pending *p)
{
  if (net_pending_gone(p)) {
    net_server_complain(srv, "%s left before its test began", p->peer.text);
    net_pending_free(srv, p, true);
    return;
  }
  if (net_pending_full(srv)) {
    uint64_t until = timer_now() + net_pending_slot_wait(srv);
    if (!p->waiting && until < p->deadline)
      p->deadline = until;
    p->waiting = true;
    return;
  }
  p->waiting = false;
  int fd = p->fd;
  struct net_addr peer = p->peer;
  struct net_params hello = p->hello;
  net_pending_free(srv, p, false);
  net_session_start(srv, fd, &peer, &hello);
}

/* The session for p's hello, once the client is known (it has proven the
 * key, or the server has none): only then is anything it asks for applied,
 * the congestion control first, on the control connection, which tells
 * whether the kernel has it. */
static void net_pending_admit(struct net_server *srv, struct net_pending *p)
{
  char why[256];
  if (p->hello.cc[0]) {
    struct net_params cc = { 0 };
    memcpy(cc.cc, p->hello.cc, sizeof(cc.cc));
    if (net_tune(p->fd, &cc, 0, why, sizeof(why))) {
      net_pending_refuse(srv, p, why);
      return;
    }
  }
  net_pending_to_session(srv, p);
}

static void net_pending_hello(struct net_server *srv, struct net_pending *p,
                              const struct net_msg *m)
{
  char why[256];
  if (net_params_from_msg(&p->hello, m, why, sizeof(why))) {
    net_pending_refuse(srv, p, why);
    return;
  }
  if (srv->cfg.key)
    net_pending_challenge(srv, p);
  else
    net_pending_admit(srv, p);
}

static void net_pending_auth(struct net_server *srv, struct net_pending *p,
                             const struct net_msg *m)
{
  unsigned char mac[NET_MAC_BYTES];
  if (m->verb != NET_MSG_AUTH || !net_msg_hex(m, NET_K_MAC, mac, sizeof(mac))) {
    net_pending_refuse(srv, p, "the server asked for the key (--net-key-file)");
    return;
  }
  if (!net_auth_verify(srv->cfg.key, p->nonce, mac)) {
    net_pending_refuse(srv, p, "wrong key (--net-key-file)");
    return;
  }
  net_pending_admit(srv, p);
}

static void net_pending_stream(struct net_server *srv, struct net_pending *p,
                               const struct net_msg *m, size_t used)
{
  unsigned char token[NET_TOKEN_BYTES];
  char why[256] = "no such test (it has ended, or the token is wrong)";
  net_msg_hex(m, NET_K_TOKEN, token, sizeof(token));
  int fd = p->fd;
  /* Out of the listener's set while it is still the listener's: once a
   * session has it, the session may close it (and the number be reused). */
  epoll_ctl(srv->epfd, EPOLL_CTL_DEL, fd, NULL);
  pthread_mutex_lock(&srv->lock);
  struct net_session *s = net_session_find(srv, (uint32_t)m->num[NET_K_SESSION], token);
  bool ok = s && net_session_adopt(s, fd, (unsigned)m->num[NET_K_INDEX],
                                   (const unsigned char *)p->buf + used, p->len - used, why,
                                   sizeof(why));
  pthread_mutex_unlock(&srv->lock);
  if (ok)
    p->fd = -1;
  else
    net_pending_refuse(srv, p, why);
}

/* p's first line (or its answer to the challenge), used bytes of p->buf. */
static void net_pending_line(struct net_server *srv, struct net_pending *p, size_t used)
{
  struct net_msg m;
  char why[256];
  int rc = net_msg_parse(p->buf, used, &m, why, sizeof(why));
  if (rc == -2) {
    snprintf(why, sizeof(why), "protocol version %u is not this server's: it speaks %d "
             "(sysbench-ng %s); run the same release on both ends", m.version,
             NET_PROTO_VERSION, PACKAGE_VERSION);
    net_pending_refuse(srv, p, why);
  } else if (rc) {
    net_pending_refuse(srv, p, why);
  } else if (p->auth) {
    net_pending_auth(srv, p, &m);
  } else if (m.verb == NET_MSG_HELLO) {
    net_pending_hello(srv, p, &m);
  } else if (m.verb == NET_MSG_STREAM) {
    net_pending_stream(srv, p, &m, used);
  } else {
    snprintf(why, sizeof(why), "unexpected '%s' (a connection starts with hello or stream)",
             net_verb_name(m.verb));
    net_pending_refuse(srv, p, why);
  }
}

/* What p has sent since the last look, and its lines. */
static void net_pending_read(struct net_server *srv, struct net_pending *p)
{
  ssize_t n = recv(p->fd, p->buf + p->len, sizeof(p->buf) - p->len, MSG_DONTWAIT);
  if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
    return;
  if (n <= 0) {
    /* Gone before a whole message: nothing to tell it. */
    if (p->auth || p->waiting)
      net_server_complain(srv, "%s left %s", p->peer.text, p->auth ? "without answering the "
                          "key's challenge" : "before its test began");
    net_pending_free(srv, p, true);
    return;
  }
  if (p->waiting) {
    net_pending_refuse(srv, p, "a message before the server's answer to hello");
    return;
  }
  p->len += (size_t)n;
  char *nl;
  while (p->fd >= 0 && (nl = memchr(p->buf, '\n', p->len)) != NULL) {
    size_t used = (size_t)(nl - p->buf) + 1;
    net_pending_line(srv, p, used);
    if (p->fd < 0)
      return;
    /* Still waiting (the answer to the challenge): what follows is its start. */
    memmove(p->buf, p->buf + used, p->len - used);
    p->len -= used;
  }
  if (p->fd >= 0 && p->len == sizeof(p->buf))
    net_pending_refuse(srv, p, "message longer than 1024 bytes");
}

void net_pending_ready(struct net_server *srv, uint64_t tag)
{
  if ((uint32_t)tag >= (uint32_t)srv->cfg.limits.max_pending)
    return;
  struct net_pending *p = &srv->pending[(uint32_t)tag];
  if (p->fd >= 0 && p->gen == (uint32_t)(tag >> 32))
    net_pending_read(srv, p);
}

/* What a waiting connection has shown of itself, in the order in which
 * they give way to a new one: nothing, part of its first line, a hello
 * whose key's challenge is not answered yet. A hello admitted (the key
 * proven, or none asked for) that waits for a session slot never gives
 * way to a connection nobody knows yet. */
enum net_pending_kind { NET_PENDING_SILENT, NET_PENDING_PARTIAL, NET_PENDING_CHALLENGED,
                        NET_PENDING_ADMITTED };

static enum net_pending_kind net_pending_kind(const struct net_pending *p)
{
  return p->waiting ? NET_PENDING_ADMITTED : p->auth ? NET_PENDING_CHALLENGED
         : p->len ? NET_PENDING_PARTIAL : NET_PENDING_SILENT;
}

/* The connection to close for room: the oldest of the first kind there
 * is, short of the admitted; NULL when every one is admitted. */
static struct net_pending *net_pending_victim(struct net_server *srv)
{
  struct net_pending *v = NULL;
  for (int i = 0; i < srv->cfg.limits.max_pending; i++) {
    struct net_pending *p = &srv->pending[i];
    if (p->fd < 0 || net_pending_kind(p) == NET_PENDING_ADMITTED)
      continue;
    if (v == NULL || net_pending_kind(p) < net_pending_kind(v) ||
        (net_pending_kind(p) == net_pending_kind(v) && p->since < v->since))
      v = p;
  }
  return v;
}

bool net_pending_give_way(struct net_server *srv)
{
  static const char *const why[] = { "no message yet", "its message is not complete",
                                     "no answer to the key's challenge yet" };
  for (;;) {
    struct net_pending *v = net_pending_victim(srv);
    if (v == NULL)
      return false;
    /* A last look: its line may have come since (it goes on, and its
     * slot is free), or more of it (it may be of another kind now). */
    enum net_pending_kind kind = net_pending_kind(v);
    net_pending_read(srv, v);
    if (v->fd < 0)
      return true;
    if (net_pending_kind(v) != kind)
      continue;
    net_server_complain(srv, "closed %s: %s, and more connections are waiting than "
                        "--net-max-pending=%d", v->peer.text, why[kind],
                        srv->cfg.limits.max_pending);
    net_pending_free(srv, v, true);
    return true;
  }
}

/* A free slot; NULL when every one is taken. */
static struct net_pending *net_pending_slot(struct net_server *srv)
{
  for (int i = 0; i < srv->cfg.limits.max_pending; i++)
    if (srv->pending[i].fd < 0)
      return &srv->pending[i];
  return NULL;
}

/* The connections with something to read (a line, a close) read, before
 * any gives way: a burst of connections already done makes room. Only
 * those epoll says are ready, at most NET_PENDING_BATCH, in one call: not
 * a read of every connection waiting for each new one (the listener's
 * own tags, level-triggered, come again in its next round). */
#define NET_PENDING_BATCH 64
static void net_pending_read_ready(struct net_server *srv)
{
  struct epoll_event ev[NET_PENDING_BATCH];
  int n = epoll_wait(srv->epfd, ev, NET_PENDING_BATCH, 0);
  for (int i = 0; i < n; i++)
    net_pending_ready(srv, ev[i].data.u64);
}

/* A new connection when every one waiting is a hello admitted that waits
 * for a session slot: the server is busy, and says so. */
static void net_pending_busy(struct net_server *srv, int fd, const struct net_addr *peer)
{
  struct net_msg m;
  net_msg_error(&m, "the server is busy: it serves %d client tests at once "
                "(--net-max-clients), and %d more wait for one (--net-max-pending)",
                srv->cfg.limits.max_clients, srv->cfg.limits.max_pending);
  net_pending_reply(fd, &m);
  net_server_complain(srv, "refused %s: %s", peer->text, m.text);
  close(fd);
}

void net_pending_take(struct net_server *srv, int fd, const struct net_addr *peer)
{
  struct net_pending *p = net_pending_slot(srv);
  if (p == NULL) {
    net_pending_read_ready(srv);
    p = net_pending_slot(srv);
  }
  while (p == NULL) {
    if (!net_pending_give_way(srv)) {
      net_pending_busy(srv, fd, peer);
      return;
    }
    p = net_pending_slot(srv);
  }
  p->fd = fd;
  p->gen = ++srv->pending_gen;
  p->auth = p->waiting = false;
  p->len = 0;
  p->peer = *peer;
  p->since = timer_now();
  p->deadline = p->since + (uint64_t)srv->cfg.limits.idle_timeout * NS_PER_SEC;
  uint64_t idx = (uint64_t)(p - srv->pending);
  struct epoll_event ev = { .events = EPOLLIN | EPOLLRDHUP, .data.u64 = (uint64_t)p->gen << 32 | idx };
  if (epoll_ctl(srv->epfd, EPOLL_CTL_ADD, fd, &ev)) {
    close(fd);
    p->fd = -1;
  }
}

void net_pending_retry(struct net_server *srv)
{
  struct net_pending *first;
  do {
    first = NULL;
    for (int i = 0; i < srv->cfg.limits.max_pending; i++) {
      struct net_pending *p = &srv->pending[i];
      if (p->fd >= 0 && p->waiting && (first == NULL || p->since < first->since))
        first = p;
    }
    if (first)
      net_pending_to_session(srv, first);
  } while (first && first->fd < 0);
}

int net_pending_expire(struct net_server *srv)
{
  uint64_t now = timer_now(), next = UINT64_MAX;
  for (int i = 0; i < srv->cfg.limits.max_pending; i++) {
    struct net_pending *p = &srv->pending[i];
    if (p->fd < 0)
      continue;
    if (p->deadline <= now && p->waiting) {
      char why[160];
      snprintf(why, sizeof(why), "the server is busy: it serves %d client tests at once "
               "(--net-max-clients)", srv->cfg.limits.max_clients);
      net_pending_refuse(srv, p, why);
    } else if (p->deadline <= now) {
      net_server_complain(srv, "closed %s: no complete message within %d s "
                          "(--net-idle-timeout)", p->peer.text, srv->cfg.limits.idle_timeout);
      net_pending_free(srv, p, true);
    } else if (p->deadline < next) {
      next = p->deadline;
    }
  }
  return next == UINT64_MAX ? -1 : (int)((next - now) / 1000000) + 1;
}
