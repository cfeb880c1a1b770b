-- oltp_read_only.lua: the read part of the OLTP transaction: point selects
-- and range selects in one transaction (see oltp_common for the options).
local oltp = require("oltp_common")

function prepare_statements()
  oltp.prepare(true, false)
end

function event()
  oltp.transaction(true, false)
end
-- SPDX-License-Identifier: GPL-2.0-or-later
