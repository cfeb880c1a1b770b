#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/filecopy.sh: what filecopy's figure is made of. sysbench-ng's
# filecopy (BUF-byte buffers, a KIB KiB file: 1024 and 2000 by default)
# against the reference loop of unixbench_ref.c in three shapes: rewind
# (filecopy's own: both files rewound at the end of the source, so after
# the first pass the copy overwrites its pages in place), grow (the
# destination never rewound) and truncate (the destination cut to 0 at each
# rewind, so each pass allocates it anew). Interleaved, PAIRS rounds
# (at least 7) of TIME seconds, one copy, in DIR (a temporary directory
# under the current one by default: the file system measured); prints
# each one's median KBps, its median ratio to ours and the median ratio of
# CPU time per KiB (theirs over ours). With FSTIME=PATH (UnixBench's fstime,
# not part of this tree) it also runs `fstime -c -t TIME -d DIR -b BUF -m
# KIB` each round and reads the copy's COUNT line: fstime -c prints three,
# the write's, the read's and the copy's, each already in KiB/s, and the
# copy's (the last) is the one filecopy measures. Run it with TIME=3 and
# TIME=30 to tell a cost per KiB (the ratio stays) from a fixed one (it
# shrinks).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
TIME=${TIME:-3}
PAIRS=${PAIRS:-7}
BUF=${BUF:-1024}
KIB=${KIB:-2000}
work=$(cd "$(mktemp -d "${DIR:-.}/fcbench.XXXXXX")" && pwd)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/unixbench_ref" "$here/unixbench_ref.c"
. "$here/lib.sh"
OURS=$(cd "$(dirname "$OURS")" && pwd)/$(basename "$OURS")

# Each prints KBps and CPU ns per KiB.
ours() {
  (cd "$work" && /usr/bin/time -f '%U %S' -o "$work/time" "$OURS" filecopy run --time="$TIME" \
    --filecopy-buffer-size="$BUF" --filecopy-max-blocks="$KIB" > "$work/out")
  awk -v cpu="$(cat "$work/time")" '/KBps/ {k = $NF}
    END {split(cpu, c, " "); printf "%.0f %.1f\n", k, (c[1] + c[2]) * 1e9 / (k * t)}' t="$TIME" "$work/out"
}
shape() {
  (cd "$work" && /usr/bin/time -f '%U %S' -o "$work/time" "$work/unixbench_ref" filecopy "$TIME" \
    "$BUF:$KIB$1" > "$work/out")
  awk -v cpu="$(cat "$work/time")" -v b="$BUF" -v t="$TIME" '{k = $1 * b / 1024}
    END {split(cpu, c, " "); printf "%.0f %.1f\n", k, (c[1] + c[2]) * 1e9 / (k * t)}' "$work/out"
}
fstime() {
  "$FSTIME" -c -t "$TIME" -d "$work" -b "$BUF" -m "$KIB" > "$work/out" 2>&1
  awk -F'|' '$1 == "COUNT" {k = $2} END {print k, "nan"}' "$work/out"
}

names="ours rewind grow truncate"
[ -n "${FSTIME:-}" ] && names="$names fstime"
for n in $names; do eval "k_$n=''; c_$n=''; r_$n=''; q_$n=''"; done
for i in $(seq "$PAIRS"); do
  set -- $(ours); ko=$1; co=$2
  for n in $names; do
    case $n in
    ours) set -- "$ko" "$co" ;;
    rewind) set -- $(shape "") ;;
    grow) set -- $(shape ":grow") ;;
    truncate) set -- $(shape ":truncate") ;;
    fstime) set -- $(fstime) ;;
    esac
    eval "k_$n=\"\$k_$n $1\"; r_$n=\"\$r_$n $(ratio "$1" "$ko")\"; q_$n=\"\$q_$n $(ratio "$2" "$co")\""
  done
done
col() { tr ' ' '\n' | grep . | median; }
printf 'filecopy %s-byte buffers, %s KiB, %s s, %s rounds\n' "$BUF" "$KIB" "$TIME" "$PAIRS"
printf '%-10s %12s %12s %16s\n' shape KBps /ours 'cpu per KiB /ours'
for n in $names; do
  eval "k=\$k_$n; r=\$r_$n; q=\$q_$n"
  printf '%-10s %12s %12s %16s\n' "$n" "$(echo "$k" | col)" "$(echo "$r" | col)" "$(echo "$q" | col)"
done
