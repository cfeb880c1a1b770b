/* SPDX-License-Identifier: GPL-2.0-or-later */
/* timer.h: the monotonic clock every figure is measured with, in ns. */
#ifndef SB_TIMER_H
#define SB_TIMER_H

#include <stdint.h>
#include <time.h>

#define NS_PER_SEC 1000000000ULL

static inline uint64_t timer_now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * NS_PER_SEC + (uint64_t)ts.tv_nsec;
}

static inline struct timespec timer_timespec(uint64_t ns)
{
  struct timespec ts = { (time_t)(ns / NS_PER_SEC), (long)(ns % NS_PER_SEC) };
  return ts;
}

static inline double timer_sec(uint64_t ns)
{
  return (double)ns / 1e9;
}

#endif
