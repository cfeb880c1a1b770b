-- sysbench.sql.lua: the SQL API (sysbench.sql): drivers, connections,
-- prepared statements and their parameters, result sets, over the C
-- database layer (src/db, reached through ffi.C.sbng_sql_*). What each
-- call returns or raises, and the texts, are 1.0.20's. The 1.0.20 legacy
-- API (sysbench.db.* and the db_* globals) is in sysbench.sql.legacy.lua.
local ffi = require("ffi")
local C = ffi.C

ffi.cdef[[
typedef struct sql_driver sql_driver;
typedef struct { const char *ptr; unsigned long len; } sql_value;
typedef struct { double nrows; uint32_t nfields; sql_value *row; } sql_result;
typedef struct { int error; int sql_errno; char sql_state[8]; char sql_errmsg[512]; } sql_connection;
typedef struct { sql_connection *conn; const char *sql; } sql_statement;
typedef struct { int type; char is_null; long long ival; double dval; char *buf;
                 unsigned long len; unsigned long maxlen; } sql_bind;
const sql_driver *sbng_sql_driver(const char *);
const char *sbng_sql_driver_name(const sql_driver *);
sql_connection *sbng_sql_connect(const sql_driver *, int);
void sbng_sql_disconnect(sql_connection *);
void sbng_sql_conn_free(sql_connection *);
int sbng_sql_reconnect(sql_connection *);
int sbng_sql_query(sql_connection *, const char *, size_t);
sql_result *sbng_sql_conn_result(sql_connection *);
sql_result *sbng_sql_stmt_result(sql_statement *);
sql_statement *sbng_sql_prepare(sql_connection *, const char *, size_t);
void sbng_sql_stmt_free(sql_statement *);
sql_bind *sbng_sql_bind_create(sql_statement *, int, unsigned long);
int sbng_sql_bind_param(sql_statement *, sql_bind **, int);
int sbng_sql_execute(sql_statement *);
void sbng_sql_close(sql_statement *);
bool sbng_sql_fetch_row(sql_result *);
int sbng_sql_free(sql_result *);
int sbng_sql_bulk_init(sql_connection *, const char *, size_t);
int sbng_sql_bulk_next(sql_connection *, const char *, size_t);
int sbng_sql_bulk_done(sql_connection *);
void sb_rand_str(const char *, char *);
]]

sysbench.sql = {}

local sqltype = {
  NONE = 0, TINYINT = 1, SMALLINT = 2, INT = 3, BIGINT = 4, FLOAT = 5, DOUBLE = 6,
  TIME = 7, DATE = 8, DATETIME = 9, TIMESTAMP = 10, CHAR = 11, VARCHAR = 12,
}
sysbench.sql.type = sqltype
sysbench.sql.error = { NONE = 0, IGNORABLE = 1, FATAL = 2 }
local NONE, IGNORABLE = sysbench.sql.error.NONE, sysbench.sql.error.IGNORABLE

