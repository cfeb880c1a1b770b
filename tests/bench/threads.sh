#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/threads.sh: events per second of the threads and mutex tests,
# sysbench-ng and the reference run interleaved (PAIRS pairs) at 1, 2 and
# 64 threads, and the median of the per-pair ratios ours/reference. Same
# work per event, so 1.00 is parity. threads runs TIME seconds; mutex runs
# its default event (one per thread), which takes ~15 s at 64 threads on
# 2 cores; MUTEX_OPTS (e.g. --mutex-locks=10000) shortens it.
. "$(dirname "$0")/lib.sh"
TIME=${TIME:-3}

eps() {  # eps BIN TEST THREADS: events / total time
  case $2 in
  threads) set -- "$1" threads "$3" --time="$TIME" ${THREADS_OPTS:-} ;;
  mutex) set -- "$1" mutex "$3" ${MUTEX_OPTS:-} ;;
  esac
  bin=$1 test=$2 threads=$3; shift 3
  "$bin" "$test" run --threads="$threads" "$@" |
    awk '/total time:/ {t = $3 + 0} /total number of events:/ {n = $5} END {printf "%.2f\n", n / t}'
}

printf '%-8s %-8s %12s %12s %8s\n' test threads ours ref ratio
for test in threads mutex; do
  for threads in ${THREAD_COUNTS:-1 2 64}; do
    set -- $(medians eps "$test" "$threads")
    printf '%-8s %-8s %12s %12s %8s\n' "$test" "$threads" "$1" "$2" "$3"
  done
done
