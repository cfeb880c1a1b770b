/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sender.c: send(), sendfile() and MSG_ZEROCOPY (sender.h). */
#include "sender.h"

#include <errno.h>
#include <time.h>
#include <linux/errqueue.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include "net.h"

#ifndef SO_ZEROCOPY
#define SO_ZEROCOPY 60
#endif

static int net_fill_file(int fd, const unsigned char *buf, size_t len)
{
  for (size_t off = 0; off < len;) {
    ssize_t n = pwrite(fd, buf + off, len - off, (off_t)off);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return -1;
    off += (size_t)n;
  }
  return 0;
}

/* sendfile's source: a memory file holding the block. */
static int net_sender_memfd(struct net_sender *s, char *why, size_t wl)
{
  s->memfd = memfd_create("sysbench-net-block", MFD_CLOEXEC);
  if (s->memfd < 0 || net_fill_file(s->memfd, s->buf, s->len)) {
    snprintf(why, wl, "a memory file for sendfile: %s", strerror(errno));
    return -1;
  }
  return 0;
}

int net_sender_init(struct net_sender *s, int mode, const unsigned char *buf, size_t len,
                    int fd, char *why, size_t wl)
{
  int one = 1;
  *s = (struct net_sender) { .mode = mode, .buf = buf, .len = len, .memfd = -1 };
  if (mode == NET_ZC_SENDFILE)
    return net_sender_memfd(s, why, wl);
  if (mode == NET_ZC_MSG && setsockopt(fd, SOL_SOCKET, SO_ZEROCOPY, &one, sizeof(one))) {
    snprintf(why, wl, "MSG_ZEROCOPY (SO_ZEROCOPY): %s%s", strerror(errno),
             errno == ENOPROTOOPT ? " (a kernel before 4.14, or an emulator)" : "");
    return -1;
  }
  return 0;
}

/* Takes the MSG_ZEROCOPY completions queued on fd, without waiting. */
static void net_zc_reap(struct net_sender *s, int fd)
{
  for (;;) {
    char control[128];
    struct msghdr msg = { .msg_control = control, .msg_controllen = sizeof(control) };
    if (recvmsg(fd, &msg, MSG_ERRQUEUE | MSG_DONTWAIT) < 0)
      return;
    for (struct cmsghdr *cm = CMSG_FIRSTHDR(&msg); cm; cm = CMSG_NXTHDR(&msg, cm)) {
      struct sock_extended_err e;
      memcpy(&e, CMSG_DATA(cm), sizeof(e));
      if (e.ee_errno != 0 || e.ee_origin != SO_EE_ORIGIN_ZEROCOPY)
        continue;
      uint64_t n = (uint64_t)(e.ee_data - e.ee_info) + 1;
      s->zc_done += n;
      if (e.ee_code & SO_EE_CODE_ZEROCOPY_COPIED)
        s->zc_copied += n;
    }
  }
}

/* Too many completions unreaped (ENOBUFS): waits for some, up to the
 * socket's timeout. */
static int net_zc_wait(struct net_sender *s, int fd)
{
  struct timeval tv;
  socklen_t len = sizeof(tv);
  int ms = getsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, &len) == 0 && tv.tv_sec
           ? (int)tv.tv_sec * 1000 : 10000;
  struct pollfd p = { .fd = fd, .events = 0 };
  if (poll(&p, 1, ms) <= 0) {
    errno = EAGAIN;
    return -1;
  }
  net_zc_reap(s, fd);
  return 0;
}

static ssize_t net_sender_once(struct net_sender *s, int fd, size_t off, size_t n)
{
  if (s->mode == NET_ZC_SENDFILE) {
    off_t pos = (off_t)off;
    return sendfile(fd, s->memfd, &pos, n);
  }
  ssize_t r = send(fd, s->buf + off, n, MSG_NOSIGNAL | (s->mode == NET_ZC_MSG ? MSG_ZEROCOPY : 0));
  if (r > 0 && s->mode == NET_ZC_MSG) {
    s->zc_sends++;
    net_zc_reap(s, fd);
  }
  return r;
}

int net_sender_send(struct net_sender *s, int fd, size_t n)
{
  size_t done = 0;
  while (done < n) {
    ssize_t r = net_sender_once(s, fd, done, n - done);
    if (r > 0) {
      done += (size_t)r;
      continue;
    }
    if (r < 0 && errno == EINTR)
      continue;
    if (r < 0 && errno == ENOBUFS && s->mode == NET_ZC_MSG && net_zc_wait(s, fd) == 0)
      continue;
    if (r == 0)
      errno = EPIPE;
    return -1;
  }
  return 0;
}

void net_sender_finish(struct net_sender *s, int fd)
{
  for (int i = 0; s->mode == NET_ZC_MSG && s->zc_done < s->zc_sends && i < 100; i++) {
    struct pollfd p = { .fd = fd, .events = 0 };
    poll(&p, 1, 10);
    net_zc_reap(s, fd);
  }
}

void net_sender_free(struct net_sender *s)
{
  if (s->memfd >= 0)
    close(s->memfd);
  s->memfd = -1;
}
