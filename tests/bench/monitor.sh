#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/monitor.sh: what the run monitor costs. Instructions per
# event (callgrind, all threads counted: the sampling thread's work over
# the longer run is in the difference) with --monitor=off and with the
# default monitor on this machine's /sys and /proc, for the cpu test's
# empty event and an empty Lua event(); then the sampling thread's own CPU
# time (CLOCK_THREAD_CPUTIME_ID, the figure /proc/self/task/TID/stat
# counts) over runs of TIME seconds at 1 s and 0.01 s intervals, as a
# share of one core: the median of PAIRS runs, with the spread.
. "$(dirname "$0")/lib.sh"
TIME=${TIME:-10}
unset SYSBENCH_SYSFS_ROOT SYSBENCH_PROCFS_ROOT
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'function event()\nend\n' > "$tmp/empty.lua"
cd "$tmp" || exit 1

# loop_instr FUNCTION ARGS...: instructions per event inside FUNCTION.
loop_instr() {
  fn=$1; shift
  n1=${INSTR_N1:-20000}; n2=${INSTR_N2:-40000}
  for n in $n1 $n2; do
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect="$fn" "$OURS" "$@" \
      --events=$n --time=0 2>&1 >/dev/null | awk '/Collected/ {print $4}'
  done | awk -v n1="$n1" -v n2="$n2" 'NR == 1 {a = $1} NR == 2 {printf "%.1f\n", ($1 - a) / (n2 - n1)}'
}

if command -v valgrind >/dev/null; then
  for what in "runner_loop cpu run --cpu-max-prime=1" "script_thread_run empty.lua run"; do
    off=$(loop_instr $what --threads=1 --monitor=off)
    on=$(loop_instr $what --threads=1)
    printf 'instructions per event, %s: monitor off %s, on %s, ratio %s\n' "$what" "$off" "$on" \
      "$(ratio "$on" "$off")"
  done
fi

# thread_cpu INTERVAL: the sampling thread's CPU per second of run, in %.
thread_cpu() {
  "$OURS" cpu run --time="$TIME" --monitor-interval="$1" --output=json:m.json > /dev/null
  jq -r '.steps[0].monitor.thread_cpu_seconds' m.json | awk -v t="$TIME" '{printf "%.4f\n", $1 / t * 100}'
}

for interval in 1 0.01; do
  vs=""
  for i in $(seq "$PAIRS"); do
    vs="$vs $(thread_cpu "$interval")"
  done
  sorted=$(echo "$vs" | tr ' ' '\n' | grep . | sort -g)
  printf 'sampling thread at %s s: %s%% of a core (median of %s; %s%% to %s%%)\n' "$interval" \
    "$(echo "$sorted" | median)" "$PAIRS" "$(echo "$sorted" | head -1)" "$(echo "$sorted" | tail -1)"
done
