Results as data: --output=json:FILE and csv:FILE, `sysbench compare` and
`sysbench merge` on stored example files (tests/data/results-*.json: a cpu
sweep on two hosts, one with other options, a Lua script), and bad input.
tests/lib/check_results.py validates the JSON schema on its own (types, rates,
histogram totals, percentiles recomputed from the stored histogram).

  $ cp "$TESTS_SRC"/data/*.json .
  $ check() { python3 "$TESTS_SRC/lib/check_results.py" "$@"; }
  $ mask() { sed -E 's/[0-9]+\.[0-9]+/N/g; s/ +/ /g' "$@"; }

--output leaves stdout as the run prints it without (the reference's text):

  $ sysbench --threads=2 --events=500 --time=0 --cpu-max-prime=500 --output=json:one.json cpu run > with
  $ sysbench --threads=2 --events=500 --time=0 --cpu-max-prime=500 cpu run > without
  $ mask with | diff - <(mask without)
  $ check one.json
  one.json: ok, 1 step(s), 1 report(s)

A sweep writes one document for all its steps:

  $ sysbench --threads=1,2 --events=500 --time=0 --cpu-max-prime=500 --percentile=50,95,99.9 --output=json:run.json,csv:run.csv cpu run > /dev/null
  $ check run.json
  run.json: ok, 2 step(s), 2 report(s)

The document names its schema, the tool, the test, every option with its
effective value, and the environment:

  $ python3 - <<'EOF'
  > import json, os, platform, subprocess
  > d = json.load(open("run.json"))
  > print(d["schema"], d["schema_version"], d["tool"]["name"], d["tool"]["version"], d["test"])
  > print(d["percentiles"], [s["threads"] for s in d["steps"]], [s["final"]["events"] for s in d["steps"]])
  > o = d["options"]
  > print(o["threads"], o["cpu-max-prime"], o["time"], o["rand-type"], o["report-checkpoints"], o["output"])
  > e = d["environment"]
  > fs = e["filesystem"]
  > mnt = subprocess.check_output(["findmnt", "-n", "-o", "FSTYPE,SOURCE,TARGET", "-T", "."], text=True).split()
  > print(e["hostname"] == platform.node(), e["kernel"]["release"] == platform.release(),
  >       e["cpu"]["online"] == os.cpu_count(), e["memory_bytes"] > 0)
  > print(fs["path"] == os.getcwd(), [fs["type"], fs["device"], fs["mount_point"]] == mnt,
  >       "rw" in fs["mount_options"].split(","))
  > EOF
  sysbench-ng-results 2 sysbench-ng 1.0.20-ng4 cpu
  [50, 95, 99.9] [1, 2] [500, 500]
  1,2 500 0 special [] ['json:run.json', 'csv:run.csv']
  True True True True
  True True True

CSV: a header, then a row per report, named by its step's label and
thread count:

  $ head -1 run.csv
  step,threads,report,time_total,time_interval,threads_running,events,events_per_sec,reads,writes,other,errors,reconnects,bytes_read,bytes_written,queue_length,concurrency,latency_min_ms,latency_avg_ms,latency_max_ms,latency_sum_ms,latency_p50_ms,latency_p95_ms,latency_p99.9_ms,events_avg,events_stddev,time_avg,time_stddev
  $ tail -n +2 run.csv | cut -d, -f1,2,3,7,25
  threads=1,1,final,500,500.0000
  threads=2,2,final,500,250.0000

Every intermediate and checkpoint report is kept, as many as were printed:

  $ sysbench --time=2 --report-interval=1 --report-checkpoints=1 --cpu-max-prime=500 --output=json:inter.json,csv:inter.csv cpu run > out
  $ check inter.json
  inter.json: ok, 1 step(s), * report(s) (glob)
  $ python3 -c 'import json; s = json.load(open("inter.json"))["steps"][0]; print(len(s["intermediate"]), len(s["checkpoints"]))' > counts
  $ echo "$(grep -c 'thds:' out) $(grep -c 'Checkpoint report' out)" | diff - counts
  $ cut -d, -f3 inter.csv | sort | uniq -c | sed 's/^ *//' | grep -v intermediate
  1 checkpoint
  1 final
  1 report

