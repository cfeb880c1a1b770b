/* output.c: the --output targets and writing a run to each. */
#include "output.h"

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "log.h"

#define OUTPUT_MAX 16

struct output_format {
  const char *name;
  int (*write)(const struct results_run *r, FILE *f);
};

static const struct output_format formats[] = {
  { "json", results_json_write },
  { "csv", results_csv_write },
  { "svg", svg_write },
  { "html", html_write },
};

static struct {
  const struct output_format *format;
  char file[4096];
} targets[OUTPUT_MAX];
static int ntargets;

/* Can file be written (later, after the run)? Checked without creating
 * it, so a typo fails before hours of benchmarking, not after. */
static bool output_writable(const char *file)
{
  if (strcmp(file, "-") == 0 || access(file, W_OK) == 0)
    return true;
  if (errno != ENOENT)
    return false;
  char dir[4096];
  snprintf(dir, sizeof(dir), "%s", file);
  return access(dirname(dir), W_OK | X_OK) == 0;
}

int output_configure(const char *const *specs, int n)
{
  ntargets = 0;
  for (int i = 0; i < n; i++) {
    const char *colon = strchr(specs[i], ':');
    const struct output_format *fmt = NULL;
    for (size_t k = 0; colon && k < sizeof(formats) / sizeof(formats[0]); k++)
      if (strlen(formats[k].name) == (size_t)(colon - specs[i]) &&
          strncmp(formats[k].name, specs[i], (size_t)(colon - specs[i])) == 0)
        fmt = &formats[k];
    if (fmt == NULL || colon[1] == '\0' || strlen(colon + 1) >= sizeof(targets[0].file)) {
      log_fatal("Invalid value for --output: '%s' (expected json:FILE, csv:FILE, "
                "svg:FILE or html:FILE)", specs[i]);
      return -1;
    }
    if (ntargets == OUTPUT_MAX) {
      log_fatal("Too many --output targets (up to %d)", OUTPUT_MAX);
      return -1;
    }
    if (output_is_target(colon + 1)) {
      log_fatal("Invalid value for --output: '%s' is named twice", colon + 1);
      return -1;
    }
    if (!output_writable(colon + 1)) {
      log_fatal("Cannot write results to '%s': %s", colon + 1, strerror(errno));
      return -1;
    }
    targets[ntargets].format = fmt;
    snprintf(targets[ntargets].file, sizeof(targets[0].file), "%s", colon + 1);
    ntargets++;
  }
  return 0;
}

bool output_any(void)
{
  return ntargets > 0;
}

/* The file a path names, for files that need not exist yet: its
 * directory resolved, then its last component. */
static void output_canonical(const char *path, char *buf, size_t len)
{
  char d[4096], b[4096], real[4096];
  snprintf(d, sizeof(d), "%s", path);
  snprintf(b, sizeof(b), "%s", path);
  const char *dir = dirname(d), *base = basename(b);
  if (realpath(dir, real))
    snprintf(buf, len, "%s/%s", real, base);
  else
    snprintf(buf, len, "%s", path);
}

/* Do a and b name the same file? "-" is stdout only. */
static bool output_same_file(const char *a, const char *b)
{
  struct stat sa, sb;
  char ca[8300], cb[8300];
  if (strcmp(a, b) == 0)
    return true;
  if (strcmp(a, "-") == 0 || strcmp(b, "-") == 0)
    return false;
  if (stat(a, &sa) == 0 && stat(b, &sb) == 0)
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  output_canonical(a, ca, sizeof(ca));
  output_canonical(b, cb, sizeof(cb));
  return strcmp(ca, cb) == 0;
}

bool output_is_target(const char *file)
{
  for (int i = 0; i < ntargets; i++)
    if (output_same_file(targets[i].file, file))
      return true;
  return false;
}

int output_write_all(const struct results_run *r, bool announce)
{
  int rc = 0;
  for (int i = 0; i < ntargets; i++) {
    const char *file = targets[i].file;
    bool is_stdout = strcmp(file, "-") == 0;
    FILE *f = is_stdout ? stdout : fopen(file, "w");
    if (f == NULL) {
      log_fatal("Cannot write results to '%s': %s", file, strerror(errno));
      rc = -1;
      continue;
    }
    errno = 0;
    int wrc = targets[i].format->write(r, f);
    int err = errno;
    if (is_stdout ? fflush(f) != 0 : fclose(f) != 0) {
      wrc = -1;
      err = errno;
    }
    if (wrc) {
      log_fatal("Cannot write results to '%s': %s", file, strerror(err ? err : EIO));
      rc = -1;
    } else if (announce && !is_stdout) {
      printf("Wrote %s results to %s (%d host%s)\n", targets[i].format->name, file, r->hosts,
             r->hosts == 1 ? "" : "s");
    }
  }
  return rc;
}
