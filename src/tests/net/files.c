/* SPDX-License-Identifier: GPL-2.0-or-later */
/* files.c: the server's own files in --net-dir (files.h): the directory,
 * its leftovers, the space promised to tests, file-read's slots and their
 * removal (their making and opening: files_read.c). */
#include "files.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <dirent.h>
#include <sys/file.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "core/base/log.h"
#include "core/base/timer.h"
#include "core/run/watchdog.h"

#define NET_FILES_PREFIX "sysbench-net."
#define NET_FILES_TRIES 1000    /* names taken (by others) stepped past at most */
#define NET_FILES_HOLD_US 20000 /* a look at the directory's lock, while another holds it */

void net_files_name(unsigned n, char *buf, size_t len)
{
  snprintf(buf, len, NET_FILES_PREFIX "%u", n);
}

/* Is name one of the server's kind (sysbench-net.N)? */
static bool net_files_ours(const char *name)
{
  size_t k = strlen(NET_FILES_PREFIX), n = strlen(name);
  if (n <= k || n > k + 10 || strncmp(name, NET_FILES_PREFIX, k) != 0)
    return false;
  for (const char *p = name + k; *p; p++)
    if (*p < '0' || *p > '9')
      return false;
  return true;
}

/* The block device behind st_dev and its stat file, if it has one. */
static void net_files_find_disk(struct net_files *f, dev_t dev)
{
  char path[48], link[256];
  snprintf(path, sizeof(path), "/sys/dev/block/%u:%u", major(dev), minor(dev));
  ssize_t n = readlink(path, link, sizeof(link) - 1);
  if (major(dev) == 0 || n <= 0)
    return;
  link[n] = '\0';
  const char *name = strrchr(link, '/');
  name = name ? name + 1 : link;
  for (const char *p = name; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_' || *p == '-'))
      return;
  snprintf(f->disk, sizeof(f->disk), "%.*s", NET_VALUE_MAX, name);
  snprintf(f->stat_path, sizeof(f->stat_path), "%s/stat", path);
}

/* The directory held shared until the server stops (closing it lets go).
 * While another server holds it exclusively (it removes leftovers, for a
 * moment; or it lets go of that to hold it shared) this one waits, so
 * that it never runs without its hold: a server that starts after it
 * would take its files for leftovers. 0; -1 after a FATAL line when the
 * server is told to stop while it waits. Where the file system has no
 * locks, it runs without (and names step past those taken). */
static int net_files_hold(struct net_files *f)
{
  bool told = false;
  while (flock(f->dirfd, LOCK_SH | LOCK_NB)) {
    if (errno != EWOULDBLOCK && errno != EINTR) {
      log_warning("net server: cannot hold --net-dir (flock: %s): a server that starts on it "
                  "meanwhile may take this one's files for leftovers", strerror(errno));
      return 0;
    }
    if (watchdog_signal()) {
      log_fatal("net server: %s while it waited for --net-dir",
                watchdog_signame(watchdog_signal()));
      return -1;
    }
    if (!told)
      log_notice("net server: waiting for --net-dir: another process holds it locked (flock), "
                 "as a server does while it removes leftovers");
    told = true;
    usleep(NET_FILES_HOLD_US);
  }
  return 0;
}

/* Leftovers of servers killed before they could remove their files
 * (kill -9): when no other server holds the directory, the regular files
 * of this user named sysbench-net.N are removed, under an exclusive
 * hold; then the directory is held shared (net_files_hold). Where the
 * file system has no locks, nothing is removed: new names step past. */
static int net_files_leftovers(struct net_files *f)
{
  if (flock(f->dirfd, LOCK_EX | LOCK_NB))
    return errno == EWOULDBLOCK || errno == EINTR ? net_files_hold(f) : 0;
  int fd = openat(f->dirfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
  unsigned removed = 0;
  struct dirent *e;
  while (d && (e = readdir(d)) != NULL) {
    struct stat st;
    if (net_files_ours(e->d_name) &&
        fstatat(f->dirfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode) &&
        st.st_uid == geteuid() && unlinkat(f->dirfd, e->d_name, 0) == 0)
      removed++;
  }
  if (d)
    closedir(d);
  else if (fd >= 0)
    close(fd);
  if (removed)
    log_notice("net server: removed %u file%s that an earlier server left in --net-dir",
               removed, removed == 1 ? "" : "s");
  /* Exclusive to shared is no single step in Linux: another server may
   * take it exclusively in between (and find none of this one's files). */
  return net_files_hold(f);
}

/* The bytes of --net-max-dir-size or --net-min-free: a size, or a share
 * of the file system. */
static uint64_t net_files_part(int dirfd, uint64_t bytes, int share)
{
  struct statvfs vs;
  if (share == 0)
    return bytes;
  if (fstatvfs(dirfd, &vs))
    return 0;
  uint64_t total = (uint64_t)vs.f_blocks * vs.f_frsize;
  return total / 100 * (uint64_t)share + total % 100 * (uint64_t)share / 100;
}

int net_files_open(struct net_files *f, const char *dir, const struct net_limits *l)
{
  memset(f, 0, sizeof(*f));
  f->dirfd = -1;
  f->max_size = l->max_file_size;
  f->keep_ns = (uint64_t)l->idle_timeout * NS_PER_SEC;
  pthread_mutex_init(&f->lock, NULL);
  pthread_cond_init(&f->made, NULL);
  if (dir == NULL)
    return 0;
  struct stat st;
  f->dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (f->dirfd < 0 || fstat(f->dirfd, &st)) {
    log_fatal("--net-dir=%s: %s", dir, strerror(errno));
    return -1;
  }
  f->cap = net_files_part(f->dirfd, l->max_dir_size, l->max_dir_share);
  f->floor = net_files_part(f->dirfd, l->min_free_size, l->min_free_share);
  net_files_find_disk(f, st.st_dev);
  return net_files_leftovers(f);
}

/* Removes file if it is still the one the server made: whatever took its
 * name since (a FIFO, a link, another file) is not the server's, and stays. */
void net_files_remove(struct net_files *f, struct net_file *file)
{
  char name[32];
  struct stat st;
  if (file->n == 0)
    return;
  net_files_name(file->n, name, sizeof(name));
  file->n = 0;
  if (fstatat(f->dirfd, name, &st, AT_SYMLINK_NOFOLLOW)) {
    if (errno != ENOENT)
      log_warning("net server: cannot remove %s from --net-dir: %s", name, strerror(errno));
    return;
  }
  if (!S_ISREG(st.st_mode) || st.st_dev != file->dev || st.st_ino != file->ino) {
    log_warning("net server: %s in --net-dir is no longer a regular file of the server's: "
                "left as it is", name);
    return;
  }
  if (unlinkat(f->dirfd, name, 0) && errno != ENOENT)
    log_warning("net server: cannot remove %s from --net-dir: %s", name, strerror(errno));
}

/* Lets slot i go: its file to be removed (net_files_sweep), its space no
 * longer promised. f->lock held. */
static void net_files_drop(struct net_files *f, int i)
{
  struct net_read_file *r = &f->read[i];
  if (r->state == NET_READ_READY && f->ngone < NET_FILES_READ_MAX) {
    f->gone[f->ngone++] = (struct net_gone) { .file = r->file, .size = r->size };
    f->removing += r->size;
  } else if (r->state == NET_READ_READY) {
    net_files_remove(f, &r->file);
  }
  if (r->state == NET_READ_NEW || r->state == NET_READ_MAKING)
    f->unwritten -= r->size;
  f->promised -= r->size;
  r->state = NET_READ_FREE;
}

void net_files_sweep(struct net_files *f)
{
  for (;;) {
    pthread_mutex_lock(&f->lock);
    struct net_gone g = f->ngone ? f->gone[--f->ngone] : (struct net_gone) { { 0 }, 0 };
    pthread_mutex_unlock(&f->lock);
    if (g.file.n == 0)
      return;
    net_files_remove(f, &g.file);
    pthread_mutex_lock(&f->lock);
    f->removing -= g.size;
    pthread_mutex_unlock(&f->lock);
  }
}

void net_files_close(struct net_files *f)
{
  for (int i = 0; f->dirfd >= 0 && i < NET_FILES_READ_MAX; i++)
    if (f->read[i].state != NET_READ_FREE)
      net_files_drop(f, i);
  if (f->dirfd >= 0)
    net_files_sweep(f);
  if (f->dirfd >= 0)
    close(f->dirfd);
  f->dirfd = -1;
  pthread_mutex_destroy(&f->lock);
  pthread_cond_destroy(&f->made);
}

static uint64_t net_files_free(const struct net_files *f)
{
  struct statvfs vs;
  return fstatvfs(f->dirfd, &vs) ? 0 : (uint64_t)vs.f_bavail * vs.f_frsize;
}

/* Removes the file-read file that has been unused longest; false if every
 * one is in use. f->lock held. */
static bool net_files_evict(struct net_files *f)
{
  int old = -1;
  for (int i = 0; i < NET_FILES_READ_MAX; i++) {
    const struct net_read_file *r = &f->read[i];
    if (r->state == NET_READ_READY && r->users == 0 &&
        (old < 0 || r->idle_at < f->read[old].idle_at))
      old = i;
  }
  if (old >= 0)
    net_files_drop(f, old);
  return old >= 0;
}

/* Room for need more bytes: within the free space (less what the tests
 * running may still write, and --net-min-free) and --net-max-dir-size,
 * unused file-read files removed for it if need be. f->lock held. */
static bool net_files_space(struct net_files *f, uint64_t need, char *why, size_t wl)
{
  for (;;) {
    uint64_t avail = net_files_free(f) + f->removing, kept = f->unwritten + f->floor;
    uint64_t room = avail > kept ? avail - kept : 0;
    uint64_t left = f->cap > f->promised ? f->cap - f->promised : 0;
    if (need <= room && need <= left)
      return true;
    if (net_files_evict(f))
      continue;
    if (need > room) {
      int n = snprintf(why, wl, "not enough space in the server's --net-dir: %" PRIu64 " bytes "
                       "needed, %" PRIu64 " free", need, avail);
      if (f->unwritten && n >= 0 && (size_t)n < wl)
        n += snprintf(why + n, wl - (size_t)n, ", %" PRIu64 " of them promised to the tests "
                      "running", f->unwritten);
      if (f->floor && n >= 0 && (size_t)n < wl)
        snprintf(why + n, wl - (size_t)n, ", %" PRIu64 " to stay free (--net-min-free)",
                 f->floor);
    } else {
      snprintf(why, wl, "not enough room in the server's --net-dir: %" PRIu64 " bytes needed, "
               "%" PRIu64 " left of its --net-max-dir-size (%" PRIu64 " bytes, all tests "
               "together)", need, left, f->cap);
    }
    return false;
  }
}

/* The file-read slot of size (promised, being made or made); -1. */
static int net_files_find(const struct net_files *f, uint64_t size)
{
  for (int i = 0; i < NET_FILES_READ_MAX; i++)
    if (f->read[i].size == size && f->read[i].state >= NET_READ_NEW &&
        f->read[i].state <= NET_READ_READY)
      return i;
  return -1;
}

static int net_files_free_slot(const struct net_files *f)
{
  for (int i = 0; i < NET_FILES_READ_MAX; i++)
    if (f->read[i].state == NET_READ_FREE)
      return i;
  return -1;
}

/* file-read's promise: its size's file, shared, or a new one. f->lock held. */
static bool net_files_reserve_read(struct net_files *f, uint64_t size, int *slot, char *why,
                                   size_t wl)
{
  int i = net_files_find(f, size);
  if (i >= 0) {
    f->read[i].users++;
    *slot = i;
    return true;
  }
  if ((i = net_files_free_slot(f)) < 0 && net_files_evict(f))
    i = net_files_free_slot(f);
  if (i < 0) {
    snprintf(why, wl, "the server keeps %d file-read files already", NET_FILES_READ_MAX);
    return false;
  }
  if (!net_files_space(f, size, why, wl))
    return false;
  f->read[i] = (struct net_read_file) { .state = NET_READ_NEW, .size = size, .users = 1 };
  f->promised += size;
  f->unwritten += size;
  *slot = i;
  return true;
}

bool net_files_reserve(struct net_files *f, const struct net_params *p, int *slot, char *why,
                       size_t wl)
{
  *slot = -1;
  if (!net_mode_file(p->mode))
    return true;
  if (f->dirfd < 0) {
    snprintf(why, wl, "the server has no --net-dir for %s (start it with sysbench net serve "
             "--net-dir=DIR)", net_mode_name(p->mode));
    return false;
  }
  if (p->size > f->max_size) {
    snprintf(why, wl, "a file of %" PRIu64 " bytes is more than the server's "
             "--net-max-file-size=%" PRIu64, p->size, f->max_size);
    return false;
  }
  pthread_mutex_lock(&f->lock);
  bool ok;
  if (p->mode == NET_FILE_READ) {
    ok = net_files_reserve_read(f, p->size, slot, why, wl);
  } else {
    uint64_t need = p->size * p->streams;
    ok = net_files_space(f, need, why, wl);
    if (ok) {
      f->promised += need;
      f->unwritten += need;
    }
  }
  pthread_mutex_unlock(&f->lock);
  return ok;
}

void net_files_grown(struct net_files *f, uint64_t n)
{
  pthread_mutex_lock(&f->lock);
  f->unwritten -= n;
  pthread_mutex_unlock(&f->lock);
}

void net_files_release(struct net_files *f, const struct net_params *p, int slot,
                       uint64_t grown)
{
  if (!net_mode_file(p->mode) || f->dirfd < 0)
    return;
  pthread_mutex_lock(&f->lock);
  if (p->mode == NET_FILE_WRITE) {
    f->promised -= p->size * p->streams;
    f->unwritten -= p->size * p->streams - grown;
  } else if (slot >= 0 && --f->read[slot].users == 0) {
    if (f->read[slot].state == NET_READ_READY)
      f->read[slot].idle_at = timer_now();
    else
      net_files_drop(f, slot);
  }
  pthread_mutex_unlock(&f->lock);
}

int net_files_expire(struct net_files *f)
{
  if (f->dirfd < 0)
    return -1;
  uint64_t next = UINT64_MAX;
  pthread_mutex_lock(&f->lock);
  /* The clock read under the lock: a test that lets its file go meanwhile
   * (idle_at after an earlier reading) must not make it look idle for ages. */
  uint64_t now = timer_now();
  for (int i = 0; i < NET_FILES_READ_MAX; i++) {
    const struct net_read_file *r = &f->read[i];
    if (r->state != NET_READ_READY || r->users > 0)
      continue;
    if (r->idle_at + f->keep_ns <= now)
      net_files_drop(f, i);
    else if (r->idle_at + f->keep_ns < next)
      next = r->idle_at + f->keep_ns;
  }
  pthread_mutex_unlock(&f->lock);
  net_files_sweep(f);
  return next == UINT64_MAX ? -1 : (int)((next - now) / 1000000) + 1;
}

int net_files_create(struct net_files *f, struct net_file *file)
{
  char name[32];
  for (int tries = 0; tries < NET_FILES_TRIES; tries++) {
    pthread_mutex_lock(&f->lock);
    unsigned n = ++f->next ? f->next : ++f->next;
    pthread_mutex_unlock(&f->lock);
    net_files_name(n, name, sizeof(name));
    int fd = openat(f->dirfd, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0) {
      *file = (struct net_file) { .n = n, .dev = st.st_dev, .ino = st.st_ino };
      return fd;
    }
    if (fd >= 0) {
      int err = errno;
      close(fd);
      unlinkat(f->dirfd, name, 0);
      errno = err;
    }
    if (errno != EEXIST)
      return -1;
  }
  return -1;
}

int net_files_write(struct net_files *f, struct net_file *file, char *why, size_t wl)
{
  int fd = net_files_create(f, file);
  if (fd < 0) {
    int err = errno;
    snprintf(why, wl, "the server cannot make its file in --net-dir: %s", strerror(err));
    errno = err;
  }
  return fd;
}

void net_files_disk(const struct net_files *f, struct net_disk *d)
{
  memset(d, 0, sizeof(*d));
  FILE *fp = f->stat_path[0] ? fopen(f->stat_path, "re") : NULL;
  if (fp == NULL)
    return;
  unsigned long long v[7];
  if (fscanf(fp, "%llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2], &v[3], &v[4],
             &v[5], &v[6]) == 7) {
    d->known = true;
    d->read = v[2] * 512;
    d->written = v[6] * 512;
  }
  fclose(fp);
}
