The run monitor against fixture trees (tests/data/monitor/): the sysfs and
procfs it reads come from SYSBENCH_SYSFS_ROOT and SYSBENCH_PROCFS_ROOT.
Each run is pinned to CPU 0, so that the CPUs in use are the same on any
machine. The suite's own default (tests/lib/cram.sh) is a tree with none of
the files, where the monitor knows nothing and prints nothing.

  $ data="$TESTS_SRC/data/monitor"
  $ on() { tree=$1; shift; SYSBENCH_SYSFS_ROOT="$tree/sys" SYSBENCH_PROCFS_ROOT="$tree/proc" taskset -c 0 "$@"; }
  $ verdict() { jq -c '.steps[0].monitor | {fit, summary, problems: [.problems[] | [.rule, (.at != null)]], unknown}' "$1"; }

A machine with none of these files: in the default mode (warn) nothing
is added to the report; --monitor=strict says what it could not see, and
"unknown" is not a problem:

  $ on "$data/none" sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 run | tail -3
      events (avg/stddev):           100.0000/0.00
      execution time (avg/stddev):   *.*/0.00 (glob)
  
  $ on "$data/none" sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --monitor=strict --output=json:none.json run | sed -n -e '/^Monitor/,/^$/p'
  Monitor, before the clock started:
      CPUs 0: governor and frequency unknown (no cpufreq)
      load average unknown
      memory unknown
      device: no block device* (glob)
  
  Monitor: ok (unknown: CPU frequency, temperature, CPU time, load)
  
  $ verdict none.json
  {"fit":true,"summary":"ok (unknown: CPU frequency, temperature, CPU time, load)","problems":[],"unknown":["CPU frequency","temperature","CPU time","load"]}
  $ jq -c '.steps[0].monitor.samples.series' none.json
  []

A Raspberry Pi 4 whose firmware reports get_throttled 0x0 when the run
starts, then 0x20002 (ARM frequency capped now, and since boot), then
0x50005 (under-voltage and throttled now, and since boot). The workload
writes the file at its 5th and 10th events and waits until the monitor's
thread has taken two more samples each time (sbng_monitor_samples()), so
a sample sees every state, however loaded the machine:

  $ cp -a "$data/pi4" pi4
  $ export THROTTLED="$PWD/pi4/sys/devices/platform/soc/soc:firmware/get_throttled"
  $ deg() { sed 's/\xc2\xb0C/degC/g'; }
  $ on pi4 sysbench "$TESTS_SRC/lua/monitor_throttle.lua" --events=15 --time=0 --monitor=warn --monitor-interval=0.01 --output=json:pi.json run | grep '^Monitor' | deg
  Monitor: governor ondemand: 600 MHz during the run (of up to 1500 MHz)
  Monitor: frequency capped from *.* s (61.3 degC) (glob)
  Monitor: under-voltage from *.* s (glob)
  Monitor: throttled from *.* s (61.3 degC) (glob)
  $ verdict pi.json | deg
  {"fit":false,"summary":"governor ondemand: 600 MHz during the run (of up to 1500 MHz); frequency capped from *.* s (61.3 degC); under-voltage from *.* s; throttled from *.* s (61.3 degC)","problems":[["governor",false],["rpi_throttled",true],["rpi_throttled",true],["rpi_throttled",true]],"unknown":[]} (glob)

The samples are one series per sensor: the throttling state went through
all three values, in order, and the frequency and temperature stayed:

  $ jq -r '.steps[0].monitor.samples.series[] | select(.kind == "throttled" or .kind == "frequency" or .kind == "temperature") | "\(.name) \(.kind) \(.unit) \([.values[] | select(. != null)] | unique | map(tostring) | join(","))"' pi.json
  cpu0 frequency MHz 600
  thermal_zone0 (cpu-thermal) temperature \xc2\xb0C 61.322 (esc)
  get_throttled throttled bits 0,131074,327685
  $ jq -r '[.steps[0].monitor.samples.series[] | select(.name == "get_throttled") | .values[] | select(. != null)] | [.[0], .[-1]] | map(tostring) | join(" ")' pi.json
  0 327685
  $ jq -r '.steps[0].monitor.samples | (.time | length) == (.series[0].values | length)' pi.json
  true

The state before the clock and the identity of what was measured, an SD
card's registers included:

  $ jq -c '.steps[0].monitor.before | {cpus, governor, frequency_min_mhz, frequency_max_mhz, load}' pi.json
  {"cpus":[0],"governor":"ondemand","frequency_min_mhz":600,"frequency_max_mhz":1500,"load":[0.02,0.05,0.01]}
  $ jq -c '.steps[0].monitor.identity | {cpu_model, board, kernel}' pi.json
  {"cpu_model":"ARM Cortex-A72","board":"Raspberry Pi 4 Model B Rev 1.4","kernel":"6.1.0-rpi7-rpi-v8"}

