/* SPDX-License-Identifier: GPL-2.0-or-later */
/* banner.c: the line sysbench starts with ("sysbench 1.0.20-ng3 (using
 * system LuaJIT 2.1.0-beta3)"), on stdout where the reference prints it.
 * A command whose stdout is a document to paste or parse has it on stderr
 * instead: the storage and NAS cards' Markdown (`sysbench storage run
 * --format=markdown`, `sysbench nas run --format=markdown`). (A result
 * file on stdout, --output=FMT:-, sends all of the text to stderr: see
 * output.c.) */
#include "banner.h"

#include <luajit.h>
#include <stdio.h>
#include <string.h>

#include "core/base/log.h"

/* The commands whose stdout is a document: a test and an argument. */
static const struct {
  const char *test, *arg;
} banner_documents[] = {
  { "storage", "--format=markdown" },
  { "nas", "--format=markdown" },
};

static bool banner_document(const char *testname, int argc, char **argv)
{
  for (size_t d = 0; testname && d < sizeof(banner_documents) / sizeof(banner_documents[0]); d++)
    for (int i = 1; i < argc && strcmp(testname, banner_documents[d].test) == 0; i++)
      if (strcmp(argv[i], banner_documents[d].arg) == 0)
        return true;
  return false;
}

void banner_print(const char *testname, int argc, char **argv)
{
  if (!banner_document(testname, argc, argv))
    log_notice("sysbench %s (using system %s)\n", PACKAGE_VERSION, LUAJIT_VERSION);
  else if (log_enabled(LOG_NOTICE))
    fprintf(stderr, "sysbench %s (using system %s)\n\n", PACKAGE_VERSION, LUAJIT_VERSION);
}
