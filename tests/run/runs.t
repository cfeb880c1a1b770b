# serial: --runs' statistics over runs of a few seconds each: a neighbour's load changes their spread
--runs=N: N runs of each step, one line each, then the statistics of the
headline figures; the result file's "statistics" agree with Python's
statistics module over its steps' own figures (tests/lib/runs_data.py).

  $ check() { python3 "$TESTS_SRC/lib/runs_data.py" check "$1"; }
  $ sysbench cpu --cpu-max-prime=500 --events=2000 --time=0 --runs=5 --output=json:cpu.json run > out
  $ sed -e 's/[0-9][0-9.]*/N/g' -e 's/  */ /g' out | grep -v 'is an outlier'
  sysbench N-ngN (using system LuaJIT N-betaN)
  
  run N: events/s N avg (ms) N Nth (ms) N
  run N: events/s N avg (ms) N Nth (ms) N
  run N: events/s N avg (ms) N Nth (ms) N
  run N: events/s N avg (ms) N Nth (ms) N
  run N: events/s N avg (ms) N Nth (ms) N
  
  threads=N, N runs:
   mean median stddev min max N% confidence interval CV
   events/s N N N N N N - N N%
   avg (ms) N N N N N N - N N%
   Nth (ms) N N N N N N - N N%
  $ check cpu.json
  ok

