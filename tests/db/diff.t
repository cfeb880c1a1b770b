The database layer against sysbench 1.0.20 itself (/usr/bin/sysbench, the
Debian package: a test dependency). tests/db/db_diff.sh runs every case with
both binaries, each time on a database made afresh on the suite's
servers: the SQL API scripts of tests/db/diff/ (errors, return values,
a parameter's tostring, bind_param's counts and nil arguments, prepared
and emulated, closed connections and statements, objects outliving what made them,
errors outside event(), the legacy db_* globals in every hook, a legacy
workload run the 1.0.20 way) and the bundled scripts' help, prepare, run
(--rand-seed, exact counts), prewarm and cleanup in the combinations of
their options, --threads above and below --tables. Outputs are diffed with
figures, timings, addresses, the version and line numbers in the bundled
scripts masked (threads' lines sorted, their counts masked). An identical
case prints nothing; each deliberate difference (a row of README's
"Differences from sysbench 1.0.20") prints its name and the masked diff
(< the reference, > ours); anything else fails as UNEXPECTED.

  $ /usr/bin/sysbench --version
  sysbench 1.0.20
  $ test "$SYSBENCH" != /usr/bin/sysbench && "$SYSBENCH" --version
  sysbench 1.0.20-ng4
  $ bash "$TESTS_SRC/db/db_diff.sh"
  api-no_rows (my): con:query() of a statement that returns no rows
    12,14c12,43
    < insert cdata:<sql_result> boolean:true
    < Segmentation fault
    < rc=139
    ---
    > insert cdata:<sql_result> boolean:false
    > nrows number:0 number:0
    > ALERT: attempt to fetch row from an empty result set
    > fetch nil:nil
    > free boolean:true boolean:true string:db_free_results() failed
    > SQL statistics:
    >     queries performed:
    >         read:                            0
    >         write:                           1
    >         other:                           1
    >         total:                           2
    >     transactions:                        0      (N per sec.)
    >     queries:                             2      (N per sec.)
    >     ignored errors:                      0      (N per sec.)
    >     reconnects:                          0      (N per sec.)
    > 
    > General statistics:
    >     total time: Ns
    >     total number of events:              0
    > 
    > Latency (ms):
    >          min: N
    >          avg: N
    >          max: N
    >          95th percentile: N
    >          sum: N
    > 
    > Threads fairness:
    >     events (avg/stddev): N/N
    >     execution time (avg/stddev): N/N
    > 
    > rc=0
  api-no_rows (pg): con:query() of a statement that returns no rows
    12,14c12,43
    < insert cdata:<sql_result> boolean:true
    < Segmentation fault
    < rc=139
    ---
    > insert cdata:<sql_result> boolean:false
    > nrows number:0 number:0
    > ALERT: attempt to fetch row from an empty result set
    > fetch nil:nil
    > free boolean:true boolean:true string:db_free_results() failed
    > SQL statistics:
    >     queries performed:
    >         read:                            0
    >         write:                           1
    >         other:                           1
    >         total:                           2
    >     transactions:                        0      (N per sec.)
    >     queries:                             2      (N per sec.)
    >     ignored errors:                      0      (N per sec.)
    >     reconnects:                          0      (N per sec.)
    > 
    > General statistics:
    >     total time: Ns
    >     total number of events:              0
    > 
    > Latency (ms):
    >          min: N
    >          avg: N
    >          max: N
    >          95th percentile: N
    >          sum: N
    > 
    > Threads fairness:
    >     events (avg/stddev): N/N
    >     execution time (avg/stddev): N/N
    > 
    > rc=0
  api-bind_param_nil (my): a nil parameter given to bind_param
    12,13c12
    < FATAL: mysql_stmt_bind_param() failed
    < FATAL: MySQL error: 0 ""
    ---
    > FATAL: bind_param: argument 2 is nil, not a parameter (bind_create makes them)
  api-bind_param_nil (pg): a nil parameter given to bind_param
    12,13c12
    < FATAL: PQprepare() failed: ERROR:  cache lookup failed for type 4294967295
    < 
    ---
    > FATAL: bind_param: argument 2 is nil, not a parameter (bind_create makes them)
  api-result_after_gc (my): a result used after its connection was collected
    12,13c12
    < ALERT: attempt to use an already closed connection
    < fetch nil:nil
    ---
    > fetch abc|42
  api-result_after_gc (pg): a result used after its connection was collected
    12,13c12
    < ALERT: attempt to use an already closed connection
    < fetch nil:nil
    ---
    > fetch abc|42
  api-statement_after_close (my): a statement used after stmt:close()
    12,13c12,39
    < Segmentation fault
    < rc=139
    ---
    > execute boolean:false string:the statement is closed
    > SQL statistics:
    >     queries performed:
    >         read:                            0
    >         write:                           0
    >         other:                           0
    >         total:                           0
    >     transactions:                        0      (N per sec.)
    >     queries:                             0      (N per sec.)
    >     ignored errors:                      0      (N per sec.)
    >     reconnects:                          0      (N per sec.)
    > 
    > General statistics:
    >     total time: Ns
    >     total number of events:              0
    > 
    > Latency (ms):
    >          min: N
    >          avg: N
    >          max: N
    >          95th percentile: N
    >          sum: N
    > 
    > Threads fairness:
    >     events (avg/stddev): N/N
    >     execution time (avg/stddev): N/N
    > 
    > rc=0
  api-statement_after_close (pg): a statement used after stmt:close()
    12,13c12,39
    < Segmentation fault
    < rc=139
    ---
    > execute boolean:false string:the statement is closed
    > SQL statistics:
    >     queries performed:
    >         read:                            0
    >         write:                           0
    >         other:                           0
    >         total:                           0
    >     transactions:                        0      (N per sec.)
    >     queries:                             0      (N per sec.)
    >     ignored errors:                      0      (N per sec.)
    >     reconnects:                          0      (N per sec.)
    > 
    > General statistics:
    >     total time: Ns
    >     total number of events:              0
    > 
    > Latency (ms):
    >          min: N
    >          avg: N
    >          max: N
    >          95th percentile: N
    >          sum: N
    > 
    > Threads fairness:
    >     events (avg/stddev): N/N
    >     execution time (avg/stddev): N/N
    > 
    > rc=0
  api-reconnect (my): con:reconnect()
    12,13c12,40
    < Segmentation fault
    < rc=139
    ---
    > reconnect boolean:true
    > after string:5
    > SQL statistics:
    >     queries performed:
    >         read:                            1
    >         write:                           0
    >         other:                           0
    >         total:                           1
    >     transactions:                        0      (N per sec.)
    >     queries:                             1      (N per sec.)
    >     ignored errors:                      0      (N per sec.)
    >     reconnects:                          1      (N per sec.)
    > 
    > General statistics:
    >     total time: Ns
    >     total number of events:              0
    > 
    > Latency (ms):
    >          min: N
    >          avg: N
    >          max: N
    >          95th percentile: N
    >          sum: N
    > 
    > Threads fairness:
    >     events (avg/stddev): N/N
    >     execution time (avg/stddev): N/N
    > 
    > rc=0
  api-reconnect (pg): con:reconnect()
    12d11
    < ALERT: reconnect is not supported by the current driver
    24c23
    <     reconnects:                          0      (N per sec.)
    ---
    >     reconnects:                          1      (N per sec.)
  outside-init (my): an ignorable SQL error outside event()
    3c3
    < FATAL: `init' function failed: (not a string)
    ---
    > FATAL: `init' function failed: outside.lua:10: SQL error, errno = 1146, state = '42S02': Table 'dbdiff.nonexisting' doesn't exist
  outside-init (pg): an ignorable SQL error outside event()
    5c5
    < FATAL: `init' function failed: (not a string)
    ---
    > FATAL: `init' function failed: outside.lua:10: SQL error, errno = 0, state = '42P01': relation "nonexisting" does not exist
  outside-thread_init (my): an ignorable SQL error outside event()
    10c10
    < FATAL: `thread_init' function failed: (not a string)
    ---
    > FATAL: `thread_init' function failed: outside.lua:10: SQL error, errno = 1146, state = '42S02': Table 'dbdiff.nonexisting' doesn't exist
  outside-thread_init (pg): an ignorable SQL error outside event()
    12c12
    < FATAL: `thread_init' function failed: (not a string)
    ---
    > FATAL: `thread_init' function failed: outside.lua:10: SQL error, errno = 0, state = '42P01': relation "nonexisting" does not exist
  outside-thread_done (my): an ignorable SQL error outside event()
    12c12
    < FATAL: `thread_done' function failed: (not a string)
    ---
    > FATAL: `thread_done' function failed: outside.lua:10: SQL error, errno = 1146, state = '42S02': Table 'dbdiff.nonexisting' doesn't exist
    39c39
    < rc=0
    ---
    > rc=1
  outside-thread_done (pg): an ignorable SQL error outside event()
    14c14
    < FATAL: `thread_done' function failed: (not a string)
    ---
    > FATAL: `thread_done' function failed: outside.lua:10: SQL error, errno = 0, state = '42P01': relation "nonexisting" does not exist
    41c41
    < rc=0
    ---
    > rc=1
  outside-done (my): an ignorable SQL error outside event()
    28,29c28,29
    < FATAL: `done' function failed: (not a string)
    < rc=0
    ---
    > FATAL: `done' function failed: outside.lua:10: SQL error, errno = 1146, state = '42S02': Table 'dbdiff.nonexisting' doesn't exist
    > rc=1
  outside-done (pg): an ignorable SQL error outside event()
    30,31c30,31
    < FATAL: `done' function failed: (not a string)
    < rc=0
    ---
    > FATAL: `done' function failed: outside.lua:10: SQL error, errno = 0, state = '42P01': relation "nonexisting" does not exist
    > rc=1
  outside-prepare (my): an ignorable SQL error outside event()
    3c3
    < FATAL: `prepare' function failed: (not a string)
    ---
    > FATAL: `prepare' function failed: outside.lua:10: SQL error, errno = 1146, state = '42S02': Table 'dbdiff.nonexisting' doesn't exist
  outside-prepare (pg): an ignorable SQL error outside event()
    5c5
    < FATAL: `prepare' function failed: (not a string)
    ---
    > FATAL: `prepare' function failed: outside.lua:10: SQL error, errno = 0, state = '42P01': relation "nonexisting" does not exist
  legacy-init (my): statements a script runs in init()
    30,33c30,33
    <         read:                            3
    <         write:                           3
    <         other:                           3
    <         total:                           9
    ---
    >         read:                            0
    >         write:                           0
    >         other:                           0
    >         total:                           0
    35c35
    <     queries:                             9      (N per sec.)
    ---
    >     queries:                             0      (N per sec.)
  legacy-init (pg): statements a script runs in init()
    30,33c30,33
    <         read:                            3
    <         write:                           3
    <         other:                           3
    <         total:                           9
    ---
    >         read:                            0
    >         write:                           0
    >         other:                           0
    >         total:                           0
    35c35
    <     queries:                             9      (N per sec.)
    ---
    >     queries:                             0      (N per sec.)
  help-oltp_read_write (my): --reconnect, --create_table_options
    22a23,26
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-oltp_read_only (my): --reconnect, --create_table_options
    22a23,26
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-oltp_write_only (my): --reconnect, --create_table_options
    22a23,26
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-oltp_point_select (my): --reconnect, --create_table_options
    22a23,26
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-oltp_insert (my): --reconnect, --create_table_options
    22a23,26
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-oltp_delete (my): --reconnect, --create_table_options
    22a23,26
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-oltp_update_index (my): --reconnect, --create_table_options
    22a23,26
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-oltp_update_non_index (my): --reconnect, --create_table_options
    22a23,26
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-select_random_points (my): --reconnect, --create_table_options
    23a24,27
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-select_random_ranges (my): --reconnect, --create_table_options
    24a25,28
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  help-oltp_common (my): --reconnect, --create_table_options
    22a23,26
    > Added by sysbench-ng (not in sysbench VERSION):
    >   --create_table_options=STRING Extra CREATE TABLE options []
    >   --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
    > 
  select_random_points-tables (my): select_random_* cleanup with --tables > 1
    50,51c50,52
    < FATAL: `cleanup' function failed: select_random_points.lua:L: this benchmark does not support --tables > 1
    < rc=1
    ---
    > Dropping table 'sbtest1'...
    > Dropping table 'sbtest2'...
    > rc=0
  select_random_ranges-tables (my): select_random_* cleanup with --tables > 1
    50,51c50,52
    < FATAL: `cleanup' function failed: select_random_ranges.lua:L: this benchmark does not support --tables > 1
    < rc=1
    ---
    > Dropping table 'sbtest1'...
    > Dropping table 'sbtest2'...
    > rc=0
  read_write--secondary (pg): --secondary with PostgreSQL
    4,13c4,6
    < FATAL: PQexec() failed: 7 type modifier is not allowed for type "xid"
    < FATAL: failed query was: CREATE TABLE sbtest1(
    <   id SERIAL,
    <   k INTEGER DEFAULT '0' NOT NULL,
    <   c CHAR(120) DEFAULT '' NOT NULL,
    <   pad CHAR(60) DEFAULT '' NOT NULL,
    <   KEY xid (id)
    < )  
    < FATAL: `sysbench.cmdline.call_command' function failed: oltp_common.lua:L: SQL error, errno = 0, state = '42601': type modifier is not allowed for type "xid"
    < rc=1
    ---
    > Inserting 50 records into 'sbtest1'
    > Creating a secondary index on 'sbtest1'...
    > rc=0
    23,58d15
    < FATAL: PQprepare() failed: ERROR:  relation "sbtest1" does not exist
    < LINE 1: SELECT c FROM sbtest1 WHERE id=$1
    <                       ^
    < 
    < FATAL: PQprepare() failed: ERROR:  relation "sbtest1" does not exist
    < LINE 1: SELECT c FROM sbtest1 WHERE id BETWEEN $1 AND $2
    <                       ^
    < 
    < FATAL: PQprepare() failed: ERROR:  relation "sbtest1" does not exist
    < LINE 1: SELECT SUM(k) FROM sbtest1 WHERE id BETWEEN $1 AND $2
    <                            ^
    < 
    < FATAL: PQprepare() failed: ERROR:  relation "sbtest1" does not exist
    < LINE 1: SELECT c FROM sbtest1 WHERE id BETWEEN $1 AND $2 ORDER BY c
    <                       ^
    < 
    < FATAL: PQprepare() failed: ERROR:  relation "sbtest1" does not exist
    < LINE 1: SELECT DISTINCT c FROM sbtest1 WHERE id BETWEEN $1 AND $2 OR...
    <                                ^
    < 
    < FATAL: PQprepare() failed: ERROR:  relation "sbtest1" does not exist
    < LINE 1: UPDATE sbtest1 SET k=k+1 WHERE id=$1
    <                ^
    < 
    < FATAL: PQprepare() failed: ERROR:  relation "sbtest1" does not exist
    < LINE 1: UPDATE sbtest1 SET c=$1 WHERE id=$2
    <                ^
    < 
    < FATAL: PQprepare() failed: ERROR:  relation "sbtest1" does not exist
    < LINE 1: DELETE FROM sbtest1 WHERE id=$1
    <                     ^
    < 
    < FATAL: PQprepare() failed: ERROR:  relation "sbtest1" does not exist
    < LINE 1: INSERT INTO sbtest1 (id, k, c, pad) VALUES ($1, $2, $3, $4)
    <                     ^
    < 
    61,62c18,44
    < Segmentation fault
    < rc=139
    ---
    > SQL statistics:
    >     queries performed:
    >         read:                            140
    >         write:                           40
    >         other:                           20
    >         total:                           200
    >     transactions:                        10     (N per sec.)
    >     queries:                             200    (N per sec.)
    >     ignored errors:                      0      (N per sec.)
    >     reconnects:                          0      (N per sec.)
    > 
    > General statistics:
    >     total time: Ns
    >     total number of events:              10
    > 
    > Latency (ms):
    >          min: N
    >          avg: N
    >          max: N
    >          95th percentile: N
    >          sum: N
    > 
    > Threads fairness:
    >     events (avg/stddev): N/N
    >     execution time (avg/stddev): N/N
    > 
    > rc=0
  read_write--redshift (pg): --pgsql_variant=redshift
    5d4
    < Creating a secondary index on 'sbtest1'...
    21c20
    <         write:                           40
    ---
    >         write:                           20
    23c22
    <         total:                           200
    ---
    >         total:                           180
    25c24
    <     queries:                             200    (N per sec.)
    ---
    >     queries:                             180    (N per sec.)
  156 cases: 119 identical, 37 documented differences, 0 unexpected
