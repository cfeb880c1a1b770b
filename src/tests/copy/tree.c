/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tree.c: the copy test's source as a list of entries, and the file tree
 * operations around a run: making the destination's directories and
 * symlinks, opening an entry, dropping the source's cached pages (and
 * how much of the source stays cached after the drop: tmpfs's pages are
 * its files, dirty pages are not dropped). The tree is walked through
 * directory descriptors, so no path length limits its depth. No symlink
 * is ever followed inside a tree: a symlink is copied as a symlink, so a
 * loop is one entry, not an endless walk. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "copy.h"
#include "core/base/alloc.h"
#include "core/base/log.h"

static int tree_add(struct copy_run *r, const char *rel, enum copy_kind kind,
                    const struct stat *st)
{
  if ((r->nentries & 63) == 0) {
    struct copy_entry *e = realloc(r->entries, (size_t)(r->nentries + 64) * sizeof(*e));
    if (e == NULL)
      return -1;
    r->entries = e;
  }
  char *name = strdup(rel);
  if (name == NULL)
    return -1;
  r->entries[r->nentries++] = (struct copy_entry){
    .rel = name, .kind = kind, .size = kind == COPY_FILE ? (uint64_t)st->st_size : 0,
    .mode = st->st_mode & 07777 };
  if (kind == COPY_FILE) {
    r->nfiles++;
    r->bytes += (uint64_t)st->st_size;
  }
  return 0;
}

/* The FATAL line of a failure on the source's entry rel. */
static int tree_fail(const struct copy_run *r, const char *what, const char *rel)
{
  char *path = copy_path(r->src_root, rel);
  log_errno(LOG_FATAL, "copy: %s '%s'", what, path ? path : rel);
  free(path);
  return -1;
}

static int tree_walk(struct copy_run *r, int dir, const char *rel);

/* One name found in directory dir (rel in the tree): added by its own
 * type (not following a symlink), a directory walked in turn. */
static int tree_visit(struct copy_run *r, int dir, const char *rel, const char *name)
{
  char *child = copy_path(rel, name);
  struct stat st;
  int rc = -1;
  if (child == NULL) {
    alloc_failed();
  } else if (fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW)) {
    rc = tree_fail(r, "cannot stat", child);
  } else if (S_ISDIR(st.st_mode)) {
    int fd = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
      rc = tree_fail(r, "cannot read the directory", child);
    else if (tree_add(r, child, COPY_DIR, &st))
      alloc_failed();
    else
      rc = tree_walk(r, fd, child);
    if (fd >= 0)
      close(fd);
  } else if (S_ISREG(st.st_mode) || S_ISLNK(st.st_mode)) {
    rc = tree_add(r, child, S_ISREG(st.st_mode) ? COPY_FILE : COPY_LINK, &st);
    if (rc)
      alloc_failed();
  } else {
    char *path = copy_path(r->src_root, child);
    log_warning("copy: skipping '%s': not a regular file, directory or symlink",
                path ? path : child);
    free(path);
    rc = 0;
  }
  free(child);
  return rc;
}

/* Lists directory dir (rel in the tree), in name order (a stable
 * listing); each level holds one descriptor, so any depth the descriptor
 * limit allows is walked. */
static int tree_walk(struct copy_run *r, int dir, const char *rel)
{
  struct dirent **names = NULL;
  int n = scandirat(dir, ".", &names, NULL, alphasort);
  if (n < 0)
    return tree_fail(r, "cannot read the directory", rel);
  int rc = 0;
  for (int i = 0; i < n; i++) {
    const char *d = names[i]->d_name;
    if (rc == 0 && strcmp(d, ".") && strcmp(d, ".."))
      rc = tree_visit(r, dir, rel, d);
    free(names[i]);
  }
  free(names);
  return rc;
}

int copy_tree_scan(struct copy_run *r)
{
  struct stat st;
  r->src_fd = -1;
  if (fstatat(r->src_dir, r->src_name, &st, 0)) {
    log_errno(LOG_FATAL, "copy: cannot stat --copy-from '%s'", r->src_root);
    return -1;
  }
  if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
    log_fatal("copy: --copy-from '%s' is neither a regular file nor a directory", r->src_root);
    return -1;
  }
  if (tree_add(r, "", S_ISDIR(st.st_mode) ? COPY_DIR : COPY_FILE, &st)) {
    alloc_failed();
    return -1;
  }
  if (!S_ISDIR(st.st_mode))
    return 0;
  r->src_fd = openat(r->src_dir, r->src_name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (r->src_fd < 0)
    return tree_fail(r, "cannot read the directory", "");
  return tree_walk(r, r->src_fd, "");
}

