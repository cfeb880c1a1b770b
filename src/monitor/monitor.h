/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor.h: the run monitor's parts (src/monitor/): the files it reads
 * (under SYSBENCH_SYSFS_ROOT and SYSBENCH_PROCFS_ROOT when set), the
 * state of the machine before the clock starts, the samples a thread
 * takes while the run goes on, the verdict and the result fields. Nothing
 * here is on the event path: the workers never touch any of it. */
#ifndef SB_MONITOR_H
#define SB_MONITOR_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/base/json.h"
#include "core/base/kernel_files.h"
#include "plugin/run_config.h"

enum monitor_mode { MONITOR_OFF, MONITOR_WARN, MONITOR_STRICT };

struct monitor_conf {
  int mode;                 /* enum monitor_mode */
  bool mode_given;          /* --monitor was given (else the default, warn) */
  double interval;          /* seconds between samples */
  int wait_idle;            /* seconds; 0: do not wait */
  bool drop_caches;
};

/* ---- files (monitor_files.c) ---- */
/* The entries of a directory under root named prefix..., in version
 * order; their count, -1 when the directory is not there. */
struct dirent;
int monitor_list(enum kernel_root root, const char *dir, const char *prefix,
                 struct dirent ***out);
void monitor_list_free(struct dirent **v, int n);
/* "1.5 GiB", "512 MiB", "0 B". */
void monitor_bytes_text(double bytes, char *buf, size_t len);

/* ---- the machine's sensors (monitor_cpufreq.c, monitor_thermal.c,
 * monitor_rpi.c) ---- */
#define MONITOR_MAX_GAUGES 96
enum monitor_gauge_kind { GAUGE_FREQ, GAUGE_FREQ_HW, GAUGE_TEMP, GAUGE_THROTTLED, GAUGE_VOLT_ALARM };

/* A value read from one file at each sample. */
struct monitor_gauge {
  enum monitor_gauge_kind kind;
  char name[64];            /* "cpu0", "thermal_zone0 (cpu-thermal)", "get_throttled" */
  int fd;
  int cpu;                  /* frequencies: the CPU */
};

struct monitor_cpus {
  int n, ids[256];          /* the CPUs this process may run on (first 256) */
  char governor[32];        /* the first CPU's with cpufreq; "" unknown */
  bool governors_differ;
  double min_mhz, max_mhz;  /* scaling range (0: unknown) */
  double hw_max_mhz;        /* cpuinfo_max_freq (0: unknown) */
};

void monitor_cpus_read(struct monitor_cpus *c);
int monitor_cpufreq_gauges(const struct monitor_cpus *c, struct monitor_gauge *g, int max);
/* A gauge for one file (kept when it can be read now): 1, or 0; cpu is
 * the CPU a frequency is of (-1: none). */
int monitor_gauge_add(struct monitor_gauge *g, enum monitor_gauge_kind kind,
                      enum kernel_root root, const char *path, const char *name, int cpu);
int monitor_gauge_file(struct monitor_gauge *g, enum monitor_gauge_kind kind,
                       enum kernel_root root, const char *path, const char *name);
int monitor_thermal_gauges(struct monitor_gauge *g, int max);
int monitor_rpi_gauges(struct monitor_gauge *g, int max);
/* Reads a gauge: MHz, °C, or the raw value; NAN when unreadable. */
double monitor_gauge_read(const struct monitor_gauge *g);
/* get_throttled's bits: the names of bits 0-3 (16-19: the same, since boot). */
extern const char *const monitor_rpi_bits[4];

/* ---- system counters (monitor_procstat.c) ---- */
enum { CPU_USER, CPU_NICE, CPU_SYSTEM, CPU_IDLE, CPU_IOWAIT, CPU_IRQ, CPU_SOFTIRQ, CPU_STEAL,
       CPU_FIELDS };
enum { PSI_CPU, PSI_IO, PSI_MEMORY, PSI_KINDS };
extern const char *const monitor_psi_names[PSI_KINDS];

/* Counters that only grow, read at each sample; known[] says which were. */
struct monitor_counters {
  bool cpu_known, ctxt_known, swap_known, psi_known[PSI_KINDS], dev_known;
  double cpu[CPU_FIELDS];   /* ticks, all CPUs */
  double ctxt;
  double swap_in, swap_out; /* pages */
  double psi_some[PSI_KINDS];   /* microseconds */
  double dev_read, dev_written, dev_ios, dev_busy_ms;   /* bytes, requests, ms */
  double own_cpu;           /* this process and its reaped children, seconds */
};

struct monitor_files {
  int stat, vmstat, psi[PSI_KINDS], dev;
};
void monitor_files_open(struct monitor_files *f, const char *dev_dir);
void monitor_files_close(struct monitor_files *f);
void monitor_counters_read(const struct monitor_files *f, struct monitor_counters *c);
/* Frees the calling thread's read buffer. */
void monitor_counters_free(void);

/* Before the clock starts. */
struct monitor_before {
  bool load_known;
  double load[3];
  int running;              /* runnable tasks but the reader */
  bool mem_known;
  double mem_total, mem_available, swap_total, swap_free;   /* bytes */
};
void monitor_before_read(struct monitor_before *b);

