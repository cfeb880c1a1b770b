/* kernel_files.c: the paths of the kernel's files, under /sys and /proc
 * or the fixture trees the environment names (kernel_files.h). */
#include "kernel_files.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static const char *kernel_root_dir(enum kernel_root root)
{
  const char *env = getenv(root == KERNEL_SYS ? "SYSBENCH_SYSFS_ROOT" : "SYSBENCH_PROCFS_ROOT");
  return env && *env ? env : root == KERNEL_SYS ? "/sys" : "/proc";
}

bool kernel_path(char *buf, size_t len, enum kernel_root root, const char *fmt, ...)
{
  int n = snprintf(buf, len, "%s/", kernel_root_dir(root));
  if (n < 0 || (size_t)n >= len)
    return false;
  va_list ap;
  va_start(ap, fmt);
  int m = vsnprintf(buf + n, len - (size_t)n, fmt, ap);
  va_end(ap);
  return m >= 0 && (size_t)m < len - (size_t)n;
}
