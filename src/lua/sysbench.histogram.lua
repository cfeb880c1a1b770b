-- sysbench.histogram.lua: sysbench.histogram.new(size, min, max), a
-- logarithmic histogram object with :update(value) and :print().
ffi = require("ffi")

ffi.cdef[[
typedef struct sb_histogram sb_histogram_t;
sb_histogram_t *sb_histogram_new(size_t size, double range_min, double range_max);
void sb_histogram_delete(sb_histogram_t *h);
void sb_histogram_update(sb_histogram_t *h, double value);
void sb_histogram_print(sb_histogram_t *h);
]]

local C = ffi.C

ffi.metatype("struct sb_histogram", {
  __index = {
    update = function(self, value) C.sb_histogram_update(self, value) end,
    print = function(self) C.sb_histogram_print(self) end,
  },
})

sysbench.histogram = {}

function sysbench.histogram.new(size, range_min, range_max)
  local h = C.sb_histogram_new(size, range_min, range_max)
  if h == nil then
    error("cannot create a histogram of " .. tostring(size) .. " buckets over ["
      .. tostring(range_min) .. ", " .. tostring(range_max) .. "]", 2)
  end
  return ffi.gc(h, C.sb_histogram_delete)
end
-- SPDX-License-Identifier: GPL-2.0-or-later
