/* SPDX-License-Identifier: GPL-2.0-or-later */
/* usage.h: `sysbench --help`. */
#ifndef SB_USAGE_H
#define SB_USAGE_H

struct opt_registry;

void usage_print(const struct opt_registry *r);

/* The values sysbench-ng gives the reference's options, as --help and
 * the man page list them; ends with { NULL }. */
struct usage_value {
  const char *form, *desc;
};
extern const struct usage_value usage_values[];

#endif
