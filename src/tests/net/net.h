/* SPDX-License-Identifier: GPL-2.0-or-later */
/* net.h: the net test's options (struct net_conf, one per command), the
 * parameters of one client test as the hello message carries them
 * (struct net_params), the server's limits, and what the test's files
 * export to each other: the client (client.h), the server (server.h),
 * the report (report.c). */
#ifndef SB_TESTS_NET_NET_H
#define SB_TESTS_NET_NET_H

#include <stdbool.h>
#include <stdint.h>

#include "allow.h"
#include "auth.h"
#include "plugin/options.h"
#include "protocol.h"
#include "sock.h"

#define NET_DEFAULT_PORT 5301

enum net_mode { NET_SEND, NET_RECV, NET_BIDIR, NET_RR, NET_CRR, NET_UDP, NET_FILE_READ,
                NET_FILE_WRITE };
enum net_zerocopy { NET_ZC_OFF, NET_ZC_SENDFILE, NET_ZC_MSG };

/* One client test, as its hello message asks for it. */
struct net_params {
  enum net_mode mode;
  unsigned streams;
  uint64_t block, request, response, window;
  bool nodelay;
  char cc[NET_VALUE_MAX + 1];     /* "": the kernel's default */
  enum net_zerocopy zerocopy;
  uint64_t time, warmup;          /* seconds; time 0: until it is done */
  uint64_t size;                  /* file modes: the server's file's bytes */
};

/* What a server allows (its options; safe defaults). */
struct net_limits {
  int max_clients;    /* client tests served at once */
  int max_streams;    /* their data connections at once, all tests together */
  int max_time;       /* seconds one client test may last */
  int idle_timeout;   /* seconds a connection may make no progress */
  int max_pending;    /* connections at once that have not said who they are */
  uint64_t max_file_size;   /* file modes: the largest file of --net-dir */
  uint64_t max_dir_size;    /* all the files of --net-dir at once, bytes, */
  int max_dir_share;        /* or this percentage of its file system (0: bytes) */
};

struct net_server;

struct net_conf {
  /* Filled from the options (options.c's table). */
  const char *host;               /* NULL: a server of this process, on loopback */
  int port;
  int family;                     /* enum net_family */
  int mode;                       /* enum net_mode */
  uint64_t block, request, response, window;
  bool block_given;
  const char *bitrate_text;       /* --net-bitrate, as given */
  double bitrate;                 /* its bits per second; 0: not paced by it */
  bool nodelay;
  const char *congestion;
  int zerocopy;                   /* enum net_zerocopy */
  int mss;
  int timeout;                    /* seconds */
  const char *key_file;
  const char *bind;
  const char *dir;                /* --net-dir: the server's files (file modes) */
  uint64_t file_size;             /* --net-file-size */
  const char *max_dir;            /* --net-max-dir-size, as given */
  struct opt_list allow_list;
  struct net_limits limits;
  /* Derived by init. */
  bool serve;                     /* the command is serve */
  struct net_allow allow;
  bool keyed;
  struct net_key key;
  struct net_addr server;         /* the server the client tests */
  struct net_server *own;         /* the server of this process, if any */
  int warmup;                     /* --warmup-time of the command */
  bool watch;                     /* the run monitor is on (serve: it watches
                                     each session) */
};

extern const struct opt_def net_options[];

/* The rules between options (options.c); 0, or -1 after a FATAL line. */
int net_options_check(struct net_conf *c, bool serve);
/* The run's parameters from the options and the run's settings. */
void net_params_make(const struct net_conf *c, int threads, int time, int warmup,
                     struct net_params *p);
/* p as the keys of a hello message, and back: 0, or -1 with why (a
 * parameter no server of this version takes). */
void net_params_to_msg(const struct net_params *p, struct net_msg *m);
int net_params_from_msg(struct net_params *p, const struct net_msg *m, char *why, size_t wl);
/* udp's pace in datagrams per second (--rate, or --net-bitrate over the
 * datagrams' bits; 0: none), and which option gave it. */
double net_pace(const struct net_conf *c, int rate, const char **by);
/* A size as the reports write it ("128KiB", "1.5MiB", "100 bytes"). */
void net_size_text(char *buf, size_t len, uint64_t v);

/* The mode's name ("send"). */
const char *net_mode_name(int mode);
/* Do the mode's events carry a request and response (rr, crr)? */
static inline bool net_mode_transactions(int mode)
{
  return mode == NET_RR || mode == NET_CRR;
}
/* The file modes, through the server's --net-dir. */
static inline bool net_mode_file(int mode)
{
  return mode == NET_FILE_READ || mode == NET_FILE_WRITE;
}
/* Does the client's stream send blocks (send, file-write), receive them
 * (recv, file-read), or both (bidir)? */
static inline bool net_mode_client_sends(int mode)
{
  return mode == NET_SEND || mode == NET_BIDIR || mode == NET_FILE_WRITE;
}
static inline bool net_mode_client_receives(int mode)
{
  return mode == NET_RECV || mode == NET_BIDIR || mode == NET_FILE_READ;
}

#endif
