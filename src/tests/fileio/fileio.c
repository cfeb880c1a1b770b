/* fileio.c: the fileio test as the runner sees it: its options, the run
 * header, and the hooks that tie the generator to the I/O modes. */
#include "fileio.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "general.h"
#include "log.h"
#include "runner.h"

static const struct opt_def fileio_opts[] = {
  { "file-num", "number of files to create", "128", OPT_INT },
  { "file-block-size", "block size to use in all IO operations", "16384", OPT_INT },
  { "file-total-size", "total size of files to create", "2G", OPT_SIZE },
  { "file-test-mode", "test mode {seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw}", NULL,
    OPT_STRING },
  { "file-io-mode", "file operations mode {sync,async,mmap}", "sync", OPT_STRING },
  { "file-async-backlog", "number of asynchronous operatons to queue per thread", "128",
    OPT_INT },
  { "file-extra-flags", "list of additional flags to use to open files {sync,dsync,direct}",
    "", OPT_LIST },
  { "file-fsync-freq", "do fsync() after this number of requests (0 - don't use fsync())",
    "100", OPT_INT },
  { "file-fsync-all", "do fsync() after each write operation", "off", OPT_BOOL },
  { "file-fsync-end", "do fsync() at the end of test", "on", OPT_BOOL },
  { "file-fsync-mode", "which method to use for synchronization {fsync, fdatasync}", "fsync",
    OPT_STRING },
  { "file-merged-requests", "merge at most this number of IO requests if possible "
    "(0 - don't merge)", "0", OPT_INT },
  { "file-rw-ratio", "reads/writes ratio for combined test", "1.5", OPT_DOUBLE },
  { NULL, NULL, NULL, OPT_NULL }
};

static struct fileio_thread *fileio_threads;
static int fileio_nthreads;

static int fileio_init(enum sb_command cmd)
{
  return fileio_options_read(cmd) ? -1 : 0;
}

static void fileio_print_mode(void)
{
  static const char *const doing[] = {
    "sequential write (creation)", "sequential rewrite", "sequential read", "random read",
    "random write", "random r/w"
  };
  static const char *const io_names[] = {
    "synchronous", "asynchronous", FILEIO_MAP_WHOLE ? "fast mmaped" : "slow mmaped"
  };
  const struct fileio_conf *c = &fileio_conf;
  char a[32], b[32];
  log_notice("Extra file open flags: %s", fileio_flags_str());
  fileio_size_str(a, sizeof(a), c->file_size);
  log_notice("%d files, %sB each", c->num, a);
  fileio_size_str(a, sizeof(a), c->file_size * (uint64_t)c->num);
  log_notice("%sB total file size", a);
  fileio_size_str(b, sizeof(b), c->block_size);
  log_notice("Block size %sB", b);
  if (c->merged > 0) {
    fileio_size_str(a, sizeof(a), c->request_size);
    log_notice("Merging requests up to %sB for sequential IO.", a);
  }
  if (c->mode >= FILEIO_RNDRD) {
    log_notice("Number of IO requests: %llu", (unsigned long long)sb_general.events);
    log_notice("Read/Write ratio for combined random IO test: %2.2f", c->rw_ratio);
  }
  if (c->fsync_freq > 0)
    log_notice("Periodic FSYNC enabled, calling fsync() each %d requests.", c->fsync_freq);
  if (c->fsync_end)
    log_notice("Calling fsync() at the end of test, Enabled.");
  if (c->fsync_all)
    log_notice("Calling fsync() after each write operation.");
  log_notice("Using %s I/O mode", io_names[c->io]);
  if (c->validate)
    log_notice("Using checksums validation.");
  log_notice("Doing %s test", doing[c->mode]);
}

static void fileio_run_free(void);