void copy_tree_free(struct copy_run *r)
{
  for (int i = 0; i < r->nentries; i++)
    free(r->entries[i].rel);
  free(r->entries);
  r->entries = NULL;
  r->nentries = r->nfiles = 0;
  r->bytes = 0;
}

int copy_src_open(const struct copy_run *r, const struct copy_entry *e, int flags)
{
  /* The root is the user's name: a symlink to it is followed, as stat did. */
  return *e->rel ? copy_openat(r->src_fd, e->rel, flags | O_NOFOLLOW, 0)
                 : openat(r->src_dir, r->src_name, flags);
}

int copy_dst_open(const struct copy_run *r, const struct copy_entry *e, int flags, mode_t mode)
{
  return *e->rel ? copy_openat(r->dst_fd, e->rel, flags | O_NOFOLLOW, mode)
                 : openat(r->conf->work_fd, r->dst_name, flags | O_NOFOLLOW, mode);
}

/* Directory or symlink e made in the copy. */
static int tree_make_one(struct copy_run *r, const struct copy_entry *e)
{
  if (*e->rel == '\0') {
    int work = r->conf->work_fd;
    if (mkdirat(work, r->dst_name, e->mode | 0700))
      return -1;
    r->dst_fd = openat(work, r->dst_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    return r->dst_fd < 0 ? -1 : 0;
  }
  return e->kind == COPY_DIR ? copy_mkdirat(r->dst_fd, e->rel, e->mode | 0700)
                             : copy_linkat(r->src_fd, e->rel, r->dst_fd, e->rel);
}

int copy_tree_make(struct copy_run *r)
{
  r->dst_fd = -1;
  for (int i = 0; i < r->nentries; i++) {
    const struct copy_entry *e = &r->entries[i];
    if (e->kind == COPY_FILE || tree_make_one(r, e) == 0)
      continue;
    char *dst = copy_shown(r->dst_root, e);
    log_errno(LOG_FATAL, "copy: cannot make '%s'", dst);
    free(dst);
    return -1;
  }
  return 0;
}

#define TREE_MAP_CHUNK (64u << 20)

/* cachestat(2), Linux 6.5: the same number on every architecture, which
 * Debian 12's kernel headers do not name yet. */
#ifndef __NR_cachestat
#define __NR_cachestat 451
#endif

/* The bytes of fd's first size bytes in the page cache by cachestat(2),
 * one call whatever the size; false where the kernel (or qemu-user) has
 * no such call. */
static bool tree_cachestat(int fd, uint64_t size, long page, uint64_t *resident)
{
  struct { uint64_t off, len; } range = { 0, size };
  struct { uint64_t cache, dirty, writeback, evicted, recently_evicted; } cs;
  if (syscall(__NR_cachestat, fd, &range, &cs, 0) != 0)
    return false;
  *resident = cs.cache * (uint64_t)page;
  return true;
}

/* The bytes of fd's first size bytes in the page cache: cachestat(2), or
 * mincore over mappings of 64 MiB at a time (which even a 32-bit process
 * can have; it walks every page: 27 ms a GiB here, 4% of a tmpfs
 * copy's wall-clock time). 0 when it cannot tell. */
static uint64_t tree_resident(int fd, uint64_t size)
{
  const long page = sysconf(_SC_PAGESIZE);
  uint64_t resident = 0;
  if (size > 0 && tree_cachestat(fd, size, page, &resident))
    return resident < size ? resident : size;
  unsigned char *vec = malloc(TREE_MAP_CHUNK / 4096);
  for (uint64_t off = 0; vec && off < size; off += TREE_MAP_CHUNK) {
    size_t len = size - off < TREE_MAP_CHUNK ? (size_t)(size - off) : TREE_MAP_CHUNK;
    void *p = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, (off_t)off);
    if (p == MAP_FAILED)
      break;
    size_t pages = (len + (size_t)page - 1) / (size_t)page;
    if (page >= 4096 && mincore(p, len, vec) == 0)
      for (size_t i = 0; i < pages; i++)
        resident += vec[i] & 1 ? (uint64_t)page : 0;
    munmap(p, len);
  }
  free(vec);
  return resident < size ? resident : size;
}

uint64_t copy_tree_drop(const struct copy_run *r, bool drop)
{
  uint64_t cached = 0;
  for (int i = 0; i < r->nentries; i++) {
    if (r->entries[i].kind != COPY_FILE)
      continue;
    int fd = copy_src_open(r, &r->entries[i], O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
      int err = drop ? posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) : 0;
      if (err) {
        char *src = copy_shown(r->src_root, &r->entries[i]);
        log_warning("copy: cannot drop the cached pages of '%s': %s", src, strerror(err));
        free(src);
      }
      cached += tree_resident(fd, r->entries[i].size);
      close(fd);
    }
  }
  return cached;
}
