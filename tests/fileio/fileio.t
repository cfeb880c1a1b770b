The fileio test: help, prepare, run and cleanup in the reference's format.

  $ sysbench fileio help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  fileio options:
    --file-num=N                  number of files to create [128]
    --file-block-size=N           block size to use in all IO operations [16384]
    --file-total-size=SIZE        total size of files to create [2G]
    --file-test-mode=STRING       test mode {seqwr, seqrewr, seqrd, rndrd, rndwr, rndrw}
    --file-io-mode=STRING         file operations mode {sync,async,mmap} [sync]
    --file-async-backlog=N        number of asynchronous operatons to queue per thread [128]
    --file-extra-flags=[LIST,...] list of additional flags to use to open files {sync,dsync,direct} []
    --file-fsync-freq=N           do fsync() after this number of requests (0 - don't use fsync()) [100]
    --file-fsync-all[=on|off]     do fsync() after each write operation [off]
    --file-fsync-end[=on|off]     do fsync() at the end of test [on]
    --file-fsync-mode=STRING      which method to use for synchronization {fsync, fdatasync} [fsync]
    --file-merged-requests=N      merge at most this number of IO requests if possible (0 - don't merge) [0]
    --file-rw-ratio=N             reads/writes ratio for combined test [1.5]
  
  Added by sysbench-ng (not in sysbench 1.0.20):
    --file-io-mode=STRING                  also io_uring: --file-async-backlog requests in flight per thread, batched
    --file-write-data=STRING               what writes and prepare put in the files {zero, random, compress:P} [zero]
    --file-name=STRING                     with --file-num=1: the one test file's name, in the current directory, instead of test_file.0
    --file-uring-registered-files[=on|off] io_uring: the files registered with each thread's ring, not looked up per request (fio's registerfiles) [off]
    --file-uring-fixed-buffers[=on|off]    io_uring: the buffers registered once, not pinned per request (fio's fixedbufs) [off]
    --file-uring-sqpoll[=on|off]           io_uring: a kernel thread per ring takes the requests, without a system call (fio's sqthread_poll) [off]
    --file-uring-iopoll[=on|off]           io_uring: completions polled from the device, not signalled: O_DIRECT on a device with poll queues (fio's hipri) [off]
  
  $ sysbench --help | grep -A2 'Compiled-in tests'
  Compiled-in tests:
    fileio - File I/O test
    cpu - CPU performance test

prepare creates test_file.0..N-1 in the current directory, one block at a
time, and reports what it wrote:

  $ sysbench fileio --file-num=4 --file-total-size=4M prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  4 files, 1024Kb each, 4Mb total
  Creating files for the test...
  Extra file open flags: (none)
  Creating file test_file.0
  Creating file test_file.1
  Creating file test_file.2
  Creating file test_file.3
  4194304 bytes written in * seconds (* MiB/sec). (glob)
  $ ls -l test_file.* | awk '{print $1, $5, $NF}'
  -rw------- 1048576 test_file.0
  -rw------- 1048576 test_file.1
  -rw------- 1048576 test_file.2
  -rw------- 1048576 test_file.3

A second prepare reuses complete files and writes nothing:

  $ sysbench fileio --file-num=4 --file-total-size=4M --file-extra-flags=sync prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  4 files, 1024Kb each, 4Mb total
  Creating files for the test...
  Extra file open flags: sync 
  Reusing existing file test_file.0
  Reusing existing file test_file.1
  Reusing existing file test_file.2
  Reusing existing file test_file.3
  No bytes written.

A run prints the header, then the File operations and Throughput blocks
before the generic statistics. --events counts every request:

  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrd --events=150 run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from current time
  
  
  Extra file open flags: (none)
  4 files, 1MiB each
  4MiB total file size
  Block size 16KiB
  Number of IO requests: 150
  Read/Write ratio for combined random IO test: 1.50
  Periodic FSYNC enabled, calling fsync() each 100 requests.
  Calling fsync() at the end of test, Enabled.
  Using synchronous I/O mode
  Doing random read test
  Initializing worker threads...
  
  Threads started!
  
  
  File operations:
      reads/s:                      *.* (glob)
      writes/s:                     0.00
      fsyncs/s:                     0.00
  
  Throughput:
      read, MiB/s:                  *.* (glob)
      written, MiB/s:               0.00
  
  General statistics:
      total time:                          *s (glob)
      total number of events:              150
  
  Latency (ms):
           min: *.* (glob)
           avg: *.* (glob)
           max: *.* (glob)
           95th percentile: *.* (glob)
           sum: *.* (glob)
  
  Threads fairness:
      events (avg/stddev):           150.0000/0.00
      execution time (avg/stddev):   *.*/*.* (glob)
  
  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndwr --events=150 run | grep -E 'reads/s|writes/s|number of events'
      reads/s:                      0.00
      writes/s:                     *.* (glob)
      total number of events:              150
  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=seqwr --file-fsync-freq=0 --time=1 run | awk '/fsyncs\/s/ {print ($2 > 0 ? "fsyncs counted" : $0)}'
  fsyncs counted
  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=seqwr --file-fsync-freq=0 --file-fsync-end=off --time=1 run | grep -E 'fsyncs/s|end of test'
      fsyncs/s:                     0.00

Intermediate reports show MiB/s and fsyncs/s with a three-decimal latency:

  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrw --time=2 --report-interval=1 run | grep '^\[' | head -1
  [ 1s ] reads: *.* MiB/s writes: *.* MiB/s fsyncs: *.*/s latency (ms,95%): *.* (glob)

Each fsync is an event: after every --file-fsync-freq requests comes a
series of one fsync per file. seqwr recreated the files, so prepare first:

  $ sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null
  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=seqwr --file-fsync-freq=3 --events=10 --debug run | grep Executing
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 0, size: 16384
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 16384, size: 16384
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 32768, size: 16384
  DEBUG: Executing request, operation: 3, file_id: 0, pos: 0, size: 0
  DEBUG: Executing request, operation: 3, file_id: 1, pos: 0, size: 0
  DEBUG: Executing request, operation: 3, file_id: 2, pos: 0, size: 0
  DEBUG: Executing request, operation: 3, file_id: 3, pos: 0, size: 0
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 49152, size: 16384
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 65536, size: 16384
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 81920, size: 16384

With --rand-seed and one thread the random requests are the reference's,
request by request (this sequence is the one sysbench 1.0.20 prints):

  $ sysbench fileio --file-num=4 --file-total-size=4M prepare >/dev/null
  $ sysbench fileio --file-num=4 --file-total-size=4M --file-test-mode=rndrw --events=14 --rand-seed=7 --file-fsync-freq=5 --debug run | grep Executing
  DEBUG: Executing request, operation: 1, file_id: 2, pos: 163840, size: 16384
  DEBUG: Executing request, operation: 2, file_id: 1, pos: 655360, size: 16384
  DEBUG: Executing request, operation: 1, file_id: 0, pos: 425984, size: 16384
  DEBUG: Executing request, operation: 2, file_id: 3, pos: 0, size: 16384
  DEBUG: Executing request, operation: 1, file_id: 0, pos: 655360, size: 16384
  DEBUG: Executing request, operation: 3, file_id: 0, pos: 0, size: 0
  DEBUG: Executing request, operation: 3, file_id: 1, pos: 0, size: 0
  DEBUG: Executing request, operation: 3, file_id: 2, pos: 0, size: 0
  DEBUG: Executing request, operation: 3, file_id: 3, pos: 0, size: 0
  DEBUG: Executing request, operation: 1, file_id: 1, pos: 32768, size: 16384
  DEBUG: Executing request, operation: 2, file_id: 3, pos: 81920, size: 16384
  DEBUG: Executing request, operation: 1, file_id: 3, pos: 917504, size: 16384
  DEBUG: Executing request, operation: 2, file_id: 0, pos: 638976, size: 16384
  DEBUG: Executing request, operation: 1, file_id: 1, pos: 98304, size: 16384

cleanup removes the files and nothing else:

  $ touch test_file.4 other
  $ sysbench fileio --file-num=4 cleanup
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Removing test files...
  $ ls
  other
  test_file.4
