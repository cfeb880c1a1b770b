The execl test (UnixBench's "Execl Throughput"), whose every event execs
a small program, its exec chain (carried inside sysbench, run from a
memfd), which re-executes itself (/proc/self/exe): its header and figure,
exact --events totals, a threads sweep of one process per copy, exec
failing mid-run, SIGINT with copies alive, and the unixbench index with
its default list of tests, Execl Throughput among them. Under qemu-user
the chain is the target's program, which the host kernel refuses to exec,
so this file runs natively only; system.t, tests/system/faults.t and unixbench.t cover the other
tests. Every sysbench started in the background carries SBTAG in its
environment, which its children inherit, so that leftovers can be found.

  $ left() { grep -l "SBTAG=execl-$$" /proc/[0-9]*/environ 2>/dev/null | wc -l; }
  $ started() { while ! grep -q 'Threads started' out 2>/dev/null; do sleep 0.1; done; sleep 0.5; }

The header and figure lines:

  $ sysbench execl run --time=1 | sed -n '/^Doing/,/^Initializing worker/p;/^Threads started/,/^General/p' | grep -v -e '^$' -e '^Initializing' -e '^Threads' -e '^General'
  Doing execl throughput test (one exec of a small program per event)
  Copies: 1, each in a process of its own
  Execl throughput:
      execs per second (lps): *.* (glob)

--events caps the total over all copies exactly:

  $ echo "execl: $(sysbench execl run --events=37 --time=0 --threads=3 | grep 'total number of events')"
  execl:     total number of events:              37

Each copy is a process of its own, forked before the clock starts: a
threads sweep's --debug lines name one process per copy, never sysbench
itself, and each step leaves the same descriptors open:

  $ sysbench execl run --events=20 --time=0 --threads=1,2,3 --debug > sweep.out & pid=$!; wait $pid
  $ pids=$(grep 'runs in process' sweep.out | awk '{print $NF}')
  $ echo "execl: steps=$(grep -c 'total number of events' sweep.out) copies=$(echo "$pids" | wc -l) distinct=$(echo "$pids" | sort -u | wc -l) self=$(echo "$pids" | grep -c "^$pid\$") fds=$(grep 'Open file descriptors' sweep.out | awk '{print $NF}' | sort -u | tr '\n' ' ')"
  execl: steps=3 copies=6 distinct=6 self=0 fds=3 
  $ rm sweep.out

exec failing (the chain's execute permission removed mid-run, through
/proc/PID/exe of a process of the chain; a process that is between two
execs is looked at again). The chain is linked with the C library only:

  $ chain() { for f in $(grep -l "SBTAG=execl-$$" /proc/[0-9]*/environ 2>/dev/null); do p=${f#/proc/}; p=${p%/environ}; readlink /proc/$p/exe | grep -q '^/memfd:sysbench-execl' && echo $p && return; done; }
  $ rm -f out; SBTAG=execl-$$ sysbench execl run --time=30 --threads=2 > out & started
  $ for i in $(seq 100); do p=$(chain); [ -n "$p" ] && chmod -x /proc/$p/exe && break; done; wait $!; echo "rc=$?"
  rc=1
  $ grep FATAL out | head -1; left
  FATAL: execl: exec of /proc/self/exe failed in copy #? after * events: Permission denied (glob)
  0
  $ objdump -p "$(dirname "$SYSBENCH")/tests/execl/sysbench-execl" | awk '/NEEDED/ {print $2}'
  libc.so.6

SIGINT in the middle of a run whose copies are alive: the copies are
stopped, the run ends with the warning and the report of what ran, exit
130, and nothing is left behind. (A copy's environ cannot be read while it
execs, so the count before is taken again until it sees every process.)

  $ rm -f out; SBTAG=execl-$$ sysbench execl run --time=60 --threads=2 > out & started
  $ echo "processes before: $(for i in 1 2 3 4 5 6 7 8 9 10; do [ $(left) -gt 2 ] && echo some && break; done)"
  processes before: some
  $ kill -INT $!; wait $!; echo "rc=$? $(grep -e WARNING -e 'total number' out | tr -s ' ' | tr '\n' ' ')"
  rc=130 WARNING: run interrupted by SIGINT after *s  total number of events: *  (glob)
  $ echo "left: $(left) $(ls | tr '\n' ' ')"
  left: 0 out 
  $ rm out

The whole index with one copy (no --unixbench-tests: all ten tests): a
pass line per test, then the report in UnixBench's layout, its test lines
and index rows sorted by name (the names' column; check_unixbench.py
checks every figure and the layout):

  $ sysbench unixbench run --unixbench-pass-time=1 --unixbench-passes=1 --threads=1 --output=json:all.json > all.out; echo "rc=$?"
  rc=0
  $ grep -c ' pass  1 of  1: ' all.out
  10
  $ grep -e '^Benchmark Run: ' -e ' parallel cop' -e '^System Benchmarks' all.out | sed -e 's/[0-9][0-9.:]*/N/g' -e 's/  */ /g'
  Benchmark Run: * N N N - N (glob)
  N CPUs in system; running N parallel copy of tests
  System Benchmarks Index Values BASELINE RESULT INDEX
  System Benchmarks Index Score N
  $ lines=$(grep ' samples)$' all.out | cut -c1-40); rows=$(sed -n '/^System Benchmarks Index Values/,/Score/p' all.out | grep -v -e '^System Benchmarks' -e '====' | cut -c1-40)
  $ [ "$lines" = "$rows" ] && echo "$rows" | sed 's/ *$//'
  Execl Throughput
  File Copy 1024 bufsize 2000 maxblocks
  File Copy 256 bufsize 500 maxblocks
  File Copy 4096 bufsize 8000 maxblocks
  Pipe Throughput
  Pipe-based Context Switching
  Process Creation
  Shell Scripts (1 concurrent)
  Shell Scripts (8 concurrent)
  System Call Overhead
  $ python3 "$TESTS_SRC/system/check_unixbench.py" all.json all.out
  ok: 1 copy, 10 tests, passes 1,1,1,1,1,1,1,1,1,1
  $ python3 "$TESTS_SRC/lib/check_results.py" all.json
  all.json: ok, 10 step(s), 10 report(s)
  $ rm all.json all.out; ls; left
  0
