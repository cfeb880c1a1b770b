/* fileio.c: the fileio test as the runner sees it: its options, the run
 * header, a run's state (made by run_start, freed by run_stop) and the
 * hooks that tie the generator to the I/O modes. */
#include "fileio.h"

#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "log.h"
#include "runner.h"

static const char *const fileio_test_modes[] = {
  "seqwr", "seqrewr", "seqrd", "rndrd", "rndwr", "rndrw", NULL
};
static const char *const fileio_io_modes[] = { "sync", "async", "mmap", NULL };
static const char *const fileio_fsync_modes[] = { "fsync", "fdatasync", NULL };

static const struct opt_def fileio_opts[] = {
  { .name = "file-num", .desc = "number of files to create", .defval = "128", .type = OPT_INT, .min = 1, .flags = OPT_MIN,
    .err = "Invalid value for file-num: %s" },
  { .name = "file-block-size", .desc = "block size to use in all IO operations", .defval = "16384", .type = OPT_SIZE,
    .min = 1, .max = 0x7fffffff, .flags = OPT_MIN | OPT_MAX | OPT_HELP_N,
    .err = "Invalid value for file-block-size: %s." },
  { .name = "file-total-size", .desc = "total size of files to create", .defval = "2G", .type = OPT_SIZE, .min = 1,
    .flags = OPT_MIN, .err = "Invalid value for file-total-size: %s" },
  { .name = "file-test-mode", .desc = "test mode {seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw}", .defval = NULL,
    .type = OPT_STRING, .choices = fileio_test_modes, .err = "Invalid IO operations mode: %s." },
  { .name = "file-io-mode", .desc = "file operations mode {sync,async,mmap}", .defval = "sync", .type = OPT_STRING,
    .choices = fileio_io_modes, .err = "unknown I/O mode: %s" },
  { .name = "file-async-backlog", .desc = "number of asynchronous operatons to queue per thread", .defval = "128",
    .type = OPT_INT },
  { .name = "file-extra-flags", .desc = "list of additional flags to use to open files {sync,dsync,direct}",
    .defval = "", .type = OPT_LIST },
  { .name = "file-fsync-freq", .desc = "do fsync() after this number of requests (0 - don't use fsync())",
    .defval = "100", .type = OPT_INT, .min = 0, .flags = OPT_MIN,
    .err = "Invalid value for file-fsync-freq: %s." },
  { .name = "file-fsync-all", .desc = "do fsync() after each write operation", .defval = "off", .type = OPT_BOOL },
  { .name = "file-fsync-end", .desc = "do fsync() at the end of test", .defval = "on", .type = OPT_BOOL },
  { .name = "file-fsync-mode", .desc = "which method to use for synchronization {fsync, fdatasync}", .defval = "fsync",
    .type = OPT_STRING, .choices = fileio_fsync_modes, .err = "Invalid fsync mode: %s." },
  { .name = "file-merged-requests", .desc = "merge at most this number of IO requests if possible "
    "(0 - don't merge)", .defval = "0", .type = OPT_INT, .min = 0, .flags = OPT_MIN,
    .err = "Invalid value for file-merged-requests: %s." },
  { .name = "file-rw-ratio", .desc = "reads/writes ratio for combined test", .defval = "1.5", .type = OPT_DOUBLE },
  { .name = NULL }
};

static int fileio_init(enum sb_command cmd, const struct run_config *rc, void **conf)
{
  struct fileio_conf *c = calloc(1, sizeof(*c));
  if (c == NULL) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  if (fileio_options_read(cmd, rc, c)) {
    free(c);
    return -1;
  }
  *conf = c;
  return 0;
}