-- "file:line: " of the function `level` levels up, as error() adds it.
-- (debug.getinfo taken now: a legacy script's --debug becomes a global.)
local getinfo = debug.getinfo
local function where(level)
  local info = getinfo(level + 1, "Sl")
  if info and info.currentline and info.currentline > 0 then
    return info.short_src .. ":" .. info.currentline .. ": "
  end
  return ""
end

-- An error object that restarts the event; printed (when it escapes a
-- hook other than event()) as its message.
local function restart_error(err, message)
  err.errcode = sysbench.error.RESTART_EVENT
  return setmetatable(err, { __tostring = function() return message end })
end

-- A failed call on con, made by the function `level` levels up from the
-- caller of sql_failed: an ignorable error (the driver's list, or the
-- sql_error_ignorable hook) restarts the event; any other SQL error is
-- fatal; a call the API refused (a closed connection: con.error NONE) is
-- the reference's "SQL API error", raised api_level levels up.
local function sql_failed(con, query, level, api_level)
  if con == nil or con.error == NONE then
    error("SQL API error", (api_level or level) + 1)
  end
  local err = {
    connection = con,
    query = query,
    sql_errno = con.sql_errno,
    sql_state = ffi.string(con.sql_state),
    sql_errmsg = ffi.string(con.sql_errmsg),
  }
  local message = string.format("SQL error, errno = %d, state = '%s': %s", err.sql_errno,
    err.sql_state, err.sql_errmsg)
  local hook = sysbench.hooks.sql_error_ignorable
  if con.error == IGNORABLE or (hook and hook(err)) then
    error(restart_error(err, where(level + 1) .. message), level + 1)
  end
  error(message, level + 1)
end

-- Result sets ---------------------------------------------------------------

-- A connection's result set is one C object for all its queries, a
-- statement's one for its executions, so Lua makes one cdata for each
-- (of_owner, weak both ways) and that cdata keeps its owner alive (owner):
-- a result used after the script dropped its connection still works.
local of_owner = setmetatable({}, { __mode = "kv" })
local owner = setmetatable({}, { __mode = "k" })

local function result_of(object, get)
  local rs = of_owner[object]
  if rs == nil then
    rs = get(object)
    of_owner[object] = rs
    owner[rs] = object
  end
  return rs
end

local result = {}

function result.fetch_row(self)
  if not C.sbng_sql_fetch_row(self) then
    return nil
  end
  local row = {}
  local values = self.row
  for i = 0, self.nfields - 1 do
    local v = values[i]
    if v.ptr ~= nil then
      row[i + 1] = ffi.string(v.ptr, v.len)
    end
  end
  return row
end

-- As the reference: true and its assertion's text on success.
function result.free(self)
  if C.sbng_sql_free(self) ~= 0 then
    error("db_free_results() failed", 2)
  end
  return true, "db_free_results() failed"
end

ffi.metatype("sql_result", {
  __index = result,
  __tostring = function() return "<sql_result>" end,
})

-- Parameters: Lua tables holding the C parameter they write ---------------

local bind = {}
bind.__index = bind
bind.__tostring = function() return "<sql_param>" end

-- How set() stores a value of each type: integer, floating point, text;
-- the types bind_create() accepts, as the reference.
local INTEGER, FLOATING, TEXT = 1, 2, 3
local kinds = {
  [sqltype.TINYINT] = INTEGER, [sqltype.SMALLINT] = INTEGER, [sqltype.INT] = INTEGER,
  [sqltype.BIGINT] = INTEGER, [sqltype.FLOAT] = FLOATING, [sqltype.DOUBLE] = FLOATING,
  [sqltype.CHAR] = TEXT, [sqltype.VARCHAR] = TEXT,
}

function bind.set(self, v)
  local b = self.b
  if v == nil then
    b.is_null = 1
    return
  end
  b.is_null = 0
  local kind = self.kind
  if kind == INTEGER then
    b.ival = v
  elseif kind == FLOATING then
    b.dval = v
  else
    v = tostring(v)
    local n = #v
    if n > b.maxlen then
      n = b.maxlen
    end
    ffi.copy(b.buf, v, n)
    b.len = n
  end
end

function bind.set_rand_str(self, fmt)
  local b = self.b
  if #fmt > b.maxlen then
    fmt = fmt:sub(1, tonumber(b.maxlen))
  end
  C.sb_rand_str(fmt, b.buf)
  b.len = #fmt
  b.is_null = 0
end

-- Prepared statements -------------------------------------------------------

local statement = {}

-- Each open statement's connection (which it keeps alive), or false once
-- closed: a closed statement is an error to use, not freed memory. A
-- parameter keeps its statement (whose memory it writes) alive.
local connection_of = setmetatable({}, { __mode = "k" })
local statement_of = setmetatable({}, { __mode = "k" })

local function check_open(stmt)
  if not connection_of[stmt] then
    error("the statement is closed", 3)
  end
end

function statement.bind_create(self, t, maxlen)
  check_open(self)
  local kind = kinds[t]
  if kind == nil then
    error("Unsupported argument type: " .. tostring(t), 2)
  end
  local b = C.sbng_sql_bind_create(self, t, maxlen or 0)
  if b == nil then
    error("cannot create a parameter", 2)
  end
  local param = setmetatable({ b = b, kind = kind, type = t }, bind)
  statement_of[param] = self
  return param
end

-- 0, or 1 after the driver's message (wrong number of parameters, a
-- nil one, a statement the server refused when its parameters were
-- bound); nil, binding nothing, without arguments (as 1.0.20). A nil
-- argument goes to C as NULL, which checks the count first.
function statement.bind_param(self, ...)
  check_open(self)
  local n = select("#", ...)
  if n == 0 then
    return nil
  end
  local params = ffi.new("sql_bind *[?]", n + 1)
  for i = 1, n do
    local param = select(i, ...)
    if param ~= nil then
      local b = param.b
      if b == nil then
        error("bind_param: argument " .. i .. " is not a parameter (use bind_create)", 2)
      end
      params[i - 1] = b
    end
  end
  return C.sbng_sql_bind_param(self, params, n)
