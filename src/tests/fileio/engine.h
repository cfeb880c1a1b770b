/* SPDX-License-Identifier: GPL-2.0-or-later */
/* engine.h: fileio's I/O engines, in the manner of fio's ioengine_ops. An
 * engine only moves bytes: sync (pread/pwrite), mmap (memcpy on mappings),
 * libaio and io_uring (requests in flight, completed later). Everything
 * else a request needs (drawing it, its buffer, checking what was read,
 * fsync after each write, the counters and the latency record) is the one
 * shared path in completion.c, whatever the engine. An engine is a file
 * engine_NAME.c ending with SB_REGISTER(fileio_engines, ...) and a line in
 * Makefile.am's list of engines (whose order --file-io-mode's is); what
 * --help, the probes, the result files and the storage scorecard know of
 * it comes from its entry. */
#ifndef SB_FILEIO_ENGINE_H
#define SB_FILEIO_ENGINE_H

#include <stdbool.h>
#include <stdint.h>

#include "fileio.h"

struct json;

/* What a synchronous submit returns when an mmap access found the file
 * shorter than when the run started (a SIGBUS turned into an error). */
#define FILEIO_RES_SHRUNK INT64_MIN

/* A buffer region a request's data lives in (io_uring registers each). */
enum fileio_region { FILEIO_REGION_QUEUE, FILEIO_REGION_POOL, FILEIO_REGIONS };

/* One request slot of a thread: the request, its own buffer, where the
 * request's data is (that buffer, or the write-data pool), and when it was
 * handed to the engine (queued engines). */
struct fileio_slot {
  struct fileio_req req;
  char *buf;
  char *data;
  enum fileio_region region;
  int index;
  uint64_t submitted;
};

/* A thread's slots: one for synchronous engines, --file-async-backlog for
 * queued ones, each with a page-aligned buffer (or all sharing one when
 * nothing reads the data back: without --validate, as the reference). */
struct fileio_queue {
  int depth, nfree, inflight;
  int *free;                  /* stack of free slot indexes */
  struct fileio_slot *slots;
  char *bufs;                 /* nbufs × stride bytes */
  size_t stride;
  int nbufs;
  bool commit_each;           /* --rate: every request goes out at once */
  bool failed;                /* a request failed: the run is ending */
};

struct fileio_engine {
  const char *mode;           /* the --file-io-mode value that selects it
                                 (first: the registry looks it up) */
  const char *name;           /* the engine's name in result files */
  const char *title;          /* "Using <title> I/O mode" */
  bool reference;             /* a mode of sysbench 1.0.20's */
  const char *help;           /* not one of the reference's: its line in
                                 the help's block of added values */
  const char *fio;            /* fio's --ioengine for the same I/O */
  bool queued;                /* requests complete later, backlog deep */
  bool page_cache;            /* through the page cache even with O_DIRECT */
  const char *missing;        /* not built in: the FATAL line that says so */
  /* Per run, before the files are opened (so that a kernel that refuses
   * the engine leaves them as they were): contexts, rings. Logs its FATAL
   * line on failure; teardown then frees what it got. */
  int (*setup)(struct fileio_run *r);
  /* Per run, once the files are open: mappings. As setup on failure. */
  int (*attach)(struct fileio_run *r);
  /* Frees what setup made, once every worker is gone; waits for requests
   * still in flight first (a failed thread may leave some). */
  void (*teardown)(struct fileio_run *r);
  /* Per worker, after the thread's queue exists. */
  int (*thread_init)(struct fileio_thread *t);
  /* In the worker, after its last request (NULL: nothing to do). */
  void (*thread_done)(struct fileio_thread *t);
  void (*thread_free)(struct fileio_thread *t);
  /* Synchronous engines: moves the slot's bytes now and returns the count
   * moved, or -errno, or FILEIO_RES_SHRUNK. Queued engines: hands the
   * request to the kernel (or queues it for the next commit or reap) and
   * returns 0, or -1 when that failed (FATAL logged). */
  int64_t (*submit)(struct fileio_thread *t, struct fileio_slot *s);
  /* Queued engines: sends requests queued by submit (NULL: submit sends). */
  int (*commit)(struct fileio_thread *t);
  /* Queued engines: takes completions and passes each to fileio_complete;
   * min_nr 0 takes what has completed without waiting (nor a system call
   * where the engine can help it); else sends what is queued and waits for
   * at least min_nr. 0 or -1 (FATAL logged). */
  int (*reap)(struct fileio_thread *t, int min_nr);
  /* fsync (or fdatasync, msync) of file i; FATAL logged on failure. */
  int (*fsync)(const struct fileio_run *r, int i);
  /* Lines of its own in the run's header, after "Using ... I/O mode"
   * (NULL: none). */
  void (*print_mode)(const struct fileio_conf *c);
  /* Facts of its own for the result file (NULL: none). */
  void (*facts)(const struct fileio_run *r, struct json *out);
  /* Whether the kernel gives the engine what it needs, silently (a suite
   * asks before it runs): 0, or the errno that says why not (ELIBACC: its
   * library is not installed). NULL: it always can. */
  int (*probe)(void);
};

/* engine.c: the registry. The engine of a --file-io-mode value, or NULL. */
const struct fileio_engine *fileio_engine_find(const char *mode);
/* The engine at position i of the registry (--file-io-mode's choices). */
const struct fileio_engine *fileio_engine_at(int i);

/* completion.c: the shared path. */
int fileio_queue_init(struct fileio_thread *t, int depth, bool per_slot_buffers);
void fileio_queue_free(struct fileio_thread *t);
/* One event: a request drawn, handed to the engine, completed or pending. */
int fileio_event_run(struct fileio_thread *t);
/* A finished request (res: bytes moved or -errno), at time now (queued
 * engines: every completion taken from the kernel comes here, even after
 * one failed, which counts it out of the requests in flight). Checks,
 * counts and records it, and frees its slot. 0 or -1. */
int fileio_complete(struct fileio_thread *t, struct fileio_slot *s, int64_t res, uint64_t now);
/* Waits for one of the thread's requests in flight to complete, or
 * yields when it has none (--validate waiting for a busy block). */
int fileio_queue_wait(struct fileio_thread *t);
/* Waits for every request in flight (end of a worker). */
int fileio_queue_drain(struct fileio_thread *t);
/* The standard fsync or fdatasync of file i, as --file-fsync-mode says. */
int fileio_fsync_fd(const struct fileio_run *r, int i);
/* rc of a sync call on file i: 0, or -1 after the FATAL line. */
int fileio_fsync_checked(const struct fileio_conf *c, int rc, int i);

#endif
