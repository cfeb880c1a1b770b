/* monitor_identity.c: what was measured, for result files and the
 * storage card's header: the CPU model and count, the board
 * (/proc/device-tree/model), the kernel, the device behind the current
 * directory and its file system. */
#include "monitor/monitor.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/utf8.h"

/* ARM's cores by their "CPU part" (implementer 0x41), as Linux's
 * 64-bit cpuinfo has no model name. */
static const char *monitor_arm_part(const char *part)
{
  static const char *const parts[][2] = {
    { "0xd03", "ARM Cortex-A53" }, { "0xd04", "ARM Cortex-A35" }, { "0xd05", "ARM Cortex-A55" },
    { "0xd07", "ARM Cortex-A57" }, { "0xd08", "ARM Cortex-A72" }, { "0xd09", "ARM Cortex-A73" },
    { "0xd0a", "ARM Cortex-A75" }, { "0xd0b", "ARM Cortex-A76" }, { "0xd0c", "ARM Neoverse-N1" },
  };
  for (size_t i = 0; i < sizeof(parts) / sizeof(parts[0]); i++)
    if (strcmp(part, parts[i][0]) == 0)
      return parts[i][1];
  return NULL;
}

/* The value of the first "key : value" line of /proc/cpuinfo with one
 * of the keys (x86 "model name", ARM "CPU part" or the board's "Model"). */
static bool monitor_cpu_model(char *out, size_t len)
{
  static char buf[65536];
  if (!monitor_read(KERNEL_PROC, "cpuinfo", buf, sizeof(buf)))
    return false;
  static const char *const keys[] = { "model name", "CPU part", "Processor", "cpu model", NULL };
  for (int k = 0; keys[k]; k++) {
    size_t kl = strlen(keys[k]);
    for (char *p = buf; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
      if (strncmp(p, keys[k], kl) != 0 || (p[kl] != ' ' && p[kl] != '\t' && p[kl] != ':'))
        continue;
      char *colon = strchr(p, ':'), *nl = strchr(p, '\n');
      if (colon == NULL || (nl && colon > nl))
        continue;
      colon++;
      while (*colon == ' ' || *colon == '\t')
        colon++;
      snprintf(out, len, "%.*s", (int)(nl ? nl - colon : (long)strlen(colon)), colon);
      if (k == 1 && strstr(buf, "CPU implementer\t: 0x41") && monitor_arm_part(out))
        snprintf(out, len, "%s", monitor_arm_part(out));
      return out[0] != '\0';
    }
  }
  return false;
}

struct json *monitor_identity(const struct monitor_device *d)
{
  struct json *id = json_object();
  char buf[256];
  if (monitor_cpu_model(buf, sizeof(buf)))
    json_set(id, "cpu_model", json_string(buf));
  json_set(id, "cpus_online", json_uint((uint64_t)sysconf(_SC_NPROCESSORS_ONLN)));
  if (monitor_read(KERNEL_PROC, "device-tree/model", buf, sizeof(buf)))
    json_set(id, "board", json_string(buf));
  if (monitor_read(KERNEL_PROC, "sys/kernel/osrelease", buf, sizeof(buf)))
    json_set(id, "kernel", json_string(buf));
  json_set(id, "device", monitor_device_identity(d));
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
