-- tests/db/api.lua: the sysbench.sql API, one call after another, printing
-- what each returns (tests/db/api.t runs it against both servers).
local T = sysbench.sql.type

local function show(label, ...)
  local t = { label }
  for i = 1, select("#", ...) do
    local v = select(i, ...)
    t[#t + 1] = type(v) == "cdata" and tostring(v) or type(v) .. ":" .. tostring(v)
  end
  print(table.concat(t, " "))
end

local function rows(rs)
  for _ = 1, rs.nrows do
    local row = rs:fetch_row()
    local t = {}
    for i = 1, rs.nfields do
      t[i] = row[i] == nil and "NULL" or row[i]
    end
    print("  row " .. table.concat(t, "|"))
  end
  show("  past the end", rs:fetch_row())
end

function event()
  local drv = sysbench.sql.driver()
  show("driver", drv, drv:name(), type(drv))
  local con = drv:connect()
  show("connection", con, type(con))
  con:query("DROP TABLE IF EXISTS t")
  show("create", con:query([[CREATE TABLE t (i INT, b BIGINT, s SMALLINT,
    f FLOAT, d DOUBLE PRECISION, c CHAR(10), v VARCHAR(40))]]))

  -- plain queries and result sets
  con:query("INSERT INTO t (i, v) VALUES (1, 'one'), (2, NULL)")
  local rs = con:query("SELECT i, v FROM t ORDER BY i")
  show("select", rs, rs.nrows, rs.nfields)
  rows(rs)
  rs:free()
  show("query_row", con:query_row("SELECT i, v FROM t WHERE i = 1"))
  show("query_row none", con:query_row("SELECT i FROM t WHERE i = 99"))
  show("query_row not a select", con:query_row("UPDATE t SET i = i WHERE i = 99"))

  -- bulk insert
  con:bulk_insert_init("INSERT INTO t (i, v) VALUES")
  for i = 10, 12 do
    con:bulk_insert_next("(" .. i .. ", 'bulk " .. i .. "')")
  end
  con:bulk_insert_done()
  show("after bulk", con:query_row("SELECT COUNT(*), MAX(v) FROM t"))

  -- prepared statements: every parameter type, NULL, quotes
  local stmt = con:prepare("INSERT INTO t VALUES (?, ?, ?, ?, ?, ?, ?)")
  show("statement", stmt, type(stmt))
  local p = {
    stmt:bind_create(T.INT), stmt:bind_create(T.BIGINT), stmt:bind_create(T.TINYINT),
    stmt:bind_create(T.FLOAT), stmt:bind_create(T.DOUBLE), stmt:bind_create(T.CHAR, 10),
    stmt:bind_create(T.VARCHAR, 40),
  }
  show("parameter", type(p[1]))
  stmt:bind_param(unpack(p))
  p[1]:set(100) p[2]:set(1234567890123) p[3]:set(7) p[4]:set(0.5) p[5]:set(3.25)
  p[6]:set("it's") p[7]:set([[back\slash "and" 'quotes']])
  show("execute", stmt:execute())
  p[1]:set(101) p[2]:set(nil) p[4]:set(nil) p[5]:set(-1e-3)
  p[6]:set_rand_str("##-@@@") p[7]:set(string.rep("x", 100))
  stmt:execute()
  stmt:close()
  rows(con:query("SELECT i, b, s, f, d, c, v FROM t WHERE i = 100"))
  show("101", con:query_row("SELECT b IS NULL, f IS NULL, d, LENGTH(c), LENGTH(v) FROM t WHERE i = 101"))

  local sel = con:prepare("SELECT i FROM t WHERE i >= ? ORDER BY i")
  local sp = sel:bind_create(T.INT)
  sel:bind_param(sp)
  sp:set(11)
  rs = sel:execute()
  show("prepared select", rs.nrows)
  rs:free()

  -- errors: fatal ones raise a message, ignorable ones a table
  local ok, err = pcall(con.query, con, "SELECT nosuchcolumn FROM t")
  show("error", ok, type(err))
  print("  " .. err)
  sysbench.hooks.sql_error_ignorable = function(e)
    return e.query:find("nosuchtable") ~= nil
  end
  ok, err = pcall(con.query, con, "SELECT * FROM nosuchtable")
  show("ignorable", ok, type(err), err.errcode, err.query, err.connection == con,
    err.sql_errno ~= nil, err.sql_state, type(err.sql_errmsg))
  sysbench.hooks.sql_error_ignorable = nil
  ok, err = pcall(con.prepare, con, "SELEC 1")
  show("bad prepare", ok, type(err))

  -- reconnect: the session is new, statements keep working
  sel = con:prepare("SELECT COUNT(*) FROM t WHERE i >= ?")
  sp = sel:bind_create(T.INT)
  sel:bind_param(sp)
  sp:set(0)
  con:reconnect()
  show("after reconnect", con:query_row("SELECT COUNT(*) FROM t"), sel:execute().nrows)
  sel:close()

  -- the legacy API
  db_connect()
  show("legacy query", db_query("SELECT COUNT(*) FROM t"))
  local lst = db_prepare("UPDATE t SET v = ? WHERE i = ?")
  local vals = { "legacy", 1 }
  db_bind_param(lst, vals)
  db_execute(lst)
  vals[2] = 2
  db_execute(lst)
  db_close(lst)
  show("legacy rows", con:query_row("SELECT COUNT(*) FROM t WHERE v = 'legacy'"))
  db_disconnect()

  con:query("DROP TABLE t")
  con:disconnect()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
