/* execl.h: what the execl test and its exec chain share. The chain is a
 * small program of its own (chain.c, embedded in sysbench as
 * execl_image): each copy's worker process execs it with EXECL_CHAIN_ARG
 * and the location of the run's shared state, and it re-executes itself,
 * as UnixBench's execl program does. */
#ifndef SB_TESTS_EXECL_H
#define SB_TESTS_EXECL_H

#include <stddef.h>

#define EXECL_CHAIN_ARG "--sysbench-ng-execl-chain"
#define EXECL_ARGC 7

/* The chain program's image (generated src/execl_image.c). */
extern const unsigned char execl_image[];
extern const size_t execl_image_len;

#endif
