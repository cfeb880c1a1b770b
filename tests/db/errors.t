Errors the SQL layer ignores (the event restarts, counted as ignored
errors), and faults: a server down at start, a wrong password, a missing
database, a statement error in prepare, connections and servers killed
mid-run. The reference's messages, a non-zero exit, no hang.

  $ . "$TESTS_SRC/lib/db_lib.sh" && fresh_db errs
  $ cp "$TESTS_SRC"/db/*.lua .
  $ counts() { grep -e '^thread' -e 'read:' -e 'transactions:' -e 'ignored errors:' -e 'reconnects:' | sed 's/ *(.* per sec\.)//' | sort; }

Ignorable errors restart the event inside the same timed event: by
--mysql-ignore-errors, or by the sql_error_ignorable hook:

  $ sysbench restart.lua $MY --mysql-ignore-errors=1146 --events=5 run | counts
          read:                            5
      ignored errors:                      10
      reconnects:                          0
      transactions:                        5
  thread 0: 10 restarts
  $ sysbench restart.lua $MY --mysql-ignore-errors=1,all --fails=1 --events=4 --threads=2 run | counts | grep -v '^thread'
          read:                            4
      ignored errors:                      4
      reconnects:                          0
      transactions:                        4
  $ sysbench restart.lua $MY --hook --events=3 run | grep -v '^FATAL' | counts
          read:                            3
      ignored errors:                      6
      reconnects:                          0
      transactions:                        3
  thread 0: 6 restarts
  $ sysbench restart.lua $PG --hook --events=3 run | grep -v '^FATAL' | counts
          read:                            3
      ignored errors:                      6
      reconnects:                          0
      transactions:                        3
  thread 0: 6 restarts
  $ sysbench restart.lua $MY --events=3 run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from current time
  
  
  Initializing worker threads...
  
  Threads started!
  
  FATAL: mysql_drv_query() returned error 1146 (Table 'errs.nosuchtable' doesn't exist) for query 'SELECT * FROM nosuchtable'
  FATAL: `thread_run' function failed: restart.lua:28: SQL error, errno = 1146, state = '42S02': Table 'errs.nosuchtable' doesn't exist
  [1]

An error ignored on every try does not loop past --time (the reference
never stops):

  $ timeout 20 sysbench always.lua $MY --mysql-ignore-errors=all --time=1 run | grep -e 'transactions:' -e 'total time:'
      transactions:                        0      (* per sec.) (glob)
      total time:                          *s (glob)
  $ timeout 20 sysbench always.lua $PG --time=1 run | grep -e 'transactions:' -e 'total time:'
      transactions:                        0      (* per sec.) (glob)
      total time:                          *s (glob)

An error the driver would ignore, raised outside event() (where no event
restarts): its SQL error, not "(not a string)" as 1.0.20 prints, in every
hook and in a command:

  $ cp "$TESTS_SRC"/db/diff/outside.lua .
  $ for w in init thread_init thread_done done; do sysbench outside.lua $MY --mysql-ignore-errors=1146 --where=$w --events=1 run | grep 'function failed'; done
  FATAL: `init' function failed: outside.lua:10: SQL error, errno = 1146, state = '42S02': Table 'errs.nonexisting' doesn't exist
  FATAL: `thread_init' function failed: outside.lua:10: SQL error, errno = 1146, state = '42S02': Table 'errs.nonexisting' doesn't exist
  FATAL: `thread_done' function failed: outside.lua:10: SQL error, errno = 1146, state = '42S02': Table 'errs.nonexisting' doesn't exist
  FATAL: `done' function failed: outside.lua:10: SQL error, errno = 1146, state = '42S02': Table 'errs.nonexisting' doesn't exist
  $ sysbench outside.lua $PG prepare | grep 'function failed'
  FATAL: `prepare' function failed: outside.lua:10: SQL error, errno = 0, state = '42P01': relation "nonexisting" does not exist
  $ sysbench outside.lua $PG --where=thread_init --events=1 run | grep 'function failed'
  FATAL: `thread_init' function failed: outside.lua:10: SQL error, errno = 0, state = '42P01': relation "nonexisting" does not exist

A statement bound to the wrong number of parameters: the driver's line and
1, as 1.0.20; its execution is then refused (1.0.20 sends it without
values to MySQL, and crashes with PostgreSQL):

  $ for d in "$MY" "$PG"; do sysbench bind_count.lua $d --events=1 run | sed -n '/^Threads started/,/^SQL/p' | grep -v -e '^Threads' -e '^SQL' -e '^$'; done
  FATAL: Wrong number of parameters to mysql_stmt_bind_param
  bind_param\t1 (esc)
  FATAL: Parameters of the statement 'SELECT ?, ?' are not bound
  false\tSQL API error (esc)
  ALERT: wrong number of parameters in prepared statement
  bind_param\t1 (esc)
  FATAL: Parameters of the statement 'SELECT ?, ?' are not bound
  false\tSQL API error (esc)

Server down at start, wrong password, missing database:

  $ f() { sysbench oltp_point_select "$@" --events=1 run | grep -e FATAL -e '^	'; }
  $ f --mysql-socket=/nonexistent/mysql.sock
  FATAL: unable to connect to MySQL server on socket '/nonexistent/mysql.sock', aborting...
  FATAL: error 2002: Can't connect to local server through socket '/nonexistent/mysql.sock' (2)
  FATAL: `thread_init' function failed: oltp_common.lua:*: connection creation failed (glob)
  FATAL: Thread initialization failed!
  $ f --mysql-host=127.0.0.1 --mysql-port=1
  FATAL: unable to connect to MySQL server on host '127.0.0.1', port 1, aborting...
  FATAL: error 2002: Can't connect to server on '127.0.0.1' (115)
  FATAL: `thread_init' function failed: oltp_common.lua:*: connection creation failed (glob)
  FATAL: Thread initialization failed!
  $ f $MY --mysql-password=wrong
  FATAL: unable to connect to MySQL server on socket '*/mysql/mysql.sock', aborting... (glob)
  FATAL: error 1045: Access denied for user 'sbtest'@'localhost' (using password: YES)
  FATAL: `thread_init' function failed: oltp_common.lua:*: connection creation failed (glob)
  FATAL: Thread initialization failed!
  $ f $MY --mysql-db=nosuchdb
  FATAL: unable to connect to MySQL server on socket '*/mysql/mysql.sock', aborting... (glob)
  FATAL: error 1049: Unknown database 'nosuchdb'
  FATAL: `thread_init' function failed: oltp_common.lua:*: connection creation failed (glob)
  FATAL: Thread initialization failed!
  $ f --db-driver=pgsql --pgsql-host=/nonexistent --pgsql-port=1
  FATAL: Connection to database failed: connection to server on socket "/nonexistent/.s.PGSQL.1" failed: No such file or directory
  \tIs the server running locally and accepting connections on that socket? (esc)
  FATAL: `thread_init' function failed: oltp_common.lua:*: connection creation failed (glob)
  FATAL: Thread initialization failed!
  $ f --db-driver=pgsql --pgsql-host=127.0.0.1 --pgsql-port=$SB_PGSQL_PORT --pgsql-password=wrong
  FATAL: Connection to database failed: connection to server at "127.0.0.1", port * failed: FATAL:  password authentication failed for user "sbtest" (glob)
  FATAL: `thread_init' function failed: oltp_common.lua:*: connection creation failed (glob)
  FATAL: Thread initialization failed!
  $ f $PG --pgsql-db=nosuchdb
  FATAL: Connection to database failed: connection to server on socket "*/pgsql/.s.PGSQL.*" failed: FATAL:  database "nosuchdb" does not exist (glob)
  FATAL: `thread_init' function failed: oltp_common.lua:*: connection creation failed (glob)
  FATAL: Thread initialization failed!
  $ sysbench oltp_point_select --mysql-socket=/nonexistent/mysql.sock --events=1 run > /dev/null
  [1]
  $ sysbench oltp_point_select $PG --pgsql-db=nosuchdb --threads=4 --events=1 run > /dev/null
  [1]
  $ sysbench oltp_read_write --mysql-socket=/nonexistent/mysql.sock prepare | grep -c FATAL
  3

A statement error in prepare (the table is there already):

  $ sysbench oltp_point_select $MY --table-size=10 prepare > /dev/null
  $ sysbench oltp_point_select $MY --table-size=10 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Creating table 'sbtest1'...
  FATAL: mysql_drv_query() returned error 1050 (Table 'sbtest1' already exists) for query 'CREATE TABLE sbtest1(
    id INTEGER NOT NULL AUTO_INCREMENT,
    k INTEGER DEFAULT '0' NOT NULL,
    c CHAR(120) DEFAULT '' NOT NULL,
    pad CHAR(60) DEFAULT '' NOT NULL,
    PRIMARY KEY (id)
  ) /*! ENGINE = innodb */ '
  FATAL: `sysbench.cmdline.call_command' function failed: oltp_common.lua:*: SQL error, errno = 1050, state = '42S01': Table 'sbtest1' already exists (glob)
  [1]
  $ sysbench oltp_point_select $PG --table-size=10 prepare > /dev/null
  $ sysbench oltp_point_select $PG --table-size=10 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Creating table 'sbtest1'...
  FATAL: PQexec() failed: 7 relation "sbtest1" already exists
  FATAL: failed query was: CREATE TABLE sbtest1(
    id SERIAL,
    k INTEGER DEFAULT '0' NOT NULL,
    c CHAR(120) DEFAULT '' NOT NULL,
    pad CHAR(60) DEFAULT '' NOT NULL,
    PRIMARY KEY (id)
  )  
  FATAL: `sysbench.cmdline.call_command' function failed: oltp_common.lua:*: SQL error, errno = 0, state = '42P07': relation "sbtest1" already exists (glob)
  [1]
  $ sysbench oltp_point_select $PG --table-size=10 --threads=2 --tables=2 prepare | grep -c FATAL
  3
  $ sysbench oltp_point_select $MY prewarm --tables=2 --threads=2 > /dev/null
  [1]

Connections killed mid-run (KILL, pg_terminate_backend): with the default
--mysql-ignore-errors the lost connection is fatal; with "all" (and always
with PostgreSQL) the driver reconnects and the run goes on:

  $ started() { for i in $(seq 200); do grep -q '^Threads started!' out 2>/dev/null && sleep 0.5 && return; sleep 0.1; done; }
  $ kill_my() { started; for id in $(my_sql "SELECT id FROM information_schema.processlist WHERE user = 'sbtest' AND db = '$DB'"); do my_sql "KILL $id"; done; }
  $ kill_pg() { started; pg_sql "SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = '$DB'" > /dev/null; }
  $ rm -f out; kill_my & sysbench idle.lua $MY --time=6 run > out; wait; grep -e FATAL -e 'reconnects:' out
  FATAL: mysql_drv_query\(\) returned error (2006|2013) \((Server has gone away|Lost connection to server during query)\) for query 'SELECT 1' (re)
  FATAL: `thread_run' function failed: idle.lua:8: SQL error, errno = (2006|2013), state = 'HY000': (Server has gone away|Lost connection to server during query) (re)
  $ rm -f out; kill_my & sysbench idle.lua $MY --time=6 --threads=2 --mysql-ignore-errors=all run > out; wait; grep -e FATAL -e 'reconnects:' out | sed 's/ *(.* per sec\.)//'
      reconnects:                          2
  $ rm -f out; kill_pg & sysbench idle.lua $PG --time=6 --threads=2 run > out; wait; grep -e FATAL -e 'reconnects:' out | sed 's/ *(.* per sec\.)//'
      reconnects:                          2

