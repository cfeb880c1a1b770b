-- sweep_sleep.lua: events that sleep, so throughput depends on the thread
-- count and not on the machine: 1 ms per event up to 2 threads, then
-- `threads` ms, which halves the throughput at 4 threads (the knee). With
-- --fail-at=N thread 0's first event fails when the run has N threads; the
-- other threads' events wait until it has (the file it makes says so), so
-- that they cannot end the run first however late thread 0 starts.
sysbench.cmdline.options = {
  ["fail-at"] = {"thread count at which events fail", 0},
}
local ffi = require("ffi")
ffi.cdef("int usleep(unsigned int usec);")
local marker = "sweep_sleep.failed"

function init()
  print("init: threads=" .. sysbench.opt.threads)
end

function thread_init(id)
  if id == 0 then
    print("step: threads=" .. sysbench.opt.threads)
  end
  local n = sysbench.opt.threads
  usec = n <= 2 and 1000 or 1000 * n
  fail = n == sysbench.opt.fail_at and id == 0
  await = n == sysbench.opt.fail_at and id ~= 0
end

function event()
  if fail then
    io.open(marker, "w"):close()
    error("failing at " .. sysbench.opt.threads .. " threads")
  end
  while await do
    local f = io.open(marker)
    if f then
      f:close()
      await = false
    else
      ffi.C.usleep(1000)
    end
  end
  ffi.C.usleep(usec)
end

function done()
  os.remove(marker)
  print("done: threads=" .. sysbench.opt.threads)
end
-- SPDX-License-Identifier: GPL-2.0-or-later
