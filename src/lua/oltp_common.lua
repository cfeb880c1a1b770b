-- oltp_common.lua: what the OLTP workloads share: their options, the sbtestN
-- tables (prepare, prewarm, cleanup), and the statements each transaction
-- is made of, prepared once per thread and per table. The oltp_*.lua
-- scripts require() it and define event(); users' scripts may too.

if sysbench.cmdline.command == nil then
  error("Command is required. Supported commands: prepare, prewarm, run, cleanup, help")
end

sysbench.cmdline.options = {
  table_size = { "Number of rows per table", 10000 },
  range_size = { "Range size for range SELECT queries", 100 },
  tables = { "Number of tables", 1 },
  point_selects = { "Number of point SELECT queries per transaction", 10 },
  simple_ranges = { "Number of simple range SELECT queries per transaction", 1 },
  sum_ranges = { "Number of SELECT SUM() queries per transaction", 1 },
  order_ranges = { "Number of SELECT ORDER BY queries per transaction", 1 },
  distinct_ranges = { "Number of SELECT DISTINCT queries per transaction", 1 },
  index_updates = { "Number of UPDATE index queries per transaction", 1 },
  non_index_updates = { "Number of UPDATE non-index queries per transaction", 1 },
  delete_inserts = { "Number of DELETE/INSERT combinations per transaction", 1 },
  range_selects = { "Enable/disable all range SELECT queries", true },
  auto_inc = { "Use AUTO_INCREMENT column as Primary Key (for MySQL), " ..
    "or its alternatives in other DBMS. When disabled, use client-generated IDs", true },
  skip_trx = { "Don't start explicit transactions and execute all queries " ..
    "in the AUTOCOMMIT mode", false },
  secondary = { "Use a secondary index in place of the PRIMARY KEY", false },
  create_secondary = { "Create a secondary index in addition to the PRIMARY KEY", true },
  mysql_storage_engine = { "Storage engine, if MySQL is used", "innodb",
    complete = "innodb myisam" },
  pgsql_variant = { "Use this PostgreSQL variant when running with the " ..
    "PostgreSQL driver. The only currently supported variant is 'redshift'. " ..
    "When enabled, create_secondary is automatically disabled, and " ..
    "delete_inserts is set to 0", complete = "redshift" },
  -- sysbench 1.1's, listed by help after 1.0.20's
  reconnect = { "Reconnect after every N events. The default (0) is to not reconnect",
    0, added = true },
  create_table_options = { "Extra CREATE TABLE options", "", added = true },
}

-- c and pad column values: groups of 11 random digits.
local C_TEMPLATE = string.rep("###########", 10, "-")
local PAD_TEMPLATE = string.rep("###########", 5, "-")

function get_c_value()
  return sysbench.rand.string(C_TEMPLATE)
end

function get_pad_value()
  return sysbench.rand.string(PAD_TEMPLATE)
end

-- One message line in one write: threads of a parallel command print at
-- the same time.
local function say(fmt, ...)
  io.write(string.format(fmt, ...) .. "\n")
end

local function get_table_num()
  return sysbench.rand.uniform(1, sysbench.opt.tables)
end

local function get_id()
  return sysbench.rand.default(1, sysbench.opt.table_size)
end

-- Redshift has no secondary indexes and the workload no DELETE there.
local function apply_variant()
  if sysbench.opt.pgsql_variant == "redshift" then
    sysbench.opt.create_secondary = false
    sysbench.opt.delete_inserts = 0
  end
end

-- Every thread prepares each of its statements for every table before the
-- clock starts: a bound keeps that to what a machine holds (4294967297
-- tables used to grow the process by gigabytes a second, for ever).
local MAX_TABLES = 100000

function init()
  if event == nil then
    error("this script is meant to be included by other OLTP scripts and " ..
      "should not be called directly.")
  end
  local n = sysbench.opt.tables
  if n ~= math.floor(n) or n < 0 or n > MAX_TABLES then
    error(string.format("--tables=%s: a whole number from 0 to %d (every thread prepares "
      .. "its statements for each table)", tostring(n), MAX_TABLES), 0)
  end
end

-- Preparation ---------------------------------------------------------

