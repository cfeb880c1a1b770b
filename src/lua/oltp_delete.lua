-- oltp_delete.lua: one DELETE by primary key per event.
require("oltp_common")

function prepare_statements()
  prepare_for_each_table("deletes")
end

function event()
  local t = sysbench.rand.uniform(1, sysbench.opt.tables)
  param[t].deletes[1]:set(sysbench.rand.default(1, sysbench.opt.table_size))
  stmt[t].deletes:execute()
end
