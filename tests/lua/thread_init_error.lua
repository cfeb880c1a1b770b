function thread_init()
  error("no init")
end
function event() end
-- SPDX-License-Identifier: GPL-2.0-or-later