end

function statement.execute(self)
  if not connection_of[self] then
    check_open(self)
  end
  if C.sbng_sql_execute(self) ~= 0 then
    sql_failed(self.conn, ffi.string(self.sql), 2)
  end
  return result_of(self, C.sbng_sql_stmt_result)
end

function statement.close(self)
  check_open(self)
  connection_of[self] = false
  C.sbng_sql_close(self)
  return 0
end

ffi.metatype("sql_statement", {
  __index = statement,
  __tostring = function() return "<sql_statement>" end,
})

-- Connections -------------------------------------------------------------

local connection = {}

-- (No tail calls below where an error's level matters: a tail call would
-- take the caller's frame out of the count.)
function connection.query(self, sql)
  if C.sbng_sql_query(self, sql, #sql) ~= 0 then
    sql_failed(self, sql, 2, 3)
  end
  local rs = result_of(self, C.sbng_sql_conn_result)
  return rs
end

-- The first row's values; nil for no row (or a statement without rows).
function connection.query_row(self, sql)
  local rs = connection.query(self, sql)
  local n = rs.nfields
  if n == 0 then
    return nil
  end
  local row = result.fetch_row(rs)
  C.sbng_sql_free(rs)
  if row == nil then
    return nil
  end
  return unpack(row, 1, n)
end

-- check_error(rs, query): raises the connection's last error when rs is nil.
function connection.check_error(self, rs, sql)
  if rs == nil then
    sql_failed(self, sql, 2)
  end
  return rs
end

-- A statement, or nil when the server refused it (con.error: the kind);
-- the statement is closed by close(), or with its connection.
function connection.prepare_statement(self, sql)
  local stmt = C.sbng_sql_prepare(self, sql, #sql)
  if stmt == nil then
    return nil
  end
  stmt = ffi.gc(stmt, C.sbng_sql_stmt_free)
  connection_of[stmt] = self
  return stmt
end

function connection.prepare(self, sql)
  local stmt = connection.prepare_statement(self, sql)
  if stmt == nil then
    if self ~= nil and self.error == IGNORABLE then
      sql_failed(self, sql, 2)
    end
    error("SQL API error", 2)
  end
  return stmt
end

-- The bulk insert calls return true and their assertion's text, as the
-- reference's; a failure raises that text.
function connection.bulk_insert_init(self, sql)
  if C.sbng_sql_bulk_init(self, sql, #sql) ~= 0 then
    error("db_bulk_insert_init() failed", 2)
  end
  return true, "db_bulk_insert_init() failed"
end

function connection.bulk_insert_next(self, sql)
  if C.sbng_sql_bulk_next(self, sql, #sql) ~= 0 then
    error("db_bulk_insert_next() failed", 2)
  end
  return true, "db_bulk_insert_next() failed"
end

function connection.bulk_insert_done(self)
  if C.sbng_sql_bulk_done(self) ~= 0 then
    error("db_bulk_insert_done() failed", 2)
  end
  return true, "db_bulk_insert_done() failed"
end

function connection.reconnect(self)
  if C.sbng_sql_reconnect(self) ~= 0 then
    error("reconnect failed", 2)
  end
  return true
end

-- The object stays (calls on it fail) until the garbage collector frees it.
function connection.disconnect(self)
  C.sbng_sql_disconnect(self)
  return true
end

ffi.metatype("sql_connection", {
  __index = connection,
  __tostring = function() return "<sql_connection>" end,
})

-- Drivers -----------------------------------------------------------------

local driver = {}

function driver.connect(self)
  local con = C.sbng_sql_connect(self, sysbench.tid)
  if con == nil then
    error("connection creation failed", 2)
  end
  -- Connections left open close with the state.
  return ffi.gc(con, C.sbng_sql_conn_free)
end

function driver.name(self)
  return ffi.string(C.sbng_sql_driver_name(self))
end

ffi.metatype("sql_driver", {
  __index = driver,
  __tostring = function() return "<sql_driver>" end,
})

-- sysbench.sql.driver([name]): the named driver, or --db-driver's.
function sysbench.sql.driver(name)
  local drv = C.sbng_sql_driver(name)
  if drv == nil then
    error("failed to initialize the DB driver", 2)
  end
  return drv
end

-- The legacy API, with what it shares of this one.
require("sysbench.sql.legacy")({ restart_error = restart_error, where = where,
  result_of = result_of })
-- SPDX-License-Identifier: GPL-2.0-or-later
