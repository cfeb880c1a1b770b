/* SPDX-License-Identifier: GPL-2.0-or-later */
/* files.h: the server's --net-dir for the file modes. The server only
 * ever makes, writes, reads and removes its own regular files named
 * sysbench-net.N directly inside the directory (openat on the
 * directory's descriptor, O_EXCL|O_NOFOLLOW on creation, stepping past a
 * name that is taken; no name or path from a client is used), and
 * removes one only while it is still the file it made (same inode).
 * Space is promised before a test starts: all the files at once stay
 * within --net-max-dir-size and the free space less --net-min-free (what
 * a file-write file has written is on the disk, no longer promised).
 * file-read's file is made
 * once per size, shared by the tests of that size, and removed when none
 * has used it for --net-idle-timeout (or when its space is wanted); each
 * file-write stream writes a file of its own, removed at the end of its
 * test or at its first failed write. A server holds a shared lock on the
 * directory (waiting for it while another holds it exclusively); one
 * that finds no other holding it removes the files of servers killed
 * before they could (regular files of its user named sysbench-net.N),
 * under an exclusive lock. The device behind the directory has its read and
 * write counters read from /sys/dev/block/MAJ:MIN/stat. */
#ifndef SB_TESTS_NET_FILES_H
#define SB_TESTS_NET_FILES_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#include "net.h"

#define NET_FILES_READ_MAX 8    /* file-read files kept at once */

/* One file the server made: sysbench-net.n, that inode. n 0: none. */
struct net_file {
  unsigned n;
  dev_t dev;
  ino_t ino;
};

/* A file-read file: promised, being made, made (or its making failed, or
 * the made file was found changed: let go, left as it is, for the tests
 * that hold the slot to end). */
enum net_read_state { NET_READ_FREE, NET_READ_NEW, NET_READ_MAKING, NET_READ_READY,
                      NET_READ_FAILED, NET_READ_CHANGED };

struct net_read_file {
  enum net_read_state state;
  uint64_t size;
  struct net_file file;
  int users;                      /* tests that hold it */
  int err;                        /* NET_READ_FAILED: errno */
  uint64_t idle_at;               /* when its last test let it go */
};

/* A file-read file let go, to be removed outside the locks (net_files_sweep). */
struct net_gone {
  struct net_file file;
  uint64_t size;
};

struct net_files {
  int dirfd;                      /* -1: no --net-dir */
  uint64_t max_size;              /* --net-max-file-size */
  uint64_t cap;                   /* --net-max-dir-size, in bytes */
  uint64_t floor;                 /* --net-min-free, in bytes */
  uint64_t keep_ns;               /* an unused file-read file's time */
  char disk[NET_VALUE_MAX + 1];   /* the device's name; "": unknown (tmpfs) */
  char stat_path[80];             /* its counters */
  pthread_mutex_t lock;           /* what follows */
  pthread_cond_t made;            /* a file-read file's making ended */
  unsigned next;
  uint64_t promised;              /* bytes of every file and every test's promise */
  uint64_t unwritten;             /* of them, what may not be on the disk yet */
  struct net_read_file read[NET_FILES_READ_MAX];
  struct net_gone gone[NET_FILES_READ_MAX];
  int ngone;
  uint64_t removing;              /* their bytes: free space soon */
};

/* The device's counters: bytes read and written since boot. */
struct net_disk { bool known; uint64_t read, written; };

/* Opens dir (NULL: none) with l's bounds, and removes leftovers; 0, or
 * -1 after a FATAL line. */
int net_files_open(struct net_files *f, const char *dir, const struct net_limits *l);
/* Removes the files it kept, closes the directory. */
void net_files_close(struct net_files *f);
/* Can a test of p be served (the directory, the sizes, the space)? Its
 * space is promised to it until net_files_release; *slot: file-read's
 * file (for net_files_read). */
bool net_files_reserve(struct net_files *f, const struct net_params *p, int *slot, char *why,
                       size_t wl);
/* Removes the file-read files let go for room (net_files_reserve) or
 * their time, with no lock held (a large file's removal takes a while):
 * after net_files_reserve, by the thread that reserves (the listener:
 * only it reserves, so that the space they free is counted once). */
void net_files_sweep(struct net_files *f);
/* file-write: a file of the test has grown by n bytes (they are on the
 * disk now, in its free space: no longer to be written). */
void net_files_grown(struct net_files *f, uint64_t n);
/* The test's promise let go; file-write: grown, the bytes its files
 * grew by (net_files_grown). */
void net_files_release(struct net_files *f, const struct net_params *p, int slot,
                       uint64_t grown);
/* What a file's making, or a wait for it, ends on: the server stopping
 * (stopfd readable), the client leaving (its control connection closed
 * or reset), the test's --net-max-time (deadline, timer_now()'s clock). */
struct net_files_watch {
  int stopfd, ctl;
  uint64_t deadline;
  int max_time;
};
/* Has w's server stopped, its client left, its time passed? why says so. */
bool net_files_stopped(const struct net_files_watch *w, char *why, size_t wl);
/* file-read: a descriptor of the slot's file, made now (written and
 * flushed) by the first test of its size, waited for by the others;
 * -1 with why (errno ECANCELED: w stopped it; a file made in part is
 * removed, and another test of its size makes it). */
int net_files_read(struct net_files *f, int slot, const struct net_files_watch *w, char *why,
                   size_t wl);
/* For files_read.c: sysbench-net.n into buf; a new file of the server's
 * own, its descriptor (O_RDWR), a name taken (a leftover another server
 * holds, anything else) stepped past; -1 with errno. */
void net_files_name(unsigned n, char *buf, size_t len);
int net_files_create(struct net_files *f, struct net_file *file);
/* file-write: a new empty file of its own, its descriptor; -1 with why
 * and errno. */
int net_files_write(struct net_files *f, struct net_file *file, char *why, size_t wl);
/* Removes file if it is still the one the server made; file->n = 0. */
void net_files_remove(struct net_files *f, struct net_file *file);
/* Removes the file-read files unused for their time; the wait until the
 * next one's end (ms; -1: none). */
int net_files_expire(struct net_files *f);
/* The device's counters now. */
void net_files_disk(const struct net_files *f, struct net_disk *d);

#endif
