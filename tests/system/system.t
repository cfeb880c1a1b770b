The UnixBench-style system tests (pipe, context, spawn, execl, syscall,
filecopy, shell): help, the run header and report, exact --events totals,
and threads sweeps in which every copy is a process of its own. execl's
runs are in execl.t (they exec the binary itself, which qemu-user cannot).

  $ sysbench pipe help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  pipe: UnixBench's "Pipe Throughput". One event writes 512 bytes to a pipe
  and reads them back, in one process: the cost of two system calls and a
  copy through the kernel. --threads=N runs N copies, each a process of its
  own; events/s is their sum, comparable with UnixBench's lps.
  
  pipe has no options of its own.
  
  $ sysbench filecopy help | tail -4
  filecopy options:
    --filecopy-buffer-size=N bytes per read() and write() (UnixBench: 256, 1024, 4096) [1024]
    --filecopy-max-blocks=N  size of the file copied, in KiB (UnixBench: 500, 2000, 8000) [2000]
  
  $ sysbench shell help | tail -4
  shell options:
    --shell-concurrency=N pipelines each event starts at once and waits for (UnixBench: 1 and 8) [1]
    --shell-locale=STRING LANG and LC_ALL of the pipelines, an installed UTF-8 locale (UnixBench: en_US.utf8) [en_US.UTF-8]
  
  $ for t in context spawn execl syscall; do sysbench $t help | sed -n 3p; done
  context: UnixBench's "Pipe-based Context Switching". Two processes pass an
  spawn: UnixBench's "Process Creation". One event forks a child process that
  execl: UnixBench's "Execl Throughput". A small program, linked with the C
  syscall: UnixBench's "System Call Overhead". One event makes five system

A run prints the reference's layout with the test's header and figure:

  $ sysbench pipe run --time=1
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from current time
  
  
  Doing pipe throughput test (512 bytes written and read per event)
  Copies: 1, each in a process of its own
  
  Initializing worker threads...
  
  Threads started!
  
  Pipe throughput:
      loops per second (lps): *.* (glob)
  
  General statistics:
      total time:                          *s (glob)
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
  

The other tests' header and figure lines:

  $ for t in context spawn syscall filecopy shell; do sysbench $t run --time=1 | sed -n '/^Doing/,/^Initializing worker/p;/^Threads started/,/^General/p' | grep -v -e '^$' -e '^Initializing' -e '^Threads' -e '^General'; done
  Doing pipe-based context switching test (one round trip per event)
  Copies: 1, each in a process of its own
  Pipe-based context switching:
      round trips per second (lps): *.* (glob)
  Doing process creation test (fork, exit and wait per event)
  Copies: 1, each in a process of its own
  Process creation:
      processes per second (lps): *.* (glob)
  Doing system call overhead test (close(dup()), getpid(), getuid(), umask() per event)
  Copies: 1, each in a process of its own
  System call overhead:
      loops per second (lps): *.* (glob)
  Doing file copy test (one buffer read and written per event)
  Copies: 1, each in a process of its own
  Buffer size: 1024 bytes (file size 2000 KiB)
  File copy (1024-byte buffers, 2000 KiB file):
      KiB per second (KBps): *.* (glob)
  Doing shell scripts test (pipelines started at once and waited for)
  Copies: 1, each in a process of its own
  Pipelines per event: 1 (locale en_US.UTF-8)
  Shell scripts:
      loops per second: *.* (glob)
      loops per minute (lpm): *.* (glob)

--events caps the total over all copies exactly (shell: 2 pipelines per
event):

  $ for t in pipe context spawn syscall filecopy "shell --shell-concurrency=2"; do
  >   echo "$t: $(sysbench $t run --events=37 --time=0 --threads=3 | grep 'total number of events')"
  > done
  pipe:     total number of events:              37
  context:     total number of events:              37
  spawn:     total number of events:              37
  syscall:     total number of events:              37
  filecopy:     total number of events:              37
  shell --shell-concurrency=2:     total number of events:              37

Each copy is a process of its own, forked before the clock starts: a
threads sweep's --debug lines name one process per copy, never sysbench
itself, and each step leaves the same descriptors open:

  $ for t in pipe context spawn syscall filecopy shell; do
  >   sysbench $t run --events=20 --time=0 --threads=1,2,3 --debug > sweep.out & pid=$!; wait $pid
  >   pids=$(grep 'runs in process' sweep.out | awk '{print $NF}')
  >   echo "$t: steps=$(grep -c 'total number of events' sweep.out) copies=$(echo "$pids" | wc -l) distinct=$(echo "$pids" | sort -u | wc -l) self=$(echo "$pids" | grep -c "^$pid\$") fds=$(grep 'Open file descriptors' sweep.out | awk '{print $NF}' | sort -u | tr '\n' ' ')"
  > done
  pipe: steps=3 copies=6 distinct=6 self=0 fds=3 
  context: steps=3 copies=6 distinct=6 self=0 fds=3 
  spawn: steps=3 copies=6 distinct=6 self=0 fds=3 
  syscall: steps=3 copies=6 distinct=6 self=0 fds=3 
  filecopy: steps=3 copies=6 distinct=6 self=0 fds=3 
  shell: steps=3 copies=6 distinct=6 self=0 fds=3 

Result files, compare and merge take these tests like any other:

  $ sysbench context run --threads=1,2 --events=500 --time=0 --output=json:c.json > /dev/null
  $ python3 "$TESTS_SRC/lib/check_results.py" c.json
  c.json: ok, 2 step(s), 2 report(s)
  $ sysbench compare c.json c.json | grep -E '^ +[12] +events +' | tr -s ' '
   1 events 500 500 1.000
   2 events 500 500 1.000
  $ sysbench merge --output=json:m.json c.json c.json && python3 -c 'import json; print([s["final"]["events"] for s in json.load(open("m.json"))["steps"]])'
  Wrote json results to m.json (2 hosts)
  [1000, 1000]
  $ rm c.json m.json

filecopy and shell leave no file behind:

  $ ls
  sweep.out

Not even when the process ends before the run does: a report hook that
never returns after SIGINT makes the watchdog end the process 2 s later,
and shell's working directory is removed first (it used to stay):

  $ printf 'sysbench.hooks.report_intermediate = function() io.open("started", "w"):close() while true do end end\n' > loop.lua
  $ sysbench shell --time=30 --report-interval=1 --report-script=./loop.lua run > out 2>&1 & pid=$!
  $ for i in $(seq 600); do [ -e started ] && break; sleep 0.05; done; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ grep -e WARNING out | sed 's/sysbench-shell\.[A-Za-z0-9]*/sysbench-shell.X/'
  WARNING: run interrupted by SIGINT after *s (glob)
  WARNING: report_intermediate() has not returned 2s after SIGINT: exiting
  WARNING: shell: removed its working directory 'sysbench-shell.X'
  $ ls | grep -c sysbench-shell
  0
  [1]
