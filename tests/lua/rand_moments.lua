-- Moments of each distribution over many draws, against their formulas.
local N = 200000

local function moments(f)
  local s, s2 = 0, 0
  for _ = 1, N do
    local v = f()
    s = s + v
    s2 = s2 + v * v
  end
  local mean = s / N
  return mean, math.sqrt(s2 / N - mean * mean)
end

local function check(name, got, want, tol)
  local ok = math.abs(got - want) <= tol
  print(string.format("%s %s", name, ok and "ok" or
    string.format("off: %.3f, expected %.3f +- %.3f", got, want, tol)))
end

function event()
  local r = sysbench.rand
  -- uniform(1, 1000): mean 500.5, sd sqrt((1000^2 - 1) / 12)
  local m, sd = moments(function() return r.uniform(1, 1000) end)
  check("uniform mean", m, 500.5, 3)
  check("uniform sd", sd, math.sqrt((1000 ^ 2 - 1) / 12), 3)
  -- gaussian(1, 1000): mean of 12 uniforms: mean ~500, sd 1000 / sqrt(12 * 12)
  m, sd = moments(function() return r.gaussian(1, 1000) end)
  check("gaussian mean", m, 500.5, 2)
  check("gaussian sd", sd, 1000 / 12, 2)
  -- pareto(1, 1000) with h = 0.2: a + n * u^p, p = ln h / ln(1 - h): mean n / (p + 1)
  local p = math.log(0.2) / math.log(0.8)
  m = moments(function() return r.pareto(1, 1000) end)
  check("pareto mean", m, 1 + 1000 / (p + 1) - 0.5, 3)
  -- special(1, 1000): 75% of the values within 1% around the middle
  local mid = 0
  for _ = 1, N do
    local v = r.special(1, 1000)
    if v >= 495 and v <= 506 then
      mid = mid + 1
    end
  end
  check("special middle share", mid / N, 0.764, 0.01)
  if r.zipfian then
    -- zipfian(1, 100), exponent 0.8: P(1) = 1 / H(100, 0.8)
    local h = 0
    for k = 1, 100 do
      h = h + k ^ -0.8
    end
    local ones = 0
    for _ = 1, N do
      if r.zipfian(1, 100) == 1 then
        ones = ones + 1
      end
    end
    check("zipfian P(1)", ones / N, 1 / h, 0.01)
  end
  return true
end
-- SPDX-License-Identifier: GPL-2.0-or-later
