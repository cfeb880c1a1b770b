Result files from someone else: compare and merge treat them as hostile
input. Control characters cannot reach the terminal, limits are named,
counts never wrap, and nothing grows without bound.

  $ cp "$TESTS_SRC"/data/results-a.json .

Escape sequences, control characters, bidirectional overrides and bytes
that are not UTF-8 are printed escaped, as the SVG and HTML writers drop
them (a file could otherwise clear the screen, retitle the terminal or
reorder a line):

  $ python3 - <<'EOF'
  > import json
  > d = json.load(open("results-a.json"))
  > d["environment"]["hostname"] = "evil\x1b[2J\x1b[Hhost"
  > d["test"] = "cpu\u202egnp"
  > d["options"]["time"] = "2\x1b]0;owned\x07"
  > d["options"]["x\u009b31m"] = "1"
  > d["created"] = "2025\r"
  > json.dump(d, open("evil.json", "w"))
  > s = open("evil.json", "rb").read().replace(b'"os": "Debian', b'"os": "\xff\xfeDebian')
  > open("evil.json", "wb").write(s)
  > EOF
  $ sysbench compare results-a.json evil.json | sed -n '/^Result/,/^Figures/p'
  Result files:
    [1] results-a.json: cpu on host-a, 2025-06-01T10:00:00Z, sysbench-ng 1.0.20-ng.1
    [2] evil.json: cpu\u202egnp on evil\x1b[2J\x1b[Hhost, 2025\x0d, sysbench-ng 1.0.20-ng.1
  
  Configuration differences:
    option      results-a.json  evil.json
    test        cpu             cpu\u202egnp
    time        2               2\x1b]0;owned\x07
    x\u009b31m  -               1
  
  Environment differences:
    environment  results-a.json                  evil.json
    hostname     host-a                          evil\x1b[2J\x1b[Hhost
    os           Debian GNU/Linux 12 (bookworm)  \xff\xfeDebian GNU/Linux 12 (bookworm)
  
  Figures (final reports; ratio: against the first file):
  $ sysbench compare --format=markdown evil.json | sed -n 3p
  1. `evil.json`: cpu\u202egnp on evil\x1b[2J\x1b[Hhost, 2025\x0d, sysbench-ng 1.0.20-ng.1
  $ sysbench merge --output=json:m.json results-a.json evil.json
  FATAL: cannot merge evil.json (test 'cpu\u202egnp') with results-a.json (test 'cpu'): different tests
  [1]
  $ sed 's/"cpu\\u202egnp"/"cpu"/' evil.json > evil2.json
  $ sysbench merge --output=json:m.json results-a.json evil2.json
  FATAL: cannot merge evil2.json with results-a.json: different options (--time is '2\x1b]0;owned\x07' in evil2.json, '2' in results-a.json)
  [1]

A small result file to build hostile ones from (one step, no intermediate
reports):

  $ python3 "$TESTS_SRC/lib/small_result.py" results-a.json small.json

A file larger than 256 MiB is refused before it is read, as is a name
given twice (a million option keys, and one more, are in results_scale.t):

  $ truncate -s $((256 * 1048576 + 1)) huge.json
  $ sysbench compare huge.json
  FATAL: huge.json: larger than 256 MiB, the most a result file may be
  [1]
  $ sed 's/"status": 0,/"status": 0, "status": 1,/' small.json > twice.json
  $ sysbench compare twice.json
  FATAL: twice.json: not a JSON document (line 1, column *: member "status" appears twice) (glob)
  [1]

Counts never wrap: hosts beyond an int, or counters and histogram counts
that add up beyond 64 bits, are refused rather than merged into nonsense:

  $ python3 - <<'EOF'
  > import json
  > d = json.load(open("small.json"))
  > d["hosts"] = 2147483647
  > json.dump(d, open("hosts.json", "w"))
  > d = json.load(open("small.json"))
  > f = d["steps"][0]["final"]
  > f["events"] = 2**63
  > json.dump(d, open("events.json", "w"))
  > f["events"] = 100
  > f["histogram"][0][1] = 2**63
  > json.dump(d, open("hist.json", "w"))
  > f["histogram"][1][1] = 2**63
  > json.dump(d, open("hist1.json", "w"))
  > EOF
  $ sysbench merge --output=json:x.json hosts.json hosts.json
  FATAL: cannot merge these files: they hold 4294967294 hosts in all, more than 2147483647
  [1]
  $ sysbench merge --output=json:x.json events.json events.json
  FATAL: cannot merge these files: their events add up to more than 18446744073709551615 (step 1, final report)
  [1]
  $ sysbench merge --output=json:x.json hist.json hist.json
  FATAL: cannot merge these files: their histogram counts add up to more than 18446744073709551615 (step 1, final report)
  [1]
  $ sysbench compare hist1.json
  FATAL: hist1.json: steps[0].final: histogram counts add up to more than 18446744073709551615
  [1]
  $ ls x.json
  ls: cannot access 'x.json': No such file or directory
  [2]

A step's kind is one of three ("threads", "suite", "pass"); files from
before it was recorded get it from their labels (and test); anything else
is refused, naming the field:

  $ python3 - <<'EOF'
  > import json
  > d = json.load(open("results-a.json"))
  > d["steps"][0]["kind"] = "sweep"
  > json.dump(d, open("kind.json", "w"))
  > d["steps"][0]["kind"] = 7
  > json.dump(d, open("kind7.json", "w"))
  > EOF
  $ sysbench compare kind.json; echo "exit $?"
  FATAL: kind.json: steps[0]: "kind" must be "threads", "suite", "pass" or "repeat"
  exit 1
  $ sysbench compare kind7.json | tail -1; echo "exit ${PIPESTATUS[0]}"
  FATAL: kind7.json: steps[0]: "kind" must be "threads", "suite", "pass" or "repeat"
  exit 1
  $ sysbench merge --output=json:m.json results-a.json > /dev/null
  $ python3 -c 'import json; print([s["kind"] for s in json.load(open("m.json"))["steps"]])'
  ['threads', 'threads']

The pictures of a storage card or a unixbench index read its summary and
facts as they find them: anything missing or of another type is left out,
without an invalid access (the ASan/UBSan build checks it):

  $ cp "$TESTS_SRC"/data/results-storage.json "$TESTS_SRC"/data/results-unixbench.json .
  $ python3 - <<'EOF'
  > import json
  > d = json.load(open("results-storage.json"))
  > d["summary"].update(cells=[1, {"best": "x"}, {"name": 5, "direction": "read", "best": {"mb_per_sec": 1e300}}],
  >                     flags="not a list", dd=3, fsync={"latency_p99_ms": "x"}, size_bytes=-1)
  > json.dump(d, open("card.json", "w"))
  > d = json.load(open("results-unixbench.json"))
  > for i, s in enumerate(d["steps"]):
  >     if "unixbench" in s["facts"]:
  >         s["facts"]["unixbench"].update([("copies", -1), ("index", "x")] if i % 2 else [("test", 3)])
  > json.dump(d, open("index.json", "w"))
  > EOF
  $ export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
  $ "${SYSBENCH_ASAN:-sysbench}" merge --output=svg:card.svg,html:card.html card.json 2>&1 | grep -e Wrote -e 'runtime error' -e Sanitizer
  Wrote svg results to card.svg (1 host)
  Wrote html results to card.html (1 host)
  $ "${SYSBENCH_ASAN:-sysbench}" merge --output=svg:index.svg,html:index.html index.json 2>&1 | grep -e Wrote -e 'runtime error' -e Sanitizer
  Wrote svg results to index.svg (1 host)
  Wrote html results to index.html (1 host)
  $ grep -c '<g class="row">' card.svg index.svg
  card.svg:1
  index.svg:* (glob)
