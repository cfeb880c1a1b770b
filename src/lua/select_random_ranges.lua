-- select_random_ranges.lua: one SELECT count(k) per event over
-- --number_of_ranges random ranges of k, each --delta wide.
local oltp = require("oltp_common")

sysbench.cmdline.options.number_of_ranges =
  { "Number of random BETWEEN ranges per SELECT", 10 }
sysbench.cmdline.options.delta = { "Size of BETWEEN ranges", 5 }

function prepare_statements()
  local n = sysbench.opt.number_of_ranges
  oltp.prepare_ints("random_ranges", [[
        SELECT count(k)
          FROM sbtest%u
          WHERE ]] .. string.rep("k BETWEEN ? AND ?", n, " OR "), 2 * n)
end

function event()
  local t = sysbench.rand.uniform(1, sysbench.opt.tables)
  local p = param[t].random_ranges
  local delta = sysbench.opt.delta
  for i = 1, sysbench.opt.number_of_ranges do
    local start = sysbench.rand.default(1, sysbench.opt.table_size)
    p[2 * i - 1]:set(start)
    p[2 * i]:set(start + delta)
  end
  stmt[t].random_ranges:execute()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
