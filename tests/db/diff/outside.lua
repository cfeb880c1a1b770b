-- tests/db/diff/outside.lua: an SQL error that the driver would ignore
-- (--mysql-ignore-errors, or the sql_error_ignorable hook) raised outside
-- event(), in the hook that --where names, or in the prepare command.
sysbench.hooks.sql_error_ignorable = function(err)
  return err.sql_state == "42P01"
end

local function fail()
  local con = sysbench.sql.driver():connect()
  con:query("SELECT * FROM nonexisting")
end

function prepare()
  fail()
end

function init()
  if where == "init" then fail() end
end

function thread_init()
  if where == "thread_init" then fail() end
end

function event()
  return true
end

function thread_done()
  if where == "thread_done" then fail() end
end

function done()
  if where == "done" then fail() end
end
-- SPDX-License-Identifier: GPL-2.0-or-later
