-- empty-test.lua: an event that does nothing, so a run measures only the
-- harness's own cost per event: `sysbench empty-test run --time=5`.
function event()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
