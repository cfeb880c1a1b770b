/* log.c: formats each message once and writes it with a single call, so
 * lines from concurrent threads never tear. */
#include "log.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define LOG_BUF 4096

static const char *const log_prefix[] = {
  "FATAL: ", "ALERT: ", "WARNING: ", "", "", "DEBUG: "
};

static struct {
  bool started;
  int verbosity;
  pthread_mutex_t lock;     /* guards the duplicate-suppression state */
  char last[LOG_BUF];
  unsigned repeats;
} logger = { .verbosity = 5, .lock = PTHREAD_MUTEX_INITIALIZER };

void log_start(int verbosity)
{
  fflush(stdout);
  setvbuf(stdout, NULL, _IONBF, 0);
  logger.verbosity = verbosity;
  logger.started = true;
}

int log_verbosity(void)
{
  return logger.verbosity;
}

void log_set_verbosity(int verbosity)
{
  logger.verbosity = verbosity;
}

bool log_enabled(enum log_prio prio)
{
  return !logger.started || (int)prio <= logger.verbosity;
}

static void log_write(const char *text, size_t len)
{
  fwrite(text, 1, len, stdout);
}

/* Prints buf unless it repeats the previous message; reports the repeat
 * count when a different message arrives. */
static void log_emit(const char *buf, size_t len, bool dedup)
{
  if (!logger.started || !dedup) {
    log_write(buf, len);
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
    log_write(buf, len);
  }
  pthread_mutex_unlock(&logger.lock);
}

static void log_vformat(enum log_prio prio, const char *stamp, const char *suffix,
                        const char *fmt, va_list ap)
{
  char buf[LOG_BUF];
  size_t len = (size_t)snprintf(buf, sizeof(buf), "%s%s", stamp, log_prefix[prio]);
  if (len < sizeof(buf)) {
    int n = vsnprintf(buf + len, sizeof(buf) - len, fmt, ap);
    len = n < 0 ? len : len + (size_t)n;
  }
  if (len < sizeof(buf))
    len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s\n", suffix);
  if (len >= sizeof(buf)) {
    len = sizeof(buf) - 1;
    buf[len - 1] = '\n';
  }
  log_emit(buf, len, stamp[0] == '\0');
}

void log_msg(enum log_prio prio, const char *fmt, ...)
{
  if (!log_enabled(prio))
    return;
  va_list ap;
  va_start(ap, fmt);
  log_vformat(prio, "", "", fmt, ap);
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
  log_vformat(prio, "", suffix, fmt, ap);
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
  log_vformat(prio, stamp, "", fmt, ap);
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
