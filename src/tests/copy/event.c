/* SPDX-License-Identifier: GPL-2.0-or-later */
/* event.c: the copy test's workers. Each claims a piece (a whole file of a
 * tree, or one thread's range of a single file), then copies it one block
 * per event with the chosen method, at the piece's own offsets (pread and
 * pwrite), so that threads never share a file position. The event that
 * copies a piece's last block also fsyncs it: the flush is in the time, as
 * in `cp && sync`; the write-back of every COPY_WRITE_BEHIND bytes copied
 * is started at once, so that the device writes while the copy goes on
 * and the flush waits for the last window only. A source that became
 * shorter ends its piece early; one whose size changed is copied as it
 * was at the scan, with a warning. Holes are kept, as cp keeps them: the
 * data is found with SEEK_DATA and SEEK_HOLE, a block never goes past the
 * data it is in, and a hole is skipped (not read, not written; the copy's
 * size is set at the end). copy_file_range and sendfile fall back to read
 * and write where they cannot copy (copy_file_range across file systems:
 * EXDEV), as cp does, and say so once. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <unistd.h>

#include "copy.h"
#include "core/base/alloc.h"
#include "core/base/log.h"

struct copy_worker {
  int src, dst;
  int piece;             /* -1: none being copied */
  int method;            /* the conf's, or rw after a fallback */
  bool reseek;           /* sendfile: the copy's position is not k->off */
  uint64_t off, end;
  uint64_t data_end;     /* where the data k->off is in ends (a hole starts) */
  uint64_t written_back; /* the piece's bytes below it: write-back started */
  char *buf;
};

int copy_thread_init(struct sb_worker *w)
{
  const struct copy_run *r = w->run;
  struct copy_worker *k = calloc(1, sizeof(*k));
  if (k == NULL || posix_memalign((void **)&k->buf, 4096, (size_t)r->conf->block_size)) {
    alloc_failed();
    free(k);
    return -1;
  }
  k->src = k->dst = k->piece = -1;
  k->method = r->conf->method;
  w->data = k;
  return 0;
}

static void worker_close(struct copy_worker *k)
{
  if (k->src >= 0)
    close(k->src);
  if (k->dst >= 0)
    close(k->dst);
  k->src = k->dst = k->piece = -1;
}

int copy_thread_done(struct sb_worker *w)
{
  struct copy_worker *k = w->data;
  if (k) {
    worker_close(k);
    free(k->buf);
    free(k);
  }
  w->data = NULL;
  return 0;
}

/* The failure of an operation on entry e (of the copy, or of the source
 * when src): ENOSPC names the full file system. */
static int worker_fail(const struct copy_run *r, const char *what, const struct copy_entry *e,
                       bool src)
{
  int err = errno;
  char *path = copy_shown(src ? r->src_root : r->dst_root, e);
  r->conf->failed = true;
  errno = err;
  if (err == ENOSPC || err == EDQUOT)
    log_errno(LOG_FATAL, "copy: the file system of --copy-to '%s' is full: %s '%s' failed",
              r->conf->to, what, path);
  else
    log_errno(LOG_FATAL, "copy: %s '%s' failed", what, path);
  free(path);
  return SB_EVENT_ERROR;
}

/* Takes the next piece and opens its two files; k->piece stays -1 when
 * none is left. The work directory is ours and new: a file copied whole
 * is created with O_EXCL, the ranges of a split one by whichever comes. */
