-- select_random_ranges.lua: one SELECT count(k) per event over
-- --number_of_ranges random ranges of k, each --delta wide.
require("oltp_common")

sysbench.cmdline.options.number_of_ranges =
  { "Number of random BETWEEN ranges per SELECT", 10 }
sysbench.cmdline.options.delta = { "Size of BETWEEN ranges", 5 }

function prepare_statements()
  local n = sysbench.opt.number_of_ranges
  local ranges = string.rep("k BETWEEN ? AND ?", n, " OR ")
  for t = 1, sysbench.opt.tables do
    local s = con:prepare(string.format([[
        SELECT count(k)
          FROM sbtest%d
          WHERE %s]], t, ranges))
    local binds = {}
    for i = 1, 2 * n do
      binds[i] = s:bind_create(sysbench.sql.type.INT)
    end
    s:bind_param(unpack(binds))
    stmt[t].random_ranges = s
    param[t].random_ranges = binds
  end
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
