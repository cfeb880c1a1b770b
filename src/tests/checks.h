/* SPDX-License-Identifier: GPL-2.0-or-later */
/* checks.h: a guard for the built-in tests' large allocations: what does
 * not fit in physical memory is refused up front, because touching it
 * would bring the OOM killer instead of a clean error. (Option bounds are
 * declared with the options: options.h.) */
#ifndef SB_TESTS_CHECKS_H
#define SB_TESTS_CHECKS_H

#include <stdbool.h>
#include <stdint.h>
#include <unistd.h>

/* Physical memory in bytes; UINT64_MAX when unknown. */
static inline uint64_t check_ram_total(void)
{
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page <= 0)
    return UINT64_MAX;
  return (uint64_t)pages * (uint64_t)page;
}

/* Do count objects of size bytes fit in physical memory? (no overflow) */
static inline bool check_ram_fits(uint64_t count, uint64_t size)
{
  return count == 0 || size <= check_ram_total() / count;
}

#endif
