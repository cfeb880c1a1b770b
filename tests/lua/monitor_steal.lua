-- The VM fixture's /proc/stat moves on during the run: 860 ticks idle and
-- 140 stolen (14%), none busy. Written at the first event, read by the
-- monitor's last sample, after the last event.
local done = false
function event()
  if not done then
    local f = assert(io.open(os.getenv("PROCSTAT"), "w"))
    f:write("cpu  1000 0 500 100860 0 0 0 140 0 0\nintr 1\nctxt 1500\n")
    f:close()
    done = true
  end
end
-- SPDX-License-Identifier: GPL-2.0-or-later
