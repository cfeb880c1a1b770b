/* SPDX-License-Identifier: GPL-2.0-or-later */
/* memory.c: the memory test: each event reads or writes one block of
 * --memory-block-size bytes; each thread does total/block/threads events
 * (--events does not apply), as sysbench 1.0.20 does. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/stats/figures.h"
#include "core/base/log.h"
#include "memory.h"
#include "plugin/registry.h"
#include "plugin/test.h"
#include "tests/checks.h"

static const char *const memory_oper_names[] = { "write", "read", "none", NULL };
static const char *const memory_scopes[] = { "global", "local", NULL };
static const char *const memory_modes[] = { "seq", "rnd", NULL };

/* The validated options. */
struct memory_conf {
  uint64_t block_size, total_size;
  const char *block_text, *total_text;   /* as typed, for the messages */
  int scope;
  bool local, huge;
  int oper, mode;            /* enum memory_oper, enum memory_mode */
  memory_op op;
  size_t words;
};

static const struct opt_def memory_opts[] = {
  { .name = "memory-block-size", .desc = "size of memory block for test", .defval = "1K",
    .flags = OPT_ERR_PARSE, .err = "Invalid value for memory-block-size: %s", OPT_SIZE_TO(struct memory_conf, block_size),
    OPT_TEXT_TO(struct memory_conf, block_text) },
  { .name = "memory-total-size", .desc = "total size of data to transfer", .defval = "100G",
    .flags = OPT_ERR_PARSE, .err = "Invalid value for memory-total-size: %s", OPT_SIZE_TO(struct memory_conf, total_size),
    OPT_TEXT_TO(struct memory_conf, total_text) },
  { .name = "memory-scope", .desc = "memory access scope {global,local}", .defval = "global",
    .choices = memory_scopes, .err = "Invalid value for memory-scope: %s", OPT_CHOICE_TO(struct memory_conf, scope) },
#ifdef __linux__
  { .name = "memory-hugetlb", .desc = "allocate memory from HugeTLB pool", .defval = "off",
    OPT_BOOL_TO(struct memory_conf, huge) },
#endif
  { .name = "memory-oper", .desc = "type of memory operations {read, write, none}", .defval = "write",
    .choices = memory_oper_names, .err = "Invalid value for memory-oper: %s", OPT_CHOICE_TO(struct memory_conf, oper) },
  { .name = "memory-access-mode", .desc = "memory access mode {seq,rnd}", .defval = "seq",
    .choices = memory_modes, .err = "Invalid value for memory-access-mode: %s", OPT_CHOICE_TO(struct memory_conf, mode) },
  { .name = NULL }
};

/* A worker's block, what is left of its share of the total, and the work
 * of one event. */
struct memory_thread {
  size_t *buf;
  uint64_t left;
  memory_op op;
  size_t words;
} __attribute__((aligned(64)));

/* A run: the blocks and the per-thread budgets, sized by its threads. */
struct memory_run {
  const struct memory_conf *conf;
  struct memory_buf *bufs;     /* 1 (global) or one per thread (local) */
  int nbufs;
  struct memory_thread *threads;
};

/* The text of an option as the messages show it. */
static const char *memory_text(const char *v)
{
  return v ? v : "(null)";
}

/* The rules between the options, in the reference's order. */
static int memory_check_options(struct memory_conf *c)
{
  uint64_t bs = c->block_size;
  if (bs < sizeof(size_t) || (bs & (bs - 1))) {
    log_fatal("Invalid value for memory-block-size: %s", memory_text(c->block_text));
    return -1;
  }
  if (c->total_size && bs > c->total_size) {
    log_fatal("memory-block-size (%s) is larger than memory-total-size (%s)",
              memory_text(c->block_text), memory_text(c->total_text));
    return -1;
  }
  c->local = c->scope == 1;
  return 0;
}

static void memory_run_stop(void *run)
{
  struct memory_run *r = run;
  for (int i = 0; r->bufs && i < r->nbufs; i++)
    memory_buf_free(&r->bufs[i]);
  free(r->bufs);
  free(r->threads);
  free(r);
}

static int memory_check_ram(const struct memory_run *r)
{
  if (!check_ram_fits((uint64_t)r->nbufs, r->conf->block_size)) {
    log_fatal("%d buffer(s) of memory-block-size=%s exceed the physical memory (%llu MiB)",
              r->nbufs, memory_text(r->conf->block_text),
              (unsigned long long)(check_ram_total() >> 20));
    return -1;
  }
  if (r->conf->block_size > SIZE_MAX) {   /* 32-bit with more RAM than address space */
    log_fatal("memory-block-size=%s is more than the address space",
              memory_text(r->conf->block_text));
    return -1;
  }
  return 0;
}

