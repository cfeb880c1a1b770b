/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fileio.c: the fileio test as the runner sees it: its options, the run
 * header, a run's state (made by run_start, freed by run_stop, with the
 * engine's own) and the per-worker hooks, which hand each event to the
 * shared request path (completion.c). */
#include "engine.h"

#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/log.h"
#include "plugin/registry.h"
#include "core/run/runner.h"

static const char *const fileio_test_modes[] = {
  "seqwr", "seqrewr", "seqrd", "rndrd", "rndwr", "rndrw", NULL
};
static const char *const fileio_fsync_modes[] = { "fsync", "fdatasync", NULL };

/* --file-io-mode's values: the registered engines' modes. */
static const char *fileio_io_mode(int i)
{
  const struct fileio_engine *e = fileio_engine_at(i);
  return e ? e->mode : NULL;
}

/* --file-io-mode's line in the block of added values: the engines that
 * are not the reference's ("also io_uring: ..."). */
static void fileio_io_mode_help(struct opt_def *d, char *buf, size_t len)
{
  const struct fileio_engine *e;
  size_t n = 0;
  buf[0] = '\0';
  for (int i = 0; (e = fileio_engine_at(i)) != NULL; i++)
    if (!e->reference && e->help && n < len)
      n += (size_t)snprintf(buf + n, len - n, "%salso %s: %s", n ? "; " : "", e->mode, e->help);
  d->added = n ? buf : NULL;
}

