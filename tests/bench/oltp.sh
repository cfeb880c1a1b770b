#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/bench/oltp.sh: oltp_read_write and oltp_point_select transactions/s
# of sysbench-ng and the reference on the same server, at 1 and 2 threads:
# PAIRS (at least 7) interleaved pairs of TIME seconds each, the order
# inside a pair alternating; prints the medians, the median of the per-pair
# ratios ours/reference and their spread (min..max). DRIVERS picks the
# servers (mysql pgsql), SCRIPTS and THREADS what runs on them; the
# servers are throwaway instances started here (tests/lib/dbserver.sh) unless
# SB_MYSQL_SOCKET etc. point at running ones.
. "$(dirname "$0")/lib.sh"
PAIRS=${PAIRS:-7}
TIME=${TIME:-5}
DRIVERS=${DRIVERS:-mysql pgsql}
SCRIPTS=${SCRIPTS:-oltp_read_write oltp_point_select}
THREADS=${THREADS:-1 2}
TABLE_SIZE=${TABLE_SIZE:-10000}

if [ -z "${SB_MYSQL_SOCKET:-}" ]; then
  dbdir=$(mktemp -d /tmp/sbng-bench.XXXXXX)
  trap 'sh "$here/../lib/dbserver.sh" stop "$dbdir"; rm -rf "$dbdir"' EXIT
  trap 'exit 130' INT TERM
  sh "$here/../lib/dbserver.sh" start "$dbdir" || exit 1
  . "$dbdir/env"
fi

args() {
  case "$1" in
  mysql) echo "--db-driver=mysql --mysql-socket=$SB_MYSQL_SOCKET" ;;
  pgsql) echo "--db-driver=pgsql --pgsql-host=$SB_PGSQL_DIR --pgsql-port=$SB_PGSQL_PORT" ;;
  esac
}

# tps BIN DRIVER SCRIPT THREADS
tps() {
  # shellcheck disable=SC2046
  "$1" "$3" $(args "$2") --table-size="$TABLE_SIZE" --threads="$4" --time="$TIME" run |
    awk '/transactions:/ {gsub(/\(/, "", $3); print $3}'
}

printf '%-6s %-18s %-7s %10s %10s %7s  %s\n' driver script threads ours ref ratio "spread (min..max)"
for drv in $DRIVERS; do
  # shellcheck disable=SC2046
  "$OURS" oltp_read_write $(args "$drv") cleanup >/dev/null
  # shellcheck disable=SC2046
  "$OURS" oltp_read_write $(args "$drv") --table-size="$TABLE_SIZE" prepare >/dev/null || exit 1
  for script in $SCRIPTS; do
    for threads in $THREADS; do
      os=""; rs=""; ratios=""
      for i in $(seq "$PAIRS"); do
        if [ $((i % 2)) -eq 1 ]; then
          o=$(tps "$OURS" "$drv" "$script" "$threads"); r=$(tps "$REF" "$drv" "$script" "$threads")
        else
          r=$(tps "$REF" "$drv" "$script" "$threads"); o=$(tps "$OURS" "$drv" "$script" "$threads")
        fi
        os="$os $o"; rs="$rs $r"; ratios="$ratios $(ratio "$o" "$r")"
      done
      spread=$(echo "$ratios" | tr ' ' '\n' | grep . | sort -g | awk 'NR==1 {lo=$1} {hi=$1} END {print lo ".." hi}')
      printf '%-6s %-18s %-7s %10s %10s %7s  %s\n' "$drv" "$script" "$threads" \
        "$(echo "$os" | tr ' ' '\n' | grep . | median)" "$(echo "$rs" | tr ' ' '\n' | grep . | median)" \
        "$(echo "$ratios" | tr ' ' '\n' | grep . | median)" "$spread"
    done
  done
  # shellcheck disable=SC2046
  "$OURS" oltp_read_write $(args "$drv") cleanup >/dev/null
done
