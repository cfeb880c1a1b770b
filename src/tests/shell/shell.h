/* SPDX-License-Identifier: GPL-2.0-or-later */
/* shell.h: the shell test's parts: its text (shell_text.c) and the
 * directory tree its pipelines work in (shell_files.c). */
#ifndef SB_TESTS_SHELL_H
#define SB_TESTS_SHELL_H

#include <stddef.h>

/* --shell-locale's default: UnixBench's Run sets LANG=en_US.utf8. */
#define SHELL_LOCALE_DEFAULT "en_US.UTF-8"

/* About 8.5 KiB of English text, the pipelines' input. */
extern const char shell_text[];
extern const size_t shell_text_len;

/* A new directory "sysbench-shell.XXXXXX" in the current directory
 * (its name into dir, 32 bytes), with a subdirectory "T.C" holding the
 * text as input.txt for each of copies x concurrency pipelines. Returns
 * 0, or -1 after saying why (nothing left behind). */
int shell_files_create(char *dir, int copies, int concurrency);
/* Removes that directory and whatever the pipelines left in it. */
void shell_files_remove(const char *dir);

#endif