static const struct opt_def fileio_opts[] = {
  { .name = "file-num", .desc = "number of files to create", .defval = "128", .min = 1, .flags = OPT_MIN,
    .err = "Invalid value for file-num: %s", OPT_INT_TO(struct fileio_conf, num) },
  { .name = "file-block-size", .desc = "block size to use in all IO operations", .defval = "16384",
    .min = 1, .max = 0x7fffffff, .flags = OPT_MIN | OPT_MAX | OPT_HELP_N,
    .err = "Invalid value for file-block-size: %s.", OPT_SIZE_TO(struct fileio_conf, block_size) },
  { .name = "file-total-size", .desc = "total size of files to create", .defval = "2G", .min = 1,
    .flags = OPT_MIN, .err = "Invalid value for file-total-size: %s", OPT_SIZE_TO(struct fileio_conf, total_size),
    OPT_TEXT_TO(struct fileio_conf, total_text) },
  /* Required for run and ignored (even when bad) otherwise, as the reference. */
  { .name = "file-test-mode", .desc = "test mode {seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw}", .defval = NULL,
    .choices = fileio_test_modes, .err = "Invalid IO operations mode: %s.",
    .flags = OPT_RUN_ONLY | OPT_NO_VALUE_OK, OPT_CHOICE_TO(struct fileio_conf, mode_index) },
  { .name = "file-io-mode", .desc = "file operations mode {sync,async,mmap}", .defval = "sync",
    .err = "unknown I/O mode: %s", .flags = OPT_NO_VALUE_OK, OPT_CHOICE_TO(struct fileio_conf, io_index),
    .choice = fileio_io_mode, .from_plugins = fileio_io_mode_help },
  { .name = "file-async-backlog", .desc = "number of asynchronous operatons to queue per thread", .defval = "128",
    OPT_INT_TO(struct fileio_conf, backlog) },
  { .name = "file-extra-flags", .desc = "list of additional flags to use to open files {sync,dsync,direct}",
    .defval = "", OPT_LIST_TO(struct fileio_conf, extra_flags), .complete = "sync dsync direct" },
  { .name = "file-fsync-freq", .desc = "do fsync() after this number of requests (0 - don't use fsync())",
    .defval = "100", .min = 0, .flags = OPT_MIN,
    .err = "Invalid value for file-fsync-freq: %s.", OPT_INT_TO(struct fileio_conf, fsync_freq) },
  { .name = "file-fsync-all", .desc = "do fsync() after each write operation", .defval = "off",
    OPT_BOOL_TO(struct fileio_conf, fsync_all) },
  { .name = "file-fsync-end", .desc = "do fsync() at the end of test", .defval = "on",
    OPT_BOOL_TO(struct fileio_conf, fsync_end) },
  { .name = "file-fsync-mode", .desc = "which method to use for synchronization {fsync, fdatasync}", .defval = "fsync",
    .choices = fileio_fsync_modes, .err = "Invalid fsync mode: %s.",
    .flags = OPT_NO_VALUE_OK, OPT_CHOICE_TO(struct fileio_conf, fsync_mode) },
  { .name = "file-merged-requests", .desc = "merge at most this number of IO requests if possible "
    "(0 - don't merge)", .defval = "0", .min = 0, .flags = OPT_MIN,
    .err = "Invalid value for file-merged-requests: %s.", OPT_INT_TO(struct fileio_conf, merged) },
  { .name = "file-rw-ratio", .desc = "reads/writes ratio for combined test", .defval = "1.5",
    OPT_DOUBLE_TO(struct fileio_conf, rw_ratio) },
  { .name = "file-write-data", .desc = "what writes and prepare put in the files {zero, random, compress:P}",
    .defval = "zero", .type = OPT_STRING, .flags = OPT_ADDED, OPT_TEXT_TO(struct fileio_conf, write_data_text),
    .complete = "zero random compress:" },
  { .name = "file-name", .desc = "with --file-num=1: the one test file's name, in the current directory, "
    "instead of test_file.0", .type = OPT_STRING, .flags = OPT_ADDED, OPT_TEXT_TO(struct fileio_conf, name_text),
    .complete = "@file" },
  { .name = "file-uring-registered-files", .desc = "io_uring: the files registered with each "
    "thread's ring, not looked up per request (fio's registerfiles)", .defval = "off",
    .flags = OPT_ADDED, OPT_BOOL_TO(struct fileio_conf, uring_files) },
  { .name = "file-uring-fixed-buffers", .desc = "io_uring: the buffers registered once, not "
    "pinned per request (fio's fixedbufs)", .defval = "off",
    .flags = OPT_ADDED, OPT_BOOL_TO(struct fileio_conf, uring_buffers) },
  { .name = "file-uring-sqpoll", .desc = "io_uring: a kernel thread per ring takes the "
    "requests, without a system call (fio's sqthread_poll)", .defval = "off",
    .flags = OPT_ADDED, OPT_BOOL_TO(struct fileio_conf, uring_sqpoll) },
  { .name = "file-uring-iopoll", .desc = "io_uring: completions polled from the device, not "
    "signalled: O_DIRECT on a device with poll queues (fio's hipri)", .defval = "off",
    .flags = OPT_ADDED, OPT_BOOL_TO(struct fileio_conf, uring_iopoll) },
  { .name = NULL }
};

static int fileio_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  return fileio_options_read(cmd, rc, conf);
}

static void fileio_print_mode(void *conf, const struct run_config *rc)
{
  static const char *const doing[] = {
    "sequential write (creation)", "sequential rewrite", "sequential read", "random read",
    "random write", "random r/w"
  };
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
  log_notice("Using %s I/O mode", c->engine->title);
  if (c->engine->print_mode)
    c->engine->print_mode(c);
  /* The reference says directio and measures the page cache. */
  if (c->flag_direct && c->engine->page_cache)
    log_warning("--file-extra-flags=direct does not apply to --file-io-mode=%s: it reads and "
                "writes through the page cache", c->engine->mode);
  if (c->validate)
    log_notice("Using checksums validation.");
  log_notice("Doing %s test", doing[c->mode]);
}

/* Closes and frees what the run used, after the final report: destroying
 * AIO contexts and rings and unmapping files can take tens of
 * milliseconds, which must not count in the measured time. */
