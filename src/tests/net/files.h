/* SPDX-License-Identifier: GPL-2.0-or-later */
/* files.h: the server's --net-dir for the file modes. The server only
 * ever makes, writes, reads and removes its own regular files named
 * sysbench-net.N directly inside the directory (openat on the
 * directory's descriptor, O_EXCL|O_NOFOLLOW on creation, names it made
 * itself); no name or path from a client is used. file-read's file is
 * made once per size and kept for the next tests of this process (until
 * the server stops); each file-write stream writes a file of its own,
 * removed at the end of its test. The device behind the directory has
 * its read and write counters read from /sys/dev/block/MAJ:MIN/stat. */
#ifndef SB_TESTS_NET_FILES_H
#define SB_TESTS_NET_FILES_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "net.h"

#define NET_FILES_READ_MAX 8    /* file-read files kept at once */

struct net_files {
  int dirfd;                      /* -1: no --net-dir */
  uint64_t max_size;
  char disk[NET_VALUE_MAX + 1];   /* the device's name; "": unknown (tmpfs) */
  char stat_path[80];             /* its counters */
  pthread_mutex_t lock;           /* next, the read files */
  unsigned next;
  struct { uint64_t size; unsigned n; } read[NET_FILES_READ_MAX];
  int nread;
};

/* The device's counters: bytes read and written since boot. */
struct net_disk { bool known; uint64_t read, written; };

/* Opens dir (NULL: none); 0, or -1 after a FATAL line. */
int net_files_open(struct net_files *f, const char *dir, uint64_t max_size);
/* Removes the files it kept, closes the directory. */
void net_files_close(struct net_files *f);
/* Can a test of p be served (the directory, the size, the free space)? */
bool net_files_fit(struct net_files *f, const struct net_params *p, char *why, size_t wl);
/* file-read: a descriptor of the server's file of size bytes, made now
 * (written and flushed) unless it was made before; -1 with why. */
int net_files_read(struct net_files *f, uint64_t size, char *why, size_t wl);
/* file-write: a new empty file of its own; its descriptor, *n its
 * number (for net_files_remove); -1 with why. */
int net_files_write(struct net_files *f, unsigned *n, char *why, size_t wl);
/* Removes the file sysbench-net.n that it made. */
void net_files_remove(struct net_files *f, unsigned n);
/* The device's counters now. */
void net_files_disk(const struct net_files *f, struct net_disk *d);

#endif
