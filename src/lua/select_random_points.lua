-- select_random_points.lua: one SELECT per event of the rows whose k is
-- one of --random_points random values.
local oltp = require("oltp_common")

sysbench.cmdline.options.random_points =
  { "Number of random points in the IN() clause in generated SELECTs", 10 }

function prepare_statements()
  local n = sysbench.opt.random_points
  oltp.prepare_ints("random_points", [[
        SELECT id, k, c, pad
          FROM sbtest%u
          WHERE k IN (]] .. string.rep("?", n, ", ") .. [[)
        ]], n)
end

function event()
  local t = sysbench.rand.uniform(1, sysbench.opt.tables)
  local p = param[t].random_points
  for i = 1, sysbench.opt.random_points do
    p[i]:set(sysbench.rand.default(1, sysbench.opt.table_size))
  end
  stmt[t].random_points:execute()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