The picture draws each run as a point, their mean and its interval as a
band (read back through the y axis against the steps' own figures):

  $ sysbench merge --output=svg:cpu.svg cpu.json > /dev/null
  $ python3 "$TESTS_SRC/lib/runs_data.py" picture cpu.svg cpu.json
  1 thread count(s), 5 run(s): points, means and bands within 0.5% of the axis
  $ sed 's/\(class="mean" x1="[0-9.]*" y1="\)\([0-9]*\)/\1\29/' cpu.svg > moved.svg
  $ python3 "$TESTS_SRC/lib/runs_data.py" picture moved.svg cpu.json | sed 's/ at .*//'
  threads=1: mean drawn

The checker is not a rubber stamp: a mean off by one in the ninth digit is
found.

  $ python3 -c "
  > import json; d = json.load(open('cpu.json'))
  > d['statistics'][0]['figures']['events_per_sec']['mean'] *= 1.000000002
  > json.dump(d, open('bad.json', 'w'))"
  $ check bad.json
  threads=1 events_per_sec mean: *, not * (glob)

A sweep: each thread count's runs, then its statistics; an I/O test's
MiB/s and a chosen percentile are headline figures too.

  $ sysbench fileio --file-total-size=2M --file-num=2 prepare > /dev/null
  $ sysbench fileio --file-total-size=2M --file-num=2 --file-test-mode=rndrw --events=500 --time=0 --threads=1,2 --runs=3 --percentile=99 --output=json:io.json run > out
  $ grep -E '^(run|threads=)' out | sed -e 's/[0-9][0-9.]*/N/g'
  run N:  events/s N  MiB/s N  avg (ms) N  Nth (ms) N
  run N:  events/s N  MiB/s N  avg (ms) N  Nth (ms) N
  run N:  events/s N  MiB/s N  avg (ms) N  Nth (ms) N
  threads=N, N runs:
  run N:  events/s N  MiB/s N  avg (ms) N  Nth (ms) N
  run N:  events/s N  MiB/s N  avg (ms) N  Nth (ms) N
  run N:  events/s N  MiB/s N  avg (ms) N  Nth (ms) N
  threads=N, N runs:
  $ grep -c 'MiB/s' out
  8
  $ check io.json
  ok

Three runs are too few to name an outlier (the median and the MAD of
three say too little), and the line under each table says so; the sweep
ends with its table made of each thread count's mean events/s (the means
of the result file's statistics):

  $ grep -c '^    outliers are named from 5 runs on (3 here)$' out; grep -c 'is an outlier' out
  2
  0
  [1]
  $ sed -n '/^Threads sweep/,/^Knee/p' out | sed -E -e 's/[0-9]+\.[0-9]+%?/N/g' -e 's/ *<- knee//' -e 's/^Knee: .*/Knee: .../' | tr -s ' '
  Threads sweep (the runs' means; speedup and efficiency against 1 thread):
   threads runs mean events/s speedup efficiency
   1 3 of 3 N N N
   2 3 of 3 N N N
  Knee: ...
  $ python3 -c "
  > import json, re, sys
  > d = json.load(open('io.json'))
  > rows = [l.split() for l in open('out') if re.match(r'^ +[12] +3 of 3 ', l)]
  > for st, row in zip(d['statistics'], rows):
  >     print(st['label'], round(st['figures']['events_per_sec']['mean'], 2) == float(row[4]))"
  threads=1 True
  threads=2 True
  $ sysbench merge --output=svg:io.svg,html:io.html io.json > /dev/null
  $ python3 "$TESTS_SRC/lib/runs_data.py" picture io.svg io.json
  2 thread count(s), 6 run(s): points, means and bands within 0.5% of the axis
  $ python3 "$TESTS_SRC/lib/check_layout.py" io.svg io.html
  io.svg: * texts inside 760x*, none overlapping or crossing a line (glob)
  io.html: * texts inside 760x*, none overlapping or crossing a line (glob)
  $ sysbench fileio --file-total-size=2M --file-num=2 cleanup > /dev/null

An outlier is shown, not dropped: the third run of this script is a
hundred times slower than the others. Its average latency is looked for
(100 ms against the others' 1 ms and a little more on a loaded machine;
among the avg row's outlier lines: a slow first run may be one too);
not its events/s, where a few slow other runs may spread the others'
figures wide enough to hide it (the checker above recomputes every
figure's outliers all the same):

  $ sysbench "$TESTS_SRC/data/outlier_run3.lua" --events=30 --time=0 --runs=5 --output=json:o.json run > out
  $ awk '/^    avg \(ms\)/ {f = 1; next} /^    [^ ]/ {f = 0} f' out | grep -E 'run 3 is an outlier: [0-9.]+ \(the median [0-9.]+\)$' | sed -e 's/: .*//'
                     run 3 is an outlier
  $ check o.json
  ok
  $ python3 -c "import json; print(3 in json.load(open('o.json'))['statistics'][0]['figures']['latency_avg_ms']['outliers'])"
  True

A script's own option of the name takes the value, and its check (a
number option refuses text), and the script runs once (the storage
card's --runs is its own, the runs of each cell):

  $ printf 'sysbench.cmdline.options = { runs = { "my runs", 2 } }\nfunction event() end\nfunction done() print("the script has runs=" .. sysbench.opt.runs) end\n' > own.lua
  $ sysbench own.lua --runs=3 --events=5 run | grep -E '^(run [0-9]|the script)'
  the script has runs=3
  $ sysbench own.lua --runs=abc --events=5 run | grep -E '^(run [0-9]|the script)'
  Invalid value for the 'runs' option: 'abc'
  [1]

--runs's bounds:

  $ sysbench cpu --runs=0 run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for --runs: 0 (1 to 1000).
  [1]
  $ sysbench cpu --runs=1001 run
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: Invalid value for --runs: 1001 (1 to 1000).
  [1]

compare of two files of runs: each figure's means with their intervals,
the change with Welch's interval and the Mann-Whitney U test. Here the
files are made with known figures: A and B the same five runs (1000,
1010, 990, 1005, 995 events/s), C each 100 more. A against B: "~"; A
against C: +10.00%, the interval 100 +- t(8) x 5 = +-11.53, and p =
2/252 = 0.008 (every ordering of the ten values counted).

  $ make() { python3 "$TESTS_SRC/lib/runs_data.py" make cpu.json "$@"; }
  $ make A.json 1000 1010 990 1005 995
  $ make B.json 1000 1010 990 1005 995
  $ make C.json 1100 1110 1090 1105 1095
  $ sysbench compare A.json B.json | sed -n '/^Runs compared/,$p'
  Runs compared (A: A.json; B: B.json):
    threads  figure             A: mean +- 95%          B: mean +- 95%  change  95% interval of the change      p
          1  events/s   1000.00 +- 0.98% (n=5)  1000.00 +- 0.98% (n=5)       ~                              1.000
          1  avg (ms)     1.000 +- 0.00% (n=5)    1.000 +- 0.00% (n=5)       ~                              1.000
          1  95th (ms)    1.000 +- 0.00% (n=5)    1.000 +- 0.00% (n=5)       ~                              1.000
    A, B: the mean +- the half width of its 95% t-interval (Student's t, n - 1 degrees of freedom), n runs
    change: B's mean against A's, with Welch's 95% interval of the difference; p: the two-sided Mann-Whitney U test; ~: no significant change (p >= 0.05)
  
  $ sysbench compare A.json C.json | sed -n '/^Runs compared/,$p'
  Runs compared (A: A.json; B: C.json):
    threads  figure             A: mean +- 95%          B: mean +- 95%   change  95% interval of the change      p
          1  events/s   1000.00 +- 0.98% (n=5)  1100.00 +- 0.89% (n=5)  +10.00%           +8.85% .. +11.15%  0.008
          1  avg (ms)     1.000 +- 0.00% (n=5)    1.000 +- 0.00% (n=5)        ~                              1.000
          1  95th (ms)    1.000 +- 0.00% (n=5)    1.000 +- 0.00% (n=5)        ~                              1.000
    A, B: the mean +- the half width of its 95% t-interval (Student's t, n - 1 degrees of freedom), n runs
    change: B's mean against A's, with Welch's 95% interval of the difference; p: the two-sided Mann-Whitney U test; ~: no significant change (p >= 0.05)
  

Several files a side, split by "vs":

  $ sysbench compare A.json vs C.json B.json | sed -n '/^Runs compared/,$p'
  Runs compared (A: A.json; B: 2 files: C.json, B.json):
    threads  figure             A: mean +- 95%           B: mean +- 95%  change  95% interval of the change      p
          1  events/s   1000.00 +- 0.98% (n=5)  1050.00 +- 3.63% (n=10)       ~                              0.140
          1  avg (ms)     1.000 +- 0.00% (n=5)    1.000 +- 0.00% (n=10)       ~                              1.000
          1  95th (ms)    1.000 +- 0.00% (n=5)    1.000 +- 0.00% (n=10)       ~                              1.000
    A, B: the mean +- the half width of its 95% t-interval (Student's t, n - 1 degrees of freedom), n runs
    change: B's mean against A's, with Welch's 95% interval of the difference; p: the two-sided Mann-Whitney U test; ~: no significant change (p >= 0.05)
  
  $ sysbench compare A.json vs
  FATAL: compare: no result file after "vs"
  [1]
  $ sysbench compare --format=markdown A.json C.json | sed -n '/^### Runs compared/,$p'
  ### Runs compared (A: A.json; B: C.json)
  
  | threads | figure    |         A: mean +- 95% |         B: mean +- 95% |  change | 95% interval of the change |     p |
  | ------: | :-------- | ---------------------: | ---------------------: | ------: | -------------------------: | ----: |
  |       1 | events/s  | 1000.00 +- 0.98% (n=5) | 1100.00 +- 0.89% (n=5) | +10.00% |          +8.85% .. +11.15% | 0.008 |
  |       1 | avg (ms)  |   1.000 +- 0.00% (n=5) |   1.000 +- 0.00% (n=5) |       ~ |                            | 1.000 |
  |       1 | 95th (ms) |   1.000 +- 0.00% (n=5) |   1.000 +- 0.00% (n=5) |       ~ |                            | 1.000 |
  
    A, B: the mean +- the half width of its 95% t-interval (Student's t, n - 1 degrees of freedom), n runs
    change: B's mean against A's, with Welch's 95% interval of the difference; p: the two-sided Mann-Whitney U test; ~: no significant change (p >= 0.05)
  
