# SPDX-License-Identifier: GPL-2.0-or-later
# tests/lib/db_lib.sh: sourced by the db_*.t cram files. $MY and $PG are the
# options that reach the suite's throwaway servers (tests/lib/dbserver.sh);
# fresh_db NAME gives the file a database of its own on both.
MY="--db-driver=mysql --mysql-socket=$SB_MYSQL_SOCKET"
PG="--db-driver=pgsql --pgsql-host=$SB_PGSQL_DIR --pgsql-port=$SB_PGSQL_PORT"
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | tail -1)
my_sql() { mariadb --no-defaults -uroot -S "$SB_MYSQL_SOCKET" -N -e "$1" "${2:-}"; }
pg_sql() {
  (cd / && runuser -u postgres -- "$PGBIN/psql" -q -X -A -t -h "$SB_PGSQL_DIR" -p "$SB_PGSQL_PORT" \
    -U postgres -d "${2:-postgres}" -c "$1")
}
fresh_db() {
  my_sql "DROP DATABASE IF EXISTS $1; CREATE DATABASE $1"
  (cd / && runuser -u postgres -- "$PGBIN/psql" -q -X -h "$SB_PGSQL_DIR" -p "$SB_PGSQL_PORT" \
    -U postgres -d postgres -c "SET client_min_messages = warning" -c "DROP DATABASE IF EXISTS $1")
  pg_sql "CREATE DATABASE $1 OWNER sbtest"
  MY="$MY --mysql-db=$1"
  PG="$PG --pgsql-db=$1"
  DB=$1
}
