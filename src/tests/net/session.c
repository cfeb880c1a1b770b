/* SPDX-License-Identifier: GPL-2.0-or-later */
/* session.c: one client test on the server, from its accepted hello to
 * its log line: the session's table slot and limits, its control
 * connection (measure, done, result), its data connections joining, its
 * end (the client's done, the client gone, --net-max-time, no progress
 * for --net-idle-timeout, the server stopping), and freeing all it held. */
#include "server.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/log.h"
#include "core/base/timer.h"

#define NET_SLOT_BITS 12

int net_session_streams(const struct net_params *p)
{
  return p->mode == NET_UDP ? 0 : p->mode == NET_BIDIR ? 2 * (int)p->streams : (int)p->streams;
}

struct net_session *net_session_find(struct net_server *srv, uint32_t id,
                                     const unsigned char *token)
{
  uint32_t slot = id & ((1u << NET_SLOT_BITS) - 1);
  if (slot >= (uint32_t)srv->cfg.limits.max_clients)
    return NULL;
  struct net_session *s = srv->sessions[slot];
  return s && s->id == id && net_equal(s->token, token, NET_TOKEN_BYTES) ? s : NULL;
}

static void net_session_free(struct net_session *s)
{
  if (s == NULL)
    return;
  for (int i = 0; s->crr && i < s->crr_len; i++)
    close(s->crr[(s->crr_head + i) % s->crr_cap].fd);
  for (int i = 0; s->streams && i < s->nthreads; i++) {
    if (s->streams[i].fd >= 0 && !(s->p.mode == NET_BIDIR && i % 2))
      close(s->streams[i].fd);
    if (s->streams[i].file_fd >= 0)
      close(s->streams[i].file_fd);
    net_files_remove(&s->srv->files, &s->streams[i].file);
  }
  if (s->file_fd >= 0)
    close(s->file_fd);
  if (s->ctl >= 0)
    close(s->ctl);
  pthread_mutex_destroy(&s->lock);
  pthread_cond_destroy(&s->cond);
  free(s->streams);
  free(s->crr);
  free(s->udp);
  free(s);
}

/* A session of p with its slots, or NULL (out of memory). */
static struct net_session *net_session_new(struct net_server *srv, const struct net_params *p)
{
  struct net_session *s = calloc(1, sizeof(*s));
  if (s == NULL)
    return NULL;
  s->srv = srv;
  s->p = *p;
  s->ctl = -1;
  s->file_fd = -1;
  s->file_slot = -1;
  pthread_mutex_init(&s->lock, NULL);
  pthread_cond_init(&s->cond, NULL);
  s->nthreads = net_session_streams(p);
  s->streams = calloc((size_t)s->nthreads + 1, sizeof(*s->streams));
  if (p->mode == NET_CRR) {
    s->crr_cap = (int)p->streams + 1;
    s->crr = calloc((size_t)s->crr_cap, sizeof(*s->crr));
  }
  if (p->mode == NET_UDP)
    s->udp = calloc(p->streams, sizeof(*s->udp));
  if (s->streams == NULL || (p->mode == NET_CRR && s->crr == NULL) ||
      (p->mode == NET_UDP && s->udp == NULL)) {
    net_session_free(s);
    return NULL;
  }
  for (int i = 0; i < s->nthreads; i++) {
    s->streams[i] = (struct net_stream) { .s = s, .fd = -1, .index = i, .file_fd = -1 };
    s->streams[i].sink = p->mode == NET_BIDIR && i % 2 == 0;
  }
  return s;
}

/* Whether the server can take p now; why not. srv->lock held. */
static bool net_session_fits(struct net_server *srv, const struct net_params *p, char *why,
                             size_t wl)
{
  const struct net_limits *l = &srv->cfg.limits;
  if (srv->nsessions >= l->max_clients)
    snprintf(why, wl, "the server is busy: it serves %d client tests at once "
             "(--net-max-clients)", l->max_clients);
  else if (p->streams > (unsigned)(l->max_streams - srv->streams_reserved))
    snprintf(why, wl, "the test asks for %u streams; the server has %d of its %d free "
             "(--net-max-streams)", p->streams, l->max_streams - srv->streams_reserved,
             l->max_streams);
  else if (p->time + p->warmup > (uint64_t)l->max_time)
    snprintf(why, wl, "the test would last %llu s; the server allows %d s (--net-max-time)",
             (unsigned long long)(p->time + p->warmup), l->max_time);
  else
    return true;
  return false;
}

