/* SPDX-License-Identifier: GPL-2.0-or-later */
/* files.c: the test files of a run: opening them safely (never through a
 * symlink or a second hard link, never anything but a regular file),
 * removing them safely (never anything else swapped in under their name),
 * checking their sizes against the options, and closing them. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "fileio.h"
#include "core/base/log.h"
#include "core/base/timer.h"


void fileio_file_name(const struct fileio_conf *c, char *buf, size_t len, int i)
{
  if (c->name[0])
    snprintf(buf, len, "%s", c->name);
  else
    snprintf(buf, len, "test_file.%d", i);
}

/* Refuses (logging why) what lstat or fstat found under a test file's
 * name unless it is a regular file with one name: through a symlink, or a
 * second hard link, the test would write into a file that is not its own.
 * replace: seqwr was about to remove it. */
static int fileio_refuse(const char *name, const struct stat *st, bool replace)
{
  if (S_ISREG(st->st_mode) && st->st_nlink <= 1)
    return 0;
  if (S_ISLNK(st->st_mode))
    log_fatal("'%s' is a symbolic link: refusing to %s it (remove it, or run in another "
              "directory)", name, replace ? "replace" : "follow");
  else if (S_ISREG(st->st_mode))
    log_fatal("'%s' has %ju hard links: refusing to %s it (remove it, or run in another "
              "directory)", name, (uintmax_t)st->st_nlink, replace ? "replace" : "use");
  else
    log_fatal("'%s' is not a regular file: refusing to %s it", name,
              replace ? "replace" : "use");
  return -1;
}

/* Refuses (logging why) a test_file.i that exists and is not a regular
 * file of one link; replace: seqwr was about to remove it. */
int fileio_check_regular(const struct fileio_conf *c, int i, bool replace)
{
  char name[FILEIO_NAME_MAX];
  struct stat st;
  fileio_file_name(c, name, sizeof(name), i);
  return lstat(name, &st) ? 0 : fileio_refuse(name, &st, replace);
}

/* Opens test_file.i with flags plus O_NOFOLLOW; a symlink, a file with
 * other hard links or anything but a regular file is refused before a byte
 * is written. O_NONBLOCK keeps a FIFO of that name from blocking the open;
 * it is cleared again afterwards.
 * Returns 0, or the errno of a failed open (nothing logged) so the caller
 * can give its own message, or -1 after logging a refusal. */
int fileio_open_safe(const struct fileio_conf *c, int i, int flags, int *fd)
{
  char name[FILEIO_NAME_MAX];
  fileio_file_name(c, name, sizeof(name), i);
  *fd = open(name, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600);
  if (*fd < 0) {
    int err = errno;
    if (fileio_check_regular(c, i, false))
      return -1;
    errno = err;
    return err;
  }
  struct stat st;
  int bad = fstat(*fd, &st);
  if (bad)
    log_errno(LOG_FATAL, "fstat() failed on file '%s'", name);
  if (bad || fileio_refuse(name, &st, false)) {
    close(*fd);
    *fd = -1;
    return -1;
  }
  fcntl(*fd, F_SETFL, fcntl(*fd, F_GETFL) & ~O_NONBLOCK);
  return 0;
}

/* Why O_DIRECT refused an open or a request, when it did (EINVAL). */
void fileio_hint_direct(const struct fileio_conf *c, int err, bool open)
{
  if (err != EINVAL || !c->flag_direct)
    return;
  if (open)
    log_fatal("The file system of the current directory refuses O_DIRECT "
              "(--file-extra-flags=direct)");
  else
    log_fatal("O_DIRECT needs offsets and sizes aligned to the device's block size: use a "
              "--file-block-size multiple of 4096 and files whose size is a multiple of it");
}

int fileio_write_errno(int fd, const char *data, uint64_t pos, uint64_t len)
{
  while (len > 0) {
    ssize_t n = pwrite(fd, data, len, (off_t)pos);
    if (n <= 0)
      return n < 0 ? errno : ENOSPC;
    data += n;
    pos += (uint64_t)n;
    len -= (uint64_t)n;
  }
  return 0;
}

