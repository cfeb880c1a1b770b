The cpu test: help, the run header and report, exact event totals.

  $ sysbench cpu help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  cpu options:
    --cpu-max-prime=N upper limit for primes generator [10000]
  

A time-limited run prints the reference's lines in the reference's order:

  $ sysbench cpu run --time=1
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from current time
  
  
  Prime numbers limit: 10000
  
  Initializing worker threads...
  
  Threads started!
  
  CPU speed:
      events per second: *.* (glob)
  
  General statistics:
      total time:                          1\.[0-4][0-9]{3}s (re)
      total number of events:              * (glob)
  
  Latency (ms):
           min: *.* (glob)
           avg: *.* (glob)
           max: *.* (glob)
           95th percentile: *.* (glob)
           sum: *.* (glob)
  
  Threads fairness:
      events (avg/stddev):           *.0000/0.00 (glob)
      execution time (avg/stddev):   *.*/0.00 (glob)
  

--events caps the total over all threads exactly (short events, so that
the threads race for the last ones; and the emulated runs stay short):

  $ sysbench --threads=2 --events=10000 --time=0 --cpu-max-prime=100 cpu run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 2
  Initializing random number generator from current time
  
  
  Prime numbers limit: 100
  
  Initializing worker threads...
  
  Threads started!
  
  CPU speed:
      events per second: *.* (glob)
  
  General statistics:
      total time:                          *.*s (glob)
      total number of events:              10000
  
  Latency (ms):
           min: *.* (glob)
           avg: *.* (glob)
           max: *.* (glob)
           95th percentile: *.* (glob)
           sum: *.* (glob)
  
  Threads fairness:
      events (avg/stddev):           5000.0000/*.* (glob)
      execution time (avg/stddev):   *.*/*.* (glob)
  
  $ for t in 1 3 7; do sysbench --threads=$t --events=1001 --time=0 --cpu-max-prime=100 cpu run | grep 'number of events'; done
      total number of events:              1001
      total number of events:              1001
      total number of events:              1001

The upstream regression case:

  $ sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --threads=2 run | grep -e 'number of events' -e 'events (avg'
      total number of events:              100
      events (avg/stddev):           50.0000/*.* (glob)

--verbosity=4 adds the INFO lines; --debug adds the per-thread lines:

  $ sysbench --verbosity=4 --events=2 --time=0 cpu run | sed -n '/Threads started/,/CPU speed/p'
  Threads started!
  
  Event limit exceeded, exiting...
  Done.
  
  CPU speed:
  $ sysbench --debug --threads=2 --events=3 --time=0 cpu run | grep -v -e 'events per second' -e '^ ' -e '^$'
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  Running the test with following options:
  Number of threads: 2
  Debug mode enabled.
  Initializing random number generator from current time
  Doing CPU performance benchmark
  Prime numbers limit: 10000
  Initializing worker threads...
  DEBUG: Worker thread (#?) * (glob)
  DEBUG: Worker thread (#?) * (glob)
  DEBUG: Worker thread (#?) * (glob)
  DEBUG: Worker thread (#?) * (glob)
  Threads started!
  Event limit exceeded, exiting...
  (last message repeated 1 times)
  Done.
  CPU speed:
  General statistics:
  Latency (ms):
  Threads fairness:
  DEBUG: Verbose per-thread statistics:
  DEBUG:     thread #  0: min: *s  avg: *s  max: *s  events: * (glob)
  DEBUG:                  total time taken by event execution: *s (glob)
  DEBUG:     thread #  1: min: *s  avg: *s  max: *s  events: * (glob)
  DEBUG:                  total time taken by event execution: *s (glob)
  DEBUG: Open file descriptors after the run: 3

The two threads start concurrently, so their lines interleave in any order;
each thread says both:

  $ sysbench --debug --threads=2 --events=3 --time=0 cpu run | grep 'Worker thread' | sort
  DEBUG: Worker thread (#0) initialized
  DEBUG: Worker thread (#0) started
  DEBUG: Worker thread (#1) initialized
  DEBUG: Worker thread (#1) started

The latency lines are right-aligned at column 53, as in the reference:

  $ sysbench --events=20 --time=0 cpu run | grep -A5 '^Latency' | tail -5 | awk '{print length($0)}' | sort -u
  53

Percentiles never exceed the maximum or fall below the minimum:

  $ sysbench --events=50 --time=0 --cpu-max-prime=300 --percentile=100 cpu run | awk '/max:/ {m=$2} /100th percentile:/ {p=$3} END {print (p <= m) ? "ok" : "p100 " p " > max " m}'
  ok
