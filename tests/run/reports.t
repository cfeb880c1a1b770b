# serial: intermediate reports each second, checkpoints, --rate and forced shutdown at given times: a neighbour's load moves them
Run control and reporting: intermediate and checkpoint reports, warmup,
--rate, --histogram, percentiles, forced shutdown, init timeout, signals.

Intermediate reports: the reference's line, every --report-interval
seconds; the last partial interval is not reported:

  $ sysbench cpu run --time=3 --report-interval=1 --cpu-max-prime=2000 > out
  $ grep -c '^\[ [0-9]s \] thds: 1 eps: [0-9.]* lat (ms,95%): [0-9.]*$' out | awk '{print ($1 == 2 || $1 == 3) ? "2 or 3 lines" : $1}'
  2 or 3 lines
  $ sed -n 3,5p out
  Running the test with following options:
  Number of threads: 1
  Report intermediate results every 1 second(s)
  $ sysbench cpu run --time=2 --report-interval=1 --percentile=0 --cpu-max-prime=2000 | grep '^\[ 1s'
  [ 1s ] thds: 1 eps: *.* lat (ms,0%): 0.00 (glob)

Checkpoints: a full report at each point, then every figure restarts.
Each total time is the time since the start, within the time a worker may
take to notice (up to 0.5 s for a slow event on a loaded machine or under
qemu-user):

  $ sysbench cpu run --time=3 --report-checkpoints=2,1 --cpu-max-prime=2000 > out
  $ grep -e Checkpoint -e 'checkpoint(s)' -e 'CPU speed' -e 'total time' out | awk '/total time/ {n++; t = $3 + 0; $0 = "    total time: " (t >= n && t < n + 0.5 ? "about " n " s" : $3)} {print}'
  Report checkpoint(s) at 1, 2 seconds
  [ 1s ] Checkpoint report:
  CPU speed:
      total time: about 1 s
  [ 2s ] Checkpoint report:
  CPU speed:
      total time: about 2 s
  CPU speed:
      total time: about 3 s
  $ awk '/total number of events/ {print ($5 > 0) ? "counted" : "empty"}' out
  counted
  counted
  counted

Warmup: events during the warmup count in no figure; the report covers
--time:

  $ sysbench cpu run --time=1 --warmup-time=1 --report-interval=1 --cpu-max-prime=2000 > out
  $ grep -e 'Warmup time' -e 'Warming up' -e 'total time' out
  Warmup time: 1s
  Warming up for 1 seconds...
      total time:                          1\.[0-4][0-9]{3}s (re)
  $ awk '/events per second/ {eps = $4} /total number of events/ {n = $5} END {r = n / eps; print (r > 0.9 && r < 1.5) ? "events cover 1 s" : "events " n " eps " eps}' out
  events cover 1 s

--rate: Poisson arrivals at the given mean rate over all threads:

  $ echo 'function event() end' > empty.lua
  $ sysbench empty.lua run --rate=1000 --time=3 > out
  $ grep 'Target transaction rate' out
  Target transaction rate: 1000/sec
  $ awk '/total number of events/ {print ($5 > 2700 && $5 < 3300) ? "within 10% of 3000" : $5}' out
  within 10% of 3000

With a rate far above what the machine can do, the run completes its
--time, exits 0, and the queue of late arrivals grows; their latency
includes the wait:

  $ sysbench cpu run --rate=1000000 --time=3 --report-interval=1 --cpu-max-prime=20000 > out
  $ grep -c 'queue length' out | awk '{print ($1 >= 2) ? "queue reported" : $1}'
  queue reported
  $ awk '/queue length:/ {q = $6; if (q <= last) bad = 1; last = q} END {print bad ? "not growing" : "growing"}' out
  growing
  $ grep '^\[ 1s \] queue' out
  [ 1s ] queue length: * concurrency: 1 (glob)
  $ awk '/total time:/ {print ($3 + 0 >= 3) ? "ran its time" : $3}' out
  ran its time

--histogram prints the latency histogram before the report, values in ms
with nanosecond precision:

  $ sysbench cpu run --events=200 --time=0 --cpu-max-prime=2000 --histogram > out
  $ sed -n '/^Latency histogram/,/^ $/p' out | head -2
  Latency histogram (values are in milliseconds)
         value  ------------- distribution ------------- count
  $ sed -n '/distribution/,/^ $/p' out | sed '1d;$d' | awk '{n += $NF} END {print n}'
  200
  $ sed -n '/distribution/,/^ $/p' out | sed '1d;$d' | grep -c -v '^ *[0-9]*\.[0-9]\{6\} |\**  *[0-9]*$'
  0
  [1]

