-- sysbench.sql.lua: the SQL API (sysbench.sql): drivers, connections,
-- prepared statements and their parameters, result sets, over the C
-- database layer (src/db, reached through ffi.C.sbng_sql_*); and the
-- 1.0.20 legacy API (sysbench.db.* and the db_* globals).
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
sql_result *sbng_sql_query(sql_connection *, const char *, size_t);
sql_statement *sbng_sql_prepare(sql_connection *, const char *, size_t);
sql_bind *sbng_sql_bind_create(sql_statement *, int, unsigned long);
int sbng_sql_bind_param(sql_statement *, sql_bind **, int);
sql_result *sbng_sql_execute(sql_statement *);
void sbng_sql_close(sql_statement *);
bool sbng_sql_fetch_row(sql_result *);
void sbng_sql_free(sql_result *);
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
local IGNORABLE = sysbench.sql.error.IGNORABLE

-- A failed call on con: an ignorable error (the driver's list, or the
-- sql_error_ignorable hook) restarts the event; anything else is fatal.
-- level points the message at the script line that made the call.
local function sql_failed(con, query, level)
  local err = {
    connection = con,
    query = query,
    sql_errno = con.sql_errno,
    sql_state = ffi.string(con.sql_state),
    sql_errmsg = ffi.string(con.sql_errmsg),
  }
  local hook = sysbench.hooks.sql_error_ignorable
  if con.error == IGNORABLE or (hook and hook(err)) then
    err.errcode = sysbench.error.RESTART_EVENT
    error(err, level + 1)
  end
  error(string.format("SQL error, errno = %d, state = '%s': %s", err.sql_errno,
    err.sql_state, err.sql_errmsg), level + 1)
end

-- Result sets -------------------------------------------------------------

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

function result.free(self)
  C.sbng_sql_free(self)
end

ffi.metatype("sql_result", {
  __index = result,
  __tostring = function() return "<sql_result>" end,
})

-- Parameters: Lua tables holding the C parameter they write ---------------

local bind = {}
bind.__index = bind

-- How set() stores a value of each type: integer, floating point, text.
local INTEGER, FLOATING, TEXT = 1, 2, 3
local function bind_kind(t)
  if t >= sqltype.TINYINT and t <= sqltype.BIGINT then
    return INTEGER
  elseif t == sqltype.FLOAT or t == sqltype.DOUBLE then
    return FLOATING
  end
  return TEXT
end

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

-- Each open statement's connection (which it keeps alive: the connection
-- frees its statements), or false once closed: a closed statement is an
-- error to use, not freed memory.
local owner = setmetatable({}, { __mode = "k" })

local function check_open(stmt)
  if not owner[stmt] then
    error("the statement is closed", 3)
  end
end

function statement.bind_create(self, t, maxlen)
  check_open(self)
  t = t or sqltype.NONE
  local b = C.sbng_sql_bind_create(self, t, maxlen or 0)
  if b == nil then
    error("cannot create a parameter", 2)
  end
  return setmetatable({ b = b, kind = bind_kind(t), type = t }, bind)
end

function statement.bind_param(self, ...)
  check_open(self)
  local n = select("#", ...)
  local params = ffi.new("sql_bind *[?]", n + 1)
  for i = 1, n do
    local p = select(i, ...)
    if type(p) ~= "table" or p.b == nil then
      error("bind_param: argument " .. i .. " is not a parameter (use bind_create)", 2)
    end
    params[i - 1] = p.b
  end
  if C.sbng_sql_bind_param(self, params, n) ~= 0 then
    error("bind_param failed for '" .. ffi.string(self.sql) .. "'", 2)
  end
end

function statement.execute(self)
  if not owner[self] then
    check_open(self)
  end
  local rs = C.sbng_sql_execute(self)
  if rs == nil then
    sql_failed(self.conn, ffi.string(self.sql), 2)
  end
  return rs
end

function statement.close(self)
  check_open(self)
  owner[self] = false
  C.sbng_sql_close(self)
