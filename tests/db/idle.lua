-- tests/db/idle.lua: one cheap statement per event, for runs a test
-- disturbs from outside (killed connections, a killed server).
function thread_init()
  con = sysbench.sql.driver():connect()
end

function event()
  con:query("SELECT 1")
  os.execute("sleep 0.01")
end

function thread_done()
  con:disconnect()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
