/* SPDX-License-Identifier: GPL-2.0-or-later */
/* config_file.h: reader for --config-file (name=value lines). */
#ifndef SB_CONFIG_FILE_H
#define SB_CONFIG_FILE_H

#include <stddef.h>

/* Called for each "name=value" line. items are the value's tokens (a list
 * when there are several); n is 0 for "name=" with nothing after it.
 * A non-zero return stops the reading and is passed back. */
typedef int (*config_entry_fn)(const char *name, const char *const *items, int n,
                               int line, void *arg);

/* Parses text of length len. Returns 0, the callback's non-zero result, or
 * -1 with a message in err for a syntax error. */
int config_parse(const char *text, size_t len, config_entry_fn fn, void *arg,
                 char *err, size_t errlen);
/* Reads and parses the file at path; -1 with a message in err if it cannot
 * be read. */
int config_read(const char *path, config_entry_fn fn, void *arg,
                char *err, size_t errlen);

#endif
