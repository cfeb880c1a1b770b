/* SPDX-License-Identifier: GPL-2.0-or-later */
/* filecopy.c: the filecopy test, UnixBench's "File Copy": each copy
 * copies a file of --filecopy-max-blocks KiB to another with read() and
 * write() of --filecopy-buffer-size bytes, rewinding both at the end of
 * the source. One event is one buffer read and written; the figure is
 * KiB copied per second (UnixBench's KBps). The files are created in the
 * current directory and unlinked at once, so none is ever left behind. */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/unixbench/system.h"

/* The configuration is all a run needs: it is also the run's data. */
struct filecopy_conf {
  int buffer;     /* bytes */
  int kib;
};

static const struct opt_def filecopy_opts[] = {
  { .name = "filecopy-buffer-size", .desc = "bytes per read() and write() (UnixBench: 256, 1024, 4096)",
    .defval = "1024", .min = 1, .max = 16 << 20, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value of filecopy-buffer-size: %s (1 to 16777216 bytes).",
    OPT_INT_TO(struct filecopy_conf, buffer) },
  { .name = "filecopy-max-blocks", .desc = "size of the file copied, in KiB (UnixBench: 500, 2000, 8000)",
    .defval = "2000", .min = 1, .max = 1 << 24, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value of filecopy-max-blocks: %s (1 to 16777216 KiB).",
    OPT_INT_TO(struct filecopy_conf, kib) },
  { .name = NULL }
};

struct filecopy_worker {
  int src, dst;
  size_t buffer;
  char *buf;
};

static int filecopy_help(const struct opt_registry *r)
{
  return system_help(r, "filecopy",
      "filecopy: UnixBench's \"File Copy\". Each copy copies a file of\n"
      "--filecopy-max-blocks KiB to another, in the current directory, with read()\n"
      "and write() of --filecopy-buffer-size bytes, rewinding both files at the end\n"
      "of the source; one event is one buffer read and written. The figure is KiB\n"
      "copied per second (UnixBench's KBps): mostly the page cache and the file\n"
      "system's write path, not the disk. UnixBench's index runs 256 bytes/500 KiB,\n"
      "1024/2000 and 4096/8000. --threads=N runs N copies, each a process of its\n"
      "own with its own files.");
}

static int filecopy_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  (void)rc;
  (void)conf;
  return cmd == CMD_RUN && system_check_dir("filecopy") ? -1 : 0;
}

static void filecopy_print_mode(void *conf, const struct run_config *rc)
{
  const struct filecopy_conf *c = conf;
  system_print_mode("Doing file copy test (one buffer read and written per event)", rc);
  log_notice("Buffer size: %d bytes (file size %d KiB)\n", c->buffer, c->kib);
}

static int filecopy_run_start(void *conf, const struct run_config *rc, void **run)
{
  (void)rc;
  *run = conf;
  return 0;
}

/* A new file in the current directory, unlinked at once. */
static int filecopy_open(const struct sb_worker *w, const char *role)
{
  char name[64];
  snprintf(name, sizeof(name), "sysbench-filecopy.%d.%s", (int)getpid(), role);
  int fd = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
  if (fd < 0) {
    log_errno(LOG_FATAL, "filecopy: copy #%d cannot create '%s' in the current directory",
              w->id, name);
    return -1;
  }
  unlink(name);
  return fd;
}

/* Writes the source: kib KiB of incompressible bytes (from a heap
 * buffer: a worker's stack is --thread-stack-size, 64 KiB by default). */
static int filecopy_fill(const struct sb_worker *w, int fd, uint64_t kib)
{
  const size_t size = 64 * 1024;
  char *chunk = malloc(size);
  if (chunk == NULL) {
    alloc_failed();
    return -1;
  }
  uint64_t x = 0x9e3779b97f4a7c15ULL ^ (uint64_t)getpid();
  for (size_t i = 0; i < size; i++) {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    chunk[i] = (char)x;
  }
  uint64_t left = kib * 1024;
  while (left > 0) {
    ssize_t done = write(fd, chunk, left < size ? (size_t)left : size);
    if (done <= 0) {
      if (done == 0)
        errno = ENOSPC;
      log_errno(LOG_FATAL, "filecopy: copy #%d cannot write its %llu KiB source file",
                w->id, (unsigned long long)kib);
      break;
    }
    left -= (uint64_t)done;
  }
  free(chunk);
  return left == 0 && lseek(fd, 0, SEEK_SET) == 0 ? 0 : -1;
}

