/* SPDX-License-Identifier: GPL-2.0-or-later */
/* engine_sync.c: sync mode: one pread or pwrite per request, in the
 * worker's own thread. */
#include <errno.h>
#include <unistd.h>

#include "engine.h"
#include "plugin/registry.h"

static int64_t sync_submit(struct fileio_thread *t, struct fileio_slot *s)
{
  const struct fileio_req *r = &s->req;
  int fd = t->run->files[r->file].fd;
  ssize_t n = r->op == FILEIO_READ ? pread(fd, s->data, r->size, (off_t)r->pos)
                                   : pwrite(fd, s->data, r->size, (off_t)r->pos);
  return n < 0 ? -errno : n;
}

static const struct fileio_engine fileio_engine_sync = {
  .mode = "sync",
  .name = "sync",
  .title = "synchronous",
  .reference = true,
  .fio = "psync",
  .submit = sync_submit,
  .fsync = fileio_fsync_fd,
};
SB_REGISTER(fileio_engines, fileio_engine_sync);