end

ffi.metatype("sql_statement", {
  __index = statement,
  __tostring = function() return "<sql_statement>" end,
})

-- Connections -------------------------------------------------------------

local connection = {}

local function query(con, sql, level)
  local rs = C.sbng_sql_query(con, sql, #sql)
  if rs == nil then
    sql_failed(con, sql, level + 1)
  end
  return rs
end

-- (No tail calls below where an error's level matters: a tail call would
-- take the caller's frame out of the count.)
function connection.query(self, sql)
  local rs = query(self, sql, 2)
  return rs
end

function connection.query_row(self, sql)
  local rs = query(self, sql, 2)
  if rs.nfields == 0 then
    return nil
  end
  local row = result.fetch_row(rs)
  local n = rs.nfields
  rs:free()
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

function connection.prepare(self, sql)
  local stmt = C.sbng_sql_prepare(self, sql, #sql)
  if stmt == nil then
    sql_failed(self, sql, 2)
  end
  -- Closed by close(), or with its connection.
  owner[stmt] = self
  return stmt
end

function connection.bulk_insert_init(self, sql)
  if C.sbng_sql_bulk_init(self, sql, #sql) ~= 0 then
    sql_failed(self, sql, 2)
  end
end

function connection.bulk_insert_next(self, sql)
  if C.sbng_sql_bulk_next(self, sql, #sql) ~= 0 then
    sql_failed(self, sql, 2)
  end
end

function connection.bulk_insert_done(self)
  if C.sbng_sql_bulk_done(self) ~= 0 then
    sql_failed(self, "bulk insert", 2)
  end
end

function connection.reconnect(self)
  if C.sbng_sql_reconnect(self) ~= 0 then
    error("reconnect failed", 2)
  end
end

-- The object stays (calls on it fail) until the garbage collector frees it.
function connection.disconnect(self)
  C.sbng_sql_disconnect(self)
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

-- The 1.0.20 legacy API: one connection per state ------------------------

local legacy = {}
sysbench.db = {}

function sysbench.db.connect()
  legacy.con = sysbench.sql.driver():connect()
end

function sysbench.db.disconnect()
  if legacy.con then
    legacy.con:disconnect()
    legacy.con = nil
  end
end

function sysbench.db.query(sql)
  local rs = query(legacy.con, sql, 2)
  return rs
end

function sysbench.db.bulk_insert_init(sql)
  legacy.con:bulk_insert_init(sql)
end

function sysbench.db.bulk_insert_next(sql)
  legacy.con:bulk_insert_next(sql)
end

function sysbench.db.bulk_insert_done()
  legacy.con:bulk_insert_done()
end

function sysbench.db.prepare(sql)
  return legacy.con:prepare(sql)
end

-- bind_param(stmt, values): each execute() sends values' current contents,
-- numbers as integers or doubles, anything else as text.
local legacy_params = setmetatable({}, { __mode = "k" })

function sysbench.db.bind_param(stmt, values)
  local binds = {}
  for i = 1, #values do
    local v = values[i]
    local t = type(v) == "number" and (v % 1 == 0 and sqltype.BIGINT or sqltype.DOUBLE)
      or sqltype.VARCHAR
    binds[i] = stmt:bind_create(t, 65535)
  end
  stmt:bind_param(unpack(binds))
  legacy_params[stmt] = { values = values, binds = binds }
end

function sysbench.db.bind_result()
end

function sysbench.db.execute(stmt)
  local p = legacy_params[stmt]
  if p then
    for i = 1, #p.binds do
      p.binds[i]:set(p.values[i])
    end
  end
  return stmt:execute()
end

function sysbench.db.store_results()
end

function sysbench.db.free_results(rs)
  if rs then
    rs:free()
  end
end

function sysbench.db.close(stmt)
  legacy_params[stmt] = nil
  stmt:close()
end

for name, f in pairs(sysbench.db) do
  _G["db_" .. name] = f
end
