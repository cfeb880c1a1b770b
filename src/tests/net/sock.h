/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sock.h: the net test's sockets: addresses and how they are written,
 * connecting and listening with FATAL lines that name the address and
 * say what to do, timeouts, and the control connections' line I/O. */
#ifndef SB_TESTS_NET_SOCK_H
#define SB_TESTS_NET_SOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/socket.h>

#include "protocol.h"

enum net_family { NET_FAMILY_ANY, NET_FAMILY_IPV4, NET_FAMILY_IPV6 };

/* "[ffff:...]:65535" and more. */
#define NET_ADDR_TEXT 80

struct net_addr {
  struct sockaddr_storage sa;
  socklen_t len;
  char text[NET_ADDR_TEXT];   /* "127.0.0.1:5301", "[::1]:5301" */
};

/* host (a name or a literal address; NULL: every address) and port into
 * a, of family (enum net_family); for a listener (passive) NULL means
 * [::] (IPv4 too) or 0.0.0.0. 0, or -1 after a FATAL line. */
int net_addr_resolve(const char *host, int port, int family, bool passive, struct net_addr *a);
/* The loopback address of family (any: IPv4's), port 0. */
void net_addr_loopback(int family, struct net_addr *a);
/* a from a socket address (a peer's). */
void net_addr_set(struct net_addr *a, const struct sockaddr *sa, socklen_t len);
/* The address without the port ("127.0.0.1", "::1"). */
void net_addr_host(const struct net_addr *a, char *buf, size_t len);
int net_addr_port(const struct net_addr *a);
bool net_addr_is_v6(const struct net_addr *a);
/* Do a and b name the same host (ports aside; an IPv4-mapped IPv6
 * address is its IPv4 address)? */
bool net_addr_same_host(const struct net_addr *a, const struct net_addr *b);

/* A socket of type (SOCK_STREAM, SOCK_DGRAM) connected to a within
 * timeout seconds; before connecting, setup(fd, arg) (NULL: none) sets
 * what must be set then. The fd, or -1 after a FATAL line naming the
 * address and `what` ("net: stream #2"), unless quiet. */
int net_connect(const struct net_addr *a, int type, int timeout, const char *what,
                int (*setup)(int fd, void *arg), void *arg);
/* A listening (SOCK_STREAM) or bound (SOCK_DGRAM) socket on a; the fd or
 * -1 after a FATAL line. The port actually bound is written back to a. */
int net_listen(struct net_addr *a, int type);

/* Receive and send timeouts of fd (seconds; 0: none). */
int net_set_timeouts(int fd, int seconds);
int net_set_blocking(int fd, bool blocking);

/* A control connection's reader: lines of at most NET_MSG_MAX bytes. */
struct net_reader {
  int fd;
  size_t len;
  char buf[NET_MSG_MAX];
};
/* One recv() into r: bytes read, 0 at EOF, -1 on error (errno). */
long net_reader_fill(struct net_reader *r);
/* Takes a complete line out of r into line (NET_MSG_MAX bytes): its
 * length, 0 when none is complete yet, -1 when r holds NET_MSG_MAX bytes
 * without a newline. */
long net_reader_line(struct net_reader *r, char *line);

/* What reading a message found. */
enum net_recv_status { NET_RECV_OK, NET_RECV_EOF, NET_RECV_IO, NET_RECV_BAD,
                       NET_RECV_VERSION };
/* A message from a blocking socket (its timeouts apply); why says what
 * went wrong otherwise (the errno text, the parser's phrase). */
enum net_recv_status net_recv_msg(struct net_reader *r, struct net_msg *m, char *why,
                                  size_t wl);
/* The same on a connection where data follows the line: read a byte at a
 * time, so that nothing after the newline is taken. */
enum net_recv_status net_recv_msg_exact(int fd, struct net_msg *m, char *why, size_t wl);
/* Writes m whole (blocking; MSG_NOSIGNAL); 0 or -1 (errno). */
int net_send_msg(int fd, const struct net_msg *m);
/* Writes all of buf (blocking; MSG_NOSIGNAL); 0 or -1 (errno). */
int net_send_all(int fd, const void *buf, size_t len);

#endif
