/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fuzz_session.c: libFuzzer target for the net server's sessions, not only
 * its parser: a server of this process (without its listener thread: the
 * target runs the listener's rounds itself) takes connections made with
 * socketpair(), and the input is what a client sends on them, in order.
 * The input is segments, each after a line break and '@' (the first at
 * the start, after an optional 'k': the server with a key); a segment's
 * first byte says where its bytes go: '0' the first connection (a
 * control connection, when it says hello), '1' to '5' others (data
 * connections, crr's, more hellos), 'u' a UDP datagram to the server's port, 'v' one
 * with a valid header of the session (flags, stream and the sequence
 * number from its first bytes), 'z' closes the connections whose digits
 * follow. In the bytes, $S, $T and $M become the session, token and the
 * key's answer to the last challenge that connection 0 received, so that
 * inputs reach the data paths. After each input every connection is
 * closed, and the server must be back where it was: no session, no
 * stream promised, no space but that of the file-read files it keeps, as
 * many descriptors as before (a hang or a leak aborts). The server's
 * bounds are below the connections an input has (2 waiting, 2 tests at
 * once, 256 KiB of files for 8 of 64 KiB), so that connections give way,
 * hellos wait for a slot and kept files are removed for room. */
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "core/base/log.h"
#include "core/base/timer.h"
#include "tests/net/server.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_CONNS 6
#define FUZZ_ANSWER_MS 20       /* an answer to a whole line, at most */
#define FUZZ_QUIET_MS 30000     /* the server back at rest, at most */

struct fuzz_peer {
  struct net_server *srv;
  int fd[FUZZ_CONNS];           /* the client's ends; -1 */
  int udp;
  char ctl[NET_MSG_MAX + 1];    /* connection 0's partial line */
  size_t ctl_len;
  char session[24], token[2 * NET_TOKEN_BYTES + 1], mac[2 * NET_MAC_BYTES + 1];
  unsigned char token_bytes[NET_TOKEN_BYTES];
  uint32_t session_id;
};

static struct net_server *fuzz_srv[2];
static struct net_key fuzz_key;
/* On a tmpfs where there is one: file-read's files are flushed. */
static char fuzz_dir[64];

static void fuzz_stop(void)
{
  for (int i = 0; i < 2; i++)
    if (fuzz_srv[i])
      net_server_stop(fuzz_srv[i]);
  rmdir(fuzz_dir);
}

/* The two servers (without and with a key), once. */
static void fuzz_start(void)
{
  char path[80];
  log_start(0);
  snprintf(fuzz_dir, sizeof(fuzz_dir), "%s/sbng-fuzz-session.XXXXXX",
           access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp");
  if (mkdtemp(fuzz_dir) == NULL)
    abort();
  snprintf(path, sizeof(path), "%s/key", fuzz_dir);
  FILE *f = fopen(path, "w");
  if (f == NULL || fputs("a key of the fuzz target, 32 bytes", f) < 0 || fclose(f))
    abort();
  bool keyed = net_key_load(path, &fuzz_key) == 0;
  unlink(path);
  struct net_server_config cfg = {
    .limits = { .max_clients = 2, .max_streams = 8, .max_time = 5, .idle_timeout = 1,
                .max_pending = 2, .max_file_size = 65536, .max_dir_size = 1 << 18 },
    .own = true, .dir = fuzz_dir, .manual = true,
  };
  net_addr_loopback(NET_FAMILY_IPV4, &cfg.bind);
  if (net_server_start(&cfg, &fuzz_srv[0]))
    abort();
  cfg.key = &fuzz_key;
  if (keyed && net_server_start(&cfg, &fuzz_srv[1]))
    abort();
  atexit(fuzz_stop);
}

static int fuzz_fds(void)
{
  int n = 0;
  DIR *d = opendir("/proc/self/fd");
  while (d && readdir(d))
    n++;
  if (d)
    closedir(d);
  return n;
}

static void fuzz_hex(char *out, const unsigned char *b, size_t n)
{
  for (size_t i = 0; i < n; i++)
    snprintf(out + 2 * i, 3, "%02x", b[i]);
}

/* A whole line from connection 0: the welcome's session and token, the
 * challenge's nonce (answered at once into $M). */
static void fuzz_ctl_line(struct fuzz_peer *p, const char *line, size_t n)
{
  struct net_msg m;
  char why[256];
  unsigned char nonce[NET_NONCE_BYTES], mac[NET_MAC_BYTES];
  if (net_msg_parse(line, n, &m, why, sizeof(why)))
    return;
  if (m.verb == NET_MSG_WELCOME && net_msg_hex(&m, NET_K_TOKEN, p->token_bytes, NET_TOKEN_BYTES)) {
    p->session_id = (uint32_t)m.num[NET_K_SESSION];
    snprintf(p->session, sizeof(p->session), "%u", p->session_id);
    fuzz_hex(p->token, p->token_bytes, NET_TOKEN_BYTES);
  } else if (m.verb == NET_MSG_CHALLENGE && net_msg_hex(&m, NET_K_NONCE, nonce, sizeof(nonce)) &&
             net_auth_mac(&fuzz_key, nonce, mac) == 0) {
    fuzz_hex(p->mac, mac, sizeof(mac));
  }
}

/* What has come back on the connections (dropped; connection 0's lines
 * read); how many bytes, or closings, there were. */
static size_t fuzz_drain(struct fuzz_peer *p)
{
  static char buf[65536];
  size_t got = 0;
  for (int i = 0; i < FUZZ_CONNS; i++) {
    ssize_t n = -1;
    while (p->fd[i] >= 0 && (n = recv(p->fd[i], buf, sizeof(buf), MSG_DONTWAIT)) != 0) {
      if (n < 0) {
        if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
          got++;
        break;
      }
      got += (size_t)n;
      for (ssize_t k = 0; i == 0 && k < n; k++) {
        p->ctl[p->ctl_len++] = buf[k];
        if (buf[k] == '\n')
          fuzz_ctl_line(p, p->ctl, p->ctl_len);
        if (buf[k] == '\n' || p->ctl_len == NET_MSG_MAX)
          p->ctl_len = 0;
      }
    }
    if (n == 0)
      got++;
  }
  return got;
}

/* The listener's rounds and the answers, until something comes back
 * (expect) or for one round. */
static void fuzz_pump(struct fuzz_peer *p, bool expect)
{
  uint64_t end = timer_now() + (uint64_t)FUZZ_ANSWER_MS * 1000000;
  do {
    net_listener_round(p->srv, 0);
    if (fuzz_drain(p) || !expect)
      return;
    poll(NULL, 0, 1);
  } while (timer_now() < end);
}

/* Connection i, made (and handed to the server) at its first use. */
static int fuzz_conn(struct fuzz_peer *p, int i)
{
  int sv[2];
  if (p->fd[i] >= 0)
    return p->fd[i];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv))
    return -1;
  struct net_addr peer;
  net_addr_loopback(NET_FAMILY_IPV4, &peer);
  if (net_set_blocking(sv[1], false)) {
    close(sv[0]);
    close(sv[1]);
    return -1;
  }
  net_pending_take(p->srv, sv[1], &peer);
  return p->fd[i] = sv[0];
}

/* n bytes on connection i, while the server reads; what it does not
 * read in time is dropped. */
static void fuzz_send(struct fuzz_peer *p, int i, const char *b, size_t n)
{
  int fd = fuzz_conn(p, i);
  for (int stalls = 0; fd >= 0 && n > 0 && stalls < 100;) {
    ssize_t w = send(fd, b, n, MSG_DONTWAIT | MSG_NOSIGNAL);
    if (w > 0) {
      b += w;
      n -= (size_t)w;
    } else if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      stalls++;
      fuzz_pump(p, true);
    } else {
      break;
    }
  }
}