-- Rows 1..--table_size of table sbtestN, in multi-row INSERTs.
local function insert_rows(con, table_num)
  say("Inserting %d records into 'sbtest%d'", sysbench.opt.table_size, table_num)
  local auto_inc = sysbench.opt.auto_inc
  if auto_inc then
    con:bulk_insert_init("INSERT INTO sbtest" .. table_num .. "(k, c, pad) VALUES")
  else
    con:bulk_insert_init("INSERT INTO sbtest" .. table_num .. "(id, k, c, pad) VALUES")
  end
  for i = 1, sysbench.opt.table_size do
    local row
    if auto_inc then
      row = string.format("(%d, '%s', '%s')", get_id(), get_c_value(), get_pad_value())
    else
      row = string.format("(%d, %d, '%s', '%s')", i, get_id(), get_c_value(),
        get_pad_value())
    end
    con:bulk_insert_next(row)
  end
  con:bulk_insert_done()
end

function create_table(drv, con, table_num)
  local mysql = drv:name() == "mysql"
  local pgsql = drv:name() == "pgsql"
  local id_def
  if sysbench.opt.auto_inc then
    id_def = pgsql and "SERIAL" or "INTEGER NOT NULL AUTO_INCREMENT"
  else
    id_def = "INTEGER NOT NULL"
  end
  if not mysql and not pgsql then
    error("Unsupported database driver: " .. drv:name())
  end
  local id_index = sysbench.opt.secondary and (mysql and "KEY xid (id)" or "UNIQUE (id)")
    or "PRIMARY KEY (id)"
  local engine = mysql and "/*! ENGINE = " .. sysbench.opt.mysql_storage_engine .. " */" or ""
  -- 1.1's --create_table_options end the statement (without them it is
  -- 1.0.20's text, the FATAL lines quote it).
  local options = sysbench.opt.create_table_options
  if options ~= "" then
    engine = engine .. " " .. options
  end

  say("Creating table 'sbtest%d'...", table_num)
  con:query(string.format([[
CREATE TABLE sbtest%d(
  id %s,
  k INTEGER DEFAULT '0' NOT NULL,
  c CHAR(120) DEFAULT '' NOT NULL,
  pad CHAR(60) DEFAULT '' NOT NULL,
  %s
) %s ]], table_num, id_def, id_index, engine))

  -- 1.0.20 says nothing of rows when there are none to insert.
  if sysbench.opt.table_size > 0 then
    insert_rows(con, table_num)
  end

  if sysbench.opt.create_secondary then
    say("Creating a secondary index on 'sbtest%d'...", table_num)
    con:query(string.format("CREATE INDEX k_%d ON sbtest%d(k)", table_num, table_num))
  end
end

-- The tables of this thread: tid+1, tid+1+threads, ...
local function for_my_tables(fn)
  local drv = sysbench.sql.driver()
  local con = drv:connect()
  for i = sysbench.tid % sysbench.opt.threads + 1, sysbench.opt.tables,
      sysbench.opt.threads do
    fn(drv, con, i)
  end
  con:disconnect()
end

function cmd_prepare()
  apply_variant()
  for_my_tables(create_table)
end

-- Loads each table's pages into the server's buffer pool (MySQL only).
function cmd_prewarm()
  if sysbench.sql.driver():name() ~= "mysql" then
    error("prewarm is currently MySQL only")
  end
  local first = true
  for_my_tables(function(drv, con, i)
    if first then
      con:query("SET tmp_table_size=2*1024*1024*1024")
      con:query("SET max_heap_table_size=2*1024*1024*1024")
      first = false
    end
    say("Prewarming table sbtest%d", i)
    con:query("ANALYZE TABLE sbtest" .. i)
    con:query(string.format(
      "SELECT AVG(id) FROM (SELECT * FROM sbtest%d FORCE KEY (PRIMARY) LIMIT %u) t",
      i, sysbench.opt.table_size))
    con:query(string.format(
      "SELECT COUNT(*) FROM (SELECT * FROM sbtest%d WHERE k LIKE '%%0%%' LIMIT %u) t",
      i, sysbench.opt.table_size))
  end)
end

sysbench.cmdline.commands = {
  prepare = { cmd_prepare, sysbench.cmdline.PARALLEL_COMMAND },
  prewarm = { cmd_prewarm, sysbench.cmdline.PARALLEL_COMMAND },
}