/* Takes a slot for a new session of p; NULL with why. */
static struct net_session *net_session_register(struct net_server *srv,
                                                const struct net_params *p, char *why,
                                                size_t wl)
{
  struct net_session *s = NULL;
  int file_slot;
  pthread_mutex_lock(&srv->lock);
  if (net_session_fits(srv, p, why, wl) &&
      net_files_reserve(&srv->files, p, &file_slot, why, wl)) {
    int slot = 0;
    while (srv->sessions[slot])
      slot++;
    s = net_session_new(srv, p);
    if (s == NULL) {
      snprintf(why, wl, "the server is out of memory");
      net_files_release(&srv->files, p, file_slot, 0);
    } else {
      s->file_slot = file_slot;
      srv->next_id = (srv->next_id + 1) & ((1u << (32 - NET_SLOT_BITS)) - 1);
      s->id = (srv->next_id ? srv->next_id : 1) << NET_SLOT_BITS | (uint32_t)slot;
      srv->sessions[slot] = s;
      srv->nsessions++;
      srv->streams_reserved += (int)p->streams;
    }
  }
  pthread_mutex_unlock(&srv->lock);
  net_files_sweep(&srv->files);
  return s;
}

/* Leaves the table: its slot and streams free, counted as served, its
 * file-write files removed and the space promised to it free. Before the
 * client hears the result, so that a client that has it finds the server
 * as the session left it. */
static void net_session_leave(struct net_session *s, bool served)
{
  struct net_server *srv = s->srv;
  uint64_t grown = 0;
  for (int i = 0; s->streams && i < s->nthreads; i++) {
    if (s->streams[i].file_fd >= 0)
      close(s->streams[i].file_fd);
    s->streams[i].file_fd = -1;
    net_files_remove(&srv->files, &s->streams[i].file);
    grown += s->streams[i].file_high;
  }
  if (s->file_fd >= 0)
    close(s->file_fd);
  s->file_fd = -1;
  net_files_release(&srv->files, &s->p, s->file_slot, grown);
  s->file_slot = -1;
  pthread_mutex_lock(&srv->lock);
  srv->sessions[s->id & ((1u << NET_SLOT_BITS) - 1)] = NULL;
  srv->streams_reserved -= (int)s->p.streams;
  srv->served += served;
  pthread_mutex_unlock(&srv->lock);
}

/* Frees the session, which has left the table, and wakes the listener
 * for a hello waiting for its slot; the last thing it does (srv may be
 * gone once the lock is let go). */
static void net_session_end(struct net_session *s)
{
  struct net_server *srv = s->srv;
  uint64_t one = 1;
  net_session_free(s);
  pthread_mutex_lock(&srv->lock);
  srv->nsessions--;
  if (write(srv->wake, &one, sizeof(one)) < 0 && errno != EAGAIN)
    log_warning("net server: cannot wake its listener: %s", strerror(errno));
  pthread_cond_broadcast(&srv->cond);
  pthread_mutex_unlock(&srv->lock);
}

static void net_session_unregister(struct net_session *s, bool served)
{
  net_session_leave(s, served);
  net_session_end(s);
}

static void *net_session_main(void *arg);

void net_session_start(struct net_server *srv, int fd, const struct net_addr *peer,
                       const struct net_params *p)
{
  char why[256] = "";
  struct net_session *s = net_session_register(srv, p, why, sizeof(why));
  if (s) {
    s->ctl = fd;
    s->peer = *peer;
    s->started_ns = timer_now();
    if (net_random(s->token, sizeof(s->token)) || net_set_blocking(fd, true) ||
        net_set_timeouts(fd, srv->cfg.limits.idle_timeout)) {
      snprintf(why, sizeof(why), "the server cannot set up the test: %s", strerror(errno));
    } else {
      /* From here on s belongs to its thread, which may already have freed it. */
      int err = net_server_thread(NULL, net_session_main, s);
      if (err == 0)
        return;
      snprintf(why, sizeof(why), "the server cannot start a thread: %s", strerror(err));
    }
    s->ctl = -1;
    net_session_unregister(s, false);
  }
  struct net_msg m;
  net_msg_error(&m, "%s", why);
  net_send_msg(fd, &m);
  net_server_complain(srv, "refused %s: %s", peer->text, why);
  close(fd);
}

