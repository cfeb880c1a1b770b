The picture: --output=svg:FILE draws the scaling curve (events/s against
threads, the knee marked) and, when --report-interval was given, throughput
and latency over time; html:FILE embeds it in a page with the steps' table.
tests/lib/check_svg.py parses the SVG as XML, prints each chart's title, axis
labels, ticks and series, and reads every plotted point back through the
axis ticks to check it against the result file (tests/results/svg_layout.t checks
where the text lands, in Chromium).

  $ cp "$TESTS_SRC"/data/results-[ab].json "$TESTS_SRC"/data/results-lua.json .
  $ check() { python3 "$TESTS_SRC/lib/check_svg.py" "$@"; }

From a stored sweep with intermediate reports (merge of one file writes it
unchanged):

  $ sysbench merge --output=svg:a.svg,html:a.html,json:a.json results-a.json
  Wrote svg results to a.svg (1 host)
  Wrote html results to a.html (1 host)
  Wrote json results to a.json (1 host)
  $ check a.svg a.json
  svg 760x1056, title: sysbench-ng: cpu
  scaling: Scaling: events/s against threads | x: threads [1 2] | y: events/s [0 5000 10000 15000 20000] | 1 series of 2 point(s) | ideal | knee
  scaling: 3 point(s) read back within 0.5% of the axis
  throughput: Throughput over time | x: time (s) [0 0.5 1.0 1.5 2.0 2.5] | y: events/s [0 5000 10000 15000 20000] | 2 series of 2,2 point(s)
  throughput: 4 point(s) read back within 0.5% of the axis
  latency: Latency over time (50th percentile) | x: time (s) [0 0.5 1.0 1.5 2.0 2.5] | y: latency (\xc2\xb5s) [0 10 20 30 40] | 2 series of 2,2 point(s) (esc)
  latency: 4 point(s) read back within 0.5% of the axis
  $ check a.html a.json | sed -n 1,2p
  html: 3 table row(s), 1 svg
  header: threads | events/s | avg (\xc2\xb5s) | 50th (\xc2\xb5s) | 95th (\xc2\xb5s) | 99th (\xc2\xb5s) | speedup | efficiency | note (esc)

Without intermediate reports there is only the scaling chart; 1, 2, 4
threads are on a log scale (the scale that spaces the steps more evenly),
one tick per step. The y axis follows the measured events/s; the dashed
ideal line is cut where it leaves the plot:

  $ sysbench merge --output=svg:lua.svg results-lua.json
  Wrote svg results to lua.svg (1 host)
  $ check lua.svg results-lua.json
  svg 760x352, title: sysbench-ng: sweep_sleep.lua
  scaling: Scaling: events/s against threads | x: threads [1 2 4] | y: events/s [0 500 1000 1500 2000] | 1 series of 3 point(s) | ideal | knee
  scaling: 5 point(s) read back within 0.5% of the axis

From a live run with --report-interval (a single step: one point on the
scaling chart, one line in the charts over time):

  $ sysbench --time=2 --report-interval=1 --cpu-max-prime=500 --output=svg:run.svg,json:run.json cpu run > /dev/null
  $ check run.svg run.json | sed 's/\[[0-9.kMG ]*\]/<ticks>/g; s/latency ([^)]*)/latency (<unit>)/'
  svg 760x1056, title: sysbench-ng: cpu
  scaling: Scaling: events/s against threads | x: threads <ticks> | y: events/s <ticks> | 1 series of 1 point(s)
  scaling: 1 point(s) read back within 0.5% of the axis
  throughput: Throughput over time | x: time (s) <ticks> | y: events/s <ticks> | 1 series of * point(s) (glob)
  throughput: * point(s) read back within 0.5% of the axis (glob)
  latency: Latency over time (95th percentile) | x: time (s) <ticks> | y: latency (<unit>) <ticks> | 1 series of * point(s) (glob)
  latency: * point(s) read back within 0.5% of the axis (glob)

The checker fails on a picture whose points do not match the data:

  $ sed 's/"events_per_sec": 1[0-9]/"events_per_sec": 9/' a.json > wrong.json
  $ check a.svg wrong.json | tail -1
  problem: scaling: * (glob)

Names are escaped (a script called a<b>&c.lua):

  $ printf 'function event() end\n' > 'a<b>&c.lua'
  $ sysbench 'a<b>&c.lua' --events=10 --time=0 --output=svg:esc.svg run > /dev/null
  $ check esc.svg | sed -n 1p
  svg 760x352, title: sysbench-ng: a<b>&c.lua

