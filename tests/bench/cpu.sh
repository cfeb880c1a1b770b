#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/cpu.sh: cpu events/s of sysbench-ng and the reference, run
# interleaved (PAIRS pairs, TIME seconds each) at 1 and 2 threads; prints the
# median of the per-pair ratios ours/reference. Same work per event, so 1.00
# is parity. Then the maximum RSS of a 512-thread run (RSS_THREADS) of each,
# interleaved, with the median ratio and its spread (at most 1.00: ours
# takes no more memory).
PAIRS=${PAIRS:-7}
. "$(dirname "$0")/lib.sh"
TIME=${TIME:-5}
RSS_THREADS=${RSS_THREADS:-512}

# rss BIN: maximum resident set size (KiB) of a short many-thread run
rss() {
  /usr/bin/time -f '%M' "$1" cpu run --time=1 --threads="$RSS_THREADS" 2>&1 >/dev/null | tail -1
}

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

os=""; rs=""; ratios=""
for i in $(seq "$PAIRS"); do
  o=$(rss "$OURS"); r=$(rss "$REF")
  os="$os $o"; rs="$rs $r"; ratios="$ratios $(ratio "$o" "$r")"
done
sorted=$(echo "$ratios" | tr ' ' '\n' | grep . | sort -g)
printf '%s threads, max RSS (KiB): ours %s, reference %s, ratio %s (spread %s-%s of %s pairs)\n' \
  "$RSS_THREADS" "$(echo "$os" | tr ' ' '\n' | grep . | median)" \
  "$(echo "$rs" | tr ' ' '\n' | grep . | median)" "$(echo "$ratios" | tr ' ' '\n' | grep . | median)" \
  "$(echo "$sorted" | head -1)" "$(echo "$sorted" | tail -1)" "$PAIRS"
