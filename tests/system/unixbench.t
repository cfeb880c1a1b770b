The unixbench index: UnixBench 5.1.3's system tests run as passes of the
built-in tests, each test's figure and index, the score, and the table in
UnixBench's layout. Short passes (--unixbench-pass-time=1) and one pass
per test keep it quick. The index with Execl Throughput (the default list
of tests) is in execl.t: it execs the binary itself, which qemu-user cannot.

  $ sysbench unixbench help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  unixbench: an index in the manner of UnixBench 5.1.3, from its system tests
  (pipe, context, spawn, execl, syscall, filecopy and shell, each also a test
  of its own): `sysbench unixbench run` runs each test with 1 copy, then with
  one copy per CPU (not above 16 copies, as UnixBench), in passes of
  UnixBench's lengths after `sync; sleep 1; sync; sleep 2`; a test's figure
  is the geometric mean of its passes without the lowest third, its index
  10 x figure / UnixBench's baseline, and the score the geometric mean of the
  indexes. The report is in UnixBench's layout (for the programs that read
  it), each pass's figure and the spread in a block after it. Dhrystone and
  Whetstone are not part of the index, so its score is not UnixBench's.
  --threads=LIST chooses the copies; --time and --events are refused. About
  40 minutes on 2 CPUs; --unixbench-pass-time and --unixbench-passes shorten it.
  
  unixbench options:
    --unixbench-pass-time=N      seconds per pass; 0: UnixBench's (10, 30 or 60 s per test) [0]
    --unixbench-passes=N         passes per test; 0: UnixBench's (10 or 3 per test) [0]
    --unixbench-tests=[LIST,...] the tests of the index (default: all of them) [execl,filecopy-1024,filecopy-256,filecopy-4096,pipe,context,spawn,shell-1,shell-8,syscall]
    --shell-locale=STRING        LANG and LC_ALL of the shell tests' pipelines, an installed UTF-8 locale [en_US.UTF-8]
  
  $ sb() { sysbench "$@"; echo "rc=$?"; }

The passes have UnixBench's lengths: --time and --events are refused, as
are unknown tests and copy counts above UnixBench's 16:

  $ sb unixbench run --time=5 | tail -2
  FATAL: unixbench does not take --time: its passes have UnixBench's lengths: use --unixbench-pass-time
  rc=1
  $ sb unixbench run --max-time=5 | tail -2
  FATAL: unixbench does not take --max-time: its passes have UnixBench's lengths: use --unixbench-pass-time
  rc=1
  $ sb unixbench run --events=100 | tail -2
  FATAL: unixbench does not take --events: its passes have fixed lengths, not numbers of events
  rc=1
  $ sb unixbench run --unixbench-tests=pipe,dhrystone | tail -2
  FATAL: Invalid value of unixbench-tests: 'dhrystone' (the tests are execl, filecopy-1024, filecopy-256, filecopy-4096, pipe, context, spawn, shell-1, shell-8, syscall)
  rc=1
  $ sb unixbench run --unixbench-pass-time=-1 | tail -2
  FATAL: Invalid value of unixbench-pass-time: -1 (0 to 86400 seconds).
  rc=1
  $ sb unixbench run --unixbench-passes=101 | tail -2
  FATAL: Invalid value of unixbench-passes: 101 (0 to 100).
  rc=1
  $ sb unixbench run --threads=17,32 | tail -2
  FATAL: unixbench runs its system tests with at most 16 copies, as UnixBench does: --threads leaves nothing to run
  rc=1
  $ sb unixbench run --filecopy-buffer-size=10 | tail -1
  invalid option: --filecopy-buffer-size=10
  rc=1
  $ sb unixbench prepare | tail -1
  'unixbench' test does not implement the 'prepare' command.
  rc=1
  $ sb unixbench run --shell-locale=xx_XX.UTF-8 --unixbench-tests=pipe,shell-1 | tail -3
  FATAL: shell: the locale 'xx_XX.UTF-8' (--shell-locale) is not installed
  WARNING: Install it (Debian: the locales package, then `localedef -i en_US -f UTF-8 en_US.UTF-8`) or choose one that `locale -a` lists, such as C.UTF-8
  rc=1

