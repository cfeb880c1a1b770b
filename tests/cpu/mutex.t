The mutex test: help, the run header and the generic report, one event per
thread, and bad input.

  $ sysbench mutex help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  mutex options:
    --mutex-num=N   total size of mutex array [4096]
    --mutex-locks=N number of mutex locks to do per thread [50000]
    --mutex-loops=N number of empty loops to do outside mutex lock [10000]
  
  $ sysbench mutex prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  'mutex' test does not implement the 'prepare' command.
  [1]
  $ sysbench mutex cleanup 2>&1 | tail -1
  'mutex' test does not implement the 'cleanup' command.

Each thread does exactly one event, so the total is the thread count. The
upstream regression case (--events=10 on 2 threads gives 2):

  $ sysbench mutex run --events=10 --threads=2 --mutex-locks=1000
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 2
  Initializing random number generator from current time
  
  
  Initializing worker threads...
  
  Threads started!
  
  
  General statistics:
      total time:                          *.*s (glob)
      total number of events:              2
  
  Latency (ms):
           min: * (glob)
           avg: * (glob)
           max: * (glob)
           95th percentile: * (glob)
           sum: * (glob)
  
  Threads fairness:
      events (avg/stddev):           1.0000/0.00
      execution time (avg/stddev):   *.*/*.* (glob)
  
  $ for t in 1 3 16; do sysbench mutex run --threads=$t --mutex-locks=100 --mutex-loops=10 | grep -e 'number of events' -e 'events (avg'; done
      total number of events:              1
      events (avg/stddev):           1.0000/0.00
      total number of events:              3
      events (avg/stddev):           1.0000/0.00
      total number of events:              16
      events (avg/stddev):           1.0000/0.00

A smaller --events still caps the total:

  $ sysbench mutex run --threads=4 --events=1 --mutex-locks=100 | grep -e 'number of events' -e 'events (avg'
      total number of events:              1
      events (avg/stddev):           0.2500/0.43

--verbosity=4 shows the INFO line; one mutex and no empty loops work:

  $ sysbench --verbosity=4 mutex run --threads=2 --mutex-locks=10 | sed -n '/^Doing/,/^Done/p'
  Doing mutex performance test
  Initializing worker threads...
  
  Threads started!
  
  Done.
  $ sysbench mutex run --threads=2 --mutex-num=1 --mutex-loops=0 --mutex-locks=1000 | grep 'number of events'
      total number of events:              2

Bad input: a clear error instead of the reference's hang (--mutex-num=0,
--mutex-locks=0, negative loops) or allocation failure (negative sizes):

  $ sysbench mutex run --mutex-num=0
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for mutex-num: 0 (must be at least 1)
  [1]
  $ sysbench mutex run --mutex-num=-1 | tail -1
  FATAL: Invalid value for mutex-num: -1 (must be at least 1)
  $ sysbench mutex run --mutex-locks=0 | tail -1
  FATAL: Invalid value for mutex-locks: 0 (must be at least 1)
  $ sysbench mutex run --mutex-locks=-3 | tail -1
  FATAL: Invalid value for mutex-locks: -3 (must be at least 1)
  $ sysbench mutex run --mutex-loops=-1 | tail -1
  FATAL: Invalid value for mutex-loops: -1 (must be at least 0)
  $ sysbench mutex run --mutex-num=4294967296
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Invalid value for the 'mutex_num' option: '4294967296'
  [1]
  $ sysbench mutex run --mutex-num=2147483647 | tail -1
  FATAL: Memory allocation failure!
