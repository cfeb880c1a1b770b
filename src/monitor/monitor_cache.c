/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_cache.c: --drop-caches: before each run, outside the measured
 * time, the page cache is emptied, so that a run reads from its device.
 * As root, the kernel's whole cache (/proc/sys/vm/drop_caches, after a
 * sync); otherwise, or where that file cannot be written (a container),
 * the cached pages of the test files in the current directory
 * (posix_fadvise DONTNEED, after writing their dirty pages back). The
 * module does not ask fileio which files it uses: fileio keeps its files
 * in the current directory under fixed names (test_file.N, and the
 * storage card's sysbench-storage.dat), and only regular files of those
 * names are touched; nothing is ever written to them. */
#include "monitor/monitor.h"

#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/log.h"

static bool monitor_test_file_name(const char *name)
{
  if (strcmp(name, "sysbench-storage.dat") == 0)
    return true;
  if (strncmp(name, "test_file.", 10) != 0 || name[10] == '\0')
    return false;
  for (const char *p = name + 10; *p; p++)
    if (!isdigit((unsigned char)*p))
      return false;
  return true;
}

/* Drops one file's pages; false when it is not a regular file of ours. */
static bool monitor_drop_file(const char *name)
{
  int fd = open(name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0)
    return false;
  struct stat st;
  bool ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  if (ok) {
    fdatasync(fd);
    ok = posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED) == 0;
  }
  close(fd);
  return ok;
}

static int monitor_drop_test_files(void)
{
  DIR *d = opendir(".");
  if (d == NULL)
    return 0;
  int n = 0;
  for (struct dirent *e; (e = readdir(d)) != NULL;)
    n += monitor_test_file_name(e->d_name) && monitor_drop_file(e->d_name);
  closedir(d);
  return n;
}

int monitor_drop_caches(void)
{
  char path[1024];
  if (geteuid() == 0 && kernel_path(path, sizeof(path), KERNEL_PROC, "sys/vm/drop_caches")) {
    /* Never blocking, a regular file only (procfs's is one): a fixture's
     * FIFO cannot hang the run. */
    int fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
    struct stat st;
    if (fd >= 0 && (fstat(fd, &st) || !S_ISREG(st.st_mode))) {
      close(fd);
      fd = -1;
    }
    if (fd >= 0) {
      sync();
      bool ok = write(fd, "3\n", 2) == 2;
      close(fd);
      if (ok) {
        log_notice("Dropped the page cache (3 > %s)", path);
        return 0;
      }
    }
  }
  int n = monitor_drop_test_files();
  log_notice("Dropped the cached pages of %d test file(s) in the current directory "
             "(posix_fadvise; the whole page cache needs root)", n);
  return 0;
}
