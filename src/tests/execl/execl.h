/* execl.h: the hidden entry of the execl test's exec chain, which main()
 * tries first: a process of the chain is this binary started with
 * EXECL_CHAIN_ARG and the location of the run's shared state. */
#ifndef SB_TESTS_EXECL_H
#define SB_TESTS_EXECL_H

#include <stdbool.h>

#define EXECL_CHAIN_ARG "--sysbench-ng-execl-chain"

/* Is this process a step of an exec chain? */
bool execl_chain_wanted(int argc, char **argv);
/* One step: counts the exec that started it, then execs the next step
 * or, when the run is over, exits. Returns the exit status. */
int execl_chain_main(int argc, char **argv);

#endif
