#!/bin/sh
# tests/bench/unixbench.sh: events/s of each UnixBench-style system test
# (pipe, context, spawn, execl, syscall, the three filecopy cases, shell
# with 1 and 8 pipelines) against a reference loop built here from
# unixbench_ref.c: the same body as `while (!stop) { body; n++; }`,
# stopped by alarm(), no clock read inside. ours and the reference run
# interleaved, PAIRS pairs (at least 7) of TIME seconds each, one copy;
# prints the medians, the median of the per-pair ratios ours/reference
# and their spread (lowest and highest ratio). Same work per event, so
# 1.00 is parity. TESTS chooses the tests; DIR is where filecopy and shell
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

# ours TEST: events/s of one run of sysbench-ng
ours() {
  case $1 in
  filecopy-*) set -- filecopy --filecopy-buffer-size=$(opt "$1" 1) --filecopy-max-blocks=$(opt "$1" 2) ;;
  shell-*) set -- shell --shell-concurrency="${1#shell-}" --shell-locale="$LOCALE" ;;
  esac
  (cd "$work" && "$OURS" "$@" run --time="$TIME" --threads=1) |
    awk '/total time:/ {t = $3 + 0} /total number of events:/ {n = $5} END {printf "%.2f\n", n / t}'
}

# ref TEST: loops/s of the reference loop
ref() {
  case $1 in
  filecopy-*) (cd "$work" && "$REF" filecopy "$TIME" "$(opt "$1" 1):$(opt "$1" 2)") ;;
  shell-*) (cd "$work/shell" && LANG=$LOCALE LC_ALL=$LOCALE "$REF" shell "$TIME" "${1#shell-}") ;;
  *) "$REF" "$1" "$TIME" ;;
  esac
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

printf '%-14s %14s %14s %7s  %s\n' test ours ref ratio "spread (min-max of $PAIRS)"
for t in $TESTS; do
  os=""; rs=""; ratios=""
  for i in $(seq "$PAIRS"); do
    o=$(ours "$t"); r=$(ref "$t")
    os="$os $o"; rs="$rs $r"; ratios="$ratios $(ratio "$o" "$r")"
  done
  sorted=$(echo "$ratios" | tr ' ' '\n' | grep . | sort -g)
  printf '%-14s %14s %14s %7s  %s-%s\n' "$t" \
    "$(echo "$os" | tr ' ' '\n' | grep . | median)" "$(echo "$rs" | tr ' ' '\n' | grep . | median)" \
    "$(echo "$ratios" | tr ' ' '\n' | grep . | median)" \
    "$(echo "$sorted" | head -1)" "$(echo "$sorted" | tail -1)"
done
