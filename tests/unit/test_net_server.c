/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_net_server.c: a server of the process on loopback serving whole
 * client tests over TCP (send and crr: data connections handed from the
 * listener to a session, which closes them). Under ThreadSanitizer
 * (unit_tsan) the hand-over is checked: the listener let go of a data
 * connection (epoll_ctl DEL) after the session had it, racing the
 * session's close and the number's reuse (issue 33, as item 17's race on
 * control connections). Plainly, every test's figures are exact. */
#include <string.h>
#include <unistd.h>

#include "core/base/log.h"
#include "tests/net/server.h"
#include "unit.h"

#define TEST_TIMEOUT 30

/* One message of verb on fd, or false. */
static bool test_expect(int fd, enum net_verb verb, struct net_msg *m)
{
  char why[256];
  return net_recv_msg_exact(fd, m, why, sizeof(why)) == NET_RECV_OK && m->verb == verb;
}

static int test_connect(const struct net_server *srv)
{
  int fd = net_connect(&srv->addr, SOCK_STREAM, TEST_TIMEOUT, "unit", NULL, NULL);
  if (fd >= 0 && net_set_timeouts(fd, TEST_TIMEOUT)) {
    close(fd);
    return -1;
  }
  return fd;
}

/* A data connection of the welcomed session w: its stream line (and a
 * crr request right after it). */
static int test_stream(const struct net_server *srv, const struct net_msg *w, bool crr)
{
  struct net_msg m;
  unsigned char token[NET_TOKEN_BYTES];
  int fd = test_connect(srv);
  if (fd < 0)
    return -1;
  net_msg_start(&m, NET_MSG_STREAM);
  net_msg_set_num(&m, NET_K_SESSION, w->num[NET_K_SESSION]);
  net_msg_hex(w, NET_K_TOKEN, token, sizeof(token));
  net_msg_set_hex(&m, NET_K_TOKEN, token, sizeof(token));
  net_msg_set_num(&m, NET_K_INDEX, 0);
  if (net_send_msg(fd, &m) || (crr ? net_send_all(fd, "q", 1) != 0
                                   : !test_expect(fd, NET_MSG_OK, &m))) {
    close(fd);
    return -1;
  }
  return fd;
}

/* One client test of mode: n blocks of 4 KiB (send) or n transactions
 * (crr); the server's result's figure. */
static uint64_t test_session(const struct net_server *srv, enum net_mode mode, int n)
{
  struct net_params p = { .mode = mode, .streams = 1, .block = 4096, .request = 1,
                          .response = 1 };
  struct net_msg m, w;
  static char block[4096];
  uint64_t got = UINT64_MAX;
  int ctl = test_connect(srv);
  net_msg_start(&m, NET_MSG_HELLO);
  net_params_to_msg(&p, &m);
  if (ctl < 0 || net_send_msg(ctl, &m) || !test_expect(ctl, NET_MSG_WELCOME, &w))
    goto out;
  for (int i = 0, fd = -1; i < (mode == NET_CRR ? n : 1); i++) {
    char c;
    if ((fd = test_stream(srv, &w, mode == NET_CRR)) < 0)
      goto out;
    bool ok = mode == NET_CRR ? recv(fd, &c, 1, MSG_WAITALL) == 1 : true;
    for (int k = 0; ok && mode == NET_SEND && k < n; k++)
      ok = net_send_all(fd, block, sizeof(block)) == 0;
    close(fd);
    if (!ok)
      goto out;
  }
  net_msg_start(&m, NET_MSG_DONE);
  net_msg_set_num(&m, NET_K_SENT, 0);
  if (net_send_msg(ctl, &m) == 0 && test_expect(ctl, NET_MSG_RESULT, &m))
    got = mode == NET_CRR ? m.num[NET_K_TRANSACTIONS] : m.num[NET_K_BYTES_IN];
out:
  if (ctl >= 0)
    close(ctl);
  return got;
}

UNIT_TEST(net_server_hands_data_connections_over)
{
  struct net_server_config cfg = {
    .limits = { .max_clients = 4, .max_streams = 8, .max_time = 60, .idle_timeout = 10,
                .max_pending = 8, .max_file_size = 1 },
    .own = true,
  };
  struct net_server *srv;
  net_addr_loopback(NET_FAMILY_IPV4, &cfg.bind);
  CHECK(net_server_start(&cfg, &srv) == 0);
  bool exact = true;
  for (int i = 0; i < 20 && exact; i++)
    exact = test_session(srv, NET_SEND, 4) == 4 * 4096 && test_session(srv, NET_CRR, 3) == 3;
  net_server_stop(srv);
  CHECK(exact);
}
