/* SPDX-License-Identifier: GPL-2.0-or-later */
/* machine.h: what identifies the machine a result was measured on, read
 * from the kernel's files (kernel_files.h, so that the tests' fixture
 * trees can stand for other machines): the CPU's model, count and clock
 * range, the memory, the board, the kernel, and the disk under the
 * current directory with its model, vendor, serial and, for an SD or eMMC
 * card, its registers. Result files keep it as the environment's
 * "machine"; compare's machines table reads it back. */
#ifndef SB_MACHINE_H
#define SB_MACHINE_H

#include <stdbool.h>
#include <stddef.h>

#include "core/base/json.h"

/* The disk under the current directory, as sysfs names it. */
struct machine_disk {
  bool known;
  char name[64];            /* the disk: "mmcblk0", "sda" */
  char part[64];            /* the partition ("" when the whole disk) */
  char dev[64];             /* "dev/block/MAJ:MIN" under the sysfs root */
};

/* Finds it: known is false on a file system without a block device of
 * its own (tmpfs, overlay) or when sysfs does not know the device. */
void machine_disk_find(struct machine_disk *d);
/* Its identity: name, partition, vendor, model, serial, size, whether it
 * rotates, an SD or eMMC card's registers ("card"), the USB bridge it is
 * behind; an empty object when it is not known. */
struct json *machine_disk_identity(const struct machine_disk *d);
/* The CPU's model: x86's "model name", ARM's core by its "CPU part",
 * older kernels' "Processor"; false when cpuinfo names none. */
bool machine_cpu_model(char *out, size_t len);
/* Every fact there is (machine.h's top): a value that cannot be read is
 * left out. Never fails. */
struct json *machine_facts(void);

#endif
