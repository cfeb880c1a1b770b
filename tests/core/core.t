The binary under test is the build tree's, and its version ends in -ngN:
one token after the dash, with no dot (strict X.Y.Z-SUFFIX lexers, like
the ones that read upstream's git builds' 1.0.20-<sha>, reject 1.0.20-ng.3):

  $ test "$(command -v sysbench)" = "$SYSBENCH" && echo build-tree
  build-tree
  $ sysbench --version
  sysbench 1.0.20-ng4
  $ sysbench --version | grep -cE '^sysbench [0-9]+\.[0-9]+\.[0-9]+-ng[0-9]+$'
  1

--help prints the reference's text with our options in one block of their
own and our tests in another. It is checked before --version, needs no
test and prints no banner. The database part depends on the drivers built
in (tests/db/help.t checks it):

  $ nodb() { sed '/^General database options:/,/^Compiled-in tests:/c\(database part)'; }
  $ sysbench --help --version cpu run | nodb
  Usage:
    sysbench [options]... [testname] [command]
  
  Commands implemented by most tests: prepare run cleanup help
  
  General options:
    --threads=N                     number of threads to use [1]
    --events=N                      limit for total number of events [0]
    --time=N                        limit for total execution time in seconds [10]
    --forced-shutdown=STRING        number of seconds to wait after the --time limit before forcing shutdown, or 'off' to disable [off]
    --thread-stack-size=SIZE        size of stack per thread [64K]
    --rate=N                        average transactions rate. 0 for unlimited rate [0]
    --report-interval=N             periodically report intermediate statistics with a specified interval in seconds. 0 disables intermediate reports [0]
    --report-checkpoints=[LIST,...] dump full statistics and reset all counters at specified points in time. The argument is a list of comma-separated values representing the amount of time in seconds elapsed from start of test when report checkpoint(s) must be performed. Report checkpoints are off by default. []
    --debug[=on|off]                print more debugging info [off]
    --validate[=on|off]             perform validation checks where possible [off]
    --help[=on|off]                 print help and exit [off]
    --version[=on|off]              print version and exit [off]
    --config-file=FILENAME          File containing command line options
    --tx-rate=N                     deprecated alias for --rate [0]
    --max-requests=N                deprecated alias for --events [0]
    --max-time=N                    deprecated alias for --time [0]
    --num-threads=N                 deprecated alias for --threads [1]
  
  Options added by sysbench-ng (not in sysbench 1.0.20):
    --warmup-time=N            execute events for this many seconds with statistics disabled before the actual benchmark run with statistics enabled [0]
    --thread-init-timeout=N    wait time in seconds for worker threads to initialize [30]
    --luajit-cmd=STRING        perform LuaJIT control command. This option is equivalent to 'luajit -j'. See LuaJIT documentation for more information
    --rand-zipfian-exp=N       shape parameter (exponent, theta) for the Zipfian distribution [0.8]
    --report-script=STRING     Lua file or module whose sysbench.hooks.report_intermediate/report_cumulative replace a built-in test's reports (e.g. report-json)
    --output=[LIST,...]        write the results to json:FILE, csv:FILE, svg:FILE, html:FILE, openmetrics:FILE or prometheus:FILE (comma-separated), with every step of a threads sweep (--threads=1,2,4 or --threads=1..64)
    --runs=N                   runs of each step, then their mean, median, deviation and 95% confidence interval [1]
    --steady-state=STRING      end a run when it is steady: iops, iops_slope, bw, bw_slope, lat or lat_slope with :LIMIT or :PERCENT% (fio's), or snia
    --steady-state-window=N    seconds of the window the --steady-state criterion must hold over (snia: its 5 rounds) [30]
    --steady-state-ramp=N      seconds at the start that no --steady-state window may include [0]
    --monitor=STRING           watch the machine during each run: off, warn (a line per problem after the report: throttling, a slow governor, load, steal, swapping, the page cache serving fileio; without --monitor, only when stdout is a terminal, so that a program reading the report sees sysbench 1.0.20's text: the verdict is in the result files) or strict (the state before the run and the verdict always; a problem fails the run) [warn]
    --monitor-interval=N       seconds between two samples of the run monitor [1]
    --wait-idle=N              before each run, wait up to N seconds for the machine to be idle (1-minute load at most 0.10, CPUs at most 2.5% busy), or fail; 0: do not wait [0]
    --drop-caches[=on|off]     before each run, drop the page cache (root: all of it; otherwise the test files' pages in the current directory) [off]
    --metric-labels=[LIST,...] labels of the openmetrics and prometheus outputs' and --push's metrics, name=value (comma-separated)
    --push=STRING              push each step's metrics to the Prometheus Pushgateway at this URL (http://host:9091) when the step ends, and the run's at the end
    --push-strict[=on|off]     a failed push fails the run (exit 1) instead of a warning [off]
    --push-timeout=N           seconds a push may take, connecting included [10]
  
  Values added by sysbench-ng to the reference's options:
    --threads=N,N,... or A..B a threads sweep: one run per count (1,2,4), or A, 2A, 4A, ... up to B (1..64)
    --percentile=P,P,...      several percentiles, one line each (50,95,99.9)
    --rand-type=zipfian       the Zipfian distribution (its exponent: --rand-zipfian-exp)
  
  Pseudo-Random Numbers Generator options:
    --rand-type=STRING random numbers distribution {uniform,gaussian,special,pareto} [special]
    --rand-spec-iter=N number of iterations used for numbers generation [12]
    --rand-spec-pct=N  percentage of values to be treated as 'special' (for special distribution) [1]
    --rand-spec-res=N  percentage of 'special' values to use (for special distribution) [75]
    --rand-seed=N      seed for random number generator. When 0, the current time is used as a RNG seed. [0]
    --rand-pareto-h=N  parameter h for pareto distribution [0.2]
  
  Log options:
    --verbosity=N verbosity level {5 - debug, 0 - only critical messages} [3]
  
    --percentile=N       percentile to calculate in latency statistics (1-100). Use the special value of 0 to disable percentile calculations [95]
    --histogram[=on|off] print latency histogram in report [off]
  
  (database part)
    fileio - File I/O test
    cpu - CPU performance test
    memory - Memory functions speed test
    threads - Threads subsystem performance test
    mutex - Mutex performance test
  
  Tests added by sysbench-ng (not in sysbench 1.0.20):
    pipe - Pipe throughput test (UnixBench)
    context - Pipe-based context switching test (UnixBench)
    spawn - Process creation test (UnixBench)
    execl - Execl throughput test (UnixBench)
    syscall - System call overhead test (UnixBench)
    filecopy - File copy test (UnixBench)
    copy - File and directory tree copy test
    shell - Shell scripts test (UnixBench)
    unixbench - UnixBench-style index of the system tests
    net - Network throughput and latency test (client and server)
    storage - storage scorecard in CrystalDiskMark's layout, with fio's commands (a bundled script)
    nas - NAS card: network, the NAS's disk behind it, a local copy (a bundled script, against `sysbench net serve --net-dir`)
  
  Result-file commands added by sysbench-ng (not in sysbench 1.0.20):
    sysbench compare RESULT.json [RESULT.json ...]  the figures side by side
    sysbench merge --output=FORMAT:FILE RESULT.json [RESULT.json ...]  one result of several hosts' (see 'sysbench compare --help')
  
  See 'sysbench <testname> help' for a list of options for each test.
  

Without those blocks, it is the reference's --help as Debian's build (with
the mysql and pgsql drivers) prints it (tests/data/help-1.0.20.txt):

  $ sysbench --help | sed -e '/^Options added by sysbench-ng/,/^$/d' -e '/^Values added by sysbench-ng/,/^$/d' -e '/^Tests added by sysbench-ng/,/^$/d' -e '/^Result-file commands added by sysbench-ng/,/^$/d' | nodb | diff - <(nodb < "$TESTS_SRC/data/help-1.0.20.txt")

No line the blocks add begins with a word that begins one of the
reference's headings, so greps of its headings find only its own lines
(upstream's commands.t takes the commands from the one 'Commands' line;
tests/consumers/ checks every test's and script's help the same way):

  $ sysbench --help | grep 'Commands' | cut -d ' ' -f 6-
  prepare run cleanup help

The banner comes first for every command but --help and --version:

  $ sysbench cpu help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  cpu options:
    --cpu-max-prime=N upper limit for primes generator [10000]
  
  $ sysbench --verbosity=2 cpu help
  cpu options:
    --cpu-max-prime=N upper limit for primes generator [10000]
  

Deprecated aliases still work, with the reference's warnings (printed even
at --verbosity=0, before the banner):

  $ sysbench --max-requests=3 --max-time=5 --num-threads=2 --verbosity=0 cpu run
  WARNING: --num-threads is deprecated, use --threads instead
  WARNING: --max-requests is deprecated, use --events instead
  WARNING: --max-time is deprecated, use --time instead
  $ sysbench --test=cpu run --events=1 --verbosity=1 2>&1
  WARNING: the --test option is deprecated. You can pass a script name or path on the command line without any options.
