-- Custom commands, parallel ones included; they win over built-in names.
-- The parallel one writes each line at once, so threads' lines never mix.
sysbench.cmdline.commands = {
  hello = { function() print("hello from " .. sysbench.tid) end },
  par = { function() io.write("par " .. sysbench.tid .. "\n") end, sysbench.cmdline.PARALLEL_COMMAND },
  refuse = { function() return false end },
  boom = { function() error("kaboom") end },
  prepare = { function() print("custom prepare") end },
  malformed = "not a table",
}
function event() end
-- SPDX-License-Identifier: GPL-2.0-or-later
