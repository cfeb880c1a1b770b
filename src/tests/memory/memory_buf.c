/* SPDX-License-Identifier: GPL-2.0-or-later */
/* memory_buf.c: the memory test's buffers: page-aligned and zero-filled
 * (so every page is resident before the clock starts), or taken from the
 * HugeTLB pool with --memory-hugetlb. */
#include "memory.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* The default huge page size from /proc/meminfo; 2 MiB if unknown. */
static size_t memory_huge_page_size(void)
{
  size_t kib = 0;
  FILE *f = fopen("/proc/meminfo", "r");
  if (f) {
    char line[128];
    while (fgets(line, sizeof(line), f))
      if (sscanf(line, "Hugepagesize: %zu kB", &kib) == 1)
        break;
    fclose(f);
  }
  return kib ? kib * 1024 : 2u << 20;
}

static int memory_buf_huge(struct memory_buf *b, size_t size)
{
#ifdef MAP_HUGETLB
  size_t page = memory_huge_page_size();
  b->len = size;
  if (size > SIZE_MAX - page) {
    errno = ENOMEM;
    return -1;
  }
  b->len = (size + page - 1) / page * page;
  void *p = mmap(NULL, b->len, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB | MAP_POPULATE, -1, 0);
  if (p == MAP_FAILED)
    return -1;
  b->ptr = p;
  b->huge = true;
  return 0;
#else
  (void)size;
  b->len = size;
  errno = ENOSYS;
  return -1;
#endif
}

int memory_buf_alloc(struct memory_buf *b, size_t size, bool huge)
{
  memset(b, 0, sizeof(*b));
  if (huge)
    return memory_buf_huge(b, size);
  b->len = size;
  long page = sysconf(_SC_PAGESIZE);
  int err = posix_memalign(&b->ptr, page > 0 ? (size_t)page : 4096, size);
  if (err) {
    b->ptr = NULL;
    errno = err;
    return -1;
  }
  memset(b->ptr, 0, size);
  return 0;
}

void memory_buf_free(struct memory_buf *b)
{
  if (b->ptr == NULL)
    return;
  if (b->huge)
    munmap(b->ptr, b->len);
  else
    free(b->ptr);
  b->ptr = NULL;
}
