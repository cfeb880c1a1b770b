/* SPDX-License-Identifier: GPL-2.0-or-later */
/* machine_disk.c: the disk under the current directory (where fileio's
 * files are) and what identifies it: model, vendor, serial and size from
 * sysfs; for SD and eMMC cards their registers (name, manufacturer and OEM
 * ids, date, serial, CID and CSD); for a USB disk the bridge it is behind
 * (machine.h). The file system and its mount options come from hostinfo. */
#include "machine.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "core/base/kernel_files.h"

void machine_disk_find(struct machine_disk *d)
{
  memset(d, 0, sizeof(*d));
  struct stat st;
  if (stat(".", &st) != 0 || major(st.st_dev) == 0)
    return;   /* tmpfs, overlay, btrfs subvolumes: no block device of its own */
  char path[PATH_MAX], real[PATH_MAX];
  snprintf(d->dev, sizeof(d->dev), "dev/block/%u:%u", major(st.st_dev), minor(st.st_dev));
  if (!kernel_path(path, sizeof(path), KERNEL_SYS, "%s", d->dev) || realpath(path, real) == NULL)
    return;
  char probe[PATH_MAX + 16];
  snprintf(probe, sizeof(probe), "%s/partition", real);
  char *base = strrchr(real, '/');
  if (access(probe, F_OK) == 0 && base) {
    snprintf(d->part, sizeof(d->part), "%.63s", base + 1);
    *base = '\0';
    base = strrchr(real, '/');
  }
  snprintf(d->name, sizeof(d->name), "%.63s", base ? base + 1 : real);
  d->known = true;
}

/* The text of the disk's file rel ("device/model"), into id as key. */
static bool machine_disk_field(const struct machine_disk *d, struct json *id, const char *rel,
                               const char *key)
{
  char path[256], buf[256];
  snprintf(path, sizeof(path), "block/%s/%s", d->name, rel);
  if (!kernel_read(KERNEL_SYS, path, buf, sizeof(buf)))
    return false;
  json_set(id, key, json_string(buf));
  return true;
}

/* A SCSI disk's serial number: VPD page 0x80, whose byte 3 is the length
 * of the text after the 4-byte header (blanks around it cut). */
static void machine_disk_vpd_serial(const struct machine_disk *d, struct json *id)
{
  char path[256], buf[260];
  snprintf(path, sizeof(path), "block/%s/device/vpd_pg80", d->name);
  int fd = kernel_open(KERNEL_SYS, path);
  ssize_t n = fd >= 0 ? pread(fd, buf, sizeof(buf) - 1, 0) : -1;
  if (fd >= 0)
    close(fd);
  if (n < 5 || buf[1] != (char)0x80)
    return;
  size_t len = (unsigned char)buf[3];
  char *s = buf + 4, *end = s + (len < (size_t)n - 4 ? len : (size_t)n - 4);
  while (s < end && (*s == ' ' || *s == '\0'))
    s++;
  while (end > s && (end[-1] == ' ' || end[-1] == '\0'))
    end--;
  for (char *p = s; p < end; p++)
    if (*p < 0x20 || *p > 0x7e)
      return;   /* not the text it should be */
  *end = '\0';
  if (*s)
    json_set(id, "serial", json_string(s));
}

/* An SD or eMMC card's registers, as the mmc driver shows them. */
static void machine_disk_card(const struct machine_disk *d, struct json *id)
{
  char path[256], type[16];
  snprintf(path, sizeof(path), "block/%s/device/type", d->name);
  if (!kernel_read(KERNEL_SYS, path, type, sizeof(type)))
    return;
  json_set(id, "type", json_string(type));
  struct json *sd = json_set(id, "card", json_object());
  static const char *const f[] = { "name", "manfid", "oemid", "date", "serial", "cid", "csd",
                                   "hwrev", "fwrev", NULL };
  for (int i = 0; f[i]; i++) {
    char rel[64];
    snprintf(rel, sizeof(rel), "device/%s", f[i]);
    machine_disk_field(d, sd, rel, f[i]);
  }
}

/* A line of the file dir/name, without its newline; false if none. */
static bool machine_line(const char *dir, const char *name, char *buf, size_t len)
{
  char path[PATH_MAX + 32];
  snprintf(path, sizeof(path), "%s/%s", dir, name);
  FILE *f = kernel_fopen(path);
  bool ok = f && fgets(buf, (int)len, f);
  if (f)
    fclose(f);
  if (ok)
    buf[strcspn(buf, "\n")] = '\0';
  return ok && buf[0];
}

/* The USB device the disk is behind: the first directory above the
 * disk's device that has idVendor. */
static void machine_disk_usb(const struct machine_disk *d, struct json *id)
{
  char path[PATH_MAX], real[PATH_MAX];
  if (!kernel_path(path, sizeof(path), KERNEL_SYS, "block/%s/device", d->name) ||
      realpath(path, real) == NULL)
    return;
  for (char *slash; (slash = strrchr(real, '/')) != NULL && slash != real; *slash = '\0') {
    char v[16], p[16];
    if (!machine_line(real, "idVendor", v, sizeof(v)))
      continue;
    if (!machine_line(real, "idProduct", p, sizeof(p)))
      return;
    struct json *usb = json_set(id, "usb_bridge", json_object());
    char text[40];
    snprintf(text, sizeof(text), "%s:%s", v, p);
    json_set(usb, "id", json_string(text));
    static const char *const names[] = { "manufacturer", "product", NULL };
    for (int i = 0; names[i]; i++) {
      char buf[128];
      if (machine_line(real, names[i], buf, sizeof(buf)))
        json_set(usb, names[i], json_string(buf));
    }
    return;
  }
}

struct json *machine_disk_identity(const struct machine_disk *d)
{
  struct json *id = json_object();
  if (!d->known)
    return id;
  json_set(id, "name", json_string(d->name));
  if (d->part[0])
    json_set(id, "partition", json_string(d->part));
  machine_disk_field(d, id, "device/vendor", "vendor");
  machine_disk_field(d, id, "device/model", "model");
  /* NVMe's controller, virtio's disk; a SCSI disk's VPD page. An SD
   * card's is among its registers. */
  char path[256], type[16];
  snprintf(path, sizeof(path), "block/%s/device/type", d->name);
  if (!kernel_read(KERNEL_SYS, path, type, sizeof(type)) &&
      !machine_disk_field(d, id, "device/serial", "serial") &&
      !machine_disk_field(d, id, "serial", "serial"))
    machine_disk_vpd_serial(d, id);
  long long sectors, rot;
  snprintf(path, sizeof(path), "block/%s/size", d->name);
  if (kernel_read_ll(KERNEL_SYS, path, &sectors))
    json_set(id, "size_bytes", json_uint((uint64_t)sectors * 512));
  snprintf(path, sizeof(path), "block/%s/queue/rotational", d->name);
  if (kernel_read_ll(KERNEL_SYS, path, &rot))
    json_set(id, "rotational", json_bool(rot != 0));
  machine_disk_card(d, id);
  machine_disk_usb(d, id);
  return id;
}
