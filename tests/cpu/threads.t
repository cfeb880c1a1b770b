The threads test: help, the run header and the generic report, exact event
totals, and bad input.

  $ sysbench threads help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  threads options:
    --thread-yields=N number of yields to do per request [1000]
    --thread-locks=N  number of locks per thread [8]
  
  $ sysbench threads prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  'threads' test does not implement the 'prepare' command.
  [1]
  $ sysbench threads cleanup 2>&1 | tail -1
  'threads' test does not implement the 'cleanup' command.

The upstream regression case: --events caps the total over all threads. At
the default verbosity the test prints nothing of its own:

  $ sysbench threads run --events=100 --threads=2 --time=0
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 2
  Initializing random number generator from current time
  
  
  Initializing worker threads...
  
  Threads started!
  
  
  General statistics:
      total time:                          *.*s (glob)
      total number of events:              100
  
  Latency (ms):
           min: * (glob)
           avg: * (glob)
           max: * (glob)
           95th percentile: * (glob)
           sum: * (glob)
  
  Threads fairness:
      events (avg/stddev):           50.0000/*.* (glob)
      execution time (avg/stddev):   *.*/*.* (glob)
  
  $ for t in 1 3 8; do sysbench threads run --threads=$t --events=101 --time=0 --thread-yields=10 --thread-locks=3 | grep 'number of events'; done
      total number of events:              101
      total number of events:              101
      total number of events:              101

--verbosity=4 shows the INFO lines; --thread-yields=0 makes empty events:

  $ sysbench --verbosity=4 threads run --events=10 --thread-yields=5 --thread-locks=3 | sed -n '/^Doing/,/^Done/p'
  Doing thread subsystem performance test
  Thread yields per test: 5 Locks used: 3
  Initializing worker threads...
  
  Threads started!
  
  Event limit exceeded, exiting...
  Done.
  $ sysbench threads run --events=1000 --thread-yields=0 --thread-locks=1 | grep 'number of events'
      total number of events:              1000

Intermediate reports use the default format; --time ends an unlimited run:

  $ sysbench threads run --threads=2 --time=2 --report-interval=1 --thread-yields=10 > out
  $ grep thds out | head -1
  [ 1s ] thds: 2 eps: *.* lat (ms,95%): *.* (glob)
  $ grep 'total time' out
      total time:                          2\.[0-4][0-9]{3}s (re)

Bad input: a clear error instead of the reference's division by zero
(--thread-locks=0), allocation failure (negative) or hang (negative yields):

  $ sysbench threads run --thread-locks=0
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for thread-locks: 0 (must be at least 1)
  [1]
  $ sysbench threads run --thread-locks=-1 | tail -1
  FATAL: Invalid value for thread-locks: -1 (must be at least 1)
  $ sysbench threads run --thread-yields=-5 | tail -1
  FATAL: Invalid value for thread-yields: -5 (must be at least 0)
  $ sysbench threads run --thread-locks=abc
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Invalid value for the 'thread_locks' option: 'abc'
  [1]
  $ sysbench threads run --thread-locks=2147483647 --events=1 | tail -1
  FATAL: Memory allocation failure!
