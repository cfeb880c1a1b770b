/* watchdog.h: SIGINT and SIGTERM during a run command. The signal is
 * recorded and handed to the run in progress (which stops its workers and
 * reports); and since JIT-compiled Lua loops ignore lua_sethook, a thread
 * of the watchdog's own ends the process when a hook (a Lua function run
 * outside the workers: init, done, the report hooks) has not returned 2 s
 * after the signal, or at once on a second signal: it prints the built-in
 * report of the run in progress, if one is due, and exits 128+signal.
 * Workers stuck in an event are the runner's to leave behind. */
#ifndef SB_WATCHDOG_H
#define SB_WATCHDOG_H

#include <stdint.h>

/* How long a hook may take once a signal has come. */
#define WATCHDOG_GRACE_NS (2 * 1000000000ULL)
/* The same signal again this soon is the first one delivered twice, not a
 * second one: timeout(1) sends its signal to the process and then to its
 * process group. */
#define WATCHDOG_SAME_NS (50 * 1000000ULL)

/* Installs the handlers and starts the watchdog; calls nest (the command,
 * then each run in it), the outermost one counts. */
void watchdog_start(void);
/* The outermost call restores the default handlers and stops the thread.
 * Returns the first signal received since the outermost start (0: none). */
int watchdog_stop(void);

/* The first signal since the outermost start (0: none), when it came
 * (timer_now() clock), and how many came. */
int watchdog_signal(void);
uint64_t watchdog_signal_at(void);
int watchdog_signals(void);

/* Called from the signal handler (so: async-signal-safe only) with arg;
 * NULL: no one listens. */
void watchdog_listen(void (*on_signal)(void *arg), void *arg);

/* What the watchdog prints before it ends the process: the built-in
 * report of what ran, by report(arg) (NULL: nothing). report must not
 * wait for a lock that a stuck hook may hold. */
void watchdog_set_report(void (*report)(void *arg), void *arg);

/* Around a hook run outside the workers; name says which ("done"). */
void watchdog_hook_enter(const char *name);
void watchdog_hook_leave(void);

#endif
