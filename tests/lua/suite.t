Suites: a script's command runs built-in tests in the same process with
sysbench.run(test, options[, command]) and gets each run's whole result.

  $ cat > blocks.lua <<'LUA'
  > sysbench.cmdline.commands = {
  >   run = { function()
  >     sysbench.run("fileio", { file_num = 1, file_total_size = "4M" }, "prepare")
  >     for _, bs in ipairs({ "4K", "64K" }) do
  >       local r = sysbench.run("fileio", { file_num = 1, file_total_size = "4M",
  >         file_test_mode = "rndrd", file_block_size = bs, events = 200, time = 0,
  >         label = "rndrd " .. bs })
  >       local p50, p99 = sysbench.percentile(r, 50), sysbench.percentile(r, 99)
  >       print(r.label, r.test, r.status, r.threads, r.events, r.reads,
  >             r.bytes_read == r.reads * (bs == "4K" and 4096 or 65536),
  >             r.latency_min <= p50 and p50 <= p99 and p99 <= r.latency_max,
  >             r.percentiles[95] == sysbench.percentile(r, 95),
  >             #r.histogram > 0 and r.histogram[1][1] < r.histogram[1][2])
  >     end
  >     sysbench.run("fileio", { file_num = 1 }, "cleanup")
  >   end }
  > }
  > LUA

It prints nothing of the runs unless asked, and each run is a labelled
step of the --output files:

  $ sysbench blocks.lua run --output=json:suite.json
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  rndrd 4K\tfileio\t0\t1\t200\t200\ttrue\ttrue\ttrue\ttrue (esc)
  rndrd 64K\tfileio\t0\t1\t200\t200\ttrue\ttrue\ttrue\ttrue (esc)
  $ ls test_file.* 2>/dev/null
  [2]
  $ python3 "$TESTS_SRC/lib/check_results.py" suite.json
  suite.json: ok, 2 step(s), 2 report(s)
  $ python3 -c 'import json; d = json.load(open("suite.json")); print(d["test"], [(s["label"], s["options"]["file-block-size"], s["options"]["test"]) for s in d["steps"]])'
  blocks.lua [('rndrd 4K', '4K', 'fileio'), ('rndrd 64K', '64K', 'fileio')]

The options a run changes are its own: the next run, and the command, see
the command line's again:

  $ cat > scope.lua <<'LUA'
  > sysbench.cmdline.commands = {
  >   run = { function()
  >     local a = sysbench.run("cpu", { cpu_max_prime = 100, events = 10, time = 0, threads = 2 })
  >     local b = sysbench.run("cpu", { events = 10, time = 0 })
  >     print(a.threads, b.threads, a.events, b.events, a.label, b.label)
  >   end }
  > }
  > LUA
  $ sysbench scope.lua run --threads=3
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  2\t3\t10\t10\tcpu cpu-max-prime=100 events=10 threads=2 time=0\tcpu events=10 time=0 (esc)

A script runs as well as a built-in test (the command's own script is set
aside meanwhile; tests/core/asan.t runs this under AddressSanitizer):

  $ cat > nest.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   local a = sysbench.run("empty-test", { events = 1000, time = 0, threads = 2 })
  >   local b = sysbench.run("prime-test", { events = 20, time = 0, cpu_max_prime = 1000 })
  >   local c = sysbench.run("cpu", { events = 5, time = 0 })
  >   print(a.test, a.events, b.test, b.events, c.test, c.events)
  > end } }
  > LUA
  $ sysbench nest.lua run --output=json:n.json
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  empty-test\t1000\tprime-test\t20\tcpu\t5 (esc)
  $ python3 -c 'import json; print([s["label"] for s in json.load(open("n.json"))["steps"]])'
  ['empty-test events=1000 threads=2 time=0', 'prime-test cpu-max-prime=1000 events=20 time=0', 'cpu events=5 time=0']

print = true shows the run's own output:

  $ printf 'sysbench.cmdline.commands = { run = { function() sysbench.run("cpu", { events = 5, time = 0, print = true }) end } }\n' > loud.lua
  $ sysbench loud.lua run | grep -c -e 'total number of events:              5' -e 'CPU speed'
  2

Mistakes are Lua errors naming the problem:

  $ printf 'sysbench.cmdline.commands = { run = { function() sysbench.run("nope") end } }\n' > e1.lua
  $ sysbench e1.lua run 2>&1 | tail -2
  FATAL: Cannot find benchmark 'nope': no such built-in test, file or module
  FATAL: `sysbench.cmdline.call_command' function failed: e1.lua:1: sysbench.run: cannot load 'nope' (no built-in test, script or module of that name, or an error in it)
  $ printf 'sysbench.cmdline.commands = { run = { function() sysbench.run("cpu", { no_such = 1 }) end } }\n' > e2.lua
  $ sysbench e2.lua run 2>&1 | tail -1
  FATAL: `sysbench.cmdline.call_command' function failed: e2.lua:1: sysbench.run('cpu'): no option named 'no_such'
  $ printf 'sysbench.cmdline.commands = { run = { function() sysbench.run("cpu", { percentile = 99 }) end } }\n' > e4.lua
  $ sysbench e4.lua run 2>&1 | tail -1
  FATAL: `sysbench.cmdline.call_command' function failed: e4.lua:1: sysbench.run('cpu'): percentile is the command's (result files keep one set of ranks): set --percentile, or use sysbench.percentile(result, p)
  $ printf 'function event() end\nfunction thread_init() sysbench.run("cpu") end\n' > e3.lua
  $ sysbench e3.lua run --events=1 2>&1 | grep -o 'sysbench.run() runs from[^)]*)'
  sysbench.run() runs from a script's commands (sysbench.cmdline.commands)

A failed run raises an error after its own FATAL lines:

  $ printf 'sysbench.cmdline.commands = { run = { function() sysbench.run("fileio", { file_test_mode = "rndrd", file_num = 1, file_total_size = "1M" }) end } }\n' > e5.lua
  $ sysbench e5.lua run 2>&1 | grep -e FATAL
  FATAL: Cannot open file 'test_file.0' errno = 2 (No such file or directory)
  FATAL: `sysbench.cmdline.call_command' function failed: e5.lua:1: sysbench.run('fileio'): the run failed (exit 1)

