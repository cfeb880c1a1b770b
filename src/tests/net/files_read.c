/* SPDX-License-Identifier: GPL-2.0-or-later */
/* files_read.c: file-read's files made (by the first test of a size,
 * while the others of it wait) and opened as they were made (files.h). */
#include "files.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/log.h"
#include "core/base/timer.h"

#define NET_FILES_CHUNK (1 << 20)
#define NET_FILES_WAIT_MS 100   /* a look at a waiting test's client, while a file is made */

bool net_files_stopped(const struct net_files_watch *w, char *why, size_t wl)
{
  struct pollfd pf[2] = { { .fd = w->stopfd, .events = POLLIN },
                          { .fd = w->ctl, .events = POLLRDHUP } };
  int n = poll(pf, 2, 0);
  if (n > 0 && pf[0].revents)
    snprintf(why, wl, "the server stops");
  else if (n > 0 && pf[1].revents)
    snprintf(why, wl, "the client left while the server made its file");
  else if (timer_now() >= w->deadline)
    snprintf(why, wl, "the server's file was not made within --net-max-time=%d s", w->max_time);
  else
    return false;
  return true;
}

/* All of n bytes of buf at off of fd; 0, or -1 with errno. */
static int net_files_pwrite(int fd, const char *buf, size_t n, uint64_t off)
{
  while (n) {
    ssize_t w = pwrite(fd, buf, n, (off_t)off);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0) {
      errno = w < 0 ? errno : EIO;
      return -1;
    }
    buf += w;
    n -= (size_t)w;
    off += (uint64_t)w;
  }
  return 0;
}

/* size bytes of a pattern into fd, flushed; 0, or -1 with errno
 * (ECANCELED with why: w stopped it, looked at before each MiB). Each MiB
 * goes to the disk while the next is written, so that few pages wait to
 * be written at any time: a stop is never long behind, nor is the flush
 * at the end, and the making does not fill the page cache. */
static int net_files_fill(int fd, uint64_t size, const struct net_files_watch *w, char *why,
                          size_t wl)
{
  char *buf = malloc(NET_FILES_CHUNK);
  if (buf == NULL)
    return -1;
  for (size_t i = 0; i < NET_FILES_CHUNK; i++)
    buf[i] = (char)(i * 131 + 7);
  int rc = 0;
  for (uint64_t off = 0; off < size && rc == 0; off += NET_FILES_CHUNK) {
    size_t k = size - off < NET_FILES_CHUNK ? (size_t)(size - off) : NET_FILES_CHUNK;
    if (net_files_stopped(w, why, wl)) {
      errno = ECANCELED;
      rc = -1;
    } else if ((rc = net_files_pwrite(fd, buf, k, off)) == 0) {
      /* Best effort (a file system may not have it): the flush at the
       * end is what counts. */
      sync_file_range(fd, (off_t)off, (off_t)k, SYNC_FILE_RANGE_WRITE);
      if (off >= NET_FILES_CHUNK)
        sync_file_range(fd, (off_t)(off - NET_FILES_CHUNK), NET_FILES_CHUNK,
                        SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WRITE |
                        SYNC_FILE_RANGE_WAIT_AFTER);
    }
  }
  int err = errno;
  free(buf);
  errno = err;
  return rc == 0 ? fsync(fd) : -1;
}

/* Makes a file-read file of size: its descriptor, or -1 with errno (and
 * why when w stopped it); what was made of it is removed. */
static int net_files_make(struct net_files *f, uint64_t size, struct net_file *file,
                          const struct net_files_watch *w, char *why, size_t wl)
{
  int fd = net_files_create(f, file);
  if (fd >= 0 && net_files_fill(fd, size, w, why, wl)) {
    int err = errno;
    close(fd);
    net_files_remove(f, file);
    errno = err;
    return -1;
  }
  return fd;
}

/* The made file of a slot, opened without blocking (a FIFO put in its
 * place must not hold the session) and taken only as it was made; -1
 * with why, errno ESTALE when it is not (gone, replaced, resized). */
