Lua scripts: where each hook runs, how many times the body runs, plain
programs, stdin and module names. The scripts are in tests/lua/.

  $ cp "$TESTS_SRC"/lua/*.lua .

The body runs once in the main state, then once in each worker's state;
init and done run in the main state, the thread hooks in the workers':

  $ sysbench hooks.lua run --threads=2 --events=4 --verbosity=1 | sort
  body tid=0
  body tid=0
  body tid=1
  done tid=0
  init tid=0
  thread_done 0
  thread_done 1
  thread_init 0
  thread_init 1
  $ sysbench hooks.lua run --events=1
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  body tid=0
  init tid=0
  Running the test with following options:
  Number of threads: 1
  Initializing random number generator from current time
  
  
  Initializing worker threads...
  
  body tid=0
  thread_init 0
  Threads started!
  
  thread_done 0
  
  General statistics:
      total time:                          *s (glob)
      total number of events:              1
  
  Latency (ms):
           min: *.* (glob)
           avg: *.* (glob)
           max: *.* (glob)
           95th percentile: *.* (glob)
           sum: *.* (glob)
  
  Threads fairness:
      events (avg/stddev):           1.0000/0.00
      execution time (avg/stddev):   *.*/0.00 (glob)
  
  done tid=0

prepare and cleanup call the script's functions with the options exported;
a script without them says so:

  $ sysbench hooks.lua prepare --verbosity=0
  body tid=0
  prepare opt.threads=1
  $ sysbench hooks.lua cleanup --verbosity=0
  body tid=0
  cleanup
  $ sysbench stop.lua prepare
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  'stop.lua' test does not implement the 'prepare' command.
  [1]
  $ sysbench stop.lua help 2>&1 | tail -1
  'stop.lua' test does not implement the 'help' command.

event() returning any truthy value (0 included) stops that thread, and
that event is not counted:

  $ sysbench stop.lua run --time=0 | grep 'number of events'
      total number of events:              2
  $ sysbench stop.lua run --time=0 --threads=3 | grep 'number of events'
      total number of events:              6

An error table with RESTART_EVENT runs the event again (the hook sees it):

  $ sysbench restart.lua run --verbosity=1 | head -3
  restart 1
  restart 2
  done after 3 attempts

Without a command a script is a plain Lua program with the sysbench API; a
"#!" first line is skipped:

  $ sysbench program.lua
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  plain program, 1.0.20-ng4
  $ chmod +x program.lua && ./program.lua --verbosity=0
  plain program, 1.0.20-ng4

No test name, or "-": the script comes from stdin and runs once; any
command is ignored; unknown options are not checked:

  $ echo 'print(sysbench.tid, sysbench.cmdline.script_path, sysbench.cmdline.command)' | sysbench - prepare --whatever=1
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  0	nil	prepare
  $ sysbench --verbosity=0 < /dev/null
  $ echo 'error("boom")' | sysbench --verbosity=0
  FATAL: stdin:1: boom
  [1]

The script on stdin is parsed as it comes: a stream that is not Lua fails
at once, as in the reference (we used to read it whole first: `yes |`
grew to 7.6 GB); one without end is refused at 64 MiB, and so is a script
file that large (ulimit keeps a failure of this test from taking the
machine's memory; the soft limit only, which the emulated runs' qemu-user
raises by its own mappings):

  $ (ulimit -Sv 1000000; yes | timeout 20 sysbench --verbosity=1)
  FATAL: stdin:2: '=' expected near 'y'
  [1]
  $ (ulimit -Sv 1000000; yes -- '-- a comment' | timeout 20 sysbench --verbosity=1)
  FATAL: The script on the standard input is larger than 64 MiB
  [1]
  $ (ulimit -Sv 1000000; timeout 20 sysbench /dev/zero run --verbosity=1)
  FATAL: Cannot read script '/dev/zero': larger than 64 MiB
  [1]

A name that is no file is looked up as a module: the search path, then the
scripts bundled in the binary (empty-test, prime-test, report-json,
mixed-io-cpu), which work from any directory:

  $ mkdir mods && cp stop.lua mods/mymod.lua
  $ LUA_PATH="$PWD/mods/?.lua;;" sysbench mymod run --time=0 | grep 'number of events'
      total number of events:              2
  $ (cd / && sysbench empty-test run --events=1000 --time=0) | grep 'number of events'
      total number of events:              1000
  $ sysbench prime-test help
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  prime-test options:
    --cpu-max-prime=N upper limit for primes generator [10000]
  
  $ sysbench prime-test run --cpu-max-prime=100 --events=10 --time=0 | grep 'number of events'
      total number of events:              10
  $ sysbench nosuch.lua run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Cannot find benchmark 'nosuch.lua': no such built-in test, file or module
  [1]

The API's fixed parts:

  $ echo 'print(sysbench.version, sysbench.version_string, type(ffi), type(jit), type(bit), sysbench.opt)' | sysbench --verbosity=0
  1.0.20-ng4	sysbench 1.0.20-ng4	table	table	table	nil
  $ echo 'print(sysbench.cmdline.argv[0] ~= nil, sysbench.cmdline.argv[1], sysbench.cmdline.argv[2])' | sysbench - --x=1 --verbosity=0
  true	-	--x=1
  $ echo 'print(sysbench.error.NONE, sysbench.error.RESTART_EVENT, sysbench.cmdline.ARG_BOOL, sysbench.cmdline.ARG_LIST, sysbench.sql.type.VARCHAR)' | sysbench --verbosity=0
  0	1	1	6	12
  $ echo 'local ok, err = pcall(sysbench.sql.driver, "nosuch") print(ok, err)' | sysbench --verbosity=0 | grep -v '^FATAL'
  false\tfailed to initialize the DB driver (esc)
  $ echo 'ffi.cdef("int usleep(unsigned int);") print(ffi.C.usleep(1))' | sysbench --verbosity=0
  0

--luajit-cmd applies to every state:

  $ echo 'print(jit.status())' | sysbench --luajit-cmd=off --verbosity=0 | cut -f1
  false
  $ echo 'print(1)' | sysbench --luajit-cmd=nosuchmodule --verbosity=0
  FATAL: unknown luaJIT command or jit.* modules not installed
  [1]

sysbench.histogram prints the reference's layout:

  $ sysbench histogram.lua --verbosity=0
         value  ------------- distribution ------------- count
         1.000 |**************************************** 2
         2.001 |********************                     1
         4.997 |********************                     1
        10.000 |**************************************** 2
