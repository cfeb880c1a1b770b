compare of --runs result files, as benchstat shows benchmarks: one row per
figure and thread count, each side's mean with the half width of its 95%
t-interval and its number of runs, the change of the mean with Welch's 95%
interval and the Mann-Whitney U test's p, "~" where p >= 0.05. The files
are written here with known figures: runs of exactly 1 s, every event 1 ms
long, so events/s is the number given and every latency 1.000 ms.

  $ cat > runs.py <<'EOF'
  > import json, sys
  > out, prime, threads = sys.argv[1:4]
  > steps = []
  > for spec in sys.argv[4:]:
  >     t, events = spec.split(":")
  >     for k, ev in enumerate(map(int, events.split(",")), 1):
  >         final = dict(time_total=1.0, time_interval=1.0, events=ev, threads_running=0,
  >                      reads=0, writes=0, other=0, errors=0, reconnects=0, bytes_read=0,
  >                      bytes_written=0, queue_length=0, concurrency=0, latency_min=0.001,
  >                      latency_avg=0.001, latency_max=0.001, latency_sum=ev * 0.001,
  >                      latency_pct=0.001, latency_percentiles={"95": 0.001},
  >                      latency_min_ns=1000000, latency_max_ns=1000000,
  >                      latency_sum_ns=ev * 1000000, events_avg=ev, events_stddev=0,
  >                      time_avg=1.0, time_stddev=0, histogram=[])
  >         steps.append({"label": "threads=%s run=%d" % (t, k), "threads": int(t),
  >                       "kind": "repeat", "status": 0, "final": final,
  >                       "checkpoints": [], "intermediate": []})
  > json.dump({"schema": "sysbench-ng-results", "schema_version": 2,
  >            "tool": {"name": "sysbench-ng", "version": "1.0.20-ng4"},
  >            "created": "2026-12-01T00:00:00Z", "test": "cpu", "command": "run",
  >            "status": 0, "hosts": 1, "percentiles": [95],
  >            "histogram_layout": {"version": 1, "unit": "ns", "buckets": 2241},
  >            "options": {"cpu-max-prime": prime, "threads": threads},
  >            "environment": {}, "steps": steps}, open(out, "w"))
  > EOF
  $ runs() { python3 runs.py "$@"; }

