/* SPDX-License-Identifier: GPL-2.0-or-later */
/* alloc.c: allocation that aborts on failure, and the message of one a
 * command survives (see alloc.h). */
#include "alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "log.h"

void *alloc_resize(void *p, size_t n)
{
  void *q = realloc(p, n ? n : 1);
  if (q == NULL) {
    fputs("FATAL: Memory allocation failure.\n", stdout);
    abort();
  }
  return q;
}

char *alloc_strdup(const char *s)
{
  return strcpy(alloc_resize(NULL, strlen(s) + 1), s);
}

void alloc_failed(void)
{
  log_fatal("Memory allocation failure.");
}
