/* SPDX-License-Identifier: GPL-2.0-or-later */
/* copy.c: the copy test: copies --copy-from (a file, or a directory tree)
 * into a fresh directory sysbench-copy.d made in --copy-to, one block per
 * event, every file fsync'ed in the measured time (as `cp && sync`), the
 * source's cached pages dropped before each run unless --copy-warm=on, and
 * the copy removed afterwards unless --copy-keep=on. The test only ever
 * removes what is inside the directory it made. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "copy.h"
#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/registry.h"
#include "core/run/watchdog.h"

static const char *const copy_method_names[] = { "rw", "copy_file_range", "sendfile", NULL };

static const struct opt_def copy_opts[] = {
  { .name = "copy-from", .desc = "the file or directory tree to copy; without it, a "
    "--copy-size file of --file-write-data is made first (not measured)",
    OPT_STRING_TO(struct copy_conf, from), .complete = "@path" },
  { .name = "copy-to", .desc = "the directory to copy into (in a new sysbench-copy.d)",
    .defval = ".", OPT_STRING_TO(struct copy_conf, to), .complete = "@dir" },
  { .name = "copy-size", .desc = "size of the file made without --copy-from", .defval = "64M",
    .min = 0, .flags = OPT_MIN, OPT_SIZE_TO(struct copy_conf, size) },
  { .name = "copy-block-size", .desc = "bytes per read and write (one event)", .defval = "128K",
    .min = 1, .max = 1LL << 30, .flags = OPT_MIN | OPT_MAX,
    .err = "Invalid value for --copy-block-size: %s (1 to 1G)", OPT_SIZE_TO(struct copy_conf, block_size) },
  { .name = "copy-method", .desc = "how blocks are moved {rw, copy_file_range, sendfile}",
    .defval = "rw", .choices = copy_method_names,
    .err = "Invalid value for --copy-method: %s (rw, copy_file_range or sendfile)",
    OPT_CHOICE_TO(struct copy_conf, method) },
  { .name = "copy-keep", .desc = "keep the copy in --copy-to/sysbench-copy.d afterwards",
    .defval = "off", OPT_BOOL_TO(struct copy_conf, keep) },
  { .name = "copy-warm", .desc = "keep the source's cached pages (else dropped before each run)",
    .defval = "off", OPT_BOOL_TO(struct copy_conf, warm) },
  { .name = "file-write-data", .desc = "what the made source holds {zero, random, compress:P}",
    .defval = "zero", .type = OPT_STRING, OPT_TEXT_TO(struct copy_conf, write_data_text),
    .complete = "zero random compress:" },
  { .name = NULL }
};

const char *copy_method_name(int method)
{
  return copy_method_names[method];
}

/* A tree is never copied into itself: --copy-to inside --copy-from. */
static int copy_inside(const struct copy_conf *c)
{
  char from[PATH_MAX], to[PATH_MAX];
  if (c->from == NULL || realpath(c->from, from) == NULL || realpath(c->to, to) == NULL)
    return 0;
  size_t n = strlen(from);
  if (strncmp(from, to, n) || (to[n] != '\0' && to[n] != '/' && strcmp(from, "/")))
    return 0;
  log_fatal("copy: --copy-to '%s' is inside --copy-from '%s'", c->to, c->from);
  return -1;
}

static int copy_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  (void)rc;
  struct copy_conf *c = conf;
  struct stat st;
  c->to_fd = c->work_fd = c->leftover = -1;
  if (cmd != CMD_RUN)
    return 0;
  if (stat(c->to, &st) || !S_ISDIR(st.st_mode)) {
    log_fatal("copy: --copy-to '%s' is not a directory", c->to);
    return -1;
  }
  return copy_inside(c) ? -1 : copy_write_data_read(c);
}

static void copy_print_mode(void *conf, const struct run_config *rc)
{
  (void)rc;
  const struct copy_conf *c = conf;
  log_info("Doing copy test");
  log_notice("Copying %s%s%s to '%s/%s' with %s, %llu-byte blocks", c->from ? "'" : "",
             c->from ? c->from : "a new file", c->from ? "'" : "", c->to, COPY_WORKDIR,
             copy_method_name(c->method), (unsigned long long)c->block_size);
  log_notice("Source cache: %s\n", c->warm ? "warm (--copy-warm=on: its pages kept)"
                                           : "cold (its pages dropped before each run)");
}

/* Removes the work directory when the process ends before copy_done
 * (watchdog.h): a second signal, a hook that does not return, workers
 * left behind. */
