/* SPDX-License-Identifier: GPL-2.0-or-later */
/* prepare.c: the prepare and cleanup commands. prepare creates or extends
 * test_file.0..N-1 block by block (zeros, --validate's checked blocks, or
 * --file-write-data's) and fsyncs each; a file is complete exactly when it
 * has reached its size, so an interrupted or failed prepare (a failed
 * fsync too) always leaves a short file that run refuses. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "fileio.h"
#include "core/base/log.h"
#include "core/base/timer.h"
#include "core/run/watchdog.h"

static volatile sig_atomic_t prepare_signo;

/* The signals that end a command (watchdog.h's): SIGPIPE only from a
 * stdout nobody reads, and then never twice. */
static void prepare_on_signal(int signo)
{
  if (!watchdog_takes(signo) || (signo == SIGPIPE && prepare_signo))
    return;
  prepare_signo = signo;
  /* A second signal ends the process at once. */
  if (signo != SIGPIPE)
    signal(signo, SIG_DFL);
}

/* Installs prepare's handlers, or puts back the ones from before (a
 * suite's watchdog, when a suite runs prepare). */
static void prepare_signals(bool install)
{
  static struct sigaction old[WATCHDOG_NSIGNALS];
  if (install)
    watchdog_handlers_set(prepare_on_signal, old);
  else
    watchdog_handlers_restore(old);
}

/* Where a complete file ends: its size rounded up to whole blocks. */
static uint64_t prepare_end(const struct fileio_conf *c)
{
  return (c->file_size + c->block_size - 1) / c->block_size * c->block_size;
}

/* Bytes still to write for all files (for the progress line), or -1 when
 * a name is taken by something else than a regular file: nothing is
 * written then. */
static int prepare_scan(const struct fileio_conf *c, uint64_t *total)
{
  *total = 0;
  for (int i = 0; i < c->num; i++) {
    char name[FILEIO_NAME_MAX];
    struct stat st;
    if (fileio_check_regular(c, i, false))
      return -1;
    fileio_file_name(c, name, sizeof(name), i);
    uint64_t have = lstat(name, &st) == 0 ? (uint64_t)st.st_size : 0;
    if (have < c->file_size)
      *total += prepare_end(c) - (have - have % c->block_size);
  }
  return 0;
}

/* After a failure: cuts the file back to size bytes, so that run refuses
 * it and the next prepare writes the rest again. */
static void prepare_leave_short(const struct fileio_conf *c, int fd, const char *name,
                                uint64_t size)
{
  if (ftruncate(fd, (off_t)size) == 0)
    log_fatal("%s is incomplete (%llu of %llu bytes): run prepare again once the problem "
              "is solved", name, (unsigned long long)size, (unsigned long long)c->file_size);
  else
    log_errno(LOG_FATAL, "Cannot cut %s back to %llu bytes: remove it before the next prepare",
              name, (unsigned long long)size);
}

/* A failed write leaves the file ending at its last whole block. */
static void prepare_write_failed(const struct fileio_conf *c, int fd, int i, uint64_t offset,
                                 const char *data, ssize_t n)
{
  char name[FILEIO_NAME_MAX], why[160];
  fileio_file_name(c, name, sizeof(name), i);
  if (n >= 0)
    log_fatal("Failed to write file! file: %s pos: %llu: %zd of %llu bytes written%s", name,
              (unsigned long long)offset, n, (unsigned long long)c->block_size,
              fileio_short_cause(fd, data, offset, c->block_size, n, why, sizeof(why)));
  else
    log_errno(LOG_FATAL, "Failed to write file! file: %s pos: %llu", name,
              (unsigned long long)offset);
  fileio_hint_direct(c, n < 0 ? errno : 0, false);
  prepare_leave_short(c, fd, name, offset);
}

/* A file that ends inside a block (a prepare killed during a write, a
 * truncated file) is cut back to its last whole block before it is
 * extended: blocks written from its old end would sit between the offsets
 * run uses (--validate fails on them) and O_DIRECT refuses an unaligned
 * offset. */
static int prepare_cut(const struct fileio_conf *c, int fd, const char *name,
                       uint64_t *offset)
{
  uint64_t whole = *offset - *offset % c->block_size;
  if (ftruncate(fd, (off_t)whole)) {
    fileio_progress_clear();
    log_errno(LOG_FATAL, "Cannot cut %s back to its last whole block (%llu bytes)", name,
              (unsigned long long)whole);
    return -1;
  }
  log_notice("%s ended inside a block: cut back from %llu to %llu bytes", name,
             (unsigned long long)*offset, (unsigned long long)whole);
  *offset = whole;
  return 0;
}

/* ENOSPC from a create where the data still fits: no inode is left. */
static void prepare_hint_inodes(int err)
{
  struct statvfs vfs;
  if (err == ENOSPC && statvfs(".", &vfs) == 0 && vfs.f_files && vfs.f_ffree == 0)
    log_fatal("The file system has no free inodes left (df -i)");
}

/* Writes the missing blocks of file i; adds the bytes written to *written.
 * Returns 0, -1 on error, or the number of the signal that stopped it. */