/* A datagram to the server's port; with a header of the session (v). */
static void fuzz_datagram(struct fuzz_peer *p, bool header, const unsigned char *b, size_t n)
{
  unsigned char buf[2048];
  size_t len = 0;
  if (p->udp < 0)
    p->udp = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (header) {
    struct net_udp_header h = { .flags = n > 0 ? b[0] : 0, .stream = n > 1 ? b[1] : 0,
                                .session = p->session_id, .sent_ns = timer_now() };
    for (size_t i = 2; i < 10 && i < n; i++)
      h.seq = h.seq << 8 | b[i];
    for (int i = 0; i < 8; i++)
      h.token = h.token << 8 | p->token_bytes[i];
    net_udp_header_write(buf, &h);
    len = NET_UDP_HEADER;
    b = n > 10 ? b + 10 : b + n;
    n = n > 10 ? n - 10 : 0;
  }
  n = n < sizeof(buf) - len ? n : sizeof(buf) - len;
  memcpy(buf + len, b, n);
  sendto(p->udp, buf, len + n, MSG_DONTWAIT, (const struct sockaddr *)&p->srv->addr.sa,
         p->srv->addr.len);
  fuzz_pump(p, false);
}

/* seg's bytes with $S, $T and $M replaced; its length. */
static size_t fuzz_expand(const struct fuzz_peer *p, const uint8_t *seg, size_t n, char *out)
{
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    const char *v = NULL;
    if (seg[i] == '$' && i + 1 < n)
      v = seg[i + 1] == 'S' ? p->session : seg[i + 1] == 'T' ? p->token
        : seg[i + 1] == 'M' ? p->mac : NULL;
    if (v) {
      memcpy(out + k, v, strlen(v));
      k += strlen(v);
      i++;
    } else {
      out[k++] = (char)seg[i];
    }
  }
  return k;
}

