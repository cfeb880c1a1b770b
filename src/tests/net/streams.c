/* SPDX-License-Identifier: GPL-2.0-or-later */
/* streams.c: the server's data threads: a stream connection's (it
 * receives in send mode, sends in recv mode, does both in two threads in
 * bidir, answers requests in rr, sends its file in file-read and writes
 * what it receives into a file in file-write) and a crr worker's (one connection per
 * transaction). Each counts what it moved after the session's mark, and
 * its CPU time and TCP figures; its progress counter tells the session
 * it is alive. A connection ends when the client closes it, when it
 * makes no progress for --net-idle-timeout (the socket's timeouts), or
 * when the session shuts it down. */
#include "server.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "sender.h"
#include "tune.h"

/* The stream's buffer: what its messages need, NET_SERVER_BUF at most. */
static int net_stream_buffer(struct net_stream *st)
{
  const struct net_params *p = &st->s->p;
  uint64_t want = p->block > p->request ? p->block : p->request;
  want = want > p->response ? want : p->response;
  st->buflen = want > NET_SERVER_BUF ? NET_SERVER_BUF : want < 4096 ? 4096 : (size_t)want;
  st->buf = calloc(1, st->buflen);
  return st->buf ? 0 : -1;
}

static void net_stream_progress(struct net_stream *st)
{
  __atomic_store_n(&st->progress, st->progress + 1, __ATOMIC_RELAXED);
}

/* Takes the mark when the session's measured time has begun. */
static inline bool net_stream_marked(struct net_stream *st, struct net_meter *m, int fd)
{
  if (__builtin_expect(!m->marked, 0) && net_session_marked(st->s))
    net_meter_mark(m, fd);
  return m->marked;
}

/* Up to n bytes: first those read with the connection's first line. */
static ssize_t net_stream_recv(struct net_stream *st, int fd, void *buf, size_t n, int flags)
{
  if (st->nleft) {
    size_t k = n < st->nleft ? n : st->nleft;
    memcpy(buf, st->left, k);
    memmove(st->left, st->left + k, st->nleft - k);
    st->nleft -= k;
    return (ssize_t)k;
  }
  ssize_t r;
  do
    r = recv(fd, buf, n, flags);
  while (r < 0 && errno == EINTR);
  return r;
}

/* Exactly n bytes, in pieces of the buffer; false at EOF or an error. */
static bool net_stream_recv_all(struct net_stream *st, int fd, uint64_t n)
{
  while (n) {
    size_t k = n < st->buflen ? (size_t)n : st->buflen;
    ssize_t r = net_stream_recv(st, fd, st->buf, k, MSG_WAITALL);
    if (r <= 0)
      return false;
    n -= (uint64_t)r;
  }
  return true;
}

static bool net_stream_send_all(struct net_stream *st, int fd, uint64_t n)
{
  while (n) {
    size_t k = n < st->buflen ? (size_t)n : st->buflen;
    if (net_send_all(fd, st->buf, k))
      return false;
    n -= k;
  }
  return true;
}

/* send mode, and bidir's receiving thread: everything the client sends. */
static void net_stream_sink(struct net_stream *st, struct net_meter *m)
{
  for (;;) {
    ssize_t r = net_stream_recv(st, st->fd, st->buf, st->buflen, 0);
    if (r == 0 && st->s->p.mode == NET_BIDIR)
      shutdown(st->fd, SHUT_WR);   /* the client is done: so is the sending thread */
    if (r <= 0)
      return;
    if (net_stream_marked(st, m, st->fd))
      st->side.bytes_in += (uint64_t)r;
    net_stream_progress(st);
  }
}

/* recv mode, and bidir's sending thread: blocks until the client closes. */
static void net_stream_source(struct net_stream *st, struct net_meter *m)
{
  const struct net_params *p = &st->s->p;
  struct net_sender snd;
  char why[256];
  size_t n = p->block < st->buflen ? (size_t)p->block : st->buflen;
  if (net_sender_init(&snd, p->zerocopy, st->buf, n, st->fd, why, sizeof(why)))
    return;
  while (net_sender_send(&snd, st->fd, n) == 0) {
    if (net_stream_marked(st, m, st->fd))
      st->side.bytes_out += n;
    net_stream_progress(st);
  }
  net_sender_free(&snd);
}

