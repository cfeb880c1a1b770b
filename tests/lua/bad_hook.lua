sysbench.hooks.report_cumulative = 42
function event() end
