/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_identity.c: what was measured, for result files and the
 * storage card's header: the CPU model and count, the board
 * (/proc/device-tree/model), the kernel, the device behind the current
 * directory and its file system. */
#include "monitor/monitor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "core/base/utf8.h"
#include "core/results/machine.h"

static bool monitor_pci_vendor(const char *id, char *name, size_t len);

struct json *monitor_identity(const struct monitor_device *d)
{
  struct json *id = json_object();
  char buf[256];
  if (machine_cpu_model(buf, sizeof(buf)))
    json_set(id, "cpu_model", json_string(buf));
  json_set(id, "cpus_online", json_uint((uint64_t)sysconf(_SC_NPROCESSORS_ONLN)));
  if (kernel_read(KERNEL_PROC, "device-tree/model", buf, sizeof(buf)))
    json_set(id, "board", json_string(buf));
  if (kernel_read(KERNEL_PROC, "sys/kernel/osrelease", buf, sizeof(buf)))
    json_set(id, "kernel", json_string(buf));
  struct json *dev = json_set(id, "device", monitor_device_identity(d));
  const char *vendor = json_str(json_get(dev, "vendor"));
  if (vendor && monitor_pci_vendor(vendor, buf, sizeof(buf)))
    json_set(dev, "vendor_name", json_string(buf));
  if (d->fs_type[0]) {
    struct json *fs = json_set(id, "filesystem", json_object());
    json_set(fs, "type", json_string(d->fs_type));
    json_set(fs, "mount_options", json_string(d->mount_options));
  }
  return id;
}

/* "SD card SC64G (manufacturer 0x000003, OEM 0x5344, 04/2021, serial
 * 0x1234abcd)": a card's registers, as text. */
static size_t monitor_card_text(const struct json *dev, char *buf, size_t len)
{
  const struct json *card = json_get(dev, "card");
  if (card == NULL)
    return 0;
  const char *s;
  char parts[256] = "";
  size_t n = 0;
  static const char *const f[][2] = { { "manfid", "manufacturer " }, { "oemid", "OEM " },
                                      { "date", "made " }, { "serial", "serial " } };
  for (size_t i = 0; i < 4; i++)
    if ((s = json_str(json_get(card, f[i][0]))) && n < sizeof(parts))
      n += (size_t)snprintf(parts + n, sizeof(parts) - n, "%s%s%s", n ? ", " : "", f[i][1], s);
  s = json_str(json_get(card, "name"));
  return (size_t)snprintf(buf, len, "%s card%s%s%s%s%s", json_str(json_get(dev, "type")) ?: "MMC",
                          s ? " " : "", s ?: "", n ? " (" : "", parts, n ? ")" : "");
}

void monitor_identity_text(const struct json *id, char *buf, size_t len)
{
  const struct json *dev = json_get(id, "device"), *fs = json_get(id, "filesystem");
  size_t n = 0;
  buf[0] = '\0';
  if (json_str(json_get(dev, "name"))) {
    n += (size_t)snprintf(buf, len, "%s", json_str(json_get(dev, "name")));
    char what[512] = "";
    size_t w = monitor_card_text(dev, what, sizeof(what));
    const char *vendor = json_str(json_get(dev, "vendor")), *model = json_str(json_get(dev, "model"));
    /* A PCI vendor id (virtio's "0x1af4") by its name where the PCI id
     * database has it, and as what it is. */
    char pci[192];
    const char *named = json_str(json_get(dev, "vendor_name"));
    if (vendor && strncmp(vendor, "0x", 2) == 0) {
      snprintf(pci, sizeof(pci), named ? "%s (PCI vendor %s)" : "PCI vendor %s%s",
               named ? named : vendor, named ? vendor : "");
      vendor = pci;
    }
    if (w == 0 && (vendor || model))
      snprintf(what, sizeof(what), "%s%s%s", vendor ?: "", vendor && model ? " " : "", model ?: "");
    uint64_t size;
    char size_text[32] = "";
    if (json_to_uint(json_get(dev, "size_bytes"), &size))
      monitor_bytes_text((double)size, size_text, sizeof(size_text));
    if (what[0] || size_text[0])
      n += (size_t)snprintf(buf + n, n < len ? len - n : 0, ": %s%s%s", what,
                            what[0] && size_text[0] ? ", " : "", size_text);
    const struct json *usb = json_get(dev, "usb_bridge");
    if (usb && n < len)
      n += (size_t)snprintf(buf + n, len - n, ", behind USB %s%s%s", json_str(json_get(usb, "id")),
                            json_get(usb, "product") ? " " : "",
                            json_str(json_get(usb, "product")) ?: "");
  } else {
    n += (size_t)snprintf(buf, len, "no block device");
  }
  if (fs && n < len)
    snprintf(buf + n, len - n, "; %s %s", json_str(json_get(fs, "type")),
             json_str(json_get(fs, "mount_options")));
  /* A device names itself (a USB stick's product string): nothing of it
   * may act on the terminal the line is printed on. */
  char *raw = strdup(buf);
  if (raw)
    utf8_escape(raw, buf, len);
  free(raw);
}

/* The PCI id database's name of vendor id ("0x1af4": a virtio disk's
 * vendor file holds its PCI vendor), read from SYSBENCH_PCI_IDS when set
 * (the tests' fixture), else /usr/share/misc/pci.ids, else
 * /usr/share/hwdata/pci.ids; false when none says. */
static bool monitor_pci_vendor(const char *id, char *name, size_t len)
{
  static const char *const dbs[] = { "/usr/share/misc/pci.ids", "/usr/share/hwdata/pci.ids" };
  const char *env = getenv("SYSBENCH_PCI_IDS");
  if (strlen(id) != 6 || strncmp(id, "0x", 2) != 0 || strspn(id + 2, "0123456789abcdefABCDEF") != 4)
    return false;
  FILE *f = NULL;
  for (size_t i = 0; f == NULL && i < (env ? 1 : 2); i++)
    f = kernel_fopen(env ? env : dbs[i]);
  char line[256];
  bool found = false;
  /* Vendors' lines: four hex digits at the start, two spaces, the name
   * (their devices' lines start with a tab). */
  while (f && !found && fgets(line, sizeof(line), f)) {
    if (strncasecmp(line, id + 2, 4) == 0 && line[4] == ' ' && line[5] == ' ') {
      line[strcspn(line, "\r\n")] = '\0';
      snprintf(name, len, "%s", line + 6);
      found = name[0] != '\0';
    }
  }
  if (f)
    fclose(f);
  return found;
}
