-- sysbench.sql.legacy.lua: the 1.0.20 legacy SQL API: sysbench.db.* and
-- the db_* globals, over sysbench.sql. Each Lua state (each thread) has
-- one connection, made at its first db_connect, db_query, db_prepare or
-- db_bulk_insert_init, and again after db_disconnect; statements and
-- result sets are userdata, as the reference's. Return values, checks and
-- messages are the reference's. sysbench.sql.lua calls the function this
-- chunk returns with what it shares.
local ffi = require("ffi")
local C = ffi.C

return function(internal)
local sqltype = sysbench.sql.type
local IGNORABLE = sysbench.sql.error.IGNORABLE

local legacy = {}              -- legacy.con: this state's connection
-- The statement of each statement userdata, with the values bound to it
-- ({ stmt =, values =, binds = }), and the result set of each result one.
local statements = setmetatable({}, { __mode = "k" })
local results = setmetatable({}, { __mode = "k" })

-- This state's connection, made now if need be (level 3: the caller of
-- the db_* function is named in a failure).
local function connection()
  if legacy.con == nil then
    local con = C.sbng_sql_connect(sysbench.sql.driver(), sysbench.tid)
    if con == nil then
      error("Failed to connect to the database", 3)
    end
    legacy.con = ffi.gc(con, C.sbng_sql_conn_free)
  end
  return legacy.con
end

-- Calls that need the connection made already; level 3: the caller of
-- the db_* function.
local function connected()
  if legacy.con == nil then
    error("Uninitialized database connection", 3)
  end
  return legacy.con
end

-- Argument n of a db_* function: luaL_check*'s message when it is not
-- what `expected` names (the userdata kinds: "sysbench.stmt",
-- "sysbench.rs").
local function check_arg(n, expected, registry, ...)
  local v = select(n, ...)
  local ok
  if registry then
    ok = registry[v] ~= nil
  else
    ok = type(v) == "string" or type(v) == "number"
  end
  if not ok then
    local got = select("#", ...) < n and "no value" or type(v)
    error(string.format("bad argument #%d to '?' (%s expected, got %s)", n, expected, got), 3)
  end
  return registry and registry[v] or tostring(v)
end

-- A failed query or execution: an ignorable error restarts the event
-- (an error carrying only errcode, as the reference's); any other raises
-- msg (nil: goes on, the driver's lines said it).
local function failed(con, msg)
  if con.error == IGNORABLE then
    local text = string.format("SQL error, errno = %d, state = '%s': %s", con.sql_errno,
      ffi.string(con.sql_state), ffi.string(con.sql_errmsg))
    error(internal.restart_error({}, internal.where(3) .. text), 3)
  end
  if msg then
    error(msg, 3)
  end
end

sysbench.db = { DB_ERROR_NONE = 0, DB_ERROR_RESTART_TRANSACTION = 1, DB_ERROR_FAILED = 2 }

function sysbench.db.connect()
  connection()
end

function sysbench.db.disconnect()
  if legacy.con then
    legacy.con:disconnect()
    legacy.con = nil
  end
end

function sysbench.db.query(...)
  local sql = check_arg(1, "string", nil, ...)
  local con = connection()
  if C.sbng_sql_query(con, sql, #sql) ~= 0 then
    failed(con, "db_query() failed")
  end
end

function sysbench.db.bulk_insert_init(...)
  local sql = check_arg(1, "string", nil, ...)
  if C.sbng_sql_bulk_init(connection(), sql, #sql) ~= 0 then
    error("db_bulk_insert_init() failed", 2)
  end
end

function sysbench.db.bulk_insert_next(...)
  local sql = check_arg(1, "string", nil, ...)
  if C.sbng_sql_bulk_next(connected(), sql, #sql) ~= 0 then
    error("db_bulk_insert_next() failed", 2)
  end
end

-- A failure has printed the driver's lines; the script goes on.
function sysbench.db.bulk_insert_done()
  C.sbng_sql_bulk_done(connected())
end

function sysbench.db.prepare(...)
  local sql = check_arg(1, "string", nil, ...)
  local stmt = connection():prepare_statement(sql)
  if stmt == nil then
    error("db_prepare() failed", 2)
  end
  local handle = newproxy(false)
  statements[handle] = { stmt = stmt }
  return handle
end

-- The values of a non-empty array, numbers or strings: each execution
-- sends what the array holds then (an integer as BIGINT, a fraction as
-- DOUBLE, a string as VARCHAR; a nil leaves the previous value).
function sysbench.db.bind_param(...)
  local st = check_arg(1, "sysbench.stmt", statements, ...)
  local values = select(2, ...)
  if type(values) ~= "table" then
    error("table was expected", 2)
  end
  if #values == 0 then
    error("table is empty", 2)
  end
  local binds = {}
  for i = 1, #values do
    local v = values[i]
    local t
    if type(v) == "number" then
      t = v % 1 == 0 and sqltype.BIGINT or sqltype.DOUBLE
    elseif type(v) == "string" then
      t = sqltype.VARCHAR
    else
      error("Unsupported variable type: " .. type(v), 2)
    end
    binds[i] = st.stmt:bind_create(t, 65535)
  end
  st.stmt:bind_param(unpack(binds))
  st.values, st.binds = values, binds
end

-- Result columns are not fetched by the legacy API: only the checks.
function sysbench.db.bind_result(...)
  check_arg(1, "sysbench.stmt", statements, ...)
  local values = select(2, ...)
  if type(values) ~= "table" then
    error("table was expected", 2)
  end
  if #values == 0 then
    error("table is empty", 2)
  end
end

-- A result set userdata, also when the statement failed (the driver's
-- lines said so), as the reference.
function sysbench.db.execute(...)
  local st = check_arg(1, "sysbench.stmt", statements, ...)
  connected()
  local binds = st.binds
  if binds then
    local values = st.values
    for i = 1, #binds do
      local v = values[i]
      if v ~= nil then
        binds[i]:set(v)
      end
    end
  end
  local stmt = st.stmt
  if C.sbng_sql_execute(stmt) ~= 0 then
    failed(stmt.conn)
  end
  local handle = newproxy(false)
  results[handle] = internal.result_of(stmt, C.sbng_sql_stmt_result)
  return handle
end

function sysbench.db.store_results(...)
  check_arg(1, "sysbench.rs", results, ...)
end

-- The statement's next execution frees the rows.
function sysbench.db.free_results(...)
  check_arg(1, "sysbench.rs", results, ...)
end

function sysbench.db.close(...)
  local st = check_arg(1, "sysbench.stmt", statements, ...)
  connected()
  st.stmt:close()
end

for name, f in pairs(sysbench.db) do
  if type(f) == "function" then
    _G["db_" .. name] = f
  end
end
end
-- SPDX-License-Identifier: GPL-2.0-or-later
