#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/copy.sh: the copy test against `cp SRC DST && sync DST` (GNU
# sync of one file: its fsync, the flush copy's own time includes), with the
# same cold-cache preparation before each (the source's pages dropped with
# posix_fadvise DONTNEED; on tmpfs the pages are the file, so nothing is
# dropped there). PAIRS (at least 7) interleaved pairs, each copying a SIZE
# file (1G by default; random bytes) made once in a fresh directory under
# each of DIRS (the current directory, the disk, and /dev/shm, a tmpfs, by
# default). Prints, per directory, the median MB/s (10^6 bytes per second
# of wall-clock time, process start included: the time a user waits;
# ours keeps its copy, so that both remove theirs outside the time) of
# each, the median of the per-pair ratios ours/cp with their range (by
# wall clock, and by ours' report against cp's wall clock: the figure a
# user reads beside the one they time), the median MB/s of ours' own report (its measured time: without the process
# start and the directory it makes) and the median CPU seconds (user+sys).
# METHODS are ours' --copy-method values, each run in every pair (rw,
# the default, and copy_file_range, GNU cp 9's own way, by default).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
OURS=${OURS:-$here/../../src/sysbench}
PAIRS=${PAIRS:-7}
SIZE=${SIZE:-1G}
DIRS=${DIRS:-. /dev/shm}
METHODS=${METHODS:-rw copy_file_range}
[ -x "$OURS" ] || { echo "build sysbench-ng first ($OURS not found)" >&2; exit 1; }
[ "$PAIRS" -ge 7 ] || { echo "PAIRS must be at least 7" >&2; exit 1; }
OURS=$(cd "$(dirname "$OURS")" && pwd)/$(basename "$OURS")
works=""
trap 'for w in $works; do rm -rf "$w"; done' EXIT

median() {
  sort -g | awk '{v[NR]=$1} END {if (NR==0) print "nan"; else if (NR%2) print v[(NR+1)/2]; else print (v[NR/2]+v[NR/2+1])/2}'
}
range() {
  sort -g | awk 'NR==1 {lo=$1} {hi=$1} END {printf "%s..%s\n", lo, hi}'
}
col() { tr ' ' '\n' | grep . | "$1"; }
drop() {
  python3 -c 'import os, sys; fd = os.open(sys.argv[1], os.O_RDONLY); os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED); os.close(fd)' "$1"
}
# wall user sys of a command, from /usr/bin/time
timed() {
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" > "$work/out"
  cat "$work/time"
}
mbs() { awk -v b="$bytes" -v t="$1" 'BEGIN {printf "%.1f\n", (t > 0 ? b / 1e6 / t : 0)}'; }
cpu() { awk -v u="$1" -v s="$2" 'BEGIN {printf "%.2f\n", u + s}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f\n", (b > 0 ? a / b : 0)}'; }
# One cp run of the pair: its MB/s in c, appended to c_mb and c_cpu.
run_cp() {
  drop "$work/src"
  set -- $(timed sh -c 'cp "$1" "$2" && sync "$2"' sh "$work/src" "$work/to/dst")
  c=$(mbs "$1"); c_mb="$c_mb $c"; c_cpu="$c_cpu $(cpu "$2" "$3")"
  rm -f "$work/to/dst"
}

for dir in $DIRS; do
  work=$(cd "$(mktemp -d "$dir/copybench.XXXXXX")" && pwd)
  works="$works $work"
  head -c "$SIZE" /dev/urandom > "$work/src"
  sync "$work/src"
  bytes=$(stat -c %s "$work/src")
  mkdir "$work/to"
  c_mb=""; c_cpu=""
  for m in $METHODS; do eval "o_mb_$m=''; o_cpu_$m=''; rep_$m=''; r_$m=''; q_$m=''"; done
  for i in $(seq "$PAIRS"); do
    # Odd pairs run cp first, even pairs last: neither side always
    # follows the other's removal of 1 GiB (freed pages, a flush).
    [ $((i % 2)) -eq 1 ] && run_cp
    for m in $METHODS; do
      drop "$work/src"
      set -- $(timed "$OURS" copy --copy-from="$work/src" --copy-to="$work/to" --time=0 --copy-keep=on --copy-method="$m" run)
      o=$(mbs "$1")
      eval "o_mb_$m=\"\$o_mb_$m $o\"; o_cpu_$m=\"\$o_cpu_$m $(cpu "$2" "$3")\""
      eval "rep_$m=\"\$rep_$m $(awk '/MB\/s \(10\^6 bytes\)/ {print $NF}' "$work/out")\""
      eval "o_$m=$o; p_$m=$(awk '/MB\/s \(10\^6 bytes\)/ {print $NF}' "$work/out")"
      rm -r "$work/to/sysbench-copy.d"
    done
    [ $((i % 2)) -eq 0 ] && run_cp
    for m in $METHODS; do
      eval "r_$m=\"\$r_$m \$(ratio \"\$o_$m\" \"$c\")\"; q_$m=\"\$q_$m \$(ratio \"\$p_$m\" \"$c\")\""
    done
  done
  printf '%s (%s, %s bytes, %s pairs, cold cache)\n' "$dir" \
    "$(df --output=fstype "$work" | tail -1)" "$bytes" "$PAIRS"
  printf '  %-26s %10s' '' cp; for m in $METHODS; do printf ' %16s' "$m"; done; echo
  printf '  %-26s %10s' 'MB/s (wall clock)' "$(echo "$c_mb" | col median)"
  for m in $METHODS; do eval "v=\$o_mb_$m"; printf ' %16s' "$(echo "$v" | col median)"; done; echo
  printf '  %-26s %10s' 'CPU s (user+sys)' "$(echo "$c_cpu" | col median)"
  for m in $METHODS; do eval "v=\$o_cpu_$m"; printf ' %16s' "$(echo "$v" | col median)"; done; echo
  printf '  %-26s %10s' "MB/s (ours' report)" ''
  for m in $METHODS; do eval "v=\$rep_$m"; printf ' %16s' "$(echo "$v" | col median)"; done; echo
  for m in $METHODS; do
    eval "v=\$r_$m"
    printf '  ratio %s/cp MB/s: median %s, range %s\n' "$m" "$(echo "$v" | col median)" "$(echo "$v" | col range)"
    eval "v=\$q_$m"
    printf '  ratio %s (its report)/cp MB/s: median %s, range %s\n' "$m" "$(echo "$v" | col median)" "$(echo "$v" | col range)"
  done
  rm -rf "$work"
done
