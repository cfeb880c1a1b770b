#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
# tests/db/db_diff.sh: the database layer's differential check (tests/db/diff.t runs
# it, with db_lib.sh's servers). Each case runs one command sequence with
# our binary ($SYSBENCH) and with the reference (/usr/bin/sysbench), each
# time on a database made afresh, and diffs the two outputs with figures,
# timings, addresses and the version masked. A case identical after masking
# prints nothing; a case named with a difference (a row of README's
# "Differences from sysbench 1.0.20") prints that name and the masked diff,
# so the transcript shows exactly how we differ; any other difference is
# printed as UNEXPECTED with its diff. The last line counts the cases.
# Usage: db_diff.sh [NAME-PATTERN]: only the cases whose name matches.
set -u
REF=${REF:-/usr/bin/sysbench}
only=${1:-}
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../lib/db_lib.sh"
work=$(mktemp -d /tmp/sbng-dbdiff.XXXXXX)
trap 'rm -rf "$work"' EXIT
cp "$here"/diff/*.lua "$work"
cd "$work" || exit 1

# Database dbdiff on both servers; fresh DRIVER empties it on the server
# of that driver (PostgreSQL: its schema, quicker than a new database)
# through a client that stays connected (fds 7/8 and 5/6): a client
# started per reset took most of the time.
fresh_db dbdiff
mkfifo pg.in pg.out my.in my.out
"$PGBIN/psql" -q -X -A -t -h "$SB_PGSQL_DIR" -p "$SB_PGSQL_PORT" -U sbtest -d dbdiff \
  < pg.in > pg.out 2>&1 &
mariadb --no-defaults --unbuffered -N -B -uroot -S "$SB_MYSQL_SOCKET" < my.in > my.out 2>&1 &
exec 7> pg.in 8< pg.out 5> my.in 6< my.out
trap 'exec 7>&- 5>&-; wait; rm -rf "$work"' EXIT
# client IN OUT SQL: runs SQL, then waits for its marker; other lines
# (errors) are shown.
client() {
  local line
  echo "$3 SELECT 'fresh: done';" >&"$1"
  while read -r line <&"$2"; do
    [ "$line" = "fresh: done" ] && return 0
    echo "fresh: $line"
  done
  echo "fresh: the client is gone"
  return 1
}
fresh() {
  if [ "$1" = my ]; then
    client 5 6 "DROP DATABASE dbdiff; CREATE DATABASE dbdiff;"
  else
    client 7 8 "SET client_min_messages = warning; DROP SCHEMA public CASCADE; CREATE SCHEMA public;"
  fi
}

# sb ARGS...: the binary of this side, its output and exit status.
sb() {
  timeout 60 "$BIN" "$@" 2>&1
  echo "rc=$?"
}

# Figures and timings, addresses, the version, the reference's script
# paths and line numbers in the bundled scripts and the SQL module (ours
# are other files: README's "Lua error positions" row), the shell's word
# for a crash.
mask() {
  sed -E -e 's/1\.0\.20(-ng[0-9]+)?/VERSION/g' -e 's/ +[0-9]+\.[0-9]+/ N/g' -e 's/[0-9]+\.[0-9]+/N/g' \
    -e 's/^.*: line [0-9]+: +[0-9]+ (Segmentation fault|Aborted).*/\1/' \
    -e 's/0x[0-9a-f]+/ADDR/g' -e 's|/usr/share/sysbench/||g' \
    -e 's/((oltp_[a-z_]+|select_random_[a-z]+|bulk_insert)\.lua):[0-9]+:/\1:L:/g' \
    -e 's/(\[string "sysbench[.a-z]*\.lua"\]):[0-9]+:/\1:L:/g'
}

# Threads race: their lines come in any order and their counts vary; the
# reference's parallel commands also print inside each other's lines
# (ours print each line whole: README's "parallel prepare" row).
mask_threads() {
  mask | sed -E -e 's/[0-9]+/N/g' \
    -e "s/(.)(Creating (table|a secondary)|Inserting |Prewarming |Dropping )/\1\n\2/g" |
    grep -v '^$' | sort
}

