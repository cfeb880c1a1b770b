/* SPDX-License-Identifier: GPL-2.0-or-later */
/* progress.c: prepare's progress line, drawn on stderr only when stderr is
 * a terminal (one line rewritten in place), so transcripts stay identical
 * to the reference's. The caller clears it before printing a log line. */
#include <stdbool.h>
#include <stdio.h>
#include <unistd.h>

#include "fileio.h"
#include "core/base/timer.h"

#define PROGRESS_EVERY_NS (250 * 1000 * 1000ULL)

static struct {
  bool on, shown;
  uint64_t total, done;
  uint64_t start, last;
} progress;

void fileio_progress_start(uint64_t total)
{
  progress.on = isatty(STDERR_FILENO) == 1;
  progress.shown = false;
  progress.total = total;
  progress.done = 0;
  progress.start = timer_now();
  progress.last = 0;
}

static void progress_mib(char *buf, size_t len, uint64_t bytes)
{
  snprintf(buf, len, "%.1f MiB", (double)bytes / 1048576);
}

static void progress_draw(uint64_t now)
{
  char done[32], total[32], left[32];
  double secs = timer_sec(now - progress.start);
  double rate = secs > 0 ? (double)progress.done / secs : 0;
  progress_mib(done, sizeof(done), progress.done);
  progress_mib(total, sizeof(total), progress.total);
  if (rate > 0 && progress.done > 0) {
    unsigned long s = (unsigned long)((double)(progress.total - progress.done) / rate + 0.5);
    snprintf(left, sizeof(left), "%lu:%02lu:%02lu", s / 3600, s / 60 % 60, s % 60);
  } else {
    snprintf(left, sizeof(left), "--:--:--");
  }
  fprintf(stderr, "\r%s of %s written, %.2f MiB/s, %s left\033[K", done, total,
          rate / 1048576, left);
  progress.shown = true;
  progress.last = now;
}

/* Counts bytes written; redraws at most four times a second, and at once
 * after a clear (bytes == 0 marks the start of a file). */
void fileio_progress_add(uint64_t bytes)
{
  if (!progress.on)
    return;
  progress.done += bytes;
  uint64_t now = timer_now();
  if (!progress.shown || now - progress.last >= PROGRESS_EVERY_NS)
    progress_draw(now);
}

void fileio_progress_clear(void)
{
  if (!progress.on || !progress.shown)
    return;
  fputs("\r\033[K", stderr);
  progress.shown = false;
}
