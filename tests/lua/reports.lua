-- Report hooks: intermediate lines in CSV, the final report as JSON.
ffi.cdef("int usleep(unsigned int);")
function event()
  ffi.C.usleep(2000)
end
sysbench.hooks.report_intermediate = sysbench.report_csv
sysbench.hooks.report_cumulative = sysbench.report_json
-- SPDX-License-Identifier: GPL-2.0-or-later
