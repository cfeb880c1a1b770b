/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_thermal.c: temperatures as gauges: every thermal zone
 * (/sys/class/thermal/thermal_zoneN/temp, named by its type) and every
 * hwmon temperature input (/sys/class/hwmon/hwmonN/tempK_input, named by
 * the device's name and the input's label). */
#include "monitor/monitor.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Entries of a directory under root whose names start with prefix, in
 * version order (thermal_zone2 before thermal_zone10); the count, -1 when
 * the directory is not there. */
int monitor_list(enum kernel_root root, const char *dir, const char *prefix,
                 struct dirent ***out)
{
  char full[1024];
  if (!kernel_path(full, sizeof(full), root, "%s", dir))
    return -1;
  struct dirent **v;
  int n = scandir(full, &v, NULL, versionsort);
  if (n < 0)
    return -1;
  int k = 0;
  for (int i = 0; i < n; i++) {
    if (strncmp(v[i]->d_name, prefix, strlen(prefix)) == 0)
      v[k++] = v[i];
    else
      free(v[i]);
  }
  *out = v;
  return k;
}

void monitor_list_free(struct dirent **v, int n)
{
  for (int i = 0; i < n; i++)
    free(v[i]);
  free(v);
}

static int monitor_thermal_zones(struct monitor_gauge *g, int max)
{
  struct dirent **v;
  int n = monitor_list(KERNEL_SYS, "class/thermal", "thermal_zone", &v), k = 0;
  for (int i = 0; i < n && k < max; i++) {
    char path[512], type[32] = "", name[64];
    snprintf(path, sizeof(path), "class/thermal/%s/type", v[i]->d_name);
    kernel_read(KERNEL_SYS, path, type, sizeof(type));
    snprintf(name, sizeof(name), type[0] ? "%s (%s)" : "%s", v[i]->d_name, type);
    snprintf(path, sizeof(path), "class/thermal/%s/temp", v[i]->d_name);
    k += monitor_gauge_file(&g[k], GAUGE_TEMP, KERNEL_SYS, path, name);
  }
  if (n >= 0)
    monitor_list_free(v, n);
  return k;
}

/* The temperature inputs of one hwmon device. */
static int monitor_hwmon_temps(const char *dev, struct monitor_gauge *g, int max)
{
  char dir[300], devname[32] = "", path[600];
  snprintf(dir, sizeof(dir), "class/hwmon/%s", dev);
  snprintf(path, sizeof(path), "%s/name", dir);
  kernel_read(KERNEL_SYS, path, devname, sizeof(devname));
  struct dirent **v;
  int n = monitor_list(KERNEL_SYS, dir, "temp", &v), k = 0;
  for (int i = 0; i < n && k < max; i++) {
    const char *e = v[i]->d_name;
    size_t len = strlen(e);
    if (len < 7 || strcmp(e + len - 6, "_input") != 0)
      continue;
    char label[32] = "", name[64];
    snprintf(path, sizeof(path), "%s/%.*s_label", dir, (int)(len - 6), e);
    kernel_read(KERNEL_SYS, path, label, sizeof(label));
    snprintf(name, sizeof(name), "%s %s", devname[0] ? devname : dev,
             label[0] ? label : e);
    snprintf(path, sizeof(path), "%s/%s", dir, e);
    k += monitor_gauge_file(&g[k], GAUGE_TEMP, KERNEL_SYS, path, name);
  }
  if (n >= 0)
    monitor_list_free(v, n);
  return k;
}

int monitor_thermal_gauges(struct monitor_gauge *g, int max)
{
  int k = monitor_thermal_zones(g, max);
  struct dirent **v;
  int n = monitor_list(KERNEL_SYS, "class/hwmon", "hwmon", &v);
  for (int i = 0; i < n && k < max; i++)
    k += monitor_hwmon_temps(v[i]->d_name, g + k, max - k);
  if (n >= 0)
    monitor_list_free(v, n);
  return k;
}
