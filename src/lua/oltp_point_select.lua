-- oltp_point_select.lua: one primary-key SELECT per event.
require("oltp_common")

function prepare_statements()
  prepare_point_selects()
end

function event()
  local t = sysbench.rand.uniform(1, sysbench.opt.tables)
  param[t].point_selects[1]:set(sysbench.rand.default(1, sysbench.opt.table_size))
  stmt[t].point_selects:execute()
end
