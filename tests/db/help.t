The database parts of --help, as sysbench 1.0.20 prints them with both
drivers built in (byte for byte: tests/data/help-1.0.20.txt is Debian's
1.0.20 --help), and the bundled OLTP scripts' help.

  $ part() { sed -n '/^General database options/,/^Compiled-in tests/p'; }
  $ sysbench --help | part | diff - <(part < "$TESTS_SRC/data/help-1.0.20.txt") && echo identical
  identical
  $ sysbench --help | part | grep -c -e '^  mysql - MySQL driver$' -e '^  pgsql - PostgreSQL driver$' -e '^  --mysql-' -e '^  --pgsql-'
  19

The driver options exist as options (and in sysbench.opt):

  $ sysbench --mysql-port=1,2 --pgsql-db=x --mysql-ignore-errors=all --version
  sysbench 1.0.20-ng4
  $ sysbench oltp_point_select run --mysql-port=abc --events=1 | tail -3
  FATAL: Invalid value for mysql-port: abc
  FATAL: `thread_init' function failed: oltp_common.lua:*: failed to initialize the DB driver (glob)
  FATAL: Thread initialization failed!

Every OLTP script shows the shared options, sorted, plus its own, as
1.0.20 (byte for byte: tests/db/diff.t compares them), then sysbench 1.1's
--reconnect and --create_table_options in a block of their own:

  $ for s in oltp_read_write oltp_read_only oltp_write_only oltp_point_select oltp_insert oltp_delete oltp_update_index oltp_update_non_index oltp_common; do sysbench $s help > $s.txt || echo "$s failed"; done
  $ cat oltp_read_write.txt
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  oltp_read_write options:
    --auto_inc[=on|off]           Use AUTO_INCREMENT column as Primary Key (for MySQL), or its alternatives in other DBMS. When disabled, use client-generated IDs [on]
    --create_secondary[=on|off]   Create a secondary index in addition to the PRIMARY KEY [on]
    --delete_inserts=N            Number of DELETE/INSERT combinations per transaction [1]
    --distinct_ranges=N           Number of SELECT DISTINCT queries per transaction [1]
    --index_updates=N             Number of UPDATE index queries per transaction [1]
    --mysql_storage_engine=STRING Storage engine, if MySQL is used [innodb]
    --non_index_updates=N         Number of UPDATE non-index queries per transaction [1]
    --order_ranges=N              Number of SELECT ORDER BY queries per transaction [1]
    --pgsql_variant=STRING        Use this PostgreSQL variant when running with the PostgreSQL driver. The only currently supported variant is 'redshift'. When enabled, create_secondary is automatically disabled, and delete_inserts is set to 0
    --point_selects=N             Number of point SELECT queries per transaction [10]
    --range_selects[=on|off]      Enable/disable all range SELECT queries [on]
    --range_size=N                Range size for range SELECT queries [100]
    --secondary[=on|off]          Use a secondary index in place of the PRIMARY KEY [off]
    --simple_ranges=N             Number of simple range SELECT queries per transaction [1]
    --skip_trx[=on|off]           Don't start explicit transactions and execute all queries in the AUTOCOMMIT mode [off]
    --sum_ranges=N                Number of SELECT SUM() queries per transaction [1]
    --table_size=N                Number of rows per table [10000]
    --tables=N                    Number of tables [1]
  
  Added by sysbench-ng (not in sysbench 1.0.20):
    --create_table_options=STRING Extra CREATE TABLE options []
    --reconnect=N                 Reconnect after every N events. The default (0) is to not reconnect [0]
  
  $ for s in oltp_read_only oltp_write_only oltp_point_select oltp_insert oltp_delete oltp_update_index oltp_update_non_index oltp_common; do sed "s/$s/oltp_read_write/" $s.txt | cmp - oltp_read_write.txt; done
  $ sysbench select_random_points help | grep -e random_points -e '^  --tables'
  select_random_points options:
    --random_points=N             Number of random points in the IN() clause in generated SELECTs [10]
    --tables=N                    Number of tables [1]
  $ sysbench select_random_ranges help | grep -e delta -e number_of_ranges
    --delta=N                     Size of BETWEEN ranges [5]
    --number_of_ranges=N          Number of random BETWEEN ranges per SELECT [10]
  $ sysbench bulk_insert help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  'bulk_insert' test does not implement the 'help' command.
  [1]

Misuse: no command, oltp_common run directly, an unknown driver:

  $ sysbench oltp_read_write
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: oltp_common.lua:*: Command is required. Supported commands: prepare, prewarm, run, cleanup, help (glob)
  [1]
  $ sysbench oltp_common run --events=1
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: `init' function failed: oltp_common.lua:*: this script is meant to be included by other OLTP scripts and should not be called directly. (glob)
  [1]
  $ sysbench oltp_point_select run --db-driver=nosuch --events=1 | tail -4
  
  FATAL: invalid database driver name: 'nosuch'
  FATAL: `thread_init' function failed: oltp_common.lua:*: failed to initialize the DB driver (glob)
  FATAL: Thread initialization failed!
  $ sysbench oltp_point_select run --db-ps-mode=sometimes --events=1 | tail -3
  FATAL: Invalid value for db-ps-mode: sometimes
  FATAL: `thread_init' function failed: oltp_common.lua:*: failed to initialize the DB driver (glob)
  FATAL: Thread initialization failed!

The drivers' client libraries are loaded when a driver is first used, so
the binary starts without them (every run that uses no database, and each
exec of the execl test, is spared loading some twenty libraries). A
library that cannot be loaded is named with its Debian package:

  $ ldd "$SYSBENCH" | grep -c -e libmariadb -e libpq
  0
  [1]
  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ FAULT_DLOPEN_FAIL=libpq LD_PRELOAD=./fault.so sysbench oltp_point_select --db-driver=pgsql prepare | grep FATAL
  FATAL: the pgsql driver needs libpq.so.5 (Debian package libpq5): it cannot be loaded
  FATAL: `sysbench.cmdline.call_command' function failed: oltp_common.lua:*: failed to initialize the DB driver (glob)
  $ FAULT_DLOPEN_FAIL=libmariadb LD_PRELOAD=./fault.so sysbench oltp_point_select --db-driver=mysql --events=1 run | grep FATAL
  FATAL: the mysql driver needs libmariadb.so.3 (Debian package libmariadb3): it cannot be loaded
  FATAL: `thread_init' function failed: oltp_common.lua:*: failed to initialize the DB driver (glob)
  FATAL: Thread initialization failed!
  $ rm fault.so
