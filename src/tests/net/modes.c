/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modes.c: one event of each --net-test-mode, in the worker's thread:
 * send (one send of a block), recv (one receive of a whole block), bidir
 * (a send and a receive in turn), rr (a request sent and its response
 * received, on one connection: netperf's TCP_RR), crr (connect, the
 * request, the response, close: TCP_CRR) and udp (one datagram). Each
 * counts its reads, writes and bytes in the worker's counters; a failed
 * connection is SB_EVENT_LOST, after its FATAL line. file-read's event
 * is recv's (the first opens the connection), file-write's send's: the
 * files are the server's. */
#include <errno.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "plugin/test.h"
#include "core/base/timer.h"
#include "core/run/runner.h"

/* The first measured event takes the worker's mark. */
static inline struct net_worker *net_event_worker(struct sb_worker *w)
{
  struct net_worker *nw = w->data;
  if (__builtin_expect(!nw->meter.marked, 0) && !w->unmeasured)
    net_client_mark(nw);
  return nw;
}

/* Exactly n bytes; 0, or -1 with errno (0: the peer closed). */
static int net_recv_full(int fd, void *buf, size_t n)
{
  char *p = buf;
  while (n) {
    ssize_t r = recv(fd, p, n, MSG_WAITALL);
    if (r > 0) {
      p += r;
      n -= (size_t)r;
    } else if (r == 0 || errno != EINTR) {
      if (r == 0)
        errno = 0;
      return -1;
    }
  }
  return 0;
}

static int net_event_send(struct sb_worker *w)
{
  struct net_worker *nw = net_event_worker(w);
  if (net_sender_send(&nw->sender, nw->fd, nw->buflen))
    return net_client_lost(w, "sending", errno);
  stats_inc(w->stats, STATS_WRITE, 1);
  stats_inc(w->stats, STATS_BYTES_WRITTEN, nw->buflen);
  return SB_EVENT_OK;
}

static int net_recv_block(struct sb_worker *w, struct net_worker *nw)
{
  if (net_recv_full(nw->fd, nw->buf, nw->buflen))
    return net_client_lost(w, "receiving", errno);
  stats_inc(w->stats, STATS_READ, 1);
  stats_inc(w->stats, STATS_BYTES_READ, nw->buflen);
  return SB_EVENT_OK;
}

static int net_event_recv(struct sb_worker *w)
{
  return net_recv_block(w, net_event_worker(w));
}

/* file-read: the first event opens the data connection (the request for
 * the file), in the run's time. */
static int net_event_file_read(struct sb_worker *w)
{
  struct net_worker *nw = net_event_worker(w);
  if (__builtin_expect(!nw->opened, 0) && net_client_open_late(nw))
    return SB_EVENT_ERROR;
  return net_recv_block(w, nw);
}

static int net_event_bidir(struct sb_worker *w)
{
  struct net_worker *nw = w->data;
  nw->send_next = !nw->send_next;
  return nw->send_next ? net_event_send(w) : net_event_recv(w);
}

/* The request and its response on fd. */
static int net_transaction(struct sb_worker *w, struct net_worker *nw, int fd,
                           const void *req, size_t reqlen)
{
  const struct net_params *p = &nw->run->p;
  if (net_send_all(fd, req, reqlen))
    return net_client_lost(w, "sending a request", errno);
  if (net_recv_full(fd, nw->buf, (size_t)p->response))
    return net_client_lost(w, "receiving a response", errno);
  stats_inc(w->stats, STATS_WRITE, 1);
  stats_inc(w->stats, STATS_READ, 1);
  stats_inc(w->stats, STATS_BYTES_WRITTEN, p->request);
  stats_inc(w->stats, STATS_BYTES_READ, p->response);
  return SB_EVENT_OK;
}

static int net_event_rr(struct sb_worker *w)
{
  struct net_worker *nw = net_event_worker(w);
  return net_transaction(w, nw, nw->fd, nw->buf, (size_t)nw->run->p.request);
}

/* The server closes first (crr's TIME_WAIT stays on its side). */
static int net_event_crr(struct sb_worker *w)
{
  struct net_worker *nw = net_event_worker(w);
  int fd = net_client_connect_crr(nw);
  if (fd < 0)
    return net_client_lost(w, "connecting", errno);
  int rc = net_transaction(w, nw, fd, nw->crr_head, nw->crr_len);
  struct net_tcp t;
  if (rc == SB_EVENT_OK && nw->meter.marked && net_tcp_read(fd, &t))
    net_side_add_tcp(&nw->side, &t, true);
  close(fd);
  return rc;
}

/* --net-bitrate: waits for the worker's next send, due gap ns after its
 * previous one (the first at once), in slices so that the run's stop and
 * its time limit are seen; false when the run ends first. */
static bool net_pace_wait(struct sb_worker *w, struct net_worker *nw, uint64_t gap)
{
  const uint64_t slice = 50 * 1000 * 1000;
  uint64_t now = timer_now();
  if (nw->pace_next == 0)
    nw->pace_next = now;
  while (now < nw->pace_next) {
    uint64_t deadline = ck_pr_load_64(&w->runner->deadline);
    if (runner_stopping(w) || now >= deadline)
      return false;
    uint64_t until = nw->pace_next < deadline ? nw->pace_next : deadline;
    struct timespec ts = timer_timespec(until - now > slice ? now + slice : until);
    clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL);
    now = timer_now();
  }
  nw->pace_next += gap;
  return true;
}

static int net_send_datagram(struct sb_worker *w, struct net_worker *nw)
{
  nw->udp.flags = w->unmeasured ? 0 : NET_UDP_MEASURED;
  nw->udp.sent_ns = timer_now();
  net_udp_header_write(nw->buf, &nw->udp);
  ssize_t n;
  do
    n = send(nw->fd, nw->buf, nw->buflen, 0);
  while (n < 0 && errno == EINTR);
  if (n != (ssize_t)nw->buflen)
    return net_client_lost(w, "sending a datagram", n < 0 ? errno : EMSGSIZE);
  nw->udp.seq++;
  nw->udp_sent += !w->unmeasured;
  stats_inc(w->stats, STATS_WRITE, 1);
  stats_inc(w->stats, STATS_BYTES_WRITTEN, nw->buflen);
  return SB_EVENT_OK;
}

/* udp: one datagram; with --net-bitrate, at its time, the wait left out
 * of the event's latency (the test records the send itself). */
static int net_event_udp(struct sb_worker *w)
{
  struct net_worker *nw = net_event_worker(w);
  uint64_t gap = nw->run->pace_gap_ns;
  if (gap == 0)
    return net_send_datagram(w, nw);
  if (!net_pace_wait(w, nw, gap))
    return SB_EVENT_STOP;
  uint64_t start = timer_now();
  int rc = net_send_datagram(w, nw);
  if (rc != SB_EVENT_OK || w->unmeasured)
    return rc;
  runner_record(w, timer_now() - start);
  return SB_EVENT_PENDING;
}

int (*net_mode_event(int mode))(struct sb_worker *w)
{
  static int (*const events[])(struct sb_worker *) = {
    [NET_SEND] = net_event_send, [NET_RECV] = net_event_recv, [NET_BIDIR] = net_event_bidir,
    [NET_RR] = net_event_rr, [NET_CRR] = net_event_crr, [NET_UDP] = net_event_udp,
    [NET_FILE_READ] = net_event_file_read, [NET_FILE_WRITE] = net_event_send,
  };
  return events[mode];
}
