The bundled database scripts under AddressSanitizer and
UndefinedBehaviorSanitizer (src/sysbench_asan), as a --threads=1,2,4 sweep
against both servers: any invalid access, leak or undefined behaviour
aborts with a report and a non-zero exit.

  $ . "$TESTS_SRC/lib/db_lib.sh" && fresh_db asan
  $ export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  $ S="$SYSBENCH_ASAN"
  $ q() { "$S" "$@" > out 2>&1; echo "rc=$?"; grep -h -e Sanitizer -e "runtime error" -e FATAL out; return 0; }
  $ O="--tables=2 --table-size=1000"

  $ for d in "$MY" "$PG"; do q oltp_read_write $d $O --threads=2 prepare; done
  rc=0
  rc=0
  $ for s in oltp_read_write oltp_read_only oltp_write_only oltp_point_select oltp_update_index oltp_update_non_index oltp_delete oltp_insert select_random_points select_random_ranges; do for d in "$MY" "$PG"; do echo "$s $(q $s $d $O --threads=1,2,4 --events=40 run)"; done; done
  oltp_read_write rc=0
  oltp_read_write rc=0
  oltp_read_only rc=0
  oltp_read_only rc=0
  oltp_write_only rc=0
  oltp_write_only rc=0
  oltp_point_select rc=0
  oltp_point_select rc=0
  oltp_update_index rc=0
  oltp_update_index rc=0
  oltp_update_non_index rc=0
  oltp_update_non_index rc=0
  oltp_delete rc=0
  oltp_delete rc=0
  oltp_insert rc=0
  oltp_insert rc=0
  select_random_points rc=0
  select_random_points rc=0
  select_random_ranges rc=0
  select_random_ranges rc=0
  $ q oltp_read_write $MY $O --threads=1,2,4 --events=40 --db-ps-mode=disable run
  rc=0
  $ q oltp_read_write $PG $O --threads=1,2,4 --events=40 --db-ps-mode=disable run
  rc=0
  $ q oltp_read_write $MY $O --threads=2 prewarm
  rc=0

Result files with per-query-type figures, merged and compared; a suite of
database runs, each with its own options:

  $ q oltp_read_write $PG $O --threads=1,2,4 --events=40 --output=json:r.json,csv:r.csv run
  rc=0
  $ q merge r.json r.json --output=json:m.json,csv:m.csv
  rc=0
  $ q compare r.json m.json
  rc=0
  $ cat > suite.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   for _, db in ipairs({ "asan", "nosuchdb", "asan" }) do
  >     pcall(sysbench.run, "oltp_point_select", { events = 20, time = 0, threads = 2, mysql_db = db, pgsql_db = db })
  >   end
  > end } }
  > LUA
  $ for d in "$MY" "$PG"; do q suite.lua $d $O run --output=json:s.json | grep -e rc= -e Sanitizer -e 'runtime error'; python3 -c 'import json; print([s.get("queries", {}).get("read", {}).get("count") for s in json.load(open("s.json"))["steps"]])'; done
  rc=0
  [20, None, 20]
  rc=0
  [20, None, 20]
  $ for d in "$MY" "$PG"; do q oltp_read_write $d $O cleanup; done
  rc=0
  rc=0
  $ for d in "$MY" "$PG"; do for n in 1 2 4; do q bulk_insert $d --threads=$n prepare; q bulk_insert $d --threads=$n --events=2000 run; q bulk_insert $d --threads=$n cleanup; done; done | sort | uniq -c
       18 rc=0
  $ cp "$TESTS_SRC"/db/*.lua .
  $ q api.lua $MY --events=1 run | grep -v -e '^FATAL: mysql' -e '^FATAL: MySQL'
  rc=0
  $ q api.lua $PG --events=1 run | grep -v -e '^FATAL: PQ' -e '^FATAL: failed'
  rc=0

A 1.0.20 legacy script whose db_* calls never connect (1.0.20 connects
for it; these crashed on a NULL connection), a legacy workload run the
1.0.20 way, and SQL API objects used after what made them is gone (a
result set after its connection was collected, a statement's result and
parameter after close(): these read and wrote freed memory):

  $ cp "$TESTS_SRC"/db/diff/smoke.lua "$TESTS_SRC"/db/diff/legacy_oltp.lua .
  $ for d in "$MY" "$PG"; do q smoke.lua $d --events=10 --threads=2 run; q lifetimes.lua $d --events=1 run; done
  rc=0
  rc=0
  rc=0
  rc=0
  $ for d in "$MY" "$PG"; do for c in prepare "--max-requests=100 --num-threads=2 run" cleanup; do q --test=legacy_oltp.lua $d $c; done; done
  rc=0
  rc=0
  rc=0
  rc=0
  rc=0
  rc=0
  $ q restart.lua $MY --mysql-ignore-errors=all --threads=1,2,4 --events=20 run
  rc=0
  $ q always.lua $PG --time=1 --threads=2 run | grep -v -e '^FATAL: PQ' -e '^FATAL: failed'
  rc=0
  $ q oltp_point_select --mysql-socket=/nonexistent --threads=2 run | sort -u
  FATAL: Thread initialization failed!
  FATAL: `thread_init' function failed: oltp_common.lua:*: connection creation failed (glob)
  FATAL: error 2002: Can't connect to local server through socket '/nonexistent' (2)
  FATAL: unable to connect to MySQL server on socket '/nonexistent', aborting...
  rc=1
