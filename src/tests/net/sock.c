/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sock.c: addresses, connecting, listening, timeouts and line I/O for the
 * net test (sock.h). Every failure is told once, naming the address. */
#include "sock.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include "core/base/log.h"

static const char *net_family_name(int family)
{
  return family == NET_FAMILY_IPV4 ? " (IPv4)" : family == NET_FAMILY_IPV6 ? " (IPv6)" : "";
}

void net_addr_host(const struct net_addr *a, char *buf, size_t len)
{
  const struct sockaddr *sa = (const struct sockaddr *)&a->sa;
  const void *in = sa->sa_family == AF_INET6
      ? (const void *)&((const struct sockaddr_in6 *)sa)->sin6_addr
      : (const void *)&((const struct sockaddr_in *)sa)->sin_addr;
  if (inet_ntop(sa->sa_family, in, buf, (socklen_t)len) == NULL)
    snprintf(buf, len, "?");
}

int net_addr_port(const struct net_addr *a)
{
  const struct sockaddr *sa = (const struct sockaddr *)&a->sa;
  return ntohs(sa->sa_family == AF_INET6 ? ((const struct sockaddr_in6 *)sa)->sin6_port
                                         : ((const struct sockaddr_in *)sa)->sin_port);
}

bool net_addr_is_v6(const struct net_addr *a)
{
  return a->sa.ss_family == AF_INET6;
}

/* The text form: host:port, an IPv6 host in brackets. */
static void net_addr_text(struct net_addr *a)
{
  char host[INET6_ADDRSTRLEN];
  net_addr_host(a, host, sizeof(host));
  snprintf(a->text, sizeof(a->text), net_addr_is_v6(a) ? "[%s]:%d" : "%s:%d", host,
           net_addr_port(a));
}

/* An IPv4-mapped IPv6 address (an IPv4 peer of a dual-stack listener)
 * as the IPv4 address it is. */
static void net_addr_unmap(struct net_addr *a)
{
  const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)&a->sa;
  if (a->sa.ss_family != AF_INET6 || !IN6_IS_ADDR_V4MAPPED(&in6->sin6_addr))
    return;
  struct sockaddr_in in = { .sin_family = AF_INET, .sin_port = in6->sin6_port };
  memcpy(&in.sin_addr, in6->sin6_addr.s6_addr + 12, 4);
  memset(&a->sa, 0, sizeof(a->sa));
  memcpy(&a->sa, &in, sizeof(in));
  a->len = sizeof(in);
}

void net_addr_set(struct net_addr *a, const struct sockaddr *sa, socklen_t len)
{
  memset(a, 0, sizeof(*a));
  if (len > sizeof(a->sa))
    len = sizeof(a->sa);
  memcpy(&a->sa, sa, len);
  a->len = len;
  net_addr_unmap(a);
  net_addr_text(a);
}

void net_addr_loopback(int family, struct net_addr *a)
{
  struct sockaddr_storage ss;
  memset(&ss, 0, sizeof(ss));
  socklen_t len;
  if (family == NET_FAMILY_IPV6) {
    struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)&ss;
    in6->sin6_family = AF_INET6;
    in6->sin6_addr = in6addr_loopback;
    len = sizeof(*in6);
  } else {
    struct sockaddr_in *in = (struct sockaddr_in *)&ss;
    in->sin_family = AF_INET;
    in->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    len = sizeof(*in);
  }
  net_addr_set(a, (struct sockaddr *)&ss, len);
}

/* The 4 bytes of an IPv4 address, or of an IPv4-mapped IPv6 one; NULL
 * for another IPv6 address. */
static const unsigned char *net_addr_v4(const struct net_addr *a)
{
  if (a->sa.ss_family == AF_INET)
    return (const unsigned char *)&((const struct sockaddr_in *)&a->sa)->sin_addr;
  const struct in6_addr *in6 = &((const struct sockaddr_in6 *)&a->sa)->sin6_addr;
  return IN6_IS_ADDR_V4MAPPED(in6) ? in6->s6_addr + 12 : NULL;
}

bool net_addr_same_host(const struct net_addr *a, const struct net_addr *b)
{
  const unsigned char *a4 = net_addr_v4(a), *b4 = net_addr_v4(b);
  if (a4 || b4)
    return a4 && b4 && memcmp(a4, b4, 4) == 0;
  return memcmp(&((const struct sockaddr_in6 *)&a->sa)->sin6_addr,
                &((const struct sockaddr_in6 *)&b->sa)->sin6_addr, 16) == 0;
}