A 16-step sweep of sub-microsecond events (`cpu --cpu-max-prime=2
--threads=1,2,...,16 --report-interval=1`; histograms cut to one bucket at
the 95th percentile to keep the file small). Threads 1 to 16 are spread
evenly on a linear scale, every step labelled; the y axis covers the
measured events/s, millions read 5M (not 5e+06); each of the 16 lines over
time has its own colour; latencies are in ns (not 2e-05 ms), in the charts
and in the table, whose headers are all named:

  $ cp "$TESTS_SRC"/data/results-fast16.json .
  $ sysbench merge --output=svg:fast.svg,html:fast.html,json:fast.json results-fast16.json
  Wrote svg results to fast.svg (1 host)
  Wrote html results to fast.html (1 host)
  Wrote json results to fast.json (1 host)
  $ check fast.svg fast.json
  svg 760x1164, title: sysbench-ng: cpu
  scaling: Scaling: events/s against threads | x: threads [1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16] | y: events/s [0 5M 10M 15M 20M 25M] | 1 series of 16 point(s) | ideal | knee
  scaling: 19 point(s) read back within 0.5% of the axis
  throughput: Throughput over time | x: time (s) [0 0.5 1.0 1.5 2.0 2.5] | y: events/s [0 5M 10M 15M 20M 25M] | 16 series of 2,1,1,2,2,2,2,2,2,2,2,2,2,2,2,2 point(s)
  throughput: 30 point(s) read back within 0.5% of the axis
  latency: Latency over time (95th percentile) | x: time (s) [0 0.5 1.0 1.5 2.0 2.5] | y: latency (ns) [0 5 10 15 20 25] | 16 series of 2,1,1,2,2,2,2,2,2,2,2,2,2,2,2,2 point(s)
  latency: 30 point(s) read back within 0.5% of the axis
  $ check fast.html fast.json | sed -n '1,3p'
  html: 17 table row(s), 1 svg
  header: threads | events/s | avg (ns) | 95th (ns) | speedup | efficiency | note
  table: 16 row(s) read back within 1%
  $ grep -o '<tr><td>1</td>.*</tr>' fast.html
  <tr><td>1</td><td>8278890.88</td><td>57</td><td>20</td><td>1.00</td><td>100.0%</td><td></td></tr>

Slow events (`--cpu-max-prime=1000000`, about 0.6 s each) are in seconds;
the table shows ms:

  $ cp "$TESTS_SRC"/data/results-slow3.json .
  $ sysbench merge --output=svg:slow.svg,html:slow.html,json:slow.json results-slow3.json
  Wrote svg results to slow.svg (1 host)
  Wrote html results to slow.html (1 host)
  Wrote json results to slow.json (1 host)
  $ check slow.svg slow.json | grep latency
  latency: Latency over time (95th percentile) | x: time (s) [0 1 2 3 4 5] | y: latency (s) [0 0.5 1.0 1.5 2.0 2.5 3.0] | 3 series of 4,4,4 point(s)
  latency: 12 point(s) read back within 0.5% of the axis
  $ check slow.html slow.json | sed -n '1,3p'
  html: 4 table row(s), 1 svg
  header: threads | events/s | avg (ms) | 95th (ms) | speedup | efficiency | note
  table: 3 row(s) read back within 1%

A merged page names the other hosts, one of them in the singular:

  $ sysbench merge --output=html:ab.html,json:ab.json results-a.json results-b.json 2>/dev/null
  WARNING: step 1 (1 thread): 1 intermediate report(s) not in every file are left out
  Wrote html results to ab.html (2 hosts)
  Wrote json results to ab.json (2 hosts)
  $ grep -o 'host-a.*(merged)' ab.html
  host-a, Example CPU A and 1 more host (merged)
  $ check ab.html ab.json | sed -n '1,3p'
  html: 3 table row(s), 1 svg
  header: threads | events/s | avg (\xc2\xb5s) | 50th (\xc2\xb5s) | 95th (\xc2\xb5s) | 99th (\xc2\xb5s) | speedup | efficiency | note (esc)
  table: 2 row(s) read back within 1%

The checker fails on repeated colours, exponent tick labels, an ideal line
outside the plot, an unnamed header and a latency cell shown as zero:

  $ sed '0,/stroke="#d62728"/s//stroke="#1f77b4"/' a.svg > same.svg
  $ check same.svg a.json | tail -1
  problem: throughput: 2 series in 1 colour(s)
  $ sed 's/>20000</>2e+04</' a.svg > exp.svg
  $ check exp.svg a.json | tail -1
  problem: tick label '2e+04' is not a plain number
  $ python3 - fast.svg <<'PY' > far.svg
  > import re, sys
  > s = open(sys.argv[1], encoding="utf-8").read()
  > print(re.sub(r'(class="ideal"[^>]* points="\S+ \S+ )(\S+),(\S+)', r'\1\2,-5', s), end="")
  > PY
  $ check far.svg fast.json | tail -1
  problem: scaling: point (166.7, -5.0) outside the plot
  $ sed 's/<th>note</<th></' fast.html > blank.html
  $ check blank.html | tail -1
  problem: a table header is empty
  $ sed 's/<td>57</<td>0</' fast.html > zero.html
  $ check zero.html fast.json | tail -1
  problem: table: avg (ns) of 1 threads reads 0 for 57

