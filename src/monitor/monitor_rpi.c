/* SPDX-License-Identifier: GPL-2.0-or-later */
/* monitor_rpi.c: the Raspberry Pi's throttling state, as its firmware
 * reports it: get_throttled (bits 0-3: under-voltage, ARM frequency
 * capped, throttled, soft temperature limit, now; bits 16-19: the same
 * has occurred since boot) on Raspberry Pi OS kernels, and the rpi_volt
 * hwmon device's in0_lcrit_alarm (under-voltage now). */
#include "monitor/monitor.h"

#include <dirent.h>
#include <stdio.h>
#include <string.h>

const char *const monitor_rpi_bits[4] = { "under-voltage", "frequency capped", "throttled",
                                          "soft temperature limit" };

#define RPI_THROTTLED "devices/platform/soc/soc:firmware/get_throttled"

int monitor_rpi_gauges(struct monitor_gauge *g, int max)
{
  int k = 0;
  if (max > 0)
    k += monitor_gauge_file(&g[k], GAUGE_THROTTLED, KERNEL_SYS, RPI_THROTTLED,
                            "get_throttled");
  struct dirent **v;
  int n = monitor_list(KERNEL_SYS, "class/hwmon", "hwmon", &v);
  for (int i = 0; i < n && k < max; i++) {
    char path[300], name[32];
    snprintf(path, sizeof(path), "class/hwmon/%s/name", v[i]->d_name);
    if (!kernel_read(KERNEL_SYS, path, name, sizeof(name)) || strcmp(name, "rpi_volt") != 0)
      continue;
    snprintf(path, sizeof(path), "class/hwmon/%s/in0_lcrit_alarm", v[i]->d_name);
    k += monitor_gauge_file(&g[k], GAUGE_VOLT_ALARM, KERNEL_SYS, path,
                            "rpi_volt in0_lcrit_alarm");
  }
  if (n >= 0)
    monitor_list_free(v, n);
  return k;
}
