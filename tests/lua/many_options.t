The script options of one declaration table, at scale:

Many declared options start at once (each lookup is a hash: 40,000 used
to take 17 s and 100,000 failed the 30 s thread start), and names of any
length reach sysbench.opt (they were cut at 255 characters):

  $ cat > many.lua <<'LUA'
  > sysbench.cmdline.options = {}
  > for i = 1, 100000 do sysbench.cmdline.options["opt" .. i] = { "option " .. i, i } end
  > sysbench.cmdline.options[string.rep("x", 300)] = { "a long name", 7 }
  > function event() end
  > function thread_init() assert(sysbench.opt[string.rep("x", 300)] == 7 and sysbench.opt.opt99999 == 5) end
  > LUA
  $ sysbench many.lua --events=10 --threads=2 --opt99999=5 --thread-init-timeout=30 run | grep -e FATAL -e 'events:'
      total number of events:              10
