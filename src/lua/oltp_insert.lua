-- oltp_insert.lua: one INSERT per event: ids from the server's
-- auto-increment (MySQL: id 0, PostgreSQL: no id), or with --auto_inc=off
-- random unique ids from the client.
require("oltp_common")

function prepare_statements()
  -- plain queries: nothing to prepare
end

function event()
  local t = sysbench.rand.uniform(1, sysbench.opt.tables)
  local k = sysbench.rand.default(1, sysbench.opt.table_size)
  local c, pad = get_c_value(), get_pad_value()
  if not sysbench.opt.auto_inc then
    -- unique() is a 32-bit unsigned number; the id column a signed INTEGER
    con:query(string.format("INSERT INTO sbtest%d (id, k, c, pad) VALUES (%d, %d, '%s', '%s')",
      t, sysbench.rand.unique() - 2147483648, k, c, pad))
  elseif drv:name() == "pgsql" then
    con:query(string.format("INSERT INTO sbtest%d (k, c, pad) VALUES (%d, '%s', '%s')",
      t, k, c, pad))
  else
    con:query(string.format("INSERT INTO sbtest%d (id, k, c, pad) VALUES (0, %d, '%s', '%s')",
      t, k, c, pad))
  end
end
-- SPDX-License-Identifier: GPL-2.0-or-later
