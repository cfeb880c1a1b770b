/* memory.c: the memory test: each event reads or writes one block of
 * --memory-block-size bytes; each thread does total/block/threads events
 * (--events does not apply), as sysbench 1.0.20 does. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "general.h"
#include "log.h"
#include "memory.h"
#include "parse.h"
#include "report.h"
#include "test.h"
#include "tests/checks.h"

static const struct opt_def memory_opts[] = {
  { "memory-block-size", "size of memory block for test", "1K", OPT_SIZE },
  { "memory-total-size", "total size of data to transfer", "100G", OPT_SIZE },
  { "memory-scope", "memory access scope {global,local}", "global", OPT_STRING },
#ifdef __linux__
  { "memory-hugetlb", "allocate memory from HugeTLB pool", "off", OPT_BOOL },
#endif
  { "memory-oper", "type of memory operations {read, write, none}", "write", OPT_STRING },
  { "memory-access-mode", "memory access mode {seq,rnd}", "seq", OPT_STRING },
  { NULL, NULL, NULL, OPT_NULL }
};

/* A worker's block and what is left of its share of the total. */
struct memory_thread {
  size_t *buf;
  uint64_t left;
} __attribute__((aligned(64)));

static struct {
  uint64_t block_size, total_size;
  bool local, huge;
  enum memory_oper oper;
  enum memory_mode mode;
  memory_op op;
  size_t words;
  struct memory_buf *bufs;     /* 1 (global) or one per thread (local) */
  int nbufs;
  struct memory_thread *threads;
} mem;

static const char *const memory_oper_names[] = { "write", "read", "none" };

static int memory_bad_value(const char *opt)
{
  const char *v = opt_str(opt);
  log_fatal("Invalid value for %s: %s", opt, v ? v : "(null)");
  return -1;
}

/* Index of value in names, or -1; the reference's message when absent. */
static int memory_choice(const char *opt, const char *const *names, int n)
{
  const char *v = opt_str(opt);
  for (int i = 0; v && i < n; i++)
    if (strcmp(v, names[i]) == 0)
      return i;
  return memory_bad_value(opt);
}

/* A SIZE option read here rather than by opt_get_size, so the message
 * names the option as the reference's memory messages do. No value reads
 * as 0. */
static int memory_size(const char *opt, uint64_t *out)
{
  const char *v = opt_str(opt);
  *out = 0;
  if (v == NULL || parse_size(v, out))
    return 0;
  return memory_bad_value(opt);
}

static int memory_check_options(void)
{
  static const char *const scopes[] = { "global", "local" };
  static const char *const modes[] = { "seq", "rnd" };
  uint64_t bs;
  if (memory_size("memory-block-size", &bs))
    return -1;
  if (bs < sizeof(size_t) || (bs & (bs - 1)))
    return memory_bad_value("memory-block-size");
  if (memory_size("memory-total-size", &mem.total_size))
    return -1;
  if (mem.total_size && bs > mem.total_size) {
    log_fatal("memory-block-size (%s) is larger than memory-total-size (%s)",
              opt_str("memory-block-size"), opt_str("memory-total-size"));
    return -1;
  }
  mem.block_size = bs;
  int scope = memory_choice("memory-scope", scopes, 2);
  if (scope < 0)
    return -1;
  mem.local = scope == 1;
  mem.huge = opt_exists("memory-hugetlb") && opt_bool("memory-hugetlb");
  int oper = memory_choice("memory-oper", memory_oper_names, 3);
  if (oper < 0)
    return -1;
  int mode = memory_choice("memory-access-mode", modes, 2);
  if (mode < 0)
    return -1;
  mem.oper = (enum memory_oper)oper;
  mem.mode = (enum memory_mode)mode;
  return 0;
}

static void memory_free(void)
{
  for (int i = 0; mem.bufs && i < mem.nbufs; i++)
    memory_buf_free(&mem.bufs[i]);
  free(mem.bufs);
  free(mem.threads);
  mem.bufs = NULL;
  mem.threads = NULL;
}

static int memory_check_ram(void)
{
  if (!check_ram_fits((uint64_t)mem.nbufs, mem.block_size)) {
    log_fatal("%d buffer(s) of memory-block-size=%s exceed the physical memory (%llu MiB)",
              mem.nbufs, opt_str("memory-block-size"), (unsigned long long)(check_ram_total() >> 20));
    return -1;
  }
  if (mem.block_size > SIZE_MAX) {   /* 32-bit with more RAM than address space */
    log_fatal("memory-block-size=%s is more than the address space", opt_str("memory-block-size"));
    return -1;
  }
  return 0;
}