static int fileio_run_start(void)
{
  const struct fileio_conf *c = &fileio_conf;
  fileio_nthreads = sb_general.threads;
  fileio_threads = calloc((size_t)fileio_nthreads, sizeof(*fileio_threads));
  if (fileio_threads == NULL) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  fileio_gen_init();
  if (c->validate && fileio_mode_writes() &&
      fileio_busy_setup(fileio_nthreads, c->io == FILEIO_ASYNC ? c->backlog : 1)) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  if (fileio_files_open() || (c->io == FILEIO_MMAP && fileio_mmap_guard(true))) {
    fileio_run_free();
    return -1;
  }
  return 0;
}

/* Closes and frees what the run used. It runs after the final report (the
 * done hook), as the reference's cleanup does: destroying AIO contexts and
 * unmapping files can take tens of milliseconds, which must not count in
 * the measured time. */
static void fileio_run_free(void)
{
  if (fileio_conf.io == FILEIO_MMAP)
    fileio_mmap_guard(false);
  /* A failed thread may leave requests in flight: destroying the contexts
   * waits for them, so it comes before their buffers are freed. */
  fileio_aio_destroy();
  for (int i = 0; fileio_threads && i < fileio_nthreads; i++) {
    free(fileio_threads[i].buf);
    fileio_aio_thread_free(&fileio_threads[i]);
  }
  fileio_files_close();
  fileio_busy_free();
  free(fileio_threads);
  fileio_threads = NULL;
}

static void fileio_done(enum sb_command cmd)
{
  if (cmd == CMD_RUN)
    fileio_run_free();
}

static int fileio_thread_init(struct sb_worker *w)
{
  struct fileio_thread *t = &fileio_threads[w->id];
  /* A descriptor table of its own (the files are open already and stay
   * open until every worker is gone) lets the kernel skip the reference
   * count of the file on every read and write of this thread. */
  unshare(CLONE_FILES);
  t->w = w;
  w->data = t;
  t->busy = fileio_busy_slots(w->id, 1);
  if (fileio_conf.io == FILEIO_ASYNC)
    return fileio_aio_thread_init(t);
  /* Page-aligned for O_DIRECT; zeroed, as the reference's. */
  if (posix_memalign((void **)&t->buf, 4096, fileio_conf.request_size)) {
    t->buf = NULL;
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  memset(t->buf, 0, fileio_conf.request_size);
  return 0;
}

static int fileio_event(struct sb_worker *w)
{
  struct fileio_thread *t = w->data;
  struct fileio_req r;
  if (fileio_conf.io == FILEIO_ASYNC)
    return fileio_aio_event(t);
  int rc = fileio_gen_next(t, &r, 0);
  if (rc != SB_EVENT_OK)
    return rc;
  if (__builtin_expect(fileio_conf.debug, 0))
    fileio_log_request(&r);
  rc = fileio_io_execute(t, &r);
  if (t->busy)
    fileio_busy_release(t, 0);
  return rc;
}

/* End of a worker: its pending asynchronous requests, then (writing modes)
 * an fsync of every file, counted as fsyncs but not as events. */
static int fileio_thread_done(struct sb_worker *w)
{
  struct fileio_thread *t = w->data;
  const struct fileio_conf *c = &fileio_conf;
  if (c->io == FILEIO_ASYNC && fileio_aio_drain(t)) {
    runner_fail();
    return -1;
  }
  if (!c->fsync_end || !fileio_mode_writes())
    return 0;
  for (int i = 0; i < c->num; i++) {
    if (fileio_fsync_file(i)) {
      runner_fail();
      return -1;
    }
    stats_inc(w->stats, STATS_OTHER, 1);
  }
  return 0;
}

const struct sb_test fileio_test = {
  .name = "fileio",
  .desc = "File I/O test",
  .options = fileio_opts,
  .init = fileio_init,
  .prepare = fileio_prepare,
  .cleanup = fileio_cleanup,
  .print_mode = fileio_print_mode,
  .run_start = fileio_run_start,
  .thread_init = fileio_thread_init,
  .event = fileio_event,
  .thread_done = fileio_thread_done,
  .report_intermediate = fileio_report_intermediate,
  .report_prefix = fileio_report_prefix,
  .done = fileio_done,
};
