`sysbench compare --output` on files of every kind: files of older
releases (tests/data: 1.0.20-ng.1, ng.2 and ng.3, from before the machine
facts), the figures the plug-ins declare (the unixbench index, the
storage card, the net test), and bad input. The pictures are laid out by
Chromium (tests/lib/check_compare.py).

  $ cp "$TESTS_SRC"/data/results-[ab].json "$TESTS_SRC"/data/results-ng3.json "$TESTS_SRC"/data/results-unixbench.json "$TESTS_SRC"/data/results-storage.json .
  $ layout() { python3 "$TESTS_SRC/lib/check_compare.py" "$@"; }

A run records the machine's facts as the kernel's files give them; the
suite's fixture root "none" has none of them, and its directory no disk
of its own there:

  $ sysbench cpu --events=10 --time=0 --output=json:none.json run > /dev/null
  $ jq -c .environment.machine none.json
  {"device":{}}
  $ SYSBENCH_SYSFS_ROOT="$TESTS_SRC/data/monitor/laptop/sys" SYSBENCH_PROCFS_ROOT="$TESTS_SRC/data/monitor/laptop/proc" sysbench cpu --events=10 --time=0 --output=json:laptop.json run > /dev/null
  $ jq -c .environment.machine laptop.json
  {"cpu_model":"12th Gen Intel(R) Core(TM) i7-1260P","cpus":1,"frequency_min_mhz":400,"frequency_max_mhz":4700,"memory_bytes":16479367168,"kernel":"6.8.0-45-generic","device":{}}

Files of 1.0.20-ng.1 load; what they did not record is "unknown" (their
clock range, their verdict), the rest comes from their environment:

  $ sysbench compare --output=html:old.html,svg:old.svg results-a.json results-b.json | tail -2
  Wrote html comparison to old.html
  Wrote svg comparison to old.svg
  $ layout --facts 2 old.html | grep -v '^  file system'
  old.html: 2 machines, every fact filled; 10 charts, 20 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)
    file         results-a.json | results-b.json
    host         host-a | host-b
    CPU          Example CPU A | Example CPU B
    CPUs         * | * (glob)
    clock        unknown | unknown
    memory       8.0 GiB | 4.0 GiB
    disk         * | * (glob)
    kernel       * | * (glob)
    OS           * | * (glob)
    verdict      unknown | unknown
  $ layout 2 old.svg
  old.svg: 2 machines, every fact filled; 10 charts, 20 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)

A file of 1.0.20-ng.3 (tests/data/results-ng3.json: a run of that
release under the Raspberry Pi fixture, host pi-ng3, with the run
monitor on) has no machine facts; its monitor's identity of the step and
what it saw before it stand in for them:

  $ sysbench compare --output=html:ng3.html results-ng3.json results-a.json > /dev/null
  $ layout --facts 2 ng3.html | grep -v -e '^  file system' -e '^  OS'
  ng3.html: 2 machines, every fact filled; 13 charts, 13 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)
    file         results-ng3.json | results-a.json
    host         pi-ng3 | host-a
    CPU          ARM Cortex-A72 (Raspberry Pi 4 Model B Rev 1.4) | Example CPU A
    CPUs         2 | 2
    clock        600-1500 MHz | unknown
    memory       3.7 GiB | 8.0 GiB
    disk         mmcblk0 SD card SC64G, manufacturer 0x000003, serial 0x1234abcd, 59.5 GiB | * (glob)
    kernel       6.1.0-rpi7-rpi-v8 | * (glob)
    verdict      governor ondemand: 600 MHz during the run (of up to 1500 MHz) | unknown

