# net_lib.sh: what the net test's cram files share (sourced): a
# `sysbench net serve` of the test's own, on loopback (or NET_BIND) and a
# free port, started and stopped, and waiting for a line in a log.

# waitfor FILE PATTERN [SECONDS]: until FILE has a line with PATTERN (30 s
# at most: a loaded machine may take that long); fails after.
waitfor() {
  n=$(( ${3:-30} * 10 ))
  while [ "$n" -gt 0 ]; do
    grep -q -e "$2" "$1" 2>/dev/null && return 0
    sleep 0.1
    n=$((n - 1))
  done
  echo "waitfor: no '$2' in $1 after ${3:-30} s"
  return 1
}

# serve LOG [OPTION...]: the server, its output in LOG; sets spid and port.
serve() {
  log=$1
  shift
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
