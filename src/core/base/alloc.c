/* SPDX-License-Identifier: GPL-2.0-or-later */
/* alloc.c: allocation that aborts on failure (see alloc.h). */
#include "alloc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
