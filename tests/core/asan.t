Short runs of the whole binary built with AddressSanitizer and
UndefinedBehaviorSanitizer (src/sysbench_asan): any invalid access, leak or
undefined behaviour aborts with a report and a non-zero exit.

  $ S="$SYSBENCH_ASAN"
  $ export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  $ cp "$TESTS_SRC"/lua/*.lua .
  $ q() { "$S" "$@" > out 2>&1; echo "rc=$?"; grep -h -e Sanitizer -e "runtime error" out; return 0; }

The core and cpu: limits, reports, rate, warmup, errors:

  $ q cpu run --events=200 --threads=3 --cpu-max-prime=500 --histogram --percentile=50,99
  rc=0
  $ q cpu run --time=2 --threads=2 --report-interval=1 --report-checkpoints=1 --cpu-max-prime=500
  rc=0
  $ q cpu run --time=1 --rate=500 --warmup-time=1 --cpu-max-prime=500
  rc=0
  $ q --threads=abc cpu run
  rc=1
  $ q cpu run --report-checkpoints=1,x
  rc=1
  $ printf 'threads=2\nevents=10\ncpu-max-prime=100\n' > a.cfg && q --config-file=a.cfg cpu run
  rc=0
  $ printf '\357\273\277threads=2\nevents=10\ncpu-max-prime=100\nno equals\n' > b.cfg && q --config-file=b.cfg cpu run
  rc=1
  $ q cpu run --percentile=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17
  rc=1
  $ yes | "$S" > out 2>&1; echo "rc=$?"; grep -h -e Sanitizer -e "runtime error" out; true
  rc=1
  $ q --help
  rc=0

Times whose sum is beyond an int (each is one) do not overflow: the run
is stopped by SIGINT inside its 68-year warmup:

  $ timeout --preserve-status -s INT 3 "$S" cpu run --warmup-time=2147483647 --time=10 --forced-shutdown=5 > out 2>&1; echo "rc=$?"
  rc=130
  $ grep -e Forcing -e FATAL -e "runtime error" out
  Forcing shutdown in 2147483662 seconds
  FATAL: The run ended during the warmup (--warmup-time=2147483647): nothing was measured

Lua: hooks, options, reports, custom commands, errors:

  $ q hooks.lua run --events=50 --threads=2
  rc=0
  $ q options.lua run --int_opt2=3 --list_opt1=a,b
  rc=0
  $ q reports.lua run --time=2 --report-interval=1
  rc=0
  $ q commands.lua par --threads=2
  rc=0
  $ q rand_vectors.lua run --rand-seed=1 --percentile=0
  rc=0
  $ q event_error.lua run
  rc=1
  $ q thread_init_error.lua run --threads=2
  rc=1
  $ q syntax_error.lua run
  rc=1
  $ q cpu run --events=100 --report-script=report-json
  rc=0

Signals: a report hook that loops is left behind by the watchdog (the
built-in report, exit 130), and a run stopped in thread_init:

  $ printf 'function event() end\nsysbench.hooks.report_intermediate = function() io.open("started", "w"):close() local x = 0 while true do x = x + 1 end end\n' > inter_loop.lua
  $ sig() { rm -f started; "$S" "$@" > out 2>&1 & pid=$!; for i in $(seq 600); do [ -e started ] && break; sleep 0.05; done; kill -INT $pid; wait $pid; echo "rc=$?"; grep -h -e Sanitizer -e "runtime error" out; return 0; }
  $ sig inter_loop.lua run --time=60 --report-interval=1
  rc=130
  $ grep -c 'total number of events' out
  1
  $ printf 'ffi.cdef("unsigned int sleep(unsigned int)")\nfunction thread_init() io.open("started", "w"):close() ffi.C.sleep(60) end\nfunction event() end\n' > init_sleep.lua
  $ sig init_sleep.lua run --threads=2
  rc=130

Result files: a run written to a file (through a temporary one), then
compare (text from the file escaped) and merge (sums checked) of it:

  $ q cpu run --events=100 --time=0 --cpu-max-prime=100 --metric-labels=a=b --output=json:r.json,csv:r.csv,openmetrics:r.om,prometheus:r.prom
  rc=0
  $ sed -i 's/"hostname": "[^"]*"/"hostname": "a\\u001b[2Jb"/' r.json && q compare r.json r.json
  rc=0
  $ grep -c 'a\\x1b\[2Jb' out
  2
  $ q merge --output=json:m.json,html:m.html r.json r.json
  rc=0

Uncertainty: repeated runs of a sweep and their compare (both tests of
two sets), a run stopped at steady state, one that never is:

  $ q cpu run --events=100 --time=0 --cpu-max-prime=100 --threads=1,2 --runs=3 --output=json:a.json,svg:a.svg
  rc=0
  $ q compare a.json a.json
  rc=0
  $ q compare r.json vs a.json
  rc=0
  $ q compare --relative=geomean --output=svg:c.svg,html:c.html r.json a.json "$TESTS_SRC/data/results-storage.json" "$TESTS_SRC/data/results-unixbench.json"
  rc=0
  $ q cpu run --time=30 --cpu-max-prime=100 --threads=2 --steady-state=iops_slope:100% --steady-state-window=2 --output=json:s.json
  rc=0
  $ grep -c 'Steady state (iops_slope:100%): attained at' out
  1
  $ q cpu run --time=2 --cpu-max-prime=100 --steady-state=snia --steady-state-window=5 --output=svg:n.svg
  rc=0

A push that fails (nothing listens there), the man page's and the
completion's hidden modes:

  $ q cpu run --events=10 --push=http://127.0.0.1:1 --push-timeout=2
  rc=0
  $ grep -c 'WARNING: --push to' out
  2
  $ q --help-man
  rc=0
  $ q --help-man oltp_read_write help
  rc=0
  $ q --complete 2 sysbench fileio --file-test-mode=rnd
  rc=0
  $ cat out
  --file-test-mode=rndrd
  --file-test-mode=rndwr
  --file-test-mode=rndrw

The other built-in tests, and fileio in each I/O mode (async reaps from
the kernel's completion ring), with validation, then its bad input:

  $ q memory run --memory-total-size=64M --threads=2
  rc=0
  $ q threads run --events=100 --time=0 --threads=4
  rc=0
  $ q mutex run --mutex-locks=1000 --threads=2
  rc=0
  $ F="--file-num=2 --file-total-size=2M"
  $ q fileio $F --validate prepare
  rc=0
  $ for io in sync async mmap; do q fileio $F --file-io-mode=$io --file-test-mode=rndrw --validate --events=500 --threads=2 run; done
  rc=0
  rc=0
  rc=0
  $ q fileio $F --file-io-mode=async --file-extra-flags=direct --file-test-mode=seqrd --events=500 run
  rc=0
  $ q fileio $F --file-test-mode=seqwr --events=100 run
  rc=0
  $ q fileio $F --file-block-size=0 --file-test-mode=rndrd run
  rc=1
  $ q fileio $F cleanup
  rc=0
  $ ls test_file.* 2>/dev/null | wc -l
  0

fileio's files and their failures: a file cut back to its last whole
block before prepare extends it, random requests in files that are not a
whole number of blocks (validated), a second hard link refused, mmap with
direct (a warning), a short write (the file size limit), and with the
fault library (the sanitizer runtime need not come first): a failed
fsync, and cleanup with a symlink swapped in under a file's name:

  $ O="--file-num=3 --file-total-size=300001 --file-block-size=4096 --validate"
  $ q fileio $O prepare
  rc=0
  $ truncate -s 50000 test_file.1 && q fileio $O prepare
  rc=0
  $ q fileio $O --file-test-mode=rndrw --events=500 --threads=2 run
  rc=0
  $ ln test_file.0 link && q fileio $O --file-test-mode=rndrd run
  rc=1
  $ rm link && q fileio $O --file-io-mode=mmap --file-extra-flags=direct --file-test-mode=rndrd --events=100 run
  rc=0
  $ (ulimit -f 100; q fileio $F --file-test-mode=seqwr run)
  rc=1
  $ cc -shared -fPIC -o fault.so "$TESTS_SRC/data/fault_preload.c" -ldl
  $ export ASAN_OPTIONS=$ASAN_OPTIONS:verify_asan_link_order=0
  $ FAULT_FSYNC_ERRNO=5 LD_PRELOAD=./fault.so q fileio $F prepare
  rc=1
  $ ln -s nowhere target && FAULT_SWAP_NAME=test_file.2 FAULT_SWAP_TARGET=target LD_PRELOAD=./fault.so q fileio $O cleanup
  rc=0
  $ ls test_file.*
  test_file.2
  $ rm test_file.2 target

The network server, under hellos closed at once (tests/net/hostile.t):
a session's thread that ends before the listener is done starting it
reads nothing freed:

  $ . "$TESTS_SRC/lib/net_lib.sh"
  $ mkdir asan-bin && ln -s "$S" asan-bin/sysbench
  $ PATH="$PWD/asan-bin:$PATH" serve serve.log
  $ python3 "$TESTS_SRC/net/peer.py" $port helloclose 5000
  5000 hellos sent and closed at once
  $ unserve
  server exit 0
  $ grep -h -e Sanitizer -e "runtime error" serve.log
  [1]

A suite that runs a built-in test and two scripts (tests/lua/suite.t):

  $ cat > nest.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   sysbench.run("empty-test", { events = 1000, time = 0, threads = 2 })
  >   sysbench.run("prime-test", { events = 20, time = 0, cpu_max_prime = 1000 })
  >   sysbench.run("cpu", { events = 5, time = 0, cpu_max_prime = 1000 })
  > end } }
  > LUA
  $ q nest.lua run --output=json:n.json
  rc=0
