-- tests/db/always.lua: every event fails with an ignored error, forever:
-- the run must still end at --time.
function thread_init()
  sysbench.hooks.sql_error_ignorable = function() return true end
  con = sysbench.sql.driver():connect()
end

function event()
  con:query("SELECT * FROM nosuchtable")
end
-- SPDX-License-Identifier: GPL-2.0-or-later
