#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/instr.sh: the harness's own cost per event, in instructions
# counted by callgrind (noise-free): `cpu run --cpu-max-prime=1` (no work per
# event) at two event counts, the difference divided by the difference in
# events, for sysbench-ng and the reference.
. "$(dirname "$0")/lib.sh"
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 1; }

o=$(instr_per_event "$OURS" cpu run --cpu-max-prime=1 --threads=1)
r=$(instr_per_event "$REF" cpu run --cpu-max-prime=1 --threads=1)
printf 'instructions per event: ours %s, reference %s, ratio %s\n' "$o" "$r" "$(ratio "$o" "$r")"

# The memory test ignores --events: its events come from --memory-total-size,
# here two totals of BLOCK-sized events (N1 and N2 of them). mem_instr BIN
# OPER BLOCK_BYTES prints instructions per event; at 1M the event's loop
# is nearly all of it (the same words, values and instructions per word as
# the reference's), at 1K the harness's share shows.
mem_instr() {
  n1=${MEM_N1:-100}; n2=${MEM_N2:-200}
  [ "$3" -lt 65536 ] && n1=$((n1 * 200)) && n2=$((n2 * 200))
  set -- "$1" "$2" "$3" $(( $3 * n1 )) $(( $3 * n2 ))
  t1=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" memory run --memory-oper="$2" \
    --memory-block-size="$3" --memory-total-size="$4" --time=0 2>&1 >/dev/null | awk '/Collected/ {print $4}')
  t2=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" memory run --memory-oper="$2" \
    --memory-block-size="$3" --memory-total-size="$5" --time=0 2>&1 >/dev/null | awk '/Collected/ {print $4}')
  awk -v a="$t1" -v b="$t2" -v n=$(( ($5 - $4) / $3 )) 'BEGIN {printf "%.1f\n", (b - a) / n}'
}

for block in 1024 1048576; do
  for oper in write read; do
    o=$(mem_instr "$OURS" "$oper" "$block"); r=$(mem_instr "$REF" "$oper" "$block")
    printf 'memory seq %s, %s-byte blocks, instructions per event: ours %s, reference %s, ratio %s\n' \
      "$oper" "$block" "$o" "$r" "$(ratio "$o" "$r")"
  done
done
