A Lua error in done() or in thread_done() is reported and fails the
command (exit 1); both used to exit 0. As in the reference, thread_done's
error does not take the run's report away (the second thread's line is
the same, and the logger prints a repeated line once, as the reference's):

  $ printf 'function event() end\nfunction done() error("in done") end\n' > done.lua
  $ sysbench done.lua --events=10 run > out; echo "rc=$?"
  rc=1
  $ grep -e FATAL -e 'total number of events' out
      total number of events:              10
  FATAL: `done' function failed: done.lua:2: in done
  $ printf 'function event() end\nfunction thread_done() error("in thread_done") end\n' > tdone.lua
  $ sysbench tdone.lua --events=10 --threads=2 run > out; echo "rc=$?"
  rc=1
  $ grep -c "FATAL: \`thread_done' function failed: tdone.lua:2: in thread_done" out
  1
  $ grep 'total number of events' out
      total number of events:              10
  $ printf 'function event() end\nfunction thread_done() end\nfunction done() end\n' > fine.lua
  $ sysbench fine.lua --events=10 --threads=2 run > /dev/null; echo "rc=$?"
  rc=0

A command run by every thread (PARALLEL_COMMAND, as the oltp scripts'
prepare) fails when one of its threads fails (it used to exit 0):

  $ cat > par.lua <<'LUA'
  > sysbench.cmdline.commands = {
  >   prepare = { function() if sysbench.tid == 1 then error("thread 1 fails") end end,
  >               sysbench.cmdline.PARALLEL_COMMAND },
  >   warm = { function() return sysbench.tid ~= 0 end, sysbench.cmdline.PARALLEL_COMMAND },
  >   fine = { function() end, sysbench.cmdline.PARALLEL_COMMAND } }
  > LUA
  $ sysbench par.lua --threads=3 prepare > out 2>&1; echo "rc=$?"
  rc=1
  $ grep FATAL out
  FATAL: `sysbench.cmdline.call_command' function failed: par.lua:2: thread 1 fails
  $ sysbench par.lua --threads=3 warm > /dev/null 2>&1; echo "rc=$?"
  rc=1
  $ sysbench par.lua --threads=3 fine > /dev/null 2>&1; echo "rc=$?"
  rc=0

