-- tests/db/restart.lua: each event fails --fails times with an error the
-- driver or the sql_error_ignorable hook ignores, then succeeds; the
-- restarts stay inside one event. --hook uses the hook instead of the
-- driver's list.
sysbench.cmdline.options = {
  fails = { "failures per event", 2 },
  hook = { "ignore through sysbench.hooks.sql_error_ignorable", false },
}

local restarts = 0
sysbench.hooks.before_restart_event = function(err)
  restarts = restarts + 1
end

function thread_init()
  if sysbench.opt.hook then
    sysbench.hooks.sql_error_ignorable = function(err)
      return err.query == "SELECT * FROM nosuchtable"
    end
  end
  con = sysbench.sql.driver():connect()
  left = sysbench.opt.fails
end

function event()
  if left > 0 then
    left = left - 1
    con:query("SELECT * FROM nosuchtable")
  end
  left = sysbench.opt.fails
  con:query("SELECT 1")
end

function thread_done()
  io.write(string.format("thread %d: %d restarts\n", sysbench.tid, restarts))
  con:disconnect()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
