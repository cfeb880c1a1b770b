-- tests/db/diff/api.lua: one case of the sysbench.sql API per run
-- (--casename=NAME), each on a connection of its own in the first event,
-- printing what each call returns or raises; db_diff.sh runs every case
-- with both binaries and diffs the output.
dofile("show.lua")
local T = sysbench.sql.type
local cases = {}

-- Errors of queries and statements
function cases.query_error(con)
  show("query", pcall(con.query, con, "SELECT * FROM nonexisting"))
  con:query("SELECT * FROM nonexisting")
end
function cases.query_row_error(con)
  con:query_row("SELECT * FROM nonexisting")
end
function cases.prepare_error(con)
  con:prepare("SELECT * FROM nonexisting")
end
function cases.prepare_syntax(con)
  show("prepare", pcall(con.prepare, con, "SELEC ?"))
end
function cases.execute_error(con)
  con:query("CREATE TABLE dup (i INT PRIMARY KEY)")
  local st = con:prepare("INSERT INTO dup VALUES (?)")
  local p = st:bind_create(T.INT)
  st:bind_param(p)
  p:set(1)
  show("first", st:execute())
  con:query("DROP TABLE dup")
  st:execute()
end
function cases.ignorable(con)
  local ok, err = pcall(con.query, con, "SELECT * FROM nonexisting")
  show("error", ok, err)
  show("fields", err.errcode, err.query, err.connection == con, err.sql_errno, err.sql_state,
    err.sql_errmsg)
end

-- What calls return
function cases.results(con)
  local rs = con:query("SELECT 'abc', 42, NULL")
  show("select", rs, rs.nrows, rs.nfields)
  show_row("row", rs:fetch_row(), 3)
  show("past the end", rs:fetch_row())
  show("free", rs:free())
  show("free again", pcall(rs.free, rs))
  show("fetch freed", rs:fetch_row())
  local a = con:query("SELECT 1")
  local b = con:query("SELECT 2")
  show("same object", a == b)
  show_row("a", a:fetch_row(), 1)
  show("query_row", con:query_row("SELECT 7, 'x'"))
  show("query_row none", con:query_row("SELECT 1 FROM (SELECT 1) t WHERE 1 = 0"))
  show("disconnect", con:disconnect())
end
function cases.no_rows(con)
  con:query("CREATE TABLE n (i INT)")
  local rs = con:query("INSERT INTO n VALUES (1)")
  show("insert", rs, rs == nil)
  show("nrows", rs.nrows, rs.nfields)
  show("fetch", rs:fetch_row())
  show("free", pcall(rs.free, rs))
end
function cases.statements(con)
  local st = con:prepare("SELECT ?, ?")
  local a = st:bind_create(T.INT)
  local b = st:bind_create(T.VARCHAR, 10)
  show("bind_param", st:bind_param(a, b))
  a:set(5)
  b:set("hi")
  local rs = st:execute()
  show("execute", rs, rs.nrows, rs.nfields)
  show("fetch", rs:fetch_row())
  show("free", rs:free())
  show("close", st:close())
end
function cases.bind_create_types(con)
  local st = con:prepare("SELECT ?")
  for _, t in ipairs({ T.NONE, T.TIME, T.DATE, T.DATETIME, T.TIMESTAMP, 13 }) do
    show("type " .. t, pcall(st.bind_create, st, t, 10))
  end
  st:bind_create(T.DATE, 10)
end
function cases.bind_param_count(con)
  local st = con:prepare("SELECT ?, ?")
  local a = st:bind_create(T.INT)
  show("fewer", st:bind_param(a))
  show("more", st:bind_param(a, a, a))
end
-- A parameter prints as 1.0.20's tostring; bind_param() without arguments
-- binds nothing and returns nil; a nil argument counts, and a count other
-- than the placeholders' is the driver's line and 1, the script going on.
function cases.param_tostring(con)
  local st = con:prepare("SELECT ?")
  local p = st:bind_create(T.INT)
  print("param", type(p), tostring(p))
end
function cases.bind_param_none(con)
  local st = con:prepare("SELECT ?")
  local a = st:bind_create(T.INT)
  show("none", st:bind_param())
  show("none again", st:bind_param())
  local plain = con:prepare("SELECT 1")
  show("none, no placeholders", plain:bind_param())
  show("plain", plain:execute().nrows)
  show("bind", st:bind_param(a))
  a:set(3)
  show("rows", st:execute().nrows)
  show("free", con:query("SELECT 1"):free())
  show("query_row none", con:query_row("SELECT 1 FROM (SELECT 1) t WHERE 1 = 0"))
end
-- bind_param(...) of a new "SELECT ?, ?"; "a" stands for a parameter.
local function bind_nil(con, ...)
  local st = con:prepare("SELECT ?, ?")
  local a = st:bind_create(T.INT)
  local args = { ... }
  for i = 1, select("#", ...) do
    args[i] = args[i] == "a" and a or nil
  end
  show("bind", st:bind_param(unpack(args, 1, select("#", ...))))
  show("next", con:query_row("SELECT 4"))
