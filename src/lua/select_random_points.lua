-- select_random_points.lua: one SELECT per event of the rows whose k is
-- one of --random_points random values.
require("oltp_common")

sysbench.cmdline.options.random_points =
  { "Number of random points in the IN() clause in generated SELECTs", 10 }

function prepare_statements()
  local n = sysbench.opt.random_points
  local marks = string.rep("?", n, ", ")
  for t = 1, sysbench.opt.tables do
    local s = con:prepare(string.format([[
        SELECT id, k, c, pad
          FROM sbtest%d
          WHERE k IN (%s)
        ]], t, marks))
    local binds = {}
    for i = 1, n do
      binds[i] = s:bind_create(sysbench.sql.type.INT)
    end
    s:bind_param(unpack(binds))
    stmt[t].random_points = s
    param[t].random_points = binds
  end
end

function event()
  local t = sysbench.rand.uniform(1, sysbench.opt.tables)
  local p = param[t].random_points
  for i = 1, sysbench.opt.random_points do
    p[i]:set(sysbench.rand.default(1, sysbench.opt.table_size))
  end
  stmt[t].random_points:execute()
end
