/* SPDX-License-Identifier: GPL-2.0-or-later */
/* server.h: `sysbench net serve`, and the server a run starts in its own
 * process without --net-host. One listener thread takes every new
 * connection, reads its first line without blocking (at most
 * --net-max-pending connections wait for theirs, each for at most
 * --net-idle-timeout seconds; for a new one, after those with something
 * to read are read, the oldest that has sent nothing gives way, else one
 * with part of a line, else one whose hello has not answered the key's
 * challenge, never an admitted hello waiting for a session slot),
 * authenticates it, and hands it on: a hello becomes a session (a client
 * test, at most --net-max-clients at once; a hello that finds them all
 * taken waits for one within its deadline) with a thread of its own on
 * its control connection; a stream line joins a session's data
 * connections (at most --net-max-streams at once, all sessions
 * together), each served by its own thread (two for bidir). One thread
 * takes the UDP datagrams. Everything a session holds is bounded by its
 * parameters, which the limits bound; the server sends only on
 * connections the client opened, and never a datagram. */
#ifndef SB_TESTS_NET_SERVER_H
#define SB_TESTS_NET_SERVER_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "files.h"
#include "measure.h"
#include "net.h"
#include "udp.h"

/* A server thread's stack: what the loops need, and room for ASan. */
#define NET_THREAD_STACK (512 * 1024)
/* The most a server data thread reads or writes at once. */
#define NET_SERVER_BUF (256 * 1024)

struct net_server_config {
  struct net_addr bind;           /* port 0: any free one */
  struct net_limits limits;
  const struct net_allow *allow;  /* NULL: everyone */
  const struct net_key *key;      /* NULL: no authentication */
  bool own;                       /* a run's own server: its lines only with --debug */
  const char *dir;                /* --net-dir (file modes); NULL: none */
  bool watch;                     /* the run monitor watches each client test */
  bool manual;                    /* no listener thread: the caller runs the listener's
                                     rounds (net_listener_round; tests/fuzz) */
};

struct net_session;
struct monitor_run;

/* A data connection's thread on the server. */
struct net_stream {
  struct net_session *s;
  int fd;
  int index;
  bool sink;                      /* bidir: this thread receives; the other sends */
  pthread_t thread;
  bool started;
  uint64_t progress;              /* written by the stream's thread only */
  struct net_side side;
  unsigned char *buf;             /* the stream's buffer (NET_SERVER_BUF at most) */
  size_t buflen;
  unsigned char left[NET_MSG_MAX];   /* bytes read with the first line */
  size_t nleft;
  int file_fd;                    /* file-write: its own file; -1 */
  struct net_file file;           /* which (sysbench-net.N); n 0: none */
  int file_err;                   /* file-write: errno of a failed write or fsync */
  uint64_t file_high;             /* file-write: its file's bytes (net_files_grown) */
};

/* A crr connection waiting for a worker. */
struct net_crr_conn {
  int fd;
  size_t nleft;
  unsigned char left[NET_MSG_MAX];
};

struct net_session {
  struct net_server *srv;
  uint32_t id;
  unsigned char token[NET_TOKEN_BYTES];
  struct net_params p;
  struct net_addr peer;
  int ctl;                        /* the control connection */
  pthread_mutex_t lock;           /* streams, crr queue, ending */
  pthread_cond_t cond;
  bool ending;                    /* no more connections join */
  int dropped;                    /* it ends without the client's done (atomic) */
  int marked;                     /* the client's measured time began */
  uint64_t started_ns, mark_ns;
  int nthreads;                   /* data threads (streams, crr workers) */
  struct net_stream *streams;     /* p.streams slots x2 (bidir) */
  int live;                       /* data threads running */
  /* crr: connections waiting, and the workers' figures */
  struct net_crr_conn *crr;
  int crr_head, crr_len, crr_cap;
  int busy;                       /* crr workers serving a connection */
  /* udp: per stream, written by the server's UDP thread under srv->lock */
  struct net_udp_stream *udp;
  uint64_t udp_progress;
  struct net_side total;          /* what the result says */
  int file_fd;                    /* file-read: the server's file; -1 */
  int file_slot;                  /* file-read: its slot in srv->files; -1 */
  struct net_disk disk0, disk;    /* --net-dir's device at the start, and its use */
  struct monitor_run *watch;      /* cfg.watch: the session, watched */
  char verdict[NET_VALUE_MAX + 1];   /* its rules for the result ("ok", "load-others") */
  char verdict_text[600];         /* and their texts, for a log line; "": ok */
};