/* A segment (its target, then its bytes; sep: it ends with the line
 * break of the next one's "\n@", which only connections take). */
static void fuzz_segment(struct fuzz_peer *p, const uint8_t *seg, size_t n, bool sep)
{
  if (n > 0 && sep && (seg[0] < '0' || seg[0] >= '0' + FUZZ_CONNS))
    n--;
  if (n == 0)
    return;
  char *buf = malloc(n * 32);
  if (buf == NULL)
    return;
  size_t len = fuzz_expand(p, seg + 1, n - 1, buf);
  if (seg[0] >= '0' && seg[0] < '0' + FUZZ_CONNS) {
    fuzz_send(p, seg[0] - '0', buf, len);
    fuzz_pump(p, memchr(buf, '\n', len) != NULL);
  } else if (seg[0] == 'u' || seg[0] == 'v') {
    fuzz_datagram(p, seg[0] == 'v', (const unsigned char *)buf, len);
  } else if (seg[0] == 'z') {
    for (size_t i = 0; i < len; i++)
      if (buf[i] >= '0' && buf[i] < '0' + FUZZ_CONNS && p->fd[buf[i] - '0'] >= 0) {
        close(p->fd[buf[i] - '0']);
        p->fd[buf[i] - '0'] = -1;
      }
    fuzz_pump(p, false);
  }
  free(buf);
}

/* Are the server's files at rest: nothing to write or remove, and
 * nothing promised but the file-read files it keeps (no test holds)? */
static bool fuzz_files_rest(struct net_files *f)
{
  uint64_t kept = 0;
  bool rest = true;
  pthread_mutex_lock(&f->lock);
  for (int i = 0; i < NET_FILES_READ_MAX; i++) {
    if (f->read[i].state != NET_READ_FREE)
      kept += f->read[i].size;
    rest = rest && f->read[i].users == 0;
  }
  rest = rest && f->unwritten == 0 && f->removing == 0 && f->ngone == 0 && f->promised == kept;
  pthread_mutex_unlock(&f->lock);
  return rest;
}

/* Every connection closed: the server's rounds until it is at rest
 * (fds descriptors in this process, no session, nothing promised). */
static void fuzz_settle(struct fuzz_peer *p, int fds)
{
  for (int i = 0; i < FUZZ_CONNS; i++)
    if (p->fd[i] >= 0)
      close(p->fd[i]);
  if (p->udp >= 0)
    close(p->udp);
  struct net_server *srv = p->srv;
  uint64_t end = timer_now() + (uint64_t)FUZZ_QUIET_MS * 1000000;
  for (;;) {
    net_listener_round(srv, 1);
    pthread_mutex_lock(&srv->lock);
    bool rest = srv->nsessions == 0 && srv->streams_reserved == 0;
    pthread_mutex_unlock(&srv->lock);
    rest = rest && fuzz_files_rest(&srv->files);
    if (rest && fuzz_fds() == fds)
      return;
    if (timer_now() > end)
      abort();
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
  if (fuzz_srv[0] == NULL)
    fuzz_start();
  struct fuzz_peer p = { .udp = -1, .session = "0" };
  for (int i = 0; i < FUZZ_CONNS; i++)
    p.fd[i] = -1;
  memset(p.token, '0', sizeof(p.token) - 1);
  memset(p.mac, '0', sizeof(p.mac) - 1);
  bool keyed = size > 0 && data[0] == 'k';
  p.srv = fuzz_srv[keyed && fuzz_srv[1] ? 1 : 0];
  if (keyed) {
    data++;
    size--;
  }
  int fds = fuzz_fds();
  size_t at = 0;
  while (at < size) {
    const uint8_t *nl = memmem(data + at, size - at, "\n@", 2);
    size_t end = nl ? (size_t)(nl - data) + 1 : size;
    fuzz_segment(&p, data + at, end - at, nl != NULL);
    at = nl ? end + 1 : size;
  }
  fuzz_settle(&p, fds);
  return 0;
}
