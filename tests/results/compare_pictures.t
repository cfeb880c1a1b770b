`sysbench compare --output=svg:FILE,html:FILE`: four machines side by
side. Each result file is made by a run under a fixture tree of its own
(tests/data/monitor: a Raspberry Pi 4 on an SD card, a laptop, a cloud VM,
and a desktop built here from the laptop and the USB disk), in a UTS
namespace with its own host name, so that each records another machine
(environment.machine, read through kernel_files.c). The disk behind this
directory is whatever a tree's /sys/dev/block/MAJ:MIN links to: needs a
directory on a block device, and root for the namespaces (as the suite
runs).

  $ [ "$(stat -c %Hd .)" != 0 ] && [ "$(id -u)" = 0 ] && unshare --uts true 2>/dev/null || { echo "skipped: needs root, unshare --uts and a directory on a block device" >&2; exit 80; }
  $ data="$TESTS_SRC/data/monitor"
  $ link() { mkdir -p "$1/sys/dev/block" && ln -s "$2" "$1/sys/dev/block/$(stat -c %Hd:%Ld .)"; }
  $ online() { mkdir -p "$1/sys/devices/system/cpu" && echo "$2" > "$1/sys/devices/system/cpu/online"; }
  $ cp -a "$data/pi4" pi4 && link pi4 ../../block/mmcblk0/mmcblk0p2 && online pi4 0-3
  $ cp -a "$data/laptop" laptop && online laptop 0-11
  $ cp -a "$data/vm" vm && online vm 0-1
  $ cp -a "$data/laptop" desktop && cp -a "$data/usbdisk/sys/block" "$data/usbdisk/sys/devices" desktop/sys/ && cp -a "$data/laptop/sys/devices/system" desktop/sys/devices/ && link desktop ../../block/sdb/sdb1 && online desktop 0-15
  $ sed -i 's/^model name.*/model name\t: AMD Ryzen 7 5800X 8-Core Processor/' desktop/proc/cpuinfo
  $ sed -i 's/^MemTotal:.*/MemTotal:       32768000 kB/' desktop/proc/meminfo
  $ echo 4850000 > desktop/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq
  $ machine() { host=$1 tree=$2; shift 2; unshare --uts sh -c 't=$1 b=$2; shift 2; hostname "$0" && SYSBENCH_SYSFS_ROOT="$t/sys" SYSBENCH_PROCFS_ROOT="$t/proc" exec taskset -c 0 "$b" "$@"' "$host" "$tree" "$SYSBENCH" "$@"; }
  $ for m in pi4:pi-4 laptop:laptop vm:cloud-vm desktop:desktop; do machine "${m#*:}" "${m%:*}" cpu --cpu-max-prime=200 --events=300 --time=0 --threads=1,2 --runs=3 --output=json:"${m%:*}.json" run > /dev/null || echo "${m%:*} failed"; done

The machine facts each file recorded:

  $ jq -c '.environment.machine | del(.device)' pi4.json desktop.json
  {"cpu_model":"ARM Cortex-A72","cpus":4,"frequency_min_mhz":600,"frequency_max_mhz":1500,"memory_bytes":3977244672,"board":"Raspberry Pi 4 Model B Rev 1.4","kernel":"6.1.0-rpi7-rpi-v8"}
  {"cpu_model":"AMD Ryzen 7 5800X 8-Core Processor","cpus":16,"frequency_min_mhz":400,"frequency_max_mhz":4850,"memory_bytes":33554432000,"kernel":"6.8.0-45-generic"}
  $ jq -c '.environment.machine.device' pi4.json desktop.json vm.json
  {"name":"mmcblk0","partition":"mmcblk0p2","size_bytes":63864569856,"rotational":false,"type":"SD","card":{"name":"SC64G","manfid":"0x000003","oemid":"0x5344","date":"04/2021","serial":"0x1234abcd","cid":"035344534336344780123456789a0154","csd":"400e00325b590001dbd37f800a404000"}}
  {"name":"sdb","partition":"sdb1","vendor":"ATA","model":"Samsung SSD 870","size_bytes":500107862016,"rotational":false,"usb_bridge":{"id":"152d:0578","manufacturer":"JMicron","product":"USB to ATA/ATAPI Bridge"}}
  {}

