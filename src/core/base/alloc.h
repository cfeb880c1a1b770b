/* SPDX-License-Identifier: GPL-2.0-or-later */
/* alloc.h: allocation for data whose loss would end the run anyway (result
 * trees, tables): failure prints the reference's message and aborts, so
 * callers need no error path. */
#ifndef SB_ALLOC_H
#define SB_ALLOC_H

#include <stddef.h>

void *alloc_resize(void *p, size_t n);
char *alloc_strdup(const char *s);

/* For data a command can fail without (a run's state, a worker's
 * buffers): the FATAL line of a failed allocation ("Memory allocation
 * failure.", through the logger), after which the caller returns its
 * error. */
void alloc_failed(void);

#endif
