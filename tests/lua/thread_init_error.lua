function thread_init()
  error("no init")
end
function event() end
