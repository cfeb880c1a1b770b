The sysbench.sql API against both servers, with server-side prepared
statements and emulated ones (--db-ps-mode=disable): result sets and their
types, NULL, every parameter type (doubles bound for real, strings escaped
in emulated statements), bulk inserts, errors, reconnect, the legacy API.

  $ . "$TESTS_SRC/lib/db_lib.sh" && fresh_db api
  $ cp "$TESTS_SRC"/db/*.lua .
  $ api() { sysbench api.lua "$@" --events=1 run | sed -n '/^Threads started/,/^General/p' | grep -v -e '^Threads started' -e '^General' | sed 's/ *(.* per sec\.)//'; }

  $ api $MY
  
  driver <sql_driver> string:mysql string:cdata
  connection <sql_connection> string:cdata
  create <sql_result>
  select <sql_result> number:2 number:2
    row 1|one
    row 2|NULL
    past the end nil:nil
  query_row string:1 string:one
  query_row none nil:nil
  query_row not a select nil:nil
  after bulk string:5 string:one
  statement <sql_statement> string:cdata
  parameter string:table
  execute <sql_result>
    row 100|1234567890123|7|0.5|3.25|it's|back\slash "and" 'quotes'
    past the end nil:nil
  101 string:1 string:1 string:-0.001 string:6 string:40
  prepared select number:4
  FATAL: mysql_drv_query() returned error 1054 (Unknown column 'nosuchcolumn' in 'SELECT') for query 'SELECT nosuchcolumn FROM t'
  error boolean:false string:string
    SQL error, errno = 1054, state = '42S22': Unknown column 'nosuchcolumn' in 'SELECT'
  FATAL: mysql_drv_query() returned error 1146 (Table 'api.nosuchtable' doesn't exist) for query 'SELECT * FROM nosuchtable'
  ignorable boolean:false string:table number:1 string:SELECT * FROM nosuchtable boolean:true boolean:true string:42S02 string:string
  FATAL: mysql_stmt_prepare() failed
  FATAL: MySQL error: 1064 "You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1"
  bad prepare boolean:false string:string
  after reconnect string:7 number:1
  legacy query
  legacy rows string:2
  SQL statistics:
      queries performed:
          read:                            11
          write:                           6
          other:                           4
          total:                           21
      transactions:                        1
      queries:                             21
      ignored errors:                      2
      reconnects:                          1
  
  $ api $MY --db-ps-mode=disable | grep -e '^  row' -e '^101' -e 'prepare'
    row 1|one
    row 2|NULL
    row 100|1234567890123|7|0.5|3.25|it's|back\slash "and" 'quotes'
  101 string:1 string:1 string:-0.001 string:6 string:40
  prepared select number:4
  bad prepare boolean:true string:cdata
  $ api $PG
  
  driver <sql_driver> string:pgsql string:cdata
  connection <sql_connection> string:cdata
  create <sql_result>
  select <sql_result> number:2 number:2
    row 1|one
    row 2|NULL
    past the end nil:nil
  query_row string:1 string:one
  query_row none nil:nil
  query_row not a select nil:nil
  after bulk string:5 string:one
  statement <sql_statement> string:cdata
  parameter string:table
  execute <sql_result>
    row 100|1234567890123|7|0.5|3.25|it's      |back\slash "and" 'quotes'
    past the end nil:nil
  101 string:t string:t string:-0.001 string:6 string:40
  prepared select number:4
  FATAL: PQexec() failed: 7 column "nosuchcolumn" does not exist
  FATAL: failed query was: SELECT nosuchcolumn FROM t
  error boolean:false string:string
    SQL error, errno = 0, state = '42703': column "nosuchcolumn" does not exist
  FATAL: PQexec() failed: 7 relation "nosuchtable" does not exist
  FATAL: failed query was: SELECT * FROM nosuchtable
  ignorable boolean:false string:table number:1 string:SELECT * FROM nosuchtable boolean:true boolean:true string:42P01 string:string
  FATAL: PQprepare() failed: ERROR:  syntax error at or near "SELEC"
  LINE 1: SELEC 1
          ^
  
  bad prepare boolean:false string:string
  after reconnect string:7 number:1
  legacy query
  legacy rows string:2
  SQL statistics:
      queries performed:
          read:                            11
          write:                           6
          other:                           4
          total:                           21
      transactions:                        1
      queries:                             21
      ignored errors:                      2
      reconnects:                          1
  
  $ api $PG --db-ps-mode=disable | grep -e '^  row' -e '^101' -e 'prepare'
    row 1|one
    row 2|NULL
    row 100|1234567890123|7|0.5|3.25|it's      |back\slash "and" 'quotes'
  101 string:t string:t string:-0.001 string:6 string:40
  prepared select number:4
  bad prepare boolean:true string:cdata

The driver can be named in the script, whatever --db-driver says:

  $ cat > named.lua <<'LUA'
  > function event()
  >   local con = sysbench.sql.driver("pgsql"):connect()
  >   print(con:query_row("SELECT 6 * 7"))
  >   con:disconnect()
  > end
  > LUA
  $ sysbench named.lua --db-driver=mysql --pgsql-host="$SB_PGSQL_DIR" --pgsql-port=$SB_PGSQL_PORT --pgsql-db=$DB --events=1 run | grep -x 42
  42

Connections are spread over --mysql-host x --mysql-port (the second
thread's connection goes to port 1, where nobody listens):

  $ cat > where.lua <<'LUA'
  > function event()
  >   local con = sysbench.sql.driver():connect()
  >   io.write(con:query_row("SELECT @@port") .. "\n")
  >   con:disconnect()
  > end
  > LUA
  $ sysbench where.lua --mysql-host=127.0.0.1 --mysql-port=$SB_MYSQL_PORT,1 --mysql-db=$DB --threads=2 --events=3 run | grep -e '^FATAL: unable' -e '^FATAL: error'
  FATAL: unable to connect to MySQL server on host '127.0.0.1', port 1, aborting...
  FATAL: error 2002: Can't connect to server on '127.0.0.1' (115)
  $ sysbench where.lua --mysql-host=127.0.0.1 --mysql-port=$SB_MYSQL_PORT,$SB_MYSQL_PORT --mysql-db=$DB --threads=2 --events=4 run | grep -c "^$SB_MYSQL_PORT$"
  4

--mysql-dry-run pretends: statements succeed, counted as other:

  $ sysbench oltp_point_select --mysql-dry-run --mysql-socket=/nonexistent --events=3 run | grep -e 'other:' -e 'transactions:' | cut -c1-45
          other:                           3
      transactions:                        3   

A connection and its statements used after disconnect(): 1.0.20's ALERT
lines (an execution returns an empty result, a query raises "SQL API
error"), no crash; reconnect() brings them back:

  $ sysbench after.lua $MY --events=1 run | sed -n '/^Threads started/,/^SQL/p'
  Threads started!
  
  ALERT: attempt to close an already closed connection
  ALERT: attempt to use an already closed connection
  true\t<sql_result> (esc)
  false\tafter.lua:8: SQL API error (esc)
  2\t1 (esc)
  (last message repeated 1 times)
  SQL statistics:
  $ sysbench after.lua $PG --events=1 run | grep -c -e 'SQL API error' -e 'ALERT: attempt to use an already closed connection'
  2

A statement used after close() is an error too:

  $ sysbench closed.lua $PG --events=1 run | sed -n '/^Threads started/,/^SQL/p'
  Threads started!
  
  false\tthe statement is closed (esc)
  false\tthe statement is closed (esc)
  false\tthe statement is closed (esc)
  SQL statistics:

A suite's runs each have their own database options: the drivers read
them again before each run (they used to keep the first run's, whose
values the suite had freed since):

  $ cat > one.lua <<'LUA'
  > function thread_init() con = sysbench.sql.driver():connect() end
  > function event() con:query("SELECT 1") end
  > LUA
  $ cat > suite.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   for _, db in ipairs({ "api", "api", "nosuchdb", "api" }) do
  >     local ok, r = pcall(sysbench.run, "one.lua", { events = 2, time = 0, mysql_db = db, pgsql_db = db })
  >     print(db, ok and r.reads or "failed")
  >   end
  > end } }
  > LUA
  $ for d in "$MY" "$PG"; do sysbench suite.lua $d run 2>&1 | grep -v -e '^$' -e '^sysbench ' -e FATAL; done
  api\t2 (esc)
  api\t2 (esc)
  nosuchdb\tfailed (esc)
  api\t2 (esc)
  api\t2 (esc)
  api\t2 (esc)
  nosuchdb\tfailed (esc)
  api\t2 (esc)

SQL API objects outlive what made them: a result set keeps its connection
(collected otherwise), a statement's result and parameters stay valid
memory after close() (the result then invalid, 1.0.20's ALERT lines), and
legacy handles after db_disconnect() say the connection is gone:

  $ for d in "$MY" "$PG"; do sysbench lifetimes.lua $d --events=1 run | sed -n '/^Threads started/,/^SQL/p' | grep -v -e '^Threads' -e '^SQL' -e '^$'; done
  result of a collected connection\tabc|42 (esc)
  ALERT: attempt to fetch row from an invalid result set
  ALERT: attempt to free an invalid result set
  result of a closed statement\t0\tnil\tfalse\tdb_free_results() failed (esc)
  legacy execute after disconnect\tfalse\tUninitialized database connection (esc)
  legacy free after disconnect\ttrue (esc)
  result of a collected connection\tabc|42 (esc)
  ALERT: attempt to fetch row from an invalid result set
  ALERT: attempt to free an invalid result set
  result of a closed statement\t0\tnil\tfalse\tdb_free_results() failed (esc)
  legacy execute after disconnect\tfalse\tUninitialized database connection (esc)
  legacy free after disconnect\ttrue (esc)

A 1.0.20 legacy script gets its connection without asking, per thread
(db_query in event() with no connect crashed on a NULL connection):

  $ for d in "$MY" "$PG"; do sysbench "$TESTS_SRC/db/diff/smoke.lua" $d --events=10 --threads=2 run | grep -e 'read:' -e 'transactions:' | sed 's/ *(.*//'; done
          read:                            10
      transactions:                        10
          read:                            10
      transactions:                        10
