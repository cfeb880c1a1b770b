The memory test: help, the run header and report, the per-thread budget
that replaces --events, and bad input.

  $ sysbench memory help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  memory options:
    --memory-block-size=SIZE    size of memory block for test [1K]
    --memory-total-size=SIZE    total size of data to transfer [100G]
    --memory-scope=STRING       memory access scope {global,local} [global]
    --memory-hugetlb[=on|off]   allocate memory from HugeTLB pool [off]
    --memory-oper=STRING        type of memory operations {read, write, none} [write]
    --memory-access-mode=STRING memory access mode {seq,rnd} [seq]
  
  $ sysbench memory prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  'memory' test does not implement the 'prepare' command.
  [1]
  $ sysbench memory cleanup 2>&1 | tail -1
  'memory' test does not implement the 'cleanup' command.

Each thread does total/block/threads events and --events is ignored:
1G in 4K blocks is 262144 events on 2 threads, 262143 on 3.

  $ sysbench memory run --memory-block-size=4K --memory-total-size=1G --threads=2 --events=1 --time=0
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 2
  Initializing random number generator from current time
  
  
  Running memory speed test with the following options:
    block size: 4KiB
    total size: 1024MiB
    operation: write
    scope: global
  
  Initializing worker threads...
  
  Threads started!
  
  Total operations: 262144 (*.* per second) (glob)
  
  1024.00 MiB transferred (*.* MiB/sec) (glob)
  
  
  General statistics:
      total time:                          *.*s (glob)
      total number of events:              262144
  
  Latency (ms):
           min: * (glob)
           avg: * (glob)
           max: * (glob)
           95th percentile: * (glob)
           sum: * (glob)
  
  Threads fairness:
      events (avg/stddev):           131072.0000/0.00
      execution time (avg/stddev):   *.*/*.* (glob)
  
  $ sysbench memory run --memory-block-size=4K --memory-total-size=64M --threads=3 --events=1 --time=0 --memory-access-mode=rnd | grep -e '^Total' -e transferred -e 'number of events' -e 'events (avg'
  Total operations: 16383 (*.* per second) (glob)
  64.00 MiB transferred (*.* MiB/sec) (glob)
      total number of events:              16383
      events (avg/stddev):           5461.0000/0.00

The upstream regression matrix (reads and writes, global and local), with
a smaller total: the arithmetic is the same. Shown per run: total
operations, MiB transferred, events:

  $ for oper in read write; do for scope in global local; do
  >   printf '%s %s: ' $oper $scope
  >   sysbench memory run --memory-block-size=4K --memory-total-size=64M --threads=2 --events=1 --time=0 --memory-oper=$oper --memory-scope=$scope | awk '/^Total operations/ {t = $3} /MiB transferred/ {m = $1} /number of events/ {e = $5} END {print t, m, e}'
  > done; done
  read global: 16384 64.00 16384
  read local: 16384 64.00 16384
  write global: 16384 64.00 16384
  write local: 16384 64.00 16384

Every operation and access mode runs, down to one-word blocks (shown as
0KiB). Shown per run: events, and events per thread (avg/stddev):

  $ for oper in read write none; do for mode in seq rnd; do
  >   printf '%s %s: ' $oper $mode
  >   sysbench memory run --memory-block-size=8 --memory-total-size=40 --threads=2 --memory-oper=$oper --memory-access-mode=$mode | awk '/number of events/ {e = $5} /events \(avg/ {a = $3} END {print e, a}'
  > done; done
  read seq: 4 2.0000/0.00
  read rnd: 4 2.0000/0.00
  write seq: 4 2.0000/0.00
  write rnd: 4 2.0000/0.00
  none seq: 4 2.0000/0.00
  none rnd: 4 2.0000/0.00

The budget is rounded down: 24 bytes in 8-byte blocks on 2 threads is one
event each:

  $ sysbench memory run --memory-block-size=8 --memory-total-size=24 --threads=2 | grep -e 'block size' -e 'total size' -e '^Total' -e 'number of events' -e 'events (avg'
    block size: 0KiB
    total size: 0MiB
  Total operations: 2 (*.* per second) (glob)
      total number of events:              2
      events (avg/stddev):           1.0000/0.00

With --memory-oper=none there is no "transferred" line:

  $ sysbench memory run --memory-oper=none --memory-total-size=10M --memory-block-size=1M | sed -n '/^Running memory/,/General statistics/p'
  Running memory speed test with the following options:
    block size: 1024KiB
    total size: 10MiB
    operation: none
    scope: global
  
  Initializing worker threads...
  
  Threads started!
  
  Total operations: 10 (*.* per second) (glob)
  
  
  General statistics:

A total size of 0 means no limit (whatever the block size): --time ends
the run. Intermediate reports give the bandwidth of the interval:

  $ sysbench memory run --memory-block-size=2M --memory-total-size=0 --time=2 --report-interval=1 > out
  $ grep 'MiB/sec$' out | head -1
  [ 1s ] *.* MiB/sec (glob)
  $ grep -e 'block size' -e 'total size' -e 'total time'  out
    block size: 2048KiB
    total size: 0MiB
      total time:                          2\.[0-4][0-9]{3}s (re)

--events stays ignored after a warmup too; the largest total prints whole:

  $ sysbench memory run --memory-total-size=16777215T --warmup-time=1 --time=1 --events=10 | awk '/total size/ {print} /total time/ {print ($3 + 0 >= 0.9) ? "about 1s" : $3} /number of events/ {print ($5 > 10) ? "more than 10 events" : $5}'
    total size: 17592184995840MiB
  about 1s
  more than 10 events

Bad input: the reference's messages for block size, scope, operation and
access mode (the value as typed), and clear errors where the reference
accepts nonsense or crashes:

  $ for v in 0 -1 2 3 9 12 abc 1Q 8E; do sysbench memory run --memory-block-size=$v | tail -1; done
  FATAL: Invalid value for memory-block-size: 0
  FATAL: Invalid value for memory-block-size: -1
  FATAL: Invalid value for memory-block-size: 2
  FATAL: Invalid value for memory-block-size: 3
  FATAL: Invalid value for memory-block-size: 9
  FATAL: Invalid value for memory-block-size: 12
  FATAL: Invalid value for memory-block-size: abc
  FATAL: Invalid value for memory-block-size: 1Q
  FATAL: Invalid value for memory-block-size: 8E
  $ sysbench memory run --memory-block-size=0
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for memory-block-size: 0
  [1]
  $ sysbench memory run --memory-block-size | tail -1
  FATAL: Invalid value for memory-block-size: (null)
  $ sysbench memory run --memory-scope=foo | tail -1
  FATAL: Invalid value for memory-scope: foo
  $ sysbench memory run --memory-scope | tail -1
  FATAL: Invalid value for memory-scope: (null)
  $ sysbench memory run --memory-oper=copy | tail -1
  FATAL: Invalid value for memory-oper: copy
  $ sysbench memory run --memory-oper= | tail -1
  FATAL: Invalid value for memory-oper: (null)
  $ sysbench memory run --memory-access-mode=random | tail -1
  FATAL: Invalid value for memory-access-mode: random
  $ sysbench memory run --memory-hugetlb=maybe
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  invalid option: --memory-hugetlb=maybe
  [1]

A block larger than a non-zero total, and totals that do not fit in 64
bits or are negative:

  $ sysbench memory run --memory-block-size=2M --memory-total-size=1M
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: memory-block-size (2M) is larger than memory-total-size (1M)
  [1]
  $ for v in 16777216T 100000000000000000000 -1 1X; do sysbench memory run --memory-total-size=$v | tail -1; done
  FATAL: Invalid value for memory-total-size: 16777216T
  FATAL: Invalid value for memory-total-size: 100000000000000000000
  FATAL: Invalid value for memory-total-size: -1
  FATAL: Invalid value for memory-total-size: 1X

Blocks that cannot fit in RAM are refused before anything is touched:

  $ sysbench memory run --memory-block-size=4096T --memory-total-size=0 | tail -1
  FATAL: 1 buffer(s) of memory-block-size=4096T exceed the physical memory (* MiB) (glob)
  $ sysbench memory run --memory-block-size=1T --memory-total-size=0 --memory-scope=local --threads=4096 | tail -1
  FATAL: 4096 buffer(s) of memory-block-size=1T exceed the physical memory (* MiB) (glob)
