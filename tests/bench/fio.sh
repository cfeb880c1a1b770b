#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/fio.sh: fileio against fio doing the same work on the same
# file, row by row. For each directory of DIRS (default: tmpfs, where the
# harness and the kernel's paths are the limit, then the disk under
# /var/tmp) it prepares one file of TOTAL bytes and runs each row PAIRS
# times with ours and with fio (TIME seconds each), interleaved, who goes
# first alternating. Prints per row the median IOPS of each, the median
# of the per-pair ratios ours/fio and their spread (lowest..highest, and
# the interquartile range), the median CPU time per request of each (user
# + system over requests, µs: the machine's load shows less in it), and
# the load average before and after each directory.
#
# The rows (ROWS, in this order; the seqwr rows empty the file, so they
# come last):
#   uring:rndrd    io_uring, random reads of 4 KiB (UBLOCK), QD requests in
#                  flight, O_DIRECT; fio's io_uring engine with its
#                  defaults (no registered files or buffers, no SQPOLL)
#   libaio:rndrd   the same with libaio
#   direct:rndrd, direct:seqrd     pread of BLOCK bytes, O_DIRECT (psync)
#   direct:rndwr, direct:seqrewr   pwrite of BLOCK bytes, O_DIRECT, an
#                  fsync every 100 writes and one at the end (fio --fsync=100
#                  --end_fsync=1); seqrewr overwrites the file in order
#   direct:seqwr   the same into an emptied file, which the writes extend
#                  (fileio's seqwr recreates its files; fio appends to the
#                  file emptied before it: --file_append=1 --fallocate=none)
# Both sides write zeros (fileio's default; fio --zero_buffers), drop the
# file's cached pages first (fio --invalidate=1) and, with one file, do the
# same fsyncs (fileio fsyncs every file, fio the one it wrote).
# PRIO runs both sides under it, e.g. PRIO="chrt -f 10" (root): real-time
# priority, so that the other work of a shared machine waits and both run
# as on an idle one (the kernel still leaves it 5% of each second).
# Environment: DIRS TOTAL BLOCK UBLOCK QD TIME PAIRS ROWS PRIO.
PAIRS=${PAIRS:-7}
. "$(dirname "$0")/lib.sh"
DIRS=${DIRS:-"/dev/shm/sysbench-ng-fio /var/tmp/sysbench-ng-fio"}
TOTAL=${TOTAL:-1G}
BLOCK=${BLOCK:-16384}
UBLOCK=${UBLOCK:-4096}
QD=${QD:-32}
TIME=${TIME:-5}
ROWS=${ROWS:-"uring:rndrd libaio:rndrd direct:rndrd direct:seqrd direct:rndwr direct:seqrewr direct:seqwr"}
FIO=${FIO:-/usr/bin/fio}
PRIO=${PRIO:-}

[ -x "$FIO" ] || { echo "fio is missing: apt-get install fio" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "GNU time is missing: apt-get install time" >&2; exit 1; }
OURS=$(cd "$(dirname "$OURS")" && pwd)/$(basename "$OURS")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sb_file="--file-num=1 --file-total-size=$TOTAL"

# ours KIND MODE: "IOPS CPU-µs-per-request" of one run
ours() {
  case $1 in
  uring) io="--file-io-mode=io_uring --file-async-backlog=$QD --file-block-size=$UBLOCK" ;;
  libaio) io="--file-io-mode=async --file-async-backlog=$QD --file-block-size=$UBLOCK" ;;
  direct) io="--file-io-mode=sync --file-block-size=$BLOCK" ;;
  esac
  # (seqwr removes and recreates the file: emptied first, as for fio, so
  # that freeing its blocks is not in either side's CPU time)
  [ "$2" = seqwr ] && : > test_file.0
  # shellcheck disable=SC2086
  $PRIO /usr/bin/time -f '%U %S' -o "$tmp/time" "$OURS" fileio $sb_file $io --file-extra-flags=direct \
    --file-test-mode="$2" --time="$TIME" run > "$tmp/out" || { echo "0 0"; return; }
  awk '/reads\/s:/ {r = $2} /writes\/s:/ {w = $2} /total time:/ {t = $3 + 0}
       END {printf "%.2f %.0f\n", r + w, (r + w) * t}' "$tmp/out" > "$tmp/n"
  read -r iops n < "$tmp/n"
  awk -v iops="$iops" -v n="$n" '{printf "%s %.3f\n", iops, n ? ($1 + $2) * 1e6 / n : 0}' "$tmp/time"
}