static void fileio_print_mode(void *conf, const struct run_config *rc)
{
  static const char *const doing[] = {
    "sequential write (creation)", "sequential rewrite", "sequential read", "random read",
    "random write", "random r/w"
  };
  static const char *const io_names[] = { "synchronous", "asynchronous", "fast mmaped" };
  const struct fileio_conf *c = conf;
  char a[32], b[32];
  log_notice("Extra file open flags: %s", fileio_flags_str(c, a, sizeof(a)));
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
    log_notice("Number of IO requests: %llu", (unsigned long long)rc->events);
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

/* Closes and frees what the run used, after the final report: destroying
 * AIO contexts and unmapping files can take tens of milliseconds, which
 * must not count in the measured time. */
static void fileio_run_stop(void *run)
{
  struct fileio_run *r = run;
  if (r->conf->io == FILEIO_MMAP)
    fileio_mmap_guard(NULL);
  /* A failed thread may leave requests in flight: destroying the contexts
   * waits for them, so it comes before their buffers are freed. */
  fileio_aio_destroy(r);
  for (int i = 0; r->threads && i < r->nthreads; i++) {
    free(r->threads[i].buf);
    fileio_aio_thread_free(&r->threads[i]);
  }
  fileio_files_close(r);
  fileio_busy_free(r);
  free(r->threads);
  free(r);
}

static int fileio_run_start(void *conf, const struct run_config *rc, void **run)
{
  const struct fileio_conf *c = conf;
  struct fileio_run *r;
  if (posix_memalign((void **)&r, 64, sizeof(*r))) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  memset(r, 0, sizeof(*r));
  r->conf = c;
  r->nthreads = rc->threads;
  r->threads = calloc((size_t)r->nthreads, sizeof(*r->threads));
  if (r->threads == NULL ||
      (c->validate && fileio_mode_writes(c) &&
       fileio_busy_setup(r, c->io == FILEIO_ASYNC ? c->backlog : 1))) {
    log_fatal("Failed to allocate a memory buffer");
    fileio_run_stop(r);
    return -1;
  }
  fileio_gen_init(&r->gen, c);
  if ((c->io == FILEIO_ASYNC && fileio_aio_setup(r)) || fileio_files_open(r) ||
      (c->io == FILEIO_MMAP && fileio_mmap_guard(r))) {
    fileio_run_stop(r);
    return -1;
  }
  *run = r;
  return 0;
}

static int fileio_thread_init(struct sb_worker *w)
{
  struct fileio_run *r = w->run;
  struct fileio_thread *t = &r->threads[w->id];
  /* A descriptor table of its own (the files are open already and stay
   * open until every worker is gone) lets the kernel skip the reference
   * count of the file on every read and write of this thread. */
  unshare(CLONE_FILES);
  t->w = w;
  t->run = r;
  w->data = t;
  t->busy = fileio_busy_slots(r, w->id);
  if (r->conf->io == FILEIO_ASYNC)
    return fileio_aio_thread_init(t);
  /* Page-aligned for O_DIRECT; zeroed, as the reference's. */
  if (posix_memalign((void **)&t->buf, 4096, r->conf->request_size)) {
    t->buf = NULL;
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  memset(t->buf, 0, r->conf->request_size);
  return 0;
}

static int fileio_event(struct sb_worker *w)
{
  struct fileio_thread *t = w->data;
  const struct fileio_conf *c = t->run->conf;
  struct fileio_req r;
  if (c->io == FILEIO_ASYNC)
    return fileio_aio_event(t);
  int rc = fileio_gen_next(t, &r, 0);
  if (rc != SB_EVENT_OK)
    return rc;
  if (__builtin_expect(c->debug, 0))
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
  const struct fileio_conf *c = t->run->conf;
  if (c->io == FILEIO_ASYNC && fileio_aio_drain(t))
    return -1;
  if (!c->fsync_end || !fileio_mode_writes(c))
    return 0;
  for (int i = 0; i < c->num; i++) {
    if (fileio_fsync_file(t->run, i))
      return -1;
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
  .run_stop = fileio_run_stop,
  .thread_init = fileio_thread_init,
  .event = fileio_event,
  .thread_done = fileio_thread_done,
  .report_intermediate = fileio_report_intermediate,
  .report_prefix = fileio_report_prefix,
};
