#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/engines.sh: fileio's queued engines against fio's on the same
# file: direct random reads of BLOCK bytes, QD requests in flight, one
# thread. For each directory of DIRS (default: tmpfs, where the harness is
# the limit, then the disk under /var/tmp) it prepares one file of TOTAL
# bytes, then for each row runs ours and fio's equivalent job PAIRS times
# (TIME seconds each), interleaved, who goes first alternating. Prints the
# median IOPS of each, the median of the per-pair ratios ours/fio, and
# their spread (lowest and highest ratio, and the interquartile range).
# Environment: DIRS TOTAL BLOCK QD TIME PAIRS ROWS ("io_uring libaio").
PAIRS=${PAIRS:-7}
. "$(dirname "$0")/lib.sh"
DIRS=${DIRS:-"/dev/shm/sysbench-ng-engines /var/tmp/sysbench-ng-engines"}
TOTAL=${TOTAL:-1G}
BLOCK=${BLOCK:-4096}
QD=${QD:-32}
TIME=${TIME:-5}
ROWS=${ROWS:-"io_uring libaio"}
FIO=${FIO:-/usr/bin/fio}

[ -x "$FIO" ] || { echo "fio is missing: apt-get install fio" >&2; exit 1; }
OURS=$(cd "$(dirname "$OURS")" && pwd)/$(basename "$OURS")
sb_opts="--file-num=1 --file-total-size=$TOTAL --file-block-size=$BLOCK"

# ours ENGINE: reads/s of one run
ours() {
  mode=$1; [ "$mode" = libaio ] && mode=async
  # shellcheck disable=SC2086
  "$OURS" fileio $sb_opts --file-test-mode=rndrd --file-io-mode="$mode" \
    --file-extra-flags=direct --file-async-backlog="$QD" --time="$TIME" run |
    awk '/reads\/s:/ {print $2}'
}

# fio_iops ENGINE: IOPS of fio's job on the same file
fio_iops() {
  "$FIO" --name=bench --filename=test_file.0 --bs="$BLOCK" --rw=randread --ioengine="$1" \
    --direct=1 --iodepth="$QD" --invalidate=0 --norandommap --randrepeat=0 --time_based \
    --runtime="$TIME" --output-format=json 2>/dev/null |
    python3 -c 'import json, sys; print("%.2f" % json.load(sys.stdin)["jobs"][0]["read"]["iops"])'
}

# "low..high iqr Q1..Q3" of the numbers on stdin
spread() {
  sort -g | awk '{v[NR]=$1} END {q1=v[int((NR+3)/4)]; q3=v[int((3*NR+3)/4)];
    printf "%.3f..%.3f  iqr %.3f..%.3f\n", v[1], v[NR], q1, q3}'
}

nums() { tr ' ' '\n' | grep . | median; }

for dir in $DIRS; do
  mkdir -p "$dir" && cd "$dir" || exit 1
  fs=$(stat -f -c %T .)
  "$OURS" fileio $sb_opts prepare >/dev/null || { echo "prepare failed in $dir" >&2; exit 1; }
  echo "$dir ($fs): 1 file of $TOTAL, direct random reads of $BLOCK bytes, depth $QD, 1 thread, ${TIME}s runs, $PAIRS pairs"
  printf '%-10s %12s %12s %9s  %s\n' engine ours fio ours/fio "spread of the ratios"
  for row in $ROWS; do
    os=""; fs_=""; ratios=""
    for i in $(seq "$PAIRS"); do
      if [ $((i % 2)) -eq 1 ]; then o=$(ours "$row"); f=$(fio_iops "$row")
      else f=$(fio_iops "$row"); o=$(ours "$row"); fi
      os="$os $o"; fs_="$fs_ $f"; ratios="$ratios $(ratio "$o" "$f")"
    done
    printf '%-10s %12s %12s %9s  %s\n' "$row" "$(echo "$os" | nums)" "$(echo "$fs_" | nums)" \
      "$(echo "$ratios" | nums)" "$(echo "$ratios" | tr ' ' '\n' | grep . | spread)"
  done
  "$OURS" fileio $sb_opts cleanup >/dev/null
  cd / && rmdir "$dir" 2>/dev/null
done