The index with one copy of every test but execl: a line per pass as it
ends, then the report in UnixBench's layout, which the programs that parse
UnixBench's output read (PerfKitBenchmarker's parser starts at the
"Benchmark Run:" line): the run's start and end, the CPUs and copies, a
line per test with its figure, unit, mean pass length and samples (the
passes kept), the index table (rows sorted by name, whatever the order of
--unixbench-tests) and its score; then, in a block of our own, the passes
kept and their spread, and why the index is partial:

  $ sysbench unixbench run --unixbench-pass-time=1 --unixbench-passes=1 --threads=1 --unixbench-tests=syscall,shell-8,shell-1,spawn,context,pipe,filecopy-4096,filecopy-256,filecopy-1024 --output=json:index.json > index.out; echo "rc=$?"
  rc=0
  $ cat index.out
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  UnixBench-style index: UnixBench 5.1.3's system tests (no Dhrystone, no Whetstone)
  \d+ CPUs?; copies of each test: 1 (re)
  Passes of 1 s, each after `sync; sleep 0.1; sync; sleep 0.2`
  This takes about * seconds (glob)
  
  Running 1 copy of each test:
  File Copy 1024 bufsize 2000 maxblocks    pass  1 of  1: * KBps (glob)
  File Copy 256 bufsize 500 maxblocks      pass  1 of  1: * KBps (glob)
  File Copy 4096 bufsize 8000 maxblocks    pass  1 of  1: * KBps (glob)
  Pipe Throughput                          pass  1 of  1: * lps (glob)
  Pipe-based Context Switching             pass  1 of  1: * lps (glob)
  Process Creation                         pass  1 of  1: * lps (glob)
  Shell Scripts (1 concurrent)             pass  1 of  1: * lpm (glob)
  Shell Scripts (8 concurrent)             pass  1 of  1: * lpm (glob)
  System Call Overhead                     pass  1 of  1: * lps (glob)
  
  ------------------------------------------------------------------------
  Benchmark Run: \w{3} \w{3} \d\d \d{4} \d\d:\d\d:\d\d - \d\d:\d\d:\d\d (re)
  \d+ CPUs? in system; running 1 parallel copy of tests (re)
  
  File Copy 1024 bufsize 2000 maxblocks +[0-9]+\.[0-9] KBps +\(1\.[0-9] s, 1 samples\) (re)
  File Copy 256 bufsize 500 maxblocks +[0-9]+\.[0-9] KBps +\(1\.[0-9] s, 1 samples\) (re)
  File Copy 4096 bufsize 8000 maxblocks +[0-9]+\.[0-9] KBps +\(1\.[0-9] s, 1 samples\) (re)
  Pipe Throughput +[0-9]+\.[0-9] lps +\(1\.[0-9] s, 1 samples\) (re)
  Pipe-based Context Switching +[0-9]+\.[0-9] lps +\(1\.[0-9] s, 1 samples\) (re)
  Process Creation +[0-9]+\.[0-9] lps +\(1\.[0-9] s, 1 samples\) (re)
  Shell Scripts \(1 concurrent\) +[0-9]+\.[0-9] lpm +\(1\.[0-9] s, 1 samples\) (re)
  Shell Scripts \(8 concurrent\) +[0-9]+\.[0-9] lpm +\(1\.[0-9] s, 1 samples\) (re)
  System Call Overhead +[0-9]+\.[0-9] lps +\(1\.[0-9] s, 1 samples\) (re)
  
  System Benchmarks Index Values               BASELINE       RESULT    INDEX
  File Copy 1024 bufsize 2000 maxblocks          3960.0 * (glob)
  File Copy 256 bufsize 500 maxblocks            1655.0 * (glob)
  File Copy 4096 bufsize 8000 maxblocks          5800.0 * (glob)
  Pipe Throughput                               12440.0 * (glob)
  Pipe-based Context Switching                   4000.0 * (glob)
  Process Creation                                126.0 * (glob)
  Shell Scripts (1 concurrent)                     42.4 * (glob)
  Shell Scripts (8 concurrent)                      6.0 * (glob)
  System Call Overhead                          15000.0 * (glob)
                                                                     ========
  System Benchmarks Index Score * (glob)
  
  Added by sysbench-ng (not in UnixBench's report), the passes of each test:
    copies  test                                     passes  kept   lowest kept  highest kept  spread
         1  File Copy 1024 bufsize 2000 maxblocks         1     1 * 0.0% (glob)
         1  File Copy 256 bufsize 500 maxblocks           1     1 * 0.0% (glob)
         1  File Copy 4096 bufsize 8000 maxblocks         1     1 * 0.0% (glob)
         1  Pipe Throughput                               1     1 * 0.0% (glob)
         1  Pipe-based Context Switching                  1     1 * 0.0% (glob)
         1  Process Creation                              1     1 * 0.0% (glob)
         1  Shell Scripts (1 concurrent)                  1     1 * 0.0% (glob)
         1  Shell Scripts (8 concurrent)                  1     1 * 0.0% (glob)
         1  System Call Overhead                          1     1 * 0.0% (glob)
  Partial index: UnixBench 5.1.3's index also has Dhrystone 2 using register variables and Double-Precision Whetstone, which this one leaves out, so its score is not comparable with a full UnixBench score.
  
  $ python3 "$TESTS_SRC/system/check_unixbench.py" index.json index.out
  ok: 1 copy, 9 tests, passes 1,1,1,1,1,1,1,1,1
  $ python3 "$TESTS_SRC/lib/check_results.py" index.json
  index.json: ok, 9 step(s), 9 report(s)

Three passes drop the lowest one; two series (1 and 2 copies); the result
file has one labelled step per pass, with the pass's options and its
figures in the step's facts, and compare and merge take it:

  $ sysbench unixbench run --unixbench-pass-time=1 --unixbench-passes=3 --unixbench-tests=pipe --threads=1,2 --output=json:a.json > a.out; echo "rc=$?"
  rc=0
  $ grep -e '^Running' -e 'parallel cop' -e '^Pipe Throughput .*samples' -e 'Score' -e '^ .* Pipe Throughput ' a.out
  Running 1 copy of each test:
  Running 2 copies of each test:
  \d+ CPUs? in system; running 1 parallel copy of tests (re)
  Pipe Throughput * lps   (1.* s, 2 samples) (glob)
  System Benchmarks Index Score * (glob)
  \d+ CPUs? in system; running 2 parallel copies of tests (re)
  Pipe Throughput * lps   (1.* s, 2 samples) (glob)
  System Benchmarks Index Score * (glob)
         1  Pipe Throughput                               3     2 * (glob)
         2  Pipe Throughput                               3     2 * (glob)
  $ python3 "$TESTS_SRC/system/check_unixbench.py" a.json a.out
  ok: 1 copy, 1 tests, passes 3
  ok: 2 copies, 1 tests, passes 3
  $ python3 -c 'import json; [print(s["label"], json.dumps(s["options"], sort_keys=True)) for s in json.load(open("a.json"))["steps"]]'
  pipe copies=1 pass=1 {"test": "pipe", "threads": "1", "time": "1"}
  pipe copies=1 pass=2 {"test": "pipe", "threads": "1", "time": "1"}
  pipe copies=1 pass=3 {"test": "pipe", "threads": "1", "time": "1"}
  pipe copies=2 pass=1 {"test": "pipe", "threads": "2", "time": "1"}
  pipe copies=2 pass=2 {"test": "pipe", "threads": "2", "time": "1"}
  pipe copies=2 pass=3 {"test": "pipe", "threads": "2", "time": "1"}
  $ sysbench compare a.json a.json | grep -E 'pipe copies=2 pass=3 +events/s'
    pipe copies=2 pass=3  events/s  * 1.000 (glob)
  $ sysbench merge --output=json:m.json a.json a.json; python3 -c 'import json; print(len(json.load(open("m.json"))["steps"]))'
  Wrote json results to m.json (2 hosts)
  6

SIGINT stops the index: the report covers the tests that completed, and
the status is 130 (here after the first test's last pass):

  $ : > int.out; sysbench unixbench run --unixbench-pass-time=1 --unixbench-passes=2 --unixbench-tests=pipe,syscall --threads=1 > int.out & pid=$!
  $ while ! grep -q 'Pipe Throughput  *pass  2 of  2' int.out; do sleep 0.1; done; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ grep -e 'samples' -e 'unixbench interrupted' int.out; sed -n '/^System Benchmarks Index Values/,/Score/p' int.out
  Pipe Throughput * lps   (1.* s, 2 samples) (glob)
  WARNING: unixbench interrupted by SIGINT, the report above covers the tests that completed
  System Benchmarks Index Values               BASELINE       RESULT    INDEX
  Pipe Throughput                               12440.0 * (glob)
                                                                     ========
  System Benchmarks Index Score * (glob)
  $ ls
  a.json
  a.out
  index.json
  index.out
  int.out
  m.json
