/* SPDX-License-Identifier: GPL-2.0-or-later */
/* facts.c: what a fileio run measured, said where people look. Before a
 * run, a WARNING on a terminal when buffered I/O works on a file set that
 * fits in the RAM (the page cache, not the device, is measured then). After
 * it, the same facts for the result file's step, in names a Lua suite reads
 * back (README, "fileio facts"): the engine used, the file set against the
 * RAM, whether O_DIRECT was honoured, and whether the file system
 * compresses or copies on write. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysinfo.h>
#include <unistd.h>
#include <linux/fs.h>

#include "engine.h"
#include "core/results/hostinfo.h"
#include "core/base/json.h"

static uint64_t facts_ram(void)
{
  struct sysinfo si;
  return sysinfo(&si) == 0 ? (uint64_t)si.totalram * si.mem_unit : 0;
}

/* Goes through the page cache: buffered I/O, or mmap whatever the flags. */
static bool facts_cached(const struct fileio_conf *c)
{
  return !c->flag_direct || c->engine->page_cache;
}

static uint64_t facts_file_set(const struct fileio_conf *c)
{
  return c->file_size * (uint64_t)c->num;
}

void fileio_facts_start(struct fileio_conf *c, struct fileio_run *r)
{
  uint64_t ram = facts_ram(), set = facts_file_set(c);
  if (facts_cached(c) && ram && set <= ram && !c->warned && isatty(STDERR_FILENO) == 1) {
    char a[32], b[32];
    fileio_size_str(a, sizeof(a), set);
    fileio_size_str(b, sizeof(b), ram);
    fprintf(stderr, "WARNING: the file set (%sB) fits in the RAM (%sB): buffered I/O measures "
            "the page cache, not the device; use %sa --file-total-size larger than the RAM\n",
            a, b, c->engine->page_cache ? "" : "--file-extra-flags=direct or ");
    c->warned = true;
  }
  /* Pages prepare left in the cache would stay there through a direct
   * run: without them, what is resident afterwards is what the run put
   * there, which says whether O_DIRECT was honoured. */
  if (!facts_cached(c))
    for (int i = 0; i < r->nfiles; i++)
      posix_fadvise(r->files[i].fd, 0, 0, POSIX_FADV_DONTNEED);
}

/* Pages of the file set in the page cache, in percent; < 0: unknown. */
static double facts_resident(const struct fileio_run *r)
{
  const uint64_t chunk = 64u << 20;
  long page = sysconf(_SC_PAGESIZE);
  uint64_t size = r->conf->file_size, resident = 0, pages = 0;
  unsigned char *vec = malloc(chunk / (uint64_t)page);
  if (vec == NULL || size == 0) {
    free(vec);
    return -1;
  }
  for (int i = 0; i < r->nfiles; i++) {
    char *m = mmap(NULL, size, PROT_READ, MAP_SHARED, r->files[i].fd, 0);
    if (m == MAP_FAILED) {
      free(vec);
      return -1;
    }
    for (uint64_t at = 0; at < size; at += chunk) {
      size_t len = size - at < chunk ? size - at : chunk, n = (len + page - 1) / page;
      if (mincore(m + at, len, vec))
        n = 0;
      for (size_t k = 0; k < n; k++)
        resident += vec[k] & 1;
      pages += (len + page - 1) / page;
    }
    munmap(m, size);
  }
  free(vec);
  return pages ? 100.0 * (double)resident / (double)pages : -1;
}

/* "yes", "no" or "unknown": O_DIRECT was asked for, the file system says
 * it supports it (statx's direct I/O alignment), and the run left (almost)
 * nothing of the file set in the page cache. */
