/* tree.c: the copy test's source as a list of entries, and the file tree
 * operations around a run: making the destination's directories and
 * symlinks, dropping the source's cached pages, removing what the test
 * made (and how much of the source stays cached after the drop:
 * tmpfs's pages are its files, dirty pages are not dropped). No symlink is ever followed inside a tree: a symlink is copied as
 * a symlink, so a loop is one entry, not an endless walk. */
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
#include "core/base/log.h"

/* base/rel, or the one that is not empty; NULL when out of memory. */
static char *tree_join(const char *base, const char *rel)
{
  char *p;
  if (asprintf(&p, "%s%s%s", base, *rel && *base ? "/" : "", rel) < 0)
    return NULL;
  return p;
}

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

static int tree_walk(struct copy_run *r, const char *rel);

/* One name found in directory rel: added by its own type (lstat). */
static int tree_visit(struct copy_run *r, const char *rel, const char *name)
{
  char *child = tree_join(rel, name), *path = child ? tree_join(r->src_root, child) : NULL;
  struct stat st;
  int rc = -1;
  if (path == NULL) {
    log_fatal("Memory allocation failure.");
  } else if (lstat(path, &st)) {
    log_errno(LOG_FATAL, "copy: cannot stat '%s'", path);
  } else if (S_ISDIR(st.st_mode)) {
    rc = tree_add(r, child, COPY_DIR, &st) ? -1 : tree_walk(r, child);
  } else if (S_ISREG(st.st_mode) || S_ISLNK(st.st_mode)) {
    rc = tree_add(r, child, S_ISREG(st.st_mode) ? COPY_FILE : COPY_LINK, &st);
    if (rc)
      log_fatal("Memory allocation failure.");
  } else {
    log_warning("copy: skipping '%s': not a regular file, directory or symlink", path);
    rc = 0;
  }
  free(path);
  free(child);
  return rc;
}

/* Lists directory rel of the source, in name order (a stable listing). */
static int tree_walk(struct copy_run *r, const char *rel)
{
  char *path = tree_join(r->src_root, rel);
  struct dirent **names = NULL;
  int n = path ? scandir(path, &names, NULL, alphasort) : -1;
  if (n < 0) {
    log_errno(LOG_FATAL, "copy: cannot read the directory '%s'", path ? path : rel);
    free(path);
    return -1;
  }
  int rc = 0;
  for (int i = 0; i < n; i++) {
    const char *d = names[i]->d_name;
    if (rc == 0 && strcmp(d, ".") && strcmp(d, ".."))
      rc = tree_visit(r, rel, d);
    free(names[i]);
  }
  free(names);
  free(path);
  return rc;
}

int copy_tree_scan(struct copy_run *r, const char *path)
{
  struct stat st;
  if (stat(path, &st)) {
    log_errno(LOG_FATAL, "copy: cannot stat --copy-from '%s'", path);
    return -1;
  }
  if (!S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
    log_fatal("copy: --copy-from '%s' is neither a regular file nor a directory", path);
    return -1;
  }
  if (tree_add(r, "", S_ISDIR(st.st_mode) ? COPY_DIR : COPY_FILE, &st)) {
    log_fatal("Memory allocation failure.");
    return -1;
  }
  return S_ISDIR(st.st_mode) ? tree_walk(r, "") : 0;
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

/* A symlink of the source made again at dst. */
static int tree_link(const char *src, const char *dst)
{
  char target[PATH_MAX];
  ssize_t n = readlink(src, target, sizeof(target) - 1);
  if (n < 0)
    return -1;
  target[n] = '\0';
  return symlink(target, dst);
}

int copy_tree_make(const struct copy_run *r)
{
  for (int i = 0; i < r->nentries; i++) {
    const struct copy_entry *e = &r->entries[i];
    if (e->kind == COPY_FILE)
      continue;
    char *dst = tree_join(r->dst_root, e->rel), *src = tree_join(r->src_root, e->rel);
    int rc = dst == NULL || src == NULL ? -1
           : e->kind == COPY_DIR ? mkdir(dst, e->mode | 0700) : tree_link(src, dst);
    if (rc)
      log_errno(LOG_FATAL, "copy: cannot make '%s'", dst ? dst : e->rel);
    free(dst);
    free(src);
    if (rc)
      return -1;
  }
  return 0;
}

int copy_remove(const char *path)
{
  struct stat st;
  if (lstat(path, &st))
    return errno == ENOENT ? 0 : -1;
  if (!S_ISDIR(st.st_mode)) {
    if (unlink(path) == 0)
      return 0;
    log_errno(LOG_WARNING, "copy: cannot remove '%s'", path);
    return -1;
  }
  struct dirent **names = NULL;
  int n = scandir(path, &names, NULL, NULL), rc = n < 0 ? -1 : 0;
  for (int i = 0; i < n; i++) {
    const char *d = names[i]->d_name;
    char *child = strcmp(d, ".") && strcmp(d, "..") ? tree_join(path, d) : NULL;
    if (child && copy_remove(child))
      rc = -1;
    free(child);
    free(names[i]);
  }
  free(names);
  if (rc == 0 && rmdir(path) == 0)
    return 0;
  log_errno(LOG_WARNING, "copy: cannot remove the directory '%s'", path);
  return -1;
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
  static unsigned char vec[TREE_MAP_CHUNK / 4096];
  uint64_t resident = 0;
  if (size > 0 && tree_cachestat(fd, size, page, &resident))
    return resident < size ? resident : size;
  for (uint64_t off = 0; off < size; off += TREE_MAP_CHUNK) {
    size_t len = size - off < TREE_MAP_CHUNK ? (size_t)(size - off) : TREE_MAP_CHUNK;
    void *p = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, (off_t)off);
    if (p == MAP_FAILED)
      return resident;
    size_t pages = (len + (size_t)page - 1) / (size_t)page;
    if (page >= 4096 && mincore(p, len, vec) == 0)
      for (size_t i = 0; i < pages; i++)
        resident += vec[i] & 1 ? (uint64_t)page : 0;
    munmap(p, len);
  }
  return resident < size ? resident : size;
}

uint64_t copy_tree_drop(const struct copy_run *r, bool drop)
{
  uint64_t cached = 0;
  for (int i = 0; i < r->nentries; i++) {
    if (r->entries[i].kind != COPY_FILE)
      continue;
    char *src = tree_join(r->src_root, r->entries[i].rel);
    int fd = src ? open(src, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) : -1;
    if (fd >= 0) {
      int err = drop ? posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) : 0;
      if (err)
        log_warning("copy: cannot drop the cached pages of '%s': %s", src, strerror(err));
      cached += tree_resident(fd, r->entries[i].size);
      close(fd);
    }
    free(src);
  }
  return cached;
}