A throttling state already set since boot when the run starts is said
so; --monitor=strict prints the state before the clock and fails the
run:

  $ printf '50000\n' > "$THROTTLED"
  $ on pi4 sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --monitor=strict run > out.txt; echo "exit $?"
  exit 1
  $ sed -n -e '/^Monitor, before/,/^$/p' -e '/^Monitor:/p' -e '/^FATAL/p' out.txt
  Monitor, before the clock started:
      CPUs 0: governor ondemand, 600-1500 MHz
      load average 0.02 0.05 0.01, 0 other task(s) running
      memory 3.3 GiB available of 3.7 GiB, swap 0 B in use
      device: * (glob)
  
  Monitor: under-voltage since boot
  Monitor: throttled since boot
  Monitor: governor ondemand: 600 MHz during the run (of up to 1500 MHz)
  FATAL: the run monitor found 3 problem(s) (--monitor=strict)

The rpi_volt hwmon device's alarm, where get_throttled is not there:

  $ rm "$THROTTLED"
  $ printf '1\n' > pi4/sys/class/hwmon/hwmon0/in0_lcrit_alarm
  $ on pi4 sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --monitor=warn run | grep '^Monitor'
  Monitor: governor ondemand: 600 MHz during the run (of up to 1500 MHz)
  Monitor: under-voltage from 0.0 s (rpi_volt)

An x86 laptop on intel_pstate with the powersave governor, its package at
48-49 °C (a thermal zone and coretemp):

  $ on "$data/laptop" sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --monitor=warn --output=json:laptop.json run | grep '^Monitor'
  Monitor: governor powersave: 800 MHz during the run (of up to 4700 MHz)
  $ verdict laptop.json
  {"fit":false,"summary":"governor powersave: 800 MHz during the run (of up to 4700 MHz)","problems":[["governor",false]],"unknown":[]}
  $ jq -r '.steps[0].monitor.samples.series[] | select(.kind == "temperature" or .kind == "frequency") | "\(.name): \(.values[-1]) \(.unit)"' laptop.json
  cpu0: 800 MHz
  thermal_zone0 (x86_pkg_temp): 48 \xc2\xb0C (esc)
  coretemp Package id 0: 49 \xc2\xb0C (esc)
  $ jq -c '.steps[0].monitor.identity | {cpu_model, kernel}' laptop.json
  {"cpu_model":"12th Gen Intel(R) Core(TM) i7-1260P","kernel":"6.8.0-45-generic"}

Without --monitor, the verdict is printed only when stdout is a
terminal: a program that reads the report (a pipe, a file) gets 1.0.20's
text on any machine, fit or not, and nothing on stderr; the verdict is in
the result file all the same. On a pseudo-terminal (script; its stdin is
not the transcript's) the same run warns; an explicit --monitor=warn, on
the command line or in a config file, prints it whatever stdout is, and
never on stderr:

  $ on "$data/laptop" sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --output=json:quiet.json run > quiet.out 2> quiet.err; echo "exit $?"
  exit 0
  $ grep -c 'Monitor' quiet.out; wc -c < quiet.err
  0
  0
  $ tail -4 quiet.out
  Threads fairness:
      events (avg/stddev):           100.0000/0.00
      execution time (avg/stddev):   *.*/0.00 (glob)
  
  $ jq -r '.steps[0].monitor | "\(.fit) \(.summary)"' quiet.json
  false governor powersave: 800 MHz during the run (of up to 4700 MHz)
  $ export SB_TREE="$data/laptop"
  $ script -qec 'SYSBENCH_SYSFS_ROOT="$SB_TREE/sys" SYSBENCH_PROCFS_ROOT="$SB_TREE/proc" taskset -c 0 sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 run' /dev/null < /dev/null | tr -d '\r' | grep '^Monitor'
  Monitor: governor powersave: 800 MHz during the run (of up to 4700 MHz)
  $ on "$data/laptop" sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --monitor=warn run 2>&1 > /dev/null | wc -c
  0
  $ printf 'monitor=warn\n' > warn.conf
  $ on "$data/laptop" sysbench --config-file=warn.conf cpu --cpu-max-prime=1000 --events=100 --time=0 run | grep '^Monitor'
  Monitor: governor powersave: 800 MHz during the run (of up to 4700 MHz)

--runs prints a run's verdict under its line by the same rule:

  $ on "$data/laptop" sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --runs=2 run | grep -c 'monitor'
  0
  [1]
  $ on "$data/laptop" sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --runs=2 --monitor=warn run | grep 'monitor'
         monitor: governor powersave: 800 MHz during the run (of up to 4700 MHz)
         monitor: governor powersave: 800 MHz during the run (of up to 4700 MHz)

With a report script (--report-script), stdout is that script's output
alone, what a program piping it into jq reads: report-json's object is
the whole of it, and the rest of the text, the monitor's verdict (warn or
strict) included, goes to stderr, where it is printed by the same rule
(the verdict in the default mode when stderr is a terminal):

  $ on "$data/laptop" sysbench cpu --cpu-max-prime=100 --events=100 --time=0 --monitor=warn --report-script=report-json run 2> report.err | python3 -m json.tool | grep -e '^{' -e '"events":' -e '^}'
  {
      "events": 100,
  }
  $ grep -e '^sysbench' -e '^Monitor' report.err
  sysbench 1.0.20-ng4 (using system LuaJIT 2.1.0-beta3)
  Monitor: governor powersave: 800 MHz during the run (of up to 4700 MHz)
  $ on "$data/laptop" sysbench cpu --cpu-max-prime=100 --events=100 --time=0 --monitor=strict --report-script=report-json run > strict.out 2> strict.err; echo "exit $?"
  exit 1
  $ python3 -m json.tool strict.out > /dev/null && echo "stdout: JSON alone"
  stdout: JSON alone
  $ grep -e '^Monitor' -e '^FATAL' strict.err
  Monitor, before the clock started:
  Monitor: governor powersave: 800 MHz during the run (of up to 4700 MHz)
  FATAL: the run monitor found 1 problem(s) (--monitor=strict)
  $ script -qec 'SYSBENCH_SYSFS_ROOT="$SB_TREE/sys" SYSBENCH_PROCFS_ROOT="$SB_TREE/proc" taskset -c 0 sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --report-script=report-json run 2>&1 > /dev/null' /dev/null < /dev/null | tr -d '\r' | grep '^Monitor'
  Monitor: governor powersave: 800 MHz during the run (of up to 4700 MHz)