static void copy_leftover(void *arg)
{
  struct copy_conf *c = arg;
  int to = c->to_fd >= 0 ? c->to_fd : open(c->to, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (copy_remove_at(to, COPY_WORKDIR) == 0)
    log_said(LOG_WARNING, "copy: removed '%s' and what was copied into it", c->workdir);
  else
    log_errno(LOG_WARNING, "copy: cannot remove '%s'", c->workdir);
}

/* --copy-to's and the work directory's descriptors: open during a run
 * only, so that a run leaves no descriptor behind. 0, or -1 after the
 * FATAL line. */
static int copy_dirs_open(struct copy_conf *c)
{
  if (c->to_fd < 0 && (c->to_fd = open(c->to, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
    log_errno(LOG_FATAL, "copy: cannot open --copy-to '%s'", c->to);
    return -1;
  }
  if (c->made_workdir && c->work_fd < 0 &&
      (c->work_fd = openat(c->to_fd, COPY_WORKDIR,
                           O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)) < 0) {
    log_errno(LOG_FATAL, "copy: cannot open the directory '%s'", c->workdir);
    return -1;
  }
  return 0;
}

static void copy_dirs_close(struct copy_conf *c)
{
  if (c->work_fd >= 0)
    close(c->work_fd);
  if (c->to_fd >= 0)
    close(c->to_fd);
  c->work_fd = c->to_fd = -1;
}

/* The work directory: made by the first run, refused when it exists;
 * then known by its descriptor, so that no name in it is ever too long. */
static int copy_workdir(struct copy_conf *c)
{
  if (c->made_workdir)
    return copy_dirs_open(c);
  if (asprintf(&c->workdir, "%s/%s", c->to, COPY_WORKDIR) < 0) {
    c->workdir = NULL;
    alloc_failed();
    return -1;
  }
  if (copy_dirs_open(c))
    return -1;
  if (mkdirat(c->to_fd, COPY_WORKDIR, 0700)) {
    if (errno == EEXIST)
      log_fatal("copy: '%s' already exists and is not this run's: remove it (a copy kept "
                "with --copy-keep=on?) or choose another --copy-to", c->workdir);
    else
      log_errno(LOG_FATAL, "copy: cannot make the directory '%s'", c->workdir);
    return -1;
  }
  c->made_workdir = true;
  c->leftover = watchdog_leftover_add(copy_leftover, c);
  if (copy_dirs_open(c))
    return -1;
  if (c->from)
    return 0;
  char *src = copy_path(c->workdir, COPY_SOURCE);
  int rc = src ? copy_source_make(c, src) : -1;
  if (src == NULL)
    alloc_failed();
  free(src);
  return rc;
}

/* A single file is split into one range of whole blocks per thread; a
 * tree's files are one piece each. */
static int copy_pieces(struct copy_run *r, int threads)
{
  const uint64_t bs = r->conf->block_size;
  bool single = r->entries[0].kind == COPY_FILE;
  int n = single ? threads : r->nfiles;
  r->pieces = calloc((size_t)(n ? n : 1), sizeof(*r->pieces));
  if (r->pieces == NULL)
    return -1;
  if (single) {
    uint64_t size = r->entries[0].size, blocks = (size + bs - 1) / bs;
    uint64_t per = (blocks + (uint64_t)threads - 1) / (uint64_t)threads;
    for (uint64_t off = 0; off < size || r->npieces == 0; off += per * bs) {
      uint64_t end = per * bs > size - off ? size : off + per * bs;
      r->pieces[r->npieces++] = (struct copy_piece){ .entry = 0, .off = off, .end = end };
      if (size == 0)
        break;
    }
    return 0;
  }
  for (int i = 0; i < r->nentries; i++)
    if (r->entries[i].kind == COPY_FILE)
      r->pieces[r->npieces++] = (struct copy_piece){ .entry = i, .end = r->entries[i].size };
  return 0;
}

static void copy_run_free(struct copy_run *r)
{
  copy_tree_free(r);
  if (r->src_fd >= 0)
    close(r->src_fd);
  if (r->dst_fd >= 0)
    close(r->dst_fd);
  free(r->pieces);
  free(r->src_root);
  free(r->dst_root);
  free(r->dst_name);
  free(r);
}

/* The copy's name in the work directory: the source's last component
 * ("src/" and "a/b/src" give "src"), or "copy" when it has none ("/",
 * ".", ".."). */
static char *copy_dst_name(const char *from)
{
  char *name = strdup(from ? from : "");
  if (name == NULL)
    return NULL;
  size_t n = strlen(name);
  while (n > 0 && name[n - 1] == '/')
    name[--n] = '\0';
  const char *base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
  if (*base == '\0' || strcmp(base, ".") == 0 || strcmp(base, "..") == 0)
    base = "copy";
  char *out = strdup(base);
  free(name);
  return out;
}

/* Removes the previous run's copy (dst_name in the work directory). */
static int copy_remove_previous(const struct copy_run *r)
{
  if (copy_remove_at(r->conf->work_fd, r->dst_name) == 0)
    return 0;
  log_errno(LOG_FATAL, "copy: cannot remove the previous copy '%s'", r->dst_root);
  return -1;
}

/* The run's source listed and its destination's directories made, the
 * previous run's copy removed first. */
static int copy_run_prepare(struct copy_conf *c, struct copy_run *r, int threads)
{
  r->src_fd = r->dst_fd = -1;
  r->src_dir = c->from ? AT_FDCWD : c->work_fd;
  r->src_name = c->from ? c->from : COPY_SOURCE;
  r->dst_name = copy_dst_name(c->from);
  r->dst_root = r->dst_name ? copy_path(c->workdir, r->dst_name) : NULL;
  r->src_root = c->from ? strdup(c->from) : copy_path(c->workdir, COPY_SOURCE);
  if (r->dst_root == NULL || r->src_root == NULL) {
    alloc_failed();
    return -1;
  }
  if (copy_remove_previous(r) || copy_tree_scan(r))
    return -1;
  if (copy_pieces(r, threads)) {
    alloc_failed();
    return -1;
  }
  if (copy_tree_make(r))
    return -1;
  r->cached = copy_tree_drop(r, !c->warm);
  return 0;
}

static int copy_run_start(void *conf, const struct run_config *rc, void **run)
{
  struct copy_conf *c = conf;
  struct copy_run *r = calloc(1, sizeof(*r));
  if (r == NULL) {
    alloc_failed();
    return -1;
  }
  r->src_fd = r->dst_fd = -1;
  r->conf = c;
  r->time = rc->time;
  if (copy_workdir(c) || copy_run_prepare(c, r, rc->threads)) {
    c->failed = true;
    copy_run_free(r);
    copy_dirs_close(c);
    return -1;
  }
  *run = r;
  return 0;
}

/* An incomplete copy (a signal, an error, --time or --events) is removed
 * at once and fails the command; a complete one stays until the next run
 * or the end (or is kept). */
static void copy_run_stop(void *run)
{
  struct copy_run *r = run;
  struct copy_conf *c = r->conf;
  bool complete = r->done_pieces == r->npieces;
  if (!complete && !c->failed && !watchdog_signal()) {
    if (r->time == 0)
      log_fatal("copy: the run ended after %d of %d files and before the copy was complete: "
                "--events cut it", r->done_pieces, r->npieces);
    else
      log_fatal("copy: the run ended after %d of %d files and before the copy was complete: "
                "--time=%d or --events cut it (--time=0 lets a copy finish)",
                r->done_pieces, r->npieces, r->time);
    c->incomplete = true;
  }
  if (!complete && copy_remove_at(c->work_fd, r->dst_name))
    log_errno(LOG_WARNING, "copy: cannot remove '%s'", r->dst_root);
  copy_run_free(r);
  copy_dirs_close(c);
}

/* Removes what the command made: the work directory, or, when the copy
 * is kept, the made source in it; says so after a signal. */
static int copy_remove_made(struct copy_conf *c, bool keep)
{
  int dir = keep ? c->work_fd : c->to_fd;
  const char *name = keep ? COPY_SOURCE : COPY_WORKDIR;
  if (copy_remove_at(dir, name)) {
    log_errno(LOG_WARNING, "copy: cannot remove '%s%s%s'", c->workdir, keep ? "/" : "",
              keep ? COPY_SOURCE : "");
    return -1;
  }
  int sig = watchdog_signal();
  if (sig)
    log_said(LOG_WARNING, "copy: interrupted by %s: removed '%s' and what was copied into it",
             watchdog_signame(sig), c->workdir);
  else if (keep)
    log_notice("The copy is kept in '%s'", c->workdir);
  return 0;
}

static int copy_done(void *conf, enum sb_command cmd)
{
  (void)cmd;
  struct copy_conf *c = conf;
  int rc = c->incomplete ? -1 : 0;
  watchdog_leftover_drop(c->leftover);
  if (c->made_workdir) {
    copy_dirs_open(c);
    bool keep = c->keep && !c->failed && !c->incomplete && !watchdog_signal() &&
                c->work_fd >= 0;
    if (copy_remove_made(c, keep))
      rc = -1;
  }
  copy_dirs_close(c);
  free(c->workdir);
  return rc;
}

const struct sb_test copy_test = {
  .name = "copy",
  .desc = "File and directory tree copy test",
  .options = copy_opts,
  .conf_size = sizeof(struct copy_conf),
  .flags = SB_TEST_ADDED,
  .bytes = SB_BYTES_COPIED,
  .ends_itself = true,
  .init = copy_init,
  .done = copy_done,
  .print_mode = copy_print_mode,
  .run_start = copy_run_start,
  .run_stop = copy_run_stop,
  .thread_init = copy_thread_init,
  .event = copy_event,
  .thread_done = copy_thread_done,
  .report_intermediate = copy_report_intermediate,
  .report_cumulative = copy_report_cumulative,
  .facts = copy_facts,
};
SB_REGISTER(sb_tests, copy_test);
