/* monitor_block.c: the block device behind the current directory (where
 * fileio's files are) and what identifies it: model, vendor and size from
 * sysfs; for SD and eMMC cards their registers (name, manufacturer and
 * OEM ids, date, serial, CID and CSD); for a USB disk the bridge it is
 * behind. The file system and its mount options come from hostinfo. */
#include "monitor/monitor.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "core/results/hostinfo.h"

void monitor_device_find(struct monitor_device *d)
{
  memset(d, 0, sizeof(*d));
  struct json *fs = hostinfo_filesystem();
  snprintf(d->fs_type, sizeof(d->fs_type), "%s", json_str(json_get(fs, "type")) ?: "");
  snprintf(d->mount_options, sizeof(d->mount_options), "%s",
           json_str(json_get(fs, "mount_options")) ?: "");
  json_free(fs);
  struct stat st;
  if (stat(".", &st) != 0 || major(st.st_dev) == 0)
    return;   /* tmpfs, overlay, btrfs subvolumes: no block device of its own */
  char rel[64], path[PATH_MAX], real[PATH_MAX];
  snprintf(rel, sizeof(rel), "dev/block/%u:%u", major(st.st_dev), minor(st.st_dev));
  if (!kernel_path(path, sizeof(path), KERNEL_SYS, "%s", rel) || realpath(path, real) == NULL)
    return;
  snprintf(d->stat_dir, sizeof(d->stat_dir), "%s/stat", rel);
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
static void monitor_disk_field(const struct monitor_device *d, struct json *id, const char *rel,
                               const char *key)
{
  char path[256], buf[256];
  snprintf(path, sizeof(path), "block/%s/%s", d->name, rel);
  if (monitor_read(KERNEL_SYS, path, buf, sizeof(buf)))
    json_set(id, key, json_string(buf));
}

/* An SD or eMMC card's registers, as the mmc driver shows them. */
static void monitor_sd_fields(const struct monitor_device *d, struct json *id)
{
  char path[256], type[16];
  snprintf(path, sizeof(path), "block/%s/device/type", d->name);
  if (!monitor_read(KERNEL_SYS, path, type, sizeof(type)))
    return;
  json_set(id, "type", json_string(type));
  struct json *sd = json_set(id, "card", json_object());
  static const char *const f[] = { "name", "manfid", "oemid", "date", "serial", "cid", "csd",
                                   "hwrev", "fwrev", NULL };
  for (int i = 0; f[i]; i++) {
    char rel[64];
    snprintf(rel, sizeof(rel), "device/%s", f[i]);
    monitor_disk_field(d, sd, rel, f[i]);
  }
}

/* The USB device the disk is behind: the first directory above the
 * disk's device that has idVendor. */
static void monitor_usb_fields(const struct monitor_device *d, struct json *id)
{
  char path[PATH_MAX], real[PATH_MAX];
  if (!kernel_path(path, sizeof(path), KERNEL_SYS, "block/%s/device", d->name) ||
      realpath(path, real) == NULL)
    return;
  for (char *slash; (slash = strrchr(real, '/')) != NULL && slash != real; *slash = '\0') {
    char probe[PATH_MAX + 16], v[16], p[16];
    snprintf(probe, sizeof(probe), "%s/idVendor", real);
    FILE *f = kernel_fopen(probe);
    if (f == NULL)
      continue;
    bool ok = fscanf(f, "%15s", v) == 1;
    fclose(f);
    snprintf(probe, sizeof(probe), "%s/idProduct", real);
    f = kernel_fopen(probe);
    ok = ok && f && fscanf(f, "%15s", p) == 1;
    if (f)
      fclose(f);
    if (!ok)
      return;
    struct json *usb = json_set(id, "usb_bridge", json_object());
    char text[40];
    snprintf(text, sizeof(text), "%s:%s", v, p);
    json_set(usb, "id", json_string(text));
    static const char *const names[] = { "manufacturer", "product", NULL };
    for (int i = 0; names[i]; i++) {
      char buf[128];
      snprintf(probe, sizeof(probe), "%s/%s", real, names[i]);
      f = kernel_fopen(probe);
      if (f && fgets(buf, sizeof(buf), f)) {
        buf[strcspn(buf, "\n")] = '\0';
        json_set(usb, names[i], json_string(buf));
      }
      if (f)
        fclose(f);
    }
    return;
  }
}

struct json *monitor_device_identity(const struct monitor_device *d)
{
  struct json *id = json_object();
  if (!d->known)
    return id;
  json_set(id, "name", json_string(d->name));
  if (d->part[0])
    json_set(id, "partition", json_string(d->part));
  monitor_disk_field(d, id, "device/vendor", "vendor");
  monitor_disk_field(d, id, "device/model", "model");
  char path[256];
  long long sectors, rot;
  snprintf(path, sizeof(path), "block/%s/size", d->name);
  if (monitor_read_ll(KERNEL_SYS, path, &sectors))
    json_set(id, "size_bytes", json_uint((uint64_t)sectors * 512));
  snprintf(path, sizeof(path), "block/%s/queue/rotational", d->name);
  if (monitor_read_ll(KERNEL_SYS, path, &rot))
    json_set(id, "rotational", json_bool(rot != 0));
  monitor_sd_fields(d, id);
  monitor_usb_fields(d, id);
  return id;
}