compare writes the picture and the page (the text tables as ever on
stdout):

  $ sysbench compare --output=svg:four.svg,html:four.html pi4.json laptop.json vm.json desktop.json > out.txt; echo "exit $?"
  exit 0
  $ tail -2 out.txt
  Wrote svg comparison to four.svg
  Wrote html comparison to four.html

Laid out by Chromium: no text outside the picture, on other text, on a
bar or across a line; each bar from the chart's origin, its length read
back through the chart's scale within 1% of the value its label prints,
every label readable; the machines table a column per machine and every
fact filled (unknown where a file does not say: the VM has no cpufreq and
no disk of its own, so its disk is the file system's device):

  $ python3 "$TESTS_SRC/lib/check_compare.py" 4 four.svg
  four.svg: 4 machines, every fact filled; 6 charts, 24 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)
  $ python3 "$TESTS_SRC/lib/check_compare.py" --facts 4 four.html
  four.html: 4 machines, every fact filled; 6 charts, 24 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)
    file         pi4.json | laptop.json | vm.json | desktop.json
    host         pi-4 | laptop | cloud-vm | desktop
    CPU          ARM Cortex-A72 (Raspberry Pi 4 Model B Rev 1.4) | 12th Gen Intel(R) Core(TM) i7-1260P | AMD EPYC 7B13 | AMD Ryzen 7 5800X 8-Core Processor
    CPUs         4 | 12 | 2 | 16
    clock        600-1500 MHz | 400-4700 MHz | unknown | 400-4850 MHz
    memory       3.7 GiB | 15.3 GiB | 1.9 GiB | 31.2 GiB
    disk         mmcblk0 SD card SC64G, manufacturer 0x000003, serial 0x1234abcd, 59.5 GiB | * | * | sdb ATA Samsung SSD 870, 465.8 GiB (glob)
    file system  * | * | * | * (glob)
    kernel       6.1.0-rpi7-rpi-v8 | 6.8.0-45-generic | 6.1.0-26-cloud-amd64 | 6.8.0-45-generic
    OS           * | * | * | * (glob)
    verdict      governor ondemand: 600 MHz during the run (of up to 1500 MHz) | governor powersave: 800 MHz during the run (of up to 4700 MHz) | ok (unknown: CPU frequency, temperature) | governor powersave: 800 MHz during the run (of up to 4700 MHz)

The charts: one per figure of each step (the runs of --runs=3 one bar,
their lowest and highest value its error bar), the direction said, each
machine's ratio to the first:

  $ grep -o 'class="chart-title"[^>]*>[^<]*' four.svg | sed 's/.*>//'
  threads=1: events/s
  threads=1: latency avg
  threads=1: latency 95th percentile
  threads=2: events/s
  threads=2: latency avg
  threads=2: latency 95th percentile
  $ grep -o 'class="chart-better"[^>]*>[^<]*' four.svg | sed 's/.*>//' | sort | uniq -c | sed 's/^ *//'
  4 less is better; error bars: the lowest and highest of its runs
  2 more is better; error bars: the lowest and highest of its runs
  $ grep -c 'class="spread"' four.svg
  24
  $ grep -o 'class="relative"[^>]*>[^<]*' four.svg | sed 's/.*>//' | sed -n '1p;5p;9p'
  1.00
  1.00
  1.00
  $ python3 - <<'EOF'
  > import json, re
  > svg = open("four.svg").read()
  > first = re.search(r'<g class="chart".*?</g>\n</g>', svg, re.S).group(0)
  > shown = [float(v) for v in re.findall(r'data-value="([^"]+)"', first)]
  > eps = [sum(s["final"]["events_per_sec"] for s in json.load(open(f + ".json"))["steps"][:3]) / 3
  >        for f in ("pi4", "laptop", "vm", "desktop")]
  > print(all(abs(a - b) <= 1e-6 * b for a, b in zip(shown, eps)))
  > rel = [float(v) for v in re.findall(r'class="relative"[^>]*>([0-9.]+)<', first)]
  > print(all(abs(r - round(e / eps[0], 2)) < 0.006 for r, e in zip(rel, eps)))
  > EOF
  True
  True