A file whose environment says nothing is unknown everywhere but its name;
a file with the same host as another is named by its file too:

  $ jq '.environment = {}' results-b.json > bare.json
  $ sysbench compare --output=html:bare.html results-a.json bare.json results-a.json > /dev/null
  $ layout --facts 3 bare.html | sed -n '2,3p;5,12p'
    file         results-a.json | bare.json | results-a.json
    host         host-a | unknown | host-a
    CPUs         * | unknown | * (glob)
    clock        unknown | unknown | unknown
    memory       8.0 GiB | unknown | 8.0 GiB
    disk         * | unknown | * (glob)
    file system  * | unknown | * (glob)
    kernel       * | unknown | * (glob)
    OS           * | unknown | * (glob)
    verdict      unknown | unknown | unknown
  $ grep -o '<th>[^<]*</th>' bare.html | head -4
  <th></th>
  <th>host-a (results-a.json)</th>
  <th>bare.json</th>
  <th>host-a (results-a.json)</th>

The unixbench index's own figures (its plug-in's declaration): each test's
index and the score for each number of copies, its passes as the error
bars; the steps' own figures are not charted:

  $ python3 - <<'EOF'
  > import json
  > for name, f in (("results-unixbench.json", 0.6), ("results-storage.json", 0.5)):
  >     d = json.load(open(name))
  >     d["environment"]["hostname"] = "slower"
  >     for s in d["steps"]:
  >         u = s["facts"].get("unixbench", {})
  >         for k in ("result", "figure", "index", "score"):
  >             if k in u:
  >                 u[k] *= f
  >     for c in (d.get("summary") or {}).get("cells", []):
  >         for r in [c["best"]] + c["runs"]:
  >             r["mb_per_sec"] *= f
  >     json.dump(d, open("slower-" + name, "w"))
  > EOF
  $ sysbench compare --output=svg:ub.svg results-unixbench.json slower-results-unixbench.json > /dev/null
  $ grep -o 'class="chart-title"[^>]*>[^<]*' ub.svg | sed 's/.*>//'
  Pipe Throughput index, 1 copy
  Pipe-based Context Switching index, 1 copy
  Process Creation index, 1 copy
  System Call Overhead index, 1 copy
  System Benchmarks Index Score, 1 copy
  Pipe Throughput index, 2 copies
  Pipe-based Context Switching index, 2 copies
  Process Creation index, 2 copies
  System Call Overhead index, 2 copies
  System Benchmarks Index Score, 2 copies
  $ grep -o 'class="value"[^>]*>[^<]*' ub.svg | sed 's/.*>//' | sed -n '1,2p;9,10p'
  660.4 index
  396.2 index
  401.5 index
  240.9 index
  $ grep -o 'class="relative"[^>]*>[^<]*' ub.svg | sed 's/.*>//' | sort | uniq -c | sed 's/^ *//'
  10 0.60
  10 1.00
  $ layout 2 ub.svg
  ub.svg: 2 machines, every fact filled; 10 charts, 20 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)

The storage card's: each cell's best run (MB/s, IOPS, the mean and 99th
percentile latency, its runs as the error bars), the dd-style rows and
the fsync row, from the file's summary:

  $ sysbench compare --output=svg:st.svg results-storage.json slower-results-storage.json > /dev/null
  $ grep -o 'class="chart-title"[^>]*>[^<]*' st.svg | sed 's/.*>//' | sed -n '1,4p;33,36p'
  SEQ1M Q8T1 read: MB/s
  SEQ1M Q8T1 read: IOPS
  SEQ1M Q8T1 read: latency avg
  SEQ1M Q8T1 read: latency 99th percentile
  dd-style write: MB/s
  dd-style read: MB/s
  fsync (2300-byte appends): latency 99th percentile
  fsync (2300-byte appends): syncs/s
  $ grep -o 'class="value"[^>]*>[^<]*' st.svg | sed 's/.*>//' | head -6
  5904 MB/s
  2952 MB/s
  5630 IOPS
  5630 IOPS
  177.7 \xc2\xb5s (esc)
  177.7 \xc2\xb5s (esc)
  $ layout 2 st.svg
  st.svg: 2 machines, every fact filled; 36 charts, 72 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)

