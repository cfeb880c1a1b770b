-- tests/db/lifetimes.lua: SQL API objects used after what made them is
-- gone: a result set after its connection was collected, a statement's
-- result and parameters after close() and collection, legacy handles after
-- db_disconnect(). Each keeps what it needs alive or fails with the
-- reference's ALERT line; tests/db/asan.t runs it under AddressSanitizer.
local T = sysbench.sql.type

local function row(rs)
  local r = rs:fetch_row()
  return r and table.concat(r, "|") or "nil"
end

function event()
  -- a result set whose connection the script dropped
  local rs = sysbench.sql.driver():connect():query("SELECT 'abc', 42")
  collectgarbage()
  collectgarbage()
  print("result of a collected connection", row(rs))
  rs = nil

  -- a statement's result set and parameter after close()
  local con = sysbench.sql.driver():connect()
  local st = con:prepare("SELECT 'abc', ?")
  local p = st:bind_create(T.INT)
  st:bind_param(p)
  p:set(42)
  local srs = st:execute()
  st:close()
  st = nil
  collectgarbage()
  collectgarbage()
  p:set(43)
  print("result of a closed statement", srs.nrows, row(srs), pcall(srs.free, srs))

  -- a connection collected with a statement open, in the same cycle
  local c2 = sysbench.sql.driver():connect()
  local s2 = c2:prepare("SELECT ?")
  s2:bind_param(s2:bind_create(T.INT))
  c2, s2 = nil, nil
  collectgarbage()
  collectgarbage()

  -- legacy handles after db_disconnect()
  local lst = db_prepare("SELECT 1")
  local lrs = db_execute(lst)
  db_disconnect()
  collectgarbage()
  print("legacy execute after disconnect", pcall(db_execute, lst))
  print("legacy free after disconnect", pcall(db_free_results, lrs))
  con:disconnect()
  return true
end
-- SPDX-License-Identifier: GPL-2.0-or-later
