/* SPDX-License-Identifier: GPL-2.0-or-later */
/* sender.h: sending a block the way --net-zerocopy says: send(), or
 * sendfile() from a memory file holding the block (the pages go to the
 * socket without a copy from user space), or send() with MSG_ZEROCOPY,
 * whose completions the kernel queues on the socket's error queue: they
 * are taken after each send, and counted, with those the kernel copied
 * anyway (it always does on loopback). The block's content is never
 * changed, so a buffer in flight may be sent again. */
#ifndef SB_TESTS_NET_SENDER_H
#define SB_TESTS_NET_SENDER_H

#include <stddef.h>
#include <stdint.h>

struct net_sender {
  int mode;                  /* enum net_zerocopy */
  const unsigned char *buf;
  size_t len;
  int memfd;                 /* sendfile's file; -1 */
  uint64_t zc_sends, zc_done, zc_copied;
};

/* A sender of buf (len bytes) for the connected socket fd; 0, or -1 with
 * why. */
int net_sender_init(struct net_sender *s, int mode, const unsigned char *buf, size_t len,
                    int fd, char *why, size_t wl);
/* Sends the first n bytes of the block on fd, all of them; 0, or -1 with
 * errno (EAGAIN: no progress within the socket's timeout). */
int net_sender_send(struct net_sender *s, int fd, size_t n);
/* Waits (a second at most) for the completions of MSG_ZEROCOPY sends
 * still out, so that the report counts them all. */
void net_sender_finish(struct net_sender *s, int fd);
void net_sender_free(struct net_sender *s);

#endif