The net test's: the Mbit/s it sent, and the TCP round trip its socket
saw, beside the core's figures (a network's bytes are not IOPS), from two
runs against a server of their own. The emulated runs' qemu-user answers
no TCP_INFO, so there the runs record no round trip and the page has no
chart of it:

  $ sysbench net --events=50 --time=0 --output=json:net1.json run > /dev/null && sysbench net --events=50 --time=0 --output=json:net2.json run > /dev/null
  $ sysbench compare --output=html:net.html net1.json net2.json > /dev/null
  $ emulated=no; if [ -x "$(dirname "$SYSBENCH")/qemu" ]; then emulated=yes; fi
  $ jq -r --arg e $emulated '"emulated: \($e), round trip recorded: \(.steps[0].facts.net.client.tcp_rtt_us != null)"' net1.json
  (emulated: no, round trip recorded: true|emulated: yes, round trip recorded: false) (re)
  $ grep -o '<td class="label">threads=1: [^<(]*' net.html | sed 's/.*: //' > charts; grep -v -x 'TCP round trip ' charts
  events/s 
  MiB/s 
  latency avg 
  latency 95th percentile 
  Mbit/s sent 
  $ echo "emulated: $emulated, round trip charts: $(grep -c -x 'TCP round trip ' charts)"
  (emulated: no, round trip charts: 1|emulated: yes, round trip charts: 0) (re)
  $ n=$(wc -l < charts); layout 2 net.html | sed "s/; $n charts, $((2 * n)) bars within/; each chart's 2 bars within/"
  net.html: 2 machines, every fact filled; each chart's 2 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)

Text from a file may come from anyone: control characters, bytes that are
not UTF-8 and markup in a host name, a CPU model or a step's label are
escaped; the picture stays well-formed XML and the page gets no element
from them:

  $ python3 - <<'EOF'
  > import json
  > d = json.load(open("results-a.json"))
  > d["environment"]["hostname"] = "evil\x1b[2J<script>alert(1)</script>"
  > d["environment"]["cpu"]["model"] = "CPU & <b>bold</b> XFF"
  > d["steps"][0]["label"] = "threads=1 <img src=x>"
  > open("evil.json", "wb").write(json.dumps(d).encode().replace(b"XFF", b"\xff"))
  > EOF
  $ sysbench compare --output=svg:evil.svg,html:evil.html evil.json results-b.json > /dev/null; echo "exit $?"
  exit 0
  $ python3 -c 'import xml.dom.minidom as m; m.parse("evil.svg"); print("well-formed")'
  well-formed
  $ grep -c -e '<script' -e '<b>' -e '<img' evil.html evil.svg
  evil.html:0
  evil.svg:0
  [1]
  $ grep -o -e '<th>evil[^<]*' -e '<td class="label">CPU[^<]*' evil.html
  <th>evil\x1b[2J&lt;script&gt;alert(1)&lt;/script&gt;
  <td class="label">CPU &amp; &lt;b&gt;bold&lt;/b&gt; \xff
  <th>evil\x1b[2J&lt;script&gt;alert(1)&lt;/script&gt;

Bad input: a format that cannot show a comparison, a --relative it does
not know, an --output that is one of the files compared: each a FATAL
line, exit 1, nothing written.

  $ sysbench compare --output=json:x.json results-a.json results-b.json; echo "exit $?"
  FATAL: compare cannot write json: its --output takes svg:FILE, html:FILE
  exit 1
  $ sysbench compare --relative=median results-a.json; echo "exit $?"
  FATAL: Invalid value for --relative: 'median' (expected first or geomean)
  exit 1
  $ cp results-b.json keep.json
  $ sysbench compare --output=svg:results-b.json results-a.json results-b.json; echo "exit $?"
  FATAL: compare would overwrite its input results-b.json: choose another --output file
  exit 1
  $ cmp results-b.json keep.json && ls x.json 2>&1
  ls: cannot access 'x.json': No such file or directory
  [2]
