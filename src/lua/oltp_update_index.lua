-- oltp_update_index.lua: one UPDATE of the indexed column k per event.
local oltp = require("oltp_common")

function prepare_statements()
  prepare_index_updates()
end

function event()
  oltp.execute_one("index_updates")
end
-- SPDX-License-Identifier: GPL-2.0-or-later
