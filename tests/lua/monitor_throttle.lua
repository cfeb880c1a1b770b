-- Changes get_throttled at known events, and waits for the monitor's
-- thread to take two samples after each change (the first may have read
-- the file before it): no timing involved.
local ffi = require("ffi")
ffi.cdef [[ uint64_t sbng_monitor_samples(void); int usleep(unsigned int); ]]
local states = { [5] = "20002", [10] = "50005" }
local n = 0
function event()
  n = n + 1
  local v = states[n]
  if v then
    local f = assert(io.open(os.getenv("THROTTLED"), "w"))
    f:write(v, "\n")
    f:close()
    local s = ffi.C.sbng_monitor_samples()
    while ffi.C.sbng_monitor_samples() < s + 2 do ffi.C.usleep(1000) end
  end
end
-- SPDX-License-Identifier: GPL-2.0-or-later
