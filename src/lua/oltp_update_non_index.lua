-- oltp_update_non_index.lua: one UPDATE of the non-indexed column c per
-- event.
require("oltp_common")

function prepare_statements()
  prepare_non_index_updates()
end

function event()
  local t = sysbench.rand.uniform(1, sysbench.opt.tables)
  local p = param[t].non_index_updates
  p[1]:set(get_c_value())
  p[2]:set(sysbench.rand.default(1, sysbench.opt.table_size))
  stmt[t].non_index_updates:execute()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