static int net_files_open_made(struct net_files *f, const struct net_read_file *r, char *why,
                               size_t wl)
{
  char name[32];
  struct stat st;
  net_files_name(r->file.n, name, sizeof(name));
  int fd = openat(f->dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_dev == r->file.dev &&
      st.st_ino == r->file.ino && (uint64_t)st.st_size == r->size &&
      fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) == 0)
    return fd;
  int err = fd < 0 && (errno == EMFILE || errno == ENFILE || errno == ENOMEM) ? errno : ESTALE;
  if (err == ESTALE)
    snprintf(why, wl, "the server's file %s in --net-dir has changed", name);
  else
    snprintf(why, wl, "the server cannot open its file %s in --net-dir: %s", name, strerror(err));
  if (fd >= 0)
    close(fd);
  errno = err;
  return -1;
}

/* The slot's made file (made) was found changed: the slot is let go, the
 * file left as it is (it is no longer the file the server made), so that
 * the next test of its size makes a new one. */
static void net_files_changed(struct net_files *f, int slot, const struct net_file *made)
{
  char name[32];
  struct net_read_file *r = &f->read[slot];
  pthread_mutex_lock(&f->lock);
  if (r->state == NET_READ_READY && r->file.n == made->n) {
    net_files_name(made->n, name, sizeof(name));
    log_warning("net server: %s in --net-dir has changed: left as it is, and no longer used",
                name);
    r->state = NET_READ_CHANGED;
    r->file.n = 0;
  }
  pthread_mutex_unlock(&f->lock);
}

/* Waits (f->lock held) while another test makes the slot's file, a look
 * at w between; false with why when w says to stop. */
static bool net_files_wait_made(struct net_files *f, const struct net_read_file *r,
                                const struct net_files_watch *w, char *why, size_t wl)
{
  for (;;) {
    if (net_files_stopped(w, why, wl))
      return false;
    if (r->state != NET_READ_MAKING)
      return true;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_nsec += NET_FILES_WAIT_MS * 1000000L;
    if (ts.tv_nsec >= 1000000000L) {
      ts.tv_sec++;
      ts.tv_nsec -= 1000000000L;
    }
    pthread_cond_timedwait(&f->made, &f->lock, &ts);
  }
}

int net_files_read(struct net_files *f, int slot, const struct net_files_watch *w, char *why,
                   size_t wl)
{
  struct net_read_file *r = &f->read[slot];
  pthread_mutex_lock(&f->lock);
  if (!net_files_wait_made(f, r, w, why, wl)) {
    pthread_mutex_unlock(&f->lock);
    errno = ECANCELED;
    return -1;
  }
  if (r->state == NET_READ_NEW) {
    r->state = NET_READ_MAKING;
    pthread_mutex_unlock(&f->lock);
    struct net_file file = { 0 };
    int fd = net_files_make(f, r->size, &file, w, why, wl);
    int err = errno;
    pthread_mutex_lock(&f->lock);
    if (fd >= 0 || err != ECANCELED)
      f->unwritten -= r->size;
    /* Stopped: promised still, for another test of its size to make. */
    r->state = fd >= 0 ? NET_READ_READY : err == ECANCELED ? NET_READ_NEW : NET_READ_FAILED;
    r->file = file;
    r->err = err;
    pthread_cond_broadcast(&f->made);
    pthread_mutex_unlock(&f->lock);
    if (fd < 0 && err != ECANCELED)
      snprintf(why, wl, "the server cannot make its file in --net-dir: %s", strerror(err));
    errno = err;
    return fd;
  }
  struct net_read_file now = *r;
  pthread_mutex_unlock(&f->lock);
  if (now.state == NET_READ_FAILED) {
    snprintf(why, wl, "the server cannot make its file in --net-dir: %s", strerror(now.err));
    return -1;
  }
  if (now.state == NET_READ_CHANGED) {
    snprintf(why, wl, "the server's file in --net-dir has changed");
    return -1;
  }
  int fd = net_files_open_made(f, &now, why, wl);
  if (fd < 0 && errno == ESTALE)
    net_files_changed(f, slot, &now.file);
  return fd;
}
