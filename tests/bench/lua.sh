#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/lua.sh: the harness's pure per-event cost with Lua: an empty
# event() on sysbench-ng and the reference, interleaved, at 1 and 2 threads
# (events/s and the median ratio); instructions per event (callgrind); and
# memory with 1000 threads (maximum resident set).
. "$(dirname "$0")/lib.sh"
TIME=${TIME:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'function event()\nend\n' > "$tmp/empty.lua"
cd "$tmp" || exit 1

eps() {
  "$1" empty.lua run --time="$TIME" --threads="$2" | awk '/total number of events/ {n=$5} /total time:/ {t=$3} END {sub("s", "", t); printf "%.0f\n", n / t}'
}

printf '%-8s %14s %14s %8s\n' threads ours ref ratio
for threads in 1 2; do
  ratios=""; os=""; rs=""
  for i in $(seq "$PAIRS"); do
    o=$(eps "$OURS" "$threads"); r=$(eps "$REF" "$threads")
    os="$os $o"; rs="$rs $r"; ratios="$ratios $(ratio "$o" "$r")"
  done
  printf '%-8s %14s %14s %8s\n' "$threads" \
    "$(echo "$os" | tr ' ' '\n' | grep . | median)" \
    "$(echo "$rs" | tr ' ' '\n' | grep . | median)" \
    "$(echo "$ratios" | tr ' ' '\n' | grep . | median)"
done

if command -v valgrind >/dev/null; then
  o=$(instr_per_event "$OURS" empty.lua run --threads=1)
  r=$(instr_per_event "$REF" empty.lua run --threads=1)
  printf 'instructions per event: ours %s, reference %s, ratio %s\n' "$o" "$r" "$(ratio "$o" "$r")"
fi

rss() {
  /usr/bin/time -f '%M' "$1" empty.lua run --threads=1000 --time=2 2>&1 >/dev/null | tail -1
}
o=$(rss "$OURS"); r=$(rss "$REF")
printf '1000 threads, max RSS: ours %s KB, reference %s KB, ratio %s\n' "$o" "$r" "$(ratio "$o" "$r")"