static int worker_claim(struct copy_run *r, struct copy_worker *k)
{
  int i = __atomic_fetch_add(&r->next_piece, 1, __ATOMIC_RELAXED);
  if (i >= r->npieces)
    return 0;
  const struct copy_piece *p = &r->pieces[i];
  const struct copy_entry *e = &r->entries[p->entry];
  bool whole = p->off == 0 && p->end == e->size;
  k->src = copy_src_open(r, e, O_RDONLY | O_CLOEXEC);
  if (k->src < 0)
    return worker_fail(r, "opening the source", e, true);
  /* A larger readahead for a cold source, as cp asks for too. */
  posix_fadvise(k->src, (off_t)p->off, (off_t)(p->end - p->off), POSIX_FADV_SEQUENTIAL);
  k->dst = copy_dst_open(r, e, O_WRONLY | O_CREAT | O_CLOEXEC | (whole ? O_EXCL : 0),
                         (e->mode & 0777) | 0600);
  if (k->dst < 0)
    return worker_fail(r, "creating the copy", e, false);
  k->piece = i;
  k->off = k->written_back = p->off;
  k->data_end = 0;
  k->reseek = true;
  k->end = p->end;
  return 0;
}

/* Moves k->off past the hole it is in, if it is in one, and notes where
 * its data ends. Returns 1 when the source ends before k->off (it became
 * shorter), else 0. Where SEEK_DATA does not work, all is data. */
static int worker_seek_data(struct copy_run *r, struct copy_worker *k)
{
  if (k->off < k->data_end)
    return 0;
  off_t data = lseek(k->src, (off_t)k->off, SEEK_DATA), hole = -1;
  struct stat st;
  if (data < 0 && errno == ENXIO) {
    /* No data from here on: a hole to the end, or the end itself. */
    if (fstat(k->src, &st) == 0 && (uint64_t)st.st_size <= k->off)
      return 1;
    data = (off_t)k->end;
  } else if (data >= 0) {
    hole = lseek(k->src, data, SEEK_HOLE);
  }
  if (data < 0) {
    k->data_end = UINT64_MAX;
    return 0;
  }
  uint64_t to = (uint64_t)data < k->end ? (uint64_t)data : k->end;
  if (to > k->off) {
    __atomic_fetch_add(&r->holes, to - k->off, __ATOMIC_RELAXED);
    k->reseek = true;
  }
  k->off = to;
  k->data_end = hole < 0 ? UINT64_MAX : (uint64_t)hole;
  return 0;
}

/* pwrite of all n bytes (a short write is retried; 0 bytes is ENOSPC). */
static ssize_t worker_pwrite(int fd, const char *buf, size_t n, off_t off)
{
  size_t done = 0;
  while (done < n) {
    ssize_t w = pwrite(fd, buf + done, n - done, off + (off_t)done);
    if (w <= 0) {
      if (w == 0)
        errno = ENOSPC;
      return -1;
    }
    done += (size_t)w;
  }
  return (ssize_t)n;
}

/* One block: the bytes moved, 0 at the source's end, -1 (errno) on error;
 * *what says which call failed. */
static ssize_t worker_block(const struct copy_run *r, struct copy_worker *k, size_t n,
                            const char **what)
{
  (void)r;
  off_t in = (off_t)k->off, out = (off_t)k->off;
  switch (k->method) {
  case COPY_RANGE:
    *what = "copy_file_range() to";
    return copy_file_range(k->src, &in, k->dst, &out, n, 0);
  case COPY_SENDFILE:
    /* sendfile writes at the copy's position: the piece's, past holes. */
    *what = "seeking in";
    if (k->reseek && lseek(k->dst, out, SEEK_SET) < 0)
      return -1;
    k->reseek = false;
    *what = "sendfile() to";
    return sendfile(k->dst, k->src, &in, n);
  default: {
    *what = "reading the source for";
    ssize_t got = pread(k->src, k->buf, n, in);
    if (got <= 0)
      return got;
    *what = "writing";
    return worker_pwrite(k->dst, k->buf, (size_t)got, out);
  }
  }
}

/* A method that cannot copy between these two files (copy_file_range
 * across file systems: EXDEV; where the kernel or the file system has no
 * such call) gives way to read and write for the rest of the worker's
 * copy, as cp does; said once per run. False for any other error. */