static void fileio_run_stop(void *run)
{
  struct fileio_run *r = run;
  const struct fileio_engine *e = r->conf->engine;
  /* A failed thread may leave requests in flight: the engine's teardown
   * waits for them, so it comes before their buffers are freed. */
  if (e->teardown)
    e->teardown(r);
  for (int i = 0; r->threads && i < r->nthreads; i++) {
    struct fileio_thread *t = &r->threads[i];
    if (e->thread_free)
      e->thread_free(t);
    fileio_queue_free(t);
    fileio_pool_free(&t->pool);
  }
  fileio_files_close(r);
  fileio_busy_free(r);
  free(r->threads);
  free(r);
}

static int fileio_run_start(void *conf, const struct run_config *rc, void **run)
{
  struct fileio_conf *c = conf;
  const struct fileio_engine *e = c->engine;
  struct fileio_run *r;
  if (posix_memalign((void **)&r, 64, sizeof(*r))) {
    log_fatal("Failed to allocate a memory buffer");
    return -1;
  }
  memset(r, 0, sizeof(*r));
  r->conf = c;
  r->nthreads = rc->threads;
  r->paced = rc->rate > 0;
  r->threads = calloc((size_t)r->nthreads, sizeof(*r->threads));
  if (r->threads == NULL ||
      (c->validate && fileio_mode_writes(c) &&
       fileio_busy_setup(r, e->queued ? c->backlog : 1))) {
    log_fatal("Failed to allocate a memory buffer");
    fileio_run_stop(r);
    return -1;
  }
  fileio_gen_init(&r->gen, c);
  if ((e->setup && e->setup(r)) || fileio_files_open(r) || (e->attach && e->attach(r))) {
    fileio_run_stop(r);
    return -1;
  }
  fileio_facts_start(c, r);
  *run = r;
  return 0;
}

static int fileio_thread_init(struct sb_worker *w)
{
  struct fileio_run *r = w->run;
  struct fileio_thread *t = &r->threads[w->id];
  const struct fileio_conf *c = r->conf;
  const struct fileio_engine *e = c->engine;
  /* A descriptor table of its own (the files are open already and stay
   * open until every worker is gone) lets the kernel skip the reference
   * count of the file on every read and write of this thread. */
  unshare(CLONE_FILES);
  t->w = w;
  t->run = r;
  w->data = t;
  t->busy = fileio_busy_slots(r, w->id);
  if (fileio_queue_init(t, e->queued ? c->backlog : 1, e->queued && c->validate) ||
      fileio_pool_init(c, &t->pool, (uint64_t)w->id))
    return -1;
  t->q->commit_each = r->paced;
  return e->thread_init ? e->thread_init(t) : 0;
}

static int fileio_event(struct sb_worker *w)
{
  return fileio_event_run(w->data);
}

/* End of a worker: its requests in flight, then (writing modes) an fsync
 * of every file, counted as fsyncs but not as events. */
static int fileio_thread_done(struct sb_worker *w)
{
  struct fileio_thread *t = w->data;
  const struct fileio_conf *c = t->run->conf;
  int drained = fileio_queue_drain(t);
  if (c->engine->thread_done)
    c->engine->thread_done(t);
  if (drained)
    return -1;
  if (!c->fsync_end || !fileio_mode_writes(c))
    return 0;
  for (int i = 0; i < c->num; i++) {
    if (c->engine->fsync(t->run, i))
      return -1;
    stats_inc(w->stats, STATS_OTHER, 1);
  }
  return 0;
}

const struct sb_test fileio_test = {
  .name = "fileio",
  .desc = "File I/O test",
  .options = fileio_opts,
  .conf_size = sizeof(struct fileio_conf),
  .init = fileio_init,
  .prepare = fileio_prepare,
  .cleanup = fileio_cleanup,
  .print_mode = fileio_print_mode,
  .run_start = fileio_run_start,
  .run_stop = fileio_run_stop,
  .thread_init = fileio_thread_init,
  .event = fileio_event,
  .thread_done = fileio_thread_done,
  .facts = fileio_facts,
  .report_intermediate = fileio_report_intermediate,
  .report_prefix = fileio_report_prefix,
};
SB_REGISTER(sb_tests, fileio_test);
