-- sysbench.histogram: values below the range count in the first bucket,
-- above it in the last.
local h = sysbench.histogram.new(1000, 1, 10)
for _, v in ipairs({1, 2, 0, 10, 100, 5.001}) do
  h:update(v)
end
h:print()
-- SPDX-License-Identifier: GPL-2.0-or-later
