-- tests/db/closed.lua: a statement used after close(): an error, not a crash.
function event()
  local con = sysbench.sql.driver():connect()
  local s = con:prepare("SELECT 1")
  s:execute()
  s:close()
  print(pcall(s.execute, s))
  print(pcall(s.close, s))
  print(pcall(s.bind_create, s, sysbench.sql.type.INT))
  con:disconnect()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
