# serial: the OLTP scripts' latency figures (avg, max, percentiles) and their servers' pace: a neighbour's load changes them
Every bundled database script, prepare/run/cleanup against the suite's
throwaway MariaDB and PostgreSQL servers, with exact counts under --events
(one thread where conflicts between threads could change them).

  $ . "$TESTS_SRC/lib/db_lib.sh" && fresh_db oltp
  $ stats() { sed -n 's/^ *\(read\|write\|other\|total\|transactions\|queries\|ignored errors\|reconnects\): *\([0-9]*\).*/\1 \2/p' | tr '\n' ' '; echo; }
  $ rows() { my_sql "SELECT COUNT(*) FROM $1" $DB; pg_sql "SELECT COUNT(*) FROM $1" $DB; }
  $ O="--tables=2 --table-size=100 --rand-seed=1"

prepare creates, fills and indexes each table, on both servers:

  $ sysbench oltp_read_write $MY $O prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Creating table 'sbtest1'...
  Inserting 100 records into 'sbtest1'
  Creating a secondary index on 'sbtest1'...
  Creating table 'sbtest2'...
  Inserting 100 records into 'sbtest2'
  Creating a secondary index on 'sbtest2'...
  $ sysbench oltp_read_write $PG $O prepare | tail -n +3
  Creating table 'sbtest1'...
  Inserting 100 records into 'sbtest1'
  Creating a secondary index on 'sbtest1'...
  Creating table 'sbtest2'...
  Inserting 100 records into 'sbtest2'
  Creating a secondary index on 'sbtest2'...
  $ rows sbtest2
  100
  100
  $ my_sql "SHOW CREATE TABLE sbtest1" $DB | sed 's/\\n/\n/g'
  sbtest1\tCREATE TABLE `sbtest1` ( (esc)
    `id` int(11) NOT NULL AUTO_INCREMENT,
    `k` int(11) NOT NULL DEFAULT 0,
    `c` char(120) NOT NULL DEFAULT '',
    `pad` char(60) NOT NULL DEFAULT '',
    PRIMARY KEY (`id`),
    KEY `k_1` (`k`)
  ) ENGINE=InnoDB AUTO_INCREMENT=101 DEFAULT CHARSET=latin1 COLLATE=latin1_swedish_ci
  $ pg_sql "SELECT indexname FROM pg_indexes WHERE tablename = 'sbtest1' ORDER BY 1" $DB
  k_1
  sbtest1_pkey
  $ my_sql "SELECT COUNT(*) FROM sbtest1 WHERE k BETWEEN 1 AND 100 AND c RLIKE '^([0-9]{11}-){9}[0-9]{11}$' AND pad RLIKE '^([0-9]{11}-){4}[0-9]{11}$'" $DB
  100

Parallel prepare: each thread creates its share of the tables:

  $ sysbench oltp_read_write $MY $O cleanup > /dev/null
  $ sysbench oltp_read_write $MY $O --threads=2 prepare | sort
  
  
  Creating a secondary index on 'sbtest1'...
  Creating a secondary index on 'sbtest2'...
  Creating table 'sbtest1'...
  Creating table 'sbtest2'...
  Initializing worker threads...
  Inserting 100 records into 'sbtest1'
  Inserting 100 records into 'sbtest2'
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  $ rows sbtest1
  100
  100

A run: one transaction per event, with the reference's statement mix:

  $ for d in "$MY" "$PG"; do sysbench oltp_read_write $d $O --events=5 run | stats; done
  read 70 write 20 other 10 total 100 transactions 5 queries 100 ignored errors 0 reconnects 0 
  read 70 write 20 other 10 total 100 transactions 5 queries 100 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench oltp_read_only $d $O --events=5 run | stats; done
  read 70 write 0 other 10 total 80 transactions 5 queries 80 ignored errors 0 reconnects 0 
  read 70 write 0 other 10 total 80 transactions 5 queries 80 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench oltp_write_only $d $O --events=5 run | stats; done
  read 0 write 20 other 10 total 30 transactions 5 queries 30 ignored errors 0 reconnects 0 
  read 0 write 20 other 10 total 30 transactions 5 queries 30 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench oltp_read_write $d $O --events=3 --skip_trx --range_selects=off --point_selects=2 run | stats; done
  read 6 write 12 other 0 total 18 transactions 3 queries 18 ignored errors 0 reconnects 0 
  read 6 write 12 other 0 total 18 transactions 3 queries 18 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench oltp_read_write $d $O --events=4 --db-ps-mode=disable run | stats; done
  read 56 write 14 other 10 total 80 transactions 4 queries 80 ignored errors 0 reconnects 0 
  read 56 write 16 other 8 total 80 transactions 4 queries 80 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench oltp_point_select $d $O --events=7 --threads=2 run | stats; done
  read 7 write 0 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  read 7 write 0 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench oltp_update_index $d $O --events=7 run | stats; done
  read 0 write 7 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  read 0 write 7 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench oltp_update_non_index $d $O --events=7 run | stats; done
  read 0 write 7 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  read 0 write 7 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench select_random_points $d $O --events=7 --threads=2 run | stats; done
  read 7 write 0 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  read 7 write 0 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench select_random_ranges $d $O --events=7 --threads=2 run | stats; done
  read 7 write 0 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  read 7 write 0 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
