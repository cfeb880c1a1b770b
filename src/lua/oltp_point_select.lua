-- oltp_point_select.lua: one primary-key SELECT per event.
local oltp = require("oltp_common")

function prepare_statements()
  prepare_point_selects()
end

function event()
  oltp.execute_one("point_selects")
end
-- SPDX-License-Identifier: GPL-2.0-or-later
