-- Every hook prints where it runs; the body prints once per state. Each
-- line goes out in one write, so lines of concurrent threads never mix.
local function say(s) io.write(s .. "\n") end
say("body tid=" .. sysbench.tid)
function init() say("init tid=" .. sysbench.tid) end
function thread_init(id) say("thread_init " .. id) end
function event(id) end
function thread_done(id) say("thread_done " .. id) end
function done() say("done tid=" .. sysbench.tid) end
function prepare() say("prepare opt.threads=" .. sysbench.opt.threads) end
function cleanup() say("cleanup") end
-- SPDX-License-Identifier: GPL-2.0-or-later
