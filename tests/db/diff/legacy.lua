-- tests/db/diff/legacy.lua: the 1.0.20 legacy db_* globals, never connected
-- explicitly: each --where hook (or the prepare and cleanup commands) runs
-- every entry point; --casename picks an error case instead, in event().
dofile("show.lua")

local function entry_points(label)
  show(label .. " query", db_query("DROP TABLE IF EXISTS lt"))
  db_query("CREATE TABLE lt (i INT, v VARCHAR(20))")
  show("bulk_insert_init", db_bulk_insert_init("INSERT INTO lt VALUES"))
  show("bulk_insert_next", db_bulk_insert_next("(1, 'one')"))
  db_bulk_insert_next("(2, 'two')")
  show("bulk_insert_done", db_bulk_insert_done())
  local st = db_prepare("SELECT i, v FROM lt WHERE i >= ?")
  show("prepare", st)
  local values = { 1 }
  show("bind_param", db_bind_param(st, values))
  show("bind_result", db_bind_result(st, { 0, "" }))
  local rs = db_execute(st)
  show("execute", rs)
  show("store_results", db_store_results(rs))
  show("free_results", db_free_results(rs))
  values[1] = 2
  rs = db_execute(st)
  show("free_results", db_free_results(rs))
  show("close", db_close(st))
  local up = db_prepare("UPDATE lt SET v = ? WHERE i = ?")
  local v = { "uno", 1 }
  db_bind_param(up, v)
  db_execute(up)
  v[1], v[2] = "dos", 2.9
  db_execute(up)
  db_close(up)
  db_query("DROP TABLE lt")
  show("disconnect", db_disconnect())
  show("query after disconnect", db_query("SELECT 1"))
  show("connect", db_connect())
  show("connect again", db_connect())
  db_disconnect()
end

local cases = {}
function cases.query_error()
  show("query", pcall(db_query, "SELECT * FROM nonexisting"))
  db_query("SELECT * FROM nonexisting")
end
function cases.prepare_error()
  show("prepare", pcall(db_prepare, "SELECT * FROM nonexisting"))
  db_prepare("SELECT * FROM nonexisting")
end
function cases.execute_error()
  db_query("CREATE TABLE le (i INT)")
  local st = db_prepare("SELECT * FROM le")
  db_query("DROP TABLE le")
  show("execute", db_execute(st))
end
function cases.ignorable()
  show("query", pcall(db_query, "SELECT * FROM nonexisting"))
end
function cases.arguments()
  local st = db_prepare("SELECT ?")
  show("bind empty", pcall(db_bind_param, st, {}))
  show("bind boolean", pcall(db_bind_param, st, { true }))
  show("bind table", pcall(db_bind_param, st, { {} }))
  show("bind number", pcall(db_bind_param, st, 5))
  show("bind_result empty", pcall(db_bind_result, st, {}))
  show("execute number", pcall(db_execute, 5))
  show("close number", pcall(db_close, 5))
  show("free number", pcall(db_free_results, 5))
  show("free nothing", pcall(db_free_results))
  show("store nothing", pcall(db_store_results))
  show("prepare nothing", pcall(db_prepare))
  show("query nothing", pcall(db_query))
  show("constants", DB_ERROR_NONE, DB_ERROR_RESTART_TRANSACTION, DB_ERROR_FAILED,
    sysbench.db.DB_ERROR_FAILED)
end
function cases.closed()
  local st = db_prepare("SELECT 1")
  db_disconnect()
  show("execute", pcall(db_execute, st))
  show("close", pcall(db_close, st))
  show("disconnect again", db_disconnect())
  show("bulk_insert_next", pcall(db_bulk_insert_next, "(1)"))
  db_bulk_insert_next("(1)")
end

function prepare()
  entry_points("prepare")
end

function cleanup()
  entry_points("cleanup")
end

function init()
  if where == "init" then entry_points("init") end
end

function thread_init()
  if where == "thread_init" then entry_points("thread_init") end
end

function event()
  if casename then
    cases[casename]()
  elseif where == "event" then
    entry_points("event")
  end
  return true
end

function thread_done()
  if where == "thread_done" then entry_points("thread_done") end
end

function done()
  if where == "done" then entry_points("done") end
end
-- SPDX-License-Identifier: GPL-2.0-or-later
