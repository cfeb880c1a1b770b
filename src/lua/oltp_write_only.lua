-- oltp_write_only.lua: the write part of the OLTP transaction: index and
-- non-index updates, a delete and an insert in one transaction.
local oltp = require("oltp_common")

function prepare_statements()
  oltp.prepare(false, true)
end

function event()
  oltp.transaction(false, true)
end
-- SPDX-License-Identifier: GPL-2.0-or-later
