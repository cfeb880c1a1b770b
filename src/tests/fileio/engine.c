/* SPDX-License-Identifier: GPL-2.0-or-later */
/* engine.c: the registry of fileio's I/O engines (engine.h), looked up by
 * the value of --file-io-mode (async selects libaio, as in the reference).
 * An engine that was not built in keeps its entry, so that its mode is
 * still recognised and refused with a message that says why. */
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "plugin/registry.h"

SB_REGISTRY_DECLARE(fileio_engines);

#define FILEIO_MAX_ENGINES 16

const struct fileio_engine *fileio_engine_find(const char *mode)
{
  return SB_REGISTRY_FIND(fileio_engines, mode);
}

const struct fileio_engine *fileio_engine_at(int i)
{
  return SB_REGISTRY_AT(fileio_engines, i);
}