/* The server's measured time begins (once): at the client's measure
 * after a warmup; without one, when the session is ready (its file made,
 * before the welcome), or in file-read when the client first asks for
 * the file (its first stream's line, sent at its first event). So the
 * making of a file is never in it, and a file-read's time lies within
 * the client's run. s->lock held, or no data connection yet. */
static void net_session_mark(struct net_session *s)
{
  if (net_session_marked(s))
    return;
  s->mark_ns = timer_now();
  __atomic_store_n(&s->marked, 1, __ATOMIC_RELEASE);
}

/* A crr connection waits for a worker. s->lock held. */
static bool net_session_queue_crr(struct net_session *s, int fd, const unsigned char *left,
                                  size_t nleft, char *why, size_t wl)
{
  if (s->crr_len == s->crr_cap) {
    snprintf(why, wl, "more crr connections at once than the test has streams");
    return false;
  }
  struct net_crr_conn *c = &s->crr[(s->crr_head + s->crr_len) % s->crr_cap];
  c->fd = fd;
  c->nleft = nleft;
  memcpy(c->left, left, nleft);
  s->crr_len++;
  pthread_cond_broadcast(&s->cond);
  return true;
}

/* A stream's thread(s) on fd; s->lock held. */
static bool net_session_start_stream(struct net_session *s, unsigned index, int fd,
                                     const unsigned char *left, size_t nleft, char *why,
                                     size_t wl)
{
  int k = s->p.mode == NET_BIDIR ? 2 : 1;
  struct net_stream *st = &s->streams[(int)index * k];
  if (st->fd >= 0) {
    snprintf(why, wl, "stream %u is connected already", index);
    return false;
  }
  struct net_msg ok;
  net_msg_start(&ok, NET_MSG_OK);
  if (net_set_blocking(fd, true) ||
      net_set_timeouts(fd, s->srv->cfg.limits.idle_timeout) || net_send_msg(fd, &ok)) {
    snprintf(why, wl, "the connection failed: %s", strerror(errno));
    return false;
  }
  if (s->p.mode == NET_FILE_READ && s->p.warmup == 0)
    net_session_mark(s);
  for (int i = 0; i < k; i++) {
    st[i].fd = fd;
    st[i].nleft = i == 0 ? nleft : 0;
    memcpy(st[i].left, left, st[i].nleft);
    int err = net_server_thread(&st[i].thread, net_stream_main, &st[i]);
    if (err) {
      /* The first thread, if it runs, ends with the connection. */
      shutdown(fd, SHUT_RDWR);
      st[i].fd = i ? fd : -1;
      snprintf(why, wl, "the server cannot start a thread: %s", strerror(err));
      return i > 0;
    }
    st[i].started = true;
    s->live++;
  }
  return true;
}

bool net_session_adopt(struct net_session *s, int fd, unsigned index,
                       const unsigned char *left, size_t nleft, char *why, size_t wl)
{
  bool ok = false;
  pthread_mutex_lock(&s->lock);
  if (s->ending)
    snprintf(why, wl, "the test has ended");
  else if (s->p.mode == NET_UDP)
    snprintf(why, wl, "a udp test has no data connections");
  else if (index >= s->p.streams)
    snprintf(why, wl, "there is no stream %u: the test has %u", index, s->p.streams);
  else if (s->p.mode == NET_CRR)
    ok = net_session_queue_crr(s, fd, left, nleft, why, wl);
  else
    ok = net_session_start_stream(s, index, fd, left, nleft, why, wl);
  pthread_mutex_unlock(&s->lock);
  return ok;
}

