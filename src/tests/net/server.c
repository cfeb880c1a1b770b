/* SPDX-License-Identifier: GPL-2.0-or-later */
/* server.c: the server's listener and its lifetime (server.h): new
 * connections, their first line read without blocking and within a
 * deadline, authentication, and the hand-over to sessions; start, stop,
 * and the serve command. */
#include "server.h"

#include <errno.h>
#include <semaphore.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/resource.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "monitor/monitor.h"
#include "core/base/timer.h"
#include "tune.h"
#include "core/run/watchdog.h"

/* A connection that has not said what it is yet. */
struct net_pending {
  int fd;                     /* -1: a free slot */
  uint32_t gen;
  bool auth;                  /* its hello came; the answer to the challenge is awaited */
  uint64_t deadline;
  struct net_addr peer;
  struct net_params hello;
  unsigned char nonce[NET_NONCE_BYTES];
  size_t len;
  char buf[NET_MSG_MAX];
};

#define NET_TAG_LISTEN (~0ULL)
#define NET_TAG_STOP (~0ULL - 1)
#define NET_COMPLAIN_WINDOW (10 * NS_PER_SEC)
#define NET_COMPLAIN_MAX 10
#define NET_UDP_RCVBUF (8 << 20)

void net_server_log(const struct net_server *srv, const char *fmt, ...)
{
  enum log_prio prio = srv->cfg.own ? LOG_DEBUG : LOG_NOTICE;
  if (!log_enabled(prio))
    return;
  char line[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof(line), fmt, ap);
  va_end(ap);
  log_msg(prio, "net server: %s", line);
}

/* "(N more ... not shown)": the complaints dropped since the last one. */
static void net_server_dropped(struct net_server *srv, unsigned dropped)
{
  if (dropped)
    net_server_log(srv, "(%u more refused or broken connection%s not shown)", dropped,
                   dropped == 1 ? "" : "s");
}

void net_server_complain(struct net_server *srv, const char *fmt, ...)
{
  char line[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof(line), fmt, ap);
  va_end(ap);
  /* --verbosity=4 and more: every one. */
  bool all = log_enabled(LOG_INFO);
  uint64_t now = timer_now();
  pthread_mutex_lock(&srv->lock);
  unsigned dropped = 0;
  if (now - srv->complain_at >= NET_COMPLAIN_WINDOW) {
    dropped = srv->complaints_dropped;
    srv->complain_at = now;
    srv->complained = srv->complaints_dropped = 0;
  }
  bool say = all || srv->complained < NET_COMPLAIN_MAX;
  if (say)
    srv->complained++;
  else
    srv->complaints_dropped++;
  pthread_mutex_unlock(&srv->lock);
  net_server_dropped(srv, dropped);
  if (say)
    net_server_log(srv, "%s", line);
}

int net_server_thread(pthread_t *t, void *(*fn)(void *), void *arg)
{
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, NET_THREAD_STACK);
  /* Detached from birth: a detached thread may free arg (its session) and
   * end before pthread_create returns, so nothing of it is read after. */
  pthread_t detached;
  if (!t) {
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    t = &detached;
  }
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &old);
  int err = pthread_create(t, &attr, fn, arg);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  pthread_attr_destroy(&attr);
  return err;
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

/* The oldest waiting connection (the one with the earliest deadline). */
static struct net_pending *net_pending_oldest(struct net_server *srv)
{
  struct net_pending *old = NULL;
  for (int i = 0; i < srv->cfg.limits.max_pending; i++) {
    struct net_pending *p = &srv->pending[i];
    if (p->fd >= 0 && (old == NULL || p->deadline < old->deadline))
      old = p;
  }
  return old;
}