static const char *facts_direct(const struct fileio_run *r, struct json *out)
{
  const struct fileio_conf *c = r->conf;
  json_set(out, "direct_io_requested", json_bool(c->flag_direct));
  double resident = r->nfiles ? facts_resident(r) : -1;
  json_set(out, "resident_percent", resident < 0 ? json_null() : json_number(resident));
  int dio = -1;   /* unknown */
#ifdef STATX_DIOALIGN
  struct statx sx;
  if (r->nfiles && statx(r->files[0].fd, "", AT_EMPTY_PATH, STATX_DIOALIGN, &sx) == 0 &&
      (sx.stx_mask & STATX_DIOALIGN)) {
    dio = sx.stx_dio_mem_align != 0;
    json_set(out, "dio_mem_align", json_uint(sx.stx_dio_mem_align));
    json_set(out, "dio_offset_align", json_uint(sx.stx_dio_offset_align));
  }
#endif
  if (!c->flag_direct || c->engine->page_cache || dio == 0 || resident >= 1)
    return "no";
  return dio == 1 && resident >= 0 ? "yes" : "unknown";
}

/* Does a mount's option list have this option (alone or as name=...)? */
static bool facts_option(const char *list, const char *name)
{
  size_t n = strlen(name);
  for (const char *p = list; p && *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ',')) {
    if (strncmp(p, name, n) == 0 && (p[n] == ',' || p[n] == '=' || p[n] == ':' || !p[n]))
      return true;
  }
  return false;
}

/* Whether the file system under the files copies on write and compresses:
 * from its type, its mount options and the first file's attributes. ZFS
 * keeps compression in a dataset property no mount option shows. */
static void facts_filesystem(const struct fileio_run *r, struct json *out)
{
  struct json *fs = hostinfo_filesystem();
  const char *type = fs ? json_str(json_get(fs, "type")) : NULL;
  char opts[1024] = "";
  if (fs)
    snprintf(opts, sizeof(opts), "%s,%s", json_str(json_get(fs, "mount_options")) ?: "",
             json_str(json_get(fs, "super_options")) ?: "");
  int attr = 0;
  if (r->nfiles && ioctl(r->files[0].fd, FS_IOC_GETFLAGS, &attr))
    attr = 0;
  const char *cow = "no", *comp = "no";
  if (type == NULL) {
    cow = comp = "unknown";
  } else if (strcmp(type, "btrfs") == 0) {
    cow = facts_option(opts, "nodatacow") || (attr & FS_NOCOW_FL) ? "no" : "yes";
    comp = facts_option(opts, "compress") || facts_option(opts, "compress-force") ||
           (attr & FS_COMPR_FL) ? "yes" : "no";
  } else if (strcmp(type, "zfs") == 0) {
    cow = "yes";
    comp = "unknown";
  } else if (strcmp(type, "bcachefs") == 0) {
    cow = facts_option(opts, "nocow") ? "no" : "yes";
    comp = (facts_option(opts, "compression") && !strstr(opts, "compression=none")) ||
           facts_option(opts, "background_compression") ? "yes" : "no";
  } else if (strcmp(type, "f2fs") == 0) {
    comp = facts_option(opts, "compress_algorithm") ? "yes" : "no";
  }
  json_set(out, "filesystem", type ? json_string(type) : json_null());
  json_set(out, "filesystem_copy_on_write", json_string(cow));
  json_set(out, "filesystem_compression", json_string(comp));
  json_free(fs);
}

void fileio_facts(void *run, struct json *out)
{
  const struct fileio_run *r = run;
  const struct fileio_conf *c = r->conf;
  uint64_t ram = facts_ram(), set = facts_file_set(c);
  char buf[32];
  json_set(out, "engine", json_string(c->engine->name));
  json_set(out, "queue_depth", json_uint(c->engine->queued ? (uint64_t)c->backlog : 1));
  json_set(out, "write_data", json_string(fileio_write_data_str(c, buf, sizeof(buf))));
  json_set(out, "file_set_bytes", json_uint(set));
  json_set(out, "ram_bytes", ram ? json_uint(ram) : json_null());
  json_set(out, "file_set_fits_in_ram", ram ? json_bool(set <= ram) : json_null());
  json_set(out, "page_cache", json_bool(facts_cached(c)));
  json_set(out, "direct_io_honoured", json_string(facts_direct(r, out)));
  facts_filesystem(r, out);
  if (c->engine->facts)
    c->engine->facts(r, out);
}
