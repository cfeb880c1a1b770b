-- mixed-io-cpu.lua: each event is one fileio request followed by one cpu
-- event, with both tests' options parsed as usual. The report shows the
-- file operations and the cpu figure above the usual statistics.
--   sysbench mixed-io-cpu --file-total-size=64M prepare
--   sysbench mixed-io-cpu --file-total-size=64M --file-test-mode=rndrd run
--   sysbench mixed-io-cpu --file-total-size=64M cleanup
local fileio = sysbench.builtin("fileio")
local cpu = sysbench.builtin("cpu")

function event()
  fileio:event()
  cpu:event()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
