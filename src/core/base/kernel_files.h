/* SPDX-License-Identifier: GPL-2.0-or-later */
/* kernel_files.h: where the kernel's files are read: /sys and /proc, or
 * the trees SYSBENCH_SYSFS_ROOT and SYSBENCH_PROCFS_ROOT name (the tests'
 * fixtures, which give a setting's words without changing the machine).
 * Every read of sysfs and procfs goes through here; a file that is missing
 * or unreadable is "unknown" to the caller, never an error. And how: never
 * blocking, regular files only, a bounded number of bytes (a FIFO or a
 * device in a fixture, or a huge file, cannot hang a run). */
#ifndef SB_KERNEL_FILES_H
#define SB_KERNEL_FILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

enum kernel_root { KERNEL_SYS, KERNEL_PROC };

/* root's directory + "/" + the formatted rest; false when it does not fit. */
bool kernel_path(char *buf, size_t len, enum kernel_root root, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* The most bytes read from one file through kernel_fopen. */
#define KERNEL_FILE_MAX (4u << 20)

/* Opens the file at the full path for reading without blocking
 * (O_NONBLOCK, O_NOCTTY): -1 with errno EINVAL when it is not a regular
 * file (a FIFO, a device, a directory), as when it cannot be opened. */
int kernel_open_file(const char *path);
/* kernel_open_file as a stream that ends after KERNEL_FILE_MAX bytes;
 * NULL when kernel_open_file fails. */
FILE *kernel_fopen(const char *path);

/* The file path under root, opened by kernel_open_file; -1 on error. */
int kernel_open(enum kernel_root root, const char *path);
/* Reads an open file again from its start (sysfs and procfs make their
 * text again then): up to len - 1 bytes, NUL-terminated, trailing
 * whitespace cut; false when nothing could be read. */
bool kernel_reread(int fd, char *buf, size_t len);
/* The text of the file path under root, as kernel_reread gives it. */
bool kernel_read(enum kernel_root root, const char *path, char *buf, size_t len);
/* The file's text as a whole number (its first digits). */
bool kernel_read_ll(enum kernel_root root, const char *path, long long *v);

#endif
