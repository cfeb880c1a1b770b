/* SPDX-License-Identifier: GPL-2.0-or-later */
/* log.h: the logger (priorities, prefixes, verbosity, duplicate suppression). */
#ifndef SB_LOG_H
#define SB_LOG_H

#include <stdbool.h>

enum log_prio { LOG_FATAL, LOG_ALERT, LOG_WARNING, LOG_NOTICE, LOG_INFO, LOG_DEBUG };

/* Switches stdout to unbuffered and starts filtering by verbosity. Messages
 * logged before this call are printed unfiltered, as the reference does. */
void log_start(int verbosity);
bool log_enabled(enum log_prio prio);
/* The verbosity now, and a new one (a suite's quiet runs). */
int log_verbosity(void);
void log_set_verbosity(int verbosity);

void log_msg(enum log_prio prio, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* As log_msg, and to stderr instead once stdout's reader is gone
 * (`sysbench ... | head`): what a command removed or left behind, which
 * must be read all the same. */
void log_said(enum log_prio prio, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Appends " errno = N (text)" for the current errno. */
void log_errno(enum log_prio prio, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* "[ Ns ] " prefix; never suppressed as a duplicate. */
void log_timestamp(enum log_prio prio, double seconds, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* From now on every message goes to stderr: stdout is a document of its
 * own (a --report-script's reports), which nothing else may interleave. */
void log_to_stderr(void);
/* The descriptor messages go to (STDOUT_FILENO, or STDERR_FILENO after
 * log_to_stderr): whether they reach a terminal. */
int log_fileno(void);
/* Plain text straight to stdout, no prefix, no newline added, no filter. */
void log_text(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#define log_fatal(...) log_msg(LOG_FATAL, __VA_ARGS__)
#define log_warning(...) log_msg(LOG_WARNING, __VA_ARGS__)
#define log_notice(...) log_msg(LOG_NOTICE, __VA_ARGS__)
#define log_info(...) log_msg(LOG_INFO, __VA_ARGS__)
#define log_debug(...) log_msg(LOG_DEBUG, __VA_ARGS__)

#endif
