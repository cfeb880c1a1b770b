# serial: the run monitor's verdict on this machine's own /sys and /proc: a neighbour's load is what it sees
The run monitor on this machine's own /sys and /proc (whatever they
have): every kind of run gets a verdict in its result file, and any
"Monitor:" line comes after the reference's report lines. What the
verdict says depends on the machine's load, so only its shape is checked
here (tests/monitor/monitor.t checks exact verdicts on fixture trees). The
runs give --monitor=warn, which prints the verdict whatever stdout is (by
default it is printed only on a terminal).

  $ real() { env -u SYSBENCH_SYSFS_ROOT -u SYSBENCH_PROCFS_ROOT "$@"; }
  $ shape() { jq -r '[.steps[] | [(.monitor.summary | type), (.monitor.fit | type), (.monitor.samples.series | type), (.monitor.identity | type)] | join(" ")] | unique[]' "$1"; }
  $ after() { awk '/^Threads fairness:/ { report = 1 } /^Monitor:/ && !report { print "a verdict before the report: " $0 } END { print "ok" }' "$1"; }

Every built-in test (execl's runs exec the binary itself, which the
emulated runs' qemu-user cannot):

  $ sysbench fileio --file-num=1 --file-total-size=1M prepare > /dev/null
  $ for t in fileio cpu memory threads mutex pipe context spawn execl syscall filecopy shell; do
  >   case $t in
  >   fileio) o="--file-num=1 --file-total-size=1M --file-test-mode=rndrd --events=50" ;;
  >   memory) o="--memory-total-size=1M" ;;
  >   mutex) o="--mutex-num=16 --mutex-locks=100" ;;
  >   shell|spawn|execl) o="--events=5" ;;
  >   *) o="--events=50" ;;
  >   esac
  >   if [ $t = execl ] && [ -x "$(dirname "$SYSBENCH")/qemu" ]; then echo "execl: skipped: qemu-user cannot exec an ARM binary"; continue; fi
  >   real sysbench $t $o --time=0 --monitor=warn --output=json:$t.json run > $t.out || echo "$t failed"
  >   echo "$t: $(shape $t.json) $(after $t.out)"
  > done
  fileio: string boolean array object ok
  cpu: string boolean array object ok
  memory: string boolean array object ok
  threads: string boolean array object ok
  mutex: string boolean array object ok
  pipe: string boolean array object ok
  context: string boolean array object ok
  spawn: string boolean array object ok
  execl: (string boolean array object ok|skipped: qemu-user cannot exec an ARM binary) (re)
  syscall: string boolean array object ok
  filecopy: string boolean array object ok
  shell: string boolean array object ok
  $ sysbench fileio --file-num=1 --file-total-size=1M cleanup > /dev/null

The CPUs in use, and the device behind this directory, are known:

  $ jq -r '.steps[0].monitor.before.cpus | length > 0' cpu.json
  true
  $ jq -r '.steps[0].monitor.identity | has("kernel") and has("cpu_model") and has("device")' cpu.json
  true

A Lua script, a threads sweep (a verdict per step, each after its own
report), a suite's step (the result table has it too):

  $ cat > ev.lua <<'EOF'
  > function event() end
  > EOF
  $ real sysbench ev.lua --events=100 --time=0 --monitor=warn --output=json:lua.json run > lua.out
  $ echo "$(shape lua.json) $(after lua.out)"
  string boolean array object ok
  $ real sysbench cpu --threads=1,2 --events=100 --time=0 --output=json:sweep.json run > sweep.out
  $ jq '.steps | length' sweep.json; shape sweep.json
  2
  string boolean array object
  $ cat > suite.lua <<'EOF'
  > sysbench.cmdline.commands = { run = { function()
  >   local r = sysbench.run("cpu", { events = 100, time = 0 })
  >   print(type(r.monitor) .. " " .. type(r.monitor.summary) .. " " .. type(r.monitor.fit))
  > end } }
  > EOF
  $ real sysbench suite.lua --output=json:suite.json run | tail -1
  table string boolean
  $ shape suite.json
  string boolean array object

The storage card (each of its runs is watched, and its header names the
device) and the unixbench index (each pass):

  $ real sysbench storage run --size=8M --runs=1 --run-time=1 --interval=0 --profile=peak --output=json:card.json > card.out; echo "rc=$?"
  rc=0
  $ grep -c '^\* device: ' card.out
  1
  $ shape card.json
  string boolean array object
  $ real sysbench unixbench run --unixbench-pass-time=1 --unixbench-passes=1 --threads=1 --unixbench-tests=syscall --output=json:ub.json > ub.out; echo "rc=$?"
  rc=0
  $ shape ub.json
  string boolean array object

The sampling thread's own CPU time is in the result file
(tests/bench/monitor.sh measures what it costs):

  $ real sysbench cpu --time=2 --output=json:cost.json run > /dev/null
  $ jq -r '.steps[0].monitor.thread_cpu_seconds > 0' cost.json
  true
