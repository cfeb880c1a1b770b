/* SPDX-License-Identifier: GPL-2.0-or-later */
/* options.c: reads and validates fileio's options in the reference's
 * order and with its messages (prepare, run and cleanup share the checks)
 * into a struct fileio_conf, and derives the sizes the rest of the test
 * uses. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>

#include "engine.h"
#include "core/base/log.h"
#include "plugin/options.h"


void fileio_size_str(char *buf, size_t len, uint64_t v)
{
  static const char prefix[] = "KMGT";
  double d = (double)v;
  int i = 0;
  while (d >= 1024 && i < 4) {
    d /= 1024;
    i++;
  }
  if (i)
    snprintf(buf, len, "%.5g%ci", d, prefix[i - 1]);
  else
    snprintf(buf, len, "%.5g", d);
}

const char *fileio_flags_str(const struct fileio_conf *c, char *buf, size_t len)
{
  if (!c->flag_sync && !c->flag_dsync && !c->flag_direct)
    return "(none)";
  snprintf(buf, len, "%s%s%s", c->flag_sync ? "sync " : "", c->flag_dsync ? "dsync " : "",
           c->flag_direct ? "directio" : "");
  return buf;
}

bool fileio_mode_writes(const struct fileio_conf *c)
{
  return c->mode != FILEIO_SEQRD && c->mode != FILEIO_RNDRD;
}

/* The test mode: required for run, ignored (even when bad) otherwise
 * (its option is filled for run only). */
static int fileio_read_mode(enum sb_command cmd, const struct run_config *rc,
                            struct fileio_conf *c)
{
  if (cmd != CMD_RUN)
    return 0;
  if (c->mode_index < 0) {
    log_fatal("Missing required argument: --file-test-mode\n");
    log_text("fileio options:\n");
    opt_print_group(rc->options, GROUP_TEST);
    return -1;
  }
  c->mode = (enum fileio_mode)c->mode_index;
  return 0;
}

/* Unlike the reference, the message names the bad item, and direct may be
 * combined with sync and dsync (the kernel accepts O_DIRECT|O_SYNC). */
static int fileio_read_flags(struct fileio_conf *c)
{
  const struct opt_list *l = &c->extra_flags;
  c->flag_sync = c->flag_dsync = c->flag_direct = false;
  for (int i = 0; i < l->n; i++) {
    if (strcmp(l->items[i], "sync") == 0)
      c->flag_sync = true;
    else if (strcmp(l->items[i], "dsync") == 0)
      c->flag_dsync = true;
    else if (strcmp(l->items[i], "direct") == 0)
      c->flag_direct = true;
    else {
      log_fatal("Invalid value for file-extra-flags: %s", l->items[i]);
      return -1;
    }
  }
  c->open_flags = (c->flag_sync ? O_SYNC : 0) | (c->flag_dsync ? O_DSYNC : 0) |
                  (c->flag_direct ? O_DIRECT : 0);
  return 0;
}

static void fileio_read_fsync(struct fileio_conf *c)
{
  if (c->fsync_all) {
    c->fsync_end = false;
    c->fsync_freq = 0;
  }
  c->fdatasync = c->fsync_mode == 1;
}

/* The sizes: file-num, total size, merging and block size. */
static int fileio_read_counts(enum sb_command cmd, const struct run_config *rc,
                              struct fileio_conf *c)
{
  snprintf(c->total_size_text, sizeof(c->total_size_text), "%s",
           c->total_text ? c->total_text : "0");
  c->file_size = c->total_size / (uint64_t)c->num;
  if (fileio_read_mode(cmd, rc, c))
    return -1;
  /* No value means sync. */
  c->engine = fileio_engine_at(c->io_index < 0 ? 0 : c->io_index);
  c->request_size = c->merged ? c->block_size * (uint64_t)c->merged : c->block_size;
  return 0;
}

/* --file-name: one file of that name in the current directory. */
static int fileio_read_name(struct fileio_conf *c)
{
  const char *n = c->name_text;
  if (n == NULL || *n == '\0')
    return 0;
  if (strchr(n, '/') || !strcmp(n, ".") || !strcmp(n, "..") || strlen(n) >= sizeof(c->name)) {
    log_fatal("--file-name=%s: a file name in the current directory (no '/') is expected", n);
    return -1;
  }
  if (c->num != 1) {
    log_fatal("--file-name names one file: add --file-num=1");
    return -1;
  }
  snprintf(c->name, sizeof(c->name), "%s", n);
  return 0;
}

/* Our own checks, after the reference's: sizes it would crash or loop on. */
static int fileio_check_sizes(enum sb_command cmd, const struct fileio_conf *c)
{
  if (cmd == CMD_CLEANUP)
    return 0;
  if (c->block_size > c->file_size) {
    log_fatal("--file-block-size (%llu) is larger than each file (%llu bytes = "
              "--file-total-size / --file-num)",
              (unsigned long long)c->block_size, (unsigned long long)c->file_size);
    return -1;
  }
  if (c->merged && (c->request_size / (uint64_t)c->merged != c->block_size ||
                    c->request_size > SIZE_MAX / 2)) {   /* 32-bit: buffers */
    log_fatal("Invalid value for file-merged-requests: %d.", c->merged);
    return -1;
  }
  return 0;
}

/* io_uring's own options: with io_uring only; polled completions need
 * O_DIRECT (a buffered request cannot be polled). */
static int fileio_check_uring(const struct fileio_conf *c)
{
  const char *set = c->uring_files ? "--file-uring-registered-files"
                    : c->uring_buffers ? "--file-uring-fixed-buffers"
                    : c->uring_sqpoll ? "--file-uring-sqpoll"
                    : c->uring_iopoll ? "--file-uring-iopoll" : NULL;
  if (set && strcmp(c->engine->mode, "io_uring") != 0) {
    log_fatal("%s applies to --file-io-mode=io_uring only", set);
    return -1;
  }
  if (c->uring_iopoll && !c->flag_direct) {
    log_fatal("--file-uring-iopoll polls for direct I/O only: add --file-extra-flags=direct");
    return -1;
  }
  return 0;
}

/* The engine of a run: built in, and its queue depth. */
static int fileio_check_engine(enum sb_command cmd, struct fileio_conf *c)
{
  if (cmd != CMD_RUN)
    return 0;
  if (c->engine->missing) {
    log_fatal("%s", c->engine->missing);
    return -1;
  }
  if (c->engine->queued && c->backlog <= 0) {
    log_fatal("Invalid value of file-async-backlog: %d", c->backlog);
    return -1;
  }
  return fileio_check_uring(c);
}

int fileio_options_read(enum sb_command cmd, const struct run_config *rc,
                        struct fileio_conf *c)
{
  if (fileio_read_counts(cmd, rc, c) || fileio_read_flags(c))
    return -1;
  fileio_read_fsync(c);
  if (c->rw_ratio < 0) {
    log_fatal("Invalid value for --file-rw-ratio: %f.", c->rw_ratio);
    return -1;
  }
  c->validate = rc->validate;
  c->debug = rc->debug;
  if (c->validate)
    fileio_validate_init();
  if (fileio_read_name(c) || fileio_check_sizes(cmd, c) || fileio_write_data_read(cmd, c))
    return -1;
  return fileio_check_engine(cmd, c);
}
