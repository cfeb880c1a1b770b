#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/storage.sh: each cell of the storage scorecard against the fio
# job it prints, on the same file. For each directory of DIRS (default:
# tmpfs, where O_DIRECT works on kernels >= 6.6 and the harness is the
# limit, then the disk under /var/tmp), a short scorecard run gives the
# plan: each cell's fileio options (its result file's steps) and fio
# command (its summary). Then ROUNDS rounds (at least 5) run every cell with
# ours and with fio, TIME seconds each, interleaved, who goes first
# alternating. Prints per cell the median IOPS of each, the median of the
# per-round ratios ours/fio and their spread (lowest..highest).
# On tmpfs, where each libaio request completes within its submission,
# the card prints its cells' fio commands with fio's user-space reaping
# and completions taken without waiting (--userspace_reap
# --iodepth_batch_complete_min=0), which keep about one request in flight
# as ours do; fio still reads the clock for submission latencies and logs
# bandwidth, which the scorecard does not report. FIO_LIBAIO (default: no
# submission latency, no bandwidth log) is added to the libaio jobs there
# so that both do the same work; FIO_LIBAIO= compares with the printed
# command as it is. On a device fio runs the printed command: its
# user-space reaping polls without sleeping, which a device's latency turns
# into other figures (lower at Q1, far lower at Q32 on this VM's disk).
# Environment: DIRS SIZE PROFILE TIME ROUNDS FIO_LIBAIO.
. "$(dirname "$0")/lib.sh"
DIRS=${DIRS:-"/dev/shm/sysbench-ng-storage /var/tmp/sysbench-ng-storage"}
SIZE=${SIZE:-1G}
PROFILE=${PROFILE:-real}
TIME=${TIME:-3}
ROUNDS=${ROUNDS:-5}
FIO=${FIO:-/usr/bin/fio}
FIO_LIBAIO=${FIO_LIBAIO---disable_slat=1 --disable_bw_measurement=1}

[ -x "$FIO" ] || { echo "fio is missing: apt-get install fio" >&2; exit 1; }
[ "$ROUNDS" -ge 5 ] || { echo "ROUNDS must be at least 5" >&2; exit 1; }
OURS=$(cd "$(dirname "$OURS")" && pwd)/$(basename "$OURS")

# plan FILE ADDED: one line per cell: its name, direction, our fileio options
# (the first measured run's, with --time=TIME) and its fio command (with
# --runtime=TIME and JSON output).
plan() {
  python3 - "$1" "$TIME" "$2" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
t, libaio = sys.argv[2], sys.argv[3]
steps = {s["label"]: s for s in doc["steps"]}
for cell in doc["summary"]["cells"]:
    what = "%s %s" % (cell["name"], cell["direction"])
    opts = steps[what + " run 1"]["options"]
    args = ["--%s=%s" % (k, v) for k, v in sorted(opts.items()) if k not in ("test", "time")]
    fio = cell["fio"].replace("--runtime=1 ", "--runtime=%s " % t) + " --output-format=json"
    if "--ioengine=libaio" in fio and libaio:
        fio += " " + libaio
    print("%s|%s|%s --time=%s|%s" % (cell["name"].replace(" ", "_"), cell["direction"],
                                     " ".join(args), t, fio))
PY
}

# ours DIRECTION ARGS: IOPS of one fileio run with the cell's options
ours() {
  dir=$1; shift
  # shellcheck disable=SC2086
  "$OURS" fileio $* run < /dev/null | awk -v w="$dir" '(w == "read" && /reads\/s:/) || (w == "write" && /writes\/s:/) {print $2}'
}

# fio_iops DIRECTION COMMAND: IOPS of the cell's fio job
fio_iops() {
  dir=$1; shift
  # shellcheck disable=SC2086
  $* < /dev/null 2>/dev/null | python3 -c 'import json, sys; print("%.2f" % json.load(sys.stdin)["jobs"][0][sys.argv[1]]["iops"])' "$dir"
}

spread() {
  sort -g | awk '{v[NR]=$1} END {printf "%.3f..%.3f\n", v[1], v[NR]}'
}

nums() { tr ' ' '\n' | grep . | median; }

for dir in $DIRS; do
  mkdir -p "$dir" && cd "$dir" || exit 1
  fs=$(stat -f -c %T .)
  "$OURS" storage prepare --size="$SIZE" >/dev/null || { echo "prepare failed in $dir" >&2; exit 1; }
  "$OURS" storage run --size="$SIZE" --profile="$PROFILE" --runs=1 --run-time=1 --interval=0 \
    --output=json:plan.json >/dev/null || { echo "the scorecard failed in $dir" >&2; exit 1; }
  added=""
  [ "$fs" = tmpfs ] && added=$FIO_LIBAIO
  plan plan.json "$added" > plan.txt
  rm -f plan.json
  echo "$dir ($fs): sysbench-storage.dat of $SIZE, profile $PROFILE, ${TIME}s runs, $ROUNDS rounds; fio's libaio jobs with: ${added:-nothing added}"
  printf '%-18s %12s %12s %9s  %s\n' cell ours fio ours/fio "spread of the ratios"
  while IFS='|' read -r name direction args fio; do
    os=""; fs_=""; ratios=""
    for i in $(seq "$ROUNDS"); do
      if [ $((i % 2)) -eq 1 ]; then o=$(ours "$direction" "$args"); f=$(fio_iops "$direction" "$fio")
      else f=$(fio_iops "$direction" "$fio"); o=$(ours "$direction" "$args"); fi
      os="$os $o"; fs_="$fs_ $f"; ratios="$ratios $(ratio "$o" "$f")"
    done
    printf '%-18s %12s %12s %9s  %s\n' "$name $direction" "$(echo "$os" | nums)" \
      "$(echo "$fs_" | nums)" "$(echo "$ratios" | nums)" "$(echo "$ratios" | tr ' ' '\n' | grep . | spread)"
  done < plan.txt
  rm -f plan.txt
  "$OURS" storage cleanup >/dev/null
  cd / && rmdir "$dir" 2>/dev/null
done
