/* SPDX-License-Identifier: GPL-2.0-or-later */
/* kernel_files.c: the paths of the kernel's files, under /sys and /proc
 * or the fixture trees the environment names, and their safe opening and
 * reading (kernel_files.h). */
#include "kernel_files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

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

int kernel_open_file(const char *path)
{
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  struct stat st;
  if (fd < 0)
    return -1;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
    return fd;
  close(fd);
  errno = EINVAL;
  return -1;
}

/* A stream's descriptor and the bytes it may still read. */
struct kernel_stream {
  int fd;
  size_t left;
};

static ssize_t kernel_stream_read(void *cookie, char *buf, size_t n)
{
  struct kernel_stream *k = cookie;
  if (n > k->left)
    n = k->left;
  ssize_t got = n ? read(k->fd, buf, n) : 0;
  if (got > 0)
    k->left -= (size_t)got;
  return got;
}

static int kernel_stream_close(void *cookie)
{
  struct kernel_stream *k = cookie;
  int rc = close(k->fd);
  free(k);
  return rc;
}

FILE *kernel_fopen(const char *path)
{
  struct kernel_stream *k = malloc(sizeof(*k));
  if (k == NULL || (k->fd = kernel_open_file(path)) < 0) {
    free(k);
    return NULL;
  }
  k->left = KERNEL_FILE_MAX;
  cookie_io_functions_t io = { .read = kernel_stream_read, .close = kernel_stream_close };
  FILE *f = fopencookie(k, "r", io);
  if (f == NULL)
    kernel_stream_close(k);
  return f;
}

int kernel_open(enum kernel_root root, const char *path)
{
  char full[1024];
  if (!kernel_path(full, sizeof(full), root, "%s", path))
    return -1;
  return kernel_open_file(full);
}

bool kernel_reread(int fd, char *buf, size_t len)
{
  if (fd < 0 || len == 0)
    return false;
  ssize_t n = pread(fd, buf, len - 1, 0);
  if (n <= 0)
    return false;
  buf[n] = '\0';
  while (n > 0 && (buf[n - 1] == '\n' || buf[n - 1] == ' ' || buf[n - 1] == '\t'))
    buf[--n] = '\0';
  return n > 0;
}

bool kernel_read(enum kernel_root root, const char *path, char *buf, size_t len)
{
  int fd = kernel_open(root, path);
  bool ok = kernel_reread(fd, buf, len);
  if (fd >= 0)
    close(fd);
  return ok;
}

bool kernel_read_ll(enum kernel_root root, const char *path, long long *v)
{
  char buf[64], *end;
  if (!kernel_read(root, path, buf, sizeof(buf)))
    return false;
  *v = strtoll(buf, &end, 10);
  return end != buf;
}
