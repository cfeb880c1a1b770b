Per-query-type figures in result files, against both servers: each step of
a database run has "queries" (read, write, other, as the SQL statistics
block counts statements) with their count, latencies and histogram over the
step's measured events. The text report stays the reference's.

  $ . "$TESTS_SRC/lib/db_lib.sh" && fresh_db results
  $ O="--tables=2 --table-size=100 --rand-seed=1"
  $ for d in "$MY" "$PG"; do sysbench oltp_read_write $d $O prepare > /dev/null; done
  $ stats() { sed -n 's/^ *\(read\|write\|other\|total\): *\([0-9]*\).*/\1 \2/p' | tr '\n' ' '; echo; }
  $ cat > qs.py <<'PY'
  > import json, sys
  > # qs.py FILE: each step's query counts beside its final report's counters.
  > for s in json.load(open(sys.argv[1]))["steps"]:
  >     q, f = s.get("queries"), s["final"]
  >     if q is None:
  >         print("%s: no queries" % s["label"])
  >         continue
  >     n = [q[k]["count"] for k in ("read", "write", "other")]
  >     r = [f["reads"], f["writes"], f["other"]]
  >     print("%s: read %d write %d other %d total %d, %s" % (s["label"], *n, sum(n),
  >           "as the report" if n == r else "the report's %s" % r))
  > PY

A run: the counts add up to the report's, and the statements took part of
the transactions' time:

  $ sysbench oltp_read_write $MY $O --events=5 --output=json:my.json run | stats
  read 70 write 20 other 10 total 100 
  $ python3 qs.py my.json
  threads=1: read 70 write 20 other 10 total 100, as the report
  $ sysbench oltp_read_write $PG $O --events=5 --output=json:pg.json run | stats
  read 70 write 20 other 10 total 100 
  $ python3 qs.py pg.json
  threads=1: read 70 write 20 other 10 total 100, as the report
  $ python3 "$TESTS_SRC/lib/check_results.py" my.json pg.json
  my.json: ok, 1 step(s), 1 report(s)
  pg.json: ok, 1 step(s), 1 report(s)
  $ python3 - <<'PY'
  > import json
  > s = json.load(open("my.json"))["steps"][0]
  > print(list(s))
  > print(list(s["queries"]))
  > print(list(s["queries"]["read"]))
  > q = s["queries"]
  > print(0 < sum(q[k]["latency_sum_ns"] for k in q) < s["final"]["latency_sum_ns"])
  > PY
  ['label', 'started', 'threads', 'kind', 'options', 'status', 'facts', 'queries', 'monitor', 'final', 'checkpoints', 'intermediate']
  ['read', 'write', 'other']
  ['count', 'latency_min', 'latency_avg', 'latency_max', 'latency_sum', 'latency_pct', 'latency_percentiles', 'latency_min_ns', 'latency_max_ns', 'latency_sum_ns', 'histogram']
  True

A threads sweep: each step's own figures (they restart with each run), in
CSV too, on the final rows:

  $ sysbench oltp_read_write $MY $O --events=20 --threads=1,2 --output=json:sweep.json,csv:sweep.csv run > /dev/null
  $ python3 qs.py sweep.json
  threads=1: read 280 write * other * total *, as the report (glob)
  threads=2: read * write * other * total *, as the report (glob)
  $ python3 "$TESTS_SRC/lib/check_results.py" sweep.json
  sweep.json: ok, 2 step(s), 2 report(s)
  $ head -1 sweep.csv | tr ',' '\n' | grep -A 100 time_stddev | tr '\n' ' '; echo
  time_stddev read_queries read_latency_min_ms read_latency_avg_ms read_latency_max_ms read_latency_sum_ms read_latency_p95_ms write_queries write_latency_min_ms write_latency_avg_ms write_latency_max_ms write_latency_sum_ms write_latency_p95_ms other_queries other_latency_min_ms other_latency_avg_ms other_latency_max_ms other_latency_sum_ms other_latency_p95_ms 
  $ python3 - <<'PY'
  > import csv
  > for row in csv.DictReader(open("sweep.csv")):
  >     print(row["threads"], row["report"], row["reads"] == row["read_queries"],
  >           row["writes"] == row["write_queries"], float(row["read_latency_avg_ms"]) > 0)
  > PY
  1 final True True True
  2 final True True True

Only measured events count: not the warmup's, nor statements of
thread_init and thread_done, which the report counts as 1.0.20 does (its
counters restart when the warmup ends, so they also count what warmup
events still running then do after it):

  $ cat > around.lua <<'LUA'
  > function thread_init() con = sysbench.sql.driver():connect(); con:query("SELECT 1") end
  > function event() con:query("SELECT 1") end
  > function thread_done() con:query("SELECT 2"); con:disconnect() end
  > LUA
  $ for d in "$MY" "$PG"; do sysbench around.lua $d --events=3 --output=json:around.json run | stats; python3 qs.py around.json; done
  read 5 write 0 other 0 total 5 
  threads=1: read 3 write 0 other 0 total 3, the report's [5, 0, 0]
  read 5 write 0 other 0 total 5 
  threads=1: read 3 write 0 other 0 total 3, the report's [5, 0, 0]
  $ sysbench oltp_read_only $PG $O --threads=2 --warmup-time=1 --time=1 --output=json:warm.json run > /dev/null
  $ python3 - <<'PY'
  > import json
  > s = json.load(open("warm.json"))["steps"][0]
  > q, f = s["queries"], s["final"]
  > # Whole transactions of 14 reads and 2 others, the measured ones:
  > print(f["events"] > 0, q["read"]["count"] == 14 * f["events"],
  >       q["other"]["count"] == 2 * f["events"], q["write"]["count"],
  >       f["reads"] >= q["read"]["count"], f["other"] >= q["other"]["count"])
  > PY
  True True True 0 True True

