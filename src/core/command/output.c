/* SPDX-License-Identifier: GPL-2.0-or-later */
/* output.c: the --output targets and writing a run to each. Targets are
 * checked before the run; a regular file is replaced only by a complete
 * new one, so a full disk or a crash never leaves a truncated result. */
#include "plugin/output.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/base/alloc.h"
#include "core/base/log.h"
#include "plugin/registry.h"

#define OUTPUT_MAX 16

SB_REGISTRY_DECLARE(sb_outputs);

void output_formats_text(char *buf, size_t len)
{
  size_t n = 0;
  int i = 0, count = SB_REGISTRY_COUNT(sb_outputs);
  buf[0] = '\0';
  for (SB_REGISTRY_EACH(sb_outputs, const struct sb_output, o)) {
    const char *sep = i == 0 ? "" : i == count - 1 ? " or " : ", ";
    if (n < len)
      n += (size_t)snprintf(buf + n, len - n, "%s%s:FILE", sep, o->name);
    i++;
  }
}

const struct sb_output *output_format(const char *name)
{
  return SB_REGISTRY_FIND(sb_outputs, name);
}

const struct sb_output *output_format_at(int i)
{
  return SB_REGISTRY_AT(sb_outputs, i);
}

/* How a target is written. */
enum output_kind {
  OUTPUT_STDOUT,    /* "-", or the very file stdout goes to */
  OUTPUT_STDERR,    /* the very file stderr goes to */
  OUTPUT_DIRECT,    /* a FIFO or a character device: opened and written */
  OUTPUT_FILE       /* a regular file, or none yet: a temporary file in the
                       same directory, renamed over it once complete */
};

struct output_targets {
  struct {
    const struct sb_output *format;
    char file[4096];           /* as given */
    enum output_kind kind;
    char path[PATH_MAX];       /* the file itself, symbolic links followed */
  } t[OUTPUT_MAX];
  int n;
  /* The run's stdout when a target is "-": the result file has it alone,
   * and the text that would go there (the reports, the scripts' prints,
   * the workers') goes to stderr instead. NULL otherwise. */
  FILE *doc;
};

/* Gives stdout to the result files named "-": the descriptor stdout had
 * is kept for them, and stdout becomes a copy of stderr. */
static int output_take_stdout(struct output_targets *ot)
{
  fflush(stdout);
  int fd = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
  if (f == NULL || dup2(STDERR_FILENO, STDOUT_FILENO) < 0) {
    log_errno(LOG_FATAL, "Cannot keep stdout for --output's '-'");
    if (f)
      fclose(f);
    else if (fd >= 0)
      close(fd);
    return -1;
  }
  ot->doc = f;
  return 0;
}

/* The file that path names, every symbolic link on the way followed (to
 * a file that need not exist yet), its directory made absolute; false
 * with errno set. */
static bool output_resolve(const char *path, char *out)
{
  char cur[PATH_MAX], link[PATH_MAX], dir[PATH_MAX];
  if ((size_t)snprintf(cur, sizeof(cur), "%s", path) >= sizeof(cur))
    return errno = ENAMETOOLONG, false;
  for (int hops = 0;; hops++) {
    struct stat st;
    if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode))
      break;
    ssize_t n = hops < 40 ? readlink(cur, link, sizeof(link) - 1) : -1;
    if (n < 0)
      return errno = hops < 40 ? errno : ELOOP, false;
    link[n] = '\0';
    snprintf(dir, sizeof(dir), "%s", cur);
    if ((size_t)snprintf(cur, sizeof(cur), "%s%s%s", link[0] == '/' ? "" : dirname(dir),
                         link[0] == '/' ? "" : "/", link) >= sizeof(cur))
      return errno = ENAMETOOLONG, false;
  }
  char d[PATH_MAX], b[PATH_MAX], real[PATH_MAX];
  snprintf(d, sizeof(d), "%s", cur);
  snprintf(b, sizeof(b), "%s", cur);
  if (realpath(dirname(d), real) == NULL)
    return false;
  if ((size_t)snprintf(out, PATH_MAX, "%s/%s", real, basename(b)) >= PATH_MAX)
    return errno = ENAMETOOLONG, false;
  return true;
}

/* Is st the file that descriptor fd writes to? */
static bool output_is_fd(const struct stat *st, int fd)
{
  struct stat fs;
  return fstat(fd, &fs) == 0 && fs.st_dev == st->st_dev && fs.st_ino == st->st_ino;
}

/* Decides how file is written and checks now what can be checked, so a
 * typo or a directory fails before hours of benchmarking, not after;
 * false after printing why. */