end
function cases.bind_param_nil_count(con)
  bind_nil(con, "nil")
  bind_nil(con, "a", "nil", "nil")
end
function cases.bind_param_no_placeholders(con)
  local st = con:prepare("SELECT 1")
  local a = st:bind_create(T.INT)
  show("one", st:bind_param(a))
  show("two", st:bind_param(a, a))
  show("rows", st:execute().nrows)
end
function cases.bind_param_nil(con)
  bind_nil(con, "a", "nil")
end
function cases.bind_param_rebind(con)
  local st = con:prepare("SELECT ?, ?")
  local a, b = st:bind_create(T.INT), st:bind_create(T.INT)
  a:set(1)
  b:set(2)
  show("bind", st:bind_param(a, b))
  show("rebind one", st:bind_param(b))
  show("execute", pcall(st.execute, st))
end
-- Emulated statements (--db-ps-mode=disable) bind any count: 1.0.20 inlines
-- the values up to the first nil or the last one given, nothing after.
local function emulated(con, ...)
  local st = con:prepare("SELECT ?, ?")
  local a, b = st:bind_create(T.INT), st:bind_create(T.INT)
  a:set(1)
  b:set(2)
  local args = { ... }
  for i = 1, select("#", ...) do
    args[i] = args[i] == "a" and a or args[i] == "b" and b or nil
  end
  show("bind", st:bind_param(unpack(args, 1, select("#", ...))))
  local ok, rs = pcall(st.execute, st)
  show("execute", ok, ok or rs)
  if ok then
    show_row("row", rs:fetch_row(), 2)
  end
  show("next", con:query_row("SELECT 4"))
end
function cases.bind_emulated_more(con) emulated(con, "a", "b", "a") end
function cases.bind_emulated_fewer(con) emulated(con, "b") end
function cases.bind_emulated_nil(con) emulated(con, "nil", "b") end
function cases.bind_param_values(con)
  local st = con:prepare("SELECT ?, ?")
  st:bind_param(1, "x")
end
function cases.bulk(con)
  con:query("CREATE TABLE b (i INT)")
  show("init", con:bulk_insert_init("INSERT INTO b VALUES"))
  show("next", con:bulk_insert_next("(1)"))
  show("next", con:bulk_insert_next("(2)"))
  show("done", con:bulk_insert_done())
  show("rows", con:query_row("SELECT COUNT(*) FROM b"))
  show("done again", con:bulk_insert_done())
  show("next before init", pcall(con.bulk_insert_next, con, "(3)"))
  con:query("DROP TABLE b")
  con:bulk_insert_next("(3)")
end
function cases.bulk_error(con)
  con:bulk_insert_init("INSERT INTO nonexisting VALUES")
  con:bulk_insert_next("(1)")
  show("done", pcall(con.bulk_insert_done, con))
end

-- Closed connections and statements
function cases.closed_connection(con)
  show("disconnect", con:disconnect())
  show("disconnect again", con:disconnect())
  show("query", pcall(con.query, con, "SELECT 1"))
  show("query_row", pcall(con.query_row, con, "SELECT 1"))
  show("prepare", pcall(con.prepare, con, "SELECT 1"))
  con:query("SELECT 1")
end
function cases.closed_bulk(con)
  con:disconnect()
  show("init", pcall(con.bulk_insert_init, con, "INSERT INTO t VALUES"))
  show("next", pcall(con.bulk_insert_next, con, "(1)"))
  show("done", pcall(con.bulk_insert_done, con))
end
function cases.statement_after_disconnect(con)
  local st = con:prepare("SELECT 1")
  con:disconnect()
  show("execute", st:execute())
  show("close", st:close())
end
function cases.result_after_disconnect(con)
  local rs = con:query("SELECT 'abc', 42")
  con:disconnect()
  show("fetch", rs:fetch_row())
  show("free", pcall(rs.free, rs))
end
function cases.result_after_close(con)
  local st = con:prepare("SELECT 'abc', 42")
  local rs = st:execute()
  show("close", st:close())
  show("nrows", rs.nrows)
  show("fetch", rs:fetch_row())
  show("free", pcall(rs.free, rs))
end
function cases.result_after_gc()
  local rs = sysbench.sql.driver():connect():query("SELECT 'abc', 42")
  collectgarbage()
  collectgarbage()
  show_row("fetch", rs:fetch_row(), 2)
end
function cases.statement_after_close(con)
  local st = con:prepare("SELECT 1")
  st:close()
  show("execute", pcall(st.execute, st))
end
function cases.reconnect(con)
  show("reconnect", con:reconnect())
  show("after", con:query_row("SELECT 5"))
end

function event()
  local con = sysbench.sql.driver():connect()
  cases[casename](con)
  return true
end
-- SPDX-License-Identifier: GPL-2.0-or-later
