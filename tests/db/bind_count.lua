-- tests/db/bind_count.lua: bind_param with fewer parameters than placeholders:
-- the driver's line and 1, as 1.0.20; executing the unbound statement is
-- an error (1.0.20: MySQL sends it without values, PostgreSQL crashes).
function event()
  local con = sysbench.sql.driver():connect()
  local s = con:prepare("SELECT ?, ?")
  local a = s:bind_create(sysbench.sql.type.INT)
  print("bind_param", s:bind_param(a))
  print(pcall(s.execute, s))
  return true
end
-- SPDX-License-Identifier: GPL-2.0-or-later
