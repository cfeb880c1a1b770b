-- prime-test.lua: the cpu test's work written in Lua (count the primes
-- below --cpu-max-prime by trial division), to compare the interpreter's
-- speed with the built-in test: `sysbench prime-test run`.
sysbench.cmdline.options = {
  ["cpu-max-prime"] = { "upper limit for primes generator", 10000 },
}

local max_prime

function thread_init()
  max_prime = sysbench.opt.cpu_max_prime
end

function event()
  local n = 0
  for c = 3, max_prime - 1 do
    local t = math.sqrt(c)
    local l = 2
    while l <= t do
      if c % l == 0 then
        break
      end
      l = l + 1
    end
    if l > t then
      n = n + 1
    end
  end
end
-- SPDX-License-Identifier: GPL-2.0-or-later