static void net_pending_add(struct net_server *srv, int fd, const struct net_addr *peer)
{
  struct net_pending *p = NULL;
  for (int i = 0; i < srv->cfg.limits.max_pending && p == NULL; i++)
    if (srv->pending[i].fd < 0)
      p = &srv->pending[i];
  if (p == NULL) {
    p = net_pending_oldest(srv);
    net_server_complain(srv, "closed %s: no message yet, and more connections are waiting "
                        "than --net-max-pending=%d", p->peer.text, srv->cfg.limits.max_pending);
    net_pending_free(srv, p, true);
  }
  p->fd = fd;
  p->gen = ++srv->pending_gen;
  p->auth = false;
  p->len = 0;
  p->peer = *peer;
  p->deadline = timer_now() + (uint64_t)srv->cfg.limits.idle_timeout * NS_PER_SEC;
  uint64_t idx = (uint64_t)(p - srv->pending);
  struct epoll_event ev = { .events = EPOLLIN | EPOLLRDHUP, .data.u64 = (uint64_t)p->gen << 32 | idx };
  if (epoll_ctl(srv->epfd, EPOLL_CTL_ADD, fd, &ev)) {
    close(fd);
    p->fd = -1;
  }
}

/* Every connection waiting in the kernel's queue. */
static void net_accept_all(struct net_server *srv)
{
  for (;;) {
    struct sockaddr_storage ss;
    socklen_t len = sizeof(ss);
    int fd = accept4(srv->lfd, (struct sockaddr *)&ss, &len, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) {
      if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM) {
        net_server_complain(srv, "cannot take a connection: %s", strerror(errno));
        struct net_pending *old = net_pending_oldest(srv);
        if (old)
          net_pending_free(srv, old, true);
        else
          usleep(10000);
      }
      return;
    }
    struct net_addr peer;
    net_addr_set(&peer, (struct sockaddr *)&ss, len);
    if (srv->cfg.allow && !net_allow_has(srv->cfg.allow, &peer)) {
      net_server_complain(srv, "refused %s: not in --net-allow", peer.text);
      close(fd);
      continue;
    }
    net_pending_add(srv, fd, &peer);
  }
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