The whole report of a run:

  $ sysbench oltp_read_write $PG $O --events=4 run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from seed (1).
  
  
  Initializing worker threads...
  
  Threads started!
  
  SQL statistics:
      queries performed:
          read:                            56
          write:                           16
          other:                           8
          total:                           80
      transactions:                        4      (* per sec.) (glob)
      queries:                             80     (* per sec.) (glob)
      ignored errors:                      0      (* per sec.) (glob)
      reconnects:                          0      (* per sec.) (glob)
  
  General statistics:
      total time:                          *s (glob)
      total number of events:              4
  
  Latency (ms):
           min: +[0-9]+\.[0-9]{2} (re)
           avg: +[0-9]+\.[0-9]{2} (re)
           max: +[0-9]+\.[0-9]{2} (re)
           95th percentile: +[0-9]+\.[0-9]{2} (re)
           sum: +[0-9]+\.[0-9]{2} (re)
  
  Threads fairness:
      events (avg/stddev):           4.0000/0.00
      execution time (avg/stddev):   */* (glob)
  
  $ sysbench oltp_read_write $MY $O --time=2 --report-interval=1 run | grep '^\[' | head -1
  \[ 1s \] thds: 1 tps: [0-9.]+ qps: [0-9.]+ \(r/w/o: [0-9.]+/[0-9.]+/[0-9.]+\) lat \(ms,95%\): [0-9.]+ err/s: 0.00 reconn/s: 0.00 (re)

Deletes and inserts change the tables:

  $ for d in "$MY" "$PG"; do sysbench oltp_delete $d $O --events=7 run | stats; done
  read 0 write 5 other 2 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  read 0 write 5 other 2 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  $ for d in "$MY" "$PG"; do sysbench oltp_insert $d $O --events=7 --threads=2 run | stats; done
  read 0 write 7 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  read 0 write 7 other 0 total 7 transactions 7 queries 7 ignored errors 0 reconnects 0 
  $ my_sql "SELECT (SELECT COUNT(*) FROM sbtest1) + (SELECT COUNT(*) FROM sbtest2)" $DB
  202
  $ pg_sql "SELECT (SELECT COUNT(*) FROM sbtest1) + (SELECT COUNT(*) FROM sbtest2)" $DB
  202

prewarm (MySQL only), cleanup:

  $ sysbench oltp_read_write $MY $O --threads=2 prewarm | sort
  
  
  Initializing worker threads...
  Prewarming table sbtest1
  Prewarming table sbtest2
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  $ sysbench oltp_read_write $PG $O prewarm
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: `sysbench.cmdline.call_command' function failed: oltp_common.lua:*: prewarm is currently MySQL only (glob)
  [1]
  $ sysbench oltp_read_write $MY $O cleanup
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Dropping table 'sbtest1'...
  Dropping table 'sbtest2'...
  $ sysbench oltp_read_write $PG $O cleanup | tail -n +3
  Dropping table 'sbtest1'...
  Dropping table 'sbtest2'...
  $ my_sql "SHOW TABLES" $DB; pg_sql '\dt' $DB

With client-side ids, and a storage engine:

  $ sysbench oltp_insert $MY --auto_inc=off --mysql_storage_engine=myisam --table-size=10 prepare > /dev/null
  $ sysbench oltp_insert $MY --auto_inc=off --table-size=10 --events=5 run | stats
  read 0 write 5 other 0 total 5 transactions 5 queries 5 ignored errors 0 reconnects 0 
  $ my_sql "SELECT COUNT(*), SUM(id < 0 OR id > 10), ENGINE FROM sbtest1, information_schema.tables WHERE table_name = 'sbtest1' AND table_schema = '$DB'" $DB
  15\t5\tMyISAM (esc)
  $ sysbench oltp_insert $PG --auto_inc=off --table-size=10 prepare > /dev/null
  $ sysbench oltp_insert $PG --auto_inc=off --table-size=10 --events=5 run | stats
  read 0 write 5 other 0 total 5 transactions 5 queries 5 ignored errors 0 reconnects 0 
  $ pg_sql "SELECT COUNT(*), SUM(CASE WHEN id < 0 OR id > 10 THEN 1 END) FROM sbtest1" $DB
  15|5
  $ for d in "$MY" "$PG"; do sysbench oltp_insert $d cleanup > /dev/null; done

An empty table: 1.0.20 says nothing of inserting rows then:

  $ sysbench oltp_point_select $PG --table-size=0 prepare | tail -n +3
  Creating table 'sbtest1'...
  Creating a secondary index on 'sbtest1'...
  $ sysbench oltp_point_select $PG cleanup > /dev/null

sysbench 1.1's --create_table_options end the CREATE TABLE, and
--reconnect=N makes a new connection after every N events of a thread
(counted as reconnects; the statements are prepared again on it):

  $ sysbench oltp_read_write $MY --table-size=100 --create_table_options='ENGINE=MyISAM' prepare > /dev/null
  $ my_sql "SHOW CREATE TABLE sbtest1" $DB | grep -o 'ENGINE=[A-Za-z]*'
  ENGINE=MyISAM
  $ sysbench oltp_read_write $PG --table-size=100 --create_table_options='WITH (fillfactor=80)' prepare > /dev/null
  $ pg_sql "SELECT reloptions FROM pg_class WHERE relname = 'sbtest1'" $DB
  {fillfactor=80}
  $ for d in "$MY" "$PG"; do sysbench oltp_read_write $d --table-size=100 --reconnect=10 --events=100 run | stats; done
  read 1400 write 400 other 200 total 2000 transactions 100 queries 2000 ignored errors 0 reconnects 10 
  read 1400 write 400 other 200 total 2000 transactions 100 queries 2000 ignored errors 0 reconnects 10 
  $ sysbench oltp_point_select $PG --table-size=100 --reconnect=3 --events=10 --db-ps-mode=disable run | stats
  read 10 write 0 other 0 total 10 transactions 10 queries 10 ignored errors 0 reconnects 3 
  $ for d in "$MY" "$PG"; do sysbench oltp_read_write $d cleanup > /dev/null; done

bulk_insert: one table per thread, multi-row INSERTs of up to 512 KiB (the
rows of each thread go in one statement per 512 KiB, when the thread ends):

  $ sysbench bulk_insert $MY --threads=2 prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Creating table 'sbtest1'...
  Creating table 'sbtest2'...
  $ sysbench bulk_insert $PG --threads=2 prepare | tail -n +3
  Creating table 'sbtest1'...
  Creating table 'sbtest2'...
  $ for d in "$MY" "$PG"; do sysbench bulk_insert $d --threads=2 --events=10 run | grep -e 'transactions:' -e 'ignored errors:' | cut -c1-46; done
      transactions:                        10   
      ignored errors:                      0    
      transactions:                        10   
      ignored errors:                      0    
  $ my_sql "SELECT (SELECT COUNT(*) FROM sbtest1) + (SELECT COUNT(*) FROM sbtest2)" $DB
  10
  $ pg_sql "SELECT (SELECT COUNT(*) FROM sbtest1) + (SELECT COUNT(*) FROM sbtest2)" $DB
  10
  $ for d in "$MY" "$PG"; do sysbench bulk_insert $d --threads=2 cleanup | tail -n +3; done
  Dropping table 'sbtest1'...
  Dropping table 'sbtest2'...
  Dropping table 'sbtest1'...
  Dropping table 'sbtest2'...
  $ for d in "$MY" "$PG"; do sysbench bulk_insert $d prepare > /dev/null; sysbench bulk_insert $d --events=100000 run | stats; done
  read 0 write 3 other 0 total 3 transactions 100000 queries 3 ignored errors 0 reconnects 0 
  read 0 write 3 other 0 total 3 transactions 100000 queries 3 ignored errors 0 reconnects 0 
  $ rows sbtest1
  100000
  100000
  $ for d in "$MY" "$PG"; do sysbench bulk_insert $d cleanup | tail -n +3; done
  Dropping table 'sbtest1'...
  Dropping table 'sbtest1'...

A user's script builds on oltp_common (found by name from any directory):

  $ cat > mine.lua <<'LUA'
  > require("oltp_common")
  > function prepare_statements()
  >   prepare_begin()
  >   prepare_commit()
  >   prepare_point_selects()
  >   prepare_sum_ranges()
  > end
  > function event()
  >   begin()
  >   execute_point_selects()
  >   execute_sum_ranges()
  >   commit()
  > end
  > LUA
  $ sysbench mine.lua $PG --table-size=50 prepare | tail -n +3
  Creating table 'sbtest1'...
  Inserting 50 records into 'sbtest1'
  Creating a secondary index on 'sbtest1'...
  $ sysbench mine.lua $PG --table-size=50 --point_selects=3 --events=2 run | stats
  read 8 write 0 other 4 total 12 transactions 2 queries 12 ignored errors 0 reconnects 0 
  $ sysbench mine.lua $PG cleanup | tail -n +3
  Dropping table 'sbtest1'...

The oltp scripts prepare every statement for every table in each thread
before the clock starts: --tables is bounded (4294967297 used to grow the
process by gigabytes a second, for ever), and checked before any
connection is made (here to a socket that is not there). 0 is taken, as
1.0.20 does (oltp_insert then inserts into sbtest1: db_diff.sh compares it):

  $ sysbench oltp_read_write --tables=4294967297 --mysql-socket=/nonexistent --db-driver=mysql run | grep FATAL
  FATAL: `init' function failed: --tables=4294967297: a whole number from 0 to 100000 (every thread prepares its statements for each table)
  $ sysbench oltp_point_select --tables=-1 --mysql-socket=/nonexistent --db-driver=mysql run | grep FATAL
  FATAL: `init' function failed: --tables=-1: a whole number from 0 to 100000 (every thread prepares its statements for each table)
  $ sysbench oltp_point_select --tables=2.5 --mysql-socket=/nonexistent --db-driver=mysql run | grep -c 'a whole number from 0 to 100000'
  1
