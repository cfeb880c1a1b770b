/* kernel_files.h: where the kernel's files are read: /sys and /proc, or
 * the trees SYSBENCH_SYSFS_ROOT and SYSBENCH_PROCFS_ROOT name (the tests'
 * fixtures, which give a setting's words without changing the machine). */
#ifndef SB_KERNEL_FILES_H
#define SB_KERNEL_FILES_H

#include <stdbool.h>
#include <stddef.h>

enum kernel_root { KERNEL_SYS, KERNEL_PROC };

/* root's directory + "/" + the formatted rest; false when it does not fit. */
bool kernel_path(char *buf, size_t len, enum kernel_root root, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

#endif