int net_addr_resolve(const char *host, int port, int family, bool passive, struct net_addr *a)
{
  struct addrinfo hints = { .ai_socktype = SOCK_STREAM, .ai_flags = passive ? AI_PASSIVE : 0 };
  hints.ai_family = family == NET_FAMILY_IPV4 ? AF_INET : family == NET_FAMILY_IPV6 ? AF_INET6
                                                                                  : AF_UNSPEC;
  /* Every address: [::], which takes IPv4 too, unless IPv4 is asked. */
  if (passive && host == NULL && family != NET_FAMILY_IPV4)
    hints.ai_family = AF_INET6;
  char service[16];
  snprintf(service, sizeof(service), "%d", port);
  struct addrinfo *res = NULL;
  int err = getaddrinfo(host, service, &hints, &res);
  if (err == EAI_FAMILY && passive && host == NULL) {
    /* No IPv6 here: every IPv4 address. */
    hints.ai_family = AF_INET;
    err = getaddrinfo(host, service, &hints, &res);
  }
  if (err) {
    log_fatal("net: cannot resolve '%s'%s: %s", host ? host : "(every address)",
              net_family_name(family), err == EAI_SYSTEM ? strerror(errno) : gai_strerror(err));
    return -1;
  }
  net_addr_set(a, res->ai_addr, res->ai_addrlen);
  freeaddrinfo(res);
  return 0;
}

/* What to do about a connect() that failed with err. */
static const char *net_connect_hint(int err)
{
  switch (err) {
  case ECONNREFUSED: return " (is `sysbench net serve` running there, on that port?)";
  case ENETUNREACH: case EHOSTUNREACH: return " (check the address and the routes to it)";
  case ETIMEDOUT: return " (no answer: a firewall, or no host at that address?)";
  default: return "";
  }
}

/* Waits for a non-blocking connect; 0 or -1 with errno. */
static int net_connect_wait(int fd, int timeout)
{
  struct pollfd p = { .fd = fd, .events = POLLOUT };
  int n;
  do
    n = poll(&p, 1, timeout > 0 ? timeout * 1000 : -1);
  while (n < 0 && errno == EINTR);
  if (n == 0) {
    errno = ETIMEDOUT;
    return -1;
  }
  int err = 0;
  socklen_t len = sizeof(err);
  if (n < 0 || getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len))
    return -1;
  errno = err;
  return err ? -1 : 0;
}

int net_connect(const struct net_addr *a, int type, int timeout, const char *what,
                int (*setup)(int fd, void *arg), void *arg)
{
  int fd = socket(a->sa.ss_family, type | SOCK_CLOEXEC, 0);
  if (fd < 0) {
    log_fatal("%s: cannot make a socket for %s: %s", what, a->text, strerror(errno));
    return -1;
  }
  if (setup && setup(fd, arg)) {
    close(fd);
    return -1;
  }
  int rc = net_set_blocking(fd, false);
  if (rc == 0 && connect(fd, (const struct sockaddr *)&a->sa, a->len))
    rc = errno == EINPROGRESS ? net_connect_wait(fd, timeout) : -1;
  if (rc == 0)
    rc = net_set_blocking(fd, true);
  if (rc) {
    int err = errno;
    log_fatal("%s: cannot connect to %s: %s%s", what, a->text,
              err == ETIMEDOUT ? "no answer within --net-timeout" : strerror(err),
              net_connect_hint(err));
    close(fd);
    return -1;
  }
  return fd;
}

int net_listen(struct net_addr *a, int type)
{
  const char *kind = type == SOCK_STREAM ? "listen on" : "bind UDP";
  int fd = socket(a->sa.ss_family, type | SOCK_CLOEXEC, 0), one = 1, zero = 0;
  if (fd < 0) {
    log_fatal("net: cannot %s %s: %s", kind, a->text, strerror(errno));
    return -1;
  }
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
  if (net_addr_is_v6(a))
    setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof(zero));
  if (bind(fd, (const struct sockaddr *)&a->sa, a->len) ||
      (type == SOCK_STREAM && listen(fd, 128))) {
    int err = errno;
    log_fatal("net: cannot %s %s: %s%s", kind, a->text, strerror(err),
              err == EADDRINUSE ? " (another server uses that port: stop it, or give --net-port)"
              : err == EADDRNOTAVAIL ? " (no interface of this machine has that address)" : "");
    close(fd);
    return -1;
  }
  struct sockaddr_storage ss;
  socklen_t len = sizeof(ss);
  if (getsockname(fd, (struct sockaddr *)&ss, &len) == 0)
    net_addr_set(a, (struct sockaddr *)&ss, len);
  return fd;
}

