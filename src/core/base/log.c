/* SPDX-License-Identifier: GPL-2.0-or-later */
/* log.c: formats each message once and writes it with a single call, so
 * lines from concurrent threads never tear. What a message quotes (a file
 * name, a server's error, a process name) is made safe for a terminal
 * first (utf8.h). The verbosity is read by every thread and changed by
 * the main one between a suite's runs: atomics. Once stdout is a pipe
 * nobody reads (EPIPE), the messages that must be read all the same
 * (log_said: what a command removed) go to stderr; all of them do when
 * stdout is a document of its own (log_to_stderr). */
#include "log.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "utf8.h"

#define LOG_BUF 4096

static const char *const log_prefix[] = {
  "FATAL: ", "ALERT: ", "WARNING: ", "", "", "DEBUG: "
};

static struct {
  bool started;             /* atomic, as verbosity */
  int verbosity;
  bool stdout_gone;         /* atomic: a write to stdout failed with EPIPE */
  bool to_stderr;           /* set once, before any thread starts */
  pthread_mutex_t lock;     /* guards the duplicate-suppression state */
  char last[LOG_BUF];
  unsigned repeats;
} logger = { .verbosity = 5, .lock = PTHREAD_MUTEX_INITIALIZER };

void log_start(int verbosity)
{
  fflush(stdout);
  setvbuf(stdout, NULL, _IONBF, 0);
  __atomic_store_n(&logger.verbosity, verbosity, __ATOMIC_RELAXED);
  __atomic_store_n(&logger.started, true, __ATOMIC_RELEASE);
}

void log_to_stderr(void)
{
  fflush(stdout);
  logger.to_stderr = true;
}

int log_fileno(void)
{
  return logger.to_stderr ? STDERR_FILENO : STDOUT_FILENO;
}

int log_verbosity(void)
{
  return __atomic_load_n(&logger.verbosity, __ATOMIC_RELAXED);
}

void log_set_verbosity(int verbosity)
{
  __atomic_store_n(&logger.verbosity, verbosity, __ATOMIC_RELAXED);
}

bool log_enabled(enum log_prio prio)
{
  return !__atomic_load_n(&logger.started, __ATOMIC_ACQUIRE) ||
         (int)prio <= __atomic_load_n(&logger.verbosity, __ATOMIC_RELAXED);
}

/* To stdout; when stderr, to stderr instead once stdout's reader is gone
 * (the message whose write found it out included). */
static void log_write_to(const char *text, size_t len, bool stderr_too)
{
  bool said = false;
  if (logger.to_stderr) {
    fwrite(text, 1, len, stderr);
    return;
  }
  if (!__atomic_load_n(&logger.stdout_gone, __ATOMIC_RELAXED)) {
    clearerr(stdout);
    said = fwrite(text, 1, len, stdout) == len;
    if (!said && errno == EPIPE)
      __atomic_store_n(&logger.stdout_gone, true, __ATOMIC_RELAXED);
  }
  if (!said && stderr_too && __atomic_load_n(&logger.stdout_gone, __ATOMIC_RELAXED))
    fwrite(text, 1, len, stderr);
}

static void log_write(const char *text, size_t len)
{
  log_write_to(text, len, false);
}

/* Prints buf unless it repeats the previous message; reports the repeat
 * count when a different message arrives. */
static void log_emit(const char *buf, size_t len, bool dedup, bool stderr_too)
{
  if (!__atomic_load_n(&logger.started, __ATOMIC_ACQUIRE) || !dedup) {
    log_write_to(buf, len, stderr_too);
    return;
  }
  pthread_mutex_lock(&logger.lock);
  if (strcmp(buf, logger.last) == 0) {
    logger.repeats++;
  } else {
    if (logger.repeats) {
      char note[64];
      int n = snprintf(note, sizeof(note), "(last message repeated %u times)\n",
                       logger.repeats);
      log_write(note, (size_t)n);
      logger.repeats = 0;
    }
    memcpy(logger.last, buf, len + 1);
    log_write_to(buf, len, stderr_too);
  }
  pthread_mutex_unlock(&logger.lock);
}

static void log_vformat(enum log_prio prio, const char *stamp, const char *suffix,
                        bool stderr_too, const char *fmt, va_list ap)
{
  char raw[LOG_BUF], buf[LOG_BUF];
  size_t len = (size_t)snprintf(raw, sizeof(raw), "%s%s", stamp, log_prefix[prio]);
  if (len < sizeof(raw)) {
    int n = vsnprintf(raw + len, sizeof(raw) - len, fmt, ap);
    len = n < 0 ? len : len + (size_t)n;
  }
  if (len < sizeof(raw))
    snprintf(raw + len, sizeof(raw) - len, "%s\n", suffix);
  len = strlen(utf8_escape_text(raw, buf, sizeof(buf)));
  if (len == 0 || buf[len - 1] != '\n') {
    len = len < sizeof(buf) - 1 ? len + 1 : sizeof(buf) - 1;
    buf[len - 1] = '\n';
    buf[len] = '\0';
  }
  log_emit(buf, len, stamp[0] == '\0', stderr_too);
}

void log_msg(enum log_prio prio, const char *fmt, ...)
{
  if (!log_enabled(prio))
    return;
  va_list ap;
  va_start(ap, fmt);
  log_vformat(prio, "", "", false, fmt, ap);
  va_end(ap);
}

void log_said(enum log_prio prio, const char *fmt, ...)
{
  if (!log_enabled(prio))
    return;
  va_list ap;
  va_start(ap, fmt);
  log_vformat(prio, "", "", true, fmt, ap);
  va_end(ap);
}

void log_errno(enum log_prio prio, const char *fmt, ...)
{
  int err = errno;
  if (!log_enabled(prio))
    return;
  char suffix[256];
  snprintf(suffix, sizeof(suffix), " errno = %d (%s)", err, strerror(err));
  va_list ap;
  va_start(ap, fmt);
  log_vformat(prio, "", suffix, false, fmt, ap);
  va_end(ap);
}

void log_timestamp(enum log_prio prio, double seconds, const char *fmt, ...)
{
  if (!log_enabled(prio))
    return;
  char stamp[64];
  snprintf(stamp, sizeof(stamp), "[ %.0fs ] ", seconds);
  va_list ap;
  va_start(ap, fmt);
  log_vformat(prio, stamp, "", false, fmt, ap);
  va_end(ap);
}

void log_text(const char *fmt, ...)
{
  char buf[LOG_BUF];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof(buf), fmt, ap);
  va_end(ap);
  if (n < 0)
    return;
  log_write(buf, (size_t)n < sizeof(buf) ? (size_t)n : sizeof(buf) - 1);
}
