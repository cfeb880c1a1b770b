-- Every hook prints where it runs; the body prints once per state.
print("body tid=" .. sysbench.tid)
function init() print("init tid=" .. sysbench.tid) end
function thread_init(id) print("thread_init " .. id) end
function event(id) end
function thread_done(id) print("thread_done " .. id) end
function done() print("done tid=" .. sysbench.tid) end
function prepare() print("prepare opt.threads=" .. sysbench.opt.threads) end
function cleanup() print("cleanup") end