static bool worker_fallback(struct copy_run *r, struct copy_worker *k, const struct copy_entry *e)
{
  int err = errno;
  if (k->method == COPY_RW ||
      (err != EXDEV && err != EINVAL && err != ENOSYS && err != EOPNOTSUPP))
    return false;
  int none = 0;
  if (__atomic_compare_exchange_n(&r->fallback, &none, err, false, __ATOMIC_RELAXED,
                                  __ATOMIC_RELAXED)) {
    char *src = copy_shown(r->src_root, e), *dst = copy_shown(r->dst_root, e);
    log_warning("copy: %s() cannot copy '%s' to '%s' (%s): copying with read() and write() "
                "instead, as cp does", copy_method_name(k->method), src, dst, strerror(err));
    free(src);
    free(dst);
  }
  k->method = COPY_RW;
  return true;
}

/* The piece is copied: sized (a hole at its end), flushed, its source
 * checked against the scan. */
static int worker_finish(struct copy_run *r, struct copy_worker *k, struct sb_worker *w)
{
  const struct copy_piece *p = &r->pieces[k->piece];
  const struct copy_entry *e = &r->entries[p->entry];
  if (p->end == e->size && k->off >= k->end && ftruncate(k->dst, (off_t)e->size))
    return worker_fail(r, "setting the size of", e, false);
  if (fsync(k->dst))
    return worker_fail(r, "fsync() of", e, false);
  stats_inc(w->stats, STATS_OTHER, 1);
  struct stat st;
  if (p->off == 0 && fstat(k->src, &st) == 0 && (uint64_t)st.st_size != e->size) {
    char *src = copy_shown(r->src_root, e);
    __atomic_fetch_add(&r->changed, 1, __ATOMIC_RELAXED);
    log_warning("copy: the source '%s' changed size during the copy (%llu bytes at "
                "the start, %llu now): its first %llu bytes were copied", src,
                (unsigned long long)e->size, (unsigned long long)st.st_size,
                (unsigned long long)(k->off < e->size ? k->off : e->size));
    free(src);
  }
  worker_close(k);
  __atomic_fetch_add(&r->done_pieces, 1, __ATOMIC_RELAXED);
  return SB_EVENT_OK;
}

int copy_event(struct sb_worker *w)
{
  struct copy_run *r = w->run;
  struct copy_worker *k = w->data;
  if (k->piece < 0) {
    if (worker_claim(r, k))
      return SB_EVENT_ERROR;
    if (k->piece < 0)
      return SB_EVENT_STOP;
  }
  const struct copy_entry *e = &r->entries[r->pieces[k->piece].entry];
  bool shorter = k->off < k->end && worker_seek_data(r, k);
  uint64_t left = shorter ? 0 : k->end - k->off;
  if (left > k->data_end - k->off)
    left = k->data_end - k->off;
  size_t n = left < r->conf->block_size ? (size_t)left : (size_t)r->conf->block_size;
  const char *what = "copying";
  ssize_t got = n ? worker_block(r, k, n, &what) : 0;
  if (got < 0 && worker_fallback(r, k, e))
    got = worker_block(r, k, n, &what);
  if (got < 0)
    return worker_fail(r, what, e, false);
  if (got > 0) {
    k->off += (uint64_t)got;
    /* Only a start (no wait); a write error still comes out of the fsync. */
    if (k->off - k->written_back >= COPY_WRITE_BEHIND) {
      (void)sync_file_range(k->dst, (off_t)k->written_back, (off_t)(k->off - k->written_back),
                            SYNC_FILE_RANGE_WRITE);
      k->written_back = k->off;
    }
    stats_inc(w->stats, STATS_READ, 1);
    stats_inc(w->stats, STATS_WRITE, 1);
    stats_inc(w->stats, STATS_BYTES_READ, (uint64_t)got);
    stats_inc(w->stats, STATS_BYTES_WRITTEN, (uint64_t)got);
  }
  if (got == 0 || k->off >= k->end)
    return worker_finish(r, k, w);
  return SB_EVENT_OK;
}