same=0 documented=0 unexpected=0
# check NAME DRIVERS MODE EXPECTED 'COMMANDS': MODE is 1 (one thread), T
# (threads) or 0 (one thread, no database needed); EXPECTED is - or the
# difference's name in README. COMMANDS see the driver's options in $D.
check() {
  local name=$1 drivers=$2 mode=$3 expected=$4 cmds=$5 d side m
  for d in $drivers; do
    case "$name-$d" in *$only*) ;; *) continue ;; esac
    if [ "$d" = my ]; then D=$MY; else D=$PG; fi
    for side in ref ours; do
      [ "$mode" = 0 ] || fresh "$d"
      if [ "$side" = ref ]; then BIN=$REF; else BIN=$SYSBENCH; fi
      eval "$cmds" > "$side.out" 2>&1
      m=mask
      [ "$mode" = T ] && m=mask_threads
      $m < "$side.out" > "$side.masked"
    done
    if [ "$expected" = - ]; then
      if cmp -s ref.masked ours.masked; then
        same=$((same + 1))
      else
        unexpected=$((unexpected + 1))
        echo "UNEXPECTED: $name ($d)"
        diff ref.masked ours.masked | head -40
      fi
    else
      documented=$((documented + 1))
      echo "$name ($d): $expected"
      diff ref.masked ours.masked | sed 's/^/  /'
    fi
  done
}

api() { check "api-$1" "${3:-my pg}" 1 "$2" "sb api.lua \$D --casename=$1 --events=1 run"; }
legacy() { check "legacy-$1" "my pg" 1 "$2" "sb legacy.lua \$D --casename=$1 --events=1 run"; }

# The SQL API: errors, return values, closed connections and statements.
api query_error -
api query_row_error -
api prepare_error -
api prepare_syntax -
api execute_error - my
api results -
api no_rows "con:query() of a statement that returns no rows"
api statements -
api bind_create_types -
api bind_param_count -
api param_tostring -
api bind_param_none -
api bind_param_nil_count -
api bind_param_no_placeholders -
api bind_param_nil "a nil parameter given to bind_param"
# (PostgreSQL: 1.0.20 takes another count once the statement is bound and
# sends whatever memory holds; differences.md says what we send.)
api bind_param_rebind - my
for c in more fewer nil; do
  check "api-bind_emulated_$c" "my pg" 1 - \
    "sb api.lua \$D --db-ps-mode=disable --casename=bind_emulated_$c --events=1 run"
done
api bind_param_values -
api bulk -
api bulk_error -
api closed_connection -
api closed_bulk -
api statement_after_disconnect -
api result_after_disconnect -
api result_after_close -
api result_after_gc "a result used after its connection was collected"
api statement_after_close "a statement used after stmt:close()"
api reconnect "con:reconnect()"
check api-connect_failure my 0 - \
  'sb api.lua --mysql-socket=/nonexistent --casename=results --events=1 run'
check legacy-connect_failure my 0 - 'sb smoke.lua --mysql-socket=/nonexistent --events=1 run'
check api-ignorable my 1 - \
  'sb api.lua $D --casename=ignorable --mysql-ignore-errors=1146 --events=1 run'

# An ignorable error outside event(): the reference prints "(not a string)".
for w in init thread_init thread_done done; do
  check "outside-$w" "my pg" 1 "an ignorable SQL error outside event()" \
    "sb outside.lua \$D --mysql-ignore-errors=1146 --where=$w --events=1 run"
done
check outside-prepare "my pg" 1 "an ignorable SQL error outside event()" \
  'sb outside.lua $D --mysql-ignore-errors=1146 prepare'

# The legacy db_* globals, with no explicit connect, in every hook.
check legacy-init "my pg" 1 "statements a script runs in init()" \
  'sb legacy.lua $D --where=init --events=1 run'
for w in thread_init event thread_done done; do
  check "legacy-$w" "my pg" 1 - "sb legacy.lua \$D --where=$w --events=1 run"
done
check legacy-commands "my pg" 1 - 'sb legacy.lua $D prepare; sb legacy.lua $D cleanup'
legacy query_error -
legacy prepare_error -
legacy execute_error -
legacy arguments -
legacy closed -
check legacy-ignorable my 1 - \
  'sb legacy.lua $D --casename=ignorable --mysql-ignore-errors=1146 --events=1 run'
check legacy-smoke "my pg" T - 'sb smoke.lua $D --events=10 --threads=2 run'
check legacy-oltp "my pg" 1 - 'sb --test=legacy_oltp.lua $D --oltp-table-size=50 prepare;
  sb --test=legacy_oltp.lua $D --oltp-table-size=50 --max-requests=100 --num-threads=2 run;
  sb --test=legacy_oltp.lua $D cleanup'