A VM: no cpufreq and no thermal zone ("unknown", never a guess), and 14%
of its CPU time stolen by the host during the run (the workload moves the
fixture's /proc/stat on at its first event):

  $ cp -a "$data/vm" vm
  $ export PROCSTAT="$PWD/vm/proc/stat"
  $ on vm sysbench "$TESTS_SRC/lua/monitor_steal.lua" --events=10 --time=0 --monitor=warn --output=json:vm.json run | grep '^Monitor'
  Monitor: steal 14% of the CPU time during the run
  Monitor: unknown: CPU frequency, temperature
  $ verdict vm.json
  {"fit":false,"summary":"steal 14% of the CPU time during the run","problems":[["steal",false]],"unknown":["CPU frequency","temperature"]}
  $ jq -c '[.steps[0].monitor.samples.series[] | select(.name == "cpu steal") | .values[-1]]' vm.json
  [14]

The option's values are checked:

  $ sysbench cpu --monitor=loud run
  sysbench * (glob)
  
  FATAL: invalid --monitor value 'loud': off, warn or strict
  [1]
  $ sysbench cpu --monitor-interval=0 run
  sysbench * (glob)
  
  FATAL: invalid --monitor-interval value '0': 0.01 to 3600 seconds
  [1]

--monitor=off: no thread, no verdict, no "monitor" member:

  $ on pi4 sysbench cpu --cpu-max-prime=1000 --events=100 --time=0 --monitor=off --output=json:off.json run | grep -c '^Monitor'
  0
  [1]
  $ jq '.steps[0].monitor' off.json
  null

compare shows the runs' verdicts side by side, before the figures, and
warns about each run that was not fit to be measured:

  $ sysbench compare none.json laptop.json | sed -n '/^Verdicts/,/^Figures/p'
  Verdicts:
    step       verdict of  none.json                                                 laptop.json
    threads=1  monitor     ok (unknown: CPU frequency, temperature, CPU time, load)  governor powersave: 800 MHz during the run (of up to 4700 MHz)
  
  WARNING: laptop.json, step threads=1: monitor says the figures are in doubt: governor powersave: 800 MHz during the run (of up to 4700 MHz)
  
  Figures (final reports; ratio: against the first file):
  $ sysbench compare --format=markdown laptop.json | grep -A3 '^### Verdicts'
  ### Verdicts
  
  | step      | verdict of | laptop.json                                                    |
  | :-------- | :--------- | :------------------------------------------------------------- |

A result file read back keeps the member (merge of one file too):

  $ sysbench merge --output=json:m.json laptop.json > /dev/null && jq -r '.steps[0].monitor.summary' m.json
  governor powersave: 800 MHz during the run (of up to 4700 MHz)
