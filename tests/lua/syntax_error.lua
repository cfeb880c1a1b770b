function event() end
x = = 1
