/* SPDX-License-Identifier: GPL-2.0-or-later */
/* server.c: the server's listener and its lifetime (server.h): new
 * connections taken (and handed to pending.c until their first line has
 * come), start, stop, and the serve command. */
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

#define NET_TAG_LISTEN (~0ULL)
#define NET_TAG_STOP (~0ULL - 1)
#define NET_TAG_WAKE (~0ULL - 2)
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
        if (!net_pending_give_way(srv))
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
    net_pending_take(srv, fd, &peer);
  }
}

int net_listener_round(struct net_server *srv, int wait)
{
  struct epoll_event ev[64];
  int n = epoll_wait(srv->epfd, ev, 64, wait);
  bool listen = false;
  /* What the connections already taken have sent comes first: a new
   * connection may need the room of one of them. */
  for (int i = 0; i < n; i++) {
    uint64_t tag = ev[i].data.u64;
    if (tag == NET_TAG_STOP)
      return -2;
    if (tag == NET_TAG_LISTEN) {
      listen = true;
    } else if (tag == NET_TAG_WAKE) {
      uint64_t v;
      if (read(srv->wake, &v, sizeof(v)) == sizeof(v))
        net_pending_retry(srv);
    } else {
      net_pending_ready(srv, tag);
    }
  }
  if (listen)
    net_accept_all(srv);
  int next = net_pending_expire(srv), files = net_files_expire(&srv->files);
  if (files >= 0 && (next < 0 || files < next))
    next = files;
  /* A file-read file is let go by its last test meanwhile: a look each
   * second at most. */
  return srv->files.dirfd >= 0 && (next < 0 || next > 1000) ? 1000 : next;
}

static void *net_listener_main(void *arg)
{
  struct net_server *srv = arg;
  int wait = -1;
  while ((wait = net_listener_round(srv, wait)) != -2)
    ;
  return NULL;
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
  srv->sessions = calloc((size_t)l->max_clients, sizeof(*srv->sessions));
  if (net_pending_init(srv) || srv->sessions == NULL) {
    alloc_failed();
    return -1;
  }
  if (net_files_open(&srv->files, srv->cfg.dir, l) || net_server_sockets(srv))
    return -1;
  srv->epfd = epoll_create1(EPOLL_CLOEXEC);
  srv->stopfd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  srv->udp_wake = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  srv->wake = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if (srv->epfd < 0 || srv->stopfd < 0 || srv->udp_wake < 0 || srv->wake < 0 ||
      net_epoll_add(srv->epfd, srv->wake, NET_TAG_WAKE) ||
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
  net_pending_close_all(srv);
  int fds[] = { srv->lfd, srv->ufd, srv->epfd, srv->stopfd, srv->udp_wake, srv->wake };
  for (size_t i = 0; i < sizeof(fds) / sizeof(fds[0]); i++)
    if (fds[i] >= 0)
      close(fds[i]);
  net_files_close(&srv->files);
  pthread_mutex_destroy(&srv->lock);
  pthread_cond_destroy(&srv->cond);
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
  srv->lfd = srv->ufd = srv->epfd = srv->stopfd = srv->udp_wake = srv->wake = -1;
  srv->files.dirfd = -1;
  pthread_mutex_init(&srv->lock, NULL);
  pthread_cond_init(&srv->cond, NULL);
  if (net_server_open(srv)) {
    net_server_free(srv);
    return -1;
  }
  int err = cfg->manual ? 0 : net_server_thread(&srv->listener, net_listener_main, srv);
  srv->listener_started = err == 0 && !cfg->manual;
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
    pthread_mutex_lock(&srv->lock);
    uint64_t served = srv->served;
    pthread_mutex_unlock(&srv->lock);
    net_server_log(srv, "stopping (%s): %llu client test%s served",
                   sig == SIGTERM ? "SIGTERM" : "SIGINT", (unsigned long long)served,
                   served == 1 ? "" : "s");
    net_server_stop(srv);
    watchdog_hook_leave();
    rc = 0;
  }
  watchdog_listen(NULL, NULL);
  watchdog_stop();
  sem_destroy(&net_serve_signal);
  return rc;
}
