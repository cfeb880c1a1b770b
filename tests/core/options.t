Option errors: the reference's texts, streams and exit codes. Messages from
the general options come before the banner; test options are checked after.

  $ sysbench --threads=0 cpu run
  FATAL: Invalid value for --threads: 0.
  
  [1]
  $ sysbench --threads= cpu run
  Invalid value for the 'threads' option: ''
  [1]
  $ sysbench --threads=abc cpu run
  Invalid value for the 'threads' option: 'abc'
  [1]
  $ sysbench --events=abc cpu run 2>&1 >/dev/null
  Invalid value for the 'events' option: 'abc'
  [1]
  $ sysbench --rand-type=foo cpu run
  FATAL: Invalid random numbers distribution: foo.
  [1]
  $ sysbench --verbosity=9 cpu run
  Invalid value for verbosity: 9
  [1]
  $ sysbench --percentile=101 cpu run
  FATAL: Invalid value for --percentile: 101
  [1]
  $ sysbench --percentile=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17 cpu run
  FATAL: Invalid value for --percentile: more than 16 values
  [1]
  $ sysbench --percentile=0 --histogram cpu run
  FATAL: --histogram cannot be used with --percentile=0
  [1]

Each percentile once (a rank twice used to write a result file with the
same key twice, which compare and merge then refused), and labelled with
the digits that tell it apart (99.99999 used to read "100th"):

  $ sysbench --percentile=50,95,50 cpu run
  FATAL: Invalid value for --percentile: 50 is given twice
  [1]
  $ sysbench --percentile=99.99999,99.999991 cpu run --events=10 --time=0 | grep percentile
          99.99999th percentile: * (glob)
          99.999991th percentile: * (glob)
  $ sysbench --percentile=99.99999,99.999991 cpu run --events=10 --time=0 --output=json:pct.json > /dev/null
  $ python3 -c 'import json; print(sorted(json.load(open("pct.json"))["steps"][0]["final"]["latency_percentiles"]))'
  ['99.99999', '99.999991']
  $ sysbench compare pct.json pct.json > /dev/null; echo "rc=$?"
  rc=0
  $ sysbench --forced-shutdown=abc cpu run
  FATAL: Invalid value for --forced-shutdown: 'abc'
  [1]
  $ sysbench --report-checkpoints=1,a cpu run
  FATAL: Invalid value for --report-checkpoints: 'a'
  [1]

Where the reference silently accepts nonsense, we refuse it: negative
counts and times, and sizes or numbers that are not numbers.

  $ sysbench --rand-spec-pct=200 cpu run
  FATAL: Invalid value for --rand-spec-pct: 200.
  
  [1]
  $ sysbench --rand-spec-res=101 cpu run
  FATAL: Invalid value for --rand-spec-res: 101.
  
  [1]
  $ sysbench --time=-1 cpu run
  FATAL: Invalid value for --time: -1.
  
  [1]
  $ sysbench --threads=-1 cpu run
  FATAL: Invalid value for --threads: -1.
  
  [1]
  $ sysbench --events=-5 cpu run
  FATAL: Invalid value for --events: -5.
  
  [1]
  $ sysbench --verbosity=-1 cpu run
  Invalid value for verbosity: -1
  [1]
  $ sysbench --report-interval=-2 cpu run
  FATAL: Invalid value for --report-interval: -2.
  
  [1]
  $ sysbench --thread-stack-size=abc cpu run
  Invalid value for the 'thread_stack_size' option: 'abc'
  [1]
  $ sysbench --thread-stack-size=1Q cpu run
  Invalid value for the 'thread_stack_size' option: '1Q'
  [1]