/* The blocks and the per-thread budgets, before the run-mode header, as
 * the reference allocates them in its init. */
static int memory_alloc(void)
{
  int n = sb_general.threads;
  mem.nbufs = mem.local ? n : 1;
  if (memory_check_ram())
    return -1;
  mem.bufs = calloc((size_t)mem.nbufs, sizeof(*mem.bufs));
  if (posix_memalign((void **)&mem.threads, 64, sizeof(*mem.threads) * (size_t)n))
    mem.threads = NULL;
  if (mem.bufs == NULL || mem.threads == NULL) {
    log_fatal("Failed to allocate buffers array!");
    return -1;
  }
  for (int i = 0; i < mem.nbufs; i++) {
    if (memory_buf_alloc(&mem.bufs[i], (size_t)mem.block_size, mem.huge) == 0)
      continue;
    if (mem.huge) {
      log_errno(LOG_FATAL, "Failed to allocate %zu bytes from HugeTLB memory.", mem.bufs[i].len);
      if (errno == ENOMEM || errno == EPERM)
        log_fatal("--memory-hugetlb needs free huge pages: see HugePages_Free in "
                  "/proc/meminfo and the vm.nr_hugepages sysctl");
      else if (errno == EINVAL || errno == ENOSYS)
        log_fatal("--memory-hugetlb is not supported here (a kernel without HugeTLB "
                  "pages, or qemu-user)");
    } else if (mem.local) {
      log_fatal("Failed to allocate buffer for thread #%d!", i);
    } else {
      log_fatal("Failed to allocate buffer!");
    }
    return -1;
  }
  uint64_t ops = mem.total_size ? mem.total_size / mem.block_size / (uint64_t)n : UINT64_MAX;
  for (int i = 0; i < n; i++) {
    mem.threads[i].buf = mem.bufs[mem.local ? i : 0].ptr;
    mem.threads[i].left = ops;
  }
  return 0;
}

static int memory_init(enum sb_command cmd)
{
  (void)cmd;
  if (memory_check_options())
    return -1;
  mem.words = (size_t)(mem.block_size / sizeof(size_t));
  mem.op = memory_op_get(mem.oper, mem.mode);
  if (memory_alloc()) {
    memory_free();
    return -1;
  }
  return 0;
}

static void memory_print_mode(void)
{
  log_notice("Running memory speed test with the following options:");
  log_notice("  block size: %lluKiB", (unsigned long long)(mem.block_size / 1024));
  log_notice("  total size: %lluMiB", (unsigned long long)(mem.total_size / 1048576));
  log_notice("  operation: %s", memory_oper_names[mem.oper]);
  log_notice("  scope: %s\n", mem.local ? "local" : "global");
}

static int memory_thread_init(struct sb_worker *w)
{
  w->data = &mem.threads[w->id];
  return 0;
}

static int memory_event(struct sb_worker *w)
{
  struct memory_thread *t = w->data;
  if (t->left == 0)
    return SB_EVENT_STOP;
  t->left--;
  mem.op(t->buf, mem.words);
  return SB_EVENT_OK;
}

static double memory_mib(const struct sb_stat *st)
{
  return (double)st->events * (double)mem.block_size / 1048576.0;
}

static void memory_report_intermediate(const struct sb_stat *st)
{
  log_timestamp(LOG_NOTICE, st->time_total, "%4.2f MiB/sec", memory_mib(st) / st->time_interval);
}

static void memory_report_prefix(const struct sb_stat *st)
{
  log_notice("Total operations: %llu (%8.2f per second)\n", (unsigned long long)st->events,
             (double)st->events / st->time_interval);
  if (mem.oper != MEMORY_NONE)
    log_notice("%4.2f MiB transferred (%4.2f MiB/sec)\n", memory_mib(st),
               memory_mib(st) / st->time_interval);
}

static void memory_done(enum sb_command cmd)
{
  (void)cmd;
  memory_free();
}

const struct sb_test memory_test = {
  .name = "memory",
  .desc = "Memory functions speed test",
  .options = memory_opts,
  .flags = SB_TEST_NO_EVENT_LIMIT,
  .init = memory_init,
  .print_mode = memory_print_mode,
  .thread_init = memory_thread_init,
  .event = memory_event,
  .report_intermediate = memory_report_intermediate,
  .report_prefix = memory_report_prefix,
  .done = memory_done,
};
