-- tests/db/after.lua: a connection and its statement used after disconnect(): the reference's ALERT lines, and reconnect() brings both back.
function event()
  local con = sysbench.sql.driver():connect()
  local s = con:prepare("SELECT 1")
  con:disconnect()
  con:disconnect()
  print(pcall(s.execute, s))
  print(pcall(con.query, con, "SELECT 1"))
  con:reconnect()
  print(con:query_row("SELECT 2"), s:execute().nrows)
  s:close()
  con:disconnect()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
