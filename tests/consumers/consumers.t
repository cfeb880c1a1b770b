Most reports are read by a program: a benchmark harness, a plugin, a
dashboard's scraper. check_consumers.py reads ours the ways they read
sysbench 1.0.20's (our own code, modelled on the kinds of consumer: a
strict "key: value" parser that allows one colon a line, the regexes
people grep, "stderr must be empty", UnixBench's report parsers, greps of
--help's headings), and compares each report of a test 1.0.20 has with
the reference's own output of the same command, run here
(/usr/bin/sysbench, Debian's package: a test dependency), figures masked.
This covers what upstream's cram files check of these commands, which
this project does not copy.

Every run is on a machine made to look unfit to be measured: the run
monitor reads a fixture tree (as tests/monitor/ do) with a load of 3.50,
a Raspberry Pi's firmware saying it is under-voltage and throttled, the
ondemand governor at its lowest frequency, and another busy process (its
CPU time moves in the Lua run below). Its verdict is in the result files;
none of it is in what a program reads.

  $ C="$TESTS_SRC/consumers/check_consumers.py"
  $ REF=/usr/bin/sysbench
  $ $REF --version
  sysbench 1.0.20
  $ cp -a "$TESTS_SRC/data/monitor/pi4" unfit
  $ printf '50005\n' > 'unfit/sys/devices/platform/soc/soc:firmware/get_throttled'
  $ printf '3.50 2.00 1.00 4/300 999\n' > unfit/proc/loadavg
  $ mkdir unfit/proc/4242 && cc1() { echo "4242 (cc1) R 1 4242 4242 0 -1 4194304 100 0 0 0 $1 1000 0 0 20 0 1 0 100 1000000 100 0" > unfit/proc/4242/stat; }
  $ cc1 90000; cp unfit/proc/stat stat.idle
  $ export SYSBENCH_SYSFS_ROOT="$PWD/unfit/sys" SYSBENCH_PROCFS_ROOT="$PWD/unfit/proc"

both NAME ARGS runs ARGS with the reference and with ours, and checks
ours as a consumer would (against the reference's output) and both
outputs masked (REF_AS, a sed script, reads the reference's output as
the target's where they rightly differ); own NAME ARGS runs ours only
(what 1.0.20 does not have):

  $ check() { python3 "$C" report $1 $1.out $1.err $1.ref; python3 "$C" same $1 $1.ref $1.out; }
  $ both() {
  >   local n=$1 r o; shift
  >   $REF "$@" > $n.ref 2> $n.referr; r=$?
  >   [ -z "${REF_AS:-}" ] || sed -i "$REF_AS" $n.ref
  >   sysbench "$@" > $n.out 2> $n.err; o=$?
  >   [ $r = $o ] || echo "$n: exit $o, 1.0.20's $r"
  >   check $n
  > }
  $ own() {
  >   local n=$1; shift
  >   sysbench "$@" > $n.out 2> $n.err || echo "$n: exit $?"
  >   python3 "$C" report $n $n.out $n.err
  > }

The reference's tests, in every mode, with intermediate reports,
checkpoints, the histogram and another percentile:

  $ both cpu cpu --cpu-max-prime=2000 --events=200 --time=0 run
  cpu: ok, no line of ours with a colon; found events/s, total time, events, percentile, latency
  cpu: ok, the same as 1.0.20's, masked
  $ both cpu-threads cpu --threads=2 --cpu-max-prime=2000 --events=400 --time=0 run
  cpu-threads: ok, no line of ours with a colon; found events/s, total time, events, percentile, latency
  cpu-threads: ok, the same as 1.0.20's, masked
  $ both cpu-histogram cpu --cpu-max-prime=2000 --events=200 --time=0 --histogram run
  cpu-histogram: ok, no line of ours with a colon; found events/s, total time, events, percentile, latency
  cpu-histogram: ok, the same as 1.0.20's, masked
  $ both cpu-p99 cpu --cpu-max-prime=2000 --events=200 --time=0 --percentile=99 run
  cpu-p99: ok, no line of ours with a colon; found events/s, total time, events, percentile, latency
  cpu-p99: ok, the same as 1.0.20's, masked
  $ both cpu-interval cpu --time=2 --report-interval=1 run
  cpu-interval: ok, no line of ours with a colon; found events/s, total time, events, percentile, latency
  cpu-interval: ok, the same as 1.0.20's, masked
  $ both cpu-checkpoint cpu --time=2 --report-checkpoints=1 run
  cpu-checkpoint: ok, no line of ours with a colon; found events/s, total time, events, percentile, latency
  cpu-checkpoint: ok, the same as 1.0.20's, masked
  $ for o in read write none; do for a in seq rnd; do
  >   both memory-$o-$a memory --memory-total-size=4M --memory-oper=$o --memory-access-mode=$a run
  > done; done
  memory-read-seq: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  memory-read-seq: ok, the same as 1.0.20's, masked
  memory-read-rnd: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  memory-read-rnd: ok, the same as 1.0.20's, masked
  memory-write-seq: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  memory-write-seq: ok, the same as 1.0.20's, masked
  memory-write-rnd: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  memory-write-rnd: ok, the same as 1.0.20's, masked
  memory-none-seq: ok, no line of ours with a colon; found total time, events, percentile, latency
  memory-none-seq: ok, the same as 1.0.20's, masked
  memory-none-rnd: ok, no line of ours with a colon; found total time, events, percentile, latency
  memory-none-rnd: ok, the same as 1.0.20's, masked
  $ both threads threads --events=100 --time=0 run
  threads: ok, no line of ours with a colon; found total time, events, percentile, latency
  threads: ok, the same as 1.0.20's, masked
  $ both mutex mutex --mutex-num=64 --mutex-locks=1000 run
  mutex: ok, no line of ours with a colon; found total time, events, percentile, latency
  mutex: ok, the same as 1.0.20's, masked
  $ F="--file-num=2 --file-total-size=4M"
  $ $REF fileio $F prepare > fileio-prepare.ref 2> fileio-prepare.referr; $REF fileio $F cleanup > /dev/null
  $ sysbench fileio $F prepare > fileio-prepare.out 2> fileio-prepare.err; check fileio-prepare
  fileio-prepare: ok, no line of ours with a colon; found MiB/s
  fileio-prepare: ok, the same as 1.0.20's, masked

The emulated runs' qemu-user has no kernel AIO (io_setup fails), so the
async mode is skipped there. On a 32-bit target (armhf) the mmap mode maps
a block at a time, as 1.0.20 does there, and says "slow" where the 64-bit
reference says "fast": the reference's line is read as that target's.

  $ echo 'print(ffi.abi("32bit") and "32-bit" or "64-bit")' > bits.lua
  $ bits=$(sysbench bits.lua help 2>&1 | grep -x '..-bit')
  $ for m in seqrewr seqrd rndrd rndwr rndrw rndrw-async rndrw-mmap seqwr; do
  >   io=sync; case $m in *-*) io=${m#*-} ;; esac
  >   if [ $m = rndrw-async ] && [ -x "$(dirname "$SYSBENCH")/qemu" ]; then
  >     echo "fileio-$m: skipped: qemu-user has no kernel AIO"
  >     echo "fileio-$m: skipped: not compared with 1.0.20's"; continue
  >   fi
  >   $REF fileio $F prepare > /dev/null
  >   REF_AS=; [ $bits = 32-bit ] && REF_AS='s/^Using fast mmaped I\/O mode$/Using slow mmaped I\/O mode/'
  >   both fileio-$m fileio $F --file-test-mode=${m%-*} --file-io-mode=$io --events=100 --time=0 run
  > done
  fileio-seqrewr: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  fileio-seqrewr: ok, the same as 1.0.20's, masked
  fileio-seqrd: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  fileio-seqrd: ok, the same as 1.0.20's, masked
  fileio-rndrd: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  fileio-rndrd: ok, the same as 1.0.20's, masked
  fileio-rndwr: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  fileio-rndwr: ok, the same as 1.0.20's, masked
  fileio-rndrw: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  fileio-rndrw: ok, the same as 1.0.20's, masked
  fileio-rndrw-async: (ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency|skipped: qemu-user has no kernel AIO) (re)
  fileio-rndrw-async: (ok, the same as 1.0.20's, masked|skipped: not compared with 1.0.20's) (re)
  fileio-rndrw-mmap: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  fileio-rndrw-mmap: ok, the same as 1.0.20's, masked
  fileio-seqwr: ok, no line of ours with a colon; found MiB/s, total time, events, percentile, latency
  fileio-seqwr: ok, the same as 1.0.20's, masked
  $ REF_AS=
  $ both fileio-cleanup fileio $F cleanup
  fileio-cleanup: ok, no line of ours with a colon; found nothing
  fileio-cleanup: ok, the same as 1.0.20's, masked

A Lua script, whose first event makes the other process busy: 5 s of
CPU time in the machine's counters and cc1's, in a run of 1 s (each
binary starts from the same idle counters):

  $ cat > busy.lua <<'EOF'
  > local moved = false
  > function event()
  >   if not moved then
  >     local f = assert(io.open(os.getenv("SYSBENCH_PROCFS_ROOT") .. "/stat", "w"))
  >     f:write("cpu  5205 0 2140 871024 120 0 41 0 0 0\ncpu0 5205 0 2140 871024 120 0 41 0 0 0\nintr 1\nctxt 912345\nbtime 1700000000\n")
  >     f:close()
  >     f = assert(io.open(os.getenv("SYSBENCH_PROCFS_ROOT") .. "/4242/stat", "w"))
  >     f:write("4242 (cc1) R 1 4242 4242 0 -1 4194304 100 0 0 0 90500 1000 0 0 20 0 1 0 100 1000000 100 0\n")
  >     f:close()
  >     moved = true
  >   end
  > end
  > EOF
  $ $REF busy.lua --time=1 run > lua.ref 2> lua.referr; cp stat.idle unfit/proc/stat; cc1 90000
  $ sysbench busy.lua --time=1 --output=json:lua.json run > lua.out 2> lua.err
  $ check lua
  lua: ok, no line of ours with a colon; found total time, events, percentile, latency
  lua: ok, the same as 1.0.20's, masked
  $ jq -r '.steps[0].monitor | "fit: \(.fit)", (.problems[].text | sub("[0-9.]+%"; "N%"; "g") | sub("[0-9]+ of the"; "N of the"))' lua.json
  fit: false
  governor ondemand: 600 MHz during the run (of up to 1500 MHz)
  load 3.50 when the run started
  other processes used N% of a CPU during the run: cc1 (4242) N% (those named: N of the N%; interrupts: N%)
  under-voltage from 0.0 s
  throttled from 0.0 s (61.3 \xc2\xb0C) (esc)

On a terminal the same run warns, as it always did (script gives stdout a
pseudo-terminal; its stdin is not the transcript's):

  $ cp stat.idle unfit/proc/stat; cc1 90000
  $ script -qec 'sysbench busy.lua --time=1 run' /dev/null < /dev/null | tr -d '\r' | grep '^Monitor' | sed -e 's/[0-9.]*%/N%/g' -e 's/[0-9]* of the/N of the/'
  Monitor: governor ondemand: 600 MHz during the run (of up to 1500 MHz)
  Monitor: load 3.50 when the run started
  Monitor: other processes used N% of a CPU during the run: cc1 (4242) N% (those named: N of the N%; interrupts: N%)
  Monitor: under-voltage from 0.0 s
  Monitor: throttled from 0.0 s (61.3 \xc2\xb0C) (esc)

The checks fail on what was printed before (the verdict after every
unfit run), which --monitor=warn still prints whatever stdout is:

  $ sysbench cpu --cpu-max-prime=2000 --events=200 --time=0 --monitor=warn run > warn.out 2> warn.err
  $ python3 "$C" report warn warn.out warn.err cpu.ref
  warn: a monitor line: 'Monitor: governor ondemand: 600 MHz during the run (of up to 1500 MHz)'
  warn: not one key: value: 'Monitor: governor ondemand: 600 MHz during the run (of up to 1500 MHz)'
  warn: a monitor line: 'Monitor: load 3.50 when the run started'
  warn: a monitor line: 'Monitor: under-voltage from 0.0 s'
  warn: a monitor line: 'Monitor: throttled from 0.0 s (61.3 \xc2\xb0C)' (esc)
  [1]
  $ python3 "$C" same warn cpu.ref warn.out > /dev/null; echo "exit $?"
  exit 1

What 1.0.20 does not have: a threads sweep, --runs, several percentiles,
the JSON report script (with --verbosity=1 its stdout is JSON alone), the tests sysbench-ng
adds (execl execs the binary itself, which the emulated runs' qemu-user
cannot), each mode of the network test, and the unixbench index, read
as UnixBench's report is:

  $ own sweep cpu --threads=1,2 --cpu-max-prime=2000 --events=200 --time=0 run
  sweep: ok, one key: value a line; found events/s, total time, events, percentile, latency
  $ own runs cpu --runs=3 --cpu-max-prime=2000 --events=200 --time=0 run
  runs: ok, one key: value a line; found nothing
  $ own percentiles cpu --percentile=50,95,99.9 --cpu-max-prime=2000 --events=200 --time=0 run
  percentiles: ok, one key: value a line; found events/s, total time, events, percentile, latency
  $ sysbench cpu --cpu-max-prime=2000 --events=200 --time=0 --verbosity=1 --report-script=report-json run 2> json.err | jq -r '"\(.report): \(keys | length) figures"'; wc -c < json.err
  cumulative: 17 figures
  0
  $ for t in pipe context syscall spawn execl shell filecopy copy; do
  >   case $t in
  >   execl) [ -x "$(dirname "$SYSBENCH")/qemu" ] && { echo "execl: skipped: qemu-user cannot exec an ARM binary"; continue; }; o="--events=5" ;;
  >   spawn|shell) o="--events=5" ;;
  >   copy) o="--copy-size=1M" ;;
  >   *) o="--events=200" ;;
  >   esac
  >   own $t $t $o --time=0 run
  > done
  pipe: ok, one key: value a line; found total time, events, percentile, latency
  context: ok, one key: value a line; found total time, events, percentile, latency
  syscall: ok, one key: value a line; found total time, events, percentile, latency
  spawn: ok, one key: value a line; found total time, events, percentile, latency
  (execl: ok, one key: value a line; found total time, events, percentile, latency|execl: skipped: qemu-user cannot exec an ARM binary) (re)
  shell: ok, one key: value a line; found total time, events, percentile, latency
  filecopy: ok, one key: value a line; found total time, events, percentile, latency
  copy: ok, one key: value a line; found MiB/s, total time, events, percentile, latency
  $ mkdir netdir; for m in send recv bidir rr crr udp file-read file-write; do
  >   own net-$m net --net-test-mode=$m --net-dir=netdir --net-file-size=1M --events=20 --time=0 run
  > done
  net-send: ok, one key: value a line; found total time, events, percentile, latency
  net-recv: ok, one key: value a line; found total time, events, percentile, latency
  net-bidir: ok, one key: value a line; found total time, events, percentile, latency
  net-rr: ok, one key: value a line; found total time, events, tps, percentile, latency
  net-crr: ok, one key: value a line; found total time, events, tps, percentile, latency
  net-udp: ok, one key: value a line; found total time, events, percentile, latency
  net-file-read: ok, one key: value a line; found total time, events, percentile, latency
  net-file-write: ok, one key: value a line; found total time, events, percentile, latency
  $ own unixbench unixbench --unixbench-pass-time=1 --unixbench-passes=1 --unixbench-tests=pipe,syscall --threads=1,2 run
  unixbench: ok, one key: value a line; found nothing
  $ python3 "$C" unixbench unixbench unixbench.out
  unixbench: ok, 1 copy, 2 tests, a score; 2 copies, 2 tests, a score

The machine's own counters, with two busy loops beside the runs (load
or other processes' CPU: the real monitor's verdict, whatever it is, is
in the result file only):

  $ real() { env -u SYSBENCH_SYSFS_ROOT -u SYSBENCH_PROCFS_ROOT "$@"; }
  $ (while :; do :; done) & l1=$!; (while :; do :; done) & l2=$!
  $ real $REF cpu --time=1 run > busy.ref 2> busy.referr
  $ real sysbench cpu --time=1 --output=json:busy.json run > busy.out 2> busy.err
  $ kill $l1 $l2; wait $l1 $l2 2> /dev/null; true
  $ check busy
  busy: ok, no line of ours with a colon; found events/s, total time, events, percentile, latency
  busy: ok, the same as 1.0.20's, masked
  $ jq -r '.steps[0].monitor.fit | type' busy.json
  boolean