/* All of n bytes of the buffer, each part the kernel took counted (once
 * marked) as it is taken, so that a block cut short by the client's close
 * counts what it may have read of it; false when the connection ended. */
static bool net_stream_send_counted(struct net_stream *st, struct net_meter *m, size_t n)
{
  for (size_t done = 0; done < n;) {
    ssize_t w = send(st->fd, st->buf + done, n - done, MSG_NOSIGNAL);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return false;
    done += (size_t)w;
    if (net_stream_marked(st, m, st->fd))
      st->side.bytes_out += (uint64_t)w;
  }
  return true;
}

/* file-read: the server's file, pass after pass, its pages dropped
 * before each pass so that each reads the disk. */
static void net_stream_file_source(struct net_stream *st, struct net_meter *m)
{
  const struct net_session *s = st->s;
  uint64_t off = 0;
  for (;;) {
    if (off == 0)
      posix_fadvise(s->file_fd, 0, 0, POSIX_FADV_DONTNEED);
    size_t k = s->p.size - off < st->buflen ? (size_t)(s->p.size - off) : st->buflen;
    ssize_t r = pread(s->file_fd, st->buf, k, (off_t)off);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0 || !net_stream_send_counted(st, m, (size_t)r))
      return;
    off = off + (uint64_t)r == s->p.size ? 0 : off + (uint64_t)r;
    net_stream_progress(st);
  }
}

/* All of buf at off of fd; 0, or an errno. */
static int net_stream_pwrite(int fd, const unsigned char *buf, size_t n, uint64_t off)
{
  while (n) {
    ssize_t w = pwrite(fd, buf, n, (off_t)off);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      return w < 0 ? errno : EIO;
    buf += w;
    n -= (size_t)w;
    off += (uint64_t)w;
  }
  return 0;
}

/* file-write's failed write: its file goes at once (the space it took is
 * free for others), and the stream goes on reading and dropping what
 * the client sends, so that the client ends its run as it planned and
 * hears the reason in answer to its done. */
static void net_stream_file_failed(struct net_stream *st, int err)
{
  st->file_err = err;
  close(st->file_fd);
  st->file_fd = -1;
  net_files_remove(&st->s->srv->files, &st->file);
}

/* The file has grown to high bytes: what the disk's free space has
 * taken is no longer promised as to be written (the first pass only:
 * the file is written over after). */
static void net_stream_file_grown(struct net_stream *st, uint64_t high)
{
  net_files_grown(&st->s->srv->files, high - st->file_high);
  st->file_high = high;
}

/* file-write: what the client sends into a file of the stream's own (at
 * most the test's size: a longer run writes it over from the start),
 * flushed at the end, in the measured time of the server (which began
 * before the client's first block and ends after the flush: the NAS's
 * write, end to end). */
static void net_stream_file_sink(struct net_stream *st, struct net_meter *m)
{
  const struct net_session *s = st->s;
  char why[256];
  st->file_fd = net_files_write(&s->srv->files, &st->file, why, sizeof(why));
  if (st->file_fd < 0)
    st->file_err = errno;
  uint64_t off = 0;
  for (;;) {
    size_t room = s->p.size - off < st->buflen ? (size_t)(s->p.size - off) : st->buflen;
    ssize_t r = net_stream_recv(st, st->fd, st->buf, room, 0);
    if (r <= 0)
      break;
    int err = st->file_fd < 0 ? 0 : net_stream_pwrite(st->file_fd, st->buf, (size_t)r, off);
    if (err)
      net_stream_file_failed(st, err);
    else if (st->file_fd >= 0 && off + (uint64_t)r > st->file_high)
      net_stream_file_grown(st, off + (uint64_t)r);
    off = off + (uint64_t)r == s->p.size ? 0 : off + (uint64_t)r;
    if (net_stream_marked(st, m, st->fd))
      st->side.bytes_in += (uint64_t)r;
    net_stream_progress(st);
  }
  /* A session that ends without the client's done (the server stops,
   * the client has gone) removes the file unflushed. */
  if (st->file_fd >= 0 && !__atomic_load_n(&s->dropped, __ATOMIC_ACQUIRE) &&
      fsync(st->file_fd))
    net_stream_file_failed(st, errno);
}

