/* SPDX-License-Identifier: GPL-2.0-or-later */
/* usage.h: `sysbench --help`. */
#ifndef SB_USAGE_H
#define SB_USAGE_H

struct opt_registry;

/* Bundled scripts' lines of the list of tests: fn(name, help, arg) for
 * each that declares one. */
typedef void (*usage_scripts_fn)(void (*fn)(const char *name, const char *help, void *arg),
                                 void *arg);

/* The whole text; the bundled scripts' lines from scripts (NULL: none). */
void usage_print(const struct opt_registry *r, usage_scripts_fn scripts);

/* The values sysbench-ng gives the reference's options, as --help and
 * the man page list them; ends with { NULL }. */
struct usage_value {
  const char *form, *desc;
};
extern const struct usage_value usage_values[];

#endif
