#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/unixbench.sh: events/s of each UnixBench-style system test
# (pipe, context, spawn, execl, syscall, the three filecopy cases, shell
# with 1 and 8 pipelines) against a reference loop built here from
# unixbench_ref.c: the same body as `while (!stop) { body; n++; }`,
# stopped by alarm(), no clock read inside. ours and the reference run
# interleaved, PAIRS pairs (at least 7) of TIME seconds each, one copy;
# prints the medians, the median of the per-pair ratios ours/reference
# and their spread (lowest and highest ratio). Same work per event, so
# 1.00 is parity. On a shared machine the scheduler's noise dominates
# those ratios; the last column is the median ratio of CPU time per
# event (user + system, GNU time, the reference's over ours: above 1 when
# ours costs less), which other load disturbs far less. TESTS chooses the tests; DIR is where filecopy and shell
# work (a temporary directory under the current one by default).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
TIME=${TIME:-5}
PAIRS=${PAIRS:-7}
TESTS=${TESTS:-pipe context spawn execl syscall filecopy-256 filecopy-1024 filecopy-4096 shell-1 shell-8}
LOCALE=${LOCALE:-en_US.UTF-8}
work=$(cd "$(mktemp -d "${DIR:-.}/ubbench.XXXXXX")" && pwd)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/unixbench_ref" "$here/unixbench_ref.c"
REF=$work/unixbench_ref
. "$here/lib.sh"
OURS=$(cd "$(dirname "$OURS")" && pwd)/$(basename "$OURS")

# The shell pipelines' input: the text compiled into sysbench, one copy
# per pipeline directory (the reference runs in $work/shell).
mkdir "$work/shell"
for i in 0 1 2 3 4 5 6 7; do
  mkdir "$work/shell/$i"
  sed -n 's/^  "\(.*\)\\n";*$/\1/p' "$here/../../src/tests/shell/shell_text.c" > "$work/shell/$i/input.txt"
done

# ours TEST: events/s of one run of sysbench-ng, and CPU ns per event
ours() {
  case $1 in
  filecopy-*) set -- filecopy --filecopy-buffer-size=$(opt "$1" 1) --filecopy-max-blocks=$(opt "$1" 2) ;;
  shell-*) set -- shell --shell-concurrency="${1#shell-}" --shell-locale="$LOCALE" ;;
  esac
  (cd "$work" && /usr/bin/time -f '%U %S' -o "$work/time" "$OURS" "$@" run --time="$TIME" --threads=1 > "$work/out")
  awk -v cpu="$(cat "$work/time")" '/total time:/ {t = $3 + 0} /total number of events:/ {n = $5}
    END {split(cpu, c, " "); printf "%.2f %.1f\n", n / t, (c[1] + c[2]) * 1e9 / n}' "$work/out"
}

# ref TEST: loops/s of the reference loop, and CPU ns per loop
ref() {
  case $1 in
  filecopy-*) set -- filecopy "$TIME" "$(opt "$1" 1):$(opt "$1" 2)"; dir=$work ;;
  shell-*) set -- shell "$TIME" "${1#shell-}"; dir=$work/shell ;;
  *) set -- "$1" "$TIME"; dir=$work ;;
  esac
  (cd "$dir" && LANG=$LOCALE LC_ALL=$LOCALE /usr/bin/time -f '%U %S' -o "$work/time" "$REF" "$@" > "$work/out")
  awk -v cpu="$(cat "$work/time")" -v t="$TIME" '{r = $1}
    END {split(cpu, c, " "); printf "%.2f %.1f\n", r, (c[1] + c[2]) * 1e9 / (r * t)}' "$work/out"
}

# opt filecopy-B N: the case's buffer size (N=1) or KiB (N=2)
opt() {
  case $1 in
  filecopy-256) set -- 256 500 "$2" ;;
  filecopy-1024) set -- 1024 2000 "$2" ;;
  filecopy-4096) set -- 4096 8000 "$2" ;;
  esac
  [ "$3" = 1 ] && echo "$1" || echo "$2"
}

col() { tr ' ' '\n' | grep . | median; }

printf '%-14s %14s %14s %7s  %-22s %s\n' test ours ref ratio "spread (min-max of $PAIRS)" "cpu ratio"
for t in $TESTS; do
  os=""; rs=""; ratios=""; cpus=""
  for i in $(seq "$PAIRS"); do
    set -- $(ours "$t") $(ref "$t")
    os="$os $1"; rs="$rs $3"; ratios="$ratios $(ratio "$1" "$3")"; cpus="$cpus $(ratio "$4" "$2")"
  done
  sorted=$(echo "$ratios" | tr ' ' '\n' | grep . | sort -g)
  printf '%-14s %14s %14s %7s  %-22s %s\n' "$t" "$(echo "$os" | col)" "$(echo "$rs" | col)" \
    "$(echo "$ratios" | col)" "$(echo "$sorted" | head -1)-$(echo "$sorted" | tail -1)" \
    "$(echo "$cpus" | col)"
done