static int prepare_file(const struct fileio_conf *c, int i, char *buf, struct fileio_pool *pool,
                        uint64_t *written)
{
  char name[FILEIO_NAME_MAX];
  int fd;
  fileio_file_name(c, name, sizeof(name), i);
  int rc = fileio_open_safe(c, i, O_CREAT | O_WRONLY | c->open_flags, &fd);
  if (rc > 0) {
    fileio_progress_clear();
    log_errno(LOG_FATAL, "Can't open file '%s'", name);
    fileio_hint_direct(c, rc, true);
    prepare_hint_inodes(rc);
  }
  if (rc)
    return -1;
  off_t end = lseek(fd, 0, SEEK_END);
  uint64_t offset = end > 0 ? (uint64_t)end : 0;
  fileio_progress_clear();
  if (offset >= c->file_size)
    log_notice("Reusing existing file %s", name);
  else if (offset > 0)
    log_notice("Extending existing file %s", name);
  else
    log_notice("Creating file %s", name);
  if (offset < c->file_size && offset % c->block_size && prepare_cut(c, fd, name, &offset)) {
    close(fd);
    return -1;
  }
  fileio_progress_add(0);
  while (offset < c->file_size) {
    if (prepare_signo) {
      close(fd);
      return prepare_signo;
    }
    if (c->validate) {
      uint64_t len = c->file_size - offset;
      fileio_validate_fill(c, buf, len < c->block_size ? len : c->block_size, offset);
    }
    const char *data = pool->data ? fileio_pool_next(pool, c->block_size) : buf;
    ssize_t n = pwrite(fd, data, c->block_size, (off_t)offset);
    if (n != (ssize_t)c->block_size) {
      fileio_progress_clear();
      prepare_write_failed(c, fd, i, offset, data, n);
      close(fd);
      return -1;
    }
    offset += c->block_size;
    *written += c->block_size;
    fileio_progress_add(c->block_size);
  }
  if (fsync(fd)) {
    fileio_progress_clear();
    log_errno(LOG_FATAL, "fsync() failed on file '%s'", name);
    /* The kernel may have dropped any of the file's pages, written by
     * this prepare or an earlier one: none of it can be trusted. */
    log_fatal("What was written to %s may not be on the device: it is emptied", name);
    prepare_leave_short(c, fd, name, 0);
    close(fd);
    return -1;
  }
  close(fd);
  return 0;
}

static void prepare_interrupted(const struct fileio_conf *c, int signo, int i)
{
  char name[FILEIO_NAME_MAX];
  struct stat st;
  fileio_file_name(c, name, sizeof(name), i);
  unsigned long long have = stat(name, &st) == 0 ? (unsigned long long)st.st_size : 0;
  log_said(LOG_WARNING, "prepare interrupted by %s: %s is incomplete (%llu of %llu bytes); "
              "run prepare again to complete it", watchdog_signame(signo),
              name, have, (unsigned long long)c->file_size);
}

/* A signal that came while file i was finished (its last writes, its
 * fsync) or found complete: the prepare stops all the same, so that a
 * caller (a suite, the storage card) stops too. */
static void prepare_interrupted_after(const struct fileio_conf *c, int signo, int i)
{
  const char *sig = watchdog_signame(signo);
  char name[FILEIO_NAME_MAX];
  if (i + 1 == c->num) {
    log_said(LOG_WARNING, "prepare interrupted by %s as it ended: the files are complete", sig);
    return;
  }
  fileio_file_name(c, name, sizeof(name), i + 1);
  log_said(LOG_WARNING, "prepare interrupted by %s before %s: run prepare again to complete the "
           "files", sig, name);
}

int fileio_prepare(void *conf)
{
  const struct fileio_conf *c = conf;
  char flags[32];
  log_notice("%d files, %lldKb each, %lldMb total", c->num, (long long)(c->file_size / 1024),
             (long long)(c->file_size * (uint64_t)c->num / 1048576));
  log_notice("Creating files for the test...");
  log_notice("Extra file open flags: %s", fileio_flags_str(c, flags, sizeof(flags)));
  uint64_t todo;
  if (prepare_scan(c, &todo))
    return 1;
  char *buf;
  struct fileio_pool pool;
  if (posix_memalign((void **)&buf, 4096, c->block_size)) {
    log_fatal("Failed to allocate a memory buffer");
    return 1;
  }
  if (fileio_pool_init(c, &pool, 0)) {
    free(buf);
    return 1;
  }
  memset(buf, 0, c->block_size);
  prepare_signo = 0;
  prepare_signals(true);
  fileio_progress_start(todo);
  uint64_t written = 0, start = timer_now();
  int rc = 0;
  for (int i = 0; i < c->num && rc == 0; i++) {
    rc = prepare_file(c, i, buf, &pool, &written);
    if (rc > 0) {
      fileio_progress_clear();
      prepare_interrupted(c, rc, i);
      rc += 128;
    } else if (rc == 0 && prepare_signo) {
      fileio_progress_clear();
      prepare_interrupted_after(c, prepare_signo, i);
      rc = 128 + prepare_signo;
    }
  }
  double secs = timer_sec(timer_now() - start);
  fileio_progress_clear();
  prepare_signals(false);
  free(buf);
  fileio_pool_free(&pool);
  if (rc)
    return rc < 0 ? 1 : rc;
  if (written)
    log_notice("%llu bytes written in %.2f seconds (%.2f MiB/sec).",
               (unsigned long long)written, secs, (double)written / 1048576 / secs);
  else
    log_notice("No bytes written.");
  return 0;
}

/* Removes test_file.0..N-1, but only regular files: a symlink or anything
 * else of that name is left in place. */
int fileio_cleanup(void *conf)
{
  const struct fileio_conf *c = conf;
  log_notice("Removing test files...");
  for (int i = 0; i < c->num; i++) {
    char name[FILEIO_NAME_MAX];
    fileio_file_name(c, name, sizeof(name), i);
    int rc = fileio_remove_regular(name);
    if (rc > 0)
      log_warning("'%s' is not a regular file: left in place", name);
    else if (rc < 0)
      log_errno(LOG_WARNING, "Cannot remove '%s'", name);
  }
  return 0;
}
