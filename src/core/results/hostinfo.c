/* SPDX-License-Identifier: GPL-2.0-or-later */
/* hostinfo.c: the environment of a run for result files. The file system
 * part is generic (statfs and /proc/self/mountinfo of the current
 * directory), so it describes whatever a fileio run or a script wrote to.
 * Files are read as the monitor reads them (kernel_fopen: no blocking,
 * regular files, bounded). */
#include "hostinfo.h"

#include "core/base/kernel_files.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysinfo.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "machine.h"

/* The value after "key<blanks>:" on the first line of f that has it. */
static bool hostinfo_field(const char *file, const char *key, char *out, size_t outlen)
{
  FILE *f = kernel_fopen(file);
  if (f == NULL)
    return false;
  char line[512];
  size_t klen = strlen(key);
  bool found = false;
  while (!found && fgets(line, sizeof(line), f)) {
    if (strncmp(line, key, klen) != 0)
      continue;
    char *p = line + klen;
    p += strspn(p, " \t");
    if (*p != ':' && *p != '=')
      continue;
    p++;
    p += strspn(p, " \t\"");
    p[strcspn(p, "\"\n")] = '\0';
    snprintf(out, outlen, "%s", p);
    found = *p != '\0';
  }
  fclose(f);
  return found;
}

static struct json *hostinfo_cpu(void)
{
  struct json *cpu = json_object();
  char model[256];
  /* x86 names the model; older ARM kernels call it Processor; a Raspberry
   * Pi also names the board ("Model"). */
  static const char *const keys[] = { "model name", "Processor", "cpu model", "cpu" };
  for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++)
    if (hostinfo_field("/proc/cpuinfo", keys[i], model, sizeof(model))) {
      json_set(cpu, "model", json_string(model));
      break;
    }
  if (hostinfo_field("/proc/cpuinfo", "Model", model, sizeof(model)))
    json_set(cpu, "board", json_string(model));
  long online = sysconf(_SC_NPROCESSORS_ONLN), conf = sysconf(_SC_NPROCESSORS_CONF);
  if (online > 0)
    json_set(cpu, "online", json_uint((uint64_t)online));
  if (conf > 0)
    json_set(cpu, "configured", json_uint((uint64_t)conf));
  return cpu;
}

/* Undoes mountinfo's octal escapes (\040 for a space) in place. */
static void hostinfo_unescape(char *s)
{
  char *out = s;
  for (char *p = s; *p; p++) {
    if (p[0] == '\\' && p[1] >= '0' && p[1] <= '3' && p[2] >= '0' && p[2] <= '7' &&
        p[3] >= '0' && p[3] <= '7') {
      *out++ = (char)((p[1] - '0') * 64 + (p[2] - '0') * 8 + (p[3] - '0'));
      p += 3;
    } else {
      *out++ = *p;
    }
  }
  *out = '\0';
}

/* Is mount point m a leading path of path? */
static bool hostinfo_under(const char *path, const char *m)
{
  size_t n = strlen(m);
  if (strcmp(m, "/") == 0)
    return true;
  return strncmp(path, m, n) == 0 && (path[n] == '/' || path[n] == '\0');
}

/* The mountinfo line of the mount that holds path: the longest mount point
 * above it, the last one listed when several are mounted on the same point
 * (the one on top), copied into best. */
static bool hostinfo_mount(const char *path, char *best, size_t bestlen)
{
  FILE *f = kernel_fopen("/proc/self/mountinfo");
  if (f == NULL)
    return false;
  char line[4096];
  size_t best_len = 0;
  bool found = false;
  while (fgets(line, sizeof(line), f)) {
    char copy[4096], *save, *mp = NULL;
    snprintf(copy, sizeof(copy), "%s", line);
    char *tok = strtok_r(copy, " ", &save);
    for (int i = 0; tok && i < 4; i++)
      tok = strtok_r(NULL, " ", &save);
    if (tok == NULL)
      continue;
    mp = tok;
    hostinfo_unescape(mp);
    size_t n = strlen(mp);
    if (hostinfo_under(path, mp) && n >= best_len) {
      best_len = n;
      snprintf(best, bestlen, "%s", line);
      found = true;
    }
  }
  fclose(f);
  return found;
}