/* Other processes' CPU time (/proc/PID/stat), for the busiest ones. */
struct monitor_procs {
  size_t n;
  struct monitor_proc { int pid; char comm[32]; double cpu; } *v;   /* seconds */
};
void monitor_procs_read(struct monitor_procs *p);
/* The busiest of after - before (other than this process), as text
 * ("cc1 (4242) 61%, ..."), over seconds of wall time; "" when none. */
void monitor_procs_busiest(const struct monitor_procs *before, const struct monitor_procs *after,
                           double seconds, char *buf, size_t len);
void monitor_procs_free(struct monitor_procs *p);

/* ---- the device behind the current directory (monitor_block.c) ---- */
struct monitor_device {
  bool known;
  char name[64];            /* the disk: "mmcblk0", "sda" */
  char part[64];            /* the partition ("" when the whole disk) */
  char stat_dir[512];       /* the sysfs directory whose stat counts its I/O */
  char fs_type[32], mount_options[256];
};
void monitor_device_find(struct monitor_device *d);
/* Its identity: model, vendor, size, SD card registers, USB bridge. */
struct json *monitor_device_identity(const struct monitor_device *d);
/* The machine's: CPU model and count, board, kernel, the device. */
struct json *monitor_identity(const struct monitor_device *d);
/* One line for a text header ("mmcblk0: SD card SC64G, ..."). */
void monitor_identity_text(const struct json *id, char *buf, size_t len);

/* ---- before the run (monitor_idle.c, monitor_cache.c) ---- */
int monitor_wait_idle(int seconds);
int monitor_drop_caches(void);

/* ---- the samples (monitor_thread.c) ---- */
struct monitor_sample {
  uint64_t at;              /* timer_now() */
  struct monitor_counters c;
  double g[MONITOR_MAX_GAUGES];
};

struct monitor_run {
  const struct run_config *rc;
  struct monitor_conf conf;
  struct monitor_cpus cpus;
  struct monitor_before before;
  struct monitor_device dev;
  struct monitor_files files;
  struct monitor_gauge gauges[MONITOR_MAX_GAUGES];
  int ngauges;
  struct monitor_procs procs_start, procs_end;
  uint64_t started_at, clock_at;    /* run_start, the benchmark clock (0: not yet) */
  double prev_run_gap;      /* seconds since this process's previous run ended (-1: none) */
  struct monitor_sample first, last;   /* at run_start and run_end */
  struct monitor_sample *v; /* the samples in between, every `stride`-th kept */
  size_t n, cap, stride, seen;
  double thread_cpu;        /* the sampling thread's own CPU time, seconds */
  bool thread_started;
  pthread_t tid;            /* the sampling thread, and how it is stopped */
  pthread_mutex_t lock;
  pthread_cond_t cond;
  bool stop;
};

int monitor_thread_start(struct monitor_run *m);
void monitor_thread_stop(struct monitor_run *m);
void monitor_sample_take(struct monitor_run *m, struct monitor_sample *s);
uint64_t sbng_monitor_samples(void);

/* ---- the verdict (monitor_verdict.c) and result fields (monitor_results.c) ---- */
#define MONITOR_MAX_PROBLEMS 16
struct monitor_verdict {
  int n;
  struct monitor_problem { char rule[24]; char text[256]; double at; } p[MONITOR_MAX_PROBLEMS];
  char unknown[160];        /* "CPU frequency, temperature" */
};
/* Seconds of measured time of a sample (negative before the measured
 * time started). */
double monitor_sample_time(const struct monitor_run *m, const struct monitor_sample *s);
void monitor_judge(const struct monitor_run *m, struct monitor_verdict *v);
void monitor_verdict_print(const struct monitor_verdict *v, bool always);
/* Whether a run's verdict is printed after its report: always with
 * --monitor=strict or an explicit --monitor=warn; by default only when
 * stdout is a terminal, so that a program reading the report gets
 * 1.0.20's text on any machine (the verdict stays in the result files). */
bool monitor_verdict_shown(const struct monitor_conf *c);
void monitor_before_print(const struct monitor_run *m);
struct json *monitor_results(const struct monitor_run *m, const struct monitor_verdict *v);

/* ---- a watched stretch of time (monitor_watch.c) ---- */
/* Reads what is watched and takes the first sample; NULL without memory.
 * prev_run_gap: seconds since the watcher's previous run ended (-1: none),
 * so that its own load is not held against the next. */
struct monitor_run *monitor_watch_begin(const struct run_config *rc,
                                        const struct monitor_conf *conf, double prev_run_gap);
/* The last sample and the verdict. */
void monitor_watch_end(struct monitor_run *m, struct monitor_verdict *v);
void monitor_watch_free(struct monitor_run *m);
/* The verdict's rules, each once, joined by sep ("load+others"); "" when
 * it found nothing. Rules that do not fit in len are left out. */
void monitor_verdict_rules(const struct monitor_verdict *v, char sep, char *buf, size_t len);
/* Whether the monitor watches runs of rc (--monitor warn or strict). */
bool monitor_enabled(const struct run_config *rc);
/* Whether the verdicts of runs of rc are printed (monitor_verdict_shown). */
bool monitor_shown(const struct run_config *rc);

#endif