A stack below the system's minimum (PTHREAD_STACK_MIN) is raised to it,
with a warning when typed; the default (64K, under arm64's 128K) is raised
silently:

  $ sysbench --thread-stack-size=1K cpu run --events=10 --time=0 | grep -E 'WARNING|total number of events'
  WARNING: thread-stack-size 1024 is below this system's minimum: using * (glob)
      total number of events:              10
  $ sysbench --rand-pareto-h=x cpu run
  Invalid value for the 'rand_pareto_h' option: 'x'
  [1]

Unknown options and refused values are reported after the banner, on
stderr, with the argument as typed:

  $ sysbench --foo cpu run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  invalid option: --foo
  [1]
  $ sysbench cpu run --non-existing-option=3 2>&1 >/dev/null
  invalid option: --non-existing-option=3
  [1]
  $ sysbench --debug=maybe cpu run 2>&1 >/dev/null
  invalid option: --debug=maybe
  [1]
  $ sysbench --debug= cpu run 2>&1 >/dev/null
  invalid option: --debug=
  [1]

The grammar: a third positional argument, a missing or unknown command, an
unknown test, a command word used as a test name:

  $ sysbench cpu run extra
  Unrecognized command line argument: extra
  [1]
  $ sysbench --threads 4 cpu run
  Unrecognized command line argument: run
  [1]
  $ sysbench cpu 2>&1
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  The 'cpu' test requires a command argument. See 'sysbench cpu help'
  [1]
  $ sysbench cpu prepare 2>&1 >/dev/null
  'cpu' test does not implement the 'prepare' command.
  [1]
  $ sysbench cpu cleanup 2>&1 >/dev/null
  'cpu' test does not implement the 'cleanup' command.
  [1]
  $ sysbench cpu foo 2>&1 >/dev/null
  Unknown command: foo
  [1]
  $ sysbench nosuch run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Cannot find benchmark 'nosuch': no such built-in test, file or module
  [1]
  $ sysbench run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Cannot find benchmark 'run': no such built-in test, file or module
  [1]

Test options are checked when the test starts:

  $ sysbench cpu run --cpu-max-prime=0
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value of cpu-max-prime: 0.
  [1]
  $ sysbench cpu run --cpu-max-prime=abc 2>&1 >/dev/null
  Invalid value for the 'cpu_max_prime' option: 'abc'
  [1]

An empty value after '=' is no number either (--time= used to mean no
limit); without '=' an option is cleared, as in the reference (below):

  $ sysbench cpu run --time= 2>&1 >/dev/null
  Invalid value for the 'time' option: ''
  [1]
  $ sysbench cpu run --cpu-max-prime= 2>&1 >/dev/null
  Invalid value for the 'cpu_max_prime' option: ''
  [1]
  $ sysbench cpu run --percentile= 2>&1 >/dev/null
  Invalid value for the 'percentile' option: ''
  [1]

Options go anywhere; '-' and '_' are the same in names; the last value wins;
an option given without a value clears it (--time alone: no time limit):

  $ sysbench cpu --cpu_max_prime=5 run --events=3 --events=7 --time --verbosity=1 --cpu-max-prime=0
  FATAL: Invalid value of cpu-max-prime: 0.
  [1]
  $ sysbench --time=5 cpu run --events=4 --time | grep -e 'total time' -e 'number of events'
      total time:                          *s (glob)
      total number of events:              4
  $ sysbench --events=0 --time=0 --cpu-max-prime=abc cpu run
  WARNING: Both event and time limits are disabled, running an endless test
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Invalid value for the 'cpu_max_prime' option: 'abc'
  [1]

Config files: applied where they appear on the command line, so options
after them win; blanks around '=' and comment lines are fine; booleans read
as written (the reference turns debug=off on); test options keep their
config-file values:

  $ cat > my.cfg <<'CFG'
  > # a comment line
  > threads = 2
  > events=6
  > time=0
  > debug=off
  > cpu-max-prime=500   # trailing comment
  > CFG
  $ sysbench --config-file=my.cfg cpu run | grep -e 'Number of threads' -e 'limit' -e 'number of events' -e DEBUG
  Number of threads: 2
  Prime numbers limit: 500
      total number of events:              6
  $ sysbench --threads=3 --config-file=my.cfg --threads=1 cpu run | grep 'Number of threads'
  Number of threads: 1
  $ echo 'no-such-option=1' > bad.cfg
  $ sysbench --config-file=bad.cfg cpu run 2>&1 | tail -1
  invalid option: no-such-option=1 (line 1 of config file 'bad.cfg')
  $ echo "name='unterminated" > quote.cfg
  $ sysbench --config-file=quote.cfg cpu run
  FATAL: Cannot read config file 'quote.cfg': unexpected EOL on line 1
  [1]
  $ sysbench --config-file=missing.cfg cpu run
  FATAL: Cannot read config file 'missing.cfg': No such file or directory
  [1]

A line without '=' is an error naming the line, where the reference
ignores it (a typo, or the wrong file, went unnoticed); a UTF-8
byte-order mark before the first line is skipped:

  $ printf 'time=0\nthredas 4\n' > typo.cfg
  $ sysbench --config-file=typo.cfg cpu run
  FATAL: Cannot read config file 'typo.cfg': line 2 is not name=value: 'thredas 4'
  [1]
  $ printf 'root:x:0:0:root:/root:/bin/bash\n' > passwd.cfg
  $ sysbench --config-file=passwd.cfg cpu run
  FATAL: Cannot read config file 'passwd.cfg': line 1 is not name=value: 'root:x:0:0:root:/root:/bin/bash'
  [1]
  $ printf '\357\273\277threads=2\nevents=4\ntime=0\n' > bom.cfg
  $ sysbench --config-file=bom.cfg cpu run | grep -e 'Number of threads' -e 'number of events'
  Number of threads: 2
      total number of events:              4

An option's declaration names its type and its field in one macro
(src/plugin/options.h): a field of another type does not compile, so
what opt_fill writes always fits.

  $ cat > typed.c <<'C'
  > #include "plugin/options.h"
  > struct conf { double ratio; int count; };
  > static const struct opt_def defs[] = {
  >   { .name = "count", OPT_INT_TO(struct conf, count) },
  >   { .name = "ratio", OPT_INT_TO(struct conf, ratio) },
  >   { .name = NULL }
  > };
  > const struct opt_def *typed(void) { return defs; }
  > C
  $ cc -std=gnu11 -I"$TESTS_SRC/../src" -c typed.c 2>&1 | grep -o 'option field ratio is not of type int'
  option field ratio is not of type int
  $ sed -i 's/OPT_INT_TO(struct conf, ratio)/OPT_DOUBLE_TO(struct conf, ratio)/' typed.c
  $ cc -std=gnu11 -I"$TESTS_SRC/../src" -c typed.c && echo compiles
  compiles