/* rr: a response for each request. */
static void net_stream_rr(struct net_stream *st, struct net_meter *m)
{
  const struct net_params *p = &st->s->p;
  while (net_stream_recv_all(st, st->fd, p->request) &&
         net_stream_send_all(st, st->fd, p->response)) {
    if (net_stream_marked(st, m, st->fd)) {
      st->side.transactions++;
      st->side.bytes_in += p->request;
      st->side.bytes_out += p->response;
    }
    net_stream_progress(st);
  }
}

static void net_stream_end(struct net_stream *st)
{
  free(st->buf);
  st->buf = NULL;
  pthread_mutex_lock(&st->s->lock);
  st->s->live--;
  pthread_cond_broadcast(&st->s->cond);
  pthread_mutex_unlock(&st->s->lock);
}

void *net_stream_main(void *arg)
{
  struct net_stream *st = arg;
  const struct net_params *p = &st->s->p;
  struct net_meter m = { 0 };
  char why[256];
  bool sends = p->mode == NET_RECV || p->mode == NET_RR || p->mode == NET_FILE_READ ||
               (p->mode == NET_BIDIR && !st->sink);
  /* A bidir connection is tuned by its receiving thread. */
  bool tuned = (p->mode == NET_BIDIR && !st->sink) || net_tune(st->fd, p, 0, why, sizeof(why)) == 0;
  if (net_stream_buffer(st) == 0 && tuned) {
    if (p->mode == NET_SEND || (p->mode == NET_BIDIR && st->sink))
      net_stream_sink(st, &m);
    else if (p->mode == NET_FILE_READ)
      net_stream_file_source(st, &m);
    else if (p->mode == NET_FILE_WRITE)
      net_stream_file_sink(st, &m);
    else if (p->mode == NET_RR)
      net_stream_rr(st, &m);
    else
      net_stream_source(st, &m);
  }
  net_meter_end(&m, st->fd, sends, &st->side);
  net_stream_end(st);
  return NULL;
}

/* A crr worker's next connection, NULL when the session ends; it counts
 * as busy until net_crr_done. */
static struct net_crr_conn *net_crr_next(struct net_stream *st, struct net_crr_conn *c)
{
  struct net_session *s = st->s;
  pthread_mutex_lock(&s->lock);
  while (s->crr_len == 0 && !s->ending)
    pthread_cond_wait(&s->cond, &s->lock);
  bool got = s->crr_len > 0 && !s->ending;
  if (got) {
    *c = s->crr[s->crr_head];
    s->crr_head = (s->crr_head + 1) % s->crr_cap;
    s->crr_len--;
    s->busy++;
    st->fd = c->fd;
  }
  pthread_mutex_unlock(&s->lock);
  return got ? c : NULL;
}

static void net_crr_done(struct net_stream *st)
{
  struct net_session *s = st->s;
  pthread_mutex_lock(&s->lock);
  close(st->fd);
  st->fd = -1;
  s->busy--;
  pthread_cond_broadcast(&s->cond);
  pthread_mutex_unlock(&s->lock);
}

/* One crr transaction on c: the request, the response, TCP_INFO, and the
 * server closes first (its side keeps the TIME_WAIT, not the client's). */
static void net_crr_serve(struct net_stream *st, struct net_crr_conn *c, struct net_meter *m)
{
  const struct net_params *p = &st->s->p;
  char why[256];
  memcpy(st->left, c->left, c->nleft);
  st->nleft = c->nleft;
  if (net_set_blocking(c->fd, true) ||
      net_set_timeouts(c->fd, st->s->srv->cfg.limits.idle_timeout) ||
      net_tune(c->fd, p, 0, why, sizeof(why)) || !net_stream_recv_all(st, c->fd, p->request) ||
      !net_stream_send_all(st, c->fd, p->response))
    return;
  if (net_stream_marked(st, m, -1)) {
    struct net_tcp t;
    st->side.transactions++;
    st->side.bytes_in += p->request;
    st->side.bytes_out += p->response;
    if (net_tcp_read(c->fd, &t))
      net_side_add_tcp(&st->side, &t, true);
  }
  net_stream_progress(st);
}

void *net_crr_main(void *arg)
{
  struct net_stream *st = arg;
  struct net_meter m = { 0 };
  struct net_crr_conn c;
  if (net_stream_buffer(st) == 0)
    while (net_crr_next(st, &c)) {
      net_crr_serve(st, &c, &m);
      net_crr_done(st);
    }
  net_meter_end(&m, -1, true, &st->side);
  net_stream_end(st);
  return NULL;
}
