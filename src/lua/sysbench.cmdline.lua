-- sysbench.cmdline.lua: option declarations (sysbench.cmdline.options),
-- custom commands (sysbench.cmdline.commands) and their helpers.
ffi = require("ffi")

ffi.cdef[[
void sb_print_test_options(void);
]]

local cmdline = sysbench.cmdline

cmdline.ARG_NULL = 0
cmdline.ARG_BOOL = 1
cmdline.ARG_INT = 2
cmdline.ARG_SIZE = 3
cmdline.ARG_DOUBLE = 4
cmdline.ARG_STRING = 5
cmdline.ARG_LIST = 6
cmdline.ARG_FILE = 7
cmdline.ARG_MAX = 8
cmdline.PARALLEL_COMMAND = true

-- The default as the option registry shows it.
local function default_string(name, default)
  local t = type(default)
  if t == "nil" then
    return nil
  elseif t == "boolean" then
    return default and "on" or "off"
  elseif t == "number" then
    return tostring(default)
  elseif t == "string" then
    return default
  elseif t == "table" then
    local items = {}
    for i, v in ipairs(default) do
      items[i] = tostring(v)
    end
    return table.concat(items, ",")
  end
  error("cannot determine type for option " .. name)
end

local inferred = {
  boolean = cmdline.ARG_BOOL, number = cmdline.ARG_DOUBLE, string = cmdline.ARG_STRING,
  table = cmdline.ARG_LIST, ["nil"] = cmdline.ARG_STRING,
}

-- Checks sysbench.cmdline.options and returns its entries sorted by name,
-- each as { name, description, default string or nil, type, validator,
-- added, complete }. An entry with added = true (an option 1.0.20's script
-- does not have) is listed by help after the others; complete (a string,
-- sysbench-ng's) is what bash's completion offers for the value, as
-- struct opt_def's .complete (options.h): "default peak", "@file". Returns nil when the script
-- declares no options (1.0.20 legacy mode).
function cmdline.read_cmdline_options()
  local options = cmdline.options
  if options == nil then
    return nil
  end
  if type(options) ~= "table" then
    error("wrong type for sysbench.cmdline.options: " .. type(options))
  end
  local list = {}
  for name, spec in pairs(options) do
    if type(name) ~= "string" or type(spec) ~= "table" then
      error("wrong table structure in sysbench.cmdline.options")
    end
    if spec[1] == nil then
      error("nil description for option " .. name)
    end
    local default, kind = spec[2], spec[3]
    if kind == nil then
      kind = inferred[type(default)]
    elseif type(kind) ~= "number" or kind <= cmdline.ARG_NULL or kind >= cmdline.ARG_MAX
        or kind == cmdline.ARG_FILE then
      error("cannot determine type for option " .. name)
    elseif type(default) == "table" and kind ~= cmdline.ARG_LIST then
      error("wrong type for list option " .. name)
    end
    if spec[4] ~= nil and type(spec[4]) ~= "function" then
      error("validator for option " .. name .. " is a " .. type(spec[4]) .. ", not a function")
    end
    if spec.complete ~= nil and type(spec.complete) ~= "string" then
      error("complete for option " .. name .. " is a " .. type(spec.complete) .. ", not a string")
    end
    list[#list + 1] = { name, tostring(spec[1]), default_string(name, default), kind, spec[4],
      spec.added == true, spec.complete }
  end
  table.sort(list, function(a, b) return a[1] < b[1] end)
  return list
end

-- Runs a declared option's validator with the values as C strings, as the
-- reference passes them.
function cmdline.call_validator(validator, name, value)
  return validator(ffi.cast("const char *", name), ffi.cast("const char *", value)) and true
    or false
end

function cmdline.print_test_options()
  ffi.C.sb_print_test_options()
end

local function command_entry(name)
  local commands = cmdline.commands
  if type(commands) ~= "table" then
    return nil
  end
  local entry = commands[name]
  if type(entry) ~= "table" or entry[1] == nil then
    return nil
  end
  return entry
end

function cmdline.command_defined(name)
  return command_entry(name) ~= nil
end

function cmdline.command_parallel(name)
  local entry = command_entry(name)
  return entry ~= nil and entry[2] == cmdline.PARALLEL_COMMAND
end

function cmdline.call_command(name)
  local entry = command_entry(name)
  if entry == nil then
    error("unknown command: " .. tostring(name))
  end
  return entry[1]()
end
-- SPDX-License-Identifier: GPL-2.0-or-later