SIGINT stops the suite with the results so far (the interrupted run's
too), and the command's exit status says so (the third run is long, and
the signal comes once it has begun):

  $ . "$TESTS_SRC/lib/wait.sh"
  $ cat > long.lua <<'LUA'
  > sysbench.cmdline.commands = {
  >   run = { function()
  >     for i = 1, 5 do
  >       print("start " .. i)
  >       io.stdout:flush()
  >       local r = sysbench.run("cpu", { time = i == 3 and 120 or 1, label = "cpu " .. i })
  >       print(r.label, r.status)
  >     end
  >   end }
  > }
  > LUA
  $ rm -f out; sysbench long.lua run --output=json:l.json > out & pid=$!; waitfor out 'start 3' 60; sleep 0.5; kill -INT $pid; wait $pid; echo "exit $?"
  exit 130
  $ cat out
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  start 1
  cpu 1\t0 (esc)
  start 2
  cpu 2\t0 (esc)
  start 3
  WARNING: long.lua interrupted by SIGINT: the results of 3 run(s) so far are kept
  $ python3 -c 'import json; d = json.load(open("l.json")); print(d["status"], [(s["label"], s["status"]) for s in d["steps"]])'
  130 [('cpu 1', 0), ('cpu 2', 0), ('cpu 3', 130)]

A pause between runs that a signal ends at once (the suite is watched
between its runs: its Lua gets the interruption at once, as an error that
reads as what it is, where it used to print as "userdata: 0x..."):

  $ cat > pause.lua <<'LUA'
  > sysbench.cmdline.commands = {
  >   run = { function()
  >     sysbench.run("cpu", { events = 10, time = 0, label = "before" })
  >     print("pausing")
  >     io.stdout:flush()
  >     local ok, err = pcall(sysbench.sleep, 60)
  >     print("pause ended", ok, err)
  >     error(err, 0)
  >   end }
  > }
  > LUA
  $ sysbench pause.lua run > out & pid=$!; for i in $(seq 100); do grep -q pausing out && break; sleep 0.1; done; kill -INT $pid; wait $pid; echo "exit $?"
  exit 130
  $ tail -2 out
  pause ended\tfalse\tinterrupted by SIGINT: the suite stops (esc)
  WARNING: pause.lua interrupted by SIGINT after 1 run(s)

A step run with `warmup = true` is a warm-up: the interruption's warning
counts the measured runs only (the storage card's warm-ups were counted:
"after 6 run(s)" for 2 cells at --runs=1; issue 39), and says what else
the result file keeps:

  $ cat > warm.lua <<'LUA'
  > ffi.cdef("int kill(int, int); int getpid(void);")
  > sysbench.cmdline.commands = {
  >   run = { function()
  >     for i = 1, 2 do
  >       sysbench.run("cpu", { events = 10, time = 0, label = "warm-up " .. i, warmup = true })
  >       sysbench.run("cpu", { events = 10, time = 0, label = "run " .. i })
  >     end
  >     ffi.C.kill(ffi.C.getpid(), 2)
  >     sysbench.sleep(60)
  >   end }
  > }
  > LUA
  $ sysbench warm.lua run; echo "exit $?"
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  WARNING: warm.lua interrupted by SIGINT after 2 run(s)
  exit 130
  $ sysbench warm.lua run --output=json:w.json | tail -1; jq -c '[.steps[].label]' w.json
  WARNING: warm.lua interrupted by SIGINT: the results of 2 run(s) and 2 warm-up(s) so far are kept
  ["warm-up 1","run 1","warm-up 2","run 2"]

A suite's own figures go into the result files as "summary"; each step
records when it started; sysbench.environment() is what result files
record about the host and the current directory's file system:

  $ cat > summary.lua <<'LUA'
  > sysbench.cmdline.commands = {
  >   run = { function()
  >     local r = sysbench.run("cpu", { events = 10, time = 0 })
  >     sysbench.summary({ verdict = "fast", cells = { { name = "a", value = 1.5 }, { name = "b", value = 2 } } })
  >     local env = sysbench.environment()
  >     print(r.started:match("^%d+%-%d+%-%d+T%d+:%d+:%d+%.%d%d%dZ$") ~= nil,
  >           env.filesystem.free_bytes > 0, env.kernel.release ~= nil)
  >     print(pcall(sysbench.summary, { f = print }))
  >   end }
  > }
  > LUA
  $ sysbench summary.lua run --output=json:sum.json
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  true\ttrue\ttrue (esc)
  false\tsysbench.summary: a function (esc)
  $ python3 -c 'import json; d = json.load(open("sum.json")); print(d["summary"], d["steps"][0]["started"] >= d["created"][:19])'
  {'cells': [{'name': 'a', 'value': 1.5}, {'name': 'b', 'value': 2}], 'verdict': 'fast'} True
  $ sysbench compare sum.json sum.json > /dev/null; echo "rc=$?"
  rc=0
