#!/bin/sh
# tests/bench/instr.sh: the harness's own cost per event, in instructions
# counted by callgrind (noise-free): `cpu run --cpu-max-prime=1` (no work per
# event) at two event counts, the difference divided by the difference in
# events, for sysbench-ng and the reference.
. "$(dirname "$0")/lib.sh"
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 1; }

o=$(instr_per_event "$OURS" cpu run --cpu-max-prime=1 --threads=1)
r=$(instr_per_event "$REF" cpu run --cpu-max-prime=1 --threads=1)
printf 'instructions per event: ours %s, reference %s, ratio %s\n' "$o" "$r" "$(ratio "$o" "$r")"