struct net_server {
  struct net_server_config cfg;
  struct net_addr addr;           /* where it listens (the port bound) */
  int lfd, ufd, epfd, stopfd, udp_wake;
  int wake;                       /* a session ended: hellos waiting for a slot go on */
  pthread_t listener, udp_thread;
  bool udp_started, listener_started;
  pthread_mutex_t lock;           /* the session table, counts, udp flushes */
  pthread_cond_t cond;
  struct net_session **sessions;  /* cfg.limits.max_clients slots */
  int nsessions, streams_reserved;
  uint32_t next_id;
  uint64_t served;
  uint64_t udp_flush_asked, udp_flushed;
  struct net_files files;         /* --net-dir */
  uint64_t watch_end_ns;          /* when a watched session last ended (lock) */
  bool watching;                  /* a session is watched (one at a time: lock) */
  struct net_pending *pending;    /* cfg.limits.max_pending slots */
  uint32_t pending_gen;
  /* Complaints about refused connections: at most a few a second. */
  uint64_t complain_at;
  unsigned complained, complaints_dropped;
};

/* Starts a server (its threads run); 0, or -1 after a FATAL line. */
int net_server_start(const struct net_server_config *cfg, struct net_server **out);
/* Waits until no session is left (or timeout_ms passed): a run's own
 * server, between runs, so that none holds a descriptor after it. */
void net_server_quiesce(struct net_server *srv, int timeout_ms);
/* Ends every session, stops the threads, frees srv. */
void net_server_stop(struct net_server *srv);
/* The serve command: the server until SIGINT or SIGTERM; exit status. */
int net_serve(struct net_conf *c);

/* A server's log line (notice; debug for a run's own server). */
void net_server_log(const struct net_server *srv, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* A line about a refused or broken connection: at most 10 in 10 s, then
 * how many more there were (every one with --verbosity=4 or more). */
void net_server_complain(struct net_server *srv, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* A thread of the server: signals blocked, NET_THREAD_STACK; 0 or errno.
 * t NULL: a detached thread, which may end (and free arg) at any time. */
int net_server_thread(pthread_t *t, void *(*fn)(void *), void *arg);

/* One round of the listener: the events of one wait of at most wait ms
 * (-1: none), the readable connections before the new ones, the
 * connections and file-read files past their time; the wait until the
 * next deadline (-1: none), or -2 when the server stops. */
int net_listener_round(struct net_server *srv, int wait);

/* pending.c: the connections that have not said what they are yet, in
 * srv->pending (the listener's own: one thread at a time). */
int net_pending_init(struct net_server *srv);
void net_pending_close_all(struct net_server *srv);
/* A new connection fd (non-blocking) from peer: it waits for its first
 * line; when every slot is taken, another gives way. */
void net_pending_take(struct net_server *srv, int fd, const struct net_addr *peer);
/* The connection of an epoll tag has something to read (another tag, the
 * listener's own, is left alone). */
void net_pending_ready(struct net_server *srv, uint64_t tag);
/* Closes one waiting connection for room, once more looked at: the
 * oldest that has sent nothing, else the oldest with part of a line, else
 * the oldest whose hello has not answered the key's challenge; false when
 * none is such (every one waiting is an admitted hello, or none waits). */
bool net_pending_give_way(struct net_server *srv);
/* Hellos waiting for a session slot, first come first served, while
 * there are slots. */
void net_pending_retry(struct net_server *srv);
/* Closes those whose first line has not come in time, and hellos that
 * found no session slot in that time; the wait until the next deadline
 * (ms; -1: none). */
int net_pending_expire(struct net_server *srv);

/* session.c: a hello accepted on fd (blocking from now on): its session
 * starts, or fd is closed with an error message to the client. */
void net_session_start(struct net_server *srv, int fd, const struct net_addr *peer,
                       const struct net_params *p);
/* A stream line (session, token, index checked by the caller) on fd:
 * the connection joins s, with the bytes read after the line. false
 * when it cannot (the caller closes fd). srv->lock is held. */
bool net_session_adopt(struct net_session *s, int fd, unsigned index,
                       const unsigned char *left, size_t nleft, char *why, size_t wl);
/* The session with this id and token; NULL. srv->lock held. */
struct net_session *net_session_find(struct net_server *srv, uint32_t id,
                                     const unsigned char *token);
/* The number of data connections a test of p needs. */
int net_session_streams(const struct net_params *p);

/* watch.c: the run monitor on this machine through a session (when the
 * server runs with the monitor on); the end leaves its verdict in
 * s->verdict and s->verdict_text. */
void net_session_watch_begin(struct net_session *s);
void net_session_watch_end(struct net_session *s);

/* streams.c: a data connection's thread (send, recv, bidir, rr) and a crr
 * worker's. */
void *net_stream_main(void *arg);
void *net_crr_main(void *arg);
/* Has the client's measured time begun (the stream takes its mark)? */
static inline bool net_session_marked(const struct net_session *s)
{
  return __atomic_load_n(&s->marked, __ATOMIC_ACQUIRE) != 0;
}

/* udp_server.c: the UDP thread, and taking every datagram that has
 * arrived before a session's result. */
void *net_udp_main(void *arg);
void net_udp_flush(struct net_server *srv);

#endif
