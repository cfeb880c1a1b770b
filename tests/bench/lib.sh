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
instr_per_event() {
  bin=$1; shift
  n1=${INSTR_N1:-20000}; n2=${INSTR_N2:-40000}
  t1=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" --events=$n1 --time=0 2>&1 >/dev/null | awk '/Collected/ {print $4}')
  t2=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" --events=$n2 --time=0 2>&1 >/dev/null | awk '/Collected/ {print $4}')
  awk -v a="$t1" -v b="$t2" -v n1="$n1" -v n2="$n2" 'BEGIN {printf "%.1f\n", (b - a) / (n2 - n1)}'
}