The validator is not a formality: a tampered file fails it.

  $ python3 -c '
  > import json; d = json.load(open("run.json"))
  > d["steps"][1]["final"]["latency_percentiles"]["95"] *= 2
  > d["steps"][0]["final"]["events"] += 1
  > json.dump(d, open("bad.json", "w"))'
  $ check bad.json
  bad.json: steps[0].final: events_per_sec is not events / time_interval
  bad.json: steps[0].final: latency_avg is not latency_sum_ns / events
  bad.json: steps[0].final: histogram counts do not add up to events
  bad.json: steps[1].final: 95th percentile *, the histogram gives * (glob)
  [1]
  $ check results-a.json results-b.json results-c.json results-lua.json
  results-a.json: ok, 2 step(s), 6 report(s)
  results-b.json: ok, 2 step(s), 5 report(s)
  results-c.json: ok, 2 step(s), 2 report(s)
  results-lua.json: ok, 3 step(s), 3 report(s)

compare: the files, then what differs in configuration and environment,
then every figure of every step side by side with its ratio to the first:

  $ sysbench compare results-a.json results-b.json
  Result files:
    [1] results-a.json: cpu on host-a, 2025-06-01T10:00:00Z, sysbench-ng 1.0.20-ng.1
    [2] results-b.json: cpu on host-b, 2025-06-01T11:00:00Z, sysbench-ng 1.0.20-ng.1
  
  Configuration differences:
    none
  
  Environment differences:
    environment   results-a.json  results-b.json
    hostname      host-a          host-b
    cpu.model     Example CPU A   Example CPU B
    memory_bytes  8589934592      4294967296
  
  Figures (final reports; ratio: against the first file):
    threads  figure             results-a.json  results-b.json  ratio
          1  events/s                 15775.85        19181.88  1.216
          1  events                      31661           38369  1.212
          1  latency min (ms)            0.031           0.032  1.044
          1  latency avg (ms)            0.063           0.052  0.824
          1  latency max (ms)           12.104          12.114  1.001
          1  latency 50th (ms)           0.036           0.037  1.029
          1  latency 95th (ms)           0.051           0.042  0.811
          1  latency 99th (ms)           0.075           0.070  0.932
          1  time (s)                   2.0069          2.0003  0.997
          2  events/s                 17218.01        17411.92  1.011
          2  events                      34509           34952  1.013
          2  latency min (ms)            0.031           0.032  1.022
          2  latency avg (ms)            0.116           0.114  0.986
          2  latency max (ms)           16.150          20.147  1.248
          2  latency 50th (ms)           0.036           0.037  1.014
          2  latency 95th (ms)           0.051           0.042  0.829
          2  latency 99th (ms)           0.249           0.138  0.556
          2  time (s)                   2.0042          2.0074  1.002
  

Other options and another test are configuration differences; a step only
one file has shows "-" elsewhere. --format=markdown prints the same as
Markdown, ready to paste:

  $ sysbench compare --format=markdown results-a.json results-c.json results-lua.json | sed -n '/Configuration/,/^### Figures/p'
  ### Configuration differences
  
  | option          | results-a.json | results-c.json | results-lua.json |
  | :-------------- | :------------- | :------------- | :--------------- |
  | test            | cpu            | cpu            | sweep_sleep.lua  |
  | threads         | 1,2            | 1,2            | 1..4             |
  | events          | 0              | 0              | 200              |
  | time            | 2              | 1              | 0                |
  | report-interval | 1              | 0              | 0                |
  | cpu-max-prime   | 2000           | 3000           | -                |
  | fail-at         | -              | -              | 0                |
  
  ### Environment differences
  
  None.
  
  ### Figures (final reports; ratio: against the first file)
  $ sysbench compare --format=markdown results-a.json results-lua.json | grep '^| *\(threads *| figure\|-\|4 .*events/s\)'
  | threads | figure            | results-a.json | results-lua.json |  ratio |
  | ------: | :---------------- | -------------: | ---------------: | -----: |
  |       4 | events/s          |              - |          1904.46 |      - |

