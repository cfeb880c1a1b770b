#!/bin/sh
# tests/bench/cpu.sh: cpu events/s of sysbench-ng and the reference, run
# interleaved (PAIRS pairs, TIME seconds each) at 1 and 2 threads; prints the
# median of the per-pair ratios ours/reference. Same work per event, so 1.00
# is parity.
. "$(dirname "$0")/lib.sh"
TIME=${TIME:-5}

eps() {
  "$1" cpu run --time="$TIME" --threads="$2" | awk '/events per second:/ {print $4}'
}

printf '%-8s %12s %12s %8s\n' threads ours ref ratio
for threads in 1 2; do
  ratios=""; os=""; rs=""
  for i in $(seq "$PAIRS"); do
    o=$(eps "$OURS" "$threads"); r=$(eps "$REF" "$threads")
    os="$os $o"; rs="$rs $r"
    ratios="$ratios $(ratio "$o" "$r")"
  done
  mo=$(echo "$os" | tr ' ' '\n' | grep . | median)
  mr=$(echo "$rs" | tr ' ' '\n' | grep . | median)
  mq=$(echo "$ratios" | tr ' ' '\n' | grep . | median)
  printf '%-8s %12s %12s %8s\n' "$threads" "$mo" "$mr" "$mq"
done
