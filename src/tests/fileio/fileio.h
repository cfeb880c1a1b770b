/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fileio.h: the fileio test's parts: the validated options (one struct
 * fileio_conf per command), one run's state (struct fileio_run: the open
 * files, the request generator, the table of requests in flight, the
 * engine's state, one struct fileio_thread per worker), one request, and
 * the functions each part of the test (options, files, generator, write
 * data, validation, facts) exports. The I/O engines are in engine.h. */
#ifndef SB_FILEIO_H
#define SB_FILEIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "plugin/test.h"

struct json;
struct sb_stat;
struct fileio_queue;

enum fileio_mode {
  FILEIO_SEQWR, FILEIO_SEQREWR, FILEIO_SEQRD, FILEIO_RNDRD, FILEIO_RNDWR, FILEIO_RNDRW
};

/* --file-write-data: what writes and prepare put in the files. */
enum fileio_wdata { FILEIO_WDATA_ZERO, FILEIO_WDATA_RANDOM, FILEIO_WDATA_COMPRESS };

struct fileio_engine;
/* Operation codes as the reference's --debug lines print them. */
enum fileio_op { FILEIO_READ = 1, FILEIO_WRITE = 2, FILEIO_FSYNC = 3 };

/* Room for a test file's name: test_file.N, or --file-name's. */
#define FILEIO_NAME_MAX 256

/* The validated options and what derives from them. */
struct fileio_conf {
  /* As the options give them (fileio.c's table fills them). */
  int mode_index;            /* --file-test-mode's; -1: none */
  int io_index;              /* --file-io-mode's; -1: none (sync) */
  int fsync_mode;            /* --file-fsync-mode's; -1: none (fsync) */
  struct opt_list extra_flags;
  const char *total_text, *write_data_text, *name_text;
  /* Checked and derived (options.c). */
  int num;                   /* --file-num */
  uint64_t block_size;
  uint64_t total_size;       /* --file-total-size as given */
  uint64_t file_size;        /* total_size / num */
  uint64_t request_size;     /* block_size × merged, sequential modes */
  enum fileio_mode mode;
  const struct fileio_engine *engine;   /* --file-io-mode's */
  int backlog;               /* --file-async-backlog */
  enum fileio_wdata write_data;
  int zero_pct;              /* compress:P: P, the zeros in every 4 KiB */
  bool flag_sync, flag_dsync, flag_direct;
  int open_flags;            /* O_SYNC / O_DSYNC / O_DIRECT */
  int fsync_freq;
  bool fsync_all, fsync_end, fdatasync;
  int merged;
  double rw_ratio;
  bool validate, debug;
  /* io_uring's own (fio's registerfiles, fixedbufs, sqthread_poll, hipri). */
  bool uring_files, uring_buffers, uring_sqpoll, uring_iopoll;
  char total_size_text[64];  /* as typed, for the prepare hint */
  char name[FILEIO_NAME_MAX]; /* --file-name: the one file's name; "": test_file.N */
  bool warned;               /* the page-cache warning was given (once) */
};

/* One open test file. */
struct fileio_file {
  int fd;
  char *map;                 /* mmap mode: the whole file, else NULL */
};

/* 64-bit targets map each file whole; 32-bit ones, whose address space a
 * file may outgrow, map each request (the reference's "slow mmaped"). */
#define FILEIO_MAP_WHOLE (SIZE_MAX >= UINT64_MAX)

/* One request: the unit of work of one event. */
struct fileio_req {
  enum fileio_op op;
  int file;
  uint64_t pos, size;
};

#define FILEIO_DIRTY_RING 64

/* The request generator of a run (request.c). The ticket numbers the
 * run's sequence of requests and fsyncs; it sits on a line of its own. */
struct fileio_gen {
  uint64_t ticket;
  char pad[64 - sizeof(uint64_t)];
  bool sequential, ticketed;
  bool rw_mixed;
  uint64_t freq, period;     /* period = freq + num when fsyncs are scheduled */
  uint64_t per_file;         /* sequential requests per file */
  uint64_t dirty[FILEIO_DIRTY_RING];  /* rndrw: period p had a write if == p + 1 */
} __attribute__((aligned(64)));

struct fileio_run;

/* --file-write-data random or compress:P: a thread's pool of data, filled
 * before the clock starts; each write takes the next piece of it. */
struct fileio_pool {
  char *data;
  size_t size, pos;
  uint64_t lap;
};

/* A worker's state (sb_worker.data). */
struct fileio_thread {
  struct sb_worker *w;
  struct fileio_run *run;
  struct fileio_queue *q;    /* its request slots (engine.h) */
  struct fileio_pool pool;   /* write data; none when zero */
  void *engine;              /* the engine's per-thread state */
  uint64_t *busy;            /* --validate in writing modes: published requests */
};

/* One run: everything sized by its thread count, freed by run_stop. */
struct fileio_run {
  struct fileio_gen gen;
  const struct fileio_conf *conf;
  struct fileio_file *files;
  int nfiles;                /* opened or being opened */
  int nthreads;
  struct fileio_thread *threads;
  uint64_t *busy;            /* --validate: depth slots per thread */
  int busy_entries, busy_depth;
  void *engine;              /* the engine's per-run state */
  bool paced;                /* --rate: requests go out one by one */
};

