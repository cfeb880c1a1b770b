-- sysbench.lua: the core of the scripting API: the event loop every worker
-- runs (thread_run), error codes, hooks and the built-in report functions.
ffi = require("ffi")

ffi.cdef[[
bool sbng_event_next(int);
bool sb_more_events(int);
int sbng_builtin_attach(const char *);
int sbng_builtin_event(int, int);
void sb_event_start(int);
void sb_event_stop(int);
uint64_t sb_counter_val(int, int);
void sb_counter_inc(int, int);
void sb_counter_add(int, int, uint64_t);
bool sbng_event_expired(int);
]]

sysbench.error = { NONE = 0, RESTART_EVENT = 1 }
sysbench.hooks = {}

-- The default event loop. event() returning anything but nil or false ends
-- this thread, and that event is not counted. An error table carrying
-- RESTART_EVENT runs the event again within the same timed event, unless
-- the run has ended meanwhile (then the thread stops). One C
-- call per event (sbng_event_next) ends the previous event and starts the
-- next; sb_more_events, sb_event_start and sb_event_stop remain for scripts
-- that write their own thread_run.
function thread_run(thread_id)
  local next_event = ffi.C.sbng_event_next
  local event = event
  local restart = sysbench.error.RESTART_EVENT
  local expired = ffi.C.sbng_event_expired
  while next_event(thread_id) do
    local ok, ret = pcall(event, thread_id)
    while not ok do
      if type(ret) ~= "table" or ret.errcode ~= restart then
        error(ret, 2)
      end
      if expired(thread_id) then
        return
      end
      local hook = sysbench.hooks.before_restart_event
      if hook then
        hook(ret)
      end
      ok, ret = pcall(event, thread_id)
    end
    if ret then
      break
    end
  end
end

-- sysbench.builtin(name): a built-in test whose events this script runs
-- from its own event(), e.g. sysbench.builtin("fileio"):event(). Call it
-- when the script loads, so the test's options are known. :event() returns
-- true when that test has no more events for this thread.
function sysbench.builtin(name)
  local C = ffi.C
  local idx = C.sbng_builtin_attach(tostring(name))
  if idx == -1 then
    error("no built-in test named '" .. tostring(name) .. "'", 2)
  elseif idx == -3 then
    error("sysbench.builtin('" .. tostring(name) .. "'): its copies run as processes " ..
          "of their own, not inside a script; run it as `sysbench " .. tostring(name) .. " run`", 2)
  elseif idx < 0 then
    error("sysbench.builtin('" .. tostring(name) .. "') must be called when the script loads", 2)
  end
  return {
    name = name,
    event = function()
      local rc = C.sbng_builtin_event(idx, sysbench.tid)
      if rc < 0 then
        error(name .. " event failed", 2)
      end
      return rc == 1
    end,
  }
end

-- sysbench.percentile(result, p): the latency in seconds at percentile p
-- of a sysbench.run result, from its histogram ({ low_ns, high_ns, count }
-- buckets) as the reports compute theirs: the first bucket whose running
-- count reaches p% of the events, its midpoint, within [min, max].
function sysbench.percentile(result, p)
  if type(result) ~= "table" or type(result.histogram) ~= "table" then
    error("sysbench.percentile: a result of sysbench.run() is expected", 2)
  end
  if type(p) ~= "number" or not (p >= 0 and p <= 100) then
    error(string.format("sysbench.percentile: the percentile must be a number from 0 to 100, "
                        .. "not %s", tostring(p)), 2)
  end
  local hist, n = result.histogram, 0
  for _, b in ipairs(hist) do
    n = n + b[3]
  end
  if n == 0 then
    return 0
  end
  local target, sum = n * p / 100 * (1 - 1e-12), 0
  for _, b in ipairs(hist) do
    sum = sum + b[3]
    if sum >= target then
      local v = (b[1] + math.floor((b[2] - b[1] - 1) / 2)) / 1e9
      return math.min(math.max(v, result.latency_min), result.latency_max)
    end
  end
  return result.latency_max
end

local function rate(stat, n)
  return n / stat.time_interval
end

function sysbench.report_default(stat)
  print(string.format("[ %.0fs ] thds: %u tps: %4.2f qps: %4.2f (r/w/o: %4.2f/%4.2f/%4.2f) lat (ms,%s%%): %4.2f err/s %4.2f reconn/s: %4.2f",
    stat.time_total, stat.threads_running, rate(stat, stat.events),
    rate(stat, stat.reads + stat.writes + stat.other), rate(stat, stat.reads),
    rate(stat, stat.writes), rate(stat, stat.other), string.format("%g", sysbench.opt.percentile),
    stat.latency_pct * 1000, rate(stat, stat.errors), rate(stat, stat.reconnects)))
end

function sysbench.report_csv(stat)
  print(string.format("%.0f,%u,%4.2f,%4.2f,%4.2f,%4.2f,%4.2f,%4.2f,%4.2f,%4.2f",
    stat.time_total, stat.threads_running, rate(stat, stat.events),
    rate(stat, stat.reads + stat.writes + stat.other), rate(stat, stat.reads),
    rate(stat, stat.writes), rate(stat, stat.other), stat.latency_pct * 1000,
    rate(stat, stat.errors), rate(stat, stat.reconnects)))
end

-- One JSON array per Lua state: "[" before the first object, "," between
-- objects, and "]" when the state closes (a sentinel's finaliser), so the
-- output is valid JSON (the reference leaves a trailing comma). The final
-- report, taken after the workers ended, shows the run's thread count.
function sysbench.report_json(stat)
  local threads = stat.threads_running
  if threads == 0 then
    threads = sysbench.opt.threads
  end
  if not gobj then
    io.write("[\n")
    gobj = newproxy(true)
    getmetatable(gobj).__gc = function() io.write("\n]\n") end
  else
    io.write(",\n")
  end
  io.write(string.format([[
  {
    "time": %4.0f,
    "threads": %u,
    "tps": %4.2f,
    "qps": {
      "total": %4.2f,
      "reads": %4.2f,
      "writes": %4.2f,
      "other": %4.2f
    },
    "latency": %4.2f,
    "errors": %4.2f,
    "reconnects": %4.2f
  }]],
    stat.time_total, threads, rate(stat, stat.events),
    rate(stat, stat.reads + stat.writes + stat.other), rate(stat, stat.reads),
    rate(stat, stat.writes), rate(stat, stat.other), stat.latency_pct * 1000,
    rate(stat, stat.errors), rate(stat, stat.reconnects)))
end
-- SPDX-License-Identifier: GPL-2.0-or-later
