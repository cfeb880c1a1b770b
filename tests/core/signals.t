# serial: each signal must stop a run within 2 s: a neighbour's load delays the stop
SIGINT and SIGTERM stop a run wherever it is: the report of what ran (if
anything ran) and exit 128+signal, 2 s after the signal at the latest, at
once after a second one. Lua code that does not return (JIT-compiled loops
ignore lua_sethook) is left behind by a watchdog thread. Each script below
creates the file "started" once it is where the signal must find it;
timeout is a hang guard (before, these runs ended only with the script's
sleep, the 30 s init timeout, or never): --foreground makes it pass a
signal on once, to sysbench alone, and -k kills what ignores its own.

  $ waitfor() { for i in $(seq 600); do [ -e started ] && return 0; sleep 0.05; done; echo "not started"; }
  $ run() { rm -f started; timeout --foreground -k 5 30 sysbench "$@" > out & pid=$!; waitfor; }
  $ started='io.open("started", "w"):close()'
  $ loop='local x = 0 while true do x = x + 1 end'
  $ shown() { grep -e WARNING -e FATAL -e 'total number of events' out; }

A thread_init that sleeps, loops, or runs a command: the workers are left
behind, nothing was measured (os.execute used to make the process ignore
SIGINT while the command ran, as system() does):

  $ printf 'ffi.cdef("unsigned int sleep(unsigned int)")\nfunction thread_init() %s ffi.C.sleep(60) end\nfunction event() end\n' "$started" > init_sleep.lua
  $ run init_sleep.lua run --threads=2; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ shown
  WARNING: run interrupted by SIGINT while the worker threads initialized: nothing was measured
  $ printf 'function thread_init() %s %s end\nfunction event() end\n' "$started" "$loop" > init_loop.lua
  $ run init_loop.lua run; kill -TERM $pid; wait $pid; echo "rc=$?"
  rc=143
  $ shown
  WARNING: run interrupted by SIGTERM while the worker threads initialized: nothing was measured
  $ printf 'function thread_init() %s os.execute("sleep 5") end\nfunction event() end\n' "$started" > init_cmd.lua
  $ run init_cmd.lua run --time=60; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ shown
  WARNING: run interrupted by SIGINT while the worker threads initialized: nothing was measured

A report_intermediate hook that loops: the workers stop at the signal, the
hook never returns, and 2 s later the built-in report covers the run up
to the signal:

  $ printf 'function event() end\nsysbench.hooks.report_intermediate = function() %s %s end\n' "$started" "$loop" > inter_loop.lua
  $ run inter_loop.lua run --time=60 --report-interval=1; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ shown
  WARNING: run interrupted by SIGINT after *s (glob)
  WARNING: report_intermediate() has not returned 2s after SIGINT: exiting
      total number of events:              * (glob)

A second signal does not wait (it could not help before):

  $ run inter_loop.lua run --time=60 --report-interval=1; kill -INT $pid; sleep 0.2; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ grep -e again -e 'total number of events' out
  WARNING: SIGINT again: exiting at once
      total number of events:              * (glob)

A report_cumulative hook that loops at the end of the run: the built-in
report of the whole run, its 100 events (the first signal was ignored):

  $ printf 'function event() end\nsysbench.hooks.report_cumulative = function() %s %s end\n' "$started" "$loop" > cumul_loop.lua
  $ run cumul_loop.lua run --events=100 --time=0; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ shown
  WARNING: report_cumulative() has not returned 2s after SIGINT: exiting
      total number of events:              100

init() or done() that loop: nothing more to report (done() comes after
the report):

  $ printf 'function init() %s %s end\nfunction event() end\n' "$started" "$loop" > main_init_loop.lua
  $ run main_init_loop.lua run; kill -TERM $pid; wait $pid; echo "rc=$?"
  rc=143
  $ shown
  WARNING: init() has not returned 2s after SIGTERM: exiting
  $ printf 'function event() end\nfunction done() %s %s end\n' "$started" "$loop" > done_loop.lua
  $ run done_loop.lua run --events=100 --time=0; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ shown
      total number of events:              100
  WARNING: done() has not returned 2s after SIGINT: exiting

A signal during a done() that returns still fails the command:

  $ printf 'ffi.cdef("unsigned int sleep(unsigned int)")\nfunction event() end\nfunction done() %s ffi.C.sleep(1) end\n' "$started" > done_sleep.lua
  $ run done_sleep.lua run --events=100 --time=0; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130

timeout(1) without --foreground sends its signal to sysbench (after 3 s:
a slow start has its handlers set by then) and then to its process group:
the same signal twice within microseconds is one interruption (the
report, the result file), not a second one:

  $ timeout -s INT 3 sysbench cpu run --time=30 --output=json:t.json > out; echo "rc=$?"
  rc=124
  $ grep -c again out; grep -e WARNING -e 'total number of events' out
  0
  WARNING: run interrupted by SIGINT after *s (glob)
      total number of events:              * (glob)
  $ test -s t.json && echo written
  written

A thread_init that returns soon after the signal: the workers are ready,
the run is abandoned before its clock started, and it says so once (it
used to add "The run ended during the warmup (--warmup-time=0)"):

  $ printf 'ffi.cdef("int usleep(unsigned int)")\nfunction thread_init() %s ffi.C.usleep(1500000) end\nfunction event() end\n' "$started" > init_short.lua
  $ run init_short.lua run --threads=2; kill -INT $pid; wait $pid; echo "rc=$?"
  rc=130
  $ shown
  WARNING: run interrupted by SIGINT while the worker threads initialized: nothing was measured
