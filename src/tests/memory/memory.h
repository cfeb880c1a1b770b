/* SPDX-License-Identifier: GPL-2.0-or-later */
/* memory.h: the memory test's internal interface: the access loops (one per
 * operation and access mode) and the buffer allocator. */
#ifndef SB_MEMORY_H
#define SB_MEMORY_H

#include <stdbool.h>
#include <stddef.h>

enum memory_oper { MEMORY_WRITE, MEMORY_READ, MEMORY_NONE };
enum memory_mode { MEMORY_SEQ, MEMORY_RND };

/* One event's work on words machine words of buf (words >= 1). */
typedef void (*memory_op)(size_t *buf, size_t words);

memory_op memory_op_get(enum memory_oper oper, enum memory_mode mode);

/* A page-aligned, zero-filled buffer, or one from the HugeTLB pool. */
struct memory_buf {
  void *ptr;
  size_t len;     /* mapped length (HugeTLB: rounded up to whole pages) */
  bool huge;
};

/* Returns 0, or -1 with errno set (b->len then says what was asked for). */
int memory_buf_alloc(struct memory_buf *b, size_t size, bool huge);
void memory_buf_free(struct memory_buf *b);

#endif
