/* SPDX-License-Identifier: GPL-2.0-or-later */
/* hostinfo.h: the environment a result was measured in, for result files. */
#ifndef SB_HOSTINFO_H
#define SB_HOSTINFO_H

#include "core/base/json.h"

/* Host name, OS, kernel, CPU model and count, memory, and the file system
 * of the current directory (type, mount point, device, mount options),
 * read from uname, sysconf, /proc and /etc, and the machine's facts as
 * the kernel's files give them ("machine": machine.h). A value that
 * cannot be read is left out; this never fails. */
struct json *hostinfo_collect(void);
/* The file system of the current directory alone: path, type, mount
 * point, device (and its model, when sysfs has one), mount and super block
 * options, statfs type, size and free bytes; NULL when the current
 * directory cannot be named. */
struct json *hostinfo_filesystem(void);

#endif
