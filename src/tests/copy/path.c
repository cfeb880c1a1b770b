/* SPDX-License-Identifier: GPL-2.0-or-later */
/* path.c: the copy test's names relative to directory descriptors, of
 * any length: a name shorter than PATH_MAX is one call relative to its
 * root's descriptor; a longer one (a deep tree) is reached one component
 * at a time, never following a symlink on the way. No name is ever cut:
 * an operation works on the whole name or fails. Paths for messages are
 * built to their whole length as well. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "copy.h"

/* The directory that holds rel's last component: dir itself when rel fits
 * one call (*last = rel), else a descriptor of its own opened component
 * by component (*last: rel's last component). -1 (errno) on failure. */
static int path_parent(int dir, const char *rel, const char **last)
{
  *last = rel;
  if (strlen(rel) < PATH_MAX)
    return dir;
  int fd = dir;
  for (const char *p = rel, *slash; (slash = strchr(p, '/')) != NULL; p = slash + 1) {
    char name[NAME_MAX + 1];
    size_t n = (size_t)(slash - p);
    if (n > NAME_MAX) {
      errno = ENAMETOOLONG;
      break;
    }
    memcpy(name, p, n);
    name[n] = '\0';
    int next = n ? openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : fd;
    if (fd != dir && next != fd)
      close(fd);
    if (next < 0)
      return -1;
    fd = next;
    *last = slash + 1;
  }
  if (*last == rel) {   /* one component longer than NAME_MAX */
    errno = ENAMETOOLONG;
    return -1;
  }
  return fd;
}

static void path_done(int dir, int fd)
{
  int err = errno;
  if (fd != dir && fd >= 0)
    close(fd);
  errno = err;
}

int copy_openat(int dir, const char *rel, int flags, mode_t mode)
{
  const char *last;
  int parent = path_parent(dir, rel, &last);
  int fd = parent < 0 ? -1 : openat(parent, last, flags, mode);
  path_done(dir, parent);
  return fd;
}

int copy_mkdirat(int dir, const char *rel, mode_t mode)
{
  const char *last;
  int parent = path_parent(dir, rel, &last);
  int rc = parent < 0 ? -1 : mkdirat(parent, last, mode);
  path_done(dir, parent);
  return rc;
}

static int copy_lstatat(int dir, const char *rel, struct stat *st)
{
  const char *last;
  int parent = path_parent(dir, rel, &last);
  int rc = parent < 0 ? -1 : fstatat(parent, last, st, AT_SYMLINK_NOFOLLOW);
  path_done(dir, parent);
  return rc;
}

/* A symlink's target; the kernel's are shorter than PATH_MAX. */
int copy_linkat(int from_dir, const char *from, int to_dir, const char *to)
{
  char target[PATH_MAX + 1];
  const char *last;
  int parent = path_parent(from_dir, from, &last);
  ssize_t n = parent < 0 ? -1 : readlinkat(parent, last, target, sizeof(target));
  path_done(from_dir, parent);
  if (n < 0)
    return -1;
  if ((size_t)n >= sizeof(target)) {
    errno = ENAMETOOLONG;
    return -1;
  }
  target[n] = '\0';
  parent = path_parent(to_dir, to, &last);
  int rc = parent < 0 ? -1 : symlinkat(target, parent, last);
  path_done(to_dir, parent);
  return rc;
}

int copy_remove_at(int dir, const char *name)
{
  struct stat st;
  if (copy_lstatat(dir, name, &st))
    return errno == ENOENT ? 0 : -1;
  const char *last;
  int parent = path_parent(dir, name, &last), rc = -1;
  if (parent < 0)
    return -1;
  if (!S_ISDIR(st.st_mode)) {
    rc = unlinkat(parent, last, 0);
  } else {
    int fd = openat(parent, last, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    DIR *d = fd < 0 ? NULL : fdopendir(fd);
    rc = d ? 0 : -1;
    if (d == NULL && fd >= 0)
      close(fd);
    for (struct dirent *e; d && (e = readdir(d)) != NULL;)
      if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") && copy_remove_at(fd, e->d_name))
        rc = -1;
    if (d)
      closedir(d);
    if (rc == 0)
      rc = unlinkat(parent, last, AT_REMOVEDIR);
  }
  path_done(dir, parent);
  return rc;
}

char *copy_path(const char *root, const char *rel)
{
  char *p;
  if (asprintf(&p, "%s%s%s", root, *rel && *root ? "/" : "", rel) < 0)
    return NULL;
  return p;
}

char *copy_shown(const char *root, const struct copy_entry *e)
{
  char *p = copy_path(root, e->rel);
  return p ? p : strdup("(out of memory)");
}