static bool output_plan(const char *file, enum output_kind *kind, char *path)
{
  struct stat st;
  const char *why = NULL;
  *kind = OUTPUT_FILE;
  if (strcmp(file, "-") == 0) {
    *kind = OUTPUT_STDOUT;
    return true;
  }
  if (!output_resolve(file, path)) {
    why = strerror(errno);
  } else if (stat(path, &st) == 0) {
    /* /dev/stdout with stdout sent to a file: opening that file again
     * would truncate what the run printed to it. */
    *kind = output_is_fd(&st, STDOUT_FILENO) ? OUTPUT_STDOUT
          : output_is_fd(&st, STDERR_FILENO) ? OUTPUT_STDERR
          : S_ISREG(st.st_mode) ? OUTPUT_FILE : OUTPUT_DIRECT;
    if (S_ISDIR(st.st_mode))
      why = strerror(EISDIR);
    else if (*kind == OUTPUT_DIRECT && !S_ISFIFO(st.st_mode) && !S_ISCHR(st.st_mode))
      why = "not a regular file, FIFO or character device";
    else if (*kind >= OUTPUT_DIRECT && access(path, W_OK) != 0)
      why = strerror(errno);
  } else if (errno != ENOENT) {
    why = strerror(errno);
  }
  if (why == NULL && *kind == OUTPUT_FILE) {
    /* The new file is made beside the old one, then renamed over it. */
    char d[PATH_MAX];
    snprintf(d, sizeof(d), "%s", path);
    if (access(dirname(d), W_OK | X_OK) != 0)
      why = strerror(errno);
  }
  if (why)
    log_fatal("Cannot write results to '%s': %s", file, why);
  return why == NULL;
}

int output_configure(const char *const *specs, int n, struct output_targets **out)
{
  struct output_targets *ot = calloc(1, sizeof(*ot));
  *out = NULL;
  if (ot == NULL) {
    alloc_failed();
    return -1;
  }
  for (int i = 0; i < n; i++) {
    const char *colon = strchr(specs[i], ':');
    char name[32];
    snprintf(name, sizeof(name), "%.*s", colon ? (int)(colon - specs[i]) : 0, specs[i]);
    const struct sb_output *fmt = colon ? output_format(name) : NULL;
    if (fmt == NULL || colon[1] == '\0' || strlen(colon + 1) >= sizeof(ot->t[0].file)) {
      char formats[256];
      output_formats_text(formats, sizeof(formats));
      log_fatal("Invalid value for --output: '%s' (expected %s)", specs[i], formats);
      goto fail;
    }
    if (ot->n == OUTPUT_MAX) {
      log_fatal("Too many --output targets (up to %d)", OUTPUT_MAX);
      goto fail;
    }
    if (output_is_target(ot, colon + 1)) {
      log_fatal("Invalid value for --output: '%s' is named twice", colon + 1);
      goto fail;
    }
    if (!output_plan(colon + 1, &ot->t[ot->n].kind, ot->t[ot->n].path))
      goto fail;
    ot->t[ot->n].format = fmt;
    snprintf(ot->t[ot->n].file, sizeof(ot->t[0].file), "%s", colon + 1);
    ot->n++;
  }
  if (output_is_target(ot, "-") && output_take_stdout(ot))
    goto fail;
  *out = ot;
  return 0;
fail:
  free(ot);
  return -1;
}

void output_targets_free(struct output_targets *ot)
{
  /* The stdout kept for "-" stays open: the process's end flushes it. */
  free(ot);
}

bool output_any(const struct output_targets *ot)
{
  return ot && ot->n > 0;
}

/* Do a and b name the same file? "-" is stdout only. */
static bool output_same_file(const char *a, const char *b)
{
  struct stat sa, sb;
  char ca[PATH_MAX], cb[PATH_MAX];
  if (strcmp(a, b) == 0)
    return true;
  if (strcmp(a, "-") == 0 || strcmp(b, "-") == 0)
    return false;
  if (stat(a, &sa) == 0 && stat(b, &sb) == 0)
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
  return output_resolve(a, ca) && output_resolve(b, cb) && strcmp(ca, cb) == 0;
}

bool output_is_target(const struct output_targets *ot, const char *file)
{
  for (int i = 0; ot && i < ot->n; i++)
    if (output_same_file(ot->t[i].file, file))
      return true;
  return false;
}

/* A temporary file beside path, with the mode (and, when we may, the
 * owner) of the file it is to replace, or the mode a new file gets. */
