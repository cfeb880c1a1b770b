# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/fileio.sh: helpers sourced by the fileio cram files.
#   summary < REPORT   one line from a run's report: the I/O mode, the test
#                      mode, which operations it counted (reads, writes,
#                      fsyncs per second above zero or not), the events
#   run ARGS...        prepares 4 files of 1M, runs 60 events with ARGS
#                      (report in ./out), prints the exit status and summary
summary() {
  awk '/Using .* I\/O mode/ {io=$0; sub(/^Using /, "", io)} /^Doing/ {sub(/^Doing /, ""); mode=$0}
       /reads\/s:/ {r=($2>0)} /writes\/s:/ {w=($2>0)} /fsyncs\/s:/ {f=($2>0)}
       /total number of events/ {e=$5}
       END {printf "%s, %s: reads %s writes %s fsyncs %s events %s\n", io, mode, r?"yes":"no", w?"yes":"no", f?"yes":"no", e}'
}
run() {
  sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null || echo prepare failed
  sysbench fileio --file-num=4 --file-total-size=4M --events=60 --file-fsync-freq=20 --file-async-backlog=8 "$@" run > out
  echo "rc=$? $(summary < out)"
}
