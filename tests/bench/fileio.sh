#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/fileio.sh: fileio IOPS of sysbench-ng, the reference and fio
# on the same files. Prepares the files once (FILE_NUM files, TOTAL bytes in
# all, in DIR), then for each row runs ours and the reference interleaved
# (PAIRS rounds of TIME seconds each) with fio running the equivalent job
# (same files, block size, pattern, queue depth) in the same rounds; who
# goes first rotates from round to round. Prints the median IOPS (reads +
# writes per second) of each, and the medians of the per-round ratios
# ours/reference and ours/fio. seqwr recreates the files, so its rows come
# last. Environment: DIR FILE_NUM TOTAL BLOCK TIME PAIRS THREADS BACKLOG
# ROWS (e.g. "sync:rndrd mmap:rndrd"), KEEP=1 to keep the files.
. "$(dirname "$0")/lib.sh"
DIR=${DIR:-/tmp/sysbench-ng-fileio-bench}
FILE_NUM=${FILE_NUM:-4}
TOTAL=${TOTAL:-1G}
BLOCK=${BLOCK:-16384}
TIME=${TIME:-5}
THREADS=${THREADS:-1}
BACKLOG=${BACKLOG:-128}
FIO=${FIO:-/usr/bin/fio}
ROWS=${ROWS:-"sync:seqrd sync:rndrd sync:rndwr sync:rndrw
direct:seqrd direct:rndrd direct:rndwr direct:rndrw
async:seqrd async:rndrd async:rndwr async:rndrw
mmap:seqrd mmap:rndrd mmap:rndwr mmap:rndrw
sync:seqwr direct:seqwr async:seqwr mmap:seqwr"}

[ -x "$FIO" ] || { echo "fio is missing: apt-get install fio" >&2; exit 1; }
OURS=$(cd "$(dirname "$OURS")" && pwd)/$(basename "$OURS")
mkdir -p "$DIR" && cd "$DIR" || exit 1
echo "files: $FILE_NUM x $TOTAL/$FILE_NUM in $DIR ($(df -h . | awk 'NR==2 {print $4}') free), block $BLOCK, $THREADS thread(s), ${TIME}s runs, $PAIRS pairs"
sb_opts="--file-num=$FILE_NUM --file-total-size=$TOTAL --file-block-size=$BLOCK"

prepare() {
  "$OURS" fileio $sb_opts prepare >/dev/null || { echo "prepare failed" >&2; exit 1; }
  cat test_file.* >/dev/null   # into the page cache for the buffered rows
}

# sysbench options of a row's I/O kind
io_opts() {
  case $1 in
  sync) echo "--file-io-mode=sync" ;;
  direct) echo "--file-io-mode=sync --file-extra-flags=direct" ;;
  async) echo "--file-io-mode=async --file-async-backlog=$BACKLOG --file-extra-flags=direct" ;;
  mmap) echo "--file-io-mode=mmap" ;;
  esac
}

# sb BIN KIND MODE: reads/s + writes/s of one run, after the previous
# run's dirty pages are written back and with the files in the page cache
sb() {
  sync; cat test_file.* >/dev/null
  # shellcheck disable=SC2046,SC2086
  "$1" fileio $sb_opts $(io_opts "$2") --file-test-mode="$3" --threads="$THREADS" \
    --time="$TIME" run | awk '/reads\/s:/ {r=$2} /writes\/s:/ {w=$2} END {printf "%.2f\n", r + w}'
}

# fio_iops KIND MODE: IOPS of the equivalent fio job
fio_iops() {
  files=$(seq -s: -f 'test_file.%g' 0 $((FILE_NUM - 1)))
  case $2 in
  seqrd) rw="--rw=read --file_service_type=sequential" ;;
  seqwr) rw="--rw=write --file_service_type=sequential --fsync=100 --end_fsync=1" ;;
  rndrd) rw="--rw=randread" ;;
  rndwr) rw="--rw=randwrite --fsync=100 --end_fsync=1" ;;
  rndrw) rw="--rw=randrw --rwmixread=60 --fsync=100 --end_fsync=1" ;;
  esac
  case $1 in
  sync) eng="--ioengine=psync" ;;
  direct) eng="--ioengine=psync --direct=1" ;;
  async) eng="--ioengine=libaio --iodepth=$BACKLOG --direct=1" ;;
  mmap) eng="--ioengine=mmap" ;;
  esac
  sync; cat test_file.* >/dev/null
  # shellcheck disable=SC2086
  "$FIO" --name=bench --invalidate=0 --filename="$files" --bs="$BLOCK" $rw $eng --numjobs="$THREADS" \
    --group_reporting --norandommap --randrepeat=0 --time_based --runtime="$TIME" \
    --output-format=json 2>/dev/null |
    python3 -c 'import json, sys; j = json.load(sys.stdin)["jobs"][0]; print("%.2f" % (j["read"]["iops"] + j["write"]["iops"]))'
}

nums() { tr ' ' '\n' | grep . | median; }

prepare
printf '%-14s %12s %12s %12s %10s %8s\n' row ours reference fio ours/ref ours/fio
for row in $ROWS; do
  kind=${row%%:*}; mode=${row#*:}
  os=""; rs=""; fs=""; ratios=""; fratios=""
  for i in $(seq "$PAIRS"); do
    # Who goes first rotates: a run slows the next one down (write-back,
    # the device's own cache), and that must not always hit the same side.
    case $((i % 3)) in
    1) o=$(sb "$OURS" "$kind" "$mode"); r=$(sb "$REF" "$kind" "$mode")
       [ "$mode" = seqwr ] && prepare; f=$(fio_iops "$kind" "$mode") ;;
    2) r=$(sb "$REF" "$kind" "$mode"); [ "$mode" = seqwr ] && prepare
       f=$(fio_iops "$kind" "$mode"); o=$(sb "$OURS" "$kind" "$mode") ;;
    0) [ "$mode" = seqwr ] && prepare; f=$(fio_iops "$kind" "$mode")
       o=$(sb "$OURS" "$kind" "$mode"); r=$(sb "$REF" "$kind" "$mode") ;;
    esac   # (seqwr leaves short files: fio rewrites whole ones)
    os="$os $o"; rs="$rs $r"; fs="$fs $f"
    ratios="$ratios $(ratio "$o" "$r")"; fratios="$fratios $(ratio "$o" "$f")"
  done
  printf '%-14s %12s %12s %12s %10s %8s\n' "$kind:$mode" "$(echo "$os" | nums)" \
    "$(echo "$rs" | nums)" "$(echo "$fs" | nums)" "$(echo "$ratios" | nums)" \
    "$(echo "$fratios" | nums)"
  [ "$mode" = seqwr ] && prepare
done
[ -n "${KEEP:-}" ] || "$OURS" fileio $sb_opts cleanup >/dev/null
