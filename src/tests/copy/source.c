/* SPDX-License-Identifier: GPL-2.0-or-later */
/* source.c: the file copied when there is no --copy-from: --copy-size
 * bytes of --file-write-data's kind (read and made by fileio's own
 * helpers, so the option means the same in both tests), written and
 * fsync'ed before the clock starts. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "copy.h"
#include "core/base/alloc.h"
#include "core/base/log.h"
#include "core/run/watchdog.h"
#include "tests/fileio/fileio.h"

#define SOURCE_CHUNK (1u << 20)

/* fileio's configuration as its write-data helpers read it. */
static void source_fileio_conf(const struct copy_conf *c, struct fileio_conf *f)
{
  memset(f, 0, sizeof(*f));
  f->write_data_text = c->write_data_text;
  f->write_data = c->write_data;
  f->zero_pct = c->zero_pct;
  f->request_size = SOURCE_CHUNK;
}

int copy_write_data_read(struct copy_conf *c)
{
  struct fileio_conf f;
  source_fileio_conf(c, &f);
  if (fileio_write_data_read(CMD_RUN, &f))
    return -1;
  c->write_data = (int)f.write_data;
  c->zero_pct = f.zero_pct;
  return 0;
}

/* 0, -1 (errno), or 1 when a signal came (the command stops). */
static int source_write(int fd, const struct copy_conf *c, struct fileio_pool *pool, char *zeros)
{
  for (uint64_t left = c->size; left > 0;) {
    if (watchdog_signal())
      return 1;
    size_t n = left < SOURCE_CHUNK ? (size_t)left : SOURCE_CHUNK;
    const char *data = pool->data ? fileio_pool_next(pool, n) : zeros;
    ssize_t done = write(fd, data, n);
    if (done <= 0) {
      if (done == 0)
        errno = ENOSPC;
      return -1;
    }
    left -= (uint64_t)done;
  }
  return fsync(fd);
}

int copy_source_make(const struct copy_conf *c, const char *path)
{
  struct fileio_conf f;
  struct fileio_pool pool;
  source_fileio_conf(c, &f);
  char *zeros = calloc(1, SOURCE_CHUNK);
  if (zeros == NULL || fileio_pool_init(&f, &pool, 0)) {
    free(zeros);
    if (zeros == NULL)
      alloc_failed();
    return -1;
  }
  int fd = openat(c->work_fd, COPY_SOURCE, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW,
                  0600);
  int rc = -1;
  if (fd < 0)
    log_errno(LOG_FATAL, "copy: cannot create the source file '%s'", path);
  else if ((rc = source_write(fd, c, &pool, zeros)) > 0)
    log_warning("copy: interrupted by %s while the source file was made",
                watchdog_signame(watchdog_signal()));
  else if (rc && (errno == ENOSPC || errno == EDQUOT))
    log_errno(LOG_FATAL, "copy: the file system of --copy-to '%s' is full: writing the "
              "%llu-byte source file '%s' failed", c->to, (unsigned long long)c->size, path);
  else if (rc)
    log_errno(LOG_FATAL, "copy: cannot write the %llu-byte source file '%s'",
              (unsigned long long)c->size, path);
  if (fd >= 0)
    close(fd);
  fileio_pool_free(&pool);
  free(zeros);
  return rc;
}