A sweep far past the CPUs (1..64 threads on 2 CPUs): the y axis follows
the measured events/s, so that the curve is not flattened against the x
axis; the dashed ideal line is cut where it leaves the plot:

  $ python3 - <<'PY'
  > import copy, json
  > d = json.load(open("results-lua.json"))
  > first = d["steps"][0]
  > d["steps"] = []
  > for t, eps in zip([1, 2, 4, 8, 16, 32, 64], [1000, 1900, 1950, 1990, 1980, 1995, 1970]):
  >     s = copy.deepcopy(first)
  >     s["threads"] = t
  >     s["final"]["events"] = round(eps * s["final"]["time_interval"])
  >     s["final"]["events_per_sec"] = s["final"]["events"] / s["final"]["time_interval"]
  >     d["steps"].append(s)
  > json.dump(d, open("wide.json", "w"))
  > PY
  $ sysbench merge --output=svg:wide.svg wide.json > /dev/null
  $ check wide.svg wide.json
  svg 760x352, title: sysbench-ng: sweep_sleep.lua
  scaling: Scaling: events/s against threads | x: threads [1 2 4 8 16 32 64] | y: events/s [0 500 1000 1500 2000 2500] | 1 series of 7 point(s) | ideal | knee
  scaling: 9 point(s) read back within 0.5% of the axis
  $ grep -o 'class="ideal".*points="[^"]*"' wide.svg | sed 's/.*points="//; s/"//' | wc -w
  3

More than 10 steps over time: hues from blue to red in step order, dark
and light in turn, so that neighbouring steps never look alike (the
checker wants a colour distance of at least 15 between neighbours): 24
steps here.

  $ python3 - <<'PY'
  > import copy, json
  > d = json.load(open("results-fast16.json"))
  > for t in range(17, 25):
  >     s = copy.deepcopy(d["steps"][t - 9])
  >     s["threads"], s["label"], s["options"] = t, "threads=%d" % t, {"threads": str(t)}
  >     d["steps"].append(s)
  > json.dump(d, open("fast24.json", "w"))
  > PY
  $ sysbench merge --output=svg:fast24.svg fast24.json > /dev/null
  $ check fast24.svg fast24.json | grep -e throughput: -e problem
  throughput: Throughput over time | x: time (s) [0 0.5 1.0 1.5 2.0 2.5] | y: events/s [0 5M 10M 15M 20M 25M] | 24 series of 2,1,1,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2 point(s)
  throughput: 46 point(s) read back within 0.5% of the axis

Steps that are not a threads sweep (a suite's runs, here the same test
with two options; the unixbench index's passes; a file whose thread
counts do not increase) are other runs, not thread counts: the picture
shows each step by its label, its events/s as a bar, with no speedup,
efficiency or knee, the page the same table; CSV rows name their step:

  $ cat > primes.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   for _, p in ipairs({ 1000, 4000 }) do
  >     sysbench.run("cpu", { events = 200, time = 0, cpu_max_prime = p, label = "primes to " .. p })
  >   end
  > end } }
  > LUA
  $ sysbench primes.lua run --output=svg:suite.svg,html:suite.html,csv:suite.csv,json:suite.json > /dev/null
  $ check suite.html suite.json
  html: 3 table row(s), 1 svg
  svg 760x110, title: sysbench-ng: primes.lua
  steps: Events/s of each step | 1 table(s): 2 row(s) | 0 note line(s)
  steps: 2 bar(s) as long as their figures, 2 row(s) as in the file
  page: 1 table(s) as in the picture
  $ cat suite.svg suite.html | grep -c -e speedup -e efficiency -e knee
  0
  [1]
  $ grep -o '<tr><th[^/]*</th><th>[^<]*</th><th>[^<]*</th>' suite.html
  <tr><th class="label">step</th><th>threads</th><th>events/s</th>
  $ cut -d, -f1-3 suite.csv
  step,threads,report
  primes to 1000,1,final
  primes to 4000,1,final
  $ python3 -c 'import json; print([s["kind"] for s in json.load(open("suite.json"))["steps"]])'
  ['suite', 'suite']

A file whose thread counts repeat (a hostile one: a threads sweep's labels
on steps of 2, 2, 2 threads) is drawn the same way, without a division by
zero (the ASan/UBSan build checks it):

  $ python3 - <<'PY'
  > import json
  > d = json.load(open("results-lua.json"))
  > for s in d["steps"]:
  >     s["threads"], s["label"] = 2, "threads=2"
  > json.dump(d, open("same.json", "w"))
  > PY
  $ export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  $ "${SYSBENCH_ASAN:-sysbench}" merge --output=svg:same.svg,html:same.html same.json 2>&1 | grep -e Wrote -e 'runtime error'
  Wrote svg results to same.svg (1 host)
  Wrote html results to same.html (1 host)
  $ check same.html same.json | grep -e steps: -e problem
  steps: Events/s of each step | 1 table(s): 3 row(s) | 0 note line(s)
  steps: 3 bar(s) as long as their figures, 3 row(s) as in the file
