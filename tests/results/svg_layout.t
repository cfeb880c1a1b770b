Where the text of the pictures lands, as Chromium lays it out
(tests/lib/check_layout.py): inside the image, on no other text, and across no
curve, point, tick, legend line or frame. The pictures: a live single step
of sub-microsecond events, a stored 16-step sweep of them
(--threads=1,...,16 --report-interval=1), a stored 3-step sweep of slow
events, a merged file, a sweep without intermediate reports, a sweep
whose knee is a steep drop (the label must not sit on the line coming down
to it), a sweep to 64 threads whose ideal line leaves the plot, and the
pictures of runs that are not threads sweeps: a suite's steps by label (one
label longer than the picture is wide, cut), the storage scorecard (its
flags wrapped under its tables) and the unixbench index. One Chromium run
lays out all of them.

  $ cp "$TESTS_SRC"/data/results-[ab].json "$TESTS_SRC"/data/results-lua.json .
  $ cp "$TESTS_SRC"/data/results-fast16.json "$TESTS_SRC"/data/results-slow3.json .
  $ sysbench --time=2 --report-interval=1 --cpu-max-prime=2 --output=svg:one.svg,html:one.html cpu run > /dev/null
  $ sysbench merge --output=svg:fast16.svg,html:fast16.html results-fast16.json
  Wrote svg results to fast16.svg (1 host)
  Wrote html results to fast16.html (1 host)
  $ sysbench merge --output=svg:slow3.svg,html:slow3.html results-slow3.json
  Wrote svg results to slow3.svg (1 host)
  Wrote html results to slow3.html (1 host)
  $ sysbench merge --output=html:merged.html results-a.json results-b.json
  WARNING: step 1 (1 thread): 1 intermediate report(s) not in every file are left out
  Wrote html results to merged.html (2 hosts)
  $ sysbench merge --output=svg:lua.svg results-lua.json
  Wrote svg results to lua.svg (1 host)
  $ python3 - <<'PY'
  > import json
  > d = json.load(open("results-lua.json"))
  > d["steps"][2]["final"]["events"] //= 3
  > json.dump(d, open("drop.json", "w"))
  > PY
  $ sysbench merge --output=svg:drop.svg drop.json
  Wrote svg results to drop.svg (1 host)

  $ python3 - <<'PY'
  > import copy, json
  > d = json.load(open("results-lua.json"))
  > first, d["steps"] = d["steps"][0], []
  > for t, eps in zip([1, 2, 4, 8, 16, 32, 64], [1000, 1900, 1950, 1990, 1980, 1995, 1970]):
  >     s = copy.deepcopy(first)
  >     s["threads"], s["final"]["events"] = t, round(eps * s["final"]["time_interval"])
  >     s["final"]["events_per_sec"] = s["final"]["events"] / s["final"]["time_interval"]
  >     d["steps"].append(s)
  > json.dump(d, open("far64.json", "w"))
  > PY
  $ sysbench merge --output=svg:far64.svg far64.json > /dev/null
  $ cat > steps.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   sysbench.run("cpu", { events = 100, time = 0, label = "primes to 10000" })
  >   sysbench.run("cpu", { events = 100, time = 0, cpu_max_prime = 2000,
  >     label = "primes to 2000, " .. string.rep("a label far longer than the picture is wide ", 3) })
  > end } }
  > LUA
  $ sysbench steps.lua run --output=svg:steps.svg,html:steps.html > /dev/null
  $ cp "$TESTS_SRC"/data/results-storage.json "$TESTS_SRC"/data/results-unixbench.json .
  $ sysbench merge --output=svg:storage.svg,html:storage.html results-storage.json > /dev/null
  $ sysbench merge --output=svg:unixbench.svg,html:unixbench.html results-unixbench.json > /dev/null
  $ python3 "$TESTS_SRC/lib/check_layout.py" far64.svg steps.svg steps.html storage.svg storage.html unixbench.svg unixbench.html
  far64.svg: 19 texts inside 760x352, none overlapping or crossing a line
  steps.svg: 16 texts inside 760x110, none overlapping or crossing a line
  steps.html: 16 texts inside 760x110, none overlapping or crossing a line
  storage.svg: 64 texts inside 760x510, none overlapping or crossing a line
  storage.html: 64 texts inside 760x510, none overlapping or crossing a line
  unixbench.svg: 51 texts inside 760x352, none overlapping or crossing a line
  unixbench.html: 51 texts inside 760x352, none overlapping or crossing a line
  $ grep -o '>primes to 2000, [^<]*<' steps.svg | grep -c "$(printf '\342\200\246')<\$"
  1
  $ grep -c 'wide a label far longer than the picture is wide </td>' steps.html
  1