merge: a file merged with itself doubles every count and keeps every
percentile, minimum, maximum and average:

  $ sysbench merge --output=json:self.json results-a.json results-a.json
  Wrote json results to self.json (2 hosts)
  $ check self.json
  self.json: ok, 2 step(s), 6 report(s)
  $ python3 - <<'EOF'
  > import json
  > a, m = json.load(open("results-a.json")), json.load(open("self.json"))
  > counts = ["threads_running", "events", "reads", "writes", "other", "errors", "reconnects",
  >           "bytes_read", "bytes_written", "queue_length", "concurrency", "latency_sum_ns"]
  > same = ["time_total", "time_interval", "latency_avg", "latency_pct", "latency_percentiles",
  >         "latency_min", "latency_max", "latency_min_ns", "latency_max_ns",
  >         "events_avg", "events_stddev", "time_avg", "time_stddev"]
  > n = 0
  > for sa, sm in zip(a["steps"], m["steps"]):
  >     for ra, rm in [(sa["final"], sm["final"])] + list(zip(sa["intermediate"], sm["intermediate"])):
  >         assert all(rm[k] == 2 * ra[k] for k in counts)
  >         assert rm["histogram"] == [[i, 2 * c] for i, c in ra["histogram"]]
  >         assert rm["events_per_sec"] == 2 * ra["events_per_sec"]
  >         assert all(rm[k] == ra[k] for k in same if k in ra), [k for k in same if k in ra and rm[k] != ra[k]]
  >         n += 1
  > print(n, "reports doubled,", m["hosts"], "hosts,", [f["file"] for f in m["merged_from"]])
  > EOF
  6 reports doubled, 2 hosts, ['results-a.json', 'results-a.json']

Two hosts: throughputs add; intermediate reports only one host has are
left out with a warning; compare names the merged hosts:

  $ sysbench merge --output=json:ab.json,csv:ab.csv results-a.json results-b.json
  WARNING: step 1 (1 thread): 1 intermediate report(s) not in every file are left out
  Wrote json results to ab.json (2 hosts)
  Wrote csv results to ab.csv (2 hosts)
  $ check ab.json
  ab.json: ok, 2 step(s), 5 report(s)
  $ python3 - <<'EOF'
  > import json, math
  > a, b, m = (json.load(open(f)) for f in ["results-a.json", "results-b.json", "ab.json"])
  > for sa, sb, sm in zip(a["steps"], b["steps"], m["steps"]):
  >     fa, fb, fm = sa["final"], sb["final"], sm["final"]
  >     print(sm["threads"], fm["events"] == fa["events"] + fb["events"],
  >           math.isclose(fm["events_per_sec"], fa["events_per_sec"] + fb["events_per_sec"]),
  >           fm["latency_min_ns"] == min(fa["latency_min_ns"], fb["latency_min_ns"]),
  >           fm["latency_max_ns"] == max(fa["latency_max_ns"], fb["latency_max_ns"]),
  >           len(sm["intermediate"]))
  > EOF
  1 True True True True 1
  2 True True True True 2
  $ sysbench compare ab.json results-a.json | sed -n 2,3p
    [1] ab.json: cpu on host-a and 1 more (merged), *, sysbench-ng 1.0.20-ng4 (glob)
    [2] results-a.json: cpu on host-a, 2025-06-01T10:00:00Z, sysbench-ng 1.0.20-ng.1
  $ sysbench merge --output=json:abab.json ab.json ab.json && python3 -c 'import json; d = json.load(open("abab.json")); print(d["hosts"], len(d["merged_from"]))'
  Wrote json results to abab.json (4 hosts)
  4 4

Results of different tests or options, files that are not ours or of
another schema version: a clear message and exit 1, nothing written:

  $ sysbench merge --output=json:x.json results-a.json results-c.json; echo "exit $?"
  FATAL: cannot merge results-c.json with results-a.json: different options (--time is '1' in results-c.json, '2' in results-a.json)
  exit 1
  $ sysbench merge --output=json:x.json results-a.json results-lua.json; echo "exit $?"
  FATAL: cannot merge results-lua.json (test 'sweep_sleep.lua') with results-a.json (test 'cpu'): different tests
  exit 1
  $ for f in not-results.json results-v3.json results-truncated.json missing.json /; do sysbench compare results-a.json $f; echo "exit $?"; done
  FATAL: not-results.json: not a sysbench-ng result file (no "schema": "sysbench-ng-results")
  exit 1
  FATAL: results-v3.json: schema version 3 is not supported (this sysbench reads versions 1 to 2)
  exit 1
  FATAL: results-truncated.json: not a JSON document (line 114, column 4: expected a member name)
  exit 1
  FATAL: missing.json: No such file or directory
  exit 1
  FATAL: /: Is a directory
  exit 1
  $ sysbench merge --output=json:x.json results-v3.json; echo "exit $?"
  FATAL: results-v3.json: schema version 3 is not supported (this sysbench reads versions 1 to 2)
  exit 1
  $ ls x.json
  ls: cannot access 'x.json': No such file or directory
  [2]

