# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/lib.sh: shared helpers for the benchmark scripts (sourced).
# OURS and REF name the binaries compared; PAIRS the interleaved pairs.
here=$(cd "$(dirname "$0")" && pwd)
OURS=${OURS:-$here/../../src/sysbench}
REF=${REF:-/usr/bin/sysbench}
PAIRS=${PAIRS:-3}

[ -x "$OURS" ] || { echo "build sysbench-ng first ($OURS not found)" >&2; exit 1; }
[ -x "$REF" ] || { echo "the reference $REF is missing: apt-get install sysbench" >&2; exit 1; }

# median of the numbers on stdin
median() {
  sort -g | awk '{v[NR]=$1} END {if (NR==0) print "nan"; else if (NR%2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2}'
}

# ratio A B: A/B with 3 decimals
ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN {if (b == 0) print "nan"; else printf "%.3f\n", a / b}'
}

# Instructions per event: callgrind totals at two event counts, the
# difference divided by the difference in events. instr_per_event BIN ARGS...
# The run monitor is off (MONITOR=on leaves it on): its sampling thread
# works once a second of valgrind's wall-clock time, not per event, so the
# difference would count the samples the machine's load adds to the
# longer run (±7 instructions per event at a load of 10-20);
# tests/bench/monitor.sh measures the monitor. The reference has none.
instr_per_event() {
  bin=$1; shift
  n1=${INSTR_N1:-20000}; n2=${INSTR_N2:-40000}
  mon=""
  [ "${MONITOR:-off}" = off ] && "$bin" --help 2>/dev/null | grep -q -e '--monitor=' && mon=--monitor=off
  # shellcheck disable=SC2086
  t1=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" $mon --events=$n1 --time=0 2>&1 >/dev/null | awk '/Collected/ {print $4}')
  # shellcheck disable=SC2086
  t2=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" $mon --events=$n2 --time=0 2>&1 >/dev/null | awk '/Collected/ {print $4}')
  awk -v a="$t1" -v b="$t2" -v n1="$n1" -v n2="$n2" 'BEGIN {printf "%.1f\n", (b - a) / (n2 - n1)}'
}

# medians FUNC ARGS...: runs `FUNC BIN ARGS...` (which prints one figure)
# for ours and the reference, interleaved, PAIRS times; prints the median
# of ours, of the reference, and of the per-pair ratios ours/reference.
medians() {
  fn=$1; shift
  ratios=""; os=""; rs=""
  for i in $(seq "$PAIRS"); do
    o=$("$fn" "$OURS" "$@"); r=$("$fn" "$REF" "$@")
    os="$os $o"; rs="$rs $r"
    ratios="$ratios $(ratio "$o" "$r")"
  done
  printf '%s %s %s\n' "$(echo "$os" | tr ' ' '\n' | grep . | median)" \
    "$(echo "$rs" | tr ' ' '\n' | grep . | median)" \
    "$(echo "$ratios" | tr ' ' '\n' | grep . | median)"
}