static int memory_alloc_bufs(struct memory_run *r)
{
  const struct memory_conf *c = r->conf;
  for (int i = 0; i < r->nbufs; i++) {
    if (memory_buf_alloc(&r->bufs[i], (size_t)c->block_size, c->huge) == 0)
      continue;
    if (c->huge) {
      log_errno(LOG_FATAL, "Failed to allocate %zu bytes from HugeTLB memory.", r->bufs[i].len);
      if (errno == ENOMEM || errno == EPERM)
        log_fatal("--memory-hugetlb needs free huge pages: see HugePages_Free in "
                  "/proc/meminfo and the vm.nr_hugepages sysctl");
      else if (errno == EINVAL || errno == ENOSYS)
        log_fatal("--memory-hugetlb is not supported here (a kernel without HugeTLB "
                  "pages, or qemu-user)");
    } else if (c->local) {
      log_fatal("Failed to allocate buffer for thread #%d!", i);
    } else {
      log_fatal("Failed to allocate buffer!");
    }
    return -1;
  }
  return 0;
}

/* The blocks and the per-thread budgets of a run of rc->threads threads,
 * allocated and zero-filled before the clock starts. */
static int memory_run_start(void *conf, const struct run_config *rc, void **run)
{
  const struct memory_conf *c = conf;
  int n = rc->threads;
  struct memory_run *r = calloc(1, sizeof(*r));
  if (r == NULL) {
    log_fatal("Failed to allocate buffers array!");
    return -1;
  }
  r->conf = c;
  r->nbufs = c->local ? n : 1;
  if (memory_check_ram(r)) {
    free(r);
    return -1;
  }
  r->bufs = calloc((size_t)r->nbufs, sizeof(*r->bufs));
  if (posix_memalign((void **)&r->threads, 64, sizeof(*r->threads) * (size_t)n))
    r->threads = NULL;
  if (r->bufs == NULL || r->threads == NULL) {
    log_fatal("Failed to allocate buffers array!");
    memory_run_stop(r);
    return -1;
  }
  if (memory_alloc_bufs(r)) {
    memory_run_stop(r);
    return -1;
  }
  uint64_t ops = c->total_size ? c->total_size / c->block_size / (uint64_t)n : UINT64_MAX;
  for (int i = 0; i < n; i++) {
    r->threads[i].buf = r->bufs[c->local ? i : 0].ptr;
    r->threads[i].left = ops;
    r->threads[i].op = c->op;
    r->threads[i].words = c->words;
  }
  *run = r;
  return 0;
}

static int memory_init(enum sb_command cmd, const struct run_config *rc, void *conf)
{
  (void)cmd;
  (void)rc;
  struct memory_conf *c = conf;
  if (memory_check_options(c))
    return -1;
  c->words = (size_t)(c->block_size / sizeof(size_t));
  c->op = memory_op_get((enum memory_oper)c->oper, (enum memory_mode)c->mode);
  return 0;
}

static void memory_print_mode(void *conf, const struct run_config *rc)
{
  (void)rc;
  const struct memory_conf *c = conf;
  log_notice("Running memory speed test with the following options:");
  log_notice("  block size: %lluKiB", (unsigned long long)(c->block_size / 1024));
  log_notice("  total size: %lluMiB", (unsigned long long)(c->total_size / 1048576));
  log_notice("  operation: %s", memory_oper_names[c->oper]);
  log_notice("  scope: %s\n", c->local ? "local" : "global");
}

static int memory_thread_init(struct sb_worker *w)
{
  struct memory_run *r = w->run;
  w->data = &r->threads[w->id];
  return 0;
}

static int memory_event(struct sb_worker *w)
{
  struct memory_thread *t = w->data;
  if (t->left == 0)
    return SB_EVENT_STOP;
  t->left--;
  t->op(t->buf, t->words);
  return SB_EVENT_OK;
}

static double memory_mib(const struct memory_run *r, const struct sb_stat *st)
{
  return (double)st->cnt[STATS_EVENT] * (double)r->conf->block_size / 1048576.0;
}

static void memory_report_intermediate(void *run, const struct sb_stat *st)
{
  log_timestamp(LOG_NOTICE, st->time_total, "%4.2f MiB/sec",
                memory_mib(run, st) / st->time_interval);
}

static void memory_report_prefix(void *run, const struct sb_stat *st)
{
  const struct memory_run *r = run;
  log_notice("Total operations: %llu (%8.2f per second)\n",
             (unsigned long long)st->cnt[STATS_EVENT],
             (double)st->cnt[STATS_EVENT] / st->time_interval);
  if (r->conf->oper != MEMORY_NONE)
    log_notice("%4.2f MiB transferred (%4.2f MiB/sec)\n", memory_mib(r, st),
               memory_mib(r, st) / st->time_interval);
}

const struct sb_test memory_test = {
  .name = "memory",
  .desc = "Memory functions speed test",
  .options = memory_opts,
  .conf_size = sizeof(struct memory_conf),
  .flags = SB_TEST_NO_EVENT_LIMIT,
  .init = memory_init,
  .print_mode = memory_print_mode,
  .run_start = memory_run_start,
  .run_stop = memory_run_stop,
  .thread_init = memory_thread_init,
  .event = memory_event,
  .report_intermediate = memory_report_intermediate,
  .report_prefix = memory_report_prefix,
};
SB_REGISTER(sb_tests, memory_test);
