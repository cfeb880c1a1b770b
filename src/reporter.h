/* reporter.h: the background thread that prints intermediate reports
 * (--report-interval) and checkpoint reports (--report-checkpoints). */
#ifndef SB_REPORTER_H
#define SB_REPORTER_H

#include <stdbool.h>
#include <stdint.h>

/* Starts the thread if any report is due. Reports begin when released
 * (at once, or by reporter_release after the warmup). */
int reporter_start(uint64_t start_ns, bool released);
void reporter_release(void);
void reporter_stop(void);

#endif