const char *fileio_short_cause(int fd, const char *data, uint64_t pos, uint64_t size,
                               int64_t res, char *buf, size_t len)
{
  bool write = data != NULL;
  /* Linux's MAX_RW_COUNT: INT_MAX rounded down to a page. */
  uint64_t max_rw = (uint64_t)INT_MAX & ~((uint64_t)sysconf(_SC_PAGESIZE) - 1);
  struct stat st;
  struct rlimit rl;
  struct statvfs vfs;
  int err;
  if (size > max_rw && (uint64_t)res == max_rw)
    snprintf(buf, len, " (the kernel moves at most %llu bytes per call: use a smaller "
             "--file-block-size, or fewer --file-merged-requests)", (unsigned long long)max_rw);
  else if (!write && fstat(fd, &st) == 0 && (uint64_t)st.st_size < pos + size)
    snprintf(buf, len, " (the file was truncated during the run: it is now %llu bytes)",
             (unsigned long long)st.st_size);
  else if (write && getrlimit(RLIMIT_FSIZE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
           pos + size > (uint64_t)rl.rlim_cur)
    snprintf(buf, len, " (the file size limit, ulimit -f, is %llu bytes)",
             (unsigned long long)rl.rlim_cur);
  else if (write && res >= 0 && (err = fileio_write_errno(fd, data + res, pos + (uint64_t)res,
                                                           size - (uint64_t)res)) != 0 &&
           err != EINVAL)
    /* (EINVAL: the rest is not aligned for O_DIRECT; it says nothing.) */
    snprintf(buf, len, " (the rest of it, written again: errno = %d (%s))", err, strerror(err));
  else if (write && fstatvfs(fd, &vfs) == 0 && (geteuid() ? vfs.f_bavail : vfs.f_bfree) == 0)
    snprintf(buf, len, " (the file system is full)");
  else
    buf[0] = '\0';
  return buf;
}

/* The command that creates the files this run expects. */
static void fileio_hint_prepare(const struct fileio_conf *c)
{
  char cmd[512];
  int n = snprintf(cmd, sizeof(cmd), "sysbench fileio --file-num=%d --file-total-size=%s",
                   c->num, c->total_size_text);
  if (c->name[0] && n > 0 && (size_t)n < sizeof(cmd))
    n += snprintf(cmd + n, sizeof(cmd) - (size_t)n, " --file-name=%s", c->name);
  if (c->block_size != 16384 && n > 0 && (size_t)n < sizeof(cmd))
    n += snprintf(cmd + n, sizeof(cmd) - (size_t)n, " --file-block-size=%llu",
                  (unsigned long long)c->block_size);
  if (c->validate && n > 0 && (size_t)n < sizeof(cmd))
    snprintf(cmd + n, sizeof(cmd) - (size_t)n, " --validate");
  log_warning("To create or complete the files, run: %s prepare", cmd);
}

/* Removes the file called name if it is a regular file, and never what
 * another process may have put under that name between a check and the
 * removal: the name is first renamed to a hidden one of our own (never
 * over an existing file), what it named is checked there, and only a
 * regular file is unlinked; anything else is renamed back (or, if the
 * name was taken again meanwhile, left under the hidden name, with a
 * warning). A file system without RENAME_NOREPLACE (EINVAL: NFS, for one)
 * gets the check and then the unlink. Returns 0 when the file is gone (or
 * was not there), 1 when something else was left in place, -1 (errno
 * set) when it could not be removed. */
int fileio_remove_regular(const char *name)
{
  char hidden[64];
  struct stat st;
  int rc = -1;
  for (int k = 0; k < 3 && rc; k++) {
    snprintf(hidden, sizeof(hidden), ".sysbench-rm.%ld.%llx", (long)getpid(),
             (unsigned long long)timer_now());
    rc = renameat2(AT_FDCWD, name, AT_FDCWD, hidden, RENAME_NOREPLACE);
    if (rc && errno != EEXIST)
      break;
  }
  if (rc && (errno == EINVAL || errno == ENOSYS)) {
    if (lstat(name, &st))
      return errno == ENOENT ? 0 : -1;
    if (!S_ISREG(st.st_mode))
      return 1;
    return unlink(name) == 0 || errno == ENOENT ? 0 : -1;
  }
  if (rc)
    return errno == ENOENT ? 0 : -1;
  if (lstat(hidden, &st) == 0 && S_ISREG(st.st_mode)) {
    if (unlink(hidden) == 0)
      return 0;
    rc = -1;
  } else {
    rc = 1;
  }
  int err = errno;
  if (renameat2(AT_FDCWD, hidden, AT_FDCWD, name, RENAME_NOREPLACE))
    log_warning("'%s' was taken again while it was being removed: what it named before is "
                "now '%s'", name, hidden);
  errno = err;
  return rc;
}

/* seqwr starts from empty files, as the reference's does: the old one is
 * removed (only if it is a regular file) and created anew. */
static int fileio_recreate(const struct fileio_conf *c, int i)
{
  char name[FILEIO_NAME_MAX];
  fileio_file_name(c, name, sizeof(name), i);
  if (fileio_check_regular(c, i, true))
    return -1;
  int rm = fileio_remove_regular(name);
  if (rm > 0)
    log_fatal("'%s' is not a regular file: refusing to replace it", name);
  else if (rm < 0)
    log_errno(LOG_FATAL, "Cannot remove file '%s' to create it anew", name);
  if (rm)
    return -1;
  int fd;
  int rc = fileio_open_safe(c, i, O_CREAT | O_EXCL | O_RDWR, &fd);
  if (rc > 0)
    log_errno(LOG_FATAL, "Cannot create file '%s'", name);
  if (rc)
    return -1;
  close(fd);
  return 0;
}

static int fileio_check_size(const struct fileio_conf *c, int i, int fd)
{
  struct stat st;
  char name[FILEIO_NAME_MAX], have[32], want[32];
  fileio_file_name(c, name, sizeof(name), i);
  if (fstat(fd, &st)) {
    log_errno(LOG_FATAL, "fstat() failed on file '%s'", name);
    return -1;
  }
  if ((uint64_t)st.st_size >= c->file_size)
    return 0;
  fileio_size_str(have, sizeof(have), (uint64_t)st.st_size);
  fileio_size_str(want, sizeof(want), c->file_size);
  log_fatal("Size of file '%s' is %sB, but at least %sB is expected.", name, have, want);
  log_warning("Did you run 'prepare' with different --file-total-size or --file-num values?");
  fileio_hint_prepare(c);
  return -1;
}

static int fileio_open_one(struct fileio_run *r, int i)
{
  const struct fileio_conf *c = r->conf;
  struct fileio_file *f = &r->files[i];
  char name[FILEIO_NAME_MAX];
  fileio_file_name(c, name, sizeof(name), i);
  if (c->mode == FILEIO_SEQWR && fileio_recreate(c, i))
    return -1;
  log_debug("Opening file: %s", name);
  /* O_NOATIME spares every read the access-time check, which is not the
   * I/O being measured; it needs the file's owner (or CAP_FOWNER). */
  int rc = fileio_open_safe(c, i, O_RDWR | O_NOATIME | c->open_flags, &f->fd);
  if (rc == EPERM)
    rc = fileio_open_safe(c, i, O_RDWR | c->open_flags, &f->fd);
  if (rc > 0) {
    log_errno(LOG_FATAL, "Cannot open file '%s'", name);
    fileio_hint_direct(c, rc, true);
    if (rc == ENOENT) {
      log_warning("Did you forget to run the prepare step?");
      fileio_hint_prepare(c);
    }
  }
  if (rc)
    return -1;
  if (c->mode != FILEIO_SEQWR && fileio_check_size(c, i, f->fd))
    return -1;
  /* The access pattern, as fio announces it by default. */
  posix_fadvise(f->fd, 0, 0, c->mode <= FILEIO_SEQRD ? POSIX_FADV_SEQUENTIAL : POSIX_FADV_RANDOM);
  return 0;
}

/* Many files need many descriptors: the soft limit goes up to the hard one
 * when the default would not do. */
static void fileio_raise_nofile(int n)
{
  struct rlimit rl;
  if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < (rlim_t)n + 64) {
    rl.rlim_cur = rl.rlim_max;
    setrlimit(RLIMIT_NOFILE, &rl);
  }
}

int fileio_files_open(struct fileio_run *r)
{
  int n = r->conf->num;
  fileio_raise_nofile(n);
  r->files = calloc((size_t)n, sizeof(*r->files));
  if (r->files == NULL) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  for (int i = 0; i < n; i++)
    r->files[i].fd = -1;
  r->nfiles = n;
  /* Every name first: seqwr must not remove a file and then find that a
   * later name is taken by a symlink. */
  for (int i = 0; i < n; i++)
    if (fileio_check_regular(r->conf, i, r->conf->mode == FILEIO_SEQWR))
      return -1;
  for (int i = 0; i < n; i++)
    if (fileio_open_one(r, i))
      return -1;
  return 0;
}

void fileio_files_close(struct fileio_run *r)
{
  for (int i = 0; r->files && i < r->nfiles; i++)
    if (r->files[i].fd >= 0)
      close(r->files[i].fd);
  free(r->files);
  r->files = NULL;
  r->nfiles = 0;
}