A monitored sweep (the Raspberry Pi fixture of tests/monitor/monitor.t, throttled
and under-volted): each step's verdict on a line (cut to the width), then
the frequency and temperature it sampled, on the time axis of the
throughput and latency over time:

  $ cp -a "$TESTS_SRC/data/monitor/pi4" pi4 && printf '50005\n' > "pi4/sys/devices/platform/soc/soc:firmware/get_throttled"
  $ SYSBENCH_SYSFS_ROOT=pi4/sys SYSBENCH_PROCFS_ROOT=pi4/proc sysbench cpu --time=2 --report-interval=1 --threads=1,2 --output=svg:mon.svg,html:mon.html run > /dev/null
  $ grep -o 'class="monitor-verdict"[^>]*>threads=1: Monitor: governor ondemand' mon.svg | wc -l
  1
  $ grep -c -e '<g id="monitor-frequency">' -e '<g id="monitor-temperature">' mon.svg
  2
  $ python3 "$TESTS_SRC/lib/check_layout.py" mon.svg mon.html
  mon.svg: * texts inside 760x*, none overlapping or crossing a line (glob)
  mon.html: * texts inside 760x*, none overlapping or crossing a line (glob)

The checker fails on text that overlaps other text or leaves the image:

  $ sed 's/>2 threads</>2 threads and more text than the column holds</' fast16.svg > long.svg
  $ sed 's/>Throughput over time</>Throughput over time: a title far, far too long for a picture that is only 760 pixels wide, and so it runs off both sides</' slow3.svg > wide.svg

  $ python3 "$TESTS_SRC/lib/check_layout.py" one.svg one.html fast16.svg fast16.html slow3.svg slow3.html merged.html lua.svg drop.svg long.svg wide.svg
  one.svg: * texts inside 760x*, none overlapping or crossing a line (glob)
  one.html: * texts inside 760x*, none overlapping or crossing a line (glob)
  fast16.svg: 90 texts inside 760x1164, none overlapping or crossing a line
  fast16.html: 90 texts inside 760x1164, none overlapping or crossing a line
  slow3.svg: 51 texts inside 760x1056, none overlapping or crossing a line
  slow3.html: 51 texts inside 760x1056, none overlapping or crossing a line
  merged.html: 45 texts inside 760x1056, none overlapping or crossing a line
  lua.svg: 14 texts inside 760x352, none overlapping or crossing a line
  drop.svg: 14 texts inside 760x352, none overlapping or crossing a line
  problem: long.svg: '2 threads and more text than the column holds' overlaps '3 threads'
  problem: long.svg: '2 threads and more text than the column holds' overlaps '4 threads'
  problem: long.svg: '2 threads and more text than the column holds' crosses a line
  problem: long.svg: '2 threads and more text than the column holds' overlaps '3 threads'
  problem: long.svg: '2 threads and more text than the column holds' overlaps '4 threads'
  problem: long.svg: '2 threads and more text than the column holds' crosses a line
  problem: wide.svg: 'Throughput over time: a title far, far too long for a picture that is only 760 pixels wide, and so it runs off both sides' * is outside the 760x1056 image (glob)
  [1]