int net_set_timeouts(int fd, int seconds)
{
  struct timeval tv = { .tv_sec = seconds };
  return setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv)) ||
         setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv)) ? -1 : 0;
}

int net_set_blocking(int fd, bool blocking)
{
  int fl = fcntl(fd, F_GETFL);
  if (fl < 0)
    return -1;
  fl = blocking ? fl & ~O_NONBLOCK : fl | O_NONBLOCK;
  return fcntl(fd, F_SETFL, fl) < 0 ? -1 : 0;
}

long net_reader_fill(struct net_reader *r)
{
  ssize_t n;
  do
    n = recv(r->fd, r->buf + r->len, sizeof(r->buf) - r->len, 0);
  while (n < 0 && errno == EINTR);
  if (n > 0)
    r->len += (size_t)n;
  return (long)n;
}

long net_reader_line(struct net_reader *r, char *line)
{
  char *nl = memchr(r->buf, '\n', r->len);
  if (nl == NULL)
    return r->len == sizeof(r->buf) ? -1 : 0;
  size_t n = (size_t)(nl - r->buf) + 1;
  memcpy(line, r->buf, n);
  memmove(r->buf, r->buf + n, r->len - n);
  r->len -= n;
  return (long)n;
}

static enum net_recv_status net_parse_line(const char *line, size_t n, struct net_msg *m,
                                           char *why, size_t wl)
{
  int rc = net_msg_parse(line, n, m, why, wl);
  return rc == 0 ? NET_RECV_OK : rc == -2 ? NET_RECV_VERSION : NET_RECV_BAD;
}

/* An I/O failure or EOF, with why. */
static enum net_recv_status net_recv_failed(long n, char *why, size_t wl)
{
  /* A reset is a close that found data unread (ours, or the peer's). */
  if (n == 0 || errno == ECONNRESET) {
    snprintf(why, wl, "the connection was closed");
    return NET_RECV_EOF;
  }
  snprintf(why, wl, "%s", errno == EAGAIN || errno == EWOULDBLOCK
                              ? "no answer within --net-timeout" : strerror(errno));
  return NET_RECV_IO;
}

enum net_recv_status net_recv_msg(struct net_reader *r, struct net_msg *m, char *why,
                                  size_t wl)
{
  char line[NET_MSG_MAX];
  for (;;) {
    long n = net_reader_line(r, line);
    if (n > 0)
      return net_parse_line(line, (size_t)n, m, why, wl);
    if (n < 0) {
      snprintf(why, wl, "message longer than %d bytes", NET_MSG_MAX);
      return NET_RECV_BAD;
    }
    n = net_reader_fill(r);
    if (n <= 0)
      return net_recv_failed(n, why, wl);
  }
}

enum net_recv_status net_recv_msg_exact(int fd, struct net_msg *m, char *why, size_t wl)
{
  char line[NET_MSG_MAX];
  for (size_t len = 0; len < sizeof(line); len++) {
    ssize_t n;
    do
      n = recv(fd, line + len, 1, 0);
    while (n < 0 && errno == EINTR);
    if (n <= 0)
      return net_recv_failed((long)n, why, wl);
    if (line[len] == '\n')
      return net_parse_line(line, len + 1, m, why, wl);
  }
  snprintf(why, wl, "message longer than %d bytes", NET_MSG_MAX);
  return NET_RECV_BAD;
}

int net_send_all(int fd, const void *buf, size_t len)
{
  const char *p = buf;
  while (len) {
    ssize_t n = send(fd, p, len, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return -1;
    p += n;
    len -= (size_t)n;
  }
  return 0;
}

int net_send_msg(int fd, const struct net_msg *m)
{
  char line[NET_MSG_MAX];
  size_t n = net_msg_format(m, line);
  return net_send_all(fd, line, n);
}
