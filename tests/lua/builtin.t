Built-in tests driven from a script: sysbench.builtin attaches a test (its
options parsed as usual, its prepare/cleanup used when the script has
none); the bundled mixed-io-cpu does one fileio request then one cpu event
per event, and the report shows both kinds of work.

  $ sysbench mixed-io-cpu help | grep -c -e '--file-test-mode' -e '--cpu-max-prime'
  2
  $ sysbench mixed-io-cpu --file-total-size=4M --file-num=2 prepare --verbosity=1
  $ ls
  test_file.0
  test_file.1
  $ sysbench mixed-io-cpu --file-total-size=4M --file-num=2 --file-test-mode=rndrw --cpu-max-prime=500 --events=200 --time=0 run > out
  $ grep -e 'Doing random' -e 'Prime numbers limit' -e 'File operations' -e 'CPU speed' -e 'number of events' out
  Doing random r/w test
  Prime numbers limit: 500
  File operations:
  CPU speed:
      total number of events:              200
  $ awk '/reads\/s:/ {r = $2} /writes\/s:/ {w = $2} END {print (r > 0 && w > 0) ? "reads and writes counted" : r " " w}' out
  reads and writes counted
  $ sysbench mixed-io-cpu --file-total-size=4M --file-num=2 cleanup --verbosity=1
  $ ls
  out

Option errors of an attached test are its own:

  $ sysbench mixed-io-cpu --file-total-size=4M --file-num=2 run --verbosity=1 | head -1
  FATAL: Missing required argument: --file-test-mode
  $ sysbench mixed-io-cpu --cpu-max-prime=0 --file-test-mode=rndrd run --verbosity=1
  FATAL: Invalid value of cpu-max-prime: 0.
  [1]

An unknown test, or attaching one after the script has loaded:

  $ echo 'local t = sysbench.builtin("nosuch") function event() end' > bad1.lua
  $ sysbench bad1.lua run --verbosity=1
  FATAL: bad1.lua:1: no built-in test named 'nosuch'
  [1]
  $ printf 'function event()\n  sysbench.builtin("cpu"):event()\nend\n' > late.lua
  $ sysbench late.lua run --events=1 --verbosity=1
  FATAL: `thread_run' function failed: late.lua:2: sysbench.builtin('cpu') must be called when the script loads
  [1]

A script that counts its own cpu work next to an empty event:

  $ printf 'local cpu = sysbench.builtin("cpu")\nfunction event()\n  cpu:event()\nend\n' > cpu_only.lua
  $ sysbench cpu_only.lua run --cpu-max-prime=100 --events=50 --time=0 | grep -e 'CPU speed' -e 'number of events'
  CPU speed:
      total number of events:              50
