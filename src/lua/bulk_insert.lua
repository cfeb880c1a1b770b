-- bulk_insert.lua: multi-row INSERTs: each thread appends one (id, k) row
-- per event to its own table sbtest<thread+1>, sent in statements of up to
-- 512 KiB. prepare and cleanup create and drop one table per --threads.

local function connect()
  return sysbench.sql.driver():connect()
end

function prepare()
  local con = connect()
  for i = 1, sysbench.opt.threads do
    print(string.format("Creating table 'sbtest%d'...", i))
    con:query(string.format([[
CREATE TABLE IF NOT EXISTS sbtest%d (
          id INTEGER NOT NULL,
          k INTEGER DEFAULT '0' NOT NULL,
          PRIMARY KEY (id))]], i))
  end
  con:disconnect()
end

function cleanup()
  local con = connect()
  for i = 1, sysbench.opt.threads do
    print(string.format("Dropping table 'sbtest%d'...", i))
    con:query("DROP TABLE IF EXISTS sbtest" .. i)
  end
  con:disconnect()
end

function thread_init()
  con = connect()
  next_id = 0
  con:bulk_insert_init("INSERT INTO sbtest" .. sysbench.tid + 1 .. " VALUES")
end

function event()
  next_id = next_id + 1
  con:bulk_insert_next("(" .. next_id .. "," .. next_id .. ")")
end

function thread_done()
  con:bulk_insert_done()
  con:disconnect()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
