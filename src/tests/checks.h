/* checks.h: input checks shared by the built-in tests: INT options with a
 * lower bound, and a guard for large allocations (what does not fit in
 * physical memory is refused up front, because touching it would bring
 * the OOM killer instead of a clean error). */
#ifndef SB_TESTS_CHECKS_H
#define SB_TESTS_CHECKS_H

#include <stdbool.h>
#include <stdint.h>
#include <unistd.h>

#include "log.h"
#include "options.h"

/* Reads an INT option that must be at least min; prints the FATAL line. */
static inline int check_int_min(const char *opt, long long min, long long *out)
{
  if (!opt_get_int(opt, out))
    return -1;
  if (*out >= min)
    return 0;
  log_fatal("Invalid value for %s: %lld (must be at least %lld)", opt, *out, min);
  return -1;
}

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