/* options.c */
int fileio_options_read(enum sb_command cmd, const struct run_config *rc,
                        struct fileio_conf *c);
/* "(none)", or the flags as the reference prints them, into buf. */
const char *fileio_flags_str(const struct fileio_conf *c, char *buf, size_t len);
bool fileio_mode_writes(const struct fileio_conf *c);
/* "8Mi", "2.9297Ki", "1000": the reference's size string (add "B"). */
void fileio_size_str(char *buf, size_t len, uint64_t v);

/* prepare.c */
int fileio_prepare(void *conf);
int fileio_cleanup(void *conf);

/* files.c */
/* test_file.i, or --file-name's name. */
void fileio_file_name(const struct fileio_conf *c, char *buf, size_t len, int i);
int fileio_check_regular(const struct fileio_conf *c, int i, bool replace);
/* Opens test_file.i with O_NOFOLLOW: 0; -1 after logging the refusal of a
 * symlink or non-regular file; else the open's errno, not logged. */
int fileio_open_safe(const struct fileio_conf *c, int i, int flags, int *fd);
/* Removes name if it is a regular file: 0 (gone, or not there); 1 (not a
 * regular file: left in place); -1 with errno (could not remove it). */
int fileio_remove_regular(const char *name);
int fileio_files_open(struct fileio_run *r);
void fileio_files_close(struct fileio_run *r);
void fileio_hint_direct(const struct fileio_conf *c, int err, bool open);
/* Why a read or write of size bytes at pos on fd moved only res bytes, as
 * " (...)" to append to its message: the kernel's limit per call, a file
 * truncated since it was opened, the file size limit, the error the rest
 * of a write gets when it is written again (data: the write's bytes; NULL
 * for a read), or a full file system; "" when none of them shows. */
const char *fileio_short_cause(int fd, const char *data, uint64_t pos, uint64_t size,
                               int64_t res, char *buf, size_t len);
/* Writes len bytes of data at pos again, to learn why the kernel would not
 * take them: the errno of the pwrite that fails, or 0 when all went. */
int fileio_write_errno(int fd, const char *data, uint64_t pos, uint64_t len);

/* request.c */
void fileio_gen_init(struct fileio_gen *g, const struct fileio_conf *c);
/* SB_EVENT_OK with a request drawn, SB_EVENT_STOP or SB_EVENT_ERROR. */
int fileio_gen_next(struct fileio_thread *t, struct fileio_req *r, int slot);

/* completion.c */
void fileio_log_request(const struct fileio_req *r);

/* write_data.c */
/* Reads --file-write-data (refused with --validate, but by cleanup). */
int fileio_write_data_read(enum sb_command cmd, struct fileio_conf *c);
/* "zero", "random", "compress:50" */
const char *fileio_write_data_str(const struct fileio_conf *c, char *buf, size_t len);
/* Allocates and fills a pool for one thread (seed tells threads apart);
 * nothing for zero. 0 or -1 (FATAL logged). */
int fileio_pool_init(const struct fileio_conf *c, struct fileio_pool *p, uint64_t seed);
void fileio_pool_free(struct fileio_pool *p);
/* The data of the next write of size bytes: page-aligned, at an offset of
 * the pool that the previous writes did not start at. */
static inline char *fileio_pool_next(struct fileio_pool *p, uint64_t size)
{
  if (p->pos + size > p->size)
    p->pos = (size_t)(++p->lap * 12288 % 1048576);   /* each lap starts elsewhere */
  char *at = p->data + p->pos;
  p->pos += (size_t)((size + 4095) & ~(uint64_t)4095) + 4096;
  return at;
}

/* facts.c */
/* Before a run: the page-cache warning on a terminal; drops the cached
 * pages of a direct run's files (so that what is resident afterwards says
 * whether O_DIRECT was honoured). */
void fileio_facts_start(struct fileio_conf *c, struct fileio_run *r);
void fileio_facts(void *run, struct json *out);

/* validate.c */
void fileio_validate_init(void);
void fileio_validate_fill(const struct fileio_conf *c, char *buf, uint64_t size, uint64_t pos);
int fileio_validate_check(const struct fileio_conf *c, const char *buf, uint64_t size,
                          uint64_t pos, int file);
int fileio_busy_setup(struct fileio_run *r, int depth);
void fileio_busy_free(struct fileio_run *r);
uint64_t *fileio_busy_slots(const struct fileio_run *r, int thread);
int fileio_busy_wait(struct fileio_thread *t);
bool fileio_busy_claim(struct fileio_thread *t, int slot, const struct fileio_req *r);
void fileio_busy_release(struct fileio_thread *t, int slot);

/* progress.c: prepare's progress line on a terminal. */
void fileio_progress_start(uint64_t total);
void fileio_progress_add(uint64_t bytes);
void fileio_progress_clear(void);

/* report.c */
void fileio_report_intermediate(void *run, const struct sb_stat *st);
void fileio_report_prefix(void *run, const struct sb_stat *st);

#endif
