-- Six draws of each distribution in the first event: with --rand-seed=1 and
-- --percentile=0 these are the reference's own test vectors.
function event()
  local t = {}
  for _, f in ipairs({"uniform", "gaussian", "special", "pareto"}) do
    local row = {}
    for i = 1, 6 do
      row[i] = sysbench.rand[f](1, 100)
    end
    print(f .. ": " .. table.concat(row, " "))
  end
  print("uint64: " .. tostring(sysbench.rand.uniform_uint64()))
  print("double: " .. string.format("%.14f", sysbench.rand.uniform_double()))
  print("string: " .. sysbench.rand.string("abc-###-@@@"))
  return true
end
-- SPDX-License-Identifier: GPL-2.0-or-later
