sysbench.cmdline.options = { a = { nil, 1 } }
