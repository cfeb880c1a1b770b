/* SPDX-License-Identifier: GPL-2.0-or-later */
/* engine_uring_missing.c: --file-io-mode=io_uring in a build without
 * liburing: the mode is still known, and refused with what to do. */
#include <errno.h>

#include "engine.h"
#include "plugin/registry.h"

static int uring_missing_probe(void)
{
  return ENOSYS;
}

static const struct fileio_engine fileio_engine_uring_missing = {
  .mode = "io_uring",
  .name = "io_uring",
  .help = "--file-async-backlog requests in flight per thread, batched (not built in: "
          "install liburing-dev and build again)",
  .fio = "io_uring",
  .probe = uring_missing_probe,
  .missing = "--file-io-mode=io_uring: this sysbench was built without io_uring "
             "(install liburing-dev, then run configure and make again)",
};
SB_REGISTER(fileio_engines, fileio_engine_uring_missing);
