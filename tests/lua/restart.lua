-- An error table with RESTART_EVENT runs the event again.
local n = 0
sysbench.hooks.before_restart_event = function(err)
  print("restart " .. err.attempt)
end
function event()
  n = n + 1
  if n < 3 then
    error({ errcode = sysbench.error.RESTART_EVENT, attempt = n })
  end
  print("done after " .. n .. " attempts")
  return true
end
-- SPDX-License-Identifier: GPL-2.0-or-later
