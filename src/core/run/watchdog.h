/* SPDX-License-Identifier: GPL-2.0-or-later */
/* watchdog.h: the signals that end a command (watchdog_signos: SIGHUP,
 * SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGXCPU)
 * during a run command and a script's commands. The signal is recorded
 * and handed to the run in progress (which stops its workers and
 * reports); and since JIT-compiled Lua loops ignore lua_sethook, a thread
 * of the watchdog's own ends the process when a hook (a Lua function run
 * outside the workers: init, done, the report hooks) has not returned 2 s
 * after the signal, or at once on a second signal: it prints the built-in
 * report of the run in progress, if one is due, removes the leftovers
 * (below) and exits 128+signal. Workers stuck in an event are the
 * runner's to leave behind. SIGPIPE counts only when stdout's reader is
 * gone (`sysbench ... | head`): a socket's or another pipe's is left to
 * the call that failed with EPIPE; SIGXFSZ is left to the write that
 * fails with EFBIG. */
#ifndef SB_WATCHDOG_H
#define SB_WATCHDOG_H

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>

#define WATCHDOG_NSIGNALS 10
/* The signals handled (SIGXFSZ last: handled, never an interruption). */
extern const int watchdog_signos[WATCHDOG_NSIGNALS];
/* "SIGHUP", ...; "a signal" for one not in the set. */
const char *watchdog_signame(int sig);
/* Does signo stop a command now? Async-signal-safe: SIGPIPE only when
 * stdout's reader is gone, SIGXFSZ never. */
bool watchdog_takes(int signo);
/* Sets handler for every signal of the set, the previous ones in old;
 * and puts them back. */
void watchdog_handlers_set(void (*handler)(int), struct sigaction old[WATCHDOG_NSIGNALS]);
void watchdog_handlers_restore(const struct sigaction old[WATCHDOG_NSIGNALS]);
/* Blocks the set's asynchronous signals in the calling thread (before it
 * creates a helper thread, which inherits the mask; old: to restore). */
void watchdog_block(sigset_t *old);
/* In a forked child: the set's asynchronous signals to disp (SIG_IGN: a
 * worker process, which the runner stops itself; SIG_DFL: before exec),
 * SIGPIPE and SIGXFSZ to their default. */
void watchdog_child_signals(void (*disp)(int));

/* Leftovers: what a command made and removes itself, unless the process
 * ends first (the watchdog's exit above, or main leaving threads behind).
 * A plug-in that makes files registers its remover once it has made
 * them, and drops it when it has removed (or kept) them itself. remove
 * runs once, on the thread that ends the process while others may still
 * run: it removes what arg names and says so, and takes no lock a stuck
 * thread may hold. Returns an id for watchdog_leftover_drop (-1 when
 * there is no room: WATCHDOG_LEFTOVERS at a time). */
#define WATCHDOG_LEFTOVERS 16
int watchdog_leftover_add(void (*remove)(void *arg), void *arg);
void watchdog_leftover_drop(int id);   /* -1: nothing */
/* Runs the removers still registered (main, before it exits with
 * threads left behind). */
void watchdog_leftovers_remove(void);

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
