/* SPDX-License-Identifier: GPL-2.0-or-later */
/* copy.h: the copy test's shared types: its options, the source as a list
 * of entries (a file, or a tree's directories, files and symlinks), the
 * pieces the workers claim, and the run's state. */
#ifndef SB_COPY_H
#define SB_COPY_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "plugin/test.h"

struct json;

/* The fresh directory made inside --copy-to: everything the test writes
 * is in it, so that it removes only what it made. */
#define COPY_WORKDIR "sysbench-copy.d"
/* The file made when there is no --copy-from, in the work directory. */
#define COPY_SOURCE "sysbench-copy.src"

/* The bytes after which a worker starts the write-back of what it wrote. */
#define COPY_WRITE_BEHIND (8u << 20)

enum copy_method { COPY_RW, COPY_RANGE, COPY_SENDFILE };

struct copy_conf {
  const char *from, *to, *write_data_text;
  uint64_t size, block_size;
  int method;
  bool keep, warm;
  /* Derived and kept across the runs of a command. */
  int write_data, zero_pct;
  char *workdir;         /* --copy-to/COPY_WORKDIR, once made (messages) */
  int to_fd, work_fd;    /* --copy-to's and the work directory's */
  int leftover;          /* the work directory's removal if the process
                            ends first (watchdog.h); -1: none */
  bool made_workdir;
  bool failed;           /* a run failed or was cut: nothing is kept */
  bool incomplete;       /* the run ended before the copy was */
};

enum copy_kind { COPY_FILE, COPY_DIR, COPY_LINK };

/* One entry of the source, names relative to its root ("" for the root),
 * of any length (path.c). */
struct copy_entry {
  char *rel;
  enum copy_kind kind;
  uint64_t size;         /* at the scan: what is copied */
  mode_t mode;
};

/* A range of one file that one worker copies. */
struct copy_piece {
  int entry;
  uint64_t off, end;
};

struct copy_run {
  struct copy_conf *conf;
  char *src_root;        /* the source's path (messages) */
  char *dst_root;        /* the destination's path, inside the workdir */
  /* The roots: the source is src_name in directory src_dir (--copy-from
   * in the current directory, or COPY_SOURCE in the work directory), the
   * copy dst_name in the work directory; src_fd and dst_fd are the roots
   * themselves when they are directories (else -1), what every other
   * entry's name is relative to. */
  int src_dir, src_fd, dst_fd;
  const char *src_name;
  char *dst_name;
  struct copy_entry *entries;
  int nentries, nfiles;
  struct copy_piece *pieces;
  int npieces;
  uint64_t bytes;        /* to copy */
  int next_piece;        /* claimed with an atomic add */
  int done_pieces;       /* finished (fsync'ed): atomic */
  int changed;           /* sources whose size changed: atomic */
  int time;              /* --time, for the message of a cut copy */
  uint64_t cached;       /* of the source, cached when the run starts */
  uint64_t holes;        /* bytes of holes kept, not copied: atomic */
  int fallback;          /* the errno that made a method fall back to rw */
};

/* path.c: names relative to a directory's descriptor, any length. */
int copy_openat(int dir, const char *rel, int flags, mode_t mode);
int copy_mkdirat(int dir, const char *rel, mode_t mode);
/* The symlink from (in from_dir) made again as to (in to_dir). */
int copy_linkat(int from_dir, const char *from, int to_dir, const char *to);
/* Removes name in dir and, if a directory, what is in it, never
 * following a symlink; 0 (also when there is none), or -1 (errno). */
int copy_remove_at(int dir, const char *name);
/* root/rel, or the one that is not empty; NULL when out of memory. */
char *copy_path(const char *root, const char *rel);
/* root and e's name, for a message (never NULL; free it). */
char *copy_shown(const char *root, const struct copy_entry *e);

/* tree.c */
/* Lists r's source (r->src_dir, r->src_name) into r's entries (a file,
 * or a tree not following symlinks), opening r->src_fd for a tree. 0, or
 * -1 after the FATAL line. */
int copy_tree_scan(struct copy_run *r);
void copy_tree_free(struct copy_run *r);
/* Makes the destination's directories and symlinks (before the clock),
 * opening r->dst_fd for a tree. */
int copy_tree_make(struct copy_run *r);
/* Entry e of the source, or of the copy, opened with flags (and mode). */
int copy_src_open(const struct copy_run *r, const struct copy_entry *e, int flags);
int copy_dst_open(const struct copy_run *r, const struct copy_entry *e, int flags, mode_t mode);
/* Drops the cached pages of the source's files (when drop); the bytes of
 * them that are cached afterwards. */
uint64_t copy_tree_drop(const struct copy_run *r, bool drop);

/* source.c */
/* Reads --file-write-data into c. */
int copy_write_data_read(struct copy_conf *c);
/* Makes the --copy-size file COPY_SOURCE in the work directory (path
 * names it in messages), fsync'ed, outside the clock. */
int copy_source_make(const struct copy_conf *c, const char *path);

/* event.c */
int copy_thread_init(struct sb_worker *w);
int copy_event(struct sb_worker *w);
int copy_thread_done(struct sb_worker *w);

/* report.c */
void copy_report_intermediate(void *run, const struct sb_stat *st);
void copy_report_cumulative(void *run, const struct sb_stat *st);
const char *copy_method_name(int method);
/* The run's facts for the result files: method, cache, what was copied. */
void copy_facts(void *run, struct json *out);

#endif
