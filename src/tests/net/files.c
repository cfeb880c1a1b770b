/* SPDX-License-Identifier: GPL-2.0-or-later */
/* files.c: the server's own files in --net-dir (files.h). */
#include "files.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "core/base/log.h"

#define NET_FILES_CHUNK (1 << 20)

static void net_files_name(unsigned n, char *buf, size_t len)
{
  snprintf(buf, len, "sysbench-net.%u", n);
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

int net_files_open(struct net_files *f, const char *dir, uint64_t max_size)
{
  memset(f, 0, sizeof(*f));
  f->dirfd = -1;
  f->max_size = max_size;
  pthread_mutex_init(&f->lock, NULL);
  if (dir == NULL)
    return 0;
  struct stat st;
  f->dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (f->dirfd < 0 || fstat(f->dirfd, &st)) {
    log_fatal("--net-dir=%s: %s", dir, strerror(errno));
    return -1;
  }
  net_files_find_disk(f, st.st_dev);
  return 0;
}

void net_files_close(struct net_files *f)
{
  for (int i = 0; i < f->nread; i++)
    net_files_remove(f, f->read[i].n);
  if (f->dirfd >= 0)
    close(f->dirfd);
  f->dirfd = -1;
  pthread_mutex_destroy(&f->lock);
}

static uint64_t net_files_free(const struct net_files *f)
{
  struct statvfs vs;
  return fstatvfs(f->dirfd, &vs) ? 0 : (uint64_t)vs.f_bavail * vs.f_frsize;
}

/* The kept file-read file of size; -1 if none. f->lock held. */
static int net_files_kept(const struct net_files *f, uint64_t size)
{
  for (int i = 0; i < f->nread; i++)
    if (f->read[i].size == size)
      return i;
  return -1;
}

bool net_files_fit(struct net_files *f, const struct net_params *p, char *why, size_t wl)
{
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
  bool kept = p->mode == NET_FILE_READ && net_files_kept(f, p->size) >= 0;
  bool full = !kept && p->mode == NET_FILE_READ && f->nread == NET_FILES_READ_MAX;
  pthread_mutex_unlock(&f->lock);
  uint64_t need = p->mode == NET_FILE_READ ? p->size : p->size * p->streams;
  uint64_t avail = net_files_free(f);
  if (full) {
    snprintf(why, wl, "the server keeps %d file-read files already", NET_FILES_READ_MAX);
    return false;
  }
  if (!kept && need > avail) {
    snprintf(why, wl, "not enough space in the server's --net-dir: %" PRIu64 " bytes needed, "
             "%" PRIu64 " free", need, avail);
    return false;
  }
  return true;
}

/* A new file of the server's own; its descriptor (flags: O_RDWR...). */
static int net_files_create(struct net_files *f, unsigned *n)
{
  char name[32];
  pthread_mutex_lock(&f->lock);
  *n = ++f->next;
  pthread_mutex_unlock(&f->lock);
  net_files_name(*n, name, sizeof(name));
  return openat(f->dirfd, name, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
}

/* Removes the server's file n, if it is still a regular file: whatever
 * took its name since (a FIFO, a link, a directory) is not ours and stays. */
void net_files_remove(struct net_files *f, unsigned n)
{
  char name[32];
  struct stat st;
  net_files_name(n, name, sizeof(name));
  if (fstatat(f->dirfd, name, &st, AT_SYMLINK_NOFOLLOW)) {
    if (errno != ENOENT)
      log_warning("net server: cannot remove %s from --net-dir: %s", name, strerror(errno));
    return;
  }
  if (!S_ISREG(st.st_mode)) {
    log_warning("net server: %s in --net-dir is no longer a regular file of the server's: left as it is",
                name);
    return;
  }
  if (unlinkat(f->dirfd, name, 0) && errno != ENOENT)
    log_warning("net server: cannot remove %s from --net-dir: %s", name, strerror(errno));
}

/* size bytes of a pattern into fd, flushed; 0 or -1 with errno. */
static int net_files_fill(int fd, uint64_t size)
{
  char *buf = malloc(NET_FILES_CHUNK);
  if (buf == NULL)
    return -1;
  for (size_t i = 0; i < NET_FILES_CHUNK; i++)
    buf[i] = (char)(i * 131 + 7);
  int rc = 0;
  for (uint64_t off = 0; off < size && rc == 0;) {
    size_t k = size - off < NET_FILES_CHUNK ? (size_t)(size - off) : NET_FILES_CHUNK;
    ssize_t w = pwrite(fd, buf, k, (off_t)off);
    if (w > 0)
      off += (uint64_t)w;
    else if (w == 0 || errno != EINTR)
      rc = -1;
  }
  free(buf);
  return rc == 0 ? fsync(fd) : -1;
}

/* Makes the file-read file of size; its descriptor, or -1 with why.
 * f->lock not held (the writing takes long). */
static int net_files_make(struct net_files *f, uint64_t size, unsigned *n, char *why,
                          size_t wl)
{
  int fd = net_files_create(f, n);
  if (fd < 0 || net_files_fill(fd, size)) {
    snprintf(why, wl, "the server cannot make its file in --net-dir: %s", strerror(errno));
    if (fd >= 0) {
      close(fd);
      net_files_remove(f, *n);
    }
    return -1;
  }
  return fd;
}

int net_files_read(struct net_files *f, uint64_t size, char *why, size_t wl)
{
  char name[32];
  pthread_mutex_lock(&f->lock);
  int i = net_files_kept(f, size);
  unsigned n = i >= 0 ? f->read[i].n : 0;
  pthread_mutex_unlock(&f->lock);
  if (i >= 0) {
    net_files_name(n, name, sizeof(name));
    /* O_NONBLOCK: a FIFO put in its place must not hold the session. */
    int fd = openat(f->dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    struct stat st;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (uint64_t)st.st_size == size &&
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) == 0)
      return fd;
    snprintf(why, wl, "the server's file %s in --net-dir has changed", name);
    if (fd >= 0)
      close(fd);
    return -1;
  }
  int fd = net_files_make(f, size, &n, why, wl);
  if (fd < 0)
    return -1;
  pthread_mutex_lock(&f->lock);
  if (f->nread < NET_FILES_READ_MAX) {
    f->read[f->nread].size = size;
    f->read[f->nread++].n = n;
    n = 0;
  }
  pthread_mutex_unlock(&f->lock);
  if (n) {
    close(fd);
    net_files_remove(f, n);
    snprintf(why, wl, "the server keeps %d file-read files already", NET_FILES_READ_MAX);
    return -1;
  }
  return fd;
}

int net_files_write(struct net_files *f, unsigned *n, char *why, size_t wl)
{
  int fd = net_files_create(f, n);
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
