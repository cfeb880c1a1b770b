-- tests/db/diff/show.lua: show(label, ...) prints each value with its type
-- (tables as their sorted keys), for the differential cases.
function show(label, ...)
  local t = { label }
  for i = 1, select("#", ...) do
    local v = select(i, ...)
    if type(v) == "table" then
      local keys = {}
      for k in pairs(v) do
        keys[#keys + 1] = tostring(k)
      end
      table.sort(keys)
      t[#t + 1] = "table{" .. table.concat(keys, ",") .. "}"
    elseif type(v) == "userdata" then
      t[#t + 1] = "userdata"
    else
      t[#t + 1] = type(v) .. ":" .. tostring(v)
    end
  end
  print(table.concat(t, " "))
end

-- A row as text, NULL for nil.
function show_row(label, row, n)
  if row == nil then
    return show(label, row)
  end
  local t = {}
  for i = 1, n do
    t[i] = row[i] == nil and "NULL" or row[i]
  end
  print(label .. " " .. table.concat(t, "|"))
end
-- SPDX-License-Identifier: GPL-2.0-or-later