# fio_run KIND MODE: the same for fio's equivalent job
fio_run() {
  case $1 in
  uring) eng="--ioengine=io_uring --iodepth=$QD --bs=$UBLOCK" ;;
  libaio) eng="--ioengine=libaio --iodepth=$QD --bs=$UBLOCK" ;;
  direct) eng="--ioengine=psync --bs=$BLOCK" ;;
  esac
  case $2 in
  rndrd) rw="--rw=randread" ;;
  seqrd) rw="--rw=read" ;;
  rndwr) rw="--rw=randwrite --fsync=100 --end_fsync=1" ;;
  seqrewr) rw="--rw=write --fsync=100 --end_fsync=1" ;;
  seqwr) rw="--rw=write --fsync=100 --end_fsync=1 --file_append=1 --fallocate=none"
         : > test_file.0 ;;
  esac
  # shellcheck disable=SC2086
  $PRIO /usr/bin/time -f '%U %S' -o "$tmp/time" "$FIO" --name=bench --filename=test_file.0 \
    --size="$TOTAL" $eng $rw --direct=1 --invalidate=1 --zero_buffers --norandommap \
    --randrepeat=0 --time_based --runtime="$TIME" --output-format=json > "$tmp/fio.json" 2>/dev/null
  python3 - "$tmp/fio.json" "$tmp/time" <<'PY'
import json, sys
try:
    j = json.load(open(sys.argv[1]))["jobs"][0]
except (ValueError, KeyError, IndexError):
    print("0 0")
    sys.exit()
n = j["read"]["total_ios"] + j["write"]["total_ios"]
u, s = (float(x) for x in open(sys.argv[2]).read().split()[-2:])
print("%.2f %.3f" % (j["read"]["iops"] + j["write"]["iops"], (u + s) * 1e6 / n if n else 0))
PY
}

# "low..high iqr Q1..Q3" of the numbers on stdin
spread() {
  sort -g | awk '{v[NR]=$1} END {q1=v[int((NR+3)/4)]; q3=v[int((3*NR+3)/4)];
    printf "%.3f..%.3f  iqr %.3f..%.3f\n", v[1], v[NR], q1, q3}'
}

nums() { tr ' ' '\n' | grep . | median; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

for dir in $DIRS; do
  mkdir -p "$dir" && cd "$dir" || exit 1
  # shellcheck disable=SC2086
  "$OURS" fileio $sb_file prepare > /dev/null || { echo "prepare failed in $dir" >&2; exit 1; }
  echo "$dir ($(stat -f -c %T .)): 1 file of $TOTAL, O_DIRECT, 1 thread, ${TIME}s runs, $PAIRS pairs${PRIO:+, under $PRIO}; load $(load)"
  printf '%-15s %11s %11s %9s  %-32s %12s\n' row ours fio ours/fio "spread of the ratios" "µs/req o/f"
  for row in $ROWS; do
    kind=${row%%:*}; mode=${row#*:}
    os=""; fs=""; ratios=""; ocpu=""; fcpu=""
    for i in $(seq "$PAIRS"); do
      if [ $((i % 2)) -eq 1 ]; then o=$(ours "$kind" "$mode"); f=$(fio_run "$kind" "$mode")
      else f=$(fio_run "$kind" "$mode"); o=$(ours "$kind" "$mode"); fi
      os="$os ${o% *}"; fs="$fs ${f% *}"; ocpu="$ocpu ${o#* }"; fcpu="$fcpu ${f#* }"
      ratios="$ratios $(ratio "${o% *}" "${f% *}")"
    done
    printf '%-15s %11s %11s %9s  %-32s %5.2f/%5.2f\n' "$row" "$(echo "$os" | nums)" \
      "$(echo "$fs" | nums)" "$(echo "$ratios" | nums)" \
      "$(echo "$ratios" | tr ' ' '\n' | grep . | spread)" "$(echo "$ocpu" | nums)" \
      "$(echo "$fcpu" | nums)"
  done
  echo "load $(load)"
  # shellcheck disable=SC2086
  "$OURS" fileio $sb_file cleanup > /dev/null
  cd / && rmdir "$dir" 2>/dev/null
done