static int net_session_welcome(struct net_session *s)
{
  struct net_msg m;
  net_msg_start(&m, NET_MSG_WELCOME);
  net_msg_set_num(&m, NET_K_SESSION, s->id);
  net_msg_set_hex(&m, NET_K_TOKEN, s->token, sizeof(s->token));
  net_msg_set_str(&m, NET_K_RELEASE, PACKAGE_VERSION);
  return net_send_msg(s->ctl, &m);
}

/* crr's workers, one per stream of the client. */
static int net_session_crr_workers(struct net_session *s)
{
  pthread_mutex_lock(&s->lock);
  for (int i = 0; i < s->nthreads; i++) {
    if (net_server_thread(&s->streams[i].thread, net_crr_main, &s->streams[i]))
      break;
    s->streams[i].started = true;
    s->live++;
  }
  bool all = s->live == s->nthreads;
  pthread_mutex_unlock(&s->lock);
  return all ? 0 : -1;
}

/* Everything the session's data threads have done: progress is seen. */
static uint64_t net_session_progress(struct net_session *s)
{
  uint64_t sum = __atomic_load_n(&s->udp_progress, __ATOMIC_RELAXED);
  for (int i = 0; i < s->nthreads; i++)
    sum += __atomic_load_n(&s->streams[i].progress, __ATOMIC_RELAXED);
  return sum;
}

/* One control message; 1: done came, 0: go on, -1: the session ends. */
static int net_session_message(struct net_session *s, const char *line, size_t n,
                               uint64_t *sent, char *reason, size_t rl)
{
  struct net_msg m;
  char why[256];
  if (net_msg_parse(line, n, &m, why, sizeof(why))) {
    snprintf(reason, rl, "a bad message from the client: %s", why);
    return -1;
  }
  if (m.verb == NET_MSG_MEASURE) {
    pthread_mutex_lock(&s->lock);
    net_session_mark(s);
    pthread_mutex_unlock(&s->lock);
    return 0;
  }
  if (m.verb == NET_MSG_DONE) {
    *sent = m.num[NET_K_SENT];
    return 1;
  }
  snprintf(reason, rl, "an unexpected '%s' from the client", net_verb_name(m.verb));
  return -1;
}

/* Control messages until done (true) or the end for another reason
 * (false, with the reason). Progress is a whole message or the data's:
 * bytes that make no line do not keep a session, and a line must be
 * whole within --net-idle-timeout of its first byte. */
static bool net_session_control(struct net_session *s, uint64_t *sent, char *reason, size_t rl)
{
  struct net_server *srv = s->srv;
  struct net_reader r = { .fd = s->ctl };
  const uint64_t idle = (uint64_t)srv->cfg.limits.idle_timeout * NS_PER_SEC;
  uint64_t deadline = s->started_ns + (uint64_t)srv->cfg.limits.max_time * NS_PER_SEC;
  uint64_t active = s->started_ns, seen = 0, line_at = 0;
  for (;;) {
    struct pollfd pf[2] = { { .fd = s->ctl, .events = POLLIN }, { .fd = srv->stopfd, .events = POLLIN } };
    int n = poll(pf, 2, 1000);
    uint64_t now = timer_now();
    if (n > 0 && pf[1].revents) {
      snprintf(reason, rl, "the server stops");
      return false;
    }
    if (n > 0 && pf[0].revents) {
      long got = net_reader_fill(&r);
      if (got <= 0) {
        snprintf(reason, rl, "the client %s before it was done",
                 got == 0 ? "closed the connection" : strerror(errno));
        return false;
      }
      char line[NET_MSG_MAX];
      long len;
      while ((len = net_reader_line(&r, line)) > 0) {
        active = now;
        line_at = 0;
        int rc = net_session_message(s, line, (size_t)len, sent, reason, rl);
        if (rc)
          return rc > 0;
      }
      if (len < 0) {
        snprintf(reason, rl, "a message longer than %d bytes from the client", NET_MSG_MAX);
        return false;
      }
      if (r.len > 0 && line_at == 0)
        line_at = now;
    }
    if (line_at && now - line_at >= idle) {
      snprintf(reason, rl, "a message from the client was not whole within %d s "
               "(--net-idle-timeout)", srv->cfg.limits.idle_timeout);
      return false;
    }
    uint64_t prog = net_session_progress(s);
    if (prog != seen) {
      seen = prog;
      active = now;
    }
    if (now >= deadline) {
      snprintf(reason, rl, "it reached --net-max-time=%d s", srv->cfg.limits.max_time);
      return false;
    }
    if (now - active >= idle) {
      snprintf(reason, rl, "nothing happened for %d s (--net-idle-timeout)",
               srv->cfg.limits.idle_timeout);
      return false;
    }
  }
}

