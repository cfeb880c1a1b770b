-- tests/db/bind_count.lua: bind_param with fewer parameters than placeholders.
function event()
  local con = sysbench.sql.driver():connect()
  local s = con:prepare("SELECT ?, ?")
  local a = s:bind_create(sysbench.sql.type.INT)
  s:bind_param(a)
end
