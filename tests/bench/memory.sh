#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/memory.sh: memory test bandwidth (MiB/s) of sysbench-ng and
# the reference, run interleaved (PAIRS pairs, TIME seconds each, one
# thread, sequential access), and the median of the per-pair ratios
# ours/reference. At 1K blocks the harness's cost per event dominates; at
# 1M the loops do. Both are also set against the machine's plain memset
# (for writes) and memcpy (for reads, bytes copied) on a block of the same
# size, from membw.c compiled here with cc -O2. The last column is the
# median ratio ours/reference of CPU time (user + system) per MiB, which
# other load on the machine disturbs far less than MiB/s: 1.00 when the
# same work costs the same.
PAIRS=${PAIRS:-7}
. "$(dirname "$0")/lib.sh"
TIME=${TIME:-3}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/membw" "$here/membw.c" || { echo "cannot compile membw.c" >&2; exit 1; }

mibs() {  # mibs BIN OPER BLOCK
  "$1" memory run --time="$TIME" --memory-total-size=0 --memory-oper="$2" \
    --memory-block-size="$3" | awk '/MiB transferred/ {sub(/\(/, "", $4); print $4}'
}

cpu() {  # cpu BIN OPER BLOCK: CPU nanoseconds per MiB
  /usr/bin/time -f '%U %S' -o "$tmp/time" "$1" memory run --time="$TIME" --memory-total-size=0 \
    --memory-oper="$2" --memory-block-size="$3" > "$tmp/out"
  awk -v cpu="$(cat "$tmp/time")" '/MiB transferred/ {m = $1}
    END {split(cpu, c, " "); printf "%.1f\n", (c[1] + c[2]) * 1e9 / m}' "$tmp/out"
}

bytes() {
  case $1 in
  *K) echo $((${1%K} * 1024)) ;;
  *M) echo $((${1%M} * 1048576)) ;;
  *) echo "$1" ;;
  esac
}

plain() {  # plain KIND BLOCK: memset or memcpy MiB/s, median of PAIRS runs
  for i in $(seq "$PAIRS"); do
    "$tmp/membw" "$(bytes "$2")" 1 | awk -v k="$1" '$1 == k {print $2}'
  done | median
}

printf '%-14s %12s %12s %7s   %-7s %12s %10s %9s\n' case ours ref ratio plain 'plain MiB/s' ours/plain 'cpu ratio'
for block in ${BLOCKS:-1K 1M}; do
  for oper in write read; do
    kind=memset; [ "$oper" = read ] && kind=memcpy
    set -- $(medians mibs "$oper" "$block")
    p=$(plain "$kind" "$block")
    c=$(medians cpu "$oper" "$block" | awk '{print $3}')
    printf '%-14s %12s %12s %7s   %-7s %12s %10s %9s\n' "seq $oper $block" "$1" "$2" "$3" \
      "$kind" "$p" "$(ratio "$1" "$p")" "$c"
  done
done
