Errors in scripts: FATAL with file and line, non-zero exit, no report.

  $ cp "$TESTS_SRC"/lua/*.lua .

A syntax error, at load time:

  $ sysbench syntax_error.lua run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: syntax_error.lua:2: unexpected symbol near '='
  [1]

An error inside event() stops the run with the reference's message and no
report:

  $ sysbench event_error.lua run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from current time
  
  
  Initializing worker threads...
  
  Threads started!
  
  FATAL: `thread_run' function failed: event_error.lua:2: boom
  [1]

An error in thread_init, in init, or a non-string error value:

  $ sysbench thread_init_error.lua run --threads=2 --verbosity=1
  FATAL: `thread_init' function failed: thread_init_error.lua:2: no init
  (last message repeated 1 times)
  FATAL: Thread initialization failed!
  [1]
  $ printf 'function init() error("x") end\nfunction event() end\n' > init_error.lua
  $ sysbench init_error.lua run --verbosity=1
  FATAL: `init' function failed: init_error.lua:1: x
  [1]
  $ printf 'function event() error({}) end\n' > table_error.lua
  $ sysbench table_error.lua run --verbosity=1
  FATAL: `thread_run' function failed: (not a string)
  [1]

done() and thread_done() errors are reported after the run's report, and
the command fails (the reference exits 0; see also tests/lua/failures.t):

  $ printf 'function event() end\nfunction done() error("late") end\n' > done_error.lua
  $ sysbench done_error.lua run --events=1 --verbosity=1
  FATAL: `done' function failed: done_error.lua:2: late
  [1]
  $ printf 'function event() end\nfunction thread_done() error("late") end\n' > tdone_error.lua
  $ sysbench tdone_error.lua run --events=1 --verbosity=1
  FATAL: `thread_done' function failed: tdone_error.lua:2: late
  [1]

An error in a report hook fails the run (the reference prints the FATAL
line but exits 0, so scripts and CI took a lost report for a good run). An
intermediate or checkpoint hook's error stops the run at once:

  $ printf 'function event() end\nsysbench.hooks.report_cumulative = function() error("no report") end\n' > cumul_error.lua
  $ sysbench cumul_error.lua run --events=10 --time=0 --verbosity=1
  FATAL: `report_cumulative' function failed: cumul_error.lua:2: no report
  [1]
  $ printf 'function event() end\nsysbench.hooks.report_intermediate = function() error("no line") end\n' > inter_error.lua
  $ sysbench inter_error.lua run --time=30 --report-interval=1 --verbosity=1
  FATAL: `report_intermediate' function failed: inter_error.lua:2: no line
  [1]
  $ sysbench cumul_error.lua run --time=30 --report-checkpoints=1 --verbosity=1
  FATAL: `report_cumulative' function failed: cumul_error.lua:2: no report
  [1]
  $ printf 'sysbench.hooks.report_cumulative = function() error("no report") end\n' > cumul_hook.lua
  $ sysbench cpu run --events=10 --time=0 --report-script=./cumul_hook.lua --verbosity=1
  FATAL: `report_cumulative' function failed: ./cumul_hook.lua:1: no report
  [1]

No event() at all:

  $ sysbench no_event.lua run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: cannot find the event() function in no_event.lua
  [1]

A script that does not exist, a runtime error in its body:

  $ sysbench ./missing.lua run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Cannot find benchmark './missing.lua': no such built-in test, file or module
  [1]
  $ printf 'local t = nil\nprint(t.x)\n' > body_error.lua
  $ sysbench body_error.lua run --verbosity=0
  FATAL: body_error.lua:2: attempt to index local 't' (a nil value)
  [1]

Positions name the chunk as 1.0.20 does: its embedded modules as strings
([string "sysbench.lua"]), in tracebacks too; scripts, files there, by their
file name, the bundled ones (embedded here) included:

  $ cat > where.lua <<'LUA'
  > function event()
  >   local tb = require("debug").traceback("in event()")
  >   print((tb:gsub("\t", "  ")))
  >   sysbench.rand.string(nil)
  > end
  > LUA
  $ sysbench where.lua run --events=1 --verbosity=0
  in event()
  stack traceback:
    where.lua:2: in function <where.lua:1>
    [C]: in function 'pcall'
    [string "sysbench.lua"]:*: in function <[string "sysbench.lua"]:*> (glob)
  FATAL: `thread_run' function failed: [string "sysbench.rand.lua"]:*: attempt to get length of local 'fmt' (a nil value) (glob)
  [1]
  $ sysbench oltp_common run --verbosity=0
  FATAL: `init' function failed: oltp_common.lua:*: this script is meant to be included by other OLTP scripts and should not be called directly. (glob)
  [1]
