/* fileio.h: the fileio test's shared state: validated options, the open
 * files, one request, the per-thread state, and the functions each part of
 * the test (options, files, generator, I/O modes, validation) exports. */
#ifndef SB_FILEIO_H
#define SB_FILEIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "test.h"

struct sb_stat;

enum fileio_mode {
  FILEIO_SEQWR, FILEIO_SEQREWR, FILEIO_SEQRD, FILEIO_RNDRD, FILEIO_RNDWR, FILEIO_RNDRW
};

enum fileio_io { FILEIO_SYNC, FILEIO_ASYNC, FILEIO_MMAP };

/* Operation codes as the reference's --debug lines print them. */
enum fileio_op { FILEIO_READ = 1, FILEIO_WRITE = 2, FILEIO_FSYNC = 3 };

/* The validated options and what derives from them. */
struct fileio_conf {
  int num;                   /* --file-num */
  uint64_t block_size;
  uint64_t total_size;       /* --file-total-size as given */
  uint64_t file_size;        /* total_size / num */
  uint64_t request_size;     /* block_size × merged, sequential modes */
  enum fileio_mode mode;
  enum fileio_io io;
  int backlog;               /* --file-async-backlog */
  bool flag_sync, flag_dsync, flag_direct;
  int open_flags;            /* O_SYNC / O_DSYNC / O_DIRECT */
  int fsync_freq;
  bool fsync_all, fsync_end, fdatasync;
  int merged;
  double rw_ratio;
  bool validate, debug;
};

extern struct fileio_conf fileio_conf;

/* One open test file. */
struct fileio_file {
  int fd;
  char *map;                 /* mmap mode: the whole file, else NULL */
};

/* 64-bit targets map each file whole; 32-bit ones, whose address space a
 * file may outgrow, map each request (the reference's "slow mmaped"). */
#define FILEIO_MAP_WHOLE (SIZE_MAX >= UINT64_MAX)

extern struct fileio_file *fileio_files;

/* One request: the unit of work of one event. */
struct fileio_req {
  enum fileio_op op;
  int file;
  uint64_t pos, size;
};

struct fileio_aio;

/* A worker's state (sb_worker.data). */
struct fileio_thread {
  struct sb_worker *w;
  char *buf;                 /* request_size bytes, page-aligned (sync, mmap) */
  struct fileio_aio *aio;    /* async mode */
  uint64_t *busy;            /* --validate in writing modes: published requests */
};

/* options.c */
int fileio_options_read(enum sb_command cmd);
const char *fileio_flags_str(void);
bool fileio_mode_writes(void);
/* "8Mi", "2.9297Ki", "1000": the reference's size string (add "B"). */
void fileio_size_str(char *buf, size_t len, uint64_t v);

/* prepare.c */
int fileio_prepare(void);
int fileio_cleanup(void);

/* files.c */
void fileio_file_name(char *buf, size_t len, int i);
int fileio_check_regular(int i, bool replace);
/* Opens test_file.i with O_NOFOLLOW: 0; -1 after logging the refusal of a
 * symlink or non-regular file; else the open's errno, not logged. */
int fileio_open_safe(int i, int flags, int *fd);
int fileio_files_open(void);
void fileio_files_close(void);
void fileio_hint_direct(int err, bool open);

/* request.c */
void fileio_gen_init(void);
/* SB_EVENT_OK with a request drawn, SB_EVENT_STOP or SB_EVENT_ERROR. */
int fileio_gen_next(struct fileio_thread *t, struct fileio_req *r, int slot);

/* io_sync.c: sync and mmap execution; SB_EVENT_OK or SB_EVENT_ERROR. */
int fileio_io_execute(struct fileio_thread *t, const struct fileio_req *r);
int fileio_fsync_file(int i);
void fileio_log_request(const struct fileio_req *r);
int fileio_mmap_guard(bool install);

/* io_aio.c */
int fileio_aio_setup(int nthreads);
void fileio_aio_destroy(void);
int fileio_aio_thread_init(struct fileio_thread *t);
void fileio_aio_thread_free(struct fileio_thread *t);
int fileio_aio_event(struct fileio_thread *t);
int fileio_aio_reap(struct fileio_thread *t, int min_nr);
int fileio_aio_drain(struct fileio_thread *t);

/* validate.c */
void fileio_validate_init(void);
void fileio_validate_fill(char *buf, uint64_t size, uint64_t pos);
int fileio_validate_check(const char *buf, uint64_t size, uint64_t pos, int file);
int fileio_busy_setup(int nthreads, int depth);
void fileio_busy_free(void);
uint64_t *fileio_busy_slots(int thread, int depth);
int fileio_busy_wait(struct fileio_thread *t);
bool fileio_busy_claim(struct fileio_thread *t, int slot, const struct fileio_req *r);
void fileio_busy_release(struct fileio_thread *t, int slot);

/* progress.c: prepare's progress line on a terminal. */
void fileio_progress_start(uint64_t total);
void fileio_progress_add(uint64_t bytes);
void fileio_progress_clear(void);

/* report.c */
void fileio_report_intermediate(const struct sb_stat *st);
void fileio_report_prefix(const struct sb_stat *st);

#endif
