-- oltp_update_index.lua: one UPDATE of the indexed column k per event.
require("oltp_common")

function prepare_statements()
  prepare_index_updates()
end

function event()
  local t = sysbench.rand.uniform(1, sysbench.opt.tables)
  param[t].index_updates[1]:set(sysbench.rand.default(1, sysbench.opt.table_size))
  stmt[t].index_updates:execute()
end