Usage errors:

  $ sysbench merge results-a.json; echo "exit $?"
  FATAL: merge needs --output and at least one result file
  Usage:
    sysbench compare [--format=text|markdown] [--relative=first|geomean] [--verbose] [--output=svg:FILE[,html:FILE]]
                     RESULT.json [RESULT.json ...]
    sysbench compare [--format=text|markdown] [--verbose] A.json [A.json ...] vs B.json [B.json ...]
    sysbench merge --output=json:FILE[,csv:FILE,svg:FILE,html:FILE,openmetrics:FILE,prometheus:FILE] RESULT.json [RESULT.json ...]
  exit 1
  $ sysbench compare > /dev/null; echo "exit $?"
  exit 1
  $ sysbench compare --format=html results-a.json; echo "exit $?"
  FATAL: Invalid value for --format: 'html' (expected text or markdown)
  exit 1
  $ sysbench compare --threads=2 results-a.json; echo "exit $?"
  invalid option: --threads=2
  exit 1

Bad --output values fail before the run starts:

  $ sysbench --output=xml:x cpu run; echo "exit $?"
  FATAL: Invalid value for --output: 'xml:x' (expected json:FILE, csv:FILE, svg:FILE, html:FILE, openmetrics:FILE or prometheus:FILE)
  exit 1
  $ sysbench --output=json: cpu run; echo "exit $?"
  FATAL: Invalid value for --output: 'json:' (expected json:FILE, csv:FILE, svg:FILE, html:FILE, openmetrics:FILE or prometheus:FILE)
  exit 1
  $ sysbench --output=json:no/such/dir/r.json cpu run; echo "exit $?"
  FATAL: Cannot write results to 'no/such/dir/r.json': No such file or directory
  exit 1
  $ mkdir adir
  $ sysbench --output=json:adir cpu run; echo "exit $?"
  FATAL: Cannot write results to 'adir': Is a directory
  exit 1
  $ python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind("sock")'
  $ sysbench --output=json:sock cpu run; echo "exit $?"
  FATAL: Cannot write results to 'sock': not a regular file, FIFO or character device
  exit 1

A result file is replaced only by a complete new one, written beside it
and renamed over it: when the disk fills up (here, the file size limit)
the old file stays as it was and no temporary file is left behind (it was
truncated before). The file keeps its mode; a symbolic link is followed to
its file and stays a link:

  $ echo 'old results' > keep.json && chmod 640 keep.json
  $ (trap '' XFSZ; ulimit -f 1; sysbench --events=10 --time=0 --cpu-max-prime=500 --output=json:keep.json cpu run) | tail -1; echo "exit ${PIPESTATUS[0]}"
  FATAL: Cannot write results to 'keep.json': File too large
  exit 1
  $ cat keep.json; ls -A | grep -c keep
  old results
  1
  $ sysbench --events=10 --time=0 --cpu-max-prime=500 --output=json:keep.json cpu run > /dev/null
  $ check keep.json; stat -c %a keep.json
  keep.json: ok, 1 step(s), 1 report(s)
  640
  $ mkdir real && echo old > real/r.json && ln -s real/r.json link.json && ln -s missing.json dangling.json
  $ sysbench --events=10 --time=0 --cpu-max-prime=500 --output=json:link.json,csv:dangling.json cpu run > /dev/null
  $ test -L link.json && test -L dangling.json && check real/r.json && head -c 8 missing.json; echo
  real/r.json: ok, 1 step(s), 1 report(s)
  step,thr

FIFOs and character devices are written as they are; so is the file
stdout goes to (/dev/stdout redirected to a file: opening it again
truncated the report printed before):

  $ mkfifo fifo && { cat fifo > from-fifo & reader=$!; }
  $ sysbench --events=10 --time=0 --cpu-max-prime=500 --output=json:fifo,csv:/dev/null cpu run > /dev/null
  $ wait $reader; check from-fifo
  from-fifo: ok, 1 step(s), 1 report(s)
  $ sysbench --events=10 --time=0 --cpu-max-prime=500 --output=json:/dev/stdout cpu run > all.txt
  $ head -1 all.txt; grep -c 'General statistics' all.txt; tail -1 all.txt
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  1
  }