static void hostinfo_mount_fields(struct json *fs, char *line)
{
  char *f[16], *save;
  int n = 0;
  line[strcspn(line, "\n")] = '\0';
  for (char *tok = strtok_r(line, " ", &save); tok && n < 16; tok = strtok_r(NULL, " ", &save))
    f[n++] = tok;
  int dash = 6;
  while (dash < n && strcmp(f[dash], "-") != 0)
    dash++;
  if (n < 6 || dash + 3 > n)
    return;
  hostinfo_unescape(f[4]);
  hostinfo_unescape(f[dash + 2]);
  json_set(fs, "type", json_string(f[dash + 1]));
  json_set(fs, "mount_point", json_string(f[4]));
  json_set(fs, "device", json_string(f[dash + 2]));
  json_set(fs, "major_minor", json_string(f[2]));
  json_set(fs, "mount_options", json_string(f[5]));
  if (dash + 3 < n)
    json_set(fs, "super_options", json_string(f[dash + 3]));
}

/* The model of the block device major:minor (of the whole disk when it
 * is a partition), as sysfs gives it: SCSI, SATA, USB and NVMe disks have
 * device/model, SD and eMMC cards device/name. */
static void hostinfo_device_model(struct json *fs, const char *major_minor)
{
  char dir[PATH_MAX], path[PATH_MAX + 32], buf[128];
  snprintf(path, sizeof(path), "/sys/dev/block/%s", major_minor);
  if (realpath(path, dir) == NULL)
    return;
  snprintf(path, sizeof(path), "%s/partition", dir);
  if (access(path, F_OK) == 0)
    *strrchr(dir, '/') = '\0';
  static const char *const names[] = { "device/model", "device/name", NULL };
  for (int i = 0; names[i]; i++) {
    snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
    FILE *f = kernel_fopen(path);
    if (f == NULL)
      continue;
    bool ok = fgets(buf, sizeof(buf), f) != NULL;
    fclose(f);
    size_t n = ok ? strlen(buf) : 0;
    while (n && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
      buf[--n] = '\0';
    if (n) {
      json_set(fs, "device_model", json_string(buf));
      return;
    }
  }
}

struct json *hostinfo_filesystem(void)
{
  char cwd[PATH_MAX], line[4096];
  if (getcwd(cwd, sizeof(cwd)) == NULL)
    return NULL;
  struct json *fs = json_object();
  json_set(fs, "path", json_string(cwd));
  if (hostinfo_mount(cwd, line, sizeof(line)))
    hostinfo_mount_fields(fs, line);
  if (json_str(json_get(fs, "major_minor")))
    hostinfo_device_model(fs, json_str(json_get(fs, "major_minor")));
  struct statfs sf;
  if (statfs(cwd, &sf) == 0) {
    char magic[32];
    snprintf(magic, sizeof(magic), "0x%lx", (unsigned long)sf.f_type);
    json_set(fs, "statfs_type", json_string(magic));
    json_set(fs, "block_size", json_uint((uint64_t)sf.f_bsize));
    json_set(fs, "size_bytes", json_uint((uint64_t)sf.f_blocks * (uint64_t)sf.f_frsize));
    json_set(fs, "free_bytes", json_uint((uint64_t)sf.f_bavail * (uint64_t)sf.f_frsize));
  }
  return fs;
}

struct json *hostinfo_collect(void)
{
  struct json *env = json_object();
  char buf[256];
  if (gethostname(buf, sizeof(buf)) == 0) {
    buf[sizeof(buf) - 1] = '\0';
    json_set(env, "hostname", json_string(buf));
  }
  if (hostinfo_field("/etc/os-release", "PRETTY_NAME", buf, sizeof(buf)))
    json_set(env, "os", json_string(buf));
  struct utsname u;
  if (uname(&u) == 0) {
    struct json *k = json_set(env, "kernel", json_object());
    json_set(k, "sysname", json_string(u.sysname));
    json_set(k, "release", json_string(u.release));
    json_set(k, "version", json_string(u.version));
    json_set(k, "machine", json_string(u.machine));
  }
  json_set(env, "cpu", hostinfo_cpu());
  struct sysinfo si;
  if (sysinfo(&si) == 0)
    json_set(env, "memory_bytes", json_uint((uint64_t)si.totalram * si.mem_unit));
  struct json *fs = hostinfo_filesystem();
  if (fs)
    json_set(env, "filesystem", fs);
  json_set(env, "machine", machine_facts());
  return env;
}