A server killed mid-run (servers of this file's own): the run stops with
the driver's error, exit 1, well before its --time (each thread gets 2006,
"Server has gone away", or 2013, "Lost connection", as the kill falls;
lost() names both LOST):

  $ own=$(mktemp -d /tmp/sbng-own.XXXXXX) && sh "$TESTS_SRC/lib/dbserver.sh" start $own && eval "$(sed 's/^/OWN_/' $own/env)"
  $ kill_after() { started; kill -9 $1; }
  $ rm -f out; kill_after $OWN_SB_MYSQL_PID & timeout 20 sysbench idle.lua --mysql-socket=$OWN_SB_MYSQL_SOCKET --time=15 --threads=2 run > out; echo $?; wait
  1
  $ lost() { sed -E 's/(error|errno =) (2006 \(Server has gone away\)|2013 \(Lost connection to server during query\)|2006, state = .HY000.: Server has gone away|2013, state = .HY000.: Lost connection to server during query)/\1 LOST/'; }
  $ grep -e FATAL out | lost | sort -u
  FATAL: `thread_run' function failed: idle.lua:8: SQL error, errno = LOST
  FATAL: mysql_drv_query() returned error LOST for query 'SELECT 1'
  $ sh "$TESTS_SRC/lib/dbserver.sh" stop $own && rm -rf $own
  $ own=$(mktemp -d /tmp/sbng-own.XXXXXX) && sh "$TESTS_SRC/lib/dbserver.sh" start $own && eval "$(sed 's/^/OWN_/' $own/env)"
  $ rm -f out; kill_after $OWN_SB_MYSQL_PID & timeout 20 sysbench idle.lua --mysql-socket=$OWN_SB_MYSQL_SOCKET --time=15 --threads=2 --mysql-ignore-errors=all run > out; echo $?; wait
  1
  $ grep -e 'unable to' -e 'function failed' out | sed "s|$own|OWN|;s/SQL error.*/SQL error.../" | sort -u
  FATAL: `thread_run' function failed: idle.lua:8: SQL error...
  FATAL: unable to connect to MySQL server on socket 'OWN/mysql/mysql.sock', aborting...
  FATAL: unable to reconnect to the database server, aborting...
  $ rm -f out; kill_after $OWN_SB_PGSQL_PID & timeout 20 sysbench idle.lua --db-driver=pgsql --pgsql-host=$OWN_SB_PGSQL_DIR --pgsql-port=$OWN_SB_PGSQL_PORT --time=15 --threads=2 run > out; echo $?; wait
  1
  $ grep -e FATAL out | sed "s|$own|OWN|;s|$OWN_SB_PGSQL_PORT|PORT|" | sort -u
  FATAL: Connection to database failed: connection to server on socket "OWN/pgsql/.s.PGSQL.PORT" failed: Connection refused
  FATAL: `thread_run' function failed: idle.lua:8: SQL error, errno = 0, state = '08006': connection to server on socket "OWN/pgsql/.s.PGSQL.PORT" failed: Connection refused
  FATAL: unable to reconnect to the database server, aborting...
  $ sh "$TESTS_SRC/lib/dbserver.sh" stop $own && rm -rf $own
