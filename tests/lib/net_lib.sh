# SPDX-License-Identifier: GPL-2.0-or-later
# net_lib.sh: what the net test's cram files share (sourced): a
# `sysbench net serve` of the test's own, on loopback (or NET_BIND) and a
# free port, started and stopped (waitfor: tests/lib/wait.sh).

. "$TESTS_SRC/lib/wait.sh"

# serve LOG [OPTION...]: the server, its output in LOG; sets spid and port.
serve() {
  log=$1
  shift
  rm -f "$log"
  ${NET_EXEC:-} sysbench net serve --net-bind="${NET_BIND:-127.0.0.1}" --net-port=0 "$@" > "$log" 2>&1 &
  spid=$!
  waitfor "$log" 'listening on .*:[0-9]* (TCP and UDP)' || { cat "$log"; return 1; }
  port=$(sed -n 's/.*listening on .*:\([0-9]*\) (TCP and UDP).*/\1/p' "$log")
}

# unserve: stops the server (SIGTERM); prints its exit status.
unserve() {
  kill -TERM "$spid"
  wait "$spid"
  echo "server exit $?"
}
