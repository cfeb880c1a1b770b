/* kernel_files.h: where the kernel's files are read: /sys and /proc, or
 * the trees SYSBENCH_SYSFS_ROOT and SYSBENCH_PROCFS_ROOT name (the tests'
 * fixtures, which give a setting's words without changing the machine).
 * Every read of sysfs and procfs goes through here; a file that is missing
 * or unreadable is "unknown" to the caller, never an error. */
#ifndef SB_KERNEL_FILES_H
#define SB_KERNEL_FILES_H

#include <stdbool.h>
#include <stddef.h>

enum kernel_root { KERNEL_SYS, KERNEL_PROC };

/* root's directory + "/" + the formatted rest; false when it does not fit. */
bool kernel_path(char *buf, size_t len, enum kernel_root root, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* The file path under root, opened read-only and non-blocking (a file
 * that would block a read gives nothing rather than hang); -1 on error. */
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
