What sysbench.run() refuses, and what it keeps, in a suite's command:
a test that is a series of runs itself, option values no option takes,
summaries result files could not read back, percentiles of a result, an
interruption a script catches, and os.exit() after runs.

A test that is a series of runs of its own (unixbench) is not a step: it
is refused with a message (it used to crash on a NULL event function):

  $ cat > series.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   print(pcall(sysbench.run, "unixbench", { unixbench_passes = 1 }))
  > end } }
  > LUA
  $ sysbench series.lua run 2>&1 | tail -1
  false\tsysbench.run: 'unixbench' is a series of runs of its own, not one run: run it on its own command line (esc)

Numbers that are not whole, not finite or beyond 64 bits reach the
option's check as text (they used to be cast to an integer: undefined):

  $ cat > numbers.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   for _, v in ipairs({ 0/0, 1/0, -1/0, 1e300, 2.5 }) do
  >     print(pcall(sysbench.run, "cpu", { events = v, time = 0 }))
  >   end
  > end } }
  > LUA
  $ sysbench numbers.lua run 2>&1 | grep -v '^$' | tail -10
  Invalid value for the 'events' option: 'nan'
  false\tsysbench.run('cpu'): the run failed (exit 1) (esc)
  Invalid value for the 'events' option: 'inf'
  false\tsysbench.run('cpu'): the run failed (exit 1) (esc)
  Invalid value for the 'events' option: '-inf'
  false\tsysbench.run('cpu'): the run failed (exit 1) (esc)
  Invalid value for the 'events' option: '1.0000000000000001e+300'
  false\tsysbench.run('cpu'): the run failed (exit 1) (esc)
  Invalid value for the 'events' option: '2.5'
  false\tsysbench.run('cpu'): the run failed (exit 1) (esc)

A summary is kept only as result files read it back: no more values than
an object may hold, counted as written (a table reached by several paths
is written once per each: 40 tables that each hold the next 20 times used
to make hundreds of megabytes), nothing nested deeper than 32:

  $ cat > summary.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   local big = {}
  >   for i = 1, 1000001 do big[i] = i end
  >   print(pcall(sysbench.summary, { values = big }))
  >   local t = { 1 }
  >   for i = 1, 20 do local n = {} for k = 1, 40 do n[k] = t end t = n end
  >   print(pcall(sysbench.summary, { shared = t }))
  >   local deep = {}
  >   for i = 1, 40 do deep = { deep } end
  >   print(pcall(sysbench.summary, { deep = deep }))
  >   sysbench.run("cpu", { events = 10, time = 0 })
  >   local leaf = { 1, 2 }
  >   sysbench.summary({ a = leaf, b = { x = "y", again = leaf } })
  > end } }
  > LUA
  $ sysbench summary.lua --output=json:summary.json run 2>&1 | grep false
  false\tsysbench.summary: more than 1000000 values (esc)
  false\tsysbench.summary: more than 1000000 values (esc)
  false\tsysbench.summary: tables nested deeper than 32 (esc)
  $ python3 -c 'import json; print(json.load(open("summary.json"))["summary"])'
  {'a': [1, 2], 'b': {'again': [1, 2], 'x': 'y'}}

sysbench.percentile takes a rank from 0 to 100 (it used to give the
maximum for 101, the minimum for -5 or NaN, and an internal error for a
string):

  $ cat > pct.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   local r = sysbench.run("cpu", { events = 100, time = 0 })
  >   for _, p in ipairs({ 101, -5, 0/0, "x" }) do
  >     print(select(2, pcall(sysbench.percentile, r, p)))
  >   end
  >   print(select(2, pcall(sysbench.percentile, 42, 50)))
  >   print(sysbench.percentile(r, 50) >= r.latency_min, sysbench.percentile(r, 100) <= r.latency_max)
  > end } }
  > LUA
  $ sysbench pct.lua run 2>&1 | grep -v -e '^$' -e '^sysbench '
  sysbench.percentile: the percentile must be a number from 0 to 100, not 101
  sysbench.percentile: the percentile must be a number from 0 to 100, not -5
  sysbench.percentile: the percentile must be a number from 0 to 100, not nan
  sysbench.percentile: the percentile must be a number from 0 to 100, not x
  sysbench.percentile: a result of sysbench.run() is expected
  true\ttrue (esc)

os.exit() in the command after runs: the result files are written first
(they used to be lost), and the exit status is os.exit's:

  $ cat > exit.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   sysbench.run("cpu", { events = 10, time = 0, label = "first" })
  >   os.exit(3)
  > end } }
  > LUA
  $ sysbench exit.lua --output=json:exit.json run > /dev/null; echo "rc=$?"
  rc=3
  $ python3 -c 'import json; d = json.load(open("exit.json")); print(d["status"], [s["label"] for s in d["steps"]])'
  3 ['first']