function cleanup()
  local con = sysbench.sql.driver():connect()
  for i = 1, sysbench.opt.tables do
    say("Dropping table 'sbtest%d'...", i)
    con:query("DROP TABLE IF EXISTS sbtest" .. i)
  end
  con:disconnect()
end

-- Statements ------------------------------------------------------------

local T = sysbench.sql.type

-- Each kind: its text (%u: the table number) and its parameters' types
-- ({type, maxlen} for text).
local stmt_defs = {
  point_selects = { "SELECT c FROM sbtest%u WHERE id=?", T.INT },
  simple_ranges = { "SELECT c FROM sbtest%u WHERE id BETWEEN ? AND ?", T.INT, T.INT },
  sum_ranges = { "SELECT SUM(k) FROM sbtest%u WHERE id BETWEEN ? AND ?", T.INT, T.INT },
  order_ranges = { "SELECT c FROM sbtest%u WHERE id BETWEEN ? AND ? ORDER BY c",
    T.INT, T.INT },
  distinct_ranges = { "SELECT DISTINCT c FROM sbtest%u WHERE id BETWEEN ? AND ? ORDER BY c",
    T.INT, T.INT },
  index_updates = { "UPDATE sbtest%u SET k=k+1 WHERE id=?", T.INT },
  non_index_updates = { "UPDATE sbtest%u SET c=? WHERE id=?", { T.CHAR, 120 }, T.INT },
  deletes = { "DELETE FROM sbtest%u WHERE id=?", T.INT },
  inserts = { "INSERT INTO sbtest%u (id, k, c, pad) VALUES (?, ?, ?, ?)",
    T.INT, T.INT, { T.CHAR, 120 }, { T.CHAR, 60 } },
}

-- stmt[table][kind] and param[table][kind][i], per thread.
stmt = {}
param = {}

function prepare_begin()
  stmt.begin = con:prepare("BEGIN")
end

function prepare_commit()
  stmt.commit = con:prepare("COMMIT")
end

-- stmt[t][kind] for every table t: def is {text with %u, parameter types}.
local function prepare_def(kind, def)
  for t = 1, sysbench.opt.tables do
    local s = con:prepare(string.format(def[1], t))
    local binds = {}
    for i = 2, #def do
      local ty = def[i]
      if type(ty) == "table" then
        binds[i - 1] = s:bind_create(ty[1], ty[2])
      else
        binds[i - 1] = s:bind_create(ty)
      end
    end
    s:bind_param(unpack(binds))
    stmt[t][kind] = s
    param[t][kind] = binds
  end
end

function prepare_for_each_table(kind)
  prepare_def(kind, stmt_defs[kind])
end

function prepare_point_selects()
  prepare_for_each_table("point_selects")
end

function prepare_simple_ranges()
  prepare_for_each_table("simple_ranges")
end

function prepare_sum_ranges()
  prepare_for_each_table("sum_ranges")
end

function prepare_order_ranges()
  prepare_for_each_table("order_ranges")
end

function prepare_distinct_ranges()
  prepare_for_each_table("distinct_ranges")
end

function prepare_index_updates()
  prepare_for_each_table("index_updates")
end

function prepare_non_index_updates()
  prepare_for_each_table("non_index_updates")
end

function prepare_delete_inserts()
  prepare_for_each_table("deletes")
  prepare_for_each_table("inserts")
end

-- --reconnect=N: this thread's event() followed, every N events, by a new
-- connection (counted as a reconnect; the SQL layer prepares the
-- statements again on it).
local function reconnecting(event_fn, every)
  local n = 0
  return function(...)
    local stop = event_fn(...)
    n = n + 1
    if n >= every then
      n = 0
      con:reconnect()
    end
    return stop
  end
end

function thread_init()
  apply_variant()
  drv = sysbench.sql.driver()
  con = drv:connect()
  for t = 1, sysbench.opt.tables do
    stmt[t] = {}
    param[t] = {}
  end
  -- Each script's own choice of statements.
  prepare_statements()
  if sysbench.opt.reconnect >= 1 then
    event = reconnecting(event, sysbench.opt.reconnect)
  end
end

function close_statements()
  for t = 1, sysbench.opt.tables do
    for kind, s in pairs(stmt[t]) do
      s:close()
      stmt[t][kind] = nil
    end
  end
  for _, kind in ipairs({ "begin", "commit" }) do
    if stmt[kind] then
      stmt[kind]:close()
      stmt[kind] = nil
    end
  end