/* Are all of the session's data connections over? s->lock held. */
static bool net_session_quiet(const struct net_session *s)
{
  return s->p.mode == NET_CRR ? s->busy == 0 : s->live == 0;
}

/* No more connections join; with clean (the client is done), the data
 * connections get a few seconds to end by themselves (the client has
 * closed its side); then whatever is left is shut down, and every data
 * thread joined. Without clean, nothing is flushed. */
static void net_session_stop_streams(struct net_session *s, bool clean)
{
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  int idle = s->srv->cfg.limits.idle_timeout;
  ts.tv_sec += idle < 5 ? idle : 5;
  pthread_mutex_lock(&s->lock);
  s->ending = true;
  /* Not done: no result, and file-write's files go unflushed. */
  __atomic_store_n(&s->dropped, !clean, __ATOMIC_RELEASE);
  pthread_cond_broadcast(&s->cond);
  while (clean && !net_session_quiet(s) && pthread_cond_timedwait(&s->cond, &s->lock, &ts) == 0)
    ;
  for (int i = 0; i < s->nthreads; i++)
    if (s->streams[i].started && s->streams[i].fd >= 0)
      shutdown(s->streams[i].fd, SHUT_RDWR);
  pthread_mutex_unlock(&s->lock);
  for (int i = 0; i < s->nthreads; i++)
    if (s->streams[i].started)
      pthread_join(s->streams[i].thread, NULL);
}

/* The udp streams' counts into the session's total (after a flush). */
static void net_session_udp_total(struct net_session *s)
{
  struct net_server *srv = s->srv;
  double jitter = 0;
  unsigned n = 0;
  net_udp_flush(srv);
  pthread_mutex_lock(&srv->lock);
  for (unsigned i = 0; i < s->p.streams; i++) {
    const struct net_udp_stream *u = &s->udp[i];
    s->total.udp_received += u->received;
    s->total.udp_dup += u->dup;
    s->total.udp_reordered += u->reordered;
    s->total.bytes_in += u->received * s->p.block;
    if (u->received > 1) {
      jitter += u->jitter_ns;
      n++;
    }
  }
  pthread_mutex_unlock(&srv->lock);
  s->total.jitter_ns = n ? (uint64_t)(jitter / n) : 0;
}

/* What the server measured, summed; duration from the mark to now. */
static void net_session_sum(struct net_session *s)
{
  for (int i = 0; i < s->nthreads; i++)
    net_side_add(&s->total, &s->streams[i].side);
  if (s->p.mode == NET_UDP)
    net_session_udp_total(s);
  if (net_session_marked(s))
    s->total.duration_ns = timer_now() - s->mark_ns;
  if (net_mode_file(s->p.mode)) {
    struct net_disk now;
    net_files_disk(&s->srv->files, &now);
    s->disk.known = s->disk0.known && now.known;
    s->disk.read = now.read - s->disk0.read;
    s->disk.written = now.written - s->disk0.written;
  }
  net_session_watch_end(s);
}

/* A file-write stream's failed write or fsync, as the error to send. */
static bool net_session_file_error(const struct net_session *s, struct net_msg *m)
{
  for (int i = 0; i < s->nthreads; i++)
    if (s->streams[i].file_err) {
      net_msg_error(m, "the server's write into --net-dir failed: %s",
                    strerror(s->streams[i].file_err));
      return true;
    }
  return false;
}