Two files of five runs. A: 1000, 1010, 990, 1005, 995 events/s: mean 1000,
standard deviation 7.9057, t(4) = 2.77645, half width 9.8162 (0.98%). B:
1080, 1100, 1090, 1110, 1120: mean 1100, deviation 15.811, half width
19.632 (1.78%). The change +10.00%; Welch's degrees of freedom 5.8824,
t = 2.45882, the interval 100 +- 19.439: +8.06% .. +11.94%; every B above
every A: p = 2/252 = 0.008 (figures computed apart, in Python, with t
from the integrated density). The latencies are the same: "~".

  $ runs A.json 10000 1 1:1000,1010,990,1005,995
  $ runs B.json 10000 1 1:1080,1100,1090,1110,1120
  $ sysbench compare A.json B.json | sed -n '/^Figures/,$p'
  Figures of each run:
    each run's figures (--runs): with --verbose; their statistics below
  
  Runs compared (A: A.json; B: B.json):
    threads  figure             A: mean +- 95%          B: mean +- 95%   change  95% interval of the change      p
          1  events/s   1000.00 +- 0.98% (n=5)  1100.00 +- 1.78% (n=5)  +10.00%           +8.06% .. +11.94%  0.008
          1  avg (ms)     1.000 +- 0.00% (n=5)    1.000 +- 0.00% (n=5)        ~                              1.000
          1  95th (ms)    1.000 +- 0.00% (n=5)    1.000 +- 0.00% (n=5)        ~                              1.000
    A, B: the mean +- the half width of its 95% t-interval (Student's t, n - 1 degrees of freedom), n runs
    change: B's mean against A's, with Welch's 95% interval of the difference; p: the two-sided Mann-Whitney U test; ~: no significant change (p >= 0.05)
  

With --verbose, each run's figures too, named by its run:

  $ sysbench compare --verbose A.json B.json | sed -n '/^Figures/,/^$/p' | grep -E '^Figures|run=[15] +events/s'
  Figures (final reports; ratio: against the first file):
    threads=1 run=1  events/s           1000.00  1080.00  1.080
    threads=1 run=5  events/s            995.00  1120.00  1.126

One file alone: its statistics. Here five runs, one far off (1000, 1002,
998, 1001, 1300): mean 1060.20, deviation 134.06, half width 166.46
(15.70%), CV 12.64%; the median 1001, its MAD floored at 1% of it (10.01),
so the fifth run's modified z-score is 0.6745 x 299 / 10.01 = 20.1, above
3.5: an outlier, named under the table.

  $ runs O.json 10000 1 1:1000,1002,998,1001,1300
  $ sysbench compare O.json | sed -n '/^Runs/,$p'
  Runs of O.json:
    threads  figure                        mean   median  stddev     min      max      CV
          1  events/s   1060.20 +- 15.70% (n=5)  1001.00  134.06  998.00  1300.00  12.64%
          1  avg (ms)      1.000 +- 0.00% (n=5)    1.000    0.00   1.000    1.000   0.00%
          1  95th (ms)     1.000 +- 0.00% (n=5)    1.000    0.00   1.000    1.000   0.00%
    mean: +- the half width of its 95% t-interval (Student's t, n - 1 degrees of freedom), n runs; stddev: the sample's (n - 1); CV: stddev / mean
    threads=1 events/s: run 5 is an outlier: 1300.00 (the median 1001.00)
  

A threads sweep (--threads=1,2) of three runs each: a row per figure and
thread count. threads=1: 1000, 1010, 990 against 1100, 1120, 1090 (means
1000 and 1103.33, half widths 2.48% and 3.44% with t(2) = 4.30265); every
B above every A, yet with three runs a side the U test's smallest p is
2/20 = 0.100: "~". threads=2: 1900, 2000, 2100 against 1950, 2050, 2000
(half widths 12.42% and 6.21%), p = 1.000. Below five runs no outlier is
named, and the output says so:

  $ runs C.json 10000 1,2 1:1000,1010,990 2:1900,2000,2100
  $ runs D.json 10000 1,2 1:1100,1120,1090 2:1950,2050,2000
  $ sysbench compare C.json D.json | sed -n '/^Runs/,$p'
  Runs compared (A: C.json; B: D.json):
    threads  figure              A: mean +- 95%          B: mean +- 95%  change  95% interval of the change      p
          1  events/s    1000.00 +- 2.48% (n=3)  1103.33 +- 3.44% (n=3)       ~                              0.100
          1  avg (ms)      1.000 +- 0.00% (n=3)    1.000 +- 0.00% (n=3)       ~                              1.000
          1  95th (ms)     1.000 +- 0.00% (n=3)    1.000 +- 0.00% (n=3)       ~                              1.000
          2  events/s   2000.00 +- 12.42% (n=3)  2000.00 +- 6.21% (n=3)       ~                              1.000
          2  avg (ms)      1.000 +- 0.00% (n=3)    1.000 +- 0.00% (n=3)       ~                              1.000
          2  95th (ms)     1.000 +- 0.00% (n=3)    1.000 +- 0.00% (n=3)       ~                              1.000
    A, B: the mean +- the half width of its 95% t-interval (Student's t, n - 1 degrees of freedom), n runs
    change: B's mean against A's, with Welch's 95% interval of the difference; p: the two-sided Mann-Whitney U test; ~: no significant change (p >= 0.05)
    A threads=1: 3 runs, fewer than 5: outliers are not named
    A threads=2: 3 runs, fewer than 5: outliers are not named
    B threads=1: 3 runs, fewer than 5: outliers are not named
    B threads=2: 3 runs, fewer than 5: outliers are not named
  

One file of a sweep alone: its statistics, then the sweep's scaling from
each thread count's mean events/s: 2000 / 1103.33 = 1.81 times, 90.6% of
twice:

  $ sysbench compare D.json | sed -n '/^Threads sweep/,$p'
  Threads sweep (the runs' means; speedup and efficiency against 1 thread(s)):
    threads  mean events/s  speedup  efficiency
          1        1103.33     1.00      100.0%
          2        2000.00     1.81       90.6%
  

A side whose files ran different configurations is refused, not pooled
(nothing is printed before the FATAL line); two files, one a side, are
what compare is for:

  $ runs A12.json 12000 1 1:1000,1010,990,1005,995
  $ sysbench compare A.json A12.json vs B.json
  FATAL: compare: side A mixes configurations: A12.json ran with other options than A.json (--cpu-max-prime: 12000 against 10000); runs of different configurations are not pooled
  [1]
  $ sysbench compare B.json vs A.json A12.json
  FATAL: compare: side B mixes configurations: A12.json ran with other options than A.json (--cpu-max-prime: 12000 against 10000); runs of different configurations are not pooled
  [1]
  $ sysbench compare A.json A12.json | grep -E 'cpu-max-prime|Runs compared'
    cpu-max-prime  10000   12000
  Runs compared (A: A.json; B: A12.json):

Each run's steady state, attained or not, with --verbose; and how many
runs attained it under the statistics:

  $ python3 - <<'EOF'
  > import json
  > d = json.load(open("A.json"))
  > for k, s in enumerate(d["steps"]):
  >     s["facts"] = {"steady_state": {"criterion": "iops:5%", "attained": k != 2,
  >                   "attained_at_sec": 7.0 if k != 2 else None}}
  > json.dump(d, open("S.json", "w"))
  > EOF
  $ sysbench compare --verbose S.json | grep -E 'steady state'
    threads=1 run=1  steady state       attained at 7.0s
    threads=1 run=2  steady state       attained at 7.0s
    threads=1 run=3  steady state           not attained
    threads=1 run=4  steady state       attained at 7.0s
    threads=1 run=5  steady state       attained at 7.0s
    threads=1: steady state (iops:5%) attained in 4 of 5 runs
