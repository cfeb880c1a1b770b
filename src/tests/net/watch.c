/* SPDX-License-Identifier: GPL-2.0-or-later */
/* watch.c: the server's machine under a client's test, watched as a run
 * is (the start and end samples: no sampling thread), so that the client
 * hears whether this end was fit to be measured too. A session soon after the
 * previous one does not hold the server's own load against this one.
 * One session is watched at a time (the watch holds a descriptor per CPU
 * and sensor): a test that runs beside a watched one sends no verdict. */
#include "server.h"

#include <stdio.h>
#include <sys/socket.h>

#include "monitor/monitor.h"
#include "core/base/timer.h"

static const struct run_config net_watch_rc;

/* The client, when it is on this machine (it reached the server over
 * loopback or an address of this machine, its connection's source): its
 * CPU time and the interrupts are the test's, not other processes'. */
static void net_session_watch_peer(struct net_session *s)
{
  struct net_addr local;
  local.len = sizeof(local.sa);
  if (getsockname(s->ctl, (struct sockaddr *)&local.sa, &local.len) != 0 ||
      !net_addr_same_host(&local, &s->peer))
    return;
  int pid = monitor_peer_connection((const struct sockaddr *)&s->peer.sa,
                                    (const struct sockaddr *)&local.sa);
  if (pid > 0) {
    s->watch->peer.pid = pid;
    snprintf(s->watch->peer.what, sizeof(s->watch->peer.what), "client");
  }
}

void net_session_watch_begin(struct net_session *s)
{
  struct net_server *srv = s->srv;
  if (!srv->cfg.watch)
    return;
  const struct monitor_conf conf = { .mode = MONITOR_WARN, .interval = 1 };
  pthread_mutex_lock(&srv->lock);
  bool busy = srv->watching;
  srv->watching = true;
  uint64_t last = srv->watch_end_ns;
  pthread_mutex_unlock(&srv->lock);
  if (busy)
    return;
  s->watch = monitor_watch_begin(&net_watch_rc, &conf, last ? timer_sec(timer_now() - last) : -1);
  if (s->watch)
    net_session_watch_peer(s);
  if (s->watch == NULL) {
    pthread_mutex_lock(&srv->lock);
    srv->watching = false;
    pthread_mutex_unlock(&srv->lock);
  }
}

/* The verdict's rules for the result and its texts for the log line. */
void net_session_watch_end(struct net_session *s)
{
  struct net_server *srv = s->srv;
  struct monitor_verdict v;
  if (s->watch == NULL)
    return;
  monitor_watch_end(s->watch, &v);
  monitor_watch_free(s->watch);
  monitor_counters_free();
  s->watch = NULL;
  monitor_verdict_rules(&v, '-', s->verdict, sizeof(s->verdict));
  if (v.peer[0])
    net_server_log(srv, "%s: %s", s->peer.text, v.peer);
  if (s->verdict[0] == '\0')
    snprintf(s->verdict, sizeof(s->verdict), "ok");
  size_t used = 0;
  for (int i = 0; i < v.n && used + 1 < sizeof(s->verdict_text); i++) {
    int n = snprintf(s->verdict_text + used, sizeof(s->verdict_text) - used, "%s%s",
                     i ? "; " : "", v.p[i].text);
    used += n > 0 ? (size_t)n : 0;
  }
  pthread_mutex_lock(&srv->lock);
  srv->watch_end_ns = timer_now();
  srv->watching = false;
  pthread_mutex_unlock(&srv->lock);
}