/* The client's answer to its done: the result, or the error (err). */
static void net_session_result(struct net_session *s, const struct net_msg *err)
{
  struct net_msg m;
  if (err) {
    net_send_msg(s->ctl, err);
    return;
  }
  net_msg_start(&m, NET_MSG_RESULT);
  net_side_to_msg(&s->total, &m);
  if (s->disk.known) {
    net_msg_set_str(&m, NET_K_DISK, s->srv->files.disk);
    net_msg_set_num(&m, NET_K_DISK_READ, s->disk.read);
    net_msg_set_num(&m, NET_K_DISK_WRITTEN, s->disk.written);
  }
  if (s->verdict[0])
    net_msg_set_str(&m, NET_K_MONITOR, s->verdict);
  net_send_msg(s->ctl, &m);
}

/* The one log line of a client test: who, what, how much, how it ended. */
static void net_session_log(const struct net_session *s, const char *reason)
{
  const struct net_side *t = &s->total;
  double sec = timer_sec(t->duration_ns);
  char what[256];
  if (net_mode_transactions(s->p.mode))
    snprintf(what, sizeof(what), "%llu transactions", (unsigned long long)t->transactions);
  else if (s->p.mode == NET_UDP)
    snprintf(what, sizeof(what), "%llu datagrams taken", (unsigned long long)t->udp_received);
  else
    snprintf(what, sizeof(what), "received %.1f MiB (%.1f Mbit/s), sent %.1f MiB (%.1f Mbit/s)",
             (double)t->bytes_in / 1048576, sec > 0 ? (double)t->bytes_in * 8 / sec / 1e6 : 0,
             (double)t->bytes_out / 1048576, sec > 0 ? (double)t->bytes_out * 8 / sec / 1e6 : 0);
  net_server_log(s->srv, "%s: %s, %u stream%s, %.1f s: %s; %s", s->peer.text,
                 net_mode_name(s->p.mode), s->p.streams, s->p.streams == 1 ? "" : "s", sec, what,
                 reason);
  if (s->verdict_text[0])
    net_server_log(s->srv, "%s: %s: the monitor found this machine unfit: %s", s->peer.text,
                   net_mode_name(s->p.mode), s->verdict_text);
}

/* file-read's file, made or reused, its pages dropped; false after
 * telling the client why not (the making stops when the server stops,
 * the client leaves or the test's time is up). Then the device's
 * counters at the start. */
static bool net_session_files(struct net_session *s, char *reason, size_t rl)
{
  char why[256];
  const struct net_limits *l = &s->srv->cfg.limits;
  struct net_files_watch w = { .stopfd = s->srv->stopfd, .ctl = s->ctl,
                               .deadline = s->started_ns + (uint64_t)l->max_time * NS_PER_SEC,
                               .max_time = l->max_time };
  if (s->p.mode == NET_FILE_READ &&
      (s->file_fd = net_files_read(&s->srv->files, s->file_slot, &w, why, sizeof(why))) < 0) {
    bool stopped = errno == ECANCELED;
    struct net_msg m;
    net_msg_error(&m, "%s", why);
    net_send_msg(s->ctl, &m);
    snprintf(reason, rl, "%s%s", stopped ? "" : "refused: ", why);
    return false;
  }
  net_files_disk(&s->srv->files, &s->disk0);
  net_session_watch_begin(s);
  return true;
}

static void *net_session_main(void *arg)
{
  struct net_session *s = arg;
  char reason[320] = "done";
  uint64_t sent = 0;
  bool done = false, ready = net_session_files(s, reason, sizeof(reason));
  if (ready && s->p.warmup == 0 && s->p.mode != NET_FILE_READ)
    net_session_mark(s);
  if (ready && ((s->p.mode == NET_CRR && net_session_crr_workers(s)) || net_session_welcome(s)))
    snprintf(reason, sizeof(reason), "the test could not start: %s", strerror(errno));
  else if (ready)
    done = net_session_control(s, &sent, reason, sizeof(reason));
  net_session_stop_streams(s, done);
  net_session_sum(s);
  struct net_msg err;
  bool failed = net_session_file_error(s, &err);
  if (done && failed)
    snprintf(reason, sizeof(reason), "%.300s", err.text);
  net_session_leave(s, done);
  net_session_log(s, reason);
  if (done)
    net_session_result(s, failed ? &err : NULL);
  net_session_end(s);
  return NULL;
}
