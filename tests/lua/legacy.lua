-- No declared options: 1.0.20 legacy mode (unknown options accepted as
-- strings, options as globals, compatibility globals).
-- One write per line: print writes the text and the newline separately,
-- so two threads' lines could interleave.
local function say(s) io.write(s .. "\n") end

function event()
  say("foo=" .. tostring(foo) .. " opt.foo=" .. tostring(sysbench.opt.foo))
  say("threads=" .. tostring(threads) .. " thread_id=" .. tostring(thread_id))
  say("sb_rand=" .. type(sb_rand) .. " sb_rnd=" .. type(sb_rnd()) .. " test=" .. tostring(test))
  return true
end
-- SPDX-License-Identifier: GPL-2.0-or-later
