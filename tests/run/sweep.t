Threads sweeps: --threads as a list or a doubling range runs the test once
per step, each with its normal report, then prints a scaling table.
tests/lua/sweep_sleep.lua sleeps in its events (1 ms up to 2 threads, then
`threads` ms), so its scaling and knee do not depend on the machine.

  $ cp "$TESTS_SRC"/lua/sweep_sleep.lua .

A single number is a plain run: no table.

  $ sysbench --threads=2 --events=100 --time=0 --cpu-max-prime=100 cpu run | grep -c 'sweep\|Knee'
  0
  [1]

Each step is a complete run with its own report; the script's init and
done run once around the sweep, and the script sees the step's thread count
in sysbench.opt.threads (done() the last step's):

  $ sysbench sweep_sleep.lua --threads=1,2 --events=200 --time=0 run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  init: threads=1
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from current time
  
  
  Initializing worker threads...
  
  step: threads=1
  Threads started!
  
  
  General statistics:
      total time:                          *s (glob)
      total number of events:              200
  
  Latency (ms):
           min: *.* (glob)
           avg: *.* (glob)
           max: *.* (glob)
           95th percentile: *.* (glob)
           sum: *.* (glob)
  
  Threads fairness:
      events (avg/stddev):           200.0000/0.00
      execution time (avg/stddev):   *.*/0.00 (glob)
  
  Running the test with following options:
  Number of threads: 2
  Initializing random number generator from current time
  
  
  Initializing worker threads...
  
  step: threads=2
  Threads started!
  
  
  General statistics:
      total time:                          *s (glob)
      total number of events:              200
  
  Latency (ms):
           min: *.* (glob)
           avg: *.* (glob)
           max: *.* (glob)
           95th percentile: *.* (glob)
           sum: *.* (glob)
  
  Threads fairness:
      events (avg/stddev):           100.0000/*.* (glob)
      execution time (avg/stddev):   *.*/*.* (glob)
  
  Threads sweep (speedup and efficiency against 1 thread):
      threads  events/s  avg (ms)  95th (ms)  speedup  efficiency
            1  * 1.00      100.0% (glob)
            2  * (glob)
  Knee: none (events/s grew at least 1.10x at every step)
  
  done: threads=2

A range doubles from its lower end. The knee is the first step whose
events/s is below 1.10 times the previous step's (here 4 threads, where
the script's events slow down):

  $ sysbench sweep_sleep.lua --threads=1..4 --events=200 --time=0 run | grep -E 'Number of threads|step:|^ +[0-9]+  |Knee'
  Number of threads: 1
  step: threads=1
  Number of threads: 2
  step: threads=2
  Number of threads: 4
  step: threads=4
            1  * 1.00      100.0% (glob)
            2  * (glob)
            4  *%  <- knee (glob)
  Knee: 4 threads (events/s below 1.10x the previous step's)

The table's figures are those of the steps' reports: events/s, average and
percentile latency, speedup against the first step and efficiency (speedup
per added thread):

  $ sysbench sweep_sleep.lua --threads=2,4 --events=100 --time=0 --percentile=50,99 run > out
  $ python3 - out <<'EOF'
  > import re, sys
  > text = open(sys.argv[1]).read()
  > eps = [float(x) for x in re.findall(r'events per second: +([0-9.]+)', text)]
  > steps = re.findall(r'total time: +([0-9.]+)s\n +total number of events: +(\d+)', text)
  > avg = re.findall(r'avg: +([0-9.]+)', text)
  > rows = re.findall(r'^ +(\d+) +([0-9.]+) +([0-9.]+) +([0-9.]+) +([0-9.]+) +([0-9.]+) +([0-9.]+)%', text, re.M)
  > print(re.search(r'^ +threads .*$', text, re.M).group(0))
  > for (t, e, a, p50, p99, sp, ef), (tt, n) in zip(rows, steps):
  >     # events/s from the report's time and count (4 digits of time)
  >     assert abs(float(e) - int(n) / float(tt)) / float(e) < 0.01, (e, n, tt)
  >     assert float(p50) <= float(p99)
  > e0, e1 = float(rows[0][1]), float(rows[1][1])
  > print(rows[0][5], rows[0][6], "%.2f" % (e1 / e0) == rows[1][5],
  >       "%.1f" % (100 * e1 / e0 / 2) == rows[1][6])
  > EOF
      threads  events/s  avg (ms)  50th (ms)  99th (ms)  speedup  efficiency
  1.00 100.0 True True

A list or range item that is not a count, a list that does not increase,
an empty list or item: a FATAL line naming the problem, exit 1, before
anything runs:

  $ for v in 4,2 2,2 8..1 , 1,,2 1,2, 0,1 -1,2 1..0 1,x ..4 4.. 1..2..4 1,2147483648; do sysbench --threads=$v cpu run; echo "exit $?"; done
  FATAL: Invalid value for --threads: '4,2': thread counts must increase (2 after 4)
  exit 1
  FATAL: Invalid value for --threads: '2,2': thread counts must increase (2 after 2)
  exit 1
  FATAL: Invalid value for --threads: '8..1': range 8..1 is descending
  exit 1
  FATAL: Invalid value for --threads: ',': empty list
  exit 1
  FATAL: Invalid value for --threads: '1,,2': empty item in the list
  exit 1
  FATAL: Invalid value for --threads: '1,2,': empty item in the list
  exit 1
  FATAL: Invalid value for --threads: '0,1': thread counts start at 1, not 0
  exit 1
  FATAL: Invalid value for --threads: '-1,2': thread counts start at 1, not -1
  exit 1
  FATAL: Invalid value for --threads: '1..0': thread counts start at 1, not 0
  exit 1
  FATAL: Invalid value for --threads: '1,x': 'x' is not a thread count
  exit 1
  FATAL: Invalid value for --threads: '..4': range '..4' lacks a bound
  exit 1
  FATAL: Invalid value for --threads: '4..': range '4..' lacks a bound
  exit 1
  FATAL: Invalid value for --threads: '1..2..4': '2..4' is not a thread count
  exit 1
  FATAL: Invalid value for --threads: '1,2147483648': '2147483648' is not a thread count
  exit 1

One value keeps the reference's messages:

  $ sysbench --threads=0 cpu run; echo "exit $?"
  FATAL: Invalid value for --threads: 0.
  
  exit 1
  $ sysbench --threads= cpu run; echo "exit $?"
  Invalid value for the 'threads' option: ''
  exit 1
  $ sysbench --threads=abc cpu run; echo "exit $?"
  Invalid value for the 'threads' option: 'abc'
  exit 1

A non-power-of-two upper end is the last step; a lower end that is not a
power of two doubles from itself; lists and ranges combine. A config file
takes the same syntax:

  $ sysbench --threads=1..3 --events=10 --time=0 --cpu-max-prime=100 cpu run | grep 'Number of threads'
  Number of threads: 1
  Number of threads: 2
  Number of threads: 3
  $ sysbench --threads=3..7,9 --events=10 --time=0 --cpu-max-prime=100 cpu run | grep 'Number of threads'
  Number of threads: 3
  Number of threads: 6
  Number of threads: 7
  Number of threads: 9
  $ printf 'threads = 1,2\nevents = 10\ntime = 0\n' > sweep.cfg
  $ sysbench --config-file=sweep.cfg --cpu-max-prime=100 cpu run | grep -A3 'Threads sweep' | tr -s ' ' | sed 's/ ([^)]*s)//g'
  Threads sweep (speedup and efficiency against 1 thread):
   threads events/s avg 95th speedup efficiency
   1 * 1.00 100.0% (glob)
   2 * (glob)

Without percentiles the table has no percentile column:

  $ sysbench --threads=1,2 --events=10 --time=0 --cpu-max-prime=100 --percentile=0 cpu run | grep -A1 'Threads sweep' | tr -s ' ' | sed 's/ ([^)]*s)//g'
  Threads sweep (speedup and efficiency against 1 thread):
   threads events/s avg speedup efficiency

Sub-microsecond events (cpu --cpu-max-prime=2, millions per second) are
shown in microseconds, where in ms every latency would read 0.000:

  $ sysbench --threads=1,2 --time=1 --cpu-max-prime=2 cpu run > sub.out
  $ grep -A1 'Threads sweep' sub.out | tail -1 | tr -s ' '
   threads events/s avg (\xc2\xb5s) 95th (\xc2\xb5s) speedup efficiency (esc)
  $ awk '/Threads sweep/ {on = 1} on && $1 ~ /^[12]$/ {print $1, ($3 > 0 && $4 > 0) ? "shown" : "zero"}' sub.out
  1 shown
  2 shown

A step that fails ends the sweep with its status; the table shows it,
marked, and no speedup or knee is taken from it:

  $ sysbench sweep_sleep.lua --threads=1,2,4 --fail-at=2 --events=20 --time=0 run | grep -v '^ *$' | sed -n '/Number of threads: 2/,$p'
  Number of threads: 2
  Initializing random number generator from current time
  Initializing worker threads...
  step: threads=2
  Threads started!
  FATAL: `thread_run' function failed: sweep_sleep.lua:31: failing at 2 threads
  Threads sweep (speedup and efficiency against 1 thread):
      threads  events/s  avg (ms)  95th (ms)  speedup  efficiency
            1  * 1.00      100.0% (glob)
            2         -         -          -        -           -  <- failed
  Knee: cannot be computed (fewer than two complete steps with events; the step with 2 threads did not complete)
  done: threads=2
  $ sysbench sweep_sleep.lua --threads=1,2,4 --fail-at=2 --events=20 --time=0 run > /dev/null; echo "exit $?"
  exit 1

--help keeps the reference's line, and says in its added block what the
list and range forms do:

  $ sysbench --help | grep -- '--threads=N'
    --threads=N                     number of threads to use [1]
    --threads=N,N,... or A..B a threads sweep: one run per count (1,2,4), or A, 2A, 4A, ... up to B (1..64)
