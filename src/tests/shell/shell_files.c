/* SPDX-License-Identifier: GPL-2.0-or-later */
/* shell_files.c: the shell test's working tree: one directory per run in
 * the current directory, one subdirectory per pipeline with its input
 * text, all made before the clock starts and removed after the run. */
#include "tests/shell/shell.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/base/log.h"

/* Removes the entries of the directory open as fd (files, and the
 * directories one level down with their files); closes fd. */
static void shell_files_empty(int fd, int depth)
{
  DIR *d = fdopendir(fd);
  if (d == NULL) {
    close(fd);
    return;
  }
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
      continue;
    if (unlinkat(fd, e->d_name, 0) == 0 || errno != EISDIR || depth == 0)
      continue;
    int sub = openat(fd, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub >= 0)
      shell_files_empty(sub, depth - 1);
    unlinkat(fd, e->d_name, AT_REMOVEDIR);
  }
  closedir(d);
}

void shell_files_remove(const char *dir)
{
  int fd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0)
    shell_files_empty(fd, 1);
  rmdir(dir);
}

static int shell_files_write(const char *path)
{
  int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0)
    return -1;
  ssize_t n = write(fd, shell_text, shell_text_len);
  int err = n == (ssize_t)shell_text_len ? 0 : n < 0 ? errno : ENOSPC;
  if (close(fd) && err == 0)
    err = errno;
  errno = err;
  return err ? -1 : 0;
}

int shell_files_create(char *dir, int copies, int concurrency)
{
  snprintf(dir, 32, "sysbench-shell.XXXXXX");
  if (mkdtemp(dir) == NULL) {
    log_errno(LOG_FATAL, "shell: cannot create a working directory in the current directory");
    return -1;
  }
  for (int t = 0; t < copies; t++)
    for (int c = 0; c < concurrency; c++) {
      char path[64];
      snprintf(path, sizeof(path), "%s/%d.%d", dir, t, c);
      if (mkdir(path, 0755) == 0) {
        snprintf(path, sizeof(path), "%s/%d.%d/input.txt", dir, t, c);
        if (shell_files_write(path) == 0)
          continue;
      }
      log_errno(LOG_FATAL, "shell: cannot create '%s'", path);
      shell_files_remove(dir);
      return -1;
    }
  return 0;
}
