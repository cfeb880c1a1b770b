-- tests/db/diff/legacy_oltp.lua: a workload written the 1.0.20 legacy way:
-- options as globals (--oltp-table-size), db_* calls with no connect,
-- statements prepared and bound in thread_init, sb_rand for the ids.
-- Run as sysbench --test=legacy_oltp.lua --max-requests=N --num-threads=N.

local function table_size()
  return tonumber(oltp_table_size) or 100
end

function prepare()
  print("Creating table 'ltest'...")
  db_query("CREATE TABLE ltest (id INTEGER NOT NULL, k INTEGER NOT NULL, " ..
    "c CHAR(20) NOT NULL, PRIMARY KEY (id))")
  db_bulk_insert_init("INSERT INTO ltest (id, k, c) VALUES")
  for i = 1, table_size() do
    db_bulk_insert_next(string.format("(%d, %d, '%s')", i, i % 10, sb_rand_str("###-###")))
  end
  db_bulk_insert_done()
  print("Inserted " .. table_size() .. " rows")
end

function cleanup()
  print("Dropping table 'ltest'...")
  db_query("DROP TABLE ltest")
end

function thread_init(thread_id)
  point = db_prepare("SELECT c FROM ltest WHERE id = ?")
  point_args = { 0 }
  db_bind_param(point, point_args)
  update = db_prepare("UPDATE ltest SET k = k + 1 WHERE id = ?")
  update_args = { 0 }
  db_bind_param(update, update_args)
end

function event(thread_id)
  db_query("BEGIN")
  for _ = 1, 4 do
    point_args[1] = sb_rand(1, table_size())
    local rs = db_execute(point)
    db_store_results(rs)
    db_free_results(rs)
  end
  update_args[1] = sb_rand_uniform(1, table_size())
  db_execute(update)
  db_query("COMMIT")
end

function thread_done(thread_id)
  db_close(point)
  db_close(update)
  db_disconnect()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