A suite's runs are steps with figures of their own, and their own
database options (the drivers read them again for each run); a built-in
test's run has none, nor has a failed run or one without a database:

  $ cat > suite.lua <<'LUA'
  > sysbench.cmdline.commands = { run = { function()
  >   local a = sysbench.run("oltp_point_select", { events = 30, time = 0, label = "points" })
  >   sysbench.run("cpu", { events = 5, time = 0, label = "cpu" })
  >   local b = sysbench.run("oltp_read_only", { events = 3, time = 0, threads = 2, label = "ro" })
  >   print(a.reads, b.reads, b.other)
  >   local ok, err = pcall(sysbench.run, "oltp_point_select", { events = 1, time = 0,
  >     mysql_db = "nosuchdb", pgsql_db = "nosuchdb", label = "elsewhere" })
  >   print(ok)
  > end } }
  > LUA
  $ suite() { sysbench suite.lua "$@" $O run --output=json:suite.json 2>&1 | grep -v -e '^$' -e '^sysbench ' -e FATAL; python3 qs.py suite.json; }
  $ suite $MY > my.txt; suite $PG > pg.txt; cat my.txt; diff my.txt pg.txt
  30\t42\t6 (esc)
  false
  points: read 30 write 0 other 0 total 30, as the report
  cpu: no queries
  ro: read 42 write 0 other 6 total 48, as the report
  elsewhere: no queries
  $ sysbench cpu --events=10 --output=json:cpu.json run > /dev/null
  $ python3 qs.py cpu.json
  threads=1: no queries

compare shows each query type's count, mean, maximum and percentiles
(rows where some file has such queries), "-" for a file without them;
files from before (no "queries") still load:

  $ python3 -c 'import json; d = json.load(open("my.json")); del d["steps"][0]["queries"]; json.dump(d, open("old.json", "w"))'
  $ sysbench compare my.json pg.json old.json | grep -e queries -e 'read latency' | tr -s ' '
   1 read queries 70 70 1.000 - -
   1 read latency avg (ms) * * * - - (glob)
   1 read latency max (ms) * * * - - (glob)
   1 read latency 95th (ms) * * * - - (glob)
   1 write queries 20 20 1.000 - -
   1 other queries 10 10 1.000 - -
  $ sysbench compare old.json | grep -c -e queries -e 'read latency'
  0
  [1]

merge adds counts and histograms, keeps the extremes and recomputes the
percentiles (a file merged with itself: every count doubles, every latency
stays); a step whose figures are not in every file is left without them:

  $ sysbench merge my.json my.json --output=json:twice.json
  Wrote json results to twice.json (2 hosts)
  $ python3 - <<'PY'
  > import json
  > a = json.load(open("my.json"))["steps"][0]["queries"]
  > b = json.load(open("twice.json"))["steps"][0]["queries"]
  > for k in a:
  >     same = [x for x in a[k] if x not in ("count", "latency_sum", "latency_sum_ns", "histogram")]
  >     print(k, b[k]["count"] == 2 * a[k]["count"], b[k]["latency_sum_ns"] == 2 * a[k]["latency_sum_ns"],
  >           all(a[k][x] == b[k][x] for x in same),
  >           b[k]["histogram"] == [[i, 2 * c] for i, c in a[k]["histogram"]])
  > PY
  read True True True True
  write True True True True
  other True True True True
  $ python3 "$TESTS_SRC/lib/check_results.py" twice.json
  twice.json: ok, 1 step(s), 1 report(s)
  $ sysbench oltp_read_write $MY $O --events=5 --output=json:my2.json run > /dev/null
  $ sysbench merge my.json my2.json --output=json:both.json
  Wrote json results to both.json (2 hosts)
  $ python3 qs.py both.json
  threads=1: read 140 write * other * total 200, as the report (glob)
  $ python3 "$TESTS_SRC/lib/check_results.py" both.json
  both.json: ok, 1 step(s), 1 report(s)
  $ sysbench merge my.json old.json --output=json:mixed.json
  WARNING: step 1 (1 thread): per-query-type figures not in every file are left out
  Wrote json results to mixed.json (2 hosts)
  $ python3 qs.py mixed.json
  threads=1: no queries

A damaged "queries" is refused with the place it is in:

  $ python3 -c 'import json; d = json.load(open("my.json")); d["steps"][0]["queries"]["write"]["count"] = -1; json.dump(d, open("bad.json", "w"))'
  $ sysbench compare bad.json
  FATAL: bad.json: steps[0].queries.write: "count" must be a whole number >= 0
  [1]
  $ python3 -c 'import json; d = json.load(open("my.json")); del d["steps"][0]["queries"]["other"]; json.dump(d, open("bad.json", "w"))'
  $ sysbench compare bad.json
  FATAL: bad.json: steps[0].queries.other: must be an object
  [1]

  $ for d in "$MY" "$PG"; do sysbench oltp_read_write $d $O cleanup > /dev/null; done
