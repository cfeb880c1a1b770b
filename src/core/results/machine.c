/* SPDX-License-Identifier: GPL-2.0-or-later */
/* machine.c: the machine's facts for result files (machine.h): the CPU's
 * model, count and clock range, the memory, the board, the kernel and
 * the disk under the current directory, all from the kernel's files. */
#include "machine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base/kernel_files.h"

#define MACHINE_MAX_CPUS 4096

/* ARM's cores by their "CPU part" (implementer 0x41), as Linux's
 * 64-bit cpuinfo has no model name. */
static const char *machine_arm_part(const char *part)
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

#define MACHINE_CPUINFO_MAX 65536

/* /proc/cpuinfo, allocated (free it); NULL when it cannot be read. */
static char *machine_cpuinfo(void)
{
  char *buf = malloc(MACHINE_CPUINFO_MAX);
  if (buf && !kernel_read(KERNEL_PROC, "cpuinfo", buf, MACHINE_CPUINFO_MAX)) {
    free(buf);
    buf = NULL;
  }
  return buf;
}

/* Is line p "key<blanks>:"? Then the value after the colon. */
static const char *machine_key(const char *p, const char *key)
{
  size_t kl = strlen(key);
  if (strncmp(p, key, kl) != 0 || (p[kl] != ' ' && p[kl] != '\t' && p[kl] != ':'))
    return NULL;
  const char *colon = strchr(p, ':'), *nl = strchr(p, '\n');
  if (colon == NULL || (nl && colon > nl))
    return NULL;
  for (colon++; *colon == ' ' || *colon == '\t'; colon++)
    ;
  return colon;
}

/* The model that cpuinfo's text buf names. */
static bool machine_model_of(const char *buf, char *out, size_t len)
{
  static const char *const keys[] = { "model name", "CPU part", "Processor", "cpu model", NULL };
  for (int k = 0; buf && keys[k]; k++) {
    for (const char *p = buf; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
      const char *v = machine_key(p, keys[k]), *nl;
      if (v == NULL)
        continue;
      nl = strchr(v, '\n');
      snprintf(out, len, "%.*s", (int)(nl ? nl - v : (long)strlen(v)), v);
      if (k == 1 && strstr(buf, "CPU implementer\t: 0x41") && machine_arm_part(out))
        snprintf(out, len, "%s", machine_arm_part(out));
      return out[0] != '\0';
    }
  }
  return false;
}

bool machine_cpu_model(char *out, size_t len)
{
  char *buf = machine_cpuinfo();
  bool ok = machine_model_of(buf, out, len);
  free(buf);
  return ok;
}

/* The CPUs the kernel has online ("0-3,6"), as a list of ids; their
 * count, 0 when the file says nothing. */
static int machine_online(int *ids, int max)
{
  char buf[4096];
  int n = 0;
  if (!kernel_read(KERNEL_SYS, "devices/system/cpu/online", buf, sizeof(buf)))
    return 0;
  for (char *p = buf, *end; *p && n < max;) {
    long a = strtol(p, &end, 10), b = a;
    if (end == p || a < 0)
      return 0;
    if (*end == '-' && (p = end + 1, b = strtol(p, &end, 10), end == p || b < a))
      return 0;
    for (long c = a; c <= b && n < max; c++)
      ids[n++] = (int)c;
    p = *end == ',' ? end + 1 : end;
    if (*end != ',' && *end != '\0')
      return 0;
  }
  return n;
}

/* The CPUs cpuinfo lists ("processor : N"), when sysfs does not say. */
static int machine_processors(const char *buf, int *ids, int max)
{
  int n = 0;
  for (const char *p = buf; p && *p && n < max; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
    const char *v = machine_key(p, "processor");
    if (v && *v >= '0' && *v <= '9')
      ids[n++] = atoi(v);
  }
  return n;
}

/* The lowest and highest clock of the CPUs (MHz): each one's hardware
 * range (cpuinfo_min_freq, cpuinfo_max_freq), or its scaling range where
 * the driver gives no other. */
static void machine_clock(struct json *m, const int *ids, int n)
{
  double lo = 0, hi = 0;
  for (int i = 0; i < n; i++) {
    static const char *const files[2][2] = { { "cpuinfo_min_freq", "scaling_min_freq" },
                                             { "cpuinfo_max_freq", "scaling_max_freq" } };
    for (int end = 0; end < 2; end++)
      for (int k = 0; k < 2; k++) {
        char path[128];
        long long khz;
        snprintf(path, sizeof(path), "devices/system/cpu/cpu%d/cpufreq/%s", ids[i], files[end][k]);
        if (!kernel_read_ll(KERNEL_SYS, path, &khz) || khz <= 0)
          continue;
        double mhz = khz / 1000.0;
        if (end == 0 && (lo == 0 || mhz < lo))
          lo = mhz;
        if (end == 1 && mhz > hi)
          hi = mhz;
        break;
      }
  }
  if (lo > 0)
    json_set(m, "frequency_min_mhz", json_number(lo));
  if (hi > 0)
    json_set(m, "frequency_max_mhz", json_number(hi));
}

/* MemTotal of /proc/meminfo, in bytes. */
static void machine_memory(struct json *m)
{
  char buf[8192];
  if (!kernel_read(KERNEL_PROC, "meminfo", buf, sizeof(buf)))
    return;
  for (const char *p = buf; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
    const char *v = machine_key(p, "MemTotal");
    unsigned long long kb;
    if (v && sscanf(v, "%llu", &kb) == 1) {
      json_set(m, "memory_bytes", json_uint(kb * 1024));
      return;
    }
  }
}

struct json *machine_facts(void)
{
  struct json *m = json_object();
  char buf[256], *cpuinfo = machine_cpuinfo();
  if (machine_model_of(cpuinfo, buf, sizeof(buf)))
    json_set(m, "cpu_model", json_string(buf));
  int ids[MACHINE_MAX_CPUS];
  int n = machine_online(ids, MACHINE_MAX_CPUS);
  n = n ? n : machine_processors(cpuinfo, ids, MACHINE_MAX_CPUS);
  free(cpuinfo);
  if (n)
    json_set(m, "cpus", json_uint((uint64_t)n));
  machine_clock(m, ids, n);
  machine_memory(m);
  if (kernel_read(KERNEL_PROC, "device-tree/model", buf, sizeof(buf)))
    json_set(m, "board", json_string(buf));
  if (kernel_read(KERNEL_PROC, "sys/kernel/osrelease", buf, sizeof(buf)))
    json_set(m, "kernel", json_string(buf));
  struct machine_disk d;
  machine_disk_find(&d);
  json_set(m, "device", machine_disk_identity(&d));
  return m;
}
