-- Declared options of every type, and what sysbench.opt holds.
sysbench.cmdline.options = {
  bool_opt1 = {"bool_opt1 description", false},
  bool_opt2 = {"bool_opt2 description", true},
  bool_opt3 = {"bool_opt3 description", nil, sysbench.cmdline.ARG_BOOL},
  ["dash-opt"] = {"dash-opt desc", "dash-opt val"},
  float_opt1 = {"float_opt1 description", 3.14},
  int_opt1 = {"int_opt1 description", 10, sysbench.cmdline.ARG_INT},
  int_opt2 = {"int_opt2 description", nil, sysbench.cmdline.ARG_INT},
  list_opt1 = {"list_opt1 description", {"foo", "bar"}},
  size_opt = {"size_opt description", "1K", sysbench.cmdline.ARG_SIZE},
  str_opt1 = {"str_opt1 description"},
  positive = {"a validated number", 1, sysbench.cmdline.ARG_INT,
    function(name, value) return tonumber(ffi.string(value)) > 0 end},
}

local function show(v)
  if type(v) == "table" then
    return "{" .. table.concat(v, ",") .. "}"
  end
  return type(v) .. ":" .. tostring(v)
end

function event()
  local keys = {}
  for k in pairs(sysbench.cmdline.options) do
    keys[#keys + 1] = k:gsub("-", "_")
  end
  table.sort(keys)
  for _, k in ipairs(keys) do
    print(k .. "=" .. show(sysbench.opt[k]))
  end
  return true
end
-- SPDX-License-Identifier: GPL-2.0-or-later
