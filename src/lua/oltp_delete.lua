-- oltp_delete.lua: one DELETE by primary key per event.
local oltp = require("oltp_common")

function prepare_statements()
  prepare_for_each_table("deletes")
end

function event()
  oltp.execute_one("deletes")
end
-- SPDX-License-Identifier: GPL-2.0-or-later
