/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_block.c: the block device behind the current directory (where
 * fileio's files are), whose counters the monitor samples: the disk and
 * its identity are the core's (machine.h); the file system and its mount
 * options come from hostinfo. */
#include "monitor/monitor.h"

#include <stdio.h>
#include <string.h>

#include "core/results/hostinfo.h"
#include "core/results/machine.h"

void monitor_device_find(struct monitor_device *d)
{
  memset(d, 0, sizeof(*d));
  struct json *fs = hostinfo_filesystem();
  snprintf(d->fs_type, sizeof(d->fs_type), "%s", json_str(json_get(fs, "type")) ?: "");
  snprintf(d->mount_options, sizeof(d->mount_options), "%s",
           json_str(json_get(fs, "mount_options")) ?: "");
  json_free(fs);
  struct machine_disk disk;
  machine_disk_find(&disk);
  if (!disk.known)
    return;
  snprintf(d->name, sizeof(d->name), "%s", disk.name);
  snprintf(d->part, sizeof(d->part), "%s", disk.part);
  snprintf(d->stat_dir, sizeof(d->stat_dir), "%s/stat", disk.dev);
  d->known = true;
}

struct json *monitor_device_identity(const struct monitor_device *d)
{
  struct machine_disk disk = { .known = d->known };
  snprintf(disk.name, sizeof(disk.name), "%s", d->name);
  snprintf(disk.part, sizeof(disk.part), "%s", d->part);
  return machine_disk_identity(&disk);
}
