# serial: the measured time, --rate and events/s x time: a neighbour's load stretches a run's seconds and its pacing
Figures that are true in every mode: --rate, --warmup-time, checkpoints,
sweeps, fractional percentiles and interrupted runs. events/s x time =
events holds within what the printed figures' rounding allows (events/s to
2 decimals, the time to 4).

  $ . "$TESTS_SRC/lib/wait.sh"
  $ eps_times_time() { awk '/events per second/ {e = $4} /total time:/ {t = $3 + 0} /total number of events/ {n = $5} END {d = e * t - n; tol = 0.005 * t + e * 0.00005 + 0.000001; print (d < tol && d > -tol) ? "events/s x time = events" : "events/s " e " x time " t " != " n}'; }

--rate: the run lasts --time (a worker whose next arrival falls after the
limit waits for it), and events/s is the events over that time:

  $ sysbench cpu run --rate=2 --time=3 --cpu-max-prime=100 > out
  $ grep 'total time' out
      total time:                          3\.[0-4][0-9]{3}s (re)
  $ eps_times_time < out
  events/s x time = events
  $ sysbench cpu run --rate=1 --time=4 --report-interval=1 --cpu-max-prime=100 | grep -c 'thds:' | awk '{print ($1 >= 3) ? "3 or more intervals" : $1 " intervals"}'
  3 or more intervals

--events with a warmup: an event that started in the warmup counts in no
figure and takes nothing from the pool, so the total is exact (each thread's
event in flight at the warmup's end once counted: 1004 of 1000 with 4 threads):

  $ for i in 1 2 3; do sysbench cpu run --events=100 --warmup-time=1 --threads=4 --time=0 --cpu-max-prime=20000 | grep 'number of events'; done
      total number of events:              100
      total number of events:              100
      total number of events:              100
  $ sysbench empty-test --events=5000 --warmup-time=1 --threads=4 --time=0 run | grep 'number of events'
      total number of events:              5000

A run that ends inside the warmup measured nothing: it says so, with no
report, and fails; so does one interrupted during the warmup:

  $ sysbench memory run --warmup-time=2 --memory-total-size=1M | tail -1; echo "exit ${PIPESTATUS[0]}"
  FATAL: The run ended during the warmup (--warmup-time=2): nothing was measured
  exit 1
  $ rm -f out; sysbench cpu run --warmup-time=5 --time=5 > out & pid=$!; waitfor out 'Threads started'; kill -INT $pid; wait $pid; echo "exit $?"
  exit 130
  $ grep -e WARNING -e FATAL -e 'General statistics' out
  WARNING: run interrupted by SIGINT after *s (glob)
  FATAL: The run ended during the warmup (--warmup-time=5): nothing was measured

Checkpoints are in measured time, like intervals: the one at 1 s comes
after 1 s of measurement (within the time a worker may take to notice, as
in reports.t), labelled [ 1s ], with the interval line after it:

  $ sysbench cpu run --time=2 --warmup-time=1 --report-interval=1 --report-checkpoints=1 --cpu-max-prime=2000 > out
  $ grep -e '^\[ 1s' -e 'total time' out | awk '/total time/ && !n++ {t = $3 + 0; $0 = "    total time: " (t >= 1 && t < 1.5 ? "about 1 s" : $3)} {print}'
  [ 1s ] Checkpoint report:
      total time: about 1 s
  [ 1s ] thds: 1 eps: * lat (ms,95%): * (glob)
      total time:                          *s (glob)

Every figure of a report uses the measured time, in text and in JSON:
events/s x time = events, and time_total = time_interval for a final
report (a sweep's steps too):

  $ sysbench cpu run --time=1 --warmup-time=1 --threads=1,2 --cpu-max-prime=2000 --output=json:w.json > out
  $ sed -n '/Number of threads: 1/,/Number of threads: 2/p' out | eps_times_time
  events/s x time = events
  $ python3 -c '
  > import json
  > for s in json.load(open("w.json"))["steps"]:
  >     f = s["final"]
  >     print(f["time_total"] == f["time_interval"], abs(f["events_per_sec"] * f["time_interval"] - f["events"]) < 1e-6)'
  True True
  True True

A fractional percentile is printed whole in intermediate lines, built-in
and Lua:

  $ sysbench cpu run --time=2 --report-interval=1 --percentile=99.9 --cpu-max-prime=2000 | grep -m1 -o 'lat (ms,[0-9.]*%)'
  lat (ms,99.9%)
  $ printf 'function event() end\nsysbench.hooks.report_intermediate = sysbench.report_default\n' > rd.lua
  $ sysbench rd.lua --time=2 --report-interval=1 --percentile=99.9 run | grep -m1 -o 'lat (ms,[0-9.]*%)'
  lat (ms,99.9%)
  $ sysbench rd.lua --time=2 --report-interval=1 run | grep -m1 -o 'lat (ms,[0-9.]*%)'
  lat (ms,95%)

After SIGINT with a worker stuck in an event, the report covers the time
until the signal and only the events that ended: the fairness figures
agree with the totals.

  $ cat > stuck.lua <<'LUA'
  > function event(tid)
  >   if tid == 0 then local x = 0 while true do x = x + 1 end end
  >   local t = os.clock() + 0.001 while os.clock() < t do end
  > end
  > LUA
  $ rm -f out; sysbench stuck.lua --threads=2 --time=0 run > out 2>&1 & pid=$!; waitfor out 'Threads started'; sleep 0.5; kill -INT $pid; wait $pid; echo "exit $?"
  exit 130
  $ awk '/interrupted by SIGINT after/ {s = $NF + 0} /total time:/ {t = $3 + 0} /total number of events/ {n = $5} /events \(avg\/stddev\)/ {split($3, a, "/")} END {print (t <= s + 0.05) ? "time until the signal" : "time " t " after " s; print (a[1] * 2 == n) ? "events avg x threads = events" : "avg " a[1] " events " n}' out
  time until the signal
  events avg x threads = events

A script's own loop that starts one more event after sb_more_events said
no: that event is not timed (under --rate its arrival, past the time
limit, is in the future: its latency was negative, a max of
18446744073697 ms):

  $ cat > late.lua <<'LUA'
  > ffi.cdef[[ bool sb_more_events(int); void sb_event_start(int); void sb_event_stop(int); ]]
  > function event() end
  > function thread_run(tid)
  >   repeat
  >     local more = ffi.C.sb_more_events(tid)
  >     ffi.C.sb_event_start(tid)
  >     ffi.C.sb_event_stop(tid)
  >   until not more
  > end
  > LUA
  $ sysbench late.lua --rate=4 --time=1 run | awk '/max:/ { print ($2 < 1000) ? "max below 1 s" : "max " $2 }'
  max below 1 s
