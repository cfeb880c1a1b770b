Rough edges a new user hits: deprecated aliases in result files, the
sweep summary, --verbosity, messages, report layout, --output.

Deprecated aliases are folded into the options they stand for before the
run is recorded: compare sees no difference between --max-time=1 and
--time=1, and merge takes the two:

  $ sysbench cpu run --max-time=1 --cpu-max-prime=100 --output=json:old.json > /dev/null 2>&1
  $ sysbench cpu run --time=1 --cpu-max-prime=100 --output=json:new.json > /dev/null
  $ python3 -c 'import json; o = json.load(open("old.json"))["options"]; print(o["time"], "max-time" in o)'
  1 False
  $ sysbench compare old.json new.json | sed -n '/^Configuration/,/^$/p'
  Configuration differences:
    none
  
  $ sysbench merge --output=json:both.json old.json new.json
  Wrote json results to both.json (2 hosts)

The sweep summary marks a step that did not complete and takes nothing
from it; with a first step without events, speedups are against the first
step that has some, and when there are too few steps the knee is said to
be unknown:

  $ cat > first_empty.lua <<'LUA'
  > function event()
  >   if sysbench.opt.threads == 1 then return true end
  >   local t = os.clock() + 0.0005 while os.clock() < t do end
  > end
  > LUA
  $ sysbench first_empty.lua --threads=1,2,4 --time=1 run | sed -n '/^Threads sweep/,$p' | sed 's/  */ /g'
  Threads sweep (speedup and efficiency against 2 threads):
   threads events/s avg (ms) 95th (ms) speedup efficiency
   1 0.00 0.000 0.000 0.00 0.0%
   2 * 1.00 100.0% (glob)
   4 * (glob)
  Knee: * (glob)
  
  $ printf 'function event() local t = os.clock() + 0.001 while os.clock() < t do end end\n' > busy.lua
  $ . "$TESTS_SRC/lib/wait.sh"
  $ rm -f out; sysbench busy.lua --threads=1,2,4,8 --time=3 run > out & pid=$!; waitfor out 'Number of threads: 2'; sleep 1; kill -INT $pid; wait $pid; echo "exit $?"
  exit 130
  $ sed -n '/^Threads sweep/,$p' out | grep -e interrupted -e Knee
            2  * <- interrupted (SIGINT) (glob)
  Knee: cannot be computed (fewer than two complete steps with events; the step with 2 threads did not complete)

--verbosity=5 shows DEBUG lines but, as in the reference, the per-thread
statistics only with --debug:

  $ sysbench cpu run --events=10 --time=0 --verbosity=5 | grep -c 'per-thread'
  0
  [1]
  $ sysbench cpu run --events=10 --time=0 --debug | grep -c 'per-thread'
  1

--report-script names a Lua file or module, not a test:

  $ sysbench cpu run --report-script=cpu
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --report-script takes a Lua file or module; 'cpu' is a built-in test
  [1]

compare takes --format as --format=markdown or --format markdown:

  $ sysbench compare --format markdown old.json | head -1
  ### Result files

A script's attached tests' blocks are separated as a built-in test's are:

  $ sysbench fileio --file-num=1 --file-total-size=1M prepare > /dev/null
  $ sysbench mixed-io-cpu --file-num=1 --file-total-size=1M --file-test-mode=rndrd --events=10 --time=0 run | sed -n '/written, MiB/,/CPU speed/p'
      written, MiB/s:               0.00
  
  CPU speed:
  $ sysbench fileio --file-num=1 cleanup > /dev/null

--output applies to run only, names each file once, and merge never
writes over one of its inputs:

  $ sysbench fileio --file-num=1 --file-total-size=1M --output=json:p.json prepare; echo "exit $?"
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  
  FATAL: --output applies to run only
  exit 1
  $ ls p.json test_file.0 2>/dev/null
  [2]
  $ sysbench cpu run --output=json:r.json,csv:./r.json; echo "exit $?"
  FATAL: Invalid value for --output: './r.json' is named twice
  exit 1
  $ cp old.json keep.json && sysbench merge --output=json:keep.json keep.json new.json; echo "exit $?"
  FATAL: merge would overwrite its input keep.json: choose another --output file
  exit 1
  $ cmp keep.json old.json
