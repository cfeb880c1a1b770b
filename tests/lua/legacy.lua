-- No declared options: 1.0.20 legacy mode (unknown options accepted as
-- strings, options as globals, compatibility globals).
function event()
  print("foo=" .. tostring(foo) .. " opt.foo=" .. tostring(sysbench.opt.foo))
  print("threads=" .. tostring(threads) .. " thread_id=" .. tostring(thread_id))
  print("sb_rand=" .. type(sb_rand) .. " sb_rnd=" .. type(sb_rnd()) .. " test=" .. tostring(test))
  return true
end
