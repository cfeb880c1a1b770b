#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/dbserver.sh start DIR [mysql] [pgsql] | stop DIR: throwaway MariaDB and PostgreSQL
# servers (both unless named) for the database tests, in DIR (created empty
# by the caller).
# Each listens on its own unix socket inside DIR and on a free loopback
# port other than 3306/5432, and nowhere else. `start` creates the sbtest
# user and database in both and writes DIR/env (shell assignments:
# SB_MYSQL_SOCKET, SB_MYSQL_PORT, SB_PGSQL_DIR, SB_PGSQL_PORT, SB_MYSQL_PID,
# SB_PGSQL_PID); it exits non-zero, with the server's log, when a server
# does not come up. `stop` stops whatever `start` left running.
set -u
cmd=${1:-}
dir=${2:-}
[ -n "$dir" ] && [ -d "$dir" ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }
dir=$(cd "$dir" && pwd)
cd "$dir" || exit 1   # the postgres user's commands need a cwd they can enter

# A loopback TCP port nobody listens on (not 3306 or 5432).
free_port() {
  python3 -c '
import socket
while True:
    s = socket.socket(); s.bind(("127.0.0.1", 0)); p = s.getsockname()[1]; s.close()
    if p not in (3306, 5432): print(p); break'
}

# wait_for SECONDS COMMAND...: retries COMMAND every 0.1 s.
wait_for() {
  n=$(($1 * 10))
  shift
  while [ "$n" -gt 0 ]; do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.1
    n=$((n - 1))
  done
  return 1
}

pg_bin() {
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/postgres" ] && { echo "$d"; return 0; }
  done
  return 1
}

start_mysql() {
  m=$dir/mysql
  mkdir -p "$m/data" "$m/tmp"
  port=$(free_port)
  # A tmpdir of its own: a server starting removes the #sql files it finds
  # in its tmpdir, and in a shared /tmp those are another server's tables
  # (two bootstraps at once failed: "Unknown table 'mysql.tmp_user_sys'").
  if ! mariadb-install-db --no-defaults --user=root --datadir="$m/data" --tmpdir="$m/tmp" \
      --auth-root-authentication-method=normal --skip-test-db >"$m/install.log" 2>&1; then
    echo "dbserver: mariadb-install-db failed:" >&2
    grep -e ERROR -e Warning "$m/install.log" | head -20 >&2
    tail -5 "$m/install.log" >&2
    return 1
  fi
  # Durability off and small buffers: the tests measure nothing.
  mariadbd --no-defaults --user=root --datadir="$m/data" --tmpdir="$m/tmp" --socket="$m/mysql.sock" \
    --port="$port" --bind-address=127.0.0.1 --pid-file="$m/mysqld.pid" \
    --log-error="$m/error.log" --skip-log-bin --skip-name-resolve \
    --performance-schema=OFF --innodb-buffer-pool-size=64M \
    --innodb-log-file-size=32M --innodb-flush-log-at-trx-commit=0 \
    --innodb-doublewrite=0 --max-connections=300 >/dev/null 2>&1 &
  echo "SB_MYSQL_PID=$!" >>"$dir/env"
  if ! wait_for 60 mariadb --no-defaults -uroot -S "$m/mysql.sock" -e 'SELECT 1'; then
    echo "dbserver: mariadbd did not start:" >&2
    tail -20 "$m/error.log" >&2
    return 1
  fi
  mariadb --no-defaults -uroot -S "$m/mysql.sock" -e "
    CREATE DATABASE sbtest;
    CREATE USER sbtest@localhost; CREATE USER sbtest@'127.0.0.1';
    GRANT ALL ON *.* TO sbtest@localhost; GRANT ALL ON *.* TO sbtest@'127.0.0.1';" || return 1
  echo "SB_MYSQL_SOCKET=$m/mysql.sock" >>"$dir/env"
  echo "SB_MYSQL_PORT=$port" >>"$dir/env"
}

start_pgsql() {
  p=$dir/pgsql
  bin=$(pg_bin) || { echo "dbserver: no PostgreSQL server under /usr/lib/postgresql" >&2; return 1; }
  mkdir -p "$p"
  chown postgres "$p"
  port=$(free_port)
  # The server refuses to run as root: everything runs as postgres.
  if ! runuser -u postgres -- "$bin/initdb" -D "$p/data" -U postgres -A trust \
      --no-sync >"$p/initdb.log" 2>&1; then
    echo "dbserver: initdb failed:" >&2
    tail -20 "$p/initdb.log" >&2
    return 1
  fi
  # Unix socket: trust; TCP: passwords (the wrong-password tests).
  cat >"$p/data/pg_hba.conf" <<EOF
local all all trust
host all all 127.0.0.1/32 scram-sha-256
EOF
  runuser -u postgres -- "$bin/postgres" -D "$p/data" -p "$port" -k "$p" \
    -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off \
    -c full_page_writes=off -c shared_buffers=32MB -c max_connections=300 \
    -c dynamic_shared_memory_type=mmap \
    -c logging_collector=off >"$p/server.log" 2>&1 &
  if ! wait_for 60 runuser -u postgres -- "$bin/psql" -h "$p" -p "$port" -U postgres -c 'SELECT 1'; then
    echo "dbserver: postgres did not start:" >&2
    tail -20 "$p/server.log" >&2
    return 1
  fi
  runuser -u postgres -- "$bin/psql" -q -h "$p" -p "$port" -U postgres -c \
    "CREATE USER sbtest PASSWORD 'sbtest' SUPERUSER;" -c "CREATE DATABASE sbtest OWNER sbtest;" \
    >/dev/null || return 1
  echo "SB_PGSQL_PID=$(head -1 "$p/data/postmaster.pid")" >>"$dir/env"
  echo "SB_PGSQL_DIR=$p" >>"$dir/env"
  echo "SB_PGSQL_PORT=$port" >>"$dir/env"
}

# stop_pid PID SECONDS: TERM, then KILL if it is still there.
stop_pid() {
  kill "$1" 2>/dev/null || return 0
  wait_for "$2" sh -c "! kill -0 $1" || kill -9 "$1" 2>/dev/null
  wait_for 5 sh -c "! kill -0 $1"
}

case "$cmd" in
start)
  shift 2
  : >"$dir/env"
  chmod 755 "$dir"   # postgres must reach its directory
  for s in ${*:-mysql pgsql}; do
    "start_$s" || exit 1
  done
  ;;
stop)
  [ -f "$dir/env" ] || exit 0
  SB_MYSQL_PID="" SB_PGSQL_PID="" SB_PGSQL_DIR=""
  . "$dir/env"
  # A server killed by a test leaves its pid file's process gone already.
  [ -n "$SB_MYSQL_PID" ] && stop_pid "$SB_MYSQL_PID" 30
  [ -n "$SB_PGSQL_PID" ] && stop_pid "$SB_PGSQL_PID" 30
  # A postmaster killed by a test leaves its pid file and its System V
  # segment (line 7 of the file: key and id; its dynamic segments are
  # files in the data directory, given the mmap type above): the id is
  # removed, the kernel freeing it once no process is attached.
  pidfile=${SB_PGSQL_DIR:-/nonexistent}/data/postmaster.pid
  if [ -f "$pidfile" ]; then
    shmid=$(sed -n 7p "$pidfile" | awk '{print $2}')
    [ -n "$shmid" ] && ipcrm -m "$shmid" 2>/dev/null
  fi
  exit 0
  ;;
*)
  echo "usage: $0 start|stop DIR" >&2
  exit 2
  ;;
esac
