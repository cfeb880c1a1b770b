-- event() returning a truthy value (0 included) stops the thread, uncounted.
local n = 0
function event()
  n = n + 1
  if n == 3 then
    return 0
  end
end
-- SPDX-License-Identifier: GPL-2.0-or-later
