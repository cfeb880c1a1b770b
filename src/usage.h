/* usage.h: `sysbench --help`. */
#ifndef SB_USAGE_H
#define SB_USAGE_H

struct opt_registry;

void usage_print(const struct opt_registry *r);

#endif
