/* SPDX-License-Identifier: GPL-2.0-or-later */
/* banner.c: the line sysbench starts with ("sysbench 1.0.20-ng4 (using
 * system LuaJIT 2.1.0-beta3)"), on stdout where the reference prints it.
 * A command whose stdout is a document to paste or parse has it on stderr
 * instead: a bundled script's with the argument it declares (script.h's
 * script_stdout_is_document). (A result file on stdout, --output=FMT:-,
 * sends all of the text to stderr: see output.c.) */
#include "banner.h"

#include <luajit.h>
#include <stdio.h>

#include "core/base/log.h"

void banner_print(bool document)
{
  if (!document)
    log_notice("sysbench %s (using system %s)\n", PACKAGE_VERSION, LUAJIT_VERSION);
  else if (log_enabled(LOG_NOTICE))
    fprintf(stderr, "sysbench %s (using system %s)\n\n", PACKAGE_VERSION, LUAJIT_VERSION);
}