--relative=geomean: the ratios are against the geometric mean of the
machines' values; their product is 1:

  $ sysbench compare --verbose --relative=geomean --output=svg:geo.svg pi4.json laptop.json vm.json desktop.json | grep -e Wrote -e 'geometric mean'
  Figures (final reports; ratio: against the geometric mean):
  Wrote svg comparison to geo.svg
  $ grep -c '>vs geomean<' geo.svg
  6
  $ grep -o 'class="relative"[^>]*>[^<]*' geo.svg | sed 's/.*>//' | head -4 | python3 -c 'import math, sys; print(abs(math.prod(float(x) for x in sys.stdin) - 1) < 0.02)'
  True

The checker is not a formality: a bar 1.5% too long, a label moved onto
its bar, and a fact left out are each found.

  $ python3 - <<'EOF'
  > import re
  > svg = open("four.svg").read()
  > w = re.search(r'class="bar" x="[0-9.]+" y="[0-9.]+" width="([0-9.]+)"', svg)
  > open("long.svg", "w").write(svg[:w.start(1)] + "%.2f" % (float(w.group(1)) * 1.015) + svg[w.end(1):])
  > v = re.search(r'<text class="value" x="([0-9.]+)"', svg)
  > open("onbar.svg", "w").write(svg[:v.start(1)] + "150" + svg[v.end(1):])
  > open("nofact.svg", "w").write(re.sub(r'(<g class="fact" data-fact="clock">.*?<g class="cell" data-file="2">\n)<text[^\n]*\n', r'\1', svg, count=1, flags=re.S))
  > EOF
  $ python3 "$TESTS_SRC/lib/check_compare.py" 4 long.svg nofact.svg
  problem: long.svg: threads=1: events/s, pi-4: the bar reads back as *, its label says * (glob)
  problem: nofact.svg: clock of machine 3 is empty
  [1]

The label moved onto its bar may also cross the bar's error bar, as its
width (the measured figure's digits) and the runs' spread decide; the
two problems every such move makes are:

  $ python3 "$TESTS_SRC/lib/check_compare.py" 4 onbar.svg > onbar.txt; echo "exit $?"
  exit 1
  $ grep -e 'is on a bar' -e 'before its bar ends' onbar.txt
  problem: onbar.svg: * is on a bar (glob)
  problem: onbar.svg: threads=1: events/s, pi-4: * starts at 150.0, before its bar ends * (glob)

Files of different tests or options are grouped, each group charted
apart with its options in its title; what cannot be compared says why:
a step one file lacks, a file alone in its group.

  $ sysbench cpu --cpu-max-prime=300 --events=300 --time=0 --threads=1,2 --runs=3 --output=json:other.json run > /dev/null
  $ sysbench mutex --mutex-num=64 --mutex-locks=100 --events=10 --time=0 --output=json:mutex.json run > /dev/null
  $ sysbench compare --output=html:groups.html,svg:groups.svg pi4.json desktop.json other.json mutex.json > /dev/null
  $ grep -o '<p class="note">[^<]*' groups.html | sed 's/<p class="note">//'
  other.json ran cpu with other options than pi4.json (--cpu-max-prime: 300 against 200): charted apart
  only other.json ran cpu with these options: its charts have nothing to compare it with
  mutex.json ran mutex, pi4.json ran cpu: different tests, charted apart
  only mutex.json ran mutex: its charts have nothing to compare it with
  figures marked &quot;in doubt&quot; (of pi4.json, desktop.json) come from steps that failed or that a module doubts: the verdict row says why
  $ grep -o 'class="group-title"[^>]*>[^<]*' groups.svg | sed 's/.*>//'
  cpu
  cpu (--cpu-max-prime: 300 against 200)
  mutex
  $ python3 "$TESTS_SRC/lib/check_compare.py" 4 groups.svg groups.html
  groups.svg: 4 machines, every fact filled; 15 charts, 21 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)
  groups.html: 4 machines, every fact filled; 15 charts, 21 bars within 1% of their labels, each label readable; * texts inside 760x*, none overlapping (glob)
  $ jq '.steps |= .[:3]' desktop.json > one-step.json
  $ sysbench compare --output=html:missing.html pi4.json one-step.json > /dev/null
  $ grep -c '<td>no step threads=2</td>' missing.html
  3
