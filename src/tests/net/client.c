/* SPDX-License-Identifier: GPL-2.0-or-later */
/* client.c: the client's session and data connections (client.h). */
#include "client.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "core/base/timer.h"
#include "plugin/run_config.h"
#include "plugin/test.h"
#include "tests/checks.h"

/* What a connection needs before connect(): timeouts and the tuning. */
static int net_client_setup(int fd, void *arg)
{
  struct net_run *r = arg;
  char why[256] = "";
  if (net_set_timeouts(fd, r->c->timeout) || net_tune(fd, &r->p, r->c->mss, why, sizeof(why))) {
    log_fatal("net: %s", errno && !why[0] ? strerror(errno) : why);
    return -1;
  }
  return 0;
}

/* The key's answer to the server's challenge. */
static int net_client_auth(struct net_run *r, const struct net_msg *challenge)
{
  const char *at = r->c->server.text;
  unsigned char nonce[NET_NONCE_BYTES], mac[NET_MAC_BYTES];
  if (!r->c->keyed) {
    log_fatal("net: the server at %s asks for a key: give the --net-key-file it has", at);
    return -1;
  }
  net_msg_hex(challenge, NET_K_NONCE, nonce, sizeof(nonce));
  if (net_auth_mac(&r->c->key, nonce, mac))
    return -1;
  struct net_msg m;
  net_msg_start(&m, NET_MSG_AUTH);
  net_msg_set_hex(&m, NET_K_MAC, mac, sizeof(mac));
  if (net_send_msg(r->ctl, &m)) {
    log_fatal("net: cannot send to %s: %s", at, strerror(errno));
    return -1;
  }
  return 0;
}

/* The answer to hello (or to auth): welcome, or why not. */
static int net_client_answer(struct net_run *r, enum net_recv_status st, const struct net_msg *m,
                             const char *why)
{
  const char *at = r->c->server.text;
  if (st == NET_RECV_OK && m->verb == NET_MSG_WELCOME) {
    r->session = (uint32_t)m->num[NET_K_SESSION];
    net_msg_hex(m, NET_K_TOKEN, r->token, sizeof(r->token));
    snprintf(r->release, sizeof(r->release), "%s", m->val[NET_K_RELEASE]);
    return 0;
  }
  if (st == NET_RECV_OK && m->verb == NET_MSG_ERROR)
    log_fatal("net: the server at %s refused the test: %s", at, m->text);
  else if (st == NET_RECV_OK)
    log_fatal("net: %s answered '%s' to hello: not a sysbench net server of this release?", at,
              net_verb_name(m->verb));
  else if (st == NET_RECV_VERSION)
    log_fatal("net: the server at %s speaks protocol version %u; this sysbench (%s) speaks "
              "version %d: run the same sysbench-ng release on both machines", at, m->version,
              PACKAGE_VERSION, NET_PROTO_VERSION);
  else if (st == NET_RECV_BAD)
    log_fatal("net: %s is not a sysbench net server (its answer: %s)", at, why);
  else if (st == NET_RECV_EOF)
    log_fatal("net: %s closed the connection without an answer (is it `sysbench net serve`? "
              "its log says why)", at);
  else
    log_fatal("net: no answer from %s: %s", at, why);
  return -1;
}

static int net_client_hello(struct net_run *r)
{
  struct net_msg m;
  char why[256] = "";
  net_msg_start(&m, NET_MSG_HELLO);
  net_params_to_msg(&r->p, &m);
  net_msg_set_str(&m, NET_K_RELEASE, PACKAGE_VERSION);
  if (net_send_msg(r->ctl, &m)) {
    log_fatal("net: cannot send to %s: %s", r->c->server.text, strerror(errno));
    return -1;
  }
  enum net_recv_status st = net_recv_msg(&r->reader, &m, why, sizeof(why));
  if (st == NET_RECV_OK && m.verb == NET_MSG_CHALLENGE) {
    if (net_client_auth(r, &m))
      return -1;
    st = net_recv_msg(&r->reader, &m, why, sizeof(why));
  } else if (st == NET_RECV_OK && m.verb == NET_MSG_WELCOME && r->c->keyed && r->c->host) {
    log_warning("net: the server at %s did not ask for the key (it has no --net-key-file)",
                r->c->server.text);
  }
  return net_client_answer(r, st, &m, why);
}

