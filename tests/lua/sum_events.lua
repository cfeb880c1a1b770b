-- An intermediate hook that prints stat.events, and the final total.
ffi.cdef("int usleep(unsigned int);")
function event()
  ffi.C.usleep(500)
end
sysbench.hooks.report_intermediate = function(stat)
  print("interval " .. stat.events)
end
sysbench.hooks.report_cumulative = function(stat)
  print("total " .. stat.events)
end
-- SPDX-License-Identifier: GPL-2.0-or-later