/* A session for p, which leaves the listener. */
static void net_pending_to_session(struct net_server *srv, struct net_pending *p)
{
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
  pthread_mutex_lock(&srv->lock);
  struct net_session *s = net_session_find(srv, (uint32_t)m->num[NET_K_SESSION], token);
  int fd = p->fd;
  bool ok = s && net_session_adopt(s, fd, (unsigned)m->num[NET_K_INDEX],
                                   (const unsigned char *)p->buf + used, p->len - used, why,
                                   sizeof(why));
  pthread_mutex_unlock(&srv->lock);
  if (ok)
    net_pending_free(srv, p, false);
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

static void net_pending_read(struct net_server *srv, struct net_pending *p)
{
  ssize_t n = recv(p->fd, p->buf + p->len, sizeof(p->buf) - p->len, 0);
  if (n < 0 && (errno == EAGAIN || errno == EINTR))
    return;
  if (n <= 0) {
    /* Gone before a whole message: nothing to tell it. */
    if (p->auth)
      net_server_complain(srv, "%s left without answering the key's challenge", p->peer.text);
    net_pending_free(srv, p, true);
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

/* Closes the connections whose first line did not come in time; the
 * wait until the next deadline (ms; -1: none). */
static int net_pending_expire(struct net_server *srv)
{
  uint64_t now = timer_now(), next = UINT64_MAX;
  for (int i = 0; i < srv->cfg.limits.max_pending; i++) {
    struct net_pending *p = &srv->pending[i];
    if (p->fd < 0)
      continue;
    if (p->deadline <= now) {
      net_server_complain(srv, "closed %s: no complete message within %d s "
                          "(--net-idle-timeout)", p->peer.text, srv->cfg.limits.idle_timeout);
      net_pending_free(srv, p, true);
    } else if (p->deadline < next) {
      next = p->deadline;
    }
  }
  return next == UINT64_MAX ? -1 : (int)((next - now) / 1000000) + 1;
}

static void *net_listener_main(void *arg)
{
  struct net_server *srv = arg;
  struct epoll_event ev[64];
  int wait = -1;
  for (;;) {
    int n = epoll_wait(srv->epfd, ev, 64, wait);
    for (int i = 0; i < n; i++) {
      uint64_t tag = ev[i].data.u64;
      if (tag == NET_TAG_STOP)
        return NULL;
      if (tag == NET_TAG_LISTEN) {
        net_accept_all(srv);
        continue;
      }
      struct net_pending *p = &srv->pending[(uint32_t)tag];
      if (p->fd >= 0 && p->gen == (uint32_t)(tag >> 32))
        net_pending_read(srv, p);
    }
    wait = net_pending_expire(srv);
  }
}

static int net_epoll_add(int epfd, int fd, uint64_t tag)
{
  struct epoll_event ev = { .events = EPOLLIN, .data.u64 = tag };
  return epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev);
}

/* The TCP listener and the UDP socket on the same port; with port 0,
 * a few tries until both are free. */
static int net_server_sockets(struct net_server *srv)
{
  for (int tries = 0; tries < 8; tries++) {
    struct net_addr a = srv->cfg.bind;
    srv->lfd = net_listen(&a, SOCK_STREAM);
    if (srv->lfd < 0)
      return -1;
    srv->addr = a;
    srv->ufd = net_listen(&a, SOCK_DGRAM);
    if (srv->ufd >= 0) {
      /* Room for bursts of datagrams while the UDP thread waits for a
       * CPU: beyond net.core.rmem_max only with CAP_NET_ADMIN. */
      int buf = NET_UDP_RCVBUF;
      if (setsockopt(srv->ufd, SOL_SOCKET, SO_RCVBUFFORCE, &buf, sizeof(buf)))
        setsockopt(srv->ufd, SOL_SOCKET, SO_RCVBUF, &buf, sizeof(buf));
      return 0;
    }
    close(srv->lfd);
    srv->lfd = -1;
    if (net_addr_port(&srv->cfg.bind) != 0)
      return -1;
  }
  return -1;
}

/* The descriptors the limits allow at most, against RLIMIT_NOFILE. */
static void net_server_check_fds(const struct net_server *srv)
{
  const struct net_limits *l = &srv->cfg.limits;
  struct rlimit rl;
  long need = (long)l->max_pending + l->max_clients + 2L * l->max_streams + 16;
  if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
      (rlim_t)need > rl.rlim_cur)
    log_warning("net server: its limits allow %ld descriptors, more than the %llu of "
                "RLIMIT_NOFILE (raise it with ulimit -n, or lower the limits)", need,
                (unsigned long long)rl.rlim_cur);
}

static int net_server_open(struct net_server *srv)
{
  const struct net_limits *l = &srv->cfg.limits;
  srv->pending = calloc((size_t)l->max_pending, sizeof(*srv->pending));
  srv->sessions = calloc((size_t)l->max_clients, sizeof(*srv->sessions));
  if (srv->pending == NULL || srv->sessions == NULL) {
    alloc_failed();
    return -1;
  }
  for (int i = 0; i < l->max_pending; i++)
    srv->pending[i].fd = -1;
  if (net_files_open(&srv->files, srv->cfg.dir, l->max_file_size) || net_server_sockets(srv))
    return -1;
  srv->epfd = epoll_create1(EPOLL_CLOEXEC);
  srv->stopfd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  srv->udp_wake = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if (srv->epfd < 0 || srv->stopfd < 0 || srv->udp_wake < 0 ||
      net_epoll_add(srv->epfd, srv->lfd, NET_TAG_LISTEN) ||
      net_epoll_add(srv->epfd, srv->stopfd, NET_TAG_STOP) || net_set_blocking(srv->lfd, false)) {
    log_fatal("net server: %s", strerror(errno));
    return -1;
  }
  net_server_check_fds(srv);
  return 0;
}

static void net_server_free(struct net_server *srv)
{
  for (int i = 0; srv->pending && i < srv->cfg.limits.max_pending; i++)
    if (srv->pending[i].fd >= 0)
      close(srv->pending[i].fd);
  int fds[] = { srv->lfd, srv->ufd, srv->epfd, srv->stopfd, srv->udp_wake };
  for (size_t i = 0; i < sizeof(fds) / sizeof(fds[0]); i++)
    if (fds[i] >= 0)
      close(fds[i]);
  net_files_close(&srv->files);
  pthread_mutex_destroy(&srv->lock);
  pthread_cond_destroy(&srv->cond);
  free(srv->pending);
  free(srv->sessions);
  free(srv);
}

int net_server_start(const struct net_server_config *cfg, struct net_server **out)
{
  struct net_server *srv = calloc(1, sizeof(*srv));
  if (srv == NULL) {
    alloc_failed();
    return -1;
  }
  srv->cfg = *cfg;
  srv->lfd = srv->ufd = srv->epfd = srv->stopfd = srv->udp_wake = srv->files.dirfd = -1;
  pthread_mutex_init(&srv->lock, NULL);
  pthread_cond_init(&srv->cond, NULL);
  if (net_server_open(srv)) {
    net_server_free(srv);
    return -1;
  }
  int err = net_server_thread(&srv->listener, net_listener_main, srv);
  srv->listener_started = err == 0;
  if (err == 0) {
    err = net_server_thread(&srv->udp_thread, net_udp_main, srv);
    srv->udp_started = err == 0;
  }
  if (err) {
    log_fatal("net server: cannot start its threads: %s", strerror(err));
    net_server_stop(srv);
    return -1;
  }
  *out = srv;
  return 0;
}

void net_server_quiesce(struct net_server *srv, int timeout_ms)
{
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  ts.tv_sec += timeout_ms / 1000;
  ts.tv_nsec += (long)(timeout_ms % 1000) * 1000000;
  if (ts.tv_nsec >= 1000000000) {
    ts.tv_sec++;
    ts.tv_nsec -= 1000000000;
  }
  pthread_mutex_lock(&srv->lock);
  while (srv->nsessions > 0 && pthread_cond_timedwait(&srv->cond, &srv->lock, &ts) == 0)
    ;
  pthread_mutex_unlock(&srv->lock);
}

void net_server_stop(struct net_server *srv)
{
  uint64_t one = 1;
  if (write(srv->stopfd, &one, sizeof(one)) < 0)
    log_warning("net server: cannot tell its threads to stop: %s", strerror(errno));
  if (srv->listener_started)
    pthread_join(srv->listener, NULL);
  if (srv->udp_started)
    pthread_join(srv->udp_thread, NULL);
  /* The sessions see the same descriptor and end. */
  pthread_mutex_lock(&srv->lock);
  while (srv->nsessions > 0)
    pthread_cond_wait(&srv->cond, &srv->lock);
  unsigned dropped = srv->complaints_dropped;
  pthread_mutex_unlock(&srv->lock);
  net_server_dropped(srv, dropped);
  net_server_free(srv);
}

static sem_t net_serve_signal;

static void net_serve_on_signal(void *arg)
{
  sem_post(arg);
}

static void net_serve_banner(const struct net_conf *c, const struct net_server *srv)
{
  const struct net_limits *l = &c->limits;
  net_server_log(srv, "listening on %s (TCP and UDP), protocol %d; at most %d client tests "
                 "and %d streams at once, %d s each, %d s without progress%s%s%s%s",
                 srv->addr.text, NET_PROTO_VERSION, l->max_clients, l->max_streams, l->max_time,
                 l->idle_timeout, c->keyed ? "; clients need the key" : "",
                 c->allow.n ? "; only from --net-allow's networks" : "",
                 c->dir ? "; files in " : "", c->dir ? c->dir : "");
}

int net_serve(struct net_conf *c)
{
  struct net_server_config cfg = { .limits = c->limits, .allow = &c->allow,
                                   .key = c->keyed ? &c->key : NULL, .dir = c->dir,
                                   .watch = c->watch };
  if (net_addr_resolve(c->bind, c->port, c->family, true, &cfg.bind))
    return 1;
  struct net_server *srv;
  sem_init(&net_serve_signal, 0, 0);
  watchdog_start();
  watchdog_listen(net_serve_on_signal, &net_serve_signal);
  int rc = 1;
  if (net_server_start(&cfg, &srv) == 0) {
    net_serve_banner(c, srv);
    watchdog_hook_enter("serve");
    while (sem_wait(&net_serve_signal) && errno == EINTR)
      ;
    int sig = watchdog_signal();
    net_server_log(srv, "stopping (%s): %llu client test%s served",
                   sig == SIGTERM ? "SIGTERM" : "SIGINT", (unsigned long long)srv->served,
                   srv->served == 1 ? "" : "s");
    net_server_stop(srv);
    watchdog_hook_leave();
    rc = 0;
  }
  watchdog_listen(NULL, NULL);
  watchdog_stop();
  sem_destroy(&net_serve_signal);
  return rc;
}