int net_client_start(struct net_conf *c, const struct run_config *rc, struct net_run **out)
{
  struct net_run *r = calloc(1, sizeof(*r));
  if (r)
    r->workers = calloc((size_t)rc->threads, sizeof(*r->workers));
  if (r == NULL || r->workers == NULL) {
    free(r);
    alloc_failed();
    return -1;
  }
  r->c = c;
  r->threads = rc->threads;
  r->event = net_mode_event(c->mode);
  pthread_mutex_init(&r->lock, NULL);
  net_params_make(c, rc->threads, rc->time, rc->warmup_time, &r->p);
  r->rate = rc->rate;
  if (c->mode == NET_UDP && c->bitrate > 0)
    r->pace_gap_ns = (uint64_t)((double)rc->threads * 8 * (double)c->block / c->bitrate * 1e9);
  for (int i = 0; i < r->threads; i++)
    r->workers[i].fd = r->workers[i].sender.memfd = -1;
  r->ctl = net_connect(&c->server, SOCK_STREAM, c->timeout, "net", net_client_setup, r);
  r->reader.fd = r->ctl;
  if (r->ctl < 0 || net_client_hello(r)) {
    net_client_stop(r);
    return -1;
  }
  *out = r;
  return 0;
}

bool net_client_all_done(struct net_run *r)
{
  return __atomic_load_n(&r->done_threads, __ATOMIC_ACQUIRE) == r->threads;
}

/* Sends m, then reads the answer into it; a connection the server closed
 * (or reset) is EOF, whichever of the two found it. */
static enum net_recv_status net_recv_msg_after(struct net_run *r, struct net_msg *m, char *why,
                                               size_t wl)
{
  if (net_send_msg(r->ctl, m) == 0)
    return net_recv_msg(&r->reader, m, why, wl);
  snprintf(why, wl, "%s", strerror(errno));
  return errno == EPIPE || errno == ECONNRESET ? NET_RECV_EOF : NET_RECV_IO;
}

void net_client_finish(struct net_run *r)
{
  if (r->exchanged || r->ctl < 0)
    return;
  r->exchanged = true;
  struct net_msg m;
  char why[256] = "";
  net_msg_start(&m, NET_MSG_DONE);
  net_msg_set_num(&m, NET_K_SENT, r->udp_sent);
  enum net_recv_status st = net_recv_msg_after(r, &m, why, sizeof(why));
  if (st == NET_RECV_OK && m.verb == NET_MSG_RESULT) {
    net_side_from_msg(&r->server, &m);
    r->have_server = true;
    r->disk_known = net_msg_has(&m, NET_K_DISK_READ) && net_msg_has(&m, NET_K_DISK_WRITTEN);
    snprintf(r->disk, sizeof(r->disk), "%s", m.val[NET_K_DISK]);
    r->disk_read = m.num[NET_K_DISK_READ];
    r->disk_written = m.num[NET_K_DISK_WRITTEN];
    snprintf(r->server_monitor, sizeof(r->server_monitor), "%s",
             net_msg_has(&m, NET_K_MONITOR) ? m.val[NET_K_MONITOR] : "");
  } else if (st == NET_RECV_OK && m.verb == NET_MSG_ERROR) {
    snprintf(r->server_why, sizeof(r->server_why), "no figures (it said: %.200s)", m.text);
  } else if (st == NET_RECV_OK) {
    snprintf(r->server_why, sizeof(r->server_why), "no figures (it answered '%s')",
             net_verb_name(m.verb));
  } else if (st == NET_RECV_EOF) {
    snprintf(r->server_why, sizeof(r->server_why),
             "no figures (the server closed the control connection)");
  } else {
    snprintf(r->server_why, sizeof(r->server_why),
             "no figures (the control connection failed: %s)", why);
  }
  close(r->ctl);
  r->ctl = -1;
}

static void net_worker_free(struct net_worker *nw)
{
  net_sender_free(&nw->sender);
  if (nw->fd >= 0)
    close(nw->fd);
  nw->fd = -1;
  free(nw->buf);
  free(nw->crr_head);
  nw->buf = NULL;
  nw->crr_head = NULL;
}

void net_client_stop(struct net_run *r)
{
  if (net_client_all_done(r))
    net_client_finish(r);
  if (r->ctl >= 0)
    close(r->ctl);
  for (int i = 0; i < r->threads; i++)
    net_worker_free(&r->workers[i]);
  pthread_mutex_destroy(&r->lock);
  free(r->workers);
  free(r);
}