# The bundled scripts: help, and prepare, run (one thread: exact counts
# under --rand-seed) and cleanup in every combination of their options.
for s in oltp_read_write oltp_read_only oltp_write_only oltp_point_select oltp_insert \
    oltp_delete oltp_update_index oltp_update_non_index select_random_points \
    select_random_ranges oltp_common; do
  check "help-$s" my 0 "--reconnect, --create_table_options" "sb $s help"
done
check help-bulk_insert my 0 - "sb bulk_insert help"
O="--table-size=50 --rand-seed=1"
oltp() {  # oltp NAME SCRIPT EXPECTED DRIVERS OPTIONS...
  local name=$1 s=$2 expected=$3 drivers=$4
  shift 4
  check "$name" "$drivers" 1 "$expected" "sb $s \$D $O $* prepare; sb $s \$D $O $* --events=10 run;
    sb $s \$D $O $* cleanup"
}
# Each script's run on the same two tables, one after the other.
check scripts "my pg" 1 - 'sb oltp_read_write $D $O --tables=2 prepare;
  for s in oltp_read_only oltp_write_only oltp_point_select oltp_insert oltp_delete \
      oltp_update_index oltp_update_non_index; do sb $s $D $O --tables=2 --events=10 run; done;
  sb oltp_read_write $D $O --tables=2 cleanup'
oltp bulk_insert bulk_insert - "my pg"
# --tables=0: oltp_insert inserts into sbtest1 (uniform(1, 0) is 1).
check oltp_insert--tables=0 "my pg" 1 - 'sb oltp_insert $D $O prepare;
  sb oltp_insert $D $O --tables=0 --events=10 run; sb oltp_insert $D $O cleanup'
for s in select_random_points select_random_ranges; do
  oltp "$s" $s - "my pg"
  oltp "$s-tables" $s "select_random_* cleanup with --tables > 1" my --tables=2
done
oltp select_random_points--random_points select_random_points - "my pg" --random_points=3
oltp select_random_ranges--ranges select_random_ranges - "my pg" --number_of_ranges=2 --delta=20
oltp read_write oltp_read_write - "my pg"
for o in --auto_inc=off --create_secondary=off --skip_trx --range_selects=off \
    --db-ps-mode=disable --tables=3; do
  oltp "read_write$o" oltp_read_write - "my pg" $o
done
oltp read_write--secondary oltp_read_write - my --secondary
oltp read_write--myisam oltp_read_write - my --mysql_storage_engine=myisam
oltp read_write--counts oltp_read_write - "my pg" --point_selects=3 --simple_ranges=0 \
  --sum_ranges=2 --order_ranges=0 --distinct_ranges=2 --index_updates=3 --non_index_updates=0 \
  --delete_inserts=2 --range_size=5
oltp read_write--secondary oltp_read_write "--secondary with PostgreSQL" pg --secondary
oltp read_write--redshift oltp_read_write "--pgsql_variant=redshift" pg --pgsql_variant=redshift
check read_write--table-size=0 "my pg" 1 - \
  'sb oltp_read_write $D --table-size=0 prepare; sb oltp_read_write $D --table-size=0 cleanup'
check prewarm "my pg" 1 - 'sb oltp_read_write $D $O --tables=2 prepare;
  sb oltp_read_write $D $O --tables=2 prewarm; sb oltp_read_write $D $O --tables=2 cleanup'
# Threads above and below --tables, and 8 threads on 8 tables (which run
# too: threads race, so their counts are masked).
for t in "--tables=3 --threads=2" "--tables=2 --threads=4"; do
  check "parallel $t" "my pg" T - "sb oltp_read_write \$D $O $t prepare;
    sb oltp_read_write \$D $O $t prewarm; sb oltp_read_write \$D $O $t cleanup"
done
t="--tables=8 --threads=8"
check "parallel $t" "my pg" T - "sb oltp_read_write \$D $O $t prepare;
  sb oltp_read_write \$D $O $t prewarm; sb oltp_read_write \$D $O $t --events=16 run;
  sb oltp_read_write \$D $O $t cleanup"

echo "$((same + documented + unexpected)) cases: $same identical, $documented documented differences, $unexpected unexpected"
[ "$unexpected" -eq 0 ]
