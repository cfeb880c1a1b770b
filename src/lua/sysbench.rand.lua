-- sysbench.rand.lua: sysbench.rand, random numbers from the calling
-- thread's generator (the C side keeps one per thread).
ffi = require("ffi")

ffi.cdef[[
uint64_t sb_rand_uniform_uint64(void);
double sb_rand_uniform_double(void);
uint32_t sb_rand_default(uint32_t, uint32_t);
uint32_t sb_rand_uniform(uint32_t, uint32_t);
uint32_t sb_rand_gaussian(uint32_t, uint32_t);
uint32_t sb_rand_special(uint32_t, uint32_t);
uint32_t sb_rand_pareto(uint32_t, uint32_t);
uint32_t sb_rand_zipfian(uint32_t, uint32_t);
uint32_t sb_rand_unique(void);
void sb_rand_str(const char *, char *);
uint32_t sb_rand_varstr(char *, uint32_t, uint32_t);
]]

local C = ffi.C

-- Lua functions, as in the reference (scripts may test their type); FFI
-- truncates and wraps the arguments to uint32 as the reference's bindings do.
sysbench.rand = {
  uniform_uint64 = function() return C.sb_rand_uniform_uint64() end,
  uniform_double = function() return C.sb_rand_uniform_double() end,
  default = function(a, b) return C.sb_rand_default(a, b) end,
  uniform = function(a, b) return C.sb_rand_uniform(a, b) end,
  gaussian = function(a, b) return C.sb_rand_gaussian(a, b) end,
  special = function(a, b) return C.sb_rand_special(a, b) end,
  pareto = function(a, b) return C.sb_rand_pareto(a, b) end,
  zipfian = function(a, b)
    if a > b then
      error(string.format("sysbench.rand.zipfian(%s, %s): the first argument must not exceed the second", a, b), 2)
    end
    return C.sb_rand_zipfian(a, b)
  end,
  unique = function() return C.sb_rand_unique() end,
}

function sysbench.rand.string(fmt)
  local len = #fmt
  if len == 0 then
    return ""
  end
  local buf = ffi.new("char[?]", len)
  C.sb_rand_str(fmt, buf)
  return ffi.string(buf, len)
end

function sysbench.rand.varstring(min, max)
  assert(min <= max, "min must not exceed max")
  assert(max > 0, "max must be positive")
  local buf = ffi.new("char[?]", max)
  return ffi.string(buf, C.sb_rand_varstr(buf, min, max))
end
-- SPDX-License-Identifier: GPL-2.0-or-later
