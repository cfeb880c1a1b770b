The picture: --output=svg:FILE draws the scaling curve (events/s against
threads, the knee marked) and, when --report-interval was given, throughput
and latency over time; html:FILE embeds it in a page with the steps' table.
tests/check_svg.py parses the SVG as XML, prints each chart's title, axis
labels, ticks and series, and reads every plotted point back through the
axis ticks to check it against the result file.

  $ cp "$TESTS_SRC"/data/results-a.json "$TESTS_SRC"/data/results-lua.json .
  $ check() { python3 "$TESTS_SRC/check_svg.py" "$@"; }

From a stored sweep with intermediate reports (merge of one file writes it
unchanged):

  $ sysbench merge --output=svg:a.svg,html:a.html,json:a.json results-a.json
  Wrote svg results to a.svg (1 host)
  Wrote html results to a.html (1 host)
  Wrote json results to a.json (1 host)
  $ check a.svg a.json
  svg 760x960, title: sysbench-ng: cpu
  scaling: Scaling: events/s against threads | x: threads [1 2] | y: events/s [0 5000 10000 15000 20000] | 1 series of 2 point(s) | knee
  scaling: 2 point(s) read back within 0.5% of the axis
  throughput: Throughput over time | x: time (s) [0 0.5 1 1.5 2 2.5] | y: events/s [0 5000 10000 15000 20000] | 2 series of 2,2 point(s)
  throughput: 4 point(s) read back within 0.5% of the axis
  latency: Latency over time (50th percentile) | x: time (s) [0 0.5 1 1.5 2 2.5] | y: latency (ms) [0 0.01 0.02 0.03 0.04] | 2 series of 2,2 point(s)
  latency: 4 point(s) read back within 0.5% of the axis
  $ check a.html a.json | sed -n 1,2p
  html: 3 table row(s), 1 svg
  svg 760x960, title: sysbench-ng: cpu

Without intermediate reports there is only the scaling chart; threads are
on a log scale, one tick per step:

  $ sysbench merge --output=svg:lua.svg results-lua.json
  Wrote svg results to lua.svg (1 host)
  $ check lua.svg results-lua.json
  svg 760x320, title: sysbench-ng: sweep_sleep.lua
  scaling: Scaling: events/s against threads | x: threads [1 2 4] | y: events/s [0 500 1000 1500 2000] | 1 series of 3 point(s) | knee
  scaling: 3 point(s) read back within 0.5% of the axis

From a live run with --report-interval (a single step: one point on the
scaling chart, one line in the charts over time):

  $ sysbench --time=2 --report-interval=1 --cpu-max-prime=500 --output=svg:run.svg,json:run.json cpu run > /dev/null
  $ check run.svg run.json | sed 's/\[[0-9. ]*\]/<ticks>/g'
  svg 760x960, title: sysbench-ng: cpu
  scaling: Scaling: events/s against threads | x: threads <ticks> | y: events/s <ticks> | 1 series of 1 point(s)
  scaling: 1 point(s) read back within 0.5% of the axis
  throughput: Throughput over time | x: time (s) <ticks> | y: events/s <ticks> | 1 series of * point(s) (glob)
  throughput: * point(s) read back within 0.5% of the axis (glob)
  latency: Latency over time (95th percentile) | x: time (s) <ticks> | y: latency (ms) <ticks> | 1 series of * point(s) (glob)
  latency: * point(s) read back within 0.5% of the axis (glob)

The checker fails on a picture whose points do not match the data:

  $ sed 's/"events_per_sec": 1[0-9]/"events_per_sec": 9/' a.json > wrong.json
  $ check a.svg wrong.json | tail -1
  problem: scaling: plotted * for * (glob)

Names are escaped (a script called a<b>&c.lua):

  $ printf 'function event() end\n' > 'a<b>&c.lua'
  $ sysbench 'a<b>&c.lua' --events=10 --time=0 --output=svg:esc.svg run > /dev/null
  $ check esc.svg | sed -n 1p
  svg 760x320, title: sysbench-ng: a<b>&c.lua
