-- tests/db/always.lua: every event fails with an ignored error, forever:
-- the run must still end at --time.
function thread_init()
  con = sysbench.sql.driver():connect()
end

function event()
  con:query("SELECT * FROM nosuchtable")
end
