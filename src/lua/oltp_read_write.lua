-- oltp_read_write.lua: the classic OLTP transaction: point selects, range
-- selects, index and non-index updates, a delete and an insert, in one
-- transaction (see oltp_common for the options).
local oltp = require("oltp_common")

function prepare_statements()
  oltp.prepare(true, true)
end

function event()
  oltp.transaction(true, true)
end
-- SPDX-License-Identifier: GPL-2.0-or-later