void net_client_mark(struct net_worker *nw)
{
  struct net_run *r = nw->run;
  nw->first_ns = timer_now();
  net_meter_mark(&nw->meter, r->p.mode == NET_CRR ? -1 : nw->fd);
  int no = 0;
  if (r->p.warmup && __atomic_compare_exchange_n(&r->measure_sent, &no, 1, false,
                                                 __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
    struct net_msg m;
    net_msg_start(&m, NET_MSG_MEASURE);
    net_send_msg(r->ctl, &m);
  }
}

int net_client_lost(struct sb_worker *w, const char *doing, int err)
{
  struct net_worker *nw = w->data;
  const char *why = err == 0 ? "the server closed it"
                  : err == EAGAIN || err == EWOULDBLOCK ? "no progress within --net-timeout"
                  : strerror(err);
  log_fatal("%s: the connection to %s was lost while %s: %s (after %llu events)", nw->what,
            nw->run->c->server.text, doing, why,
            (unsigned long long)w->stats->cnt[STATS_EVENT]);
  __atomic_add_fetch(&nw->run->lost, 1, __ATOMIC_RELAXED);
  return SB_EVENT_LOST;
}

int net_client_connect_crr(struct net_worker *nw)
{
  struct net_run *r = nw->run;
  const struct net_addr *a = &r->c->server;
  char why[256];
  int fd = socket(a->sa.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0)
    return -1;
  if (net_set_timeouts(fd, r->c->timeout) || net_tune(fd, &r->p, r->c->mss, why, sizeof(why)) ||
      connect(fd, (const struct sockaddr *)&a->sa, a->len)) {
    int err = errno;
    close(fd);
    errno = err;
    return -1;
  }
  return fd;
}

/* A data connection: the stream line, the server's ok. */
static int net_client_stream(struct net_worker *nw)
{
  struct net_run *r = nw->run;
  struct net_msg m;
  char why[256];
  int fd = net_connect(&r->c->server, SOCK_STREAM, r->c->timeout, nw->what, net_client_setup, r);
  if (fd < 0)
    return -1;
  nw->fd = fd;
  net_msg_start(&m, NET_MSG_STREAM);
  net_msg_set_num(&m, NET_K_SESSION, r->session);
  net_msg_set_hex(&m, NET_K_TOKEN, r->token, sizeof(r->token));
  net_msg_set_num(&m, NET_K_INDEX, (uint64_t)nw->id);
  enum net_recv_status st = net_send_msg(fd, &m) ? NET_RECV_IO
                                                 : net_recv_msg_exact(fd, &m, why, sizeof(why));
  if (st == NET_RECV_OK && m.verb == NET_MSG_OK)
    return 0;
  if (st == NET_RECV_OK && m.verb == NET_MSG_ERROR)
    log_fatal("%s: the server at %s refused the connection: %s", nw->what, r->c->server.text,
              m.text);
  else
    log_fatal("%s: no answer from %s to its data connection: %s", nw->what, r->c->server.text,
              st == NET_RECV_IO && errno ? strerror(errno) : why);
  return -1;
}

/* crr: the stream line each connection starts with, then the request. */
static int net_client_crr_head(struct net_worker *nw)
{
  struct net_run *r = nw->run;
  struct net_msg m;
  char line[NET_MSG_MAX];
  net_msg_start(&m, NET_MSG_STREAM);
  net_msg_set_num(&m, NET_K_SESSION, r->session);
  net_msg_set_hex(&m, NET_K_TOKEN, r->token, sizeof(r->token));
  net_msg_set_num(&m, NET_K_INDEX, (uint64_t)nw->id);
  size_t n = net_msg_format(&m, line);
  nw->crr_len = n + r->p.request;
  nw->crr_head = calloc(1, nw->crr_len);
  if (nw->crr_head == NULL)
    return -1;
  memcpy(nw->crr_head, line, n);
  return 0;
}

/* The worker's buffer: a block, or the larger of request and response. */
static int net_client_buffer(struct net_worker *nw)
{
  const struct net_params *p = &nw->run->p;
  uint64_t n = net_mode_transactions(p->mode) ? (p->request > p->response ? p->request
                                                                           : p->response)
                                              : p->block;
  if (!check_ram_fits((uint64_t)nw->run->threads, n)) {
    log_fatal("net: %d buffers of %llu bytes exceed the physical memory", nw->run->threads,
              (unsigned long long)n);
    return -1;
  }
  nw->buflen = (size_t)n;
  nw->buf = calloc(1, nw->buflen);
  if (nw->buf == NULL) {
    alloc_failed();
    return -1;
  }
  return 0;
}

/* The worker's data connection: the stream line, the sender, and the
 * first one's tuning as the kernel has it. */
static int net_client_open(struct net_worker *nw)
{
  struct net_run *r = nw->run;
  char why[256];
  if (net_client_stream(nw))
    return -1;
  bool sends_blocks = net_mode_client_sends(r->p.mode);
  if (sends_blocks && net_sender_init(&nw->sender, (int)r->p.zerocopy, nw->buf, nw->buflen,
                                      nw->fd, why, sizeof(why))) {
    log_fatal("%s: %s", nw->what, why);
    return -1;
  }
  if (nw->id == 0) {
    net_tuned_read(nw->fd, &r->tuned);
    r->tuned_set = true;
  }
  return 0;
}

int net_client_open_late(struct net_worker *nw)
{
  nw->opened = true;
  if (net_client_open(nw))
    return -1;
  /* Marked already (this is its first measured event): the connection's
   * TCP figures count from its start. */
  if (nw->meter.marked)
    nw->meter.tcp = net_tcp_read(nw->fd, &nw->meter.tcp0);
  return 0;
}

/* The worker's connection for its mode (file-read's waits for its first
 * event: net_client_open_late). */
static int net_client_connection(struct net_worker *nw)
{
  struct net_run *r = nw->run;
  if (r->p.mode == NET_CRR)
    return net_client_crr_head(nw);
  if (r->p.mode == NET_UDP) {
    nw->fd = net_connect(&r->c->server, SOCK_DGRAM, r->c->timeout, nw->what, NULL, NULL);
    nw->udp = (struct net_udp_header) { .session = r->session, .stream = (uint32_t)nw->id };
    for (int i = 0; i < 8; i++)
      nw->udp.token = nw->udp.token << 8 | r->token[i];
    return nw->fd < 0 ? -1 : net_set_timeouts(nw->fd, r->c->timeout);
  }
  if (r->p.mode == NET_FILE_READ)
    return 0;
  nw->opened = true;
  return net_client_open(nw);
}

int net_client_thread_init(struct sb_worker *w)
{
  struct net_run *r = w->run;
  struct net_worker *nw = &r->workers[w->id];
  nw->run = r;
  nw->id = w->id;
  nw->sender.memfd = -1;
  snprintf(nw->what, sizeof(nw->what), "net: thread #%d", w->id);
  w->data = nw;
  if (net_client_buffer(nw) || net_client_connection(nw)) {
    net_worker_free(nw);
    return -1;
  }
  if (r->p.warmup == 0)
    net_client_mark(nw);
  return 0;
}

/* bidir's end: the client's FIN after its last block; the server, seeing
 * it, ends its sending, and what it sent meanwhile is read and dropped,
 * so that no data is left unread (closing then would reset the
 * connection, and the server would lose the end of what it received). */
static void net_client_bidir_end(struct net_worker *nw)
{
  if (shutdown(nw->fd, SHUT_WR))
    return;
  while (recv(nw->fd, nw->buf, nw->buflen, 0) > 0)
    ;
}

/* The file modes' end, by the last worker: the server's result now, and
 * a failure of the run when the server could not do its part (a write
 * into --net-dir that failed: a backup that did not happen is no figure). */
static int net_client_file_end(struct net_run *r)
{
  if (!net_mode_file(r->p.mode))
    return 0;
  net_client_finish(r);
  if (r->have_server)
    return 0;
  log_fatal("net: the server at %s: %s", r->c->server.text, r->server_why);
  return -1;
}

/* The client's transfer: from the first measured event of any worker to
 * the end of the last (before its connection closes, which the server
 * waits for to end its own part). */
static void net_client_transfer(struct net_run *r, const struct net_worker *nw, uint64_t end)
{
  if (nw->first_ns == 0)
    return;
  if (r->xfer_from == 0 || nw->first_ns < r->xfer_from)
    r->xfer_from = nw->first_ns;
  if (end > r->xfer_to)
    r->xfer_to = end;
  r->client.duration_ns = r->xfer_to - r->xfer_from;
}

int net_client_thread_done(struct sb_worker *w)
{
  uint64_t end = timer_now();
  struct net_worker *nw = w->data;
  struct net_run *r = nw->run;
  bool sends = r->p.mode != NET_RECV && r->p.mode != NET_FILE_READ;
  net_meter_end(&nw->meter, r->p.mode == NET_CRR ? -1 : nw->fd, sends, &nw->side);
  net_sender_finish(&nw->sender, nw->fd);
  if (r->p.mode == NET_BIDIR)
    net_client_bidir_end(nw);
  pthread_mutex_lock(&r->lock);
  net_side_add(&r->client, &nw->side);
  net_client_transfer(r, nw, end);
  r->zc_sends += nw->sender.zc_sends;
  r->zc_done += nw->sender.zc_done;
  r->zc_copied += nw->sender.zc_copied;
  r->udp_sent += nw->udp_sent;
  pthread_mutex_unlock(&r->lock);
  net_worker_free(nw);
  int ended = __atomic_add_fetch(&r->done_threads, 1, __ATOMIC_RELEASE);
  return ended == r->threads ? net_client_file_end(r) : 0;
}
