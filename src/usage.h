/* usage.h: `sysbench --help`. */
#ifndef SB_USAGE_H
#define SB_USAGE_H

void usage_print(void);

#endif
