/* engine.c: the table of fileio's I/O engines, looked up by the value of
 * --file-io-mode (async selects libaio, as in the reference). An engine
 * that was not built in keeps its entry, so that its mode is still
 * recognised and refused with a message that says why. */
#include <string.h>

#include "engine.h"

#ifndef HAVE_LIBURING
const struct fileio_engine fileio_engine_uring = {
  .mode = "io_uring",
  .name = "io_uring",
  .missing = "--file-io-mode=io_uring: this sysbench was built without io_uring "
             "(install liburing-dev, then run configure and make again)",
};
#endif

static const struct fileio_engine *const engines[] = {
  &fileio_engine_sync, &fileio_engine_libaio, &fileio_engine_mmap, &fileio_engine_uring, NULL
};

/* In the order of the table. */
const char *const fileio_engine_modes[] = { "sync", "async", "mmap", "io_uring", NULL };

const struct fileio_engine *fileio_engine_find(const char *mode)
{
  for (int i = 0; engines[i]; i++)
    if (strcmp(engines[i]->mode, mode) == 0)
      return engines[i];
  return NULL;
}
