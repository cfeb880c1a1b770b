/* SPDX-License-Identifier: GPL-2.0-or-later */
/* test_kernel_files.c: the kernel's files (and the fixtures') are read
 * without blocking, regular files only, a bounded number of bytes. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/kernel_files.h"
#include "unit.h"

/* A FIFO with no writer: an open for reading would wait for one. */
UNIT_TEST(kernel_files_fifo_refused_at_once)
{
  char dir[] = "/tmp/sbng-kf.XXXXXX", fifo[64];
  CHECK(mkdtemp(dir) != NULL);
  snprintf(fifo, sizeof(fifo), "%s/fifo", dir);
  CHECK(mkfifo(fifo, 0600) == 0);
  errno = 0;
  int fd = kernel_open_file(fifo);
  int err = errno;
  FILE *f = kernel_fopen(fifo);
  unlink(fifo);
  rmdir(dir);
  CHECK(fd == -1 && err == EINVAL);
  CHECK(f == NULL);
  CHECK(kernel_open_file("/dev/null") == -1 && kernel_open_file("/") == -1);
}

/* A file larger than the bound ends, for the reader, at the bound. */
UNIT_TEST(kernel_files_read_bounded)
{
  char path[] = "/tmp/sbng-kf.XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  CHECK(ftruncate(fd, KERNEL_FILE_MAX + 12345) == 0);
  close(fd);
  FILE *f = kernel_fopen(path);
  unlink(path);
  CHECK(f != NULL);
  size_t total = 0, n;
  char buf[65536];
  while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
    total += n;
  fclose(f);
  CHECK(total == KERNEL_FILE_MAX);
}