static void filecopy_close(struct filecopy_worker *f)
{
  if (f->src >= 0)
    close(f->src);
  if (f->dst >= 0)
    close(f->dst);
  free(f->buf);
  free(f);
}

static int filecopy_thread_init(struct sb_worker *w)
{
  system_copy_start("filecopy", w);
  const struct filecopy_conf *c = w->run;
  struct filecopy_worker *f = calloc(1, sizeof(*f));
  if (f == NULL || (f->buf = malloc((size_t)c->buffer)) == NULL) {
    alloc_failed();
    free(f);
    return -1;
  }
  f->buffer = (size_t)c->buffer;
  f->src = filecopy_open(w, "src");
  f->dst = f->src < 0 ? -1 : filecopy_open(w, "dst");
  if (f->dst < 0 || filecopy_fill(w, f->src, (uint64_t)c->kib)) {
    filecopy_close(f);
    return -1;
  }
  w->data = f;
  return 0;
}

static int filecopy_event(struct sb_worker *w)
{
  struct filecopy_worker *f = w->data;
  ssize_t n = read(f->src, f->buf, f->buffer);
  if (n == 0) {
    /* The end of the source: both files start again from the beginning. */
    if (lseek(f->src, 0, SEEK_SET) || lseek(f->dst, 0, SEEK_SET)) {
      system_call_failed("filecopy", "lseek()", w);
      return SB_EVENT_ERROR;
    }
    n = read(f->src, f->buf, f->buffer);
  }
  if (n <= 0) {
    if (n == 0)
      errno = EIO;
    system_call_failed("filecopy", "read() of the source", w);
    return SB_EVENT_ERROR;
  }
  ssize_t done = write(f->dst, f->buf, (size_t)n);
  if (done != n) {
    if (done >= 0)
      errno = ENOSPC;
    system_call_failed("filecopy", "write() of the copy", w);
    return SB_EVENT_ERROR;
  }
  stats_inc(w->stats, STATS_READ, 1);
  stats_inc(w->stats, STATS_WRITE, 1);
  stats_inc(w->stats, STATS_BYTES_READ, (uint64_t)n);
  stats_inc(w->stats, STATS_BYTES_WRITTEN, (uint64_t)n);
  return SB_EVENT_OK;
}

static int filecopy_thread_done(struct sb_worker *w)
{
  filecopy_close(w->data);
  w->data = NULL;
  return 0;
}

SYSTEM_THREAD_RUN(filecopy, filecopy_event)

static void filecopy_report_prefix(void *run, const struct sb_stat *st)
{
  const struct filecopy_conf *c = run;
  char title[96];
  snprintf(title, sizeof(title), "File copy (%d-byte buffers, %d KiB file)", c->buffer,
           c->kib);
  system_report_figure(title, "KiB per second (KBps)",
                       figure_rate(st, st->cnt[STATS_BYTES_WRITTEN]) / 1024);
}

const struct sb_test filecopy_test = {
  .name = "filecopy",
  .desc = "File copy test (UnixBench)",
  .options = filecopy_opts,
  .conf_size = sizeof(struct filecopy_conf),
  .flags = SB_TEST_PROCESSES | SB_TEST_ADDED,
  .help = filecopy_help,
  .init = filecopy_init,
  .print_mode = filecopy_print_mode,
  .run_start = filecopy_run_start,
  .thread_init = filecopy_thread_init,
  .thread_run = filecopy_thread_run,
  .thread_done = filecopy_thread_done,
  .report_prefix = filecopy_report_prefix,
};

SB_REGISTER(sb_tests, filecopy_test);