end

function thread_done()
  close_statements()
  con:disconnect()
end

-- Transactions ----------------------------------------------------------

function begin()
  stmt.begin:execute()
end

function commit()
  stmt.commit:execute()
end

-- n statements of one kind on one random table, each for a random id.
local function execute_by_id(kind, n)
  local t = get_table_num()
  local s, p = stmt[t][kind], param[t][kind][1]
  for _ = 1, n do
    p:set(get_id())
    s:execute()
  end
end

function execute_point_selects()
  execute_by_id("point_selects", sysbench.opt.point_selects)
end

-- n range queries of one kind on one table: [id, id + range_size - 1].
local function execute_range(kind, n)
  local t = get_table_num()
  local s, p = stmt[t][kind], param[t][kind]
  local size = sysbench.opt.range_size
  for _ = 1, n do
    local id = get_id()
    p[1]:set(id)
    p[2]:set(id + size - 1)
    s:execute()
  end
end

function execute_simple_ranges()
  execute_range("simple_ranges", sysbench.opt.simple_ranges)
end

function execute_sum_ranges()
  execute_range("sum_ranges", sysbench.opt.sum_ranges)
end

function execute_order_ranges()
  execute_range("order_ranges", sysbench.opt.order_ranges)
end

function execute_distinct_ranges()
  execute_range("distinct_ranges", sysbench.opt.distinct_ranges)
end

function execute_index_updates()
  execute_by_id("index_updates", sysbench.opt.index_updates)
end

function execute_non_index_updates()
  local t = get_table_num()
  local s, p = stmt[t].non_index_updates, param[t].non_index_updates
  for _ = 1, sysbench.opt.non_index_updates do
    p[1]:set(get_c_value())
    p[2]:set(get_id())
    s:execute()
  end
end

-- Deletes a row and inserts it again (same id, new values).
function execute_delete_inserts()
  local t = get_table_num()
  local del, ins = stmt[t].deletes, stmt[t].inserts
  local dp, ip = param[t].deletes[1], param[t].inserts
  for _ = 1, sysbench.opt.delete_inserts do
    local id = get_id()
    local k = get_id()
    dp:set(id)
    ip[1]:set(id)
    ip[2]:set(k)
    ip[3]:set(get_c_value())
    ip[4]:set(get_pad_value())
    del:execute()
    ins:execute()
  end
end

-- After a lost connection the driver has reconnected: prepare again.
local LOST_CONNECTION = { [2006] = true, [2013] = true, [2055] = true, [4031] = true }

sysbench.hooks.before_restart_event = function(err)
  if LOST_CONNECTION[err.sql_errno] then
    close_statements()
    prepare_statements()
  end
end

-- What the bundled scripts share beyond the public functions above
-- (require("oltp_common") returns it).
local oltp = {}

-- The classic transaction's statements: the reads, the writes, or both.
function oltp.prepare(reads, writes)
  if not sysbench.opt.skip_trx then
    prepare_begin()
    prepare_commit()
  end
  if reads then
    prepare_point_selects()
    if sysbench.opt.range_selects then
      prepare_simple_ranges()
      prepare_sum_ranges()
      prepare_order_ranges()
      prepare_distinct_ranges()
    end
  end
  if writes then
    prepare_index_updates()
    prepare_non_index_updates()
    prepare_delete_inserts()
  end
end

function oltp.transaction(reads, writes)
  if not sysbench.opt.skip_trx then
    begin()
  end
  if reads then
    execute_point_selects()
    if sysbench.opt.range_selects then
      execute_simple_ranges()
      execute_sum_ranges()
      execute_order_ranges()
      execute_distinct_ranges()
    end
  end
  if writes then
    execute_index_updates()
    execute_non_index_updates()
    execute_delete_inserts()
  end
  if not sysbench.opt.skip_trx then
    commit()
  end
end

-- One statement of a kind by a random id (point select, delete, update).
function oltp.execute_one(kind)
  execute_by_id(kind, 1)
end

-- A statement of the script's own on every table: text (with %u for the
-- table number) and nparams INT parameters.
function oltp.prepare_ints(kind, text, nparams)
  local def = { text }
  for i = 1, nparams do
    def[i + 1] = T.INT
  end
  prepare_def(kind, def)
end

return oltp
-- SPDX-License-Identifier: GPL-2.0-or-later
