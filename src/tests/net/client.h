/* SPDX-License-Identifier: GPL-2.0-or-later */
/* client.h: the client side of a run: its session with the server (the
 * control connection: hello, the key's challenge, measure, done and the
 * server's result), one data connection per worker thread (none in crr,
 * which connects per event; a UDP socket in udp), and what each worker
 * measured. The events of each mode are in modes.c. */
#ifndef SB_TESTS_NET_CLIENT_H
#define SB_TESTS_NET_CLIENT_H

#include <pthread.h>

#include "measure.h"
#include "net.h"
#include "sender.h"
#include "tune.h"
#include "udp.h"

struct run_config;
struct sb_worker;

struct net_worker {
  struct net_run *run;
  int id;
  int fd;
  unsigned char *buf;         /* a block, or a request and response */
  size_t buflen;
  struct net_sender sender;
  struct net_meter meter;
  struct net_side side;       /* CPU time and TCP figures (bytes: the counters) */
  bool send_next;             /* bidir: the next event sends */
  struct net_udp_header udp;  /* udp: the next datagram's header */
  uint64_t udp_sent;          /* udp: measured datagrams */
  uint64_t pace_next;         /* udp with --net-bitrate: when its next send is due */
  bool opened;                /* its data connection is open (file-read: from its
                                 first event on) */
  uint64_t first_ns;          /* when its first measured event began; 0: none */
  char *crr_head;             /* crr: the stream line, then the request */
  size_t crr_len;
  char what[48];              /* "net: thread #2", for messages */
};

struct net_run {
  struct net_conf *c;
  struct net_params p;
  int threads;
  int ctl;                    /* the control connection; -1 once closed */
  struct net_reader reader;
  uint32_t session;
  unsigned char token[NET_TOKEN_BYTES];
  char release[NET_VALUE_MAX + 1];   /* the server's */
  int (*event)(struct sb_worker *w);
  int rate;                   /* the run's --rate */
  uint64_t pace_gap_ns;       /* udp with --net-bitrate: each worker's gap between sends */
  int measure_sent;
  int done_threads;           /* thread_done calls so far */
  int lost;                   /* workers whose connection was lost */
  bool exchanged;             /* done sent, result read (or failed) */
  bool have_server;
  struct net_side server;     /* the server's result */
  char server_why[256];       /* why there is none */
  bool disk_known;            /* file modes: the server's --net-dir device's use */
  char disk[NET_VALUE_MAX + 1];
  uint64_t disk_read, disk_written;
  char server_monitor[NET_VALUE_MAX + 1];   /* its monitor's "ok" or rules; "": none */
  pthread_mutex_t lock;       /* what the workers add at their end */
  struct net_side client;     /* duration_ns: the transfer (net_client_transfer) */
  uint64_t xfer_from, xfer_to;
  bool tuned_set;
  struct net_tuned tuned;     /* what the first connection has */
  uint64_t zc_sends, zc_done, zc_copied, udp_sent;
  struct net_worker *workers;
};

/* run_start: the session (hello and key), workers' slots. 0, or -1
 * after a FATAL line. */
int net_client_start(struct net_conf *c, const struct run_config *rc, struct net_run **out);
/* run_stop: the session's end (done and result if not yet), frees. */
void net_client_stop(struct net_run *r);
int net_client_thread_init(struct sb_worker *w);
int net_client_thread_done(struct sb_worker *w);
/* done and the server's result, once; after every worker's end. */
void net_client_finish(struct net_run *r);
/* Have all workers ended (the final report may ask the server)? */
bool net_client_all_done(struct net_run *r);
/* The worker's first measured event: its mark, and the server's. */
void net_client_mark(struct net_worker *nw);
/* The worker's connection is lost: its FATAL line; SB_EVENT_LOST. */
int net_client_lost(struct sb_worker *w, const char *doing, int err);
/* file-read: the worker's data connection, at its first event, so that
 * the server reads its file only once the run has begun (a NAS's read
 * starts when it is asked for); 0, or -1 after a FATAL line. */
int net_client_open_late(struct net_worker *nw);
/* crr: one connection's socket, tuned and connected; -1 with errno. */
int net_client_connect_crr(struct net_worker *nw);

/* modes.c: the event of a mode. */
int (*net_mode_event(int mode))(struct sb_worker *w);

#endif