static FILE *output_temp(const char *path, char *tmp)
{
  char d[PATH_MAX], b[PATH_MAX];
  snprintf(d, sizeof(d), "%s", path);
  snprintf(b, sizeof(b), "%s", path);
  if ((size_t)snprintf(tmp, PATH_MAX, "%s/.%s.XXXXXX", dirname(d), basename(b)) >= PATH_MAX) {
    errno = ENAMETOOLONG;
    return NULL;
  }
  int fd = mkstemp(tmp);
  if (fd < 0)
    return NULL;
  struct stat st;
  int rc;
  if (stat(path, &st) == 0) {
    rc = fchmod(fd, st.st_mode & 07777);
    if (rc == 0 && fchown(fd, st.st_uid, st.st_gid) != 0 && errno != EPERM)
      rc = -1;
  } else {
    mode_t mask = umask(0);   /* no other thread runs while results are written */
    umask(mask);
    rc = fchmod(fd, 0666 & ~mask);
  }
  FILE *f = rc == 0 ? fdopen(fd, "w") : NULL;
  if (f == NULL) {
    int err = errno;
    close(fd);
    unlink(tmp);
    errno = err;
  }
  return f;
}

/* Ends the writing of target i to f (rc: how it went so far); 0, or -1
 * with errno. A regular file is replaced once its new content is complete
 * and on disk; else the old file stays as it was. */
static int output_finish(const struct output_targets *ot, int i, FILE *f, int rc,
                         const char *tmp)
{
  enum output_kind kind = ot->t[i].kind;
  int err = errno ? errno : EIO;
  if (fflush(f) != 0 || (rc == 0 && kind == OUTPUT_FILE && fsync(fileno(f)) != 0)) {
    rc = -1;
    err = errno;
  }
  if (kind >= OUTPUT_DIRECT && fclose(f) != 0 && rc == 0) {
    rc = -1;
    err = errno;
  }
  if (kind == OUTPUT_FILE && rc == 0 && rename(tmp, ot->t[i].path) != 0) {
    rc = -1;
    err = errno;
  }
  if (kind == OUTPUT_FILE && rc)
    unlink(tmp);
  errno = err;
  return rc ? -1 : 0;
}

/* Writes target i with the format's writer (r) or its compare (c). */
static int output_write_one(const struct output_targets *ot, int i, const struct results_series *r,
                            const struct comparison *c)
{
  enum output_kind kind = ot->t[i].kind;
  char tmp[PATH_MAX];
  if (kind == OUTPUT_STDERR)
    fflush(stdout);
  FILE *f = kind == OUTPUT_STDOUT ? (ot->doc ? ot->doc : stdout)
          : kind == OUTPUT_STDERR ? stderr
          : kind == OUTPUT_DIRECT ? fopen(ot->t[i].path, "w")
          : output_temp(ot->t[i].path, tmp);
  if (f == NULL)
    return -1;
  errno = 0;
  int rc = c ? ot->t[i].format->compare(c, f) : ot->t[i].format->write(r, f);
  return output_finish(ot, i, f, rc, tmp);
}

int output_write_all(const struct output_targets *ot, const struct results_series *r, bool announce)
{
  int rc = 0;
  for (int i = 0; ot && i < ot->n; i++) {
    const char *file = ot->t[i].file;
    if (output_write_one(ot, i, r, NULL)) {
      log_fatal("Cannot write results to '%s': %s", file, strerror(errno));
      rc = -1;
    } else if (announce && ot->t[i].kind != OUTPUT_STDOUT) {
      printf("Wrote %s results to %s (%d host%s)\n", ot->t[i].format->name, file, r->hosts,
             r->hosts == 1 ? "" : "s");
    }
  }
  return rc;
}

bool output_can_compare(const struct output_targets *ot)
{
  for (int i = 0; ot && i < ot->n; i++)
    if (ot->t[i].format->compare == NULL) {
      char can[256] = "";
      size_t n = 0;
      for (SB_REGISTRY_EACH(sb_outputs, const struct sb_output, o))
        if (o->compare && n < sizeof(can))
          n += (size_t)snprintf(can + n, sizeof(can) - n, "%s%s:FILE", n ? ", " : "", o->name);
      log_fatal("compare cannot write %s: its --output takes %s", ot->t[i].format->name, can);
      return false;
    }
  return true;
}

int output_write_comparison(const struct output_targets *ot, const struct comparison *c)
{
  int rc = 0;
  for (int i = 0; ot && i < ot->n; i++) {
    if (output_write_one(ot, i, NULL, c)) {
      log_fatal("Cannot write the comparison to '%s': %s", ot->t[i].file, strerror(errno));
      rc = -1;
    } else if (ot->t[i].kind != OUTPUT_STDOUT) {
      printf("Wrote %s comparison to %s\n", ot->t[i].format->name, ot->t[i].file);
    }
  }
  return rc;
}