Schema version 2: every step has a label and the options that differ from
the run's own (a sweep's steps: their thread count):

  $ sysbench --threads=1,2 --events=200 --time=0 --cpu-max-prime=500 --output=json:new.json cpu run > /dev/null
  $ python3 -c 'import json; d = json.load(open("new.json")); print(d["schema_version"], [(s["label"], s["options"], s["threads"]) for s in d["steps"]])'
  2 [('threads=1', {'threads': '1'}, 1), ('threads=2', {'threads': '2'}, 2)]

Version-1 files still load, their steps named as version 2 names them, so
compare matches an old file's steps with a new one's:

  $ sysbench compare results-a.json new.json | sed -n '/^Figures/,$p' | grep -e threads -e 'events/s'
    threads  figure * results-a.json * new.json * ratio (glob)
          1  events/s          * (glob)
          2  events/s          * (glob)

compare matches steps by label, whatever their order or thread counts,
and names them by label when they are not a sweep's:

  $ python3 - <<'PY'
  > import json
  > d = json.load(open("new.json"))
  > for s, label in zip(d["steps"], ["rnd 4K", "seq 1M"]):
  >     s["label"], s["options"] = label, {"file-block-size": label.split()[1]}
  > json.dump(d, open("x.json", "w"))
  > d["steps"].reverse()
  > d["steps"][0]["final"]["events"] *= 2
  > json.dump(d, open("y.json", "w"))
  > PY
  $ sysbench compare x.json y.json | sed -n '/^Figures/,$p' | grep -e step -e ' events '
      step  figure * x.json * y.json  ratio (glob)
    rnd 4K  events * 200 * 200  1.000 (glob)
    seq 1M  events * 200 * 400  2.000 (glob)

compare shows a latency row too small for ms (below 0.01 ms, where
sub-microsecond ones read 0.000) in microseconds, the unit in its label:

  $ cp "$TESTS_SRC"/data/results-fast16.json .
  $ sysbench compare results-fast16.json results-fast16.json | grep '^ *1  latency'
          1  latency min (\xc2\xb5s)                 0.015                0.015  1.000 (esc)
          1  latency avg (\xc2\xb5s)                 0.057                0.057  1.000 (esc)
          1  latency max (ms)                 22.754               22.754  1.000
          1  latency 95th (\xc2\xb5s)                0.020                0.020  1.000 (esc)

Two runs in one directory differ in its free space (here 20 MiB written
between them): not an environment difference:

  $ mkdir fs && cd fs
  $ sysbench --events=10 --time=0 --cpu-max-prime=100 --output=json:a.json cpu run > /dev/null
  $ head -c 20971520 /dev/zero > filler && sync
  $ sysbench --events=10 --time=0 --cpu-max-prime=100 --output=json:b.json cpu run > /dev/null
  $ python3 -c 'import json; print(json.load(open("a.json"))["environment"]["filesystem"]["free_bytes"] != json.load(open("b.json"))["environment"]["filesystem"]["free_bytes"])'
  True
  $ sysbench compare a.json b.json | sed -n '/^Environment/,/^$/p'
  Environment differences:
    none
  
  $ cd .. && rm -r fs

A result file can be the only thing on stdout (--output=json:-), to pipe
into a JSON parser: the text that goes to stdout otherwise (the banner,
the report) goes to stderr then:

  $ sysbench --events=10 --time=0 --cpu-max-prime=100 --output=json:- cpu run 2> text | python3 -c 'import json, sys; d = json.load(sys.stdin); print(d["test"], len(d["steps"]))'
  cpu 1
  $ grep -c -e '^sysbench 1.0.20-ng' -e 'total number of events' text
  2
  $ sysbench merge --output=csv:- results-fast16.json 2>/dev/null | head -1 | cut -d, -f1-3
  step,threads,report
  $ sysbench merge --output=csv:-,json:m.json results-fast16.json 2>&1 >/dev/null
  Wrote json results to m.json (1 host)