The fullest bucket's bar is 40 stars long (buckets that tie with it too),
and no bar is longer:

  $ sed -n '/distribution/,/^ $/p' out | grep -c '|\*\{40\} ' | awk '{print ($1 >= 1) ? "a full bar" : "none"}'
  a full bar
  $ sed -n '/distribution/,/^ $/p' out | grep -c '|\*\{41\}'
  0
  [1]

Several percentiles at once (an extension); one value keeps the
reference's layout:

  $ sysbench cpu run --events=100 --time=0 --cpu-max-prime=2000 --percentile=50,99.9,100 | grep percentile
           50th percentile: *.* (glob)
          99.9th percentile: *.* (glob)
          100th percentile: *.* (glob)
  $ sysbench cpu run --events=100 --time=0 --cpu-max-prime=2000 --percentile=50,99.9 | grep percentile | awk '{print length($0)}'
  53
  53
  $ sysbench cpu run --events=100 --time=0 --cpu-max-prime=2000 --percentile=0 | grep percentile
           percentile stats:               disabled
  $ sysbench cpu run --percentile=0,50
  FATAL: Invalid value for --percentile: 0 cannot be combined with other values
  [1]

Forced shutdown: the report of what ran, exit code 2 (a thread's time
runs from its start, which may come a little after the run's under
qemu-user):

  $ cat > sleep.lua <<'LUA'
  > ffi.cdef("unsigned int sleep(unsigned int);")
  > function event() ffi.C.sleep(5) end
  > LUA
  $ sysbench sleep.lua run --time=1 --forced-shutdown=1 --threads=2
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 2
  Initializing random number generator from current time
  
  Forcing shutdown in 2 seconds
  
  Initializing worker threads...
  
  Threads started!
  
  FATAL: The --max-time limit has expired, forcing shutdown...
  
  Number of unfinished transactions on forced shutdown: 2
  
  General statistics:
      total time:                          2.0*s (glob)
      total number of events:              0
  
  Latency (ms):
           min:                                    0.00
           avg:                                    0.00
           max:                                    0.00
           95th percentile:                        0.00
           sum:                                    0.00
  
  Threads fairness:
      events (avg/stddev):           0.0000/0.00
      execution time (avg/stddev):   0.0000/0.00
  
  [2]
  $ sysbench cpu run --time=40 --forced-shutdown --events=1 | grep Forcing
  Forcing shutdown in 42 seconds
  $ sysbench cpu run --time=40 --forced-shutdown=50% --events=1 | grep Forcing
  Forcing shutdown in 60 seconds

Workers that take longer than --thread-init-timeout to initialise:

  $ printf 'ffi.cdef("unsigned int sleep(unsigned int);")\nfunction thread_init() ffi.C.sleep(3) end\nfunction event() end\n' > slow.lua
  $ sysbench slow.lua run --thread-init-timeout=1 --verbosity=1
  FATAL: Worker threads failed to initialize within 1 seconds!
  [2]

SIGINT or SIGTERM during run: the workers stop, a warning, the report of
what ran, exit 128+signal:

  $ . "$TESTS_SRC/lib/wait.sh"
  $ rm -f out; sysbench cpu run --time=30 --threads=2 --cpu-max-prime=2000 > out & pid=$!; waitfor out 'Threads started'; sleep 0.5; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ grep -e '^WARNING' -e 'total number' out
  WARNING: run interrupted by SIGINT after *.??s (glob)
      total number of events:              * (glob)

A worker stuck in an event is left behind after 2 s; the report still comes:

  $ rm -f out; start=$(date +%s); sysbench sleep.lua run --time=30 > out & pid=$!; waitfor out 'Threads started'; sleep 0.5; kill -TERM $pid; wait $pid; echo "rc=$?"; end=$(date +%s)
  rc=143
  $ grep -e '^WARNING' -e 'total number' out
  WARNING: run interrupted by SIGTERM after *.??s (glob)
      total number of events:              0
  $ echo $((end - start < 20))
  1
